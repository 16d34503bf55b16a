import CoordinatorsCore

extension FlowLayer {
  /// Resets to the root and walks `routes`, as one change (see `Navigator.navigate(to:cause:)`).
  func navigate(to routes: [any Route], cause: NavigationCause) throws(NavigationError) {
    try transactionally(cause: cause) { () throws(NavigationError) in
      if !drafted.state.modals.isEmpty { try apply(.dismissAll, by: nil) }
      var current = FlowID.root
      try popToFirstScreen(of: current)
      for (index, route) in routes.enumerated() {
        do throws(NavigationError) {
          current = try walkRoute(AnyRoute(route), from: current)
        } catch {
          var error = error
          error.commandIndex = index
          error.context = error.context ?? "walk to \(AnyRoute(route))"
          drafted.error = error
          throw error
        }
      }
    }
  }

  /// Shows one route of a walk in the flow `id`; returns the flow the walk goes on in.
  private func walkRoute(_ route: AnyRoute, from id: FlowID) throws(NavigationError) -> FlowID {
    guard let node = drafted.tree[id] else {
      // A navigator made from a route has no flows: every route is a screen of the root stack.
      try apply(.push([makeScreen(route, owner: id)]), by: nil)
      return id
    }
    guard node.isRunning else { throw NavigationError(.flowNotRunning(id)) }
    // A route the flow does not take goes to the nearest ancestor that takes it, as a tap on a
    // screen of that ancestor would (a sheet the root presents over a child flow).
    var taker = node
    var found = node.meaning(route)
    while found == nil, let parent = taker.parent, let next = drafted.tree[parent] {
      taker = next
      found = next.meaning(route)
    }
    if found == nil, let entered = try enterBaseFlow(taking: route, from: node) {
      taker = entered
      found = entered.meaning(route)
    }
    guard let meaning = found else {
      throw NavigationError(.wrongRouteType(route, flow: id, expected: node.routeTypeName))
    }
    let id = taker.id
    switch meaning {
    case .screen(let route, let presentation):
      _ = try showScreen(route, presentation, in: id)
      return id
    case .child(let child):
      if case .tab(let tab) = child.kind {
        let flow = try startChild(child, of: id, openingRoute: route)
        if let stack = drafted.state.stack(at: .tab(tab)), stack.count > 1 {
          try apply(.setStack([stack[0]], at: .tab(tab)), by: id)
        }
        return flow
      }
      if case .start(_, .root, _) = child.kind,
        let running = taker.children.first(where: {
          drafted.tree[$0]?.openingRoute == route && drafted.tree[$0]?.slot == .root
        })
      {
        try popToFirstScreen(of: running)
        return running
      }
      return try startChild(child, of: id, openingRoute: route)
    }
  }

  /// Finds, below the flow `node` or one of its ancestors, a running tab flow or root child that
  /// takes `route`, and goes into it as a tab route or a root child's route would: selects its
  /// tab and pops its stack to its first screen. So a walk needs no route whose only use is to
  /// enter a tab: `[MainFlowRoute.account(ada)]` goes into the tab whose flow takes `MainRoute`.
  private func enterBaseFlow(taking route: AnyRoute, from node: FlowNode) throws(NavigationError) -> FlowNode? {
    var origin: FlowNode? = node
    while let start = origin {
      if let path = basePath(to: route, below: start.id) {
        for flow in path {
          switch drafted.tree[flow]?.slot {
          case .tab(let tab)?:
            try apply(.selectTab(tab), by: nil)
            if let stack = drafted.state.stack(at: .tab(tab)), stack.count > 1 {
              try apply(.setStack([stack[0]], at: .tab(tab)), by: nil)
            }
          default:
            try popToFirstScreen(of: flow)
          }
        }
        return path.last.flatMap { drafted.tree[$0] }
      }
      origin = start.parent.flatMap { drafted.tree[$0] }
    }
    return nil
  }

  /// The flows from below `id` down to the nearest running tab flow or root child that takes
  /// `route`, going only through tab flows and root children; the selected tab first.
  private func basePath(to route: AnyRoute, below id: FlowID) -> [FlowID]? {
    let selected = drafted.state.selectedTab
    var pending: [[FlowID]] = [[id]]
    while !pending.isEmpty {
      let path = pending.removeFirst()
      guard let last = path.last, let node = drafted.tree[last] else { continue }
      let children = node.children.filter { child in
        guard let flow = drafted.tree[child], flow.isRunning else { return false }
        if case .tab = flow.slot { return true }
        return flow.slot == .root
      }
      let ordered = children.filter { isSelectedTab($0, selected) } + children.filter { !isSelectedTab($0, selected) }
      for child in ordered {
        if drafted.tree[child]?.meaning(route) != nil { return Array(path.dropFirst()) + [child] }
        pending.append(path + [child])
      }
    }
    return nil
  }

  private func isSelectedTab(_ flow: FlowID, _ selected: TabID?) -> Bool {
    if case .tab(let tab)? = drafted.tree[flow]?.slot { return tab == selected }
    return false
  }

  /// Pops the base stack whose first screen belongs to the flow `id` back to that screen.
  private func popToFirstScreen(of id: FlowID) throws(NavigationError) {
    let state = drafted.state
    for location in state.locations {
      if case .modal = location { continue }
      guard let stack = state.stack(at: location), stack.count > 1, stack[0].owner == id else { continue }
      try apply(.setStack([stack[0]], at: location), by: nil)
    }
  }
}

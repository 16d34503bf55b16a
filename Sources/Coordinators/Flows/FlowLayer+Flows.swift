import CoordinatorsCore

extension FlowLayer {
  // MARK: Reading the tree

  /// The coordinator at the root of the flow tree, or `nil` for a navigator made from a route.
  var rootCoordinator: (any Coordinator)? { workingTree[.root]?.coordinator }

  /// The identifiers of the flows in the tree, in the order they started.
  var flowIDs: [FlowID] { workingTree.nodes.keys.sorted() }

  /// The running coordinators of type `type`, in the order they started.
  func coordinators<C: Coordinator>(ofType type: C.Type) -> [C] {
    let tree = workingTree
    return tree.nodes.keys.sorted().compactMap { tree[$0]?.coordinator as? C }
  }

  /// The coordinator started with `key`, or `nil`.
  func coordinator(forKey key: String) -> (any Coordinator)? {
    let tree = workingTree
    return tree.nodes.keys.sorted().lazy.compactMap { tree[$0] }.first { $0.key == key }?.coordinator
  }

  /// The flow that owns the screen `id`, or `nil` when the screen or its flow is gone.
  func flowID(owning id: ScreenID) -> FlowID? {
    workingState.screen(id).map(\.owner).flatMap { workingTree[$0]?.id }
  }

  // MARK: Actions

  /// Reports `action` from the screen `id`, as its view would (see `Navigator.send(_:from:)`).
  func send(_ action: any CoordinatorAction, from id: ScreenID) -> Bool {
    guard let owner = flowID(owning: id) else {
      let context = "send \(action) from screen \(id)"
      let reason: NavigationError.Detail =
        workingState.screen(id).map { .flowNotRunning($0.owner) } ?? .screenNotFound(id)
      navigator.report(.rejectedCommand(NavigationError(reason, context: context)))
      return false
    }
    return send(action, startingAt: owner, from: owner)
  }

  func send(_ action: any CoordinatorAction, startingAt first: FlowID?, from sender: FlowID) -> Bool {
    var current = first
    // The tree is read again at each step: a coordinator that passes the action on may have
    // changed it.
    while let id = current, let node = workingTree[id] {
      if node.coordinator.offer(action) == .handled { return true }
      current = node.parent
    }
    navigator.report(.unhandledAction(String(describing: action), from: sender))
    return false
  }

  // MARK: Starting flows

  /// Makes `coordinator`'s flow the flow `id` of this navigator; `detach` lets it go.
  func attach<C: Coordinator>(_ coordinator: C, as id: FlowID) {
    coordinator.flow.id = id
    coordinator.flow.navigator = navigator
  }

  func detach<C: Coordinator>(_ coordinator: C) {
    coordinator.flow.formerNavigator = navigator
    coordinator.flow.formerID = coordinator.flow.id
    coordinator.flow.id = nil
    coordinator.flow.navigator = nil
  }

  /// Starts `coordinator` as a flow under `parent` in the draft and runs its `start()`.
  @discardableResult
  func startFlow<C: Coordinator>(
    _ coordinator: C,
    slot: FlowSlot,
    parent: FlowID?,
    openingRoute: AnyRoute? = nil,
    key: String? = nil,
    deliver: ResultDelivery = ResultDelivery(nil),
    placeholder presetPlaceholder: ScreenID? = nil,
    id presetID: FlowID? = nil
  ) throws(NavigationError) -> FlowID {
    if let running = coordinator.flow.id { throw NavigationError(.flowAlreadyRunning(running)) }
    if let parent {
      guard drafted.tree[parent]?.isRunning == true else { throw NavigationError(.flowNotRunning(parent)) }
    }
    let id: FlowID
    if let presetID {
      id = presetID
    } else {
      id = parent == nil ? .root : try navigator.identifiers.makeFlowID()
    }
    var placeholder = presetPlaceholder
    if slot == .root, placeholder == nil {
      if let parent, drafted.tree[parent]?.slot != .root { throw NavigationError(.notAtRoot(parent)) }
      let standIn = makePlaceholder(owner: id)
      try replaceRoot(with: .stack([standIn]))
      placeholder = standIn.id
    }
    if case .tab(let tab) = slot, placeholder == nil {
      guard let parent, drafted.tree[parent]?.slot == .root else { throw NavigationError(.notAtRoot(parent ?? id)) }
      let standIn = makePlaceholder(owner: id)
      try apply(.setStack([standIn], at: .tab(tab)), by: parent)
      placeholder = standIn.id
    }
    drafted.tree.insert(
      FlowNode(
        id: id,
        coordinator: coordinator,
        parent: parent,
        slot: slot,
        openingRoute: openingRoute,
        key: key,
        placeholder: placeholder,
        deliver: deliver,
        meaning: { [unowned coordinator] route in Self.meaning(of: route, to: coordinator) },
        routeType: C.RouteType.self
      )
    )
    drafted.started.append(id)
    attach(coordinator, as: id)
    coordinator.start()
    if let error = drafted.error { throw error }
    guard drafted.tree[id]?.placeholder == nil, drafted.isLiving(id) else {
      throw NavigationError(.flowShowedNothing(id))
    }
    return id
  }

  private static func meaning<C: Coordinator>(of route: AnyRoute, to coordinator: C) -> RouteMeaning? {
    guard let typed = route.route(as: C.RouteType.self) else {
      return route.route(as: C.FlowRoute.self).map { .child(coordinator.flow(for: $0)) }
    }
    if let child = coordinator.child(for: typed) { return .child(child) }
    return .screen(route, coordinator.presentation(for: typed))
  }

  /// Starts the child flow that a route of `parent` opens.
  func startChild(_ child: ChildFlow, of parent: FlowID, openingRoute: AnyRoute?) throws(NavigationError) -> FlowID {
    switch child.kind {
    case .start(let coordinator, let placement, let delivery):
      return try startFlow(
        coordinator,
        slot: FlowSlot(placement),
        parent: parent,
        openingRoute: openingRoute,
        deliver: delivery
      )
    case .tab(let tab):
      try apply(.selectTab(tab), by: parent)
      return try tabFlow(tab, of: parent)
    }
  }

  /// The flow of the tab `tab` under the tab container `container`.
  func tabFlow(_ tab: TabID, of container: FlowID) throws(NavigationError) -> FlowID {
    let children = drafted.tree[container]?.children ?? []
    guard let id = children.last(where: { drafted.tree[$0]?.slot == .tab(tab) }) else {
      throw NavigationError(.tabNotFound(tab))
    }
    return id
  }

  /// Starts the root flow over in the draft, as restoring does: a stand-in owned by the root
  /// flow replaces the whole navigation, the root's children leave the tree's list of its
  /// children (having no screens left, they finish when the draft commits), and the root
  /// coordinator's `start()` runs again.
  func restartRootFlow() throws(NavigationError) {
    guard let root = drafted.tree[.root], root.isRunning else { throw NavigationError(.flowNotRunning(.root)) }
    let standIn = makePlaceholder(owner: .root)
    try replaceRoot(with: .stack([standIn]))
    drafted.tree[.root]?.placeholder = standIn.id
    drafted.tree[.root]?.children = []
    root.coordinator.start()
    if let error = drafted.error { throw error }
    guard drafted.tree[.root]?.placeholder == nil else { throw NavigationError(.flowShowedNothing(.root)) }
  }

  /// Replaces the root and every modal layer with `root`; the stand-ins it removes are forgotten.
  private func replaceRoot(with root: RootContainer) throws(NavigationError) {
    let replaced = drafted.state.allScreens.lazy.filter { $0.id.rawValue < 0 }.map(\.owner)
    try apply(.setRoot(root), by: nil)
    for owner in replaced { drafted.tree[owner]?.placeholder = nil }
  }

  /// Replaces the root with one tab per entry, each run by its own child flow of `container`,
  /// laid out as `layout`.
  func showTabs(_ tabs: [TabFlow], selected: TabID?, layout: SectionLayout = .tabBar, in container: FlowID)
    throws(NavigationError)
  {
    guard let node = drafted.tree[container], node.isRunning else {
      throw NavigationError(.flowNotRunning(container))
    }
    guard node.slot == .root else { throw NavigationError(.notAtRoot(container)) }
    guard !tabs.isEmpty else { throw NavigationError(.noScreens) }
    let selectedIndex: Int
    if let selected {
      guard let index = tabs.firstIndex(where: { $0.id == selected }) else {
        throw NavigationError(.tabNotFound(selected))
      }
      selectedIndex = index
    } else {
      selectedIndex = 0
    }
    var ids: [FlowID] = []
    for _ in tabs { ids.append(try navigator.identifiers.makeFlowID()) }
    let standIns = ids.map { makePlaceholder(owner: $0) }
    let root = RootContainer.tabs(
      zip(tabs, standIns).map { Tab(id: $0.id, stack: [$1], item: $0.item) },
      selectedIndex: selectedIndex
    )
    try replaceRoot(with: root)
    try apply(.setSectionLayout(layout), by: nil)
    for (index, tab) in tabs.enumerated() {
      try startFlow(
        tab.coordinator,
        slot: .tab(tab.id),
        parent: container,
        placeholder: standIns[index].id,
        id: ids[index]
      )
    }
  }

  // MARK: Showing screens

  /// Shows `route` as the flow `id` would: a child flow when it is a flow route, else a screen
  /// placed by ``Coordinator/presentation(for:)``.
  func show(_ route: AnyRoute, in id: FlowID) throws(NavigationError) {
    let node = try runningNode(id)
    guard let meaning = node.meaning(route) else {
      throw NavigationError(.wrongRouteType(route, flow: id, expected: node.routeTypeName))
    }
    switch meaning {
    case .child(let child): _ = try startChild(child, of: id, openingRoute: route)
    case .screen(let route, let presentation): _ = try showScreen(route, presentation, in: id)
    }
  }

  /// Shows a screen of the flow `id`: in place of its stand-in, as the first screen of its modal
  /// layer, presented, or pushed onto its stack.
  func showScreen(_ route: AnyRoute, _ presentation: Presentation, in id: FlowID) throws(NavigationError) -> ScreenID {
    let node = try runningNode(id)
    if let placeholder = node.placeholder {
      let screen = try makeScreen(route, owner: id)
      try apply(.replace(placeholder, with: screen), by: id)
      drafted.tree[id]?.placeholder = nil
      return screen.id
    }
    if case .modal(let modal) = node.slot, !drafted.isLiving(id) {
      return try presentScreen(route, as: modal, in: id)
    }
    if case .modal(let modal) = presentation {
      return try presentScreen(route, as: modal, in: id)
    }
    return try pushScreen(route, in: id)
  }

  func presentScreen(_ route: AnyRoute, as presentation: ModalPresentation, in id: FlowID) throws(NavigationError)
    -> ScreenID
  {
    _ = try runningNode(id)
    let screen = try makeScreen(route, presentation: .modal(presentation), owner: id)
    try apply(.present(ModalLayer([screen])), by: id)
    return screen.id
  }

  /// Pushes onto the stack of the flow's top-most screen (its parent's, for a pushed flow that
  /// shows its first screen), above whatever is already there.
  func pushScreen(_ route: AnyRoute, in id: FlowID) throws(NavigationError) -> ScreenID {
    let location = try pushLocation(for: id)
    let screen = try makeScreen(route, owner: id)
    // No copy of the state is held while the command runs: the stack it edits is the draft's
    // alone, and is edited in place (a debug build keeps a local copy alive to the end of its
    // scope, which would copy the stack for every screen a walk pushes).
    if location == drafted.state.topLocation {
      try apply(.push([screen]), by: id)
    } else if let last = drafted.state.stack(at: location)?.last?.id {
      try apply(.insert([screen], at: .after(last)), by: id)
    }
    return screen.id
  }

  private func pushLocation(for id: FlowID) throws(NavigationError) -> StackLocation {
    var current: FlowID? = id
    while let flow = current, let node = drafted.tree[flow] {
      // A flow that has just started has no screen yet: known without reading every screen.
      if drafted.hasScreens(flow), let location = topLocation(ownedBy: flow) { return location }
      guard node.slot == .push else { break }
      current = node.parent
    }
    throw NavigationError(.flowHasNoStack(id))
  }

  /// The top-most stack holding a screen of the flow `id`.
  func topLocation(ownedBy id: FlowID) -> StackLocation? {
    let state = drafted.state
    // Plain loops: a closure made here is main-actor isolated, and the standard library's
    // searches call it through a check of the current executor, screen by screen. Each stack
    // is read from its top, where the flow that shows a screen usually has its own.
    for location in state.locations.reversed() {
      guard let stack = state.stack(at: location) else { continue }
      for screen in stack.reversed() where screen.owner == id { return location }
    }
    return nil
  }

  /// The screens of the flow `id`, in the order of ``NavigationState/allScreens``.
  func screens(ownedBy id: FlowID, in state: NavigationState) -> [Screen] {
    state.allScreens.filter { $0.owner == id }
  }

  func runningNode(_ id: FlowID) throws(NavigationError) -> FlowNode {
    guard let node = drafted.tree[id], node.isRunning else { throw NavigationError(.flowNotRunning(id)) }
    return node
  }

  // MARK: Ending flows

  /// What a change of the state leaves to the flows, after the state changed and before the host
  /// catches up: the flow events wait for it, the flows without screens finish, and an alert
  /// that waited may show (a change of its own, after this one).
  func settle() {
    if !pendingFlowEvents.isEmpty { emitPendingFlowEvents() }
    finishFlowsWithoutScreens()
    if !alerts.waiting.isEmpty { showWaitingAlerts() }
  }

  private func emitPendingFlowEvents() {
    let events = pendingFlowEvents
    pendingFlowEvents.removeAll()
    for event in events { navigator.eventHub.emit(event) }
  }

  /// Ends the flow `id` with `outcome`: the screens of its subtree leave the state, and the
  /// flows finish when the change commits, descendants first.
  ///
  /// A flow whose screens begin a base stack (a root or tab flow) cannot leave the state on its
  /// own: its descendants end, its parent is told, and it keeps its screens until the parent
  /// replaces them.
  ///
  /// The flow whose operation asks (the draft's actor) must be in the navigation lock holder's
  /// subtree when the change would take the holder's screens away (see `apply(_:by:)`).
  func end(_ id: FlowID, with outcome: FlowOutcome) throws(NavigationError) {
    _ = try runningNode(id)
    var leaving = drafted.tree.subtree(of: id)
    drafted.tree[id]?.outcome = outcome
    let baseStacks = drafted.state.tabs.map(\.stack) + (drafted.state.stack(at: .root).map { [$0] } ?? [])
    // A flow that begins a base stack stays, and so does any descendant that does.
    let anchored = Set(baseStacks.compactMap { $0.first?.owner }).intersection(leaving)
    if anchored.contains(id) { leaving.remove(id) }
    // The flow's alert, or a descendant's, leaves with it.
    if let alert = drafted.state.alert, alert.owner == id || leaving.contains(alert.owner) {
      try apply(.dismissAlert, by: nil)
    }
    if let layer = drafted.state.modals.firstIndex(where: { leaving.contains($0.stack[0].owner) }) {
      try apply(.dismissLayer(layer), by: nil)
    }
    let firsts = Set(baseStacks.compactMap { $0.first?.id })
    // A stack at a time, as the screens it keeps: a `remove` of the screens that leave would
    // look each one up in the whole state, which costs the square of a deep subtree.
    let state = drafted.state
    for location in state.locations {
      guard let stack = state.stack(at: location) else { continue }
      let kept = stack.filter { !leaving.contains($0.owner) || firsts.contains($0.id) }
      if kept.count < stack.count { try apply(.setStack(kept, at: location), by: nil) }
    }
  }

  /// Finishes every flow whose screens and children have all left the state, descendants first,
  /// and tells each parent; tells the parents of finished flows that keep their screens.
  ///
  /// Only the flows that lost their last screen or started since the last look
  /// (`flowsThatMayHaveEnded`), the flows above them and the flows that ended and have not told
  /// their parent are looked at: a change costs the flows it touched, not every flow and screen.
  func finishFlowsWithoutScreens() {
    // A navigator made from a route has no flow: nothing to look up.
    let flowCount = tree.count
    // (With the root flow alone, `flowsThatMayHaveEnded` holds at most the root: left as it is.)
    guard flowCount > 1 || (flowCount == 1 && tree[.root]?.outcome != nil) else { return }
    guard !flowsThatMayHaveEnded.isEmpty || !tree.awaitingDelivery.isEmpty else { return }
    let candidates = flowsThatMayHaveEnded
    flowsThatMayHaveEnded.removeAll()
    let ended = flowsWithoutScreens(among: candidates)
    var ending: [FlowNode] = []
    for id in ended {
      if let node = tree[id] { ending.append(node) }
    }
    for id in tree.awaitingDelivery where !ended.contains(id) {
      guard let node = tree[id] else { continue }
      tree[id]?.hasDelivered = true
      ending.append(node)
    }
    guard !ending.isEmpty else { return }
    // Plain loops: a closure made here would check the current executor at each call.
    var ids: [FlowID] = []
    ids.reserveCapacity(ending.count)
    for node in ending { ids.append(node.id) }
    let depths = tree.depths(of: ids)
    var keys: [(depth: Int, id: FlowID)] = []
    keys.reserveCapacity(ids.count)
    for id in ids { keys.append((depths[id] ?? 0, id)) }
    let order = Self.finishingOrder(keys)
    var leaving: [FlowID] = []
    for index in order where ended.contains(ending[index].id) {
      leaving.append(ending[index].id)
      checkpoints.dropMarks(of: ending[index].id)
      detach(ending[index].coordinator)
    }
    tree.remove(leaving)
    updateUserGestureRules(afterFinishing: ending)
    for index in order where !ending[index].hasDelivered {
      let node = ending[index]
      let outcome = node.outcome ?? .cancelled
      // The event's text costs a fifth of a start and finish: make it only for observers.
      if navigator.eventHub.observesFlows {
        navigator.eventHub.emit(FlowEvent.finished(node.id, coordinator: node.coordinatorName, outcome: outcome.kind))
      }
      node.deliver(outcome)
    }
    // An alert of a flow that finished leaves with it.
    if let owner = navigator.state.alert?.owner, ending.contains(where: { $0.id == owner }) {
      try? navigator.change(cause: .programmatic, commands: [.dismissAlert]) {
        (state: inout NavigationState) throws(NavigationError) in try state.apply(.dismissAlert)
      }
    }
    navigator.resumeLinksIfTheyMayOpen()
  }
}

extension FlowLayer {
  /// The flows among `candidates` and above them, up to the root flow (which never ends this
  /// way), that own no screen and have no descendant that does, with everything below them.
  func flowsWithoutScreens(among candidates: Set<FlowID>) -> Set<FlowID> {
    guard let counts = screenCounts else { return [] }
    var ended: Set<FlowID> = []
    var living: Set<FlowID> = []
    for candidate in candidates {
      var current: FlowID? = candidate
      while let id = current, id != .root, let node = tree[id], !ended.contains(id), !living.contains(id) {
        // The flow and everything below it, until a screen is found.
        var subtree: [FlowID] = []
        var pending = [id]
        var hasScreens = false
        while let flow = pending.popLast() {
          if living.contains(flow) || counts[flow] > 0 {
            hasScreens = true
            break
          }
          if ended.contains(flow) { continue }
          subtree.append(flow)
          pending += tree[flow]?.children ?? []
        }
        if hasScreens {
          living.insert(id)
          break
        }
        ended.formUnion(subtree)
        current = node.parent
      }
    }
    return ended
  }

  /// Counts the screens of a change from `before` to `after` (see `ScreenCounts`): a flow left
  /// without screens may have ended, and the checkpoints marked at screens that left go.
  func countScreens(changedFrom before: NavigationState, to after: NavigationState) {
    let (removed, added) = after.screenChanges(since: before)
    var emptied: [FlowID] = []
    screenCounts?.note(removed: removed, added: added) { emptied.append($0) }
    flowsThatMayHaveEnded.formUnion(emptied)
    if !checkpoints.isEmpty {
      for screen in removed { checkpoints.dropMarks(at: screen.id) }
    }
  }

  /// Keeps the checkpoints a committed draft marked, those whose screen is still shown.
  func keepCheckpoints(_ marks: [(flow: FlowID, key: CheckpointKey, mark: CheckpointMark)]) {
    // Most commits mark nothing: no copy of the state then. Read without the observation
    // `state` reports (a key path made at each read): the layer's own read is nobody's view.
    guard !marks.isEmpty else { return }
    let state = navigator.current
    for (flow, key, mark) in marks where tree[flow]?.isRunning == true && state.contains(mark.screen) {
      checkpoints.keep(mark, for: key, of: flow)
    }
  }

  /// The indices of `keys` in the order flows finish: deepest first, then the latest started, so
  /// a child before its parent. Not isolated: a comparison made on the main actor would check
  /// the current executor each time, which was two fifths of popping a deep chain.
  nonisolated static func finishingOrder(_ keys: [(depth: Int, id: FlowID)]) -> [Int] {
    keys.indices.sorted { keys[$0] > keys[$1] }
  }
}

extension FlowSlot {
  init(_ placement: FlowPlacement) {
    switch placement {
    case .push: self = .push
    case .modal(let presentation): self = .modal(presentation)
    case .root: self = .root
    case .tab(let tab): self = .tab(tab)
    }
  }
}

extension FlowLayer {
  /// A screen of `route` with a fresh identifier.
  func makeScreen(_ route: AnyRoute, presentation: Presentation = .push, owner: FlowID) throws(NavigationError)
    -> Screen
  {
    Screen(id: try navigator.identifiers.makeScreenID(), route: route, presentation: presentation, owner: owner)
  }
}

import CoordinatorsCore

// MARK: The verbs, once for both receivers

/// Who runs a stack verb: the navigator (``Navigator``'s verbs) or a flow (``Flow``'s). It
/// decides which stack the verb changes and which screens it may take; the verb itself is
/// written once, in the draft operations below.
enum StackActor {
  /// The navigator: the top-most stack, whoever owns its screens.
  case navigator
  /// A flow: its own top-most stack, and only its screens and those of its descendants.
  case flow(FlowID)

  /// The flow whose right to remove screens `apply(_:by:)` checks; none for the navigator.
  var caller: FlowID? {
    switch self {
    case .navigator: nil
    case .flow(let id): id
    }
  }
}

/// Who sets a stack with `setStack`, and where.
enum StackSetter {
  /// The navigator: the stack at `location` (the top-most when `nil`), all of it, with new
  /// screens owned by `owner`.
  case navigator(owner: FlowID, location: StackLocation?)
  /// A flow: its part of its top-most stack (its first screen there and everything above).
  case flow(FlowID)
}

extension FlowLayer {
  /// The stack a stack verb of `actor` changes, and its screens: the top-most stack, or the
  /// flow's top-most stack (``NavigationError/Reason/invalidCommand`` for a flow that shows
  /// no screen).
  private func stack(of actor: StackActor) throws(NavigationError) -> (StackLocation, ScreenStack?) {
    let state = drafted.state
    switch actor {
    case .navigator:
      let location = state.topLocation
      return (location, state.stack(at: location))
    case .flow(let id):
      guard let location = topLocation(ownedBy: id), let stack = state.stack(at: location) else {
        throw NavigationError(.flowHasNoStack(id))
      }
      return (location, stack)
    }
  }

  /// Pops the stack of `actor` back to its top-most screen whose route is of type `type`; for a
  /// flow, one of its own screens or one of a child flow it pushed.
  func pop<Other: Route>(to type: Other.Type, as actor: StackActor) throws(NavigationError) {
    let (location, stack) = try stack(of: actor)
    let tree = drafted.tree
    let screen = stack?.last { screen in
      guard screen.route.route(as: Other.self) != nil else { return false }
      guard case .flow(let id) = actor else { return true }
      return tree.isSelfOrDescendant(screen.owner, of: id)
    }
    guard let screen else { throw NavigationError(.routeTypeNotFound(String(describing: Other.self), location)) }
    try apply(.popTo(screen.id), by: actor.caller)
  }

  /// Goes back one screen on the stack of `actor`, as a "Back" or "Close" button does: pops its
  /// top screen, or dismisses its modal layer when one screen is left (for a flow, a layer it
  /// presented, as its first screen there is its own).
  func popOrDismiss(as actor: StackActor) throws(NavigationError) {
    let (location, stack) = try stack(of: actor)
    if let stack, stack.count > 1 {
      switch actor {
      // The navigator's stack is the top-most one, which `pop` takes from.
      case .navigator: try apply(.pop(count: 1), by: nil)
      case .flow(let id): try apply(.remove([stack[stack.count - 1].id]), by: id)
      }
    } else if case .modal(let layer) = location {
      try apply(.dismissLayer(layer), by: actor.caller)
    } else {
      throw NavigationError(.cannotPop(count: 1, available: 0, location))
    }
  }

  /// Sets a stack to screens of `routes`, in one change, as `setter` may: a screen of the same
  /// owner whose route is the same at the same position stays (it keeps its ``ScreenID``); the
  /// others are new screens, the first keeping the presentation of the first it replaces.
  ///
  /// - Returns: the identifiers of the screens set, in order.
  func setStack(_ routes: [AnyRoute], as setter: StackSetter) throws(NavigationError) -> [ScreenID] {
    guard !routes.isEmpty else { throw NavigationError(.noScreens) }
    let state = drafted.state
    let location: StackLocation
    let owner: FlowID
    let stack: ScreenStack
    let start: Int
    switch setter {
    case .navigator(let newOwner, let at):
      location = at ?? state.topLocation
      guard let whole = state.stack(at: location) else { throw NavigationError(.stackNotFound(location)) }
      (owner, stack, start) = (newOwner, whole, 0)
    case .flow(let id):
      guard let at = topLocation(ownedBy: id), let whole = state.stack(at: at),
        let first = whole.firstIndex(where: { $0.owner == id })
      else { throw NavigationError(.flowHasNoStack(id)) }
      (location, owner, stack, start) = (at, id, whole, first)
    }
    var screens: [Screen] = []
    for (index, route) in routes.enumerated() {
      // A flow sets screens only: its flow routes start flows (`Flow.show`).
      if case .flow(let id) = setter, case .child = drafted.tree[id]?.meaning(route) {
        throw NavigationError(.flowRouteAsScreen(route))
      }
      let position = start + index
      if position < stack.count, stack[position].owner == owner, stack[position].route == route {
        screens.append(stack[position])
      } else {
        let presentation = index == 0 ? stack[start].presentation : .push
        screens.append(try makeScreen(route, presentation: presentation, owner: owner))
      }
    }
    switch setter {
    // Checked as a command given to the navigator: the screens' coordinators must take their routes.
    case .navigator: try navigator.apply(.setStack(ScreenStack(screens), at: location))
    case .flow(let id): try apply(.setStack(Array(stack[..<start]) + screens, at: location), by: id)
    }
    return screens.map(\.id)
  }

  // The verbs of a flow alone: the navigator's counterparts (`pop(count:)`, `pop(to:)` by route,
  // `popToRoot()`, `dismiss()`) are commands (`NavigationCommand`), applied without a draft, and
  // written once in the state's own `apply(_:)`.

  /// Pops `count` screens off the flow's top-most stack; they must belong to the flow or its
  /// descendants.
  func pop(count: Int, of id: FlowID) throws(NavigationError) {
    let (location, stack) = try stack(of: .flow(id))
    guard let stack else { throw NavigationError(.flowHasNoStack(id)) }
    try NavigationState.checkPop(count: count, from: stack.count, at: location)
    try apply(.remove(stack.suffix(count).map(\.id)), by: id)
  }

  /// Pops to the flow's top-most screen showing `route`.
  func pop(to route: AnyRoute, of id: FlowID) throws(NavigationError) {
    guard let screen = screens(ownedBy: id, in: drafted.state).last(where: { $0.route == route }) else {
      throw NavigationError(.routeNotFound(route))
    }
    try apply(.popTo(screen.id), by: id)
  }

  /// Pops to the flow's first screen.
  func popToRoot(of id: FlowID) throws(NavigationError) {
    guard let first = screens(ownedBy: id, in: drafted.state).first else { throw NavigationError(.flowHasNoStack(id)) }
    try apply(.popTo(first.id), by: id)
  }

  /// Dismisses the top-most modal layer the flow presented (its first screen is the flow's).
  func dismiss(of id: FlowID) throws(NavigationError) {
    guard let layer = drafted.state.modals.lastIndex(where: { $0.stack[0].owner == id }) else {
      throw NavigationError(.flowPresentedNoLayer(id))
    }
    try apply(.dismissLayer(layer), by: id)
  }
}

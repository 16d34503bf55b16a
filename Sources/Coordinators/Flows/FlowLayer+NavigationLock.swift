@_spi(Hosts) import CoordinatorsCore

extension FlowLayer {
  /// Refuses a command of the draft that took `removed` away, and selected another tab when
  /// `selectingTab`, while the navigation is locked, unless the flow whose operation runs (the
  /// draft's actor; `nil`, the navigator, is outside every subtree) is the holder or one of its
  /// descendants. A restoration replaces the navigation whatever the lock.
  ///
  /// It costs the screens removed and the flows above their owners, each walked once.
  func checkNavigationLock(removing removed: [Screen], selectingTab: Bool) throws(NavigationError) {
    let draft = drafted
    if case .restoration = draft.cause { return }
    try checkNavigationLock(caller: draft.actor, in: draft.tree, removing: removed, selectingTab: selectingTab)
  }

  /// Refuses a change of the navigator's own API (`caller` `nil`) from `before` to `after` that
  /// takes a screen of the lock holder's subtree away or selects another tab.
  func checkNavigationLock(
    caller: FlowID?,
    from before: NavigationState,
    to after: NavigationState
  ) throws(NavigationError) {
    try checkNavigationLock(
      caller: caller, in: workingTree, removing: after.screenChanges(since: before).removed,
      selectingTab: before.selectedTab != after.selectedTab)
  }

  private func checkNavigationLock(
    caller: FlowID?, in tree: FlowTree, removing removed: [Screen], selectingTab: Bool
  ) throws(NavigationError) {
    if let holder = Self.lockHolder(refusing: caller, in: tree, removing: removed, selectingTab: selectingTab) {
      throw NavigationError(.navigationLocked(by: holder, caller: caller))
    }
  }

  /// The holder of the navigation lock when it refuses the user's `gesture`: the selection of
  /// another tab; `nil` for any other gesture, or when the navigation is not locked.
  func lockRefusal(of gesture: UserGesture) -> FlowID? {
    guard case .selectedTab(let id) = gesture else { return nil }
    return Self.lockHolder(
      refusing: nil, in: workingTree, removing: [], selectingTab: id != navigator.current.selectedTab)
  }

  /// The navigation lock's one rule, for commands, flow operations and the user's gestures
  /// alike: while a flow of `tree` holds the lock, a change that selects another tab
  /// (`selectingTab`), or takes away one of `removed` that a flow of the holder's subtree owns,
  /// is refused, unless the flow that makes it (`caller`) is the holder or one of its
  /// descendants (`nil`, the navigator, the user or a link, is outside every subtree).
  ///
  /// - Returns: the holder that refuses the change, or `nil` when the lock allows it.
  private static func lockHolder(
    refusing caller: FlowID?, in tree: FlowTree, removing removed: [Screen], selectingTab: Bool
  ) -> FlowID? {
    guard let holder = tree.lockHolder else { return nil }
    if let caller, tree.isSelfOrDescendant(caller, of: holder) { return nil }
    if selectingTab { return holder }
    var known: [FlowID: Bool] = [:]
    for screen in removed where tree.isSelfOrDescendant(screen.owner, of: holder, known: &known) { return holder }
    return nil
  }

  /// Ends the lock when its holder has finished, as the flows without screens finish, and
  /// tells the views that ask `allowsUser(_:)` when what the user may do changed.
  func updateUserGestureRules(afterFinishing ending: [FlowNode]) {
    var changed = ending.contains { $0.dismissalAttempt != nil }
    if let holder = tree.lockHolder, tree[holder]?.isRunning != true {
      tree.lockHolder = nil
      changed = true
    }
    if changed { userGestureRulesChanged() }
  }
}

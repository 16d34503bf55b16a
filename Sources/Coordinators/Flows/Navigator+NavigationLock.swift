import CoordinatorsCore

extension Navigator {
  /// The flow that holds the navigation lock (see ``Flow/lockNavigation(fileID:filePath:line:column:)``),
  /// or `nil` when the navigation is not locked.
  public var navigationLockHolder: FlowID? { workingLockHolder }

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
    guard let holder = tree.lockHolder else { return }
    if let caller, tree.isSelfOrDescendant(caller, of: holder) { return }
    let error = NavigationError(.navigationLocked(by: holder, caller: caller))
    if selectingTab { throw error }
    var known: [FlowID: Bool] = [:]
    for screen in removed where tree.isSelfOrDescendant(screen.owner, of: holder, known: &known) { throw error }
  }

  /// Ends the lock when its holder has finished, as the flows without screens finish, and
  /// tells the views that ask ``allowsUser(_:)`` when what the user may do changed.
  func updateUserGestureRules(afterFinishing ending: [FlowNode]) {
    var changed = ending.contains { $0.dismissalAttempt != nil }
    if let holder = tree.lockHolder, tree[holder]?.isRunning != true {
      tree.lockHolder = nil
      changed = true
    }
    if changed { userGestureRulesRevision += 1 }
  }
}

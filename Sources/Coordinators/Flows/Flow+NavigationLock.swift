import CoordinatorsCore

extension Flow {
  /// Locks the navigation for this flow and its descendants until the flow finishes, by any
  /// cause, or calls ``unlockNavigation(fileID:filePath:line:column:)``.
  ///
  /// ```swift
  /// func start() {
  ///   flow.show(.payment)
  ///   flow.lockNavigation()  // no link, tab switch or other flow takes the payment away
  /// }
  /// ```
  ///
  /// While the lock is held:
  /// - a change from outside the holder's subtree (another flow's operation, a new root from
  ///   ``startAtRoot(_:key:onResult:fileID:filePath:line:column:)`` or ``showTabs(_:selected:layout:fileID:filePath:line:column:)``,
  ///   or the navigator's own ``Navigator/apply(_:cause:)-(NavigationCommand,_)``,
  ///   ``Navigator/navigate(to:cause:)``, ``Navigator/popOrDismiss(fileID:filePath:line:column:)``,
  ///   ``Navigator/dismiss(fileID:filePath:line:column:)``, ``Navigator/selectTab(_:fileID:filePath:line:column:)``,
  ///   ...) that would take a screen of the holder or of its descendants away, or select another
  ///   tab, is refused with ``NavigationError/Reason/navigationLocked(by:caller:)``, whose caller
  ///   is the flow that asked (`nil` for the navigator), and changes nothing; so is ending the
  ///   holder from an ancestor (``end(_:fileID:filePath:line:column:)``, an ancestor's
  ///   `finish`). Commands that only add screens, or touch screens outside the subtree, go
  ///   through. The holder and its descendants may take the holder's screens, a return to an
  ///   ancestor's checkpoint included.
  /// - A tab the user selects is refused: the host is asked to select the former tab again, and
  ///   the refusal is reported as a ``NavigationProblem/rejectedCommand(_:)``; hosts that can
  ///   refuse the tap before it shows (UIKit) ask ``Navigator/allowsUser(_:)``.
  /// - Links that ``Navigator/open(_:)`` or ``Navigator/handle(_:)`` receive wait, in the order
  ///   they came, and are opened once the lock ends. A link waits as long as the lock lasts: it
  ///   is pending work that waits for the user (it does not keep ``Navigator/waitUntilIdle()``
  ///   waiting), and cancelling the task that opens it drops it. A link that this flow or a
  ///   descendant opens with ``open(_:)`` fails at once with
  ///   ``DeepLinkError/Reason/waitsForItsOwnFlow(_:)``: it would wait for this lock.
  ///
  /// A user's own back swipe or swipe-down is not refused by the lock: to keep the user from
  /// leaving a screen, disable its interactive dismissal. A state restoration replaces the
  /// navigation whatever the lock.
  ///
  /// - Returns: whether the flow holds the lock; another flow's lock is an error, and so is a
  ///   flow that has finished (``NavigationError/Reason/flowNotRunning(_:)``).
  @discardableResult
  public func lockNavigation(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      navigator, id throws(NavigationError) in
      let draft = navigator.drafted
      // A flow that finished and keeps its screens (a root flow) would hold a lock nothing ends.
      _ = try navigator.runningNode(id)
      if let holder = draft.tree.lockHolder, holder != id {
        throw NavigationError(.navigationLocked(by: holder, caller: id), context: "lock the navigation")
      }
      if draft.tree.lockHolder == nil {
        draft.afterCommit.append { [weak navigator] in navigator?.userGestureRulesRevision += 1 }
      }
      draft.tree.lockHolder = id
    }
  }

  /// Ends the navigation lock this flow holds; the links that waited for it are opened, in
  /// order. Without a lock it does nothing.
  ///
  /// - Returns: whether no lock of this flow is left; another flow's lock is an error.
  @discardableResult
  public func unlockNavigation(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      navigator, id throws(NavigationError) in
      let draft = navigator.drafted
      guard let holder = draft.tree.lockHolder else { return }
      guard holder == id else {
        throw NavigationError(.navigationLocked(by: holder, caller: id), context: "unlock the navigation")
      }
      draft.tree.lockHolder = nil
      draft.afterCommit.append { [weak navigator] in
        navigator?.userGestureRulesRevision += 1
        navigator?.resumeLinksIfTheyMayOpen()
      }
    }
  }

  /// Whether this flow holds the navigation lock.
  public var holdsNavigationLock: Bool {
    guard let id else { return false }
    return navigator?.workingLockHolder == id
  }
}

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

@_spi(Hosts) import CoordinatorsCore

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
  ///   tab, is refused with ``NavigationError/Reason/navigationLocked``, whose description
  ///   names the holder and the flow that asked, and changes nothing; so is ending the
  ///   holder from an ancestor (``end(_:fileID:filePath:line:column:)``, an ancestor's
  ///   `finish`). Commands that only add screens, or touch screens outside the subtree, go
  ///   through. The holder and its descendants may take the holder's screens, a return to an
  ///   ancestor's checkpoint included.
  /// - A tab the user selects is refused: the host is asked to select the former tab again, and
  ///   the refusal is reported as a ``NavigationProblem/rejectedCommand(_:)``; hosts that can
  ///   refuse the tap before it shows (UIKit) ask ``HostSession/ask(_:)``.
  /// - Links that ``Navigator/open(_:)`` or ``Navigator/handle(_:)`` receive wait, in the order
  ///   they came, and are opened once the lock ends. A link waits as long as the lock lasts: it
  ///   is pending work that waits for the user (it does not keep ``Navigator/waitUntilIdle()``
  ///   waiting), and cancelling the task that opens it drops it. A link that this flow or a
  ///   descendant opens with ``open(_:)`` fails at once with
  ///   ``DeepLinkError/Reason/waitsForItsOwnFlow``: it would wait for this lock.
  ///
  /// A user's own back swipe or swipe-down is not refused by the lock: to keep the user from
  /// leaving a screen, disable its interactive dismissal. A state restoration replaces the
  /// navigation whatever the lock.
  ///
  /// - Returns: whether the flow holds the lock; another flow's lock is an error, and so is a
  ///   flow that has finished (``NavigationError/Reason/flowNotRunning``).
  @discardableResult
  public func lockNavigation(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      let draft = flows.drafted
      // A flow that finished and keeps its screens (a root flow) would hold a lock nothing ends.
      _ = try flows.runningNode(id)
      if let holder = draft.tree.lockHolder, holder != id {
        throw NavigationError(.navigationLocked(by: holder, caller: id), context: "lock the navigation")
      }
      if draft.tree.lockHolder == nil {
        draft.afterCommit.append { [weak flows] in flows?.userGestureRulesChanged() }
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
      flows, id throws(NavigationError) in
      let draft = flows.drafted
      guard let holder = draft.tree.lockHolder else { return }
      guard holder == id else {
        throw NavigationError(.navigationLocked(by: holder, caller: id), context: "unlock the navigation")
      }
      draft.tree.lockHolder = nil
      draft.afterCommit.append { [weak flows] in
        flows?.userGestureRulesChanged()
        flows?.navigator.resumeLinksIfTheyMayOpen()
      }
    }
  }

  /// Whether this flow holds the navigation lock.
  public var holdsNavigationLock: Bool {
    guard let id else { return false }
    return navigator?.flows.workingLockHolder == id
  }
}

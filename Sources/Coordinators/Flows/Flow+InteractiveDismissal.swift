import CoordinatorsCore

extension Flow {
  /// Keeps the user from swiping the flow's screens away (a sheet's swipe-down, a back swipe or
  /// the back button over them, a reselected tab's pop to its root) until
  /// ``enableInteractiveDismissal(fileID:filePath:line:column:)``, and calls `onAttempt` when
  /// the user tries.
  ///
  /// ```swift
  /// func textDidChange() {
  ///   flow.disableInteractiveDismissal { [weak self] in
  ///     guard let self else { return }
  ///     let choice = await flow.ask(  // any async API; here an alert
  ///       "Discard your changes?",
  ///       buttons: [.destructive("Discard", action: DiscardChoice.discard), .cancel("Keep Editing")])
  ///     if choice == .discard { cancel() }
  ///   }
  /// }
  /// ```
  ///
  /// It is navigation state the hosts read, and it may change while the screens show: a host
  /// asks ``Navigator/allowsUser(_:)`` before a gesture completes and reports a refused one with
  /// ``Navigator/userAttempted(_:)``, which runs `onAttempt` in a task of its own. There the
  /// coordinator may ask the user, then dismiss (``Coordinator/cancel(fileID:filePath:line:column:)``,
  /// ``dismiss(fileID:filePath:line:column:)``, ``popOrDismiss(fileID:filePath:line:column:)``)
  /// or stay. Commands, the flow's own and its ancestors', still remove the screens: only the
  /// user is held back. Calling it again replaces `onAttempt`.
  ///
  /// Not to be confused with a deep link's guard (``LinkGuard``), which keeps a link from
  /// showing a screen.
  ///
  /// - Returns: whether the flow runs.
  @discardableResult
  public func disableInteractiveDismissal(
    onAttempt: @escaping @MainActor () async -> Void = {},
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    setDismissalAttempt(onAttempt, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Lets the user swipe the flow's screens away again (the default).
  ///
  /// - Returns: whether the flow runs.
  @discardableResult
  public func enableInteractiveDismissal(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    setDismissalAttempt(nil, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Whether the flow keeps the user from swiping its screens away (see
  /// ``disableInteractiveDismissal(onAttempt:fileID:filePath:line:column:)``).
  public var isInteractiveDismissalDisabled: Bool {
    guard let id else { return false }
    return navigator?.workingTree[id]?.dismissalAttempt != nil
  }

  private func setDismissalAttempt(_ attempt: (@MainActor () async -> Void)?, at callSite: CallSite) -> Bool {
    perform(at: callSite) { navigator, id throws(NavigationError) in
      let draft = navigator.drafted
      let changes = (draft.tree[id]?.dismissalAttempt == nil) != (attempt == nil)
      draft.tree[id]?.dismissalAttempt = attempt
      if changes { draft.afterCommit.append { [weak navigator] in navigator?.userGestureRulesRevision += 1 } }
    }
  }
}

extension Navigator {
  /// Whether the user may make `gesture` now; a host asks before the gesture completes, where
  /// the platform lets it refuse (a sheet's swipe-down, a back swipe, a tab tap).
  ///
  /// It is `false` for a gesture that would take away a screen of a flow that disabled its
  /// interactive dismissal (``Flow/disableInteractiveDismissal(onAttempt:fileID:filePath:line:column:)``),
  /// and for the selection of another tab while a flow holds the navigation lock
  /// (``Flow/lockNavigation(fileID:filePath:line:column:)``). A host reports a gesture it
  /// refused with ``userAttempted(_:)``. Views that read it are updated when it changes.
  public func allowsUser(_ gesture: UserGesture) -> Bool {
    access(keyPath: \.userGestureRulesRevision)
    return refusal(of: gesture) == nil
  }

  /// The user tried `gesture`, and the host refused it because ``allowsUser(_:)`` said so: the
  /// flow whose screens it would have taken away, the top-most when several, runs the
  /// `onAttempt` it gave in a task of its own; a tab selection refused by the lock is reported
  /// as a ``NavigationProblem/rejectedCommand(_:)``.
  ///
  /// - Returns: whether the gesture was refused (`false`: it is allowed, and the host should
  ///   have let it happen).
  @discardableResult
  public func userAttempted(_ gesture: UserGesture) -> Bool {
    switch refusal(of: gesture) {
    case nil:
      return false
    case .locked(let holder):
      report(
        .rejectedCommand(NavigationError(.navigationLocked(by: holder, caller: nil), context: "follow \(gesture)")))
    case .disabledDismissal(let flow, let onAttempt):
      let work = beginWork("flow \(flow)'s answer to a refused gesture (\(gesture))")
      waitForUser(work, on: "the user")
      Task { @MainActor [weak self] in
        await onAttempt()
        self?.endWork(work)
      }
    }
    return true
  }

  private enum GestureRefusal {
    case locked(FlowID)
    case disabledDismissal(FlowID, @MainActor () async -> Void)
  }

  private func refusal(of gesture: UserGesture) -> GestureRefusal? {
    let tree = workingTree
    if case .selectedTab(let id) = gesture, let holder = tree.lockHolder, id != state.selectedTab {
      return .locked(holder)
    }
    if case .reselectedTab = gesture, !popsToRootOnTabReselect { return nil }
    guard tree.nodes.values.contains(where: { $0.dismissalAttempt != nil }) else { return nil }
    let before = state
    var after = before
    after.followUserGesture(gesture, shownBefore: before)
    let remaining = Set(after.allScreens.lazy.map(\.id))
    for screen in before.allScreens.reversed() where !remaining.contains(screen.id) {
      if let onAttempt = tree[screen.owner]?.dismissalAttempt { return .disabledDismissal(screen.owner, onAttempt) }
    }
    return nil
  }
}

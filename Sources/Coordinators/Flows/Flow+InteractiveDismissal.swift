@_spi(Hosts) import CoordinatorsCore

extension Flow {
  /// Keeps the user from taking the flow away (a sheet's swipe-down, a back swipe or the back
  /// button over its first screen, a long press on the back button to a screen below it, a
  /// reselected tab's pop past it) until
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
  /// The user still goes back between the flow's own screens, and from its children to it: only
  /// what would leave the flow is refused. A flow whose every screen holds edits of its own
  /// passes ``InteractiveDismissalScope/everyScreen``, and then the back swipe from any of its
  /// screens is refused too.
  ///
  /// It is navigation state the hosts read, and it may change while the screens show: a host
  /// asks ``HostSession/ask(_:)`` before a gesture completes, which runs `onAttempt` in a task of
  /// its own for a refused one. Where the platform cannot ask first, the host does not offer the
  /// gesture (SwiftUI hides the back button over the flow's first screen and disables the
  /// sheet's swipe down, and then no `onAttempt` runs) or takes back what the platform did
  /// without asking (SwiftUI's tab re-tap, iOS 26's own pop of a reselected tab, a long press on
  /// the back button), asking the flow once per gesture. There the
  /// coordinator may ask the user, then dismiss (``Coordinator/cancel(fileID:filePath:line:column:)``,
  /// ``dismiss(fileID:filePath:line:column:)``, ``popOrDismiss(fileID:filePath:line:column:)``)
  /// or stay. Commands, the flow's own and its ancestors', still remove the screens: only the
  /// user, and a deep link (which asks too, see <doc:DeepLinks>), are held back. Calling it
  /// again replaces `scope` and `onAttempt`.
  ///
  /// Not to be confused with a deep link's guard (``LinkGuard``), which keeps a link from
  /// showing a screen.
  ///
  /// `scope` says which gestures are refused: those that take the flow away (the default), or
  /// those that take any of its screens away. `onAttempt` is what the flow does when the user,
  /// or a deep link, tries.
  ///
  /// - Returns: whether the flow runs.
  @discardableResult
  public func disableInteractiveDismissal(
    _ scope: InteractiveDismissalScope = .flow,
    onAttempt: @escaping @MainActor () async -> Void = {},
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    setDismissalAttempt(
      onAttempt, scope: scope, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Lets the user swipe the flow's screens away again (the default).
  ///
  /// - Returns: whether the flow runs.
  @discardableResult
  public func enableInteractiveDismissal(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    setDismissalAttempt(nil, scope: .flow, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Whether the flow keeps the user from swiping its screens away (see
  /// ``disableInteractiveDismissal(_:onAttempt:fileID:filePath:line:column:)``).
  public var isInteractiveDismissalDisabled: Bool {
    guard let id else { return false }
    return navigator?.flows.workingTree[id]?.dismissalAttempt != nil
  }

  private func setDismissalAttempt(
    _ attempt: (@MainActor () async -> Void)?, scope: InteractiveDismissalScope, at callSite: CallSite
  ) -> Bool {
    perform(at: callSite) { flows, id throws(NavigationError) in
      let draft = flows.drafted
      let node = draft.tree[id]
      let changes = (node?.dismissalAttempt == nil) != (attempt == nil) || node?.dismissalScope != scope
      draft.tree[id]?.dismissalAttempt = attempt
      draft.tree[id]?.dismissalScope = scope
      if changes { draft.afterCommit.append { [weak flows] in flows?.userGestureRulesChanged() } }
    }
  }
}

extension FlowLayer {
  /// Whether the flows allow the user's `gesture` now (what is shown decides the rest; see
  /// ``HostSession/allows(_:)``, which views read).
  ///
  /// It is `false` for a gesture that would take away a flow that disabled its interactive
  /// dismissal (``Flow/disableInteractiveDismissal(_:onAttempt:fileID:filePath:line:column:)``),
  /// or, with ``InteractiveDismissalScope/everyScreen``, any of its screens; and for the
  /// selection of another tab while a flow holds the navigation lock
  /// (``Flow/lockNavigation(fileID:filePath:line:column:)``). A back swipe between the screens of
  /// a flow that keeps only itself goes through. Views that read it are updated when it changes.
  func allowsUser(_ gesture: UserGesture) -> Bool {
    // Read through the navigator, which reports a change of it as a change of its own property.
    _ = navigator.userGestureRulesRevision
    return refusal(of: gesture) == nil
  }

  /// The user tried `gesture`: the flow that refuses it, which hears of the attempt, or `nil`
  /// when the flows allow it. A flow that would be taken away (the top-most when several) runs
  /// the `onAttempt` it gave in a task of its own; a tab selection refused by the lock is
  /// reported as a ``NavigationProblem/rejectedCommand(_:)``.
  func attempted(_ gesture: UserGesture) -> FlowID? {
    switch refusal(of: gesture) {
    case nil:
      return nil
    case .locked(let holder):
      navigator.report(
        .rejectedCommand(NavigationError(.navigationLocked(by: holder, caller: nil), context: "follow \(gesture)")))
      return holder
    case .disabledDismissal(let flow, let onAttempt):
      let work = navigator.beginWork("flow \(flow)'s answer to a refused gesture (\(gesture))")
      navigator.waitForUser(work, on: "the user")
      Task { @MainActor [weak self] in
        await onAttempt()
        self?.navigator.endWork(work)
      }
      return flow
    }
  }

  private enum UserRefusal {
    case locked(FlowID)
    case disabledDismissal(FlowID, @MainActor () async -> Void)
  }

  /// The refusal of `gesture`, read from the state without observing it: the views that ask
  /// (every screen's back button, every layer's swipe) are updated by a change of the rules
  /// (`userGestureRulesRevision`) and by a change of their own stack, not by every command.
  private func refusal(of gesture: UserGesture) -> UserRefusal? {
    if let holder = lockRefusal(of: gesture) { return .locked(holder) }
    if case .reselectedTab = gesture, !navigator.popsToRootOnTabReselect { return nil }
    let tree = workingTree
    guard tree.nodes.values.contains(where: { $0.dismissalAttempt != nil }) else { return nil }
    let before = navigator.current
    var after = before
    after.followUserGesture(gesture, shownBefore: before)
    return tree.flowKeepingItsScreens(from: before, to: after).map { .disabledDismissal($0.flow, $0.onAttempt) }
  }
}

extension FlowTree {
  /// The flow that disabled its interactive dismissal and that the change from `before` to
  /// `after` would take away (no screen of it or of its children left), or, for a flow whose
  /// scope is ``InteractiveDismissalScope/everyScreen``, one of whose own screens it would
  /// remove; the top-most when several. `nil` when no such flow loses anything.
  ///
  /// The one rule for the user's gestures and for deep links: both are the outside world,
  /// which asks such a flow (`onAttempt`) instead of taking its screens.
  func flowKeepingItsScreens(
    from before: NavigationState, to after: NavigationState
  ) -> (flow: FlowID, onAttempt: @MainActor () async -> Void)? {
    guard nodes.values.contains(where: { $0.dismissalAttempt != nil }) else { return nil }
    let remaining = Set(after.allScreens.lazy.map(\.id))
    // The flows that keep a screen, of their own or of a descendant.
    var kept: Set<FlowID> = []
    for owner in Set(after.allScreens.lazy.map(\.owner)) {
      var current: FlowID? = owner
      while let flow = current, kept.insert(flow).inserted { current = nodes[flow]?.parent }
    }
    for screen in before.allScreens.reversed() where !remaining.contains(screen.id) {
      var current: FlowID? = screen.owner
      while let flow = current, let node = nodes[flow] {
        if let onAttempt = node.dismissalAttempt,
          !kept.contains(flow) || (node.dismissalScope == .everyScreen && flow == screen.owner)
        {
          return (flow, onAttempt)
        }
        current = node.parent
      }
    }
    return nil
  }
}

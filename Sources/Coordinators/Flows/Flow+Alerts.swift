import CoordinatorsCore

extension Flow {
  /// Shows an alert or a confirmation dialog over everything the user sees, wherever the flow's
  /// screens are; a tap on a button sends its action to this flow's coordinator, then up the
  /// tree, as a screen's action goes (see ``send(_:)``).
  ///
  /// ```swift
  /// flow.alert(
  ///   "Delete the star?", message: "It cannot be undone.", style: .confirmationDialog,
  ///   buttons: [.destructive("Delete", action: CustomShapesAction.delete(.star)), .cancel()])
  /// ```
  ///
  /// The rules (see <doc:Alerts>): one alert shows at a time, and this flow's new alert replaces
  /// its own; a modal layer presented or dismissed, a new root, or the end of this flow takes it
  /// down; a push or a pop happens under it. The alert waits, and shows once it may, while this
  /// flow is out of sight (all its screens are in tabs that are not selected) or another flow's
  /// alert shows (see ``Navigator/waitingAlerts``). An alert that leaves without a button sends
  /// nothing: use ``ask(_:message:style:buttons:fileID:filePath:line:column:)`` to learn of it.
  /// An alert is not restored.
  ///
  /// A button that names no action has the action type `Never`, so
  /// `flow.alert("Could not save", buttons: [.cancel("OK")])` compiles in any flow.
  ///
  /// - Returns: the alert's identifier (of an alert shown, or waiting), or `nil` when it was
  ///   rejected (the flow does not run, no button, more than one cancel button), reported as a
  ///   ``NavigationProblem``.
  @discardableResult
  public func alert<Action: CoordinatorAction>(
    _ title: String, message: String? = nil, style: AlertStyle = .alert, buttons: [AlertButton<Action>],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> AlertID? {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return showAlert(title, message: message, style: style, buttons: buttons, answer: nil, at: callSite)
  }

  /// Shows an alert or a confirmation dialog as ``alert(_:message:style:buttons:fileID:filePath:line:column:)``
  /// does, and returns the action of the button the user tapped, instead of sending it.
  ///
  /// ```swift
  /// if await flow.ask("Delete?", buttons: [.destructive("Delete", action: ShapesAction.delete), .cancel()]) == .delete {
  ///   shapes.remove(.star)
  /// }
  /// ```
  ///
  /// It returns exactly once, whatever happens first. When the waiting task is cancelled, the
  /// alert is taken down (or no longer waits) and the answer is `nil`; a cancellation after the
  /// answer changes nothing. When the navigator goes away (a scene closed), the answer is `nil`.
  ///
  /// - Returns: the tapped button's action; `nil` when the button has none, when the alert left
  ///   without a button (replaced by this flow's next alert, taken down with a layer or by the
  ///   system, its flow finished while it showed or waited, the task cancelled, the navigator
  ///   released), or when it was rejected.
  public func ask<Action: CoordinatorAction>(
    _ title: String, message: String? = nil, style: AlertStyle = .alert, buttons: [AlertButton<Action>],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Action? {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let pending = PendingAsk()
    let action = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<(any CoordinatorAction)?, Never>) in
        guard !Task.isCancelled else { return continuation.resume(returning: nil) }
        // Held by the navigator alone (see AlertAnswer): this frame keeps no strong reference.
        let answer = AlertAnswer(continuation)
        pending.answer = answer
        pending.id = showAlert(title, message: message, style: style, buttons: buttons, answer: answer, at: callSite)
        if pending.id == nil { answer.give(nil) }
      }
    } onCancel: {
      Task { @MainActor [weak self] in
        guard let answer = pending.answer, answer.isPending else { return }
        answer.give(nil)
        self?.takeDown(pending.id)
      }
    }
    return action.flatMap { $0 as? Action }
  }

  /// Takes down alert `id`, whose `ask` was cancelled, if it still shows or waits; the flow's
  /// other alerts, and its descendants', stay.
  private func takeDown(_ id: AlertID?) {
    guard let id, let navigator else { return }
    guard navigator.state.alert?.id == id else {
      navigator.flows.dropWaitingAlerts { $0.id == id }
      return
    }
    _ = perform(at: nil) { flows, flow throws(NavigationError) in
      guard flows.drafted.state.alert?.id == id else { return }
      try flows.apply(.dismissAlert, by: flow)
    }
  }

  /// Takes down the alert this flow, or one of its descendants, shows, and lets go of those that
  /// wait to show; no action is sent, and an ``ask(_:message:style:buttons:fileID:filePath:line:column:)``
  /// awaiting one gets `nil`.
  ///
  /// - Returns: whether an alert of the flow was shown or waited.
  @discardableResult
  public func dismissAlert(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      let tree = flows.drafted.tree
      let shows = flows.drafted.state.alert.map { tree.isSelfOrDescendant($0.owner, of: id) } ?? false
      let waiting = flows.waitingAlerts.filter { tree.isSelfOrDescendant($0.owner, of: id) }.map(\.id)
      guard shows || !waiting.isEmpty else { throw NavigationError(.flowShowsNoAlert(id)) }
      if shows { try flows.apply(.dismissAlert, by: id) }
      // Once the change commits: a rolled back one leaves them waiting.
      flows.withdrawWaitingAlerts(Set(waiting))
    }
  }

  /// Shows the alert, with `answer` for an `ask`; returns its identifier, or `nil` when it was
  /// rejected (reported as made at `callSite`), in which case the navigator keeps no `answer`
  /// and the caller gives it.
  private func showAlert<Action: CoordinatorAction>(
    _ title: String, message: String?, style: AlertStyle, buttons: [AlertButton<Action>],
    answer: AlertAnswer?, at callSite: CallSite
  ) -> AlertID? {
    operate(at: callSite) { flows, id throws(NavigationError) in
      let alert = NavigationAlert(
        id: flows.makeAlertID(), owner: id, style: style, title: title, message: message,
        buttons: buttons.map(\.value))
      try flows.showAlert(alert, actions: buttons.map(\.action), answer: answer)
      return alert.id
    }
  }
}

/// The alert an `ask` showed, for its cancellation handler: a weak reference to its answer, so
/// that the waiting task does not keep the answer alive once the navigator lets it go.
@MainActor
private final class PendingAsk {
  weak var answer: AlertAnswer?
  var id: AlertID?
}

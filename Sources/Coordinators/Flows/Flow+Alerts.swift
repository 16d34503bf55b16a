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
  /// The rules (see `NavigationAlert`): one alert shows at a time, and a new one replaces it; a
  /// modal layer presented or dismissed, a new root, or the end of this flow takes it down; a
  /// push or a pop happens under it. An alert that leaves without a button sends nothing: use
  /// ``ask(_:message:style:buttons:fileID:filePath:line:column:)`` to learn of it. An alert is
  /// not restored.
  ///
  /// - Returns: the alert's identifier, or `nil` when it was rejected (the flow does not run, no
  ///   button, more than one cancel button), reported as a ``NavigationProblem``.
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
  /// When the waiting task is cancelled, the alert is taken down.
  ///
  /// - Returns: the tapped button's action; `nil` when the button has none, when the alert left
  ///   without a button (replaced, taken down with a layer or by the system, its flow finished,
  ///   the task cancelled), or when it was rejected.
  public func ask<Action: CoordinatorAction>(
    _ title: String, message: String? = nil, style: AlertStyle = .alert, buttons: [AlertButton<Action>],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> Action? {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let shown = ShownAlert()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Action?, Never>) in
        guard !Task.isCancelled else { return continuation.resume(returning: nil) }
        let answer: @MainActor ((any CoordinatorAction)?) -> Void = { continuation.resume(returning: $0 as? Action) }
        shown.id = showAlert(title, message: message, style: style, buttons: buttons, answer: answer, at: callSite)
        if shown.id == nil { continuation.resume(returning: nil) }
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.takeDown(shown.id) }
    }
  }

  /// Takes down alert `id` if it still shows: its `ask` gets `nil`.
  private func takeDown(_ id: AlertID?) {
    guard let id, let navigator, navigator.state.alert?.id == id else { return }
    dismissAlert()
  }

  /// Takes down the alert this flow, or one of its descendants, shows; no action is sent, and an
  /// ``ask(_:message:style:buttons:fileID:filePath:line:column:)`` awaiting it gets `nil`.
  ///
  /// - Returns: whether an alert of the flow was shown.
  @discardableResult
  public func dismissAlert(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      navigator, id throws(NavigationError) in
      guard let owner = navigator.drafted.state.alert?.owner, navigator.drafted.tree.isSelfOrDescendant(owner, of: id)
      else { throw NavigationError(.flowShowsNoAlert(id)) }
      try navigator.apply(.dismissAlert, by: id)
    }
  }

  /// Shows the alert, with `answer` for an `ask`; returns its identifier, or `nil` when it was
  /// rejected (reported as made at `callSite`), in which case `answer` is never called.
  private func showAlert<Action: CoordinatorAction>(
    _ title: String, message: String?, style: AlertStyle, buttons: [AlertButton<Action>],
    answer: (@MainActor ((any CoordinatorAction)?) -> Void)?, at callSite: CallSite
  ) -> AlertID? {
    run(at: callSite) { navigator, id throws(NavigationError) in
      let alert = NavigationAlert(
        id: navigator.makeAlertID(), owner: id, style: style, title: title, message: message,
        buttons: buttons.map(\.value))
      try navigator.showAlert(alert, actions: buttons.map(\.action), answer: answer)
      return alert.id
    }
  }
}

/// The alert an `ask` showed, for its cancellation handler.
private final class ShownAlert: @unchecked Sendable {
  // Written and read on the main actor only: by `ask` and the task its handler starts there.
  var id: AlertID?
}

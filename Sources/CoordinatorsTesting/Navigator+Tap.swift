import Coordinators
import Testing

extension Navigator {
  /// Sends `action` from the screen the user sees (`state.topScreen`), as its view
  /// would when tapped: the screen's flow's coordinator is offered it first, then each ancestor.
  ///
  /// ```swift
  /// navigator.tap(ShapesAction.simpleShapes)
  /// #expect(navigator.state.topScreen.route == AnyRoute(SimpleShapesRoute.list))
  /// ```
  ///
  /// When no coordinator handles the action, records a test issue at `sourceLocation` that
  /// names the action and the screen; the navigator's problem `unhandledAction` is then
  /// expected (see ``ProblemRecorder``), so it is not a second issue.
  ///
  /// - Returns: whether a coordinator handled the action.
  @discardableResult
  public func tap(_ action: some CoordinatorAction, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let screen = state.topScreen
    let logged = logsProblems
    logsProblems = false
    ExpectedProblems.begin(on: ObjectIdentifier(self))
    let handled = send(action, from: screen.id)
    ExpectedProblems.end(on: ObjectIdentifier(self))
    logsProblems = logged
    if !handled {
      recordIssue(
        "no coordinator handled \(action), tapped on screen \(screen.id), \(screen.route)", at: sourceLocation)
    }
    return handled
  }
}

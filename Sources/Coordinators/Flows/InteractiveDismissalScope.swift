/// Which of the user's gestures a flow that disabled its interactive dismissal refuses (see
/// ``Flow/disableInteractiveDismissal(_:onAttempt:fileID:filePath:line:column:)``).
public enum InteractiveDismissalScope: Hashable, Sendable {
  /// Only the gestures that would take the flow away, with every screen it and its children show:
  /// its first screen popped (a back swipe or the back button over it, a long press on the back
  /// button to a screen below it), its layer swiped down, a reselected tab's pop past it. The
  /// user still goes back between the flow's own screens. The default.
  case flow
  /// Every gesture that would take away any screen of the flow's own, the back swipe between
  /// them too: for a flow whose every screen holds edits of its own.
  case everyScreen
}

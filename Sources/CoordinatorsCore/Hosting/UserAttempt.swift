/// What the user tries to do, in the words of every host's UI; the session (`HostSession.ask(_:)`)
/// says which gesture it is on what is shown, or why what is shown does not offer it.
@_spi(Hosts) public enum UserAttempt: Hashable, Sendable {
  /// Go back on the top-most stack (a back swipe, the back button), or, given, on this stack:
  /// to the screen below its top; at the first screen of a collapsed split view's section, to
  /// the sidebar.
  case goBack(in: StackLocation? = nil)
  /// Go back to this screen of its stack (a long press on the back button).
  case popBack(to: ScreenID)
  /// Swipe down the top-most modal layer, or, given, the layer this screen opened.
  case swipeDown(layer: ScreenID? = nil)
  /// Tap this tab in a tab bar, or this section in a split view's sidebar.
  case tapTab(TabID)
  /// Go back to a collapsed split view's sidebar.
  case returnToSidebar
}

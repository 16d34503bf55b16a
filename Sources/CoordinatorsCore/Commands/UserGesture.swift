/// A navigation the user made themselves, which a host reports once it has completed.
public enum UserGesture: Hashable, Sendable {
  /// Went back (a back swipe, the back button, a long press on it) to this screen.
  case popped(to: ScreenID)
  /// Dismissed the modal layer opened by this screen (a sheet swiped down).
  case dismissedLayer(ScreenID)
  /// Selected this tab.
  case selectedTab(TabID)
  /// Tapped this tab while it was selected (which pops it to its root).
  case reselectedTab(TabID)
  /// The window's width class changed (a rotation, Split View or Slide Over, a resized window):
  /// a split view collapses or expands (see ``CollapsedColumn`` for what it then shows), an
  /// adaptive layout switches between a tab bar and a sidebar.
  case resized(WidthClass)
  /// Went back from the selected section's first screen to the sidebar, in a split view
  /// collapsed into one stack. Every section keeps its stack.
  case returnedToSidebar
  /// Tapped the button at `index` of this alert, which took the alert down.
  case tappedAlertButton(AlertID, index: Int)
  /// Saw this alert go away without a button: the system took it down (the scene went away, a
  /// tap outside a confirmation dialog on a large screen).
  case dismissedAlert(AlertID)
}

extension UserGesture: CustomStringConvertible {
  /// `popped to screen 3`, `dismissed the layer of screen 5`, `selected tab "main"`,
  /// `reselected tab "main"`, `resized to a compact width` or `returned to the sidebar`.
  public var description: String {
    switch self {
    case .popped(let id): "popped to screen \(id)"
    case .dismissedLayer(let id): "dismissed the layer of screen \(id)"
    case .selectedTab(let id): "selected tab \(id)"
    case .reselectedTab(let id): "reselected tab \(id)"
    case .resized(let width): "resized to a \(width) width"
    case .returnedToSidebar: "returned to the sidebar"
    case .tappedAlertButton(let id, let index): "tapped button \(index) of alert \(id)"
    case .dismissedAlert(let id): "dismissed alert \(id)"
    }
  }
}

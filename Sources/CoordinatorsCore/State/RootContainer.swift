/// What lies under every modal layer: one navigation stack, or tabs with a stack each.
public enum RootContainer: Hashable, Sendable {
  /// A single navigation stack, root first.
  case stack(ScreenStack)
  /// Tabs, one stack each, and the index of the selected tab.
  case tabs([Tab], selectedIndex: Int)

  /// A single navigation stack of these screens, root first.
  package static func stack(_ screens: [Screen]) -> RootContainer {
    .stack(ScreenStack(screens))
  }
}

import Coordinators

/// The root of the Tabs example: a tab bar with the Main and the Locations tabs, each run by
/// its own coordinator with its own stack.
///
/// It shows no screen of its own; its routes (``TabsRoute``) select a tab, so a route walk can
/// go into either tab.
@MainActor
public final class TabBarCoordinator: Coordinator {
  /// The tab container's handle.
  public let flow = Flow<TabsRoute>()
  /// The tab selected at launch.
  public let initialTab: TabID

  /// A tab bar that starts on `initialTab`.
  public init(initialTab: TabID = .main) {
    self.initialTab = initialTab
  }

  /// Shows the two tabs, each with a fresh coordinator.
  public func start() {
    flow.showTabs(
      [
        TabFlow(.main, MainCoordinator(), item: TabItem(title: "Main", systemImage: "house")),
        TabFlow(.locations, LocationsCoordinator(), item: TabItem(title: "Locations", systemImage: "map")),
      ],
      selected: initialTab
    )
  }

  /// Each route selects its tab.
  public func child(for route: TabsRoute) -> ChildFlow? {
    .tab(route.tab)
  }
}

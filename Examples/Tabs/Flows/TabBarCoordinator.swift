import Coordinators

/// The root of the Tabs example: a tab bar with the Main and the Locations tabs, each run by
/// its own coordinator with its own stack.
///
/// It shows no screen and has no routes of its own (its route type is `Never`): a route walk
/// goes into the tab whose flow takes its first route, `[MainFlowRoute.account(ada)]` into Main.
@MainActor
public final class TabBarCoordinator: Coordinator {
  /// The tab container's handle.
  public let flow = Flow<Never>()
  /// The tab selected at launch.
  public let initialTab: TabID

  /// A tab bar that starts on `initialTab`.
  public init(initialTab: TabID = .main) {
    self.initialTab = initialTab
  }

  /// Shows the two tabs, each with a fresh coordinator.
  public func start() {
    flow.showTabs(Self.tabs(), selected: initialTab)
  }

  /// The Main and the Locations tabs, each with a fresh coordinator.
  public static func tabs() -> [TabFlow] {
    [
      TabFlow(.main, MainCoordinator(), item: TabItem(title: "Main", systemImage: "house")),
      TabFlow(.locations, LocationsCoordinator(), item: TabItem(title: "Locations", systemImage: "map")),
    ]
  }
}

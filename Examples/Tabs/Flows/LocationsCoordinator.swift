import Coordinators

/// The Locations tab: a list of places and the place the user picks.
@MainActor
public final class LocationsCoordinator: Coordinator {
  /// The tab's flow handle.
  public let flow = Flow<LocationsRoute>()

  /// A coordinator that starts on the list.
  public init() {}

  /// Shows the list, the first screen of the tab's stack.
  public func start() {
    flow.show(.list)
  }

  /// Pushes the place a row selects.
  public func handle(_ action: TabsAction) -> ActionHandling {
    guard case .showLocation(let location) = action else { return .unhandled }
    flow.show(.detail(location))
    return .handled
  }
}

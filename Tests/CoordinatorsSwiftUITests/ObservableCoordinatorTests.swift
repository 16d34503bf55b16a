@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
import Observation
import TestSupport
import Testing

// The coordinator of the SwiftUI article's section "Coordinators that views read are
// observable" (Sources/CoordinatorsSwiftUI/Documentation.docc/UsingSwiftUI.md), as printed
// there, with the routes and shapes it names; SwiftUI updates a view through the same
// Observation tracking that `withObservationTracking` runs here.
private enum ShapesRoute: Route { case list }

private enum ShapeKind: Hashable {
  case star
  case circle
  var title: String { self == .star ? "Star" : "Circle" }
}

@Observable @MainActor private final class ShapesCoordinator: Coordinator {
  let flow = Flow<ShapesRoute>()
  var featured: ShapeKind = .star  // ShapesList's title follows it

  func start() { flow.show(.list) }
  func feature(_ shape: ShapeKind) { featured = shape }
}

@MainActor
@Suite("The SwiftUI article: a coordinator that views read is observable", .hangLimit)
struct ObservableCoordinatorTests {
  @Test func aViewThatReadsTheCoordinatorIsToldWhenWhatItReadChanges() {
    let coordinator = ShapesCoordinator()
    let navigator = Navigator(root: coordinator)
    #expect(navigator.state.topScreen.route == AnyRoute(ShapesRoute.list))
    nonisolated(unsafe) var changes = 0  // only touched on the main actor, in this test
    let title = withObservationTracking {
      "Featured: \(coordinator.featured.title)"  // what ShapesList's body reads
    } onChange: {
      changes += 1
    }
    #expect(title == "Featured: Star")
    coordinator.feature(.circle)
    #expect(changes == 1)
  }
}

import Coordinators
import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

/// The screens of the gallery flow: a view factory switches over these alone.
enum GalleryRoute: Route, Codable {
  case grid
  case photo(Int)
}

/// The child flows the gallery opens, kept apart from its screens.
enum GalleryFlowRoute: Route, Codable {
  case wizard
  case picker
}

@MainActor
final class GalleryCoordinator: Coordinator {
  let flow = Flow<GalleryRoute>()

  func start() { flow.show(.grid) }

  func flow(for route: GalleryFlowRoute) -> ChildFlow {
    switch route {
    case .wizard: .flow(WizardCoordinator())
    case .picker: .flow(PickerCoordinator(), as: .sheet())
    }
  }

  /// What a view factory of this coordinator looks like: every case is a screen.
  func viewName(for route: GalleryRoute) -> String {
    switch route {
    case .grid: "grid"
    case .photo(let id): "photo \(id)"
    }
  }
}

@MainActor
@Suite("Flows: flow routes kept apart from screen routes", .hangLimit)
struct FlowRouteTests {
  @Test("a coordinator's flow routes start their flows from show, walks and links")
  func flowRoutesStartFlows() throws {
    let gallery = GalleryCoordinator()
    let navigator = Navigator(root: gallery)
    navigator.expectNoProblems()
    #expect(gallery.show(.wizard))
    #expect(navigator.coordinators(ofType: WizardCoordinator.self).count == 1)
    try navigator.navigate(to: [GalleryRoute.photo(3), GalleryFlowRoute.picker, PickerRoute.shades])
    #expect(
      navigator.state.stack(at: .root)?.map(\.route) == [AnyRoute(GalleryRoute.grid), AnyRoute(GalleryRoute.photo(3))])
    #expect(
      navigator.state.modals.map { $0.stack.map(\.route) } == [
        [AnyRoute(PickerRoute.colors), AnyRoute(PickerRoute.shades)]
      ])
    #expect(navigator.coordinators(ofType: PickerCoordinator.self).count == 1)
  }

  @Test("a flow opened by a flow route is restored by walking that route")
  func flowRoutesRestore() throws {
    var registry = RouteRegistry()
    try registry.register(GalleryRoute.self, key: "gallery")
    try registry.register(GalleryFlowRoute.self, key: "gallery.flows")
    try registry.register(PickerRoute.self, key: "picker")
    let saved = Navigator(root: GalleryCoordinator())
    saved.expectNoProblems()
    try saved.navigate(to: [GalleryFlowRoute.picker, PickerRoute.shades])
    let navigator = Navigator(root: GalleryCoordinator())
    navigator.expectNoProblems()
    let report = navigator.restore(from: saved.snapshotData(registry: registry), registry: registry)
    #expect(report.isComplete)
    #expect(
      navigator.state.treeDescription(includingIdentifiers: false)
        == saved.state.treeDescription(includingIdentifiers: false))
    let picker = try #require(navigator.coordinators(ofType: PickerCoordinator.self).first)
    #expect(picker.flow.openingRoute == AnyRoute(GalleryFlowRoute.picker))
  }

  @Test("a flow route is never a screen")
  func flowRoutesAreNoScreens() throws {
    let navigator = Navigator(root: GalleryCoordinator())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let screen = try navigator.makeScreen(GalleryFlowRoute.wizard)
    #expect(throws: NavigationError.self) { try navigator.apply(.push([screen])) }
    #expect(navigator.push(GalleryFlowRoute.wizard) == nil)
    #expect(problems.errors.map(\.detail) == [.flowRouteAsScreen(AnyRoute(GalleryFlowRoute.wizard))])
  }
}

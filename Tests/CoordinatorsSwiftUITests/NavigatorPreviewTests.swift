import CoordinatorsSwiftUI
import CoordinatorsTesting
import SwiftUIHostReading
import TestSupport
import Testing

/// Two tabs of ``TestRoute`` screens; a route named "sheet…" comes up in a sheet.
@MainActor
private final class PreviewTabsCoordinator: Coordinator {
  let flow = Flow<Never>()
  func start() {
    flow.showTabs([TabFlow("first", PreviewTabCoordinator("one")), TabFlow("second", PreviewTabCoordinator("two"))])
  }
}

@MainActor
private final class PreviewTabCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  let first: String
  init(_ first: String) { self.first = first }
  func start() { flow.show(TestRoute(first)) }
  func presentation(for route: TestRoute) -> Presentation { route.name.hasPrefix("sheet") ? .sheet() : .push }
}

@MainActor
@Suite("NavigatorPreview: the SwiftUI host of a preview", .hangLimit)
struct NavigatorPreviewTests {
  /// A screen in a sheet, over a detail, in the selected tab.
  static let sheetInTab: [any Route] = [TestRoute("detail"), TestRoute("sheet")]

  @Test("the preview shows the walk's state at once: every step ended, without waiting for the scene")
  func showsTheWalkAtOnce() async throws {
    let model = NavigatorPreviewModel(.routes(Self.sheetInTab)) { Navigator(root: PreviewTabsCoordinator()) }
    let navigator = try #require(try? model.content.get())
    // No await, and no scene phase: nothing waits.
    #expect(navigator.isIdle)
    #expect(navigator.renderedState == navigator.state)
    #expect(model.host.stateReadFromModels == navigator.state, "the views show the state")
    #expect(model.host.presentedLayers.count == 1)

    let walked = Navigator(root: PreviewTabsCoordinator())
    walked.attach(TestHost())
    try walked.navigate(to: Self.sheetInTab)
    await walked.waitUntilIdle()
    #expect(navigator.state == walked.renderedState)
  }

  @Test("the preview's host never animates and ends each later step at once, whatever the scene's phase")
  func laterStepsEndAtOnce() throws {
    let model = NavigatorPreviewModel(.start) { Navigator(root: PreviewTabsCoordinator()) }
    let navigator = try #require(try? model.content.get())
    model.host.scenePhaseChanged(active: false)
    let tab = try #require(navigator.coordinators(ofType: PreviewTabCoordinator.self).first { $0.first == "one" })
    tab.flow.show(TestRoute("pushed"))
    tab.flow.show(TestRoute("sheet"))
    #expect(navigator.state.modals.count == 1)
    #expect(!model.host.animatesSteps)
    #expect(navigator.isIdle)
    #expect(model.host.stateReadFromModels == navigator.state)
  }

  @Test("a plain SwiftUI host still waits for its screens and animates")
  func plainHostWaits() {
    let navigator = Navigator(root: PreviewTabsCoordinator())
    let host = SwiftUIHost()
    navigator.attach(host)
    host.scenePhaseChanged(active: true)
    #expect(host.animatesSteps)
    #expect(!navigator.isIdle, "the first step waits for its screen to appear")
  }

  @Test("a destination the preview cannot reach is its content, typed; no host is attached")
  func failureIsTheContent() throws {
    let model = NavigatorPreviewModel(.routes([TestRoute("detail"), TestRoute("more"), ShapeOfNothing.nothing])) {
      Navigator(root: PreviewTabsCoordinator())
    }
    guard case .failure(.walkFailed(let error)) = model.content else {
      Issue.record("expected a walk error, got \(model.content)")
      return
    }
    #expect(error.commandIndex == 2)
    #expect(model.host.session == nil)
  }

  @Test("the model makes its navigator once")
  func makesOnce() {
    var made = 0
    let model = NavigatorPreviewModel(.start) {
      made += 1
      return Navigator(root: PreviewTabsCoordinator())
    }
    _ = model.content
    _ = model.content
    #expect(made == 1)
  }
}

/// A route no flow takes.
private enum ShapeOfNothing: Route {
  case nothing
}

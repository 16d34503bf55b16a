@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
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

  @Test("the preview reaches the walk's state at once, shows it once attached, the sheet on its signal")
  func showsTheWalkOnceAttached() async throws {
    let model = NavigatorPreviewModel(.routes(Self.sheetInTab)) { Navigator(root: PreviewTabsCoordinator()) }
    let navigator = try #require(try? model.content.get())
    #expect(model.host.session == nil, "nothing is attached while SwiftUI evaluates the preview's body")
    model.attach()
    // No scene phase: nothing waits for the scene; the sheet waits for its screen to appear.
    #expect(model.host.presentedLayers.count == 1)
    #expect(!navigator.isIdle)
    if let top = navigator.session?.shown?.topScreen.id { model.host.screenDidAppear(top) }
    #expect(navigator.isIdle)
    #expect(navigator.renderedState == navigator.state)
    #expect(model.host.stateReadFromModels == navigator.state, "the views show the state")

    let walked = Navigator(root: PreviewTabsCoordinator())
    walked.attach(TestHost())
    try walked.navigate(to: Self.sheetInTab)
    await walked.waitUntilIdle()
    #expect(navigator.state == walked.renderedState)
  }

  @Test("the preview's host never animates and ends each later step but a presentation at once, whatever the phase")
  func laterStepsEndAtOnce() throws {
    let model = NavigatorPreviewModel(.start) { Navigator(root: PreviewTabsCoordinator()) }
    let navigator = try #require(try? model.content.get())
    model.attach()
    model.host.scenePhaseChanged(active: false)
    let tab = try #require(navigator.coordinators(ofType: PreviewTabCoordinator.self).first { $0.first == "one" })
    tab.flow.show(TestRoute("pushed"))
    #expect(navigator.isIdle, "a push ends at once")
    tab.flow.show(TestRoute("sheet"))
    #expect(navigator.state.modals.count == 1)
    #expect(!model.host.animatesSteps)
    if let top = navigator.session?.shown?.topScreen.id { model.host.screenDidAppear(top) }
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
    guard case .failure(let failure) = model.content, case .navigation(let error) = failure.detail else {
      Issue.record("expected a walk error, got \(model.content)")
      return
    }
    #expect(error.commandIndex == 2)
    #expect(model.host.session == nil)
  }

  /// SwiftUI presents one level per update: a sheet set in the update that presents the sheet
  /// below it is dropped. The preview's host presents each layer once the one below is on screen.
  @Test("every layer of a preview destination is shown when SwiftUI presents one level per update")
  func everyLayerShowsOneLevelPerUpdate() async throws {
    let driver = SwiftUIDriver(presentsOneLevelPerUpdate: true)
    let model = NavigatorPreviewModel(.routes([TestRoute("sheet"), TestRoute("sheet again")])) {
      Navigator(root: PreviewTabsCoordinator())
    }
    let navigator = try #require(try? model.content.get())
    try #require(navigator.state.modals.count == 2)
    // The views appear: the host is attached then, not while SwiftUI evaluates `body`.
    model.attach()
    let host = model.host
    await driver.finishTransition(on: host)
    for _ in 0..<50 where !navigator.isIdle || driver.isTransitioning(host) { await driver.finishTransition(on: host) }
    #expect(navigator.isIdle)
    #expect(driver.shown(by: host) == navigator.state, "every layer is on screen")
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

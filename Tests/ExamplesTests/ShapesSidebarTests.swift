@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsTerminal
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import ShapesFlows
import TestSupport
import Testing

@MainActor
@Suite("The Shapes example in a regular width: shape kinds in a sidebar, a detail stack each", .hangLimit)
struct ShapesSidebarTests {
  @Test func aRegularWidthShowsTheShapeKindsInASidebarAndACompactOneAsTabs() throws {
    let app = Scenario(ShapesApp.makeSidebarNavigator())
    expectState(
      app.navigator,
      """
      tabs (layout: adaptive (2 columns), shown as split view (2 columns))
        tab "simple" (selected)
          0 SimpleShapesRoute.list  [flow 1]
        tab "custom"
          1 CustomShapesRoute.list  [flow 2]
      """)
    #expect(app.navigator.state.tabs.map(\.item?.title) == ["Simple Shapes", "Custom Shapes"])
    app.host.resize(to: .compact)
    #expect(app.navigator.state.appearance == .tabBar)
  }

  @Test func theSectionsRunTheFlowsTheCompactListPushes() throws {
    let app = Scenario(ShapesApp.makeSidebarNavigator())
    #expect(app.tap(ShapesAction.select(.simple(.circle))))
    #expect(app.title == SimpleShape.circle.title)
    #expect(app.host.tapTab("custom"))
    #expect(app.tap(ShapesAction.select(.custom(.tower))))
    #expect(app.navigator.state.stack(at: .tab("simple"))?.count == 2, "the other section keeps its stack")
    #expect(app.tap(ShapesAction.backToList))
    #expect(app.title == "Custom Shapes")
    #expect(app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).count == 1)
  }

  @Test func featuredShowsTheShapeInItsSectionAndDoneGoesBackToTheList() throws {
    let app = Scenario(ShapesApp.makeSidebarNavigator())
    #expect(app.tap(ShapesAction.showFeatured))
    #expect(app.navigator.state.selectedTab == "custom")
    #expect(app.top.route == AnyRoute(CustomShapesRoute.shape(.star)))
    #expect(app.tap(StandardAction.done))
    #expect(app.top.route == AnyRoute(CustomShapesRoute.list))
  }

  @Test func theStarLinkLandsInTheCustomSectionBehindTheSidebarCollapsedOrNot() async throws {
    let app = Scenario(ShapesApp.makeSidebarNavigator())
    try await app.navigator.open(URL(string: "coordinatorexample://custom/star")!)
    #expect(app.navigator.state.selectedTab == "custom")
    #expect(app.top.route == AnyRoute(CustomShapesRoute.shape(.star)))
    #expect(app.navigator.state.appearance == .splitView(.twoColumns))
    #expect(app.host.resize(to: .compact))
    #expect(app.navigator.state.appearance == .tabBar, "adaptive: a tab bar when compact, the same stacks")
    #expect(app.top.route == AnyRoute(CustomShapesRoute.shape(.star)))
  }

  @Test func aRestoredSidebarNavigationComesBackWithEverySectionsStack() throws {
    let app = Scenario(ShapesApp.makeSidebarNavigator())
    app.tap(ShapesAction.select(.simple(.capsule)))
    app.host.tapTab("custom")
    app.tap(ShapesAction.select(.custom(.triangle)))
    let restored = ShapesApp.makeSidebarNavigator()
    restored.expectNoProblems()
    let report = restored.restore(
      from: app.navigator.snapshotData(registry: ShapesApp.routes), registry: ShapesApp.routes)
    #expect(report.isComplete, "\(report.errors)")
    #expect(restored.state.selectedTab == "custom")
    #expect(restored.state.tabs.map { $0.stack.map(\.route) } == app.navigator.state.tabs.map { $0.stack.map(\.route) })
    #expect(restored.state.rootLayout.sections == .adaptive(.twoColumns))
  }

  @Test func theTerminalHostDrawsTheSidebarBesideTheDetailIn80Columns() throws {
    let navigator = ShapesApp.makeSidebarNavigator()
    navigator.expectNoProblems()
    let host = TerminalHost()
    navigator.attach(host)
    navigator.send(ShapesAction.select(.simple(.circle)), from: navigator.state.topScreen.id)
    let lines = host.render(title: "Shapes", style: TerminalStyle(usesColor: false, width: 80))
    #expect(lines[2].hasPrefix("▸ t1 Simple Sha") && lines[2].contains(" │ Circle"))
    #expect(lines[3].hasPrefix("  t2 Custom Sha"))
    #expect(lines.allSatisfy { $0.count <= 80 })
  }
}

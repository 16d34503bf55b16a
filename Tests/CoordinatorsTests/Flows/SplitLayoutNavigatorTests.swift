@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Sections declared once and shown in a sidebar: the flows, links, restoration, the event log
/// and its replay, and the map reach them through the paths tabs have.
enum SplitFixture {
  enum ShapeRoute: Route, Codable {
    case kinds
    case shape(Int)
    case detail(Int)
  }
  enum ColorRoute: Route, Codable {
    case palette
    case color(String)
  }

  @MainActor final class ShapesCoordinator: Coordinator {
    let flow = Flow<ShapeRoute>()
    func start() { flow.show(.kinds) }
  }

  @MainActor final class ColorsCoordinator: Coordinator {
    let flow = Flow<ColorRoute>()
    func start() { flow.show(.palette) }
  }

  @MainActor final class SectionsCoordinator: Coordinator {
    let flow = Flow<Never>()
    let layout: SectionLayout
    init(layout: SectionLayout) { self.layout = layout }
    func start() {
      flow.showTabs(
        [
          TabFlow("shapes", ShapesCoordinator(), item: TabItem(title: "Shapes", systemImage: "square.on.circle")),
          TabFlow("colors", ColorsCoordinator(), item: TabItem(title: "Colors", systemImage: "paintpalette")),
        ],
        layout: layout)
    }
  }

  static let routes: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(ShapeRoute.self, key: "shape")
      try registry.register(ColorRoute.self, key: "color")
    } catch {
      preconditionFailure("the route keys are distinct: \(error)")
    }
    return registry
  }()

  @MainActor static func links() throws -> DeepLinkRouter {
    try DeepLinkRouter([
      DeepLink("app://colors/{name}", parameters: ColorLink.self) { link in [ColorRoute.color(link.name)] }
    ])
  }

  struct ColorLink: Decodable {
    var name: String
  }
}

extension SplitFixture {
  @MainActor
  @Suite("Split layouts through the navigator: flows, links, restoration, the event log, the map", .hangLimit)
  struct Tests {
    let navigator = Navigator(root: SectionsCoordinator(layout: .sidebar(.twoColumns)))
    let host = TestHost()

    init() {
      navigator.expectNoProblems()
      navigator.attach(host)
    }

    func shapes() throws -> ShapesCoordinator {
      try #require(navigator.coordinators(ofType: ShapesCoordinator.self).last)
    }

    @Test("the root flow declares the sections once, with their layout; the host is told the layout with the root")
    func declaredOnce() throws {
      #expect(navigator.state.appearance == .splitView(.twoColumns))
      #expect(navigator.state.tabs.map(\.id) == ["shapes", "colors"])
      #expect(host.steps == [.setRoot(navigator.state.root, layout: RootLayout(sections: .sidebar(.twoColumns)))])
      #expect(host.shown == navigator.state)
    }

    @Test("a link lands in the detail stack behind the sidebar's selection, collapsed on its sidebar or not")
    func linkBehindTheSidebar() async throws {
      navigator.deepLinks = try links()
      host.resize(to: .compact)
      host.swipeBack()
      #expect(navigator.state.appearance == .collapsedSplitView(.sidebar))
      try await navigator.open(URL(string: "app://colors/teal")!)
      #expect(navigator.state.selectedTab == "colors")
      #expect(navigator.state.appearance == .collapsedSplitView(.section))
      #expect(navigator.state.topScreen.route == AnyRoute(ColorRoute.color("teal")))
      #expect(host.shown == navigator.state)
      host.resize(to: .regular)
      #expect(navigator.state.appearance == .splitView(.twoColumns))
      #expect(navigator.state.stack(at: .tab("colors"))?.count == 2)
    }

    @Test("collapsing and expanding keep every section's stack and the selection")
    func collapseAndExpand() throws {
      try shapes().flow.push(.shape(1))
      try shapes().flow.push(.detail(1))
      let expanded = navigator.state
      #expect(host.resize(to: .compact))
      #expect(navigator.state.appearance == .collapsedSplitView(.section))
      #expect(navigator.state.tabs == expanded.tabs)
      #expect(!host.resize(to: .compact), "a repeated report changes nothing")
      // Back to the shapes' root, then to the sidebar: the stack below stays.
      #expect(host.swipeBack())
      #expect(host.swipeBack())
      #expect(host.swipeBack())
      #expect(navigator.state.appearance == .collapsedSplitView(.sidebar))
      #expect(navigator.state.stack(at: .tab("shapes"))?.count == 1)
      #expect(!host.swipeBack())
      #expect(host.tapTab("colors"))
      #expect(navigator.state.appearance == .collapsedSplitView(.section))
      #expect(host.resize(to: .regular))
      #expect(navigator.state.appearance == .splitView(.twoColumns))
      #expect(navigator.state.selectedTab == "colors")
      #expect(host.shown == navigator.state)
    }

    @Test("restoring a split layout brings back every section's stack and the selection, in the width shown now")
    func restoration() throws {
      try shapes().flow.push(.shape(2))
      host.tapTab("colors")
      let data = navigator.snapshotData(registry: routes)

      let restored = Navigator(root: SectionsCoordinator(layout: .sidebar(.twoColumns)))
      restored.expectNoProblems()
      let restoredHost = TestHost()
      restored.attach(restoredHost)
      #expect(restoredHost.resize(to: .compact))
      let report = restored.restore(from: data, registry: routes)
      #expect(report.isComplete)
      #expect(restored.state.selectedTab == "colors")
      #expect(
        restored.state.stack(at: .tab("shapes"))?.map(\.route) == [
          AnyRoute(ShapeRoute.kinds), AnyRoute(ShapeRoute.shape(2)),
        ])
      #expect(
        restored.state.appearance == .collapsedSplitView(.section), "the width is the device's, not the snapshot's")
      #expect(restored.state.topScreen.route == AnyRoute(ColorRoute.palette))
      #expect(restoredHost.shown == restored.state)
    }

    @Test("an event log of a split layout reads back and replays: resizes, returns to the sidebar, selections")
    func eventLogReplays() throws {
      let recorder = EventLogRecorder(navigator)
      try shapes().flow.push(.shape(3))
      host.resize(to: .compact)
      host.swipeBack()
      host.swipeBack()
      host.tapTab("colors")
      host.resize(to: .regular)
      let data = Data(recorder.log.jsonLines(registry: routes).utf8)
      let log = try EventLog(data: data, registry: routes)
      #expect(log.entries.count == recorder.log.entries.count)
      let replay = EventLogReplayer(log)
      try replay.replay()
      #expect(replay.isAtEnd)
      #expect(replay.navigator.state == navigator.state)
    }

    @Test("the map names a resize and a return to the sidebar; a section tapped in the sidebar is a tab tap")
    func map() throws {
      var map = NavigationMap(navigator)
      let token = navigator.observe { map.record($0) }
      defer { navigator.removeObserver(token) }
      host.resize(to: .compact)
      host.swipeBack()
      host.tapTab("colors")
      #expect(map.edges.map(\.transition) == [.tabTap])
      #expect(NavigationMap.Transition.resize.description == "resize")
      #expect(NavigationMap.Transition.sidebarReturn.description == "back to sidebar")
    }

    @Test("a resize during a step is followed once, and the step and the layout both land")
    func resizeDuringAStep() throws {
      host.completion = .manual
      try shapes().flow.push(.shape(5))
      #expect(host.stepInFlight != nil)
      #expect(host.resize(to: .compact))
      host.completeAllSteps()
      #expect(navigator.isIdle)
      #expect(navigator.state.appearance == .collapsedSplitView(.section))
      #expect(navigator.state.topScreen.route == AnyRoute(ShapeRoute.shape(5)))
      #expect(host.shown == navigator.state)
    }

    @Test("an adaptive layout shows tabs when compact and a sidebar when regular, each section keeping its stack")
    func adaptive() throws {
      let navigator = Navigator(root: SectionsCoordinator(layout: .adaptive(.twoColumns)))
      navigator.expectNoProblems()
      let host = TestHost()
      navigator.attach(host)
      host.resize(to: .compact)
      #expect(navigator.state.appearance == .tabBar)
      try #require(navigator.coordinators(ofType: ShapesCoordinator.self).last).flow.push(.shape(4))
      host.tapTab("colors")
      let tabs = navigator.state.tabs
      #expect(host.resize(to: .regular))
      #expect(navigator.state.appearance == .splitView(.twoColumns))
      #expect(navigator.state.tabs == tabs)
      #expect(navigator.state.selectedTab == "colors")
      // The host followed the resize itself: no step was needed.
      #expect(host.shown == navigator.state)
    }
  }
}

@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsTesting
import Foundation
import ShapesFlows
import TabsFlows
import TestSupport
import Testing

@MainActor
@Suite("Restoring the examples: every state they reach survives a snapshot and a restart", .hangLimit)
struct RestorationScenarioTests {
  static let ada = User(id: 1, name: "Ada Lovelace")
  static let grace = User(id: 2, name: "Grace Hopper")

  static let shapesMoves: [Move] = {
    var moves: [Move] = [
      .tap(ShapesAction.showSimpleShapes), .tap(ShapesAction.showCustomShapes), .tap(ShapesAction.showFeatured),
      .tap(ShapesAction.backToList), .tap(StandardAction.done), .swipeBack, .swipeDown,
    ]
    for shape in SimpleShape.allCases.prefix(2) { moves.append(.tap(ShapesAction.select(.simple(shape)))) }
    for shape in CustomShape.allCases.prefix(2) { moves.append(.tap(ShapesAction.select(.custom(shape)))) }
    return moves
  }()

  static let tabsMoves: [Move] = {
    var moves: [Move] = [
      .tap(TabsAction.showDetail), .tap(TabsAction.showBottomSheet), .tap(TabsAction.showAccount(ada)),
      .tap(TabsAction.showAccount(grace)), .tap(StandardAction.done), .tap(StandardAction.cancel),
      .tapTab(.main), .tapTab(.locations), .swipeBack, .swipeDown,
    ]
    for location in Location.all.prefix(2) { moves.append(.tap(TabsAction.showLocation(location))) }
    return moves
  }()

  /// Saves `navigator`, restores into `fresh`, and checks that the restored navigation is the
  /// saved one: the same tree, the same snapshot, nothing reported.
  @discardableResult
  func expectRoundTrip(
    _ navigator: Navigator,
    into fresh: Navigator,
    registry: RouteRegistry,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> RestorationReport {
    let data = navigator.snapshotData(registry: registry)
    let report = fresh.restore(from: data, registry: registry)
    #expect(report.isComplete, "\(report)", sourceLocation: sourceLocation)
    #expect(report.restoredScreenCount == navigator.state.screenCount, sourceLocation: sourceLocation)
    // The state's tree without identifiers, and the flow tree, flows numbered by appearance.
    expectSameNavigation(fresh, as: navigator, sourceLocation: sourceLocation)
    #expect(
      fresh.snapshot(registry: registry) == navigator.snapshot(registry: registry), sourceLocation: sourceLocation)
    return report
  }

  @Test func everyShapesStateWithinFourMovesRoundTrips() async {
    let states = await reachableStates(of: { ShapesApp.makeNavigator() }, moves: Self.shapesMoves, depth: 4)
    #expect(states.count > 30)
    // Under the sanitizers, one state in `TestScale.divisor` (see `TestScale`).
    for (index, state) in states.enumerated() where index % TestScale.divisor == 0 {
      await Task.yield()
      let walker = Walker(ShapesApp.makeNavigator())
      walker.play(state.path)
      expectRoundTrip(walker.navigator, into: ShapesApp.makeNavigator(), registry: ShapesApp.routes)
    }
  }

  @Test func everyTabsStateWithinFourMovesRoundTrips() async {
    let states = await reachableStates(of: { TabsApp.makeNavigator() }, moves: Self.tabsMoves, depth: 4)
    #expect(states.count > 30)
    // Under the sanitizers, one state in `TestScale.divisor` (see `TestScale`).
    for (index, state) in states.enumerated() where index % TestScale.divisor == 0 {
      await Task.yield()
      let walker = Walker(TabsApp.makeNavigator())
      walker.play(state.path)
      expectRoundTrip(walker.navigator, into: TabsApp.makeNavigator(), registry: TabsApp.routes)
    }
  }
}

extension RestorationScenarioTests {
  // MARK: Scenarios, spelled out

  @Test func theShapesTourEndStateRoundTripsAndKeepsRunning() throws {
    let app = Walker(ShapesApp.makeNavigator())
    app.play([
      .tap(ShapesAction.showSimpleShapes), .tap(ShapesAction.select(.simple(.circle))), .tap(ShapesAction.showFeatured),
    ])
    let restored = Walker(ShapesApp.makeNavigator())
    expectRoundTrip(app.navigator, into: restored.navigator, registry: ShapesApp.routes)
    expectState(
      restored.navigator,
      """
      stack
        ShapesRoute.list  [flow 0]
        SimpleShapesRoute.list  [flow 1]
        SimpleShapesRoute.shape(circle)  [flow 1]
      modal layer 0: sheet(medium, large, grabber: visible)
          ShapesRoute.featured(star)  [flow 0]
      """,
      includingIdentifiers: false
    )
    weak let simple = restored.navigator.coordinators(ofType: SimpleShapesCoordinator.self).first
    #expect(simple?.flow.openingRoute == AnyRoute(ShapesFlowRoute.simpleShapes))
    // The restored app goes on as the saved one would: the sheet swipes down, the back swipes
    // reach the restored flow and release it.
    restored.play([.swipeDown, .swipeBack, .swipeBack])
    #expect(simple == nil)
    expectState(restored.navigator, "stack\n  ShapesRoute.list  [flow 0]", includingIdentifiers: false)
  }

  @Test func theTabsAppRestoresEachTabItsSelectionItsAccountFlowAndItsSheet() throws {
    let app = Walker(TabsApp.makeNavigator())
    app.play([
      .tap(TabsAction.showDetail), .tap(TabsAction.showAccount(Self.ada)), .tapTab(.locations),
      .tap(TabsAction.showLocation(Location.all[2])), .tapTab(.main), .tap(StandardAction.cancel),
      .tap(TabsAction.showAccount(Self.grace)),
    ])
    try app.navigator.navigate(to: [LocationsRoute.detail(Location.all[0])])
    let restored = TabsApp.makeNavigator()
    expectRoundTrip(app.navigator, into: restored, registry: TabsApp.routes)
    #expect(
      restored.structureDescription == """
        tabs
          tab "main"
            MainRoute.home  [flow 0]
            MainRoute.detail  [flow 0]
            AccountRoute.profile(Grace Hopper)  [flow 1]
          tab "locations" (selected)
            LocationsRoute.list  [flow 2]
            LocationsRoute.detail(Ljubljana)  [flow 2]
        flows
          3 TabBarCoordinator
            0 MainCoordinator (tab "main")
              1 AccountCoordinator (opened by MainFlowRoute.account(Grace Hopper))
            2 LocationsCoordinator (tab "locations")
        """)
    #expect(restored.coordinators(ofType: AccountCoordinator.self).map(\.user) == [Self.grace])
  }

  @Test func aSnapshotIsReadableJSONWithStableKeys() throws {
    let app = Walker(TabsApp.makeNavigator())
    app.play([.tap(TabsAction.showAccount(Self.ada)), .tap(TabsAction.showBottomSheet)])
    let json = String(decoding: app.navigator.snapshotData(registry: TabsApp.routes), as: UTF8.self)
    #expect(
      json == #"""
        {"flows":[[null,"TabBarCoordinator",null,null,"root"],[0,"MainCoordinator",null,null,"tab","main"],[1,"AccountCoordinator","tabs.main.flows",{"account":{"_0":{"id":1,"name":"Ada Lovelace"}}},"push"],[0,"LocationsCoordinator",null,null,"tab","locations"]],"format":2,"root":{"tabs":{"_0":["main","locations"],"selected":"main"}},"stacks":[{"kind":{"tab":{"_0":"main"}},"screens":[[1,"tabs.main",{"home":{}}],[2,"tabs.account",{"profile":{"_0":{"id":1,"name":"Ada Lovelace"}}}]]},{"kind":{"tab":{"_0":"locations"}},"screens":[[3,"tabs.locations",{"list":{}}]]},{"kind":{"modal":{"_0":{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"sheet":{"detents":[{"medium":{}},{"large":{}}],"grabber":"visible"}}}}},"screens":[[1,"tabs.main",{"bottomSheet":{}}]]}],"version":1}
        """#)
  }

  // MARK: Damaged data, on a real app

  @Test func everyProperPrefixOfAStoredTabsAppRestoresTheStartAndTheWholeRestoresAll() {
    let app = Walker(TabsApp.makeNavigator())
    app.play([
      .tap(TabsAction.showDetail), .tap(TabsAction.showAccount(Self.ada)), .tapTab(.locations),
      .tap(TabsAction.showLocation(Location.all[1])), .tap(TabsAction.showBottomSheet),
    ])
    let saved = app.navigator.state
    let bytes = Array(app.navigator.snapshotData(registry: TabsApp.routes))
    let start = TabsApp.makeNavigator().state.allScreens.map(\.route)
    for end in stride(from: 0, to: bytes.count, by: 7) {
      let navigator = TabsApp.makeNavigator()
      let report = navigator.restore(from: Data(bytes[..<end]), registry: TabsApp.routes)
      #expect(report.restoredScreenCount == 0, "\(end) bytes")
      #expect(report.errors.count == 1, "\(end) bytes")
      #expect(navigator.state.allScreens.map(\.route) == start, "\(end) bytes: the start of the root flow")
    }
    let navigator = TabsApp.makeNavigator()
    let report = navigator.restore(from: Data(bytes), registry: TabsApp.routes)
    #expect(report.isComplete, "\(report)")
    #expect(navigator.state.allScreens.map(\.route) == saved.allScreens.map(\.route))
  }

  @Test func anAppUpdateThatDroppedAFlowRestoresEverythingBeforeIt() throws {
    let app = Walker(TabsApp.makeNavigator())
    app.play([.tap(TabsAction.showDetail), .tap(TabsAction.showAccount(Self.ada))])
    var registry = RouteRegistry()
    try registry.register(MainRoute.self, key: "tabs.main")
    try registry.register(MainFlowRoute.self, key: "tabs.main.flows")
    try registry.register(LocationsRoute.self, key: "tabs.locations")
    let restored = TabsApp.makeNavigator()
    let report = restored.restore(from: app.navigator.snapshotData(registry: TabsApp.routes), registry: registry)
    #expect(
      report.errors.map(\.description) == [
        #"tab "main", screen 2: no route type is registered under the key "tabs.account""#
      ])
    expectState(
      restored,
      """
      tabs
        tab "main" (selected)
          MainRoute.home  [flow 3]
          MainRoute.detail  [flow 3]
        tab "locations"
          LocationsRoute.list  [flow 4]
      """,
      includingIdentifiers: false
    )
  }

  // MARK: Random walks

  /// A seeded random walk of `count` moves.
  static func randomMoves(_ moves: [Move], count: Int, using random: inout SeededRandomNumberGenerator) -> [Move] {
    (0..<count).map { _ in moves.randomElement(using: &random) ?? .swipeBack }
  }

  @Test(arguments: [("shapes", 0 as UInt64), ("tabs", 1_000)])
  func randomWalksRoundTripAndTheRestoredAppGoesOnAsTheSavedOne(app name: String, firstSeed: UInt64) async {
    let isShapes = name == "shapes"
    let moves = isShapes ? Self.shapesMoves : Self.tabsMoves
    let registry = isShapes ? ShapesApp.routes : TabsApp.routes
    let make: @MainActor () -> Navigator = { isShapes ? ShapesApp.makeNavigator() : TabsApp.makeNavigator() }
    for seed in firstSeed..<firstSeed + UInt64(TestScale.count(150)) {
      await Task.yield()
      var random = SeededRandomNumberGenerator(seed: seed)
      let saved = Walker(make())
      saved.play(Self.randomMoves(moves, count: Int.random(in: 0...16, using: &random), using: &random))
      let restored = Walker(make())
      let report = restored.navigator.restore(
        from: saved.navigator.snapshotData(registry: registry), registry: registry)
      #expect(report.isComplete, "seed \(seed): \(report)")
      #expect(restored.navigator.structureDescription == saved.navigator.structureDescription, "seed \(seed)")
      let more = Self.randomMoves(moves, count: 6, using: &random)
      saved.play(more)
      restored.play(more)
      #expect(
        restored.navigator.structureDescription == saved.navigator.structureDescription,
        "seed \(seed): after \(more) the restored app differs"
      )
    }
  }
}

extension RestorationScenarioTests {
  // MARK: Impossible states and old versions, on the Tabs app

  /// The Tabs app on Locations with a detail, Main with the bottom sheet up, stored.
  func storedTabsApp() -> String {
    let app = Walker(TabsApp.makeNavigator())
    app.play([
      .tapTab(.locations), .tap(TabsAction.showLocation(Location.all[0])), .tapTab(.main),
      .tap(TabsAction.showBottomSheet),
    ])
    return String(decoding: app.navigator.snapshotData(registry: TabsApp.routes), as: UTF8.self)
  }

  @Test func aSelectedTabThatIsNotATabRestoresTheTabsWithoutTheLayers() {
    let json = storedTabsApp().replacingOccurrences(of: #""selected":"main""#, with: #""selected":"settings""#)
    let navigator = TabsApp.makeNavigator(initialTab: .locations)
    let report = navigator.restore(from: Data(json.utf8), registry: TabsApp.routes)
    #expect(report.errors == [RestorationError(.unknownTab("settings"), at: .tabSelection)])
    #expect(report.restoredScreenCount == 3)
    expectState(
      navigator,
      """
      tabs
        tab "main"
          MainRoute.home  [flow 3]
        tab "locations" (selected)
          LocationsRoute.list  [flow 4]
          LocationsRoute.detail(Ljubljana)  [flow 4]
      """,
      includingIdentifiers: false
    )
  }

  @Test func anEmptyModalLayerRestoresEverythingBelowIt() throws {
    let stored = storedTabsApp()
    let screen = #"[1,"tabs.main",{"bottomSheet":{}}]"#
    #expect(stored.contains(screen))
    let json = stored.replacingOccurrences(of: screen, with: "")
    let navigator = TabsApp.makeNavigator()
    let report = navigator.restore(from: Data(json.utf8), registry: TabsApp.routes)
    #expect(report.errors == [RestorationError(.emptyStack, at: .stack(.modal(0)))])
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.screenCount == 3)
    #expect(navigator.state.selectedTab == .main)
  }

  @Test func aVersion1TabsSnapshotIsMigratedAndRestored() throws {
    // Version 1 stored the Account flow's screen under "account", with the user's name only.
    let app = Walker(TabsApp.makeNavigator())
    app.play([.tap(TabsAction.showDetail), .tap(TabsAction.showAccount(Self.ada))])
    let current = String(decoding: app.navigator.snapshotData(registry: TabsApp.routes), as: UTF8.self)
    let version1 = current.replacingOccurrences(
      of: #""tabs.account",{"profile":{"_0":{"id":1,"name":"Ada Lovelace"}}}"#,
      with: #""account",{"name":"Ada Lovelace"}"#
    )
    #expect(version1 != current)
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in
      try snapshot.updateRoutes { route in
        guard route.key == "account", let name = route.value["name"]?.stringValue else { return }
        route = StoredRoute(
          key: "tabs.account", value: try SnapshotValue(encoding: AccountRoute.profile(User(id: 1, name: name))))
      }
    }

    // Read as the current version, the old key is unknown: the Account screen is not restored.
    let unmigrated = TabsApp.makeNavigator()
    #expect(
      unmigrated.restore(from: Data(version1.utf8), registry: TabsApp.routes).errors == [
        RestorationError(.unknownRouteKey("account"), at: .screen(.tab(.main), index: 2))
      ])
    #expect(unmigrated.coordinators(ofType: AccountCoordinator.self).isEmpty)

    let navigator = TabsApp.makeNavigator()
    let report = navigator.restore(from: Data(version1.utf8), registry: TabsApp.routes, migrations: migrations)
    #expect(report.isComplete, "\(report)")
    expectSameNavigation(navigator, as: app.navigator)
  }
}

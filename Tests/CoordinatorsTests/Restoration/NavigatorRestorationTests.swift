@_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Navigator restoration: the state and the coordinators rebuilt by walking routes, in one change", .hangLimit)
struct NavigatorRestorationTests {
  let registry = RestorationFixtures.registry

  /// A navigator on a ``LibraryCoordinator`` after a walk to the library, an album, a photo,
  /// then the editor and its filters.
  func editing() throws -> Navigator {
    let navigator = Navigator(root: LibraryCoordinator())
    navigator.expectNoProblems()
    try navigator.navigate(to: [PhotoRoute.album("Trips"), PhotoRoute.photo(7), PhotoRoute.editor, EditorRoute.filters])
    return navigator
  }

  static let editingTree = """
    stack
      PhotoRoute.library  [flow 0]
      PhotoRoute.album("Trips")  [flow 0]
      PhotoRoute.photo(7)  [flow 0]
    modal layer 0: fullScreenCover
        EditorRoute.canvas  [flow 1]
        EditorRoute.filters  [flow 1]
    """

  // MARK: Round trips

  @Test func theSnapshotOfANavigatorIsItsStoredForm() throws {
    let navigator = try editing()
    #expect(
      String(decoding: navigator.snapshotData(registry: registry), as: UTF8.self)
        == RestorationFixtures.editingJSON)
    #expect(try navigator.snapshot(registry: registry).jsonData() == navigator.snapshotData(registry: registry))
    let snapshot = navigator.snapshot(registry: registry)
    #expect(snapshot.truncation == nil)
    #expect(snapshot.screenCount == 5)
  }

  @Test func restoringRebuildsTheStateAndTheFlowsInOneChange() throws {
    let saved = try editing()
    let navigator = Navigator(root: LibraryCoordinator())
    let host = TestHost()
    navigator.attach(host)
    let events = EventRecorder(navigator)
    var flowEvents: [String] = []
    navigator.observe(FlowEvent.self) { flowEvents.append($0.description) }

    let report = navigator.restore(from: saved.snapshotData(registry: registry), registry: registry)

    #expect(report.isComplete)
    #expect(report.restoredScreenCount == 5)
    #expect(report.description == "restored 5 of 5 screens")
    expectState(navigator, Self.editingTree, includingIdentifiers: false)
    #expect(navigator.flowCount == 2)
    let editor = try #require(navigator.coordinators(ofType: EditorCoordinator.self).first)
    #expect(editor.flow.openingRoute == AnyRoute(PhotoRoute.editor))
    #expect(editor.flow.parent === navigator.rootCoordinator)
    expectEvents(events, causes: [.restoration])
    #expect(flowEvents == ["flow 1 (EditorCoordinator) started under flow 0"])
    #expect(host.shown == navigator.state, "the host shows what was restored")
    #expect(navigator.snapshot(registry: registry) == saved.snapshot(registry: registry))
  }

  @Test func theFlowsThatRanBeforeFinishAndAreReleased() throws {
    let navigator = try editing()
    weak let before = navigator.coordinators(ofType: EditorCoordinator.self).first
    var flowEvents: [String] = []
    navigator.observe(FlowEvent.self) { flowEvents.append($0.description) }
    let report = navigator.restore(from: navigator.snapshotData(registry: registry), registry: registry)
    #expect(report.isComplete)
    #expect(before == nil)
    #expect(
      flowEvents == ["flow 2 (EditorCoordinator) started under flow 0", "flow 1 (EditorCoordinator) was cancelled"])
    expectState(
      navigator, Self.editingTree.replacingOccurrences(of: "[flow 1]", with: "[flow 2]"), includingIdentifiers: false)
  }

  @Test func theRestoredFlowsRunAsTheOriginalsDid() throws {
    let navigator = Navigator(root: LibraryCoordinator())
    navigator.restore(from: try editing().snapshotData(registry: registry), registry: registry)
    let editor = try #require(navigator.coordinators(ofType: EditorCoordinator.self).first)
    #expect(editor.flow.push(.crop(ratio: 1.5)) != nil)
    #expect(editor.cancel())
    expectState(
      navigator,
      """
      stack
        PhotoRoute.library  [flow 0]
        PhotoRoute.album("Trips")  [flow 0]
        PhotoRoute.photo(7)  [flow 0]
      """,
      includingIdentifiers: false
    )
    #expect(navigator.flowCount == 1)
  }

  @Test func aRestoredSnapshotValueNeedsNoData() throws {
    let saved = try editing().snapshot(registry: registry)
    let navigator = Navigator(root: LibraryCoordinator())
    #expect(navigator.restore(from: saved, registry: registry).isComplete)
    expectState(navigator, Self.editingTree, includingIdentifiers: false)
  }

  @Test func presentationsOfEveryKindRoundTrip() throws {
    let navigator = Navigator(root: LibraryCoordinator())
    navigator.expectNoProblems()
    try navigator.navigate(to: [PhotoRoute.share])
    let root = try #require(navigator.rootCoordinator as? LibraryCoordinator)
    root.flow.present(.album("Cover"), as: .fullScreenCover(interactiveDismissDisabled: true))
    root.flow.present(.album("Zoomed"), as: .custom("zoom", embedsNavigationStack: false))
    root.flow.present(.photo(1), as: .sheet(detents: [.height(240), .large], grabber: .visible))
    let restored = Navigator(root: LibraryCoordinator())
    #expect(restored.restore(from: navigator.snapshotData(registry: registry), registry: registry).isComplete)
    #expect(restored.state.modals.map(\.presentation) == navigator.state.modals.map(\.presentation))
    expectSameNavigation(restored, as: navigator)
  }

  @Test func aTabSelectionAndTabStacksRoundTrip() throws {
    let navigator = Navigator(root: TabContainer())
    navigator.expectNoProblems()
    try #require(navigator.coordinators(ofType: LibraryCoordinator.self).first).flow.show(.album("A"))
    navigator.selectTab("settings")
    try #require(navigator.coordinators(ofType: PhotoSettingsCoordinator.self).first).flow.push(.about)
    let restored = Navigator(root: TabContainer())
    #expect(restored.restore(from: navigator.snapshotData(registry: registry), registry: registry).isComplete)
    #expect(restored.state.selectedTab == "settings")
    expectSameNavigation(restored, as: navigator)
    #expect(restored.snapshot(registry: registry) == navigator.snapshot(registry: registry))
  }

  // MARK: Tabs that changed since the snapshot

  /// A navigator on a ``TabContainer`` with an album pushed in the library, the share sheet of
  /// the library over it when `sharing`, and settings selected with its about screen pushed.
  func tabs(sharing: Bool = false) throws -> Navigator {
    let navigator = Navigator(root: TabContainer())
    navigator.expectNoProblems()
    let library = try #require(navigator.coordinators(ofType: LibraryCoordinator.self).first)
    library.flow.push(.album("A"))
    navigator.selectTab("settings")
    try #require(navigator.coordinators(ofType: PhotoSettingsCoordinator.self).first).flow.push(.about)
    if sharing { #expect(library.flow.show(.share)) }
    return navigator
  }

  @Test func theSelectedTabComesBackWhenAnotherTabIsGoneAndNewTabsKeepTheirStart() throws {
    let navigator = Navigator(root: TabContainer(tabs: ["news", "settings"]))
    navigator.expectNoProblems()
    let report = navigator.restore(from: try tabs().snapshotData(registry: registry), registry: registry)
    #expect(report.errors == [RestorationError(.tabRemoved("library"), at: .stack(.tab("library")))])
    #expect(report.restoredScreenCount == 2)
    #expect(report.savedScreenCount == 4)
    expectState(
      navigator,
      """
      tabs
        tab "news"
          PhotoRoute.library  [flow 3]
        tab "settings" (selected)
          PhotoSettingsRoute.main  [flow 4]
          PhotoSettingsRoute.about  [flow 4]
      """,
      includingIdentifiers: false
    )
    #expect(navigator.flowCount == 3)
  }

  @Test func aMigrationThatRenamesASavedTabRestoresItsStackUnderTheNewName() throws {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in snapshot.renameTab("library", to: "news") }
    let navigator = Navigator(root: TabContainer(tabs: ["news", "settings"]))
    navigator.expectNoProblems()
    let saved = try tabs().snapshotData(registry: registry)
    let report = navigator.restore(from: saved, registry: registry, migrations: migrations)
    #expect(report.isComplete, "\(report)")
    #expect(navigator.state.tabs.map(\.id) == ["news", "settings"])
    #expect(navigator.state.selectedTab == "settings")
    #expect(
      navigator.state.stack(at: .tab("news"))?.map(\.route) == [
        AnyRoute(PhotoRoute.library), AnyRoute(PhotoRoute.album("A")),
      ])
    #expect(navigator.state.stack(at: .tab("settings"))?.count == 2)
  }

  @Test func aModalLayerOfAFlowInATabThatIsGoneEndsThePrefixBeforeIt() throws {
    let navigator = Navigator(root: TabContainer(tabs: ["settings"]))
    navigator.expectNoProblems()
    let report = navigator.restore(from: try tabs(sharing: true).snapshotData(registry: registry), registry: registry)
    #expect(
      report.errors == [
        RestorationError(
          .flow(1, coordinator: "LibraryCoordinator", .flowNotStartedAgain), at: .screen(.modal(0), index: 0)),
        RestorationError(.tabRemoved("library"), at: .stack(.tab("library"))),
      ])
    #expect(report.restoredScreenCount == 2)
    #expect(report.savedScreenCount == 5)
    expectState(
      navigator,
      """
      tabs
        tab "settings" (selected)
          PhotoSettingsRoute.main  [flow 2]
          PhotoSettingsRoute.about  [flow 2]
      """,
      includingIdentifiers: false
    )
  }

  @Test func savedTabsRestoreNothingWhenTheRootFlowShowsOneStack() throws {
    let navigator = Navigator(root: LibraryCoordinator())
    let report = navigator.restore(from: try tabs().snapshotData(registry: registry), registry: registry)
    #expect(
      report.errors == [
        RestorationError(.mismatch(saved: #"tabs "library", "settings""#, restored: "one stack"), at: .root)
      ])
    #expect(report.restoredScreenCount == 0)
    expectState(navigator, "stack\n  PhotoRoute.library  [flow 0]", includingIdentifiers: false)
  }

  // MARK: Flows started without routes, and at the root

  @Test func aFlowStartedInStartWithoutARouteIsStartedAgainAndFoundByItsPlace() throws {
    let navigator = Navigator(root: StartingCoordinator())
    navigator.expectNoProblems()
    let library = try #require(navigator.coordinators(ofType: LibraryCoordinator.self).first)
    library.flow.show(.album("Trips"))
    library.flow.show(.settings)
    try #require(navigator.coordinators(ofType: PhotoSettingsCoordinator.self).first).flow.show(.about)
    let restored = Navigator(root: StartingCoordinator())
    let report = restored.restore(from: navigator.snapshotData(registry: registry), registry: registry)
    #expect(report.isComplete, "\(report)")
    expectSameNavigation(restored, as: navigator)
    #expect(restored.snapshot(registry: registry) == navigator.snapshot(registry: registry))
  }

  @Test func aFlowAtTheRootOpenedByARouteReplacesTheStartsFlow() throws {
    let navigator = Navigator(root: PhotoAppCoordinator())
    try navigator.navigate(to: [PhotoAppRoute.main, PhotoRoute.album("Trips")])
    let restored = Navigator(root: PhotoAppCoordinator())
    var flowEvents: [String] = []
    restored.observe(FlowEvent.self) { flowEvents.append($0.description) }
    let report = restored.restore(from: navigator.snapshotData(registry: registry), registry: registry)
    #expect(report.isComplete, "\(report)")
    expectSameNavigation(restored, as: navigator)
    #expect(restored.coordinators(ofType: PhotoSettingsCoordinator.self).isEmpty, "the onboarding is gone")
    #expect(flowEvents.last == "flow 1 (PhotoSettingsCoordinator) was cancelled")
  }

  @Test func aFlowStartedInCodeIsNotStartedAgainAndTheRestoreStopsBeforeIt() throws {
    let navigator = Navigator(root: LibraryCoordinator())
    let root = try #require(navigator.rootCoordinator as? LibraryCoordinator)
    root.flow.show(.album("Trips"))
    root.flow.start(EditorCoordinator(), as: .sheet())
    let restored = Navigator(root: LibraryCoordinator())
    let report = restored.restore(from: navigator.snapshotData(registry: registry), registry: registry)
    #expect(
      report.errors == [
        RestorationError(
          .flow(1, coordinator: "EditorCoordinator", .flowNotStartedAgain), at: .screen(.modal(0), index: 0))
      ])
    #expect(
      report.errors.first?.description
        == "modal layer 0, screen 0: flow 1 (EditorCoordinator): it was started in code, not by a route, and its parent did not start it again"
    )
    #expect(report.restoredScreenCount == 2)
    #expect(report.savedScreenCount == 3)
    expectState(
      restored,
      """
      stack
        PhotoRoute.library  [flow 0]
        PhotoRoute.album("Trips")  [flow 0]
      """,
      includingIdentifiers: false
    )
    #expect(restored.flowCount == 1, "the editor started in the failed attempt is not kept")
  }

  // MARK: Routes that cannot be stored

  @Test func aRouteThatIsNotCodableEndsTheSnapshotJustBeforeIt() throws {
    let navigator = Navigator(root: LibraryCoordinator())
    try navigator.navigate(to: [PhotoRoute.album("Trips"), PhotoRoute.vault])
    navigator.push(PhotoRoute.photo(3), owner: .root)
    let snapshot = navigator.snapshot(registry: registry)
    #expect(snapshot.screenCount == 2)
    #expect(
      snapshot.truncation?.description
        == "the root stack, screen 2: a route of type SecretRoute could not be stored: its type is not registered in the route registry; make it Codable and register it with a stable key"
    )

    let restored = Navigator(root: LibraryCoordinator())
    let report = restored.restore(from: try snapshot.jsonData(), registry: registry)
    #expect(report.restoredScreenCount == 2)
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.location == .screen(.root, index: 2))
    #expect(
      report.errors.first?.description
        == "the root stack, screen 2: a route of type SecretRoute could not be stored: its type is not registered in the route registry; make it Codable and register it with a stable key"
    )
    expectState(
      restored,
      """
      stack
        PhotoRoute.library  [flow 0]
        PhotoRoute.album("Trips")  [flow 0]
      """,
      includingIdentifiers: false
    )
  }

  @Test func aFlowOpenedByARouteThatIsNotCodableEndsTheSnapshotBeforeItsFirstScreen() throws {
    let navigator = Navigator(root: ShellCoordinator())
    try #require(navigator.coordinators(ofType: LibraryCoordinator.self).first).flow.show(.album("Trips"))
    let snapshot = navigator.snapshot(registry: registry)
    #expect(snapshot.stacks.isEmpty)
    #expect(snapshot.truncation?.location == .screen(.root, index: 0))
    guard case .routeNotStorable(typeName: "ShellRoute", _)? = snapshot.truncation?.detail else {
      Issue.record("expected the flow's route to stop the snapshot, got \(String(describing: snapshot.truncation))")
      return
    }

    let restored = Navigator(root: ShellCoordinator())
    let report = restored.restore(from: try snapshot.jsonData(), registry: registry)
    #expect(report.restoredScreenCount == 0)
    #expect(report.errors.first?.location == .screen(.root, index: 0))
    expectState(restored, "stack\n  PhotoRoute.library  [flow 2]", includingIdentifiers: false)
  }

  // MARK: Untrusted data

  @Test func dataCutShortRestoresTheStartOfTheRootFlow() throws {
    let full = RestorationFixtures.editingJSON
    let cut = try #require(full.range(of: #"{"canvas":{}},{"filt"#)?.upperBound)
    let navigator = Navigator(root: LibraryCoordinator())
    let report = navigator.restore(from: Data(full[..<cut].utf8), registry: registry)
    #expect(report.restoredScreenCount == 0)
    #expect(report.savedScreenCount == 0)
    #expect(report.errors.count == 1)
    #expect(report.errors.first?.detail.isNotJSON == true)
    expectState(navigator, "stack\n  PhotoRoute.library  [flow 0]", includingIdentifiers: false)
  }

  @Test func anUnknownRouteKeyRestoresTheScreensBeforeIt() {
    let navigator = Navigator(root: LibraryCoordinator())
    let data = RestorationFixtures.editingJSON(
      replacing: #",{"photo""#,
      with: #"],[0,"photos.moon",{"photo""#
    )
    let report = navigator.restore(from: data, registry: registry)
    #expect(report.restoredScreenCount == 2)
    #expect(report.errors == [RestorationError(.unknownRouteKey("photos.moon"), at: .screen(.root, index: 2))])
    #expect(
      report.errors.first?.description
        == #"the root stack, screen 2: no route type is registered under the key "photos.moon""#
    )
    expectState(
      navigator,
      """
      stack
        PhotoRoute.library  [flow 0]
        PhotoRoute.album("Trips")  [flow 0]
      """,
      includingIdentifiers: false
    )
  }

  @Test func aRouteThatFailsToDecodeRestoresTheScreensBeforeIt() {
    let navigator = Navigator(root: LibraryCoordinator())
    let data = RestorationFixtures.editingJSON(replacing: #"{"photo":{"_0":7}}"#, with: #"{"moon":{}}"#)
    let report = navigator.restore(from: data, registry: registry)
    #expect(report.restoredScreenCount == 2)
    #expect(
      report.errors.map(\.description) == [
        #"the root stack, screen 2: the route stored under the key "photos" does not decode: Invalid number of keys found, expected one."#
      ])
    #expect(navigator.state.screenCount == 2)
  }

  @Test func dataWithNothingValidRestoresTheStartOfTheRootFlow() throws {
    let navigator = try editing()
    let events = EventRecorder(navigator)
    let report = navigator.restore(from: Data("not a snapshot".utf8), registry: registry)
    #expect(report.restoredScreenCount == 0)
    #expect(report.savedScreenCount == 0)
    #expect(report.errors.count == 1)
    expectState(navigator, "stack\n  PhotoRoute.library  [flow 0]", includingIdentifiers: false)
    #expect(navigator.flowCount == 1)
    expectEvents(events, causes: [.restoration])
  }

  // MARK: Flows that changed since the snapshot

  @Test func aRouteThatNoLongerOpensAFlowStopsBeforeTheFlowsScreens() throws {
    let navigator = Navigator(root: LibraryCoordinator(opensEditor: false))
    let report = navigator.restore(from: try editing().snapshotData(registry: registry), registry: registry)
    #expect(
      report.errors == [
        RestorationError(
          .flow(1, coordinator: "EditorCoordinator", .routeOpensNoFlow("PhotoRoute.editor")),
          at: .screen(.modal(0), index: 0)
        )
      ])
    #expect(report.restoredScreenCount == 3)
    expectState(
      navigator,
      """
      stack
        PhotoRoute.library  [flow 0]
        PhotoRoute.album("Trips")  [flow 0]
        PhotoRoute.photo(7)  [flow 0]
      """,
      includingIdentifiers: false
    )
  }

  @Test func aStartThatShowsSomethingElseRestoresOnlyTheStart() throws {
    let navigator = Navigator(root: LibraryCoordinator(firstRoutes: [.album("Recent")]))
    let report = navigator.restore(from: try editing().snapshotData(registry: registry), registry: registry)
    #expect(
      report.errors == [
        RestorationError(
          .mismatch(saved: "PhotoRoute.library", restored: #"PhotoRoute.album("Recent")"#),
          at: .screen(.root, index: 0)
        )
      ])
    #expect(report.restoredScreenCount == 0)
    expectState(navigator, "stack\n  PhotoRoute.album(\"Recent\")  [flow 0]", includingIdentifiers: false)
  }

  @Test func screensAStartShowsBeyondTheSnapshotAreRemoved() throws {
    let saved = Navigator(root: LibraryCoordinator(firstRoutes: [.library, .album("Recent")]))
    saved.expectNoProblems()
    saved.pop()
    saved.push(PhotoRoute.photo(2))
    let navigator = Navigator(root: LibraryCoordinator(firstRoutes: [.library, .album("Recent")]))
    let report = navigator.restore(from: saved.snapshotData(registry: registry), registry: registry)
    #expect(report.isComplete, "\(report)")
    expectState(
      navigator,
      """
      stack
        PhotoRoute.library  [flow 0]
        PhotoRoute.photo(2)  [flow 0]
      """,
      includingIdentifiers: false
    )
  }

  // MARK: Screens replaced while the replay goes on

  /// A navigator on a ``RefreshingLibraryCoordinator`` showing the library, an album and photo
  /// 7 under the editor, whose start had the library show photo 7 afresh.
  func editingARefreshedPhoto() throws -> Navigator {
    let navigator = Navigator(root: RefreshingLibraryCoordinator())
    navigator.expectNoProblems()
    let library = try #require(navigator.rootCoordinator as? RefreshingLibraryCoordinator)
    library.flow.push(.album("Trips"))
    let photo = try #require(library.flow.push(.photo(7)))
    #expect(library.flow.show(.editor))
    #expect(navigator.state.stack(at: .root)?.last?.id != photo, "the editor's start replaced the photo's screen")
    return navigator
  }

  @Test func aScreenReplacedByOneOfTheSameRouteLaterInTheReplayIsRestored() throws {
    let saved = try editingARefreshedPhoto()
    let navigator = Navigator(root: RefreshingLibraryCoordinator())
    navigator.expectNoProblems()
    let report = navigator.restore(from: saved.snapshotData(registry: registry), registry: registry)
    #expect(report.isComplete, "\(report)")
    #expect(report.restoredScreenCount == 4)
    expectSameNavigation(navigator, as: saved)
    expectState(
      navigator,
      """
      stack
        PhotoRoute.library  [flow 0]
        PhotoRoute.album("Trips")  [flow 0]
        PhotoRoute.photo(7)  [flow 0]
      modal layer 0: fullScreenCover
          EditorRoute.canvas  [flow 1]
      """,
      includingIdentifiers: false
    )
  }

  @Test func aScreenReplacedByOneOfAnotherRouteLaterInTheReplayEndsThePrefixThere() throws {
    let saved = try editingARefreshedPhoto()
    let navigator = Navigator(root: RefreshingLibraryCoordinator(refreshedPhoto: 8))
    let report = navigator.restore(from: saved.snapshotData(registry: registry), registry: registry)
    #expect(
      report.errors == [
        RestorationError(
          .mismatch(saved: "PhotoRoute.photo(7)", restored: "PhotoRoute.photo(8)"), at: .screen(.root, index: 2))
      ])
    #expect(report.restoredScreenCount == 2)
    expectState(
      navigator,
      """
      stack
        PhotoRoute.library  [flow 0]
        PhotoRoute.album("Trips")  [flow 0]
      """,
      includingIdentifiers: false
    )
  }

  @Test func restoringInsideATransactionChangesNothing() throws {
    let navigator = try editing()
    let before = navigator.state
    var report: RestorationReport?
    try navigator.transaction {
      report = navigator.restore(from: Data(RestorationFixtures.editingJSON.utf8), registry: registry)
    }
    #expect(report?.errors == [RestorationError(.insideTransaction)])
    #expect(navigator.state == before)
  }

  // MARK: Navigators without flows

  @Test func aNavigatorWithoutFlowsRestoresItsStacksAsTheRootFlows() throws {
    let navigator = Navigator(root: TestRoute("inbox"))
    navigator.push(TestRoute("message"))
    navigator.present(TestRoute("compose"), as: .sheet(detents: [.medium]))
    navigator.push(TestRoute("attachments"))
    let restored = Navigator(root: TestRoute("launch"))
    let report = restored.restore(from: navigator.snapshotData(registry: registry), registry: registry)
    #expect(report.isComplete)
    expectState(
      restored,
      """
      stack
        TestRoute.inbox  [flow 0]
        TestRoute.message  [flow 0]
      modal layer 0: sheet(medium)
          TestRoute.compose  [flow 0]
          TestRoute.attachments  [flow 0]
      """,
      includingIdentifiers: false
    )
  }

  @Test func aNavigatorWithoutFlowsCannotRestoreTabsThatStopBeforeTheirLastStack() throws {
    let saved = Navigator(
      state: try NavigationState(
        root: .tabs(
          [
            Tab(id: "a", stack: [Screen(id: 0, route: TestRoute("a"))]),
            Tab(id: "b", stack: [Screen(id: 1, route: TestRoute("b"))]),
          ],
          selectedIndex: 1
        )
      )
    )
    // An app update dropped tab b's route: the prefix ends before its stack, and a navigator
    // without flows has no stack of its own to keep there.
    var snapshot = try NavigationSnapshot(jsonData: saved.snapshotData(registry: registry))
    snapshot.stacks[1].screens[0].route.key = "gone"
    let navigator = Navigator(root: TestRoute("inbox"))
    let before = navigator.state
    let report = navigator.restore(from: snapshot, registry: registry)
    #expect(report.errors.last == RestorationError(.emptyStack, at: .stack(.tab("b"))))
    #expect(report.restoredScreenCount == 0)
    #expect(navigator.state == before)
  }

  @Test func aNavigatorWithoutFlowsKeepsItsStateWhenNothingIsValid() {
    let navigator = Navigator(root: TestRoute("inbox"))
    navigator.push(TestRoute("message"))
    let before = navigator.state
    let report = navigator.restore(from: Data("{}".utf8), registry: registry)
    #expect(report.errors == [RestorationError(.missingField("format"))])
    #expect(navigator.state == before)
  }
}

/// A tab container with the library in one tab and settings in the other; a later version of
/// the app may show other `tabs`: any tab but settings shows a library, and the first is selected.
@MainActor
final class TabContainer: Coordinator {
  let flow = Flow<Never>()
  let tabs: [TabID]

  init(tabs: [TabID] = ["library", "settings"]) {
    self.tabs = tabs
  }

  func start() {
    flow.showTabs(
      tabs.map { tab in
        tab == "settings" ? TabFlow(tab, PhotoSettingsCoordinator()) : TabFlow(tab, LibraryCoordinator())
      })
  }
}

/// The library of ``LibraryCoordinator``, whose editor, as it starts, has the library show the
/// photo under it afresh: the top screen goes and a new one of photo `refreshedPhoto` is pushed.
@MainActor
final class RefreshingLibraryCoordinator: Coordinator {
  let flow = Flow<PhotoRoute>()
  let refreshedPhoto: Int

  init(refreshedPhoto: Int = 7) {
    self.refreshedPhoto = refreshedPhoto
  }

  func start() { flow.show(.library) }

  func child(for route: PhotoRoute) -> ChildFlow? {
    guard route == .editor else { return nil }
    return .flow(RefreshingEditorCoordinator { [unowned self] in self.refreshPhoto() }, as: .fullScreenCover())
  }

  func refreshPhoto() {
    flow.pop()
    flow.push(.photo(refreshedPhoto))
  }
}

/// The editor of ``RefreshingLibraryCoordinator``: its start calls `willShow` first.
@MainActor
final class RefreshingEditorCoordinator: Coordinator {
  let flow = Flow<EditorRoute>()
  let willShow: @MainActor () -> Void

  init(willShow: @escaping @MainActor () -> Void) {
    self.willShow = willShow
  }

  func start() {
    willShow()
    flow.show(.canvas)
  }
}

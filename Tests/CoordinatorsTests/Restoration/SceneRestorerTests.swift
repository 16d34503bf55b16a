import Coordinators
import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

@MainActor
@Suite(
  "Scene restoration: restore once, then the cold start's links; store what changed, never before restoring", .hangLimit
)
struct SceneRestorerTests {
  let registry: RouteRegistry = {
    var registry = RouteRegistry()
    try? registry.register(TestRoute.self, key: "test")
    return registry
  }()

  /// A navigator on `root` with `pushed` pushed, and its stored form.
  func stored(_ pushed: TestRoute...) -> Data {
    let navigator = Navigator(root: TestRoute("root"))
    for route in pushed { _ = navigator.push(route) }
    return navigator.snapshotData(registry: registry)
  }

  @Test func storesNothingBeforeRestoring() {
    let restorer = SceneRestorer(navigator: Navigator(root: TestRoute("root")), registry: registry)
    #expect(restorer.dataToStore() == nil)
    #expect(restorer.sceneDidChange(active: false) == nil)
  }

  @Test func restoresOnceOnly() throws {
    let navigator = Navigator(root: TestRoute("root"))
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    let report = try #require(restorer.restoreOnce(from: stored("a", "b")))
    #expect(report.isComplete)
    #expect(navigator.state.topScreen.route == AnyRoute(TestRoute("b")))
    _ = navigator.pop()
    #expect(restorer.restoreOnce(from: stored("a", "b")) == nil)
    #expect(navigator.state.topScreen.route == AnyRoute(TestRoute("a")))
  }

  @Test func nothingStoredKeepsTheStartAndAllowsStoring() {
    let navigator = Navigator(root: TestRoute("root"))
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    #expect(restorer.restoreOnce(from: nil) == nil)
    #expect(restorer.report == nil)
    #expect(restorer.dataToStore() != nil)
  }

  @Test func damagedDataRestoresItsValidPrefixWithoutTrapping() throws {
    let navigator = Navigator(root: TestRoute("root"))
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    let data = stored("a", "b")
    let damaged = data.prefix(data.count / 2)
    let report = try #require(restorer.restoreOnce(from: Data(damaged)))
    #expect(!report.isComplete)
    #expect(restorer.report?.isComplete == false)
  }

  @Test func storesOnlyWhatChanged() {
    let navigator = Navigator(root: TestRoute("root"))
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    restorer.restoreOnce(from: nil)
    let first = restorer.dataToStore()
    #expect(first != nil)
    #expect(restorer.dataToStore() == nil)
    _ = navigator.push(TestRoute("a"))
    let second = restorer.dataToStore()
    #expect(second != nil && second != first)
  }

  @Test func storesWhenTheSceneLeavesTheForegroundNotWhenItBecomesActive() {
    let navigator = Navigator(root: TestRoute("root"))
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    restorer.restoreOnce(from: nil)
    #expect(restorer.sceneDidChange(active: true) == nil)
    #expect(restorer.sceneDidChange(active: false) != nil)
  }

  // What the UIKit scene relies on: its links open after restoring, and its activity holds the
  // whole current navigation.

  /// A restorer of a navigator on "root", recording the links it opens and what the navigator
  /// showed when each was opened.
  func recordingRestorer() -> (SceneRestorer, () -> [(URL, AnyRoute)]) {
    let restorer = SceneRestorer(navigator: Navigator(root: TestRoute("root")), registry: registry)
    var opened: [(URL, AnyRoute)] = []
    restorer.openLink = { [unowned restorer] url in opened.append((url, restorer.navigator.state.topScreen.route)) }
    return (restorer, { opened })
  }

  @Test func restoresThenOpensTheColdStartLinks() throws {
    let (restorer, opened) = recordingRestorer()
    let link = try #require(URL(string: "app://a"))
    let report = try #require(restorer.restoreOnce(from: stored("a", "b"), thenOpening: [link]))
    #expect(report.isComplete)
    #expect(opened().map(\.0) == [link])
    #expect(opened().first?.1 == AnyRoute(TestRoute("b")), "the link opens over the restored navigation")
  }

  @Test("a cold start's widget link lands with the widget as its source, without its tag")
  func aTaggedColdStartLinkKeepsItsSource() async {
    let navigator = Navigator(root: TestRoute("root"))
    navigator.attach(TestHost())
    let recorder = ProblemRecorder(navigator, recordsIssues: false)
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    let link = URL(filePath: "/nowhere")
    restorer.restoreOnce(from: nil, thenOpening: [NavigationEntry.tagged(link, source: .widget)])
    await navigator.settle()
    let problems = recorder.problems.compactMap { problem -> DeepLinkError? in
      if case .deepLinkFailed(let error) = problem { error } else { nil }
    }
    #expect(problems.map(\.source) == [.widget], "the link fails (no router), and its error names the widget")
    #expect(problems.map(\.url) == [link.absoluteString], "without its tag")
  }

  @Test func opensTheLinksOfTheFirstCallOnly() {
    let (restorer, opened) = recordingRestorer()
    restorer.restoreOnce(from: stored("a"))
    _ = restorer.navigator.pop()
    #expect(restorer.restoreOnce(from: stored("a", "b"), thenOpening: [URL(filePath: "/x")]) == nil)
    #expect(restorer.navigator.state.topScreen.route == AnyRoute(TestRoute("root")))
    #expect(opened().isEmpty)
  }

  @Test func withoutDataItKeepsTheStartAndOpensTheLinks() {
    let (restorer, opened) = recordingRestorer()
    let links = [URL(filePath: "/a"), URL(filePath: "/b")]
    #expect(restorer.restoreOnce(from: nil, thenOpening: links) == nil)
    #expect(opened().map(\.0) == links)
    #expect(restorer.navigator.state.topScreen.route == AnyRoute(TestRoute("root")))
  }

  @Test func theCurrentDataIsTheWholeNavigationEachTimeOnceRestored() throws {
    let navigator = Navigator(root: TestRoute("root"))
    let restorer = SceneRestorer(navigator: navigator, registry: registry)
    #expect(restorer.currentData() == nil)
    restorer.restoreOnce(from: nil)
    _ = navigator.push(TestRoute("a"))
    let data = try #require(restorer.currentData())
    #expect(restorer.currentData() == data, "unlike dataToStore(), it gives the snapshot again")
    let restored = Navigator(root: TestRoute("root"))
    #expect(restored.restore(from: data, registry: registry).isComplete)
    #expect(restored.state.topScreen.route == AnyRoute(TestRoute("a")))
  }
}

@MainActor
@Suite("Scene restoration: links that come before the restore wait for it", .hangLimit)
struct SceneRestorerLinkHoldTests {
  @Test("a link handled while the restorer holds links opens only after the restore, on top of it")
  func aLinkBeforeTheRestoreWaitsForIt() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.expectNoProblems()
    navigator.deepLinks = try homeLinks(session: Session())
    navigator.attach(TestHost())
    let restorer = SceneRestorer(navigator: navigator, registry: RouteRegistry())
    restorer.holdLinksUntilRestored()
    restorer.holdLinksUntilRestored()  // a second call changes nothing
    navigator.handle(url("app://home/detail/4"))
    await navigator.settle()
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.home), "the link waits")
    #expect(navigator.pendingWork == ["link app://home/detail/4 waits for the scene's navigation to be restored"])
    restorer.restoreOnce(from: nil)
    await navigator.settle()
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(4)), "then it opens")
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("once restored, holding does nothing: links open at once")
  func holdingAfterTheRestoreDoesNothing() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.expectNoProblems()
    navigator.deepLinks = try homeLinks(session: Session())
    navigator.attach(TestHost())
    let restorer = SceneRestorer(navigator: navigator, registry: RouteRegistry())
    restorer.restoreOnce(from: nil)
    restorer.holdLinksUntilRestored()
    navigator.handle(url("app://home/detail/5"))
    await navigator.settle()
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(5)))
  }
}

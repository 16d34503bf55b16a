import CoordinatorsSwiftUI
import CoordinatorsTesting
import Foundation
import Testing

@MainActor
@Suite("Scene restoration: restore once, store what changed, never before restoring")
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
}

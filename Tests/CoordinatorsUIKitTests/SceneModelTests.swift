import CoordinatorsTesting
import CoordinatorsUIKit
import Foundation
import Testing

@MainActor
@Suite("A UIKit scene: restore once on connect, then its links; store the snapshot in the activity")
struct SceneModelTests {
  let registry: RouteRegistry = {
    var registry = RouteRegistry()
    try? registry.register(TestRoute.self, key: "test")
    return registry
  }()

  /// A scene of a navigator on "root", recording the links it opens and what the navigator
  /// showed when each was opened.
  @MainActor
  final class Scene {
    let model: SceneModel
    var opened: [(URL, AnyRoute)] = []

    init(registry: RouteRegistry) {
      model = SceneModel(
        navigator: Navigator(root: TestRoute("root")), registry: registry, migrations: SnapshotMigrations())
      model.openLink = { [unowned self] url in opened.append((url, model.navigator.state.topScreen.route)) }
    }
  }

  /// The activity's `userInfo` of a navigator on "root" with `pushed` pushed.
  func userInfo(_ pushed: TestRoute...) -> [AnyHashable: Any] {
    let scene = Scene(registry: registry)
    for route in pushed { _ = scene.model.navigator.push(route) }
    return scene.model.restorationUserInfo()
  }

  @Test func restoresTheSessionsSnapshotThenOpensTheColdStartLinks() throws {
    let scene = Scene(registry: registry)
    let link = try #require(URL(string: "app://a"))
    let report = try #require(scene.model.connect(restoring: userInfo("a", "b"), opening: [link]))
    #expect(report.isComplete)
    #expect(scene.opened.map(\.0) == [link])
    #expect(scene.opened.first?.1 == AnyRoute(TestRoute("b")), "the link opens over the restored navigation")
  }

  @Test func connectsOnce() {
    let scene = Scene(registry: registry)
    scene.model.connect(restoring: userInfo("a"), opening: [])
    _ = scene.model.navigator.pop()
    #expect(scene.model.connect(restoring: userInfo("a", "b"), opening: [URL(fileURLWithPath: "/x")]) == nil)
    #expect(scene.model.navigator.state.topScreen.route == AnyRoute(TestRoute("root")))
    #expect(scene.opened.isEmpty)
  }

  @Test func withoutASnapshotItKeepsTheStartAndOpensTheLinks() {
    let scene = Scene(registry: registry)
    let links = [URL(fileURLWithPath: "/a"), URL(fileURLWithPath: "/b")]
    #expect(scene.model.connect(restoring: nil, opening: links) == nil)
    #expect(scene.model.connect(restoring: ["other": 1], opening: []) == nil)
    #expect(scene.opened.map(\.0) == links)
    #expect(scene.model.navigator.state.topScreen.route == AnyRoute(TestRoute("root")))
  }

  @Test func damagedDataRestoresItsValidPrefixWithoutTrapping() throws {
    let scene = Scene(registry: registry)
    let data = try #require(userInfo("a", "b")[SceneModel.userInfoKey] as? Data)
    let report = try #require(
      scene.model.connect(restoring: [SceneModel.userInfoKey: Data(data.prefix(data.count / 2))], opening: []))
    #expect(!report.isComplete)
    #expect(scene.model.report?.isComplete == false)
  }

  @Test func linksAfterConnectingOpenAsTheyCome() {
    let scene = Scene(registry: registry)
    scene.model.connect(restoring: nil, opening: [])
    scene.model.open([URL(fileURLWithPath: "/later")])
    #expect(scene.opened.map(\.0) == [URL(fileURLWithPath: "/later")])
  }

  @Test func theActivityHoldsTheCurrentNavigation() throws {
    let scene = Scene(registry: registry)
    _ = scene.model.navigator.push(TestRoute("a"))
    let data = try #require(scene.model.restorationUserInfo()[SceneModel.userInfoKey])
    let restored = Scene(registry: registry)
    #expect(restored.model.navigator.restore(from: data, registry: registry).isComplete)
    #expect(restored.model.navigator.state.topScreen.route == AnyRoute(TestRoute("a")))
  }
}

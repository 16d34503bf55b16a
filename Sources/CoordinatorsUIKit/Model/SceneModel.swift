import Foundation

/// A UIKit scene's navigation, free of UIKit: the decisions behind `NavigatorScene`. On connect
/// it restores the session's snapshot once (damaged data restores its valid prefix), then opens
/// the cold start's links, so a link wins over the restored navigation.
@MainActor
package final class SceneModel {
  /// The `userInfo` key of the snapshot in the scene's restoration activity.
  package static let userInfoKey = "swift-coordinators.navigation"

  /// The navigator of the scene.
  package let navigator: Navigator
  /// The stable keys of the route types.
  package let registry: RouteRegistry
  /// The app's snapshot version and the steps from older ones.
  package let migrations: SnapshotMigrations
  /// Opens a link; the navigator's `handle(_:)`, a recorder in tests.
  package var openLink: @MainActor (URL) -> Void
  /// What the restoration on connect restored, when the session kept a snapshot.
  package private(set) var report: RestorationReport?
  private var hasConnected = false

  /// The navigation of a scene shown by `navigator`, stored with `registry` and `migrations`.
  package init(navigator: Navigator, registry: RouteRegistry, migrations: SnapshotMigrations) {
    self.navigator = navigator
    self.registry = registry
    self.migrations = migrations
    self.openLink = { [weak navigator] in navigator?.handle($0) }
  }

  /// The scene connected: restores what `userInfo` (the session's restoration activity's) holds,
  /// then opens `urls`. Only the first call does anything; it returns what was restored.
  @discardableResult
  package func connect(restoring userInfo: [AnyHashable: Any]?, opening urls: [URL]) -> RestorationReport? {
    guard !hasConnected else { return nil }
    hasConnected = true
    if let data = userInfo?[Self.userInfoKey] as? Data {
      report = navigator.restore(from: data, registry: registry, migrations: migrations)
    }
    open(urls)
    return report
  }

  /// Opens `urls` in order.
  package func open(_ urls: [URL]) {
    for url in urls { openLink(url) }
  }

  /// The `userInfo` of the scene's restoration activity: the navigation's snapshot.
  package func restorationUserInfo() -> [String: Data] {
    [Self.userInfoKey: navigator.snapshotData(registry: registry, version: migrations.currentVersion)]
  }
}

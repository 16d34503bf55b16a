import Coordinators
import Foundation

/// When a scene restores its navigation and when it stores it: the decisions behind
/// `View.restoringNavigation(_:registry:migrations:key:onRestore:)`, free of SwiftUI.
///
/// It restores once, on the scene's first appearance; it stores nothing before that (which
/// would overwrite the stored navigation with the start screen), and nothing that is already
/// stored.
///
/// ```swift
/// let restorer = SceneRestorer(navigator: navigator, registry: InboxApp.routes)
/// restorer.restoreOnce(from: storedData)
/// if let data = restorer.dataToStore() { storedData = data }
/// ```
@MainActor
public final class SceneRestorer {
  /// The navigator whose navigation is stored.
  public let navigator: Navigator
  /// The stable keys of the route types.
  public let registry: RouteRegistry
  /// The app's snapshot version and the steps from older ones.
  public let migrations: SnapshotMigrations
  /// What the restoration restored, once it has run with stored data.
  public private(set) var report: RestorationReport?
  private var hasRestored = false
  private var lastStored: Data?

  /// A restorer of `navigator`'s navigation with the given keys and migrations.
  public init(navigator: Navigator, registry: RouteRegistry, migrations: SnapshotMigrations = SnapshotMigrations()) {
    self.navigator = navigator
    self.registry = registry
    self.migrations = migrations
  }

  /// Restores the navigation stored in `data` the first time it is called, and returns what
  /// was restored; later calls, and a call without data, restore nothing and return `nil`.
  ///
  /// Damaged or old data restores its longest valid prefix (`Navigator/restore(from:registry:migrations:)`).
  @discardableResult
  public func restoreOnce(from data: Data?) -> RestorationReport? {
    guard !hasRestored else { return nil }
    hasRestored = true
    guard let data else { return nil }
    let report = navigator.restore(from: data, registry: registry, migrations: migrations)
    self.report = report
    return report
  }

  /// The snapshot to store now, or `nil` when there is nothing to store: before the first
  /// `restoreOnce(from:)`, or when the navigation is what was stored last.
  public func dataToStore() -> Data? {
    guard hasRestored else { return nil }
    let data = navigator.snapshotData(registry: registry, version: migrations.currentVersion)
    guard data != lastStored else { return nil }
    lastStored = data
    return data
  }

  /// The snapshot to store when the scene's phase changes: when it leaves the foreground
  /// (`active` false), what `dataToStore()` gives; nothing when it becomes active.
  public func sceneDidChange(active: Bool) -> Data? {
    active ? nil : dataToStore()
  }
}

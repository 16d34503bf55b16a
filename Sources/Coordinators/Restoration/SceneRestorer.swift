import Foundation

/// When a scene restores its navigation, what it stores and when: the decisions every host's scene
/// makes (SwiftUI's `restoringNavigation(_:registry:migrations:key:onRestore:)`, UIKit's
/// `NavigatorScene`), free of any UI framework.
///
/// It restores once, the first time the scene asks (its first appearance, or its connection),
/// then opens the links the scene was created for, so a link wins over the restored navigation.
/// It stores nothing before that (which would overwrite the stored navigation with the start
/// screen); a store that keeps every write gets only what changed.
///
/// ```swift
/// let restorer = SceneRestorer(navigator: navigator, registry: InboxApp.routes)
/// restorer.restoreOnce(from: storedData)
/// if let data = restorer.dataToStore() { storedData = data }
/// ```
@MainActor
public final class SceneRestorer {
  /// The navigator whose navigation is stored.
  package let navigator: Navigator
  /// The stable keys of the route types.
  package let registry: RouteRegistry
  /// The app's snapshot version and the steps from older ones.
  package let migrations: SnapshotMigrations
  /// What the restoration restored, once it has run with stored data.
  public private(set) var report: RestorationReport?
  /// Opens a link after restoring: the navigator's `handle(entry:)` by default, with the source
  /// the link's `NavigationEntry.sourceQueryItem` names (a widget's, a Live Activity's or a
  /// control's URL), or `NavigationEntry.Source.url`.
  package var openLink: @MainActor (URL) -> Void
  private var hasRestored = false
  private var isHoldingLinks = false
  private var lastStored: Data?

  /// A restorer of `navigator`'s navigation with the given keys and migrations.
  public init(navigator: Navigator, registry: RouteRegistry, migrations: SnapshotMigrations = SnapshotMigrations()) {
    self.navigator = navigator
    self.registry = registry
    self.migrations = migrations
    openLink = { [weak navigator] in navigator?.handle(entry: NavigationEntry(taggedURL: $0)) }
  }

  /// Makes the links the navigator is asked to open wait until ``restoreOnce(from:thenOpening:)``
  /// has run, so that a cold start's link lands on the restored navigation instead of being
  /// replaced by it. Does nothing once restored, or when called again.
  ///
  /// For a scene whose link can arrive before the stored navigation is read (SwiftUI's
  /// `onOpenURL` and the first appearance come in no documented order). Call it only when
  /// ``restoreOnce(from:thenOpening:)`` is sure to follow: until then no link opens.
  public func holdLinksUntilRestored() {
    guard !hasRestored, !isHoldingLinks else { return }
    isHoldingLinks = true
    navigator.links.isHeldForRestoration = true
  }

  /// Restores the navigation stored in `data` the first time it is called, then opens `urls` in
  /// order (a cold start's links) and lets the links held by ``holdLinksUntilRestored()`` go on;
  /// returns what was restored. Later calls restore and open nothing and return `nil`, as does a
  /// call without data.
  ///
  /// Old data, or data whose later routes no longer decode, restores its longest valid prefix;
  /// data that is not a snapshot, the start (`Navigator/restore(from:registry:migrations:)`).
  @discardableResult
  public func restoreOnce(from data: Data?, thenOpening urls: [URL] = []) -> RestorationReport? {
    guard !hasRestored else { return nil }
    hasRestored = true
    if let data { report = navigator.restore(from: data, registry: registry, migrations: migrations) }
    if isHoldingLinks {
      isHoldingLinks = false
      navigator.links.isHeldForRestoration = false
      navigator.resumeLinksIfTheyMayOpen()
    }
    for url in urls { openLink(url) }
    return report
  }

  /// The snapshot of the navigation now, for a store that takes it whole each time (UIKit's
  /// restoration activity); `nil` before the first `restoreOnce(from:thenOpening:)`, and never
  /// empty data: a route or a modal presentation that cannot be stored ends the snapshot before it
  /// (``NavigationSnapshot/truncation``).
  public func currentData() -> Data? {
    hasRestored ? navigator.storedData(registry: registry, version: migrations.currentVersion) : nil
  }

  /// The snapshot to store now, or `nil` when there is nothing to store: before the first
  /// `restoreOnce(from:thenOpening:)`, or when the navigation is what was stored last.
  public func dataToStore() -> Data? {
    guard let data = currentData(), data != lastStored else { return nil }
    lastStored = data
    return data
  }

  /// Ends the links the scene's navigator has pending (waiting for a host, the restore, the
  /// navigation lock, a guard's flow or the links before them) with
  /// ``DeepLinkError/Reason/navigatorGone``: for a scene that goes away while its navigator
  /// may live on (a task that awaits ``Navigator/open(_:)`` keeps it). Links opened later are
  /// queued as usual. A guard's flow that a link waited for stays.
  public func sceneDidDisconnect() {
    isHoldingLinks = false
    navigator.links.isHeldForRestoration = false
    navigator.links.dropPending(with: .sceneDisconnected)
  }

  /// The snapshot to store when the scene's phase changes: when it leaves the foreground
  /// (`active` false), what `dataToStore()` gives; nothing when it becomes active.
  public func sceneDidChange(active: Bool) -> Data? {
    active ? nil : dataToStore()
  }
}

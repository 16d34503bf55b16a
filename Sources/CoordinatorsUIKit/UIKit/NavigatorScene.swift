#if canImport(UIKit)
  @_spi(Hosts) import Coordinators
  import UIKit

  /// What a scene delegate passes on for a navigator: its links, and its navigation kept across
  /// launches in the scene's restoration activity (the UIKit article shows a scene delegate).
  ///
  /// On connect it restores the session's snapshot once (data whose later routes no longer
  /// decode restores its valid prefix), then opens the links the scene was created for: a cold
  /// start's links arrive in the connection options, not in `scene(_:openURLContexts:)`. The
  /// decisions are those of `SceneRestorer`, which the SwiftUI host shares.
  @MainActor
  public final class NavigatorScene {
    /// The type of the restoration activity; list it in the app's `NSUserActivityTypes`.
    public let activityType: String
    /// What the restoration on connect restored, when the session kept a snapshot.
    public var report: RestorationReport? { restorer.report }
    private let restorer: SceneRestorer
    private static let userInfoKey = "swift-coordinators.navigation"

    /// The scene of `navigator`, stored with `registry` and `migrations` in an activity of type
    /// `activityType`.
    public init(
      navigator: Navigator, registry: RouteRegistry, migrations: SnapshotMigrations = SnapshotMigrations(),
      activityType: String = "swift-coordinators.navigation"
    ) {
      restorer = SceneRestorer(navigator: navigator, registry: registry, migrations: migrations)
      self.activityType = activityType
    }

    /// From `scene(_:willConnectTo:options:)`, after attaching the host: restores the session's
    /// navigation, then opens the links of `options`.
    @discardableResult
    public func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) -> RestorationReport? {
      let data = session.stateRestorationActivity?.userInfo?[Self.userInfoKey] as? Data
      return restorer.restoreOnce(from: data, thenOpening: options.urlContexts.map(\.url))
    }

    /// From `scene(_:openURLContexts:)`: opens the links with `navigator.handle(_:)`.
    public func open(_ contexts: Set<UIOpenURLContext>) {
      for context in contexts { restorer.openLink(context.url) }
    }

    /// From `sceneDidDisconnect(_:)`: ends the links the navigator has pending (waiting for a
    /// host, the restore, the navigation lock or a guard's flow) with
    /// `DeepLinkError.Reason.navigatorGone`, so none waits for a scene that is gone.
    public func disconnect() {
      restorer.sceneDidDisconnect()
    }

    /// From `stateRestorationActivity(for:)`: the navigation's snapshot in an activity.
    public func restorationActivity() -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      activity.userInfo = restorer.currentData().map { [Self.userInfoKey: $0] }
      return activity
    }
  }
#endif

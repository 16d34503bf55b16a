#if canImport(UIKit)
  import UIKit

  /// What a scene delegate passes on for a navigator: the links the scene opens, and its
  /// navigation kept across launches in the scene's restoration activity.
  ///
  /// ```swift
  /// final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  ///   var window: UIWindow?
  ///   let navigator = InboxApp.makeNavigator()
  ///   lazy var navigation = NavigatorScene(navigator: navigator, registry: InboxApp.routes)
  ///
  ///   func scene(
  ///     _ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions
  ///   ) {
  ///     guard let scene = scene as? UIWindowScene else { return }
  ///     let window = UIWindow(windowScene: scene)
  ///     navigator.attach(UIKitHost(window: window))
  ///     navigation.connect(session, options: options)
  ///     window.makeKeyAndVisible()
  ///     self.window = window
  ///   }
  ///
  ///   func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
  ///     navigation.open(contexts)
  ///   }
  ///
  ///   func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
  ///     navigation.restorationActivity()
  ///   }
  /// }
  /// ```
  ///
  /// On connect it restores the snapshot the session kept (once; damaged or old data restores
  /// its valid prefix and never traps), then opens the links the scene was created for: a cold
  /// start from a link arrives in the connection options, not in `scene(_:openURLContexts:)`.
  @MainActor
  public final class NavigatorScene {
    /// The activity type of the restoration activity.
    public let activityType: String
    /// What the restoration on connect restored, when the session kept a snapshot.
    public var report: RestorationReport? { model.report }
    private let model: SceneModel

    /// The scene of `navigator`, whose navigation is stored with `registry` and `migrations`
    /// in an activity of type `activityType`.
    public init(
      navigator: Navigator, registry: RouteRegistry, migrations: SnapshotMigrations = SnapshotMigrations(),
      activityType: String = "swift-coordinators.navigation"
    ) {
      model = SceneModel(navigator: navigator, registry: registry, migrations: migrations)
      self.activityType = activityType
    }

    /// From `scene(_:willConnectTo:options:)`: restores the session's navigation, then opens
    /// the links of `options`. Attach the host first.
    @discardableResult
    public func connect(_ session: UISceneSession, options: UIScene.ConnectionOptions) -> RestorationReport? {
      model.connect(restoring: session.stateRestorationActivity?.userInfo, opening: options.urlContexts.map(\.url))
    }

    /// From `scene(_:openURLContexts:)`: opens the links with `navigator.handle(_:)`.
    public func open(_ contexts: Set<UIOpenURLContext>) {
      model.open(contexts.map(\.url))
    }

    /// From `stateRestorationActivity(for:)`: the navigation's snapshot in an activity.
    public func restorationActivity() -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      activity.userInfo = model.restorationUserInfo()
      return activity
    }
  }
#endif

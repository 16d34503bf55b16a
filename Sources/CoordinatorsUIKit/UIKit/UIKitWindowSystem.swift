#if canImport(UIKit) && !os(watchOS)
  @_spi(Hosts) import Coordinators
  import UIKit

  /// The windows of a UIKit app: asks for a scene with
  /// `UIApplication.activateSceneSession(for:errorHandler:)` and an activity of
  /// ``activityType`` that carries the destination: a new scene, or the session of a window whose
  /// scene the system disconnected (`WindowDirectory` remembers it by its keys). A refusal goes
  /// back to the directory, which shows the place in the window that asked. A scene delegate
  /// joins with `NavigatorScene.connect(_:options:navigator:windows:system:)`.
  ///
  /// ```swift
  /// extension SceneDelegate {
  ///   func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
  ///     windows.system = system
  ///     navigatorScene.connect(session, options: options, navigator: navigator, windows: windows, system: system)
  ///   }
  ///
  ///   func sceneDidDisconnect(_ scene: UIScene) {
  ///     windows.disconnect(navigator)
  ///   }
  /// }
  ///
  /// extension AppDelegate {
  ///   func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
  ///     windows.discardSessions(sceneSessions.map(\.persistentIdentifier))
  ///   }
  /// }
  /// ```
  @MainActor
  public final class UIKitWindowSystem: WindowSystem {
    /// The type of the activity that carries a destination; list it in `NSUserActivityTypes`.
    public let activityType: String
    private static let destinationKey = "swift-coordinators.window"

    /// A system whose activities have the type `activityType`.
    public init(activityType: String = "swift-coordinators.window") {
      self.activityType = activityType
    }

    /// Whether the app shows several scenes (`UIApplication.supportsMultipleScenes`: "YES if the
    /// application both declares multiple scene support in its info.plist and the executing
    /// environment allows multiple scenes for at least one system type", `UIApplication.h`).
    public var opensWindows: Bool { UIApplication.shared.supportsMultipleScenes }

    /// Asks for a scene whose connection options carry `destination`: a new one, or the open
    /// session `session` names. UIKit's error, or a session no longer open, goes to `refused`.
    public func openWindow(
      at destination: WindowDestination, reopening session: String?, refused: @escaping @MainActor (String) -> Void
    ) {
      let carrier = activity(for: destination)
      let request: UISceneSessionActivationRequest
      if let session {
        guard let open = Self.openSession(session) else {
          refused("the scene session \(session) is no longer open")
          return
        }
        request = UISceneSessionActivationRequest(session: open, userActivity: carrier)
      } else {
        request = UISceneSessionActivationRequest(userActivity: carrier)
      }
      UIApplication.shared.activateSceneSession(for: request) { error in
        let message = error.localizedDescription
        Task { @MainActor in refused(message) }
      }
    }

    /// Brings forward the scene of `navigator`, by the session it joined its directory with; a
    /// refusal is reported to `navigator`'s observers.
    public func bringForward(_ navigator: Navigator) {
      guard let identifier = navigator.windows?.session(of: navigator), let session = Self.openSession(identifier)
      else { return }
      UIApplication.shared.activateSceneSession(for: UISceneSessionActivationRequest(session: session)) {
        [weak navigator] error in
        let message = error.localizedDescription
        Task { @MainActor in navigator?.report(.hostFallback("the window was not brought forward: \(message)")) }
      }
    }

    /// The open session whose `persistentIdentifier` is `identifier`.
    private static func openSession(_ identifier: String) -> UISceneSession? {
      UIApplication.shared.openSessions.first { $0.persistentIdentifier == identifier }
    }

    /// The activity that carries `destination` to a scene.
    public func activity(for destination: WindowDestination) -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      activity.userInfo = [Self.destinationKey: destination.jsonData()]
      return activity
    }

    /// The destination a scene was asked for with, among the connection options' activities;
    /// `nil` for a scene no place asked for.
    ///
    /// - Throws: `WindowError.Reason.unreadablePayload` for an activity of this type whose
    ///   data is not a destination.
    public func destination(in options: UIScene.ConnectionOptions) throws(WindowError) -> WindowDestination? {
      guard let activity = options.userActivities.first(where: { $0.activityType == activityType }) else { return nil }
      guard let data = activity.userInfo?[Self.destinationKey] as? Data else {
        throw WindowError(.corruptPayload("the window activity carries no destination"))
      }
      return try WindowDestination(jsonData: data)
    }
  }

  extension NavigatorScene {
    /// From `scene(_:willConnectTo:options:)`, after attaching the host, for an app with several
    /// windows: restores the session's navigation and opens the links of `options` (as
    /// ``connect(_:options:)``), joins `navigator` to `windows` with the session's
    /// `persistentIdentifier` (so that the directory asks this session back, not a new window,
    /// after the system disconnects the scene), walking to the destination the options carry when
    /// nothing was restored or when the directory asked this session back for it, and continues
    /// the other activities of `options` (Handoff at a cold start).
    ///
    /// - Returns: what the restoration restored, and the error of a destination that could not
    ///   be shown (the window stays at its start).
    @discardableResult
    public func connect(
      _ session: UISceneSession, options: UIScene.ConnectionOptions, navigator: Navigator,
      windows: WindowDirectory, system: UIKitWindowSystem
    ) -> (report: RestorationReport?, windowError: WindowError?) {
      let report = connect(session, options: options)
      var failure: WindowError?
      do {
        try windows.connect(
          navigator, showing: try system.destination(in: options), restored: report != nil,
          session: session.persistentIdentifier)
      } catch {
        failure = error
      }
      for activity in options.userActivities where activity.activityType != system.activityType {
        Self.continueActivity(activity, in: navigator)
      }
      return (report, failure)
    }

    /// From `scene(_:willConnectTo:options:)`: publishes `navigator`'s place for Handoff and
    /// Spotlight as the scene's one `userActivity`, for as long as the navigator lives.
    ///
    /// UIKit manages an activity set on a responder: it saves it "automatically at appropriate
    /// times", and its content is added "lazily" in `updateUserActivityState(_:)`
    /// (https://developer.apple.com/documentation/uikit/uiresponder/useractivity). So at each
    /// change of the navigation the activity is marked `needsSave`, and its link or payload is
    /// written (`Navigator.currentActivity`, encoded once per state) only when UIKit saves it.
    /// A place of another activity type gets a new activity; when nothing is published the
    /// activity is invalidated and the scene's `userActivity` is `nil`.
    public static func publishActivities(of navigator: Navigator, in scene: UIScene) {
      let writer = SceneActivityWriter(navigator: navigator, scene: scene)
      _ = ActivityPublisher(navigator: navigator) { writer.apply($0) }
    }

    /// From `scene(_:continue:)` (or the connection options' activities): continues
    /// `userActivity` in `navigator` through the guards of a link; an activity that carries
    /// nothing the library wrote is left alone. An activity that cannot be continued is
    /// reported to the navigator's observers as a `NavigationProblem.hostFallback(_:)`.
    public static func continueActivity(_ userActivity: NSUserActivity, in navigator: Navigator) {
      guard let activity = NavigationActivity(userActivity) else { return }
      Task { await navigator.continueActivityReportingFailure(activity) }
    }
  }

  /// The responder that holds a scene's published activity beside the scene, and writes its
  /// content when UIKit asks (`updateUserActivityState(_:)`, on the main thread).
  @MainActor
  private final class SceneActivityWriter: UIResponder {
    private weak var navigator: Navigator?
    private weak var scene: UIScene?

    init(navigator: Navigator, scene: UIScene) {
      self.navigator = navigator
      self.scene = scene
      super.init()
    }

    /// Carries out what the publisher decided.
    func apply(_ change: ActivityChange) {
      switch change {
      case .publish(let place):
        userActivity?.invalidate()
        let activity = NSUserActivity(activityType: place.activityType)
        place.writeAttributes(to: activity)
        activity.needsSave = true
        userActivity = activity
        scene?.userActivity = activity
      case .update(let place):
        guard let activity = userActivity else { return }
        place.writeAttributes(to: activity)
        activity.needsSave = true
      case .invalidate:
        userActivity?.invalidate()
        userActivity = nil
        scene?.userActivity = nil
      }
    }

    override func updateUserActivityState(_ activity: NSUserActivity) {
      navigator?.currentActivity?.update(activity)
      super.updateUserActivityState(activity)
    }
  }
#endif

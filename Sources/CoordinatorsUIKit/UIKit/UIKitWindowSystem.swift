#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The windows of a UIKit app: asks for a new scene with
  /// `UIApplication.requestSceneSessionActivation` and an activity of ``activityType`` that
  /// carries the destination, and brings a scene forward by its session. A scene delegate reads
  /// the destination back with ``destination(in:)`` and joins the directory.
  ///
  /// ```swift
  /// // scene(_:willConnectTo:options:)
  /// let report = navigatorScene.connect(session, options: options)
  /// windows.register(navigator, session: session)
  /// try? directory.connect(navigator, showing: windows.destination(in: options), restored: report != nil)
  /// ```
  @MainActor
  public final class UIKitWindowSystem: WindowSystem {
    /// The type of the activity that carries a destination; list it in `NSUserActivityTypes`.
    public let activityType: String
    private var sessions: [ObjectIdentifier: UISceneSession] = [:]
    private static let destinationKey = "swift-coordinators.window"

    /// A system whose activities have the type `activityType`.
    public init(activityType: String = "swift-coordinators.window") {
      self.activityType = activityType
    }

    /// Whether the app shows several scenes (`UIApplication.supportsMultipleScenes`).
    public var opensWindows: Bool { UIApplication.shared.supportsMultipleScenes }

    /// Asks for a new scene whose connection options carry `destination`.
    public func openWindow(at destination: WindowDestination) {
      UIApplication.shared.requestSceneSessionActivation(
        nil, userActivity: activity(for: destination), options: nil, errorHandler: nil)
    }

    /// Brings forward the scene of `navigator`, registered with ``register(_:session:)``.
    public func bringForward(_ navigator: Navigator) {
      guard let session = sessions[ObjectIdentifier(navigator)] else { return }
      UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil, errorHandler: nil)
    }

    /// Notes the session of `navigator`'s scene, to bring it forward later.
    public func register(_ navigator: Navigator, session: UISceneSession) {
      sessions[ObjectIdentifier(navigator)] = session
    }

    /// Forgets the scene of `navigator` (from `sceneDidDisconnect(_:)`).
    public func unregister(_ navigator: Navigator) {
      sessions[ObjectIdentifier(navigator)] = nil
    }

    /// The activity that carries `destination` to a new scene.
    public func activity(for destination: WindowDestination) -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      activity.userInfo = [Self.destinationKey: destination.jsonData()]
      return activity
    }

    /// The destination a new scene was asked for with, among the connection options' activities;
    /// `nil` for a scene no place asked for.
    ///
    /// - Throws: `WindowError.Reason.corruptPayload(_:)` for an activity of this type whose
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
    /// ``connect(_:options:)``), notes the session with `system`, joins `navigator` to
    /// `windows`, walking to the destination the options carry when nothing was restored (each
    /// window keeps its own restoration), and continues the other activities of `options`
    /// (Handoff at a cold start).
    ///
    /// - Returns: what the restoration restored, and the error of a destination that could not
    ///   be shown (the window stays at its start).
    @discardableResult
    public func connect(
      _ session: UISceneSession, options: UIScene.ConnectionOptions, navigator: Navigator,
      windows: WindowDirectory, system: UIKitWindowSystem
    ) -> (report: RestorationReport?, windowError: WindowError?) {
      let report = connect(session, options: options)
      system.register(navigator, session: session)
      var failure: WindowError?
      do {
        try windows.connect(navigator, showing: try system.destination(in: options), restored: report != nil)
      } catch {
        failure = error
      }
      for activity in options.userActivities where activity.activityType != system.activityType {
        Self.continueActivity(activity, in: navigator)
      }
      return (report, failure)
    }

    /// The activity to publish for Handoff and Spotlight, from the scene's navigator's
    /// `Navigator.currentActivity`: set it as the scene's `userActivity` after a change, or
    /// `nil` to stop publishing.
    public static func publishedActivity(of navigator: Navigator) -> NSUserActivity? {
      navigator.currentActivity?.userActivity()
    }

    /// From `scene(_:continue:)` (or the connection options' activities): continues
    /// `userActivity` in `navigator` through the guards of a link; an activity that carries
    /// nothing the library wrote is left alone.
    public static func continueActivity(_ userActivity: NSUserActivity, in navigator: Navigator) {
      guard let activity = NavigationActivity(userActivity) else { return }
      Task { try? await navigator.continueActivity(activity) }
    }
  }
#endif

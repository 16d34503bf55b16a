// Stub of UIKit (see UIViewController.swift): scenes, their URL contexts and their restoration
// activity, for the scene helper. Transcribed from the documentation page named above each
// declaration (iOS 17.5 SDK; UIScene.h, UISceneOptions.h, UISceneSession.h, UIWindowScene.h).

/// `Foundation.NSUserActivity` on Apple platforms, which Foundation on Linux lacks; declared
/// here because every Apple import of UIKit re-exports Foundation.
/// https://developer.apple.com/documentation/foundation/nsuseractivity (iOS 8)
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
open class NSUserActivity: NSObject {
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/init(activitytype:)
  public init(activityType: String) { self.activityType = activityType }
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/activitytype
  public let activityType: String
  /// https://developer.apple.com/documentation/foundation/nsuseractivity/userinfo
  /// `var userInfo: [AnyHashable : Any]? { get set }`
  open var userInfo: [AnyHashable: Any]?
}

/// https://developer.apple.com/documentation/uikit/uiscene (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIScene: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
  @MainActor
  open class ConnectionOptions: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
    /// `var urlContexts: Set<UIOpenURLContext> { get }`
    open var urlContexts: Set<UIOpenURLContext> { [] }
  }
  /// https://developer.apple.com/documentation/uikit/uiscene/session
  open var session: UISceneSession { UISceneSession() }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscene (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIWindowScene: UIScene {}

/// https://developer.apple.com/documentation/uikit/uiscenesession (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UISceneSession: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
  public struct Role: Hashable, RawRepresentable, Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public let rawValue: String
  }
  /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
  /// `var role: UISceneSession.Role { get }`
  open var role: Role { Role(rawValue: "UIWindowSceneSessionRoleApplication") }
  /// https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity
  /// `var stateRestorationActivity: NSUserActivity? { get set }`
  open var stateRestorationActivity: NSUserActivity? {
    get { nil }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uisceneconfiguration (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UISceneConfiguration: NSObject {
  /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
  public init(name: String?, sessionRole: UISceneSession.Role) {}
  /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
  /// `var delegateClass: AnyClass? { get set }`
  open var delegateClass: AnyClass?
}

/// https://developer.apple.com/documentation/uikit/uiapplication (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIApplication: UIResponder {}

/// https://developer.apple.com/documentation/uikit/uiopenurlcontext (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIOpenURLContext: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
  open var url: URL { URL(fileURLWithPath: "/") }
}

/// https://developer.apple.com/documentation/uikit/uiscenedelegate (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
  /// https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)
  func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
extension UISceneDelegate {
  /// Optional in Objective-C: does nothing.
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
  ) {}
  /// Optional in Objective-C: does nothing.
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
  /// Optional in Objective-C: no activity.
  public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
}

/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
  /// `optional var window: UIWindow? { get set }`
  var window: UIWindow? { get set }
}

/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
  /// (optional in Objective-C)
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

/// https://developer.apple.com/documentation/uikit/uiapplicationmain (the `@main` attribute on
/// an app delegate): here a marker so `@main` type-checks.
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UIApplicationDelegate {
  /// What `@main` calls.
  public static func main() {}
  /// Optional in Objective-C: the configuration the Info.plist names.
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
}

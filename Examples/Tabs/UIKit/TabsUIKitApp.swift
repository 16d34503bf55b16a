#if canImport(UIKit)
  import CoordinatorsUIKit
  import TabsFlows
  import UIKit

  /// The Tabs example as a UIKit app: sign-in, then a tab bar whose tabs keep their own stacks
  /// and bar styles, with SwiftUI screens for some routes and view controllers for others.
  ///
  /// A library type, so the iPhone app (Examples/Tabs/iOS/Tabs.swiftpm) starts it with one line,
  /// `@main extension TabsAppDelegate {}`. Try
  /// `coordinatorexample://main/account/7?name=Ada%20Lovelace` as a link; the navigation
  /// survives the app's relaunch.
  public final class TabsAppDelegate: UIResponder, UIApplicationDelegate {
    /// Every scene gets a ``TabsSceneDelegate``, named here rather than in the Info.plist, which
    /// an app package generates.
    public func application(
      _ application: UIApplication, configurationForConnecting session: UISceneSession,
      options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
      let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
      configuration.delegateClass = TabsSceneDelegate.self
      return configuration
    }
  }

  /// The scene: a window shown by a ``UIKitHost``, its links and its restoration.
  public final class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    /// The scene's window.
    public var window: UIWindow?
    let navigator: Navigator = {
      let navigator = Navigator(root: SignInCoordinator())
      navigator.deepLinks = TabsApp.deepLinks
      return navigator
    }()
    lazy var navigation = NavigatorScene(navigator: navigator, registry: TabsApp.routes)
    /// The place a UI test's launch arguments name (`-CoordinatorsEntry <url>`), for the first
    /// scene that connects.
    private static var launchEntry = NavigationEntry.launchEntry()

    /// Shows the navigation in a new window, restores it, and opens a cold-start link, then the
    /// place a UI test's launch arguments name (`-CoordinatorsEntry <url>`), through the funnel.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
      guard let scene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: scene)
      let host = UIKitHost(window: window)
      host.barAppearances = [TabsApp.mainBar: Self.bar(.systemIndigo), TabsApp.locationsBar: Self.bar(.systemTeal)]
      navigator.attach(host)
      navigation.connect(session, options: options)
      if let entry = Self.launchEntry {
        Self.launchEntry = nil
        navigator.handle(entry: entry)
      }
      window.makeKeyAndVisible()
      self.window = window
    }

    /// Opens a link.
    public func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
      navigation.open(contexts)
    }

    /// Ends the links still pending: the scene is gone.
    public func sceneDidDisconnect(_ scene: UIScene) {
      navigation.disconnect()
    }

    /// The navigation to restore at the next launch.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
      navigation.restorationActivity()
    }

    /// An opaque navigation bar of `color`.
    private static func bar(_ color: UIColor) -> UINavigationBarAppearance {
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = color
      return appearance
    }
  }
#endif

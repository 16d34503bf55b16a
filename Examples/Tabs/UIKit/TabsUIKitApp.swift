#if canImport(UIKit)
  import CoordinatorsUIKit
  import TabsFlows
  import UIKit

  /// The Tabs example as a UIKit app: sign-in, then a tab bar whose tabs keep their own stacks
  /// and bar styles, with SwiftUI screens for some routes and view controllers for others.
  ///
  /// The steps to run it on an iPhone are in Examples/Tabs/README.md. Try
  /// `coordinatorexample://main/account/7?name=Ada%20Lovelace` as a link; the navigation
  /// survives the app's relaunch.
  @main
  final class TabsAppDelegate: UIResponder, UIApplicationDelegate {}

  /// The scene: a window shown by a ``UIKitHost``, its links and its restoration.
  final class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let navigator: Navigator = {
      let navigator = Navigator(root: SignInCoordinator())
      navigator.deepLinks = TabsApp.deepLinks
      return navigator
    }()
    lazy var navigation = NavigatorScene(navigator: navigator, registry: TabsApp.routes)

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
      guard let scene = scene as? UIWindowScene else { return }
      let window = UIWindow(windowScene: scene)
      let host = UIKitHost(window: window)
      host.barAppearances = [TabsApp.mainBar: Self.bar(.systemIndigo), TabsApp.locationsBar: Self.bar(.systemTeal)]
      navigator.attach(host)
      navigation.connect(session, options: options)
      window.makeKeyAndVisible()
      self.window = window
    }

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
      navigation.open(contexts)
    }

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
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

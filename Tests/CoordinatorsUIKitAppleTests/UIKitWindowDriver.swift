#if canImport(UIKit)
  @_spi(Hosts) import CoordinatorsTesting
  @_spi(Hosts) @testable import CoordinatorsUIKit
  import Foundation
  import Testing
  import UIKit

  /// Drives a ``UIKitHost`` shown for real: the host owns the root of a `UIWindow` made key and
  /// visible.
  ///
  /// - What the host shows is read back from UIKit: the window's root (a navigation controller,
  ///   or a tab bar controller with its selection), each navigation controller's
  ///   `viewControllers` and the chain of presented controllers, mapped to screens through the
  ///   host's controller table. A controller the host did not make shows as a screen named so.
  /// - Gestures are played as UIKit delivers them, short of touches (synthesising those needs
  ///   XCUITest, which a package's tests cannot use): a back tap is `popViewController(animated:)`
  ///   and a choice in the back button's menu `popToViewController(_:animated:)`, which call the
  ///   navigation controller's delegate; a swipe down dismisses the top layer, calling its
  ///   presentation controller delegate's `presentationControllerWillDismiss(_:)` while it runs
  ///   and `presentationControllerDidDismiss(_:)` once it is gone, as UIKit does for a dismissal
  ///   the user made; a tab tap asks the tab bar controller's delegate
  ///   `shouldSelect`, selects, then calls `didSelect`.
  /// - A transition runs while the host has a step in flight; the driver yields to the main run
  ///   loop until UIKit's completion ends it, up to a deadline that records an issue; it never
  ///   sleeps a fixed time.
  @MainActor
  struct UIKitWindowDriver: HostConformanceDriver {
    /// What the driver keeps alive for each host.
    @MainActor
    final class Record {
      var windows: [ObjectIdentifier: UIWindow] = [:]
    }

    /// How long a transition may run before the driver records an issue (UIKit's run for about
    /// a third of a second).
    static let deadline: TimeInterval = 5

    let record = Record()

    /// A host that owns the root of a new window, already key and visible: the host's first
    /// step puts its root there, and UIKit's `viewDidAppear(_:)` completes it.
    func makeHost() -> UIKitHost {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let host = UIKitHost(window: window)
      window.makeKeyAndVisible()
      record.windows[ObjectIdentifier(host)] = window
      return host
    }

    /// Hides every window the driver showed, and lets them go.
    func closeWindows() {
      for window in record.windows.values { window.isHidden = true }
      record.windows.removeAll()
    }

    func window(of host: UIKitHost) -> UIWindow? { record.windows[ObjectIdentifier(host)] }

    /// The window's root controller: the host's own container, which presents the first layer.
    func windowRoot(of host: UIKitHost) -> UIViewController? { window(of: host)?.rootViewController }

    /// The root container the host shows: the one child of the window's root controller.
    func rootContainer(of host: UIKitHost) -> UIViewController? { windowRoot(of: host)?.children.first }

    // MARK: Reading back

    func shown(by host: UIKitHost) -> NavigationState? {
      guard let base = windowRoot(of: host), let root = rootContainer(of: host) else { return nil }
      let container: RootContainer
      if let tabBar = root as? UITabBarController {
        let items = host.model.session?.shown?.tabs ?? []
        let tabs = (tabBar.viewControllers ?? []).map { controller in
          let stack = screens(in: controller, of: host)
          let id = tabID(of: stack, in: host)
          return Tab(id: id, stack: stack, item: items.first { $0.id == id }?.item)
        }
        container = .tabs(tabs, selectedIndex: tabBar.selectedIndex)
      } else {
        container = .stack(screens(in: root, of: host))
      }
      let modals = presented(over: base, of: host).map { ModalLayer(screens(in: $0, of: host)) }
      return try? NavigationState(root: container, modals: modals)
    }

    /// The layers the host presented over `root`, lowest first: the chain of presented
    /// controllers up to the first the host did not present (the app's own alert).
    func presented(over root: UIViewController, of host: UIKitHost) -> [UIViewController] {
      Array(
        presentedChain(over: root).prefix { layer in
          screens(in: layer, of: host).first.map { $0 != Self.unknownScreen } ?? false
        })
    }

    /// Every presented controller over `root`, lowest first, the app's own included.
    func presentedChain(over root: UIViewController) -> [UIViewController] {
      var controllers: [UIViewController] = []
      var next = root.presentedViewController
      while let controller = next {
        controllers.append(controller)
        next = controller.presentedViewController
      }
      return controllers
    }

    /// What a presented layer shows: the host presents each layer in a container whose one
    /// child is the layer's navigation controller or screen.
    func content(of layer: UIViewController) -> UIViewController {
      layer.children.first ?? layer
    }

    /// The screens `controller` shows: a navigation controller's stack, or the one screen of a
    /// layer without a stack.
    func screens(in controller: UIViewController, of host: UIKitHost) -> [Screen] {
      let content = controller.presentingViewController == nil ? controller : content(of: controller)
      let controllers = (content as? UINavigationController)?.viewControllers ?? [content]
      return controllers.map { host.model.screen(of: $0) ?? Self.unknownScreen }
    }

    /// What a controller the host did not make shows as: no state holds it.
    static let unknownScreen = Screen(
      id: ScreenID(rawValue: .min), route: TestRoute("a controller the host did not make"))

    /// The tab whose stack starts with `stack`'s first screen in the host's state.
    func tabID(of stack: [Screen], in host: UIKitHost) -> TabID {
      if let first = stack.first, case .tab(let id)? = host.model.session?.shown?.position(of: first.id)?.location {
        return id
      }
      return TabID(rawValue: "a tab the host did not make")
    }

    /// The navigation controller the user acts on: the top layer's, or the selected tab's, or
    /// the root's; `nil` under a layer without a stack.
    func topNavigation(of host: UIKitHost) -> UINavigationController? {
      guard let base = windowRoot(of: host), let root = rootContainer(of: host) else { return nil }
      if let top = presented(over: base, of: host).last { return content(of: top) as? UINavigationController }
      if let tabBar = root as? UITabBarController {
        let tabs = tabBar.viewControllers ?? []
        return tabs.indices.contains(tabBar.selectedIndex) ? tabs[tabBar.selectedIndex] as? UINavigationController : nil
      }
      return root as? UINavigationController
    }

    // MARK: The user

    func play(_ gesture: ConformanceGesture, on host: UIKitHost) async -> Bool {
      guard let base = windowRoot(of: host), let root = rootContainer(of: host) else { return false }
      switch gesture {
      case .goBack:
        guard let navigation = topNavigation(of: host), navigation.viewControllers.count > 1 else { return false }
        navigation.popViewController(animated: true)
      case .goBackSeveral(let count):
        guard let navigation = topNavigation(of: host), count >= 1, navigation.viewControllers.count > count else {
          return false
        }
        let controllers = navigation.viewControllers
        navigation.popToViewController(controllers[controllers.count - 1 - count], animated: true)
      case .dismissTopLayer:
        guard let top = presented(over: base, of: host).last, !top.isModalInPresentation,
          let presentation = top.presentationController, let delegate = presentation.delegate
        else { return false }
        // Optional requirements in UIKit: a reference to one is an optional function.
        let willDismiss: ((UIPresentationController) -> Void)? =
          delegate.presentationControllerWillDismiss(_:)
        let didDismiss: ((UIPresentationController) -> Void)? =
          delegate.presentationControllerDidDismiss(_:)
        top.dismiss(animated: true)
        // UIKit tells the delegate the swipe began once the dismissal's transition runs, and
        // that it ended once the dismissal is complete: the layer is gone from the window.
        willDismiss?(presentation)
        let dismissed = await turnRunLoop { !presentedChain(over: base).contains { $0 === top } }
        if !dismissed { Issue.record("dismissing the top layer did not end within \(Self.deadline) s in the window") }
        didDismiss?(presentation)
      case .tapTab(let index):
        // A layer covers the tab bar (a cover hides it, a sheet dims it): UIKit delivers no tap.
        guard let tabBar = root as? UITabBarController, base.presentedViewController == nil,
          let tabs = tabBar.viewControllers, tabs.indices.contains(index), let delegate = tabBar.delegate
        else { return false }
        let shouldSelect: ((UITabBarController, UIViewController) -> Bool)? =
          delegate.tabBarController(_:shouldSelect:)
        let didSelect: ((UITabBarController, UIViewController) -> Void)? =
          delegate.tabBarController(_:didSelect:)
        guard shouldSelect?(tabBar, tabs[index]) ?? true else { return true }
        tabBar.selectedIndex = index
        didSelect?(tabBar, tabs[index])
      }
      let ended = await turnRunLoop { isSettled(host) }
      if !ended { Issue.record("\(gesture) did not end within \(Self.deadline) s in the window") }
      return true
    }

    /// Whether UIKit has ended every transition and the host follows what UIKit shows.
    func isSettled(_ host: UIKitHost) -> Bool {
      guard host.model.session?.stepInFlight == nil else { return false }
      guard let base = windowRoot(of: host), let root = rootContainer(of: host) else { return true }
      let controllers = [root] + presentedChain(over: base)
      let navigations =
        (controllers.map(content(of:)) + [root]).compactMap { $0 as? UINavigationController }
        + ((root as? UITabBarController)?.viewControllers ?? []).compactMap { $0 as? UINavigationController }
      let animating =
        controllers.contains { $0.transitionCoordinator != nil }
        || navigations.contains { $0.transitionCoordinator != nil }
      return !animating && shown(by: host) == host.model.session?.shown
    }

    /// Plays UIKit calling each navigation controller's `didShow` again for what it shows, as it
    /// does when a navigation controller reappears: no gesture.
    func echo(on host: UIKitHost) async {
      guard let base = windowRoot(of: host), let root = rootContainer(of: host) else { return }
      let layers = presented(over: base, of: host).map(content(of:))
      let navigations = ([root] + ((root as? UITabBarController)?.viewControllers ?? []) + layers)
        .compactMap { $0 as? UINavigationController }
      for navigation in navigations {
        guard let top = navigation.viewControllers.last, let delegate = navigation.delegate else { continue }
        let didShow: ((UINavigationController, UIViewController, Bool) -> Void)? =
          delegate.navigationController(_:didShow:animated:)
        didShow?(navigation, top, false)
      }
    }

    // MARK: Device behaviours

    /// Plays what an app does in a window: its own presentation over the host's layers, and its
    /// own `dismiss(animated:)` of the top layer. Interactive gestures need touches (XCUITest)
    /// and a lost signal cannot be made: those are left to the Linux driver.
    func play(_ behaviour: DeviceBehaviour, on host: UIKitHost) async -> Bool {
      guard let base = windowRoot(of: host) else { return false }
      switch behaviour {
      case .appPresentsItsOwnController:
        let top = presentedChain(over: base).last ?? base
        top.present(UIViewController(nibName: nil, bundle: nil), animated: false)
      case .appDismissesItsOwnPresentation:
        let hosts = presented(over: base, of: host)
        guard let own = presentedChain(over: base).dropFirst(hosts.count).first else { return false }
        own.dismiss(animated: false)
      case .appDismissesTopLayer:
        guard let top = presented(over: base, of: host).last else { return false }
        // A Done button's `dismiss(animated:)`: UIKit asks the presenter to dismiss the layer.
        content(of: top).dismiss(animated: true)
      default:
        return false
      }
      let settled = await turnRunLoop { isSettled(host) }
      if !settled { Issue.record("\(behaviour) did not end within \(Self.deadline) s in the window") }
      return true
    }

    // MARK: Transitions

    func isTransitioning(_ host: UIKitHost) -> Bool {
      host.model.session?.stepInFlight != nil
    }

    /// Turns the main run loop until the step in flight has ended on UIKit's completion, and
    /// records an issue if it has not by the deadline.
    func finishTransition(on host: UIKitHost) async {
      let step = host.model.session?.stepInFlight
      let ended = await turnRunLoop { host.model.session?.stepInFlight == nil }
      if !ended, let step {
        Issue.record("\(step) did not end within \(Self.deadline) s in the window")
      }
    }

    /// Gives the main run loop turns (each `Task.yield()` on the main actor goes back to the main
    /// queue, which the run loop serves between its layout, animation and timer work) until
    /// `done` holds, after at least one turn, or the deadline passes.
    @discardableResult
    func turnRunLoop(until done: () -> Bool) async -> Bool {
      let deadline = Date(timeIntervalSinceNow: Self.deadline)
      repeat {
        await Task.yield()
        if done() { return true }
      } while Date() < deadline
      return false
    }
  }
#endif

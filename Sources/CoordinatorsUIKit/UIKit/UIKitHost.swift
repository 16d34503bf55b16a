#if canImport(UIKit)
  import UIKit

  /// A host that shows a navigator with UIKit: a `UINavigationController` for a root stack, a
  /// `UITabBarController` with a navigation controller per tab, and each modal layer presented
  /// from the layer below. It owns a window's root (``init(window:)``), or shows its root inside
  /// ``container`` (``init()``), which `UIKitNavigatorView` puts in a SwiftUI view.
  ///
  /// It translates, nothing more: the platform-free `UIKitHostModel` decides every UIKit call,
  /// which controller to make, keep or let go, and what each delegate call means; this class
  /// makes the calls and forwards the delegate calls and completions.
  ///
  /// ```swift
  /// let host = UIKitHost(window: window)
  /// host.barAppearances["login"] = loginBarAppearance
  /// navigator.attach(host)
  /// window.makeKeyAndVisible()
  /// ```
  @MainActor
  public final class UIKitHost: NSObject, NavigationHost {
    /// The controller that shows the host's root when the host has no window (``init()``): what
    /// `UIKitNavigatorView` shows, or a child of the app's own controller; `nil` with a window.
    public let container: UIViewController?
    /// The bar appearance for each `ScreenOptions.barStyle` key.
    public var barAppearances: [String: UINavigationBarAppearance] = [:]
    /// The animator for each custom `TransitionID` of a stack change (push or pop).
    public var animators:
      [TransitionID: @MainActor (UINavigationController.Operation) -> any UIViewControllerAnimatedTransitioning] =
        [:]
    /// The transitioning delegate for each `ModalPresentation.custom` transition; the host keeps
    /// the one in use while its layer is shown (UIKit holds it weakly).
    public var transitioningDelegates: [TransitionID: @MainActor () -> any UIViewControllerTransitioningDelegate] = [:]

    let model: UIKitHostModel<UIViewController>
    private weak var navigator: Navigator?
    /// Puts the root container on screen: the window's root, or ``container``'s child.
    private let install: @MainActor (UIViewController) -> Void
    /// The root container: the presenter of the first layer.
    private var root: UIViewController?
    private var stacks: [StackLocation: UINavigationController] = [:]
    private var delegates: [StackLocation: StackDelegate] = [:]
    private var backSwipes: [StackLocation: BackSwipeRecognizer] = [:]
    /// Each presented layer: its presented controller and what the host keeps alive for it.
    private var layers: [(controller: UIViewController, retained: [AnyObject])] = []
    private var tabBarDelegate: TabBarDelegate?

    /// The host's capabilities: UIKit dismisses several layers at once.
    public var capabilities: HostCapabilities { model.capabilities }

    /// A host that owns `window`'s root, which shows nothing until the navigator's first step.
    public convenience init(window: UIWindow) {
      self.init(container: nil) { window.rootViewController = $0 }
    }

    /// A host that shows its root inside ``container``, which shows nothing until the
    /// navigator's first step.
    public override convenience init() {
      let container = ContainerController(nibName: nil, bundle: nil)
      self.init(container: container) { container.show($0) }
    }

    private init(container: UIViewController?, install: @escaping @MainActor (UIViewController) -> Void) {
      self.container = container
      self.install = install
      var make: (@MainActor (Screen) -> UIViewController)?
      model = UIKitHostModel { make?($0) ?? UIViewController(nibName: nil, bundle: nil) }
      super.init()
      make = { [weak self] screen in self?.makeController(for: screen) ?? UIViewController(nibName: nil, bundle: nil) }
      model.carryOut = { [weak self] in self?.carryOut($0) }
    }

    /// Keeps the navigator, to find each screen's coordinator and report gestures.
    public func didAttach(to navigator: Navigator) {
      self.navigator = navigator
      model.didAttach(to: navigator)
    }

    /// Hands `step` to the model, which makes the UIKit call and completes the step on UIKit's
    /// signal.
    public func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
      model.perform(step, completion: completion)
    }

    // MARK: Translating the model's actions

    private func makeController(for screen: Screen) -> UIViewController {
      let coordinator = navigator?.coordinator(for: screen.owner) as? any UIKitCoordinator
      let controller =
        coordinator?.anyViewController(for: screen.route) ?? UIViewController(nibName: nil, bundle: nil)
      let options = screen.options
      controller.navigationItem.title = options.title
      controller.navigationItem.largeTitleDisplayMode = Self.largeTitleMode[options.titleDisplayMode] ?? .automatic
      controller.navigationItem.hidesBackButton = options.hidesBackButton
      return controller
    }

    private static let largeTitleMode: [ScreenOptions.TitleDisplayMode: UINavigationItem.LargeTitleDisplayMode] = [
      .automatic: .automatic, .inline: .never, .large: .always,
    ]

    private func carryOut(_ action: UIKitHostAction<UIViewController>) {
      switch action {
      case .showRoot(.stack(let controllers)):
        forgetRoot()
        show(navigationController(.root, controllers, root: true))
      case .showRoot(.tabs(let tabs, let selected)):
        forgetRoot()
        let tabBar = RootTabBarController(nibName: nil, bundle: nil)
        tabBar.onAppear = { [weak model] in model?.presenterDidAppear() }
        tabBar.viewControllers = tabs.map { tab in
          let navigation = navigationController(.tab(tab.id), tab.controllers, root: false)
          navigation.tabBarItem = UITabBarItem(
            title: tab.item.title, image: tab.item.systemImage.flatMap { UIImage(systemName: $0) }, tag: 0)
          navigation.tabBarItem.badgeValue = tab.item.badge
          return navigation
        }
        tabBar.selectedIndex = selected
        tabBarDelegate = TabBarDelegate(model: model)
        tabBar.delegate = tabBarDelegate
        show(tabBar)
      case .setViewControllers(let controllers, let stack, let animated, _):
        guard let navigation = stacks[stack] else { return model.stackTransitionDidEnd(in: stack) }
        navigation.setViewControllers(controllers, animated: animated)
        whenTransitionEnds(of: navigation) { [weak model] _ in model?.stackTransitionDidEnd(in: stack) }
      case .present(let layer, let animated):
        present(layer, animated: animated)
      case .dismiss(let index, let animated):
        let presenter = index == 0 ? root : layers[index - 1].controller
        presenter?.dismiss(animated: animated) { [weak self] in
          self?.forgetLayers(from: index)
          self?.model.dismissalDidComplete(fromLayer: index)
        }
      case .selectTab(let index):
        (root as? UITabBarController)?.selectedIndex = index
      case .watchUserTransition(let stack):
        guard let navigation = stacks[stack] else { return model.userTransitionDidEnd(in: stack, cancelled: false) }
        whenTransitionEnds(of: navigation) { [weak model] cancelled in
          model?.userTransitionDidEnd(in: stack, cancelled: cancelled)
        }
      case .watchUserDismissal(let id):
        guard let layer = layers.last?.controller else { return }
        whenTransitionEnds(of: layer) { [weak model] cancelled in
          model?.userDismissalDidEnd(layer: id, cancelled: cancelled)
        }
      }
    }

    private func forgetRoot() {
      layers = []
      stacks = [:]
      delegates = [:]
      backSwipes = [:]
      tabBarDelegate = nil
    }

    /// Lets go of the layers from `index` up, dismissed by the host or by the user, and of their
    /// navigation controllers.
    private func forgetLayers(from index: Int) {
      guard index < layers.count else { return }
      layers.removeSubrange(index...)
      for case .modal(let level) in Array(stacks.keys) where level >= index {
        stacks[.modal(level)] = nil
        delegates[.modal(level)] = nil
        backSwipes[.modal(level)] = nil
      }
    }

    private func show(_ controller: UIViewController) {
      root = controller
      install(controller)
    }

    /// Calls `end` when the transition of `controller` ends, with whether it was cancelled; at
    /// once when none runs.
    private func whenTransitionEnds(of controller: UIViewController, _ end: @escaping @MainActor (Bool) -> Void) {
      guard let coordinator = controller.transitionCoordinator else { return end(false) }
      coordinator.animate(alongsideTransition: nil) { context in end(context.isCancelled) }
    }

    private func navigationController(_ stack: StackLocation, _ controllers: [UIViewController], root: Bool)
      -> UINavigationController
    {
      let navigation = RootNavigationController(nibName: nil, bundle: nil)
      if root { navigation.onAppear = { [weak model] in model?.presenterDidAppear() } }
      navigation.setViewControllers(controllers, animated: false)
      let delegate = StackDelegate(host: self, stack: stack)
      navigation.delegate = delegate
      delegates[stack] = delegate
      stacks[stack] = navigation
      backSwipes[stack] = BackSwipeRecognizer(on: navigation) { [weak model] in
        model?.mayBeginBackSwipe(in: stack) ?? false
      }
      return navigation
    }

    private func present(_ layer: UIKitLayer<UIViewController>, animated: Bool) {
      let controller: UIViewController
      switch layer.content {
      case .navigationController(let controllers):
        controller = navigationController(.modal(layer.index), controllers, root: false)
      case .screen(let screen):
        controller = screen
      }
      var retained: [AnyObject] = []
      switch layer.presentation.style {
      case .sheet(let detents, let grabber):
        controller.modalPresentationStyle = .pageSheet
        controller.sheetPresentationController?.detents = detents.map(Self.detent)
        controller.sheetPresentationController?.prefersGrabberVisible = grabber == .visible
      case .fullScreenCover:
        controller.modalPresentationStyle = .fullScreen
      case .custom(let id):
        controller.modalPresentationStyle = .custom
        if let delegate = transitioningDelegates[id]?() {
          controller.transitioningDelegate = delegate
          retained.append(delegate)
        }
      }
      controller.isModalInPresentation = layer.isModalInPresentation
      let dismissal = DismissalDelegate(host: self, layer: layer.id)
      controller.presentationController?.delegate = dismissal
      retained.append(dismissal)
      let presenter = layers.last?.controller ?? root
      layers.append((controller, retained))
      presenter?.present(controller, animated: animated) { [weak model] in
        model?.presentationDidComplete(layer: layer.index)
      }
    }

    private static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
      switch detent {
      case .medium: .medium()
      case .large: .large()
      case .fraction(let value): .custom { context in context.maximumDetentValue * value }
      case .height(let value): .custom { _ in value }
      }
    }

    // MARK: Delegate calls

    fileprivate func willShow(
      _ controller: UIViewController, in navigation: UINavigationController, stack: StackLocation
    ) {
      let options = model.screen(of: controller)?.options ?? ScreenOptions()
      navigation.setNavigationBarHidden(options.hidesNavigationBar, animated: true)
      if let appearance = options.barStyle.flatMap({ barAppearances[$0] }) {
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
      }
      model.willShow(in: stack)
    }

    fileprivate func didShow(_ navigation: UINavigationController, stack: StackLocation) {
      let cancelled = navigation.transitionCoordinator?.isCancelled ?? false
      model.didShow(model.screenIDs(of: navigation.viewControllers), in: stack, cancelled: cancelled)
      navigation.interactivePopGestureRecognizer?.isEnabled = model.usesSystemBackSwipe(in: stack)
    }

    /// The user swiped the layer of `controller` down: it is gone from the window.
    fileprivate func userDidDismiss(_ controller: UIViewController, layer id: ScreenID) {
      if let index = layers.firstIndex(where: { $0.controller === controller }) { forgetLayers(from: index) }
      model.presentationControllerDidDismiss(layer: id)
    }

    fileprivate func animator(for operation: UINavigationController.Operation, in stack: StackLocation)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      model.transition(in: stack).flatMap { animators[$0] }.map { $0(operation) }
    }

    /// The interactive pop of the host's own back swipe on `stack`, while the swipe runs.
    fileprivate func interaction(in stack: StackLocation) -> (any UIViewControllerInteractiveTransitioning)? {
      backSwipes[stack]?.interaction
    }
  }

  /// The delegate of one navigation controller: the host keeps it private and forwards each
  /// call, with the stack it belongs to.
  @MainActor
  private final class StackDelegate: NSObject, UINavigationControllerDelegate {
    weak var host: UIKitHost?
    let stack: StackLocation

    init(host: UIKitHost, stack: StackLocation) {
      self.host = host
      self.stack = stack
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      host?.willShow(viewController, in: navigationController, stack: stack)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      host?.didShow(navigationController, stack: stack)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      host?.animator(for: operation, in: stack)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      host?.interaction(in: stack)
    }
  }

  /// The tab bar controller's delegate: forwards the user's taps to the model.
  @MainActor
  private final class TabBarDelegate: NSObject, UITabBarControllerDelegate {
    weak var model: UIKitHostModel<UIViewController>?

    init(model: UIKitHostModel<UIViewController>) { self.model = model }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
      let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
      return model?.tabBarShouldSelect(index: index) ?? false
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      model?.tabBarDidSelect(index: tabBarController.selectedIndex)
    }
  }

  /// A layer's presentation controller delegate: forwards the user's swipe down.
  @MainActor
  private final class DismissalDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var host: UIKitHost?
    let layer: ScreenID

    init(host: UIKitHost, layer: ScreenID) {
      self.host = host
      self.layer = layer
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      host?.model.presentationControllerWillDismiss(layer: layer)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      host?.userDidDismiss(presentationController.presentedViewController, layer: layer)
    }
  }

  /// The root navigation controller: says when it is on screen.
  private final class RootNavigationController: UINavigationController {
    var onAppear: (@MainActor () -> Void)?
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }
  }

  /// The root tab bar controller: says when it is on screen.
  private final class RootTabBarController: UITabBarController {
    var onAppear: (@MainActor () -> Void)?
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }
  }

  /// The controller that shows the root of a host without a window, as its one child.
  private final class ContainerController: UIViewController {
    func show(_ controller: UIViewController) {
      for child in children {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
      addChild(controller)
      controller.view.frame = view.bounds
      controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(controller.view)
      controller.didMove(toParent: self)
    }
  }
#endif

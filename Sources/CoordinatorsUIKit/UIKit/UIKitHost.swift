#if canImport(UIKit)
  @_spi(Hosts) import Coordinators
  import UIKit

  /// A host that shows a navigator with UIKit: a `UINavigationController` for a root stack, a
  /// `UITabBarController` with a navigation controller per tab, a column-style
  /// `UISplitViewController` for sections laid out in a sidebar, and each modal layer presented
  /// from the layer below. It owns a window's root (``init(window:)``: a container of its own,
  /// which keeps the layers when the root inside it changes), or shows its root inside
  /// ``container`` (``init()``), which `UIKitNavigatorView` puts in a SwiftUI view.
  ///
  /// It translates, nothing more: its `HostSession` decides what is shown and what the user
  /// may do; the platform-free `UIKitHostModel` translates the session's steps into UIKit
  /// calls and UIKit's delegate calls into session events; this class makes the calls and
  /// forwards the delegate calls and completions.
  ///
  /// ```swift
  /// let host = UIKitHost(window: window)
  /// host.barAppearances["login"] = loginBarAppearance
  /// navigator.attach(host)
  /// window.makeKeyAndVisible()
  /// ```
  @MainActor
  public final class UIKitHost: NSObject {
    /// The controller that shows the host's root when the host has no window (``init()``): a
    /// child for the app's own controller, or the one `UIKitNavigatorView` made last (each of
    /// its `makeUIViewController` calls gets a new one, and the root moves into it); `nil` with
    /// a window.
    public private(set) var container: UIViewController?
    /// The bar appearance for each `ScreenOptions.barStyle` key: the screen's own
    /// `navigationItem` appearances, which UIKit shows while the screen is on top and
    /// interpolates during a swipe back, cancelled or not.
    public var barAppearances: [String: UINavigationBarAppearance] = [:]
    /// The animator for each custom `TransitionID` of a stack change (push or pop).
    public var animators:
      [TransitionID: @MainActor (UINavigationController.Operation) -> any UIViewControllerAnimatedTransitioning] =
        [:]
    /// The transitioning delegate for each `ModalPresentation.custom` transition; the host keeps
    /// the one in use while its layer is shown (UIKit holds it weakly).
    public var transitioningDelegates: [TransitionID: @MainActor () -> any UIViewControllerTransitioningDelegate] = [:]

    /// Called with each tab bar controller the host makes, once, before it is shown: whenever
    /// its root becomes a tab bar (the first step, a new root, a section layout the app sets,
    /// each crossing of an adaptive layout back to a tab bar, whose new tab bar has nothing of
    /// what was set on the old one); never for a push, a selection or a badge, which keep the
    /// tab bar. The place for what the host leaves to the app, such as iOS 26's
    /// `tabBarMinimizeBehavior` and `bottomAccessory`, or the tab bar's appearance. The host sets
    /// the view controllers, the selection and the delegate; leave those to it.
    ///
    /// ```swift
    /// let host = UIKitHost(window: window)
    /// host.configureTabBarController = { tabBar in
    ///   if #available(iOS 26, *) { tabBar.tabBarMinimizeBehavior = .onScrollDown }
    /// }
    /// ```
    public var configureTabBarController: (@MainActor (UITabBarController) -> Void)?

    /// The tab bar controller the host shows now, `nil` while its root is no tab bar: to change
    /// what ``configureTabBarController`` set while it is on screen (a bottom accessory that
    /// comes and goes, say). It is replaced when an adaptive layout swaps it for a split view.
    public var tabBarController: UITabBarController? { root as? UITabBarController }

    let model: UIKitHostModel<UIViewController>
    /// The window whose root the host owns, or `nil` for a host shown in ``container``.
    private let window: UIWindow?
    /// The window's root controller when the host owns a window: a container kept for the
    /// window's life, which shows the root container as its one child and presents the first
    /// layer, so that a new root under the layers (a tab bar in place of a split view, for an
    /// adaptive layout) leaves them where they are.
    private let windowRoot: ContainerController?
    /// The root container: a navigation, tab bar or split view controller.
    private var root: UIViewController?
    /// The navigation controllers of the old root that the next root takes, by their place in
    /// the old one (`UIKitHostAction.emptyRoot(keeping:)`), out of any
    /// container until the next root takes them.
    private var keptNavigations: [UIKitRootNavigation: HostNavigationController] = [:]
    /// The alert controller the host presented last, while UIKit keeps it.
    private weak var alertController: UIAlertController?
    /// The delegate of that alert's popover, which UIKit holds weakly.
    private var alertPopoverDelegate: AlertPopoverDelegate?
    /// What a confirmation dialog's popover points at: the bar button item or view the user
    /// tapped to ask for it (`nil`: none). Return it for the alert the flow shows, for example
    /// the button whose action asked for the dialog; iOS 26 shows an iPhone's dialog with a
    /// source as a popover pointing at it, and an iPad's always needs one. Without a source an
    /// iPhone's dialog slides up from the bottom, and an iPad's sits in the middle of the screen.
    public var alertSource: @MainActor (NavigationAlert) -> (any UIPopoverPresentationControllerSourceItem)? = { _ in
      nil
    }

    /// The host's capabilities: UIKit dismisses several layers at once.
    @_spi(Hosts) public var capabilities: HostCapabilities { model.capabilities }

    /// Two seconds: UIKit's own transitions can run longer than SwiftUI's.
    @_spi(Hosts) public var watchdog: HostWatchdog { model.watchdog }

    /// A host that owns `window`'s root, which shows nothing until the navigator's first step.
    public convenience init(window: UIWindow) {
      self.init(window: window, container: nil)
    }

    /// A host that shows its root inside ``container``, which shows nothing until the
    /// navigator's first step.
    public override convenience init() {
      self.init(window: nil, container: ContainerController(nibName: nil, bundle: nil))
    }

    private init(window: UIWindow?, container: UIViewController?) {
      self.window = window
      self.container = container
      windowRoot = window == nil ? nil : ContainerController(nibName: nil, bundle: nil)
      var make: (@MainActor (Screen) -> UIViewController)?
      model = UIKitHostModel { make?($0) ?? UIViewController(nibName: nil, bundle: nil) }
      super.init()
      make = { [weak self] screen in self?.makeController(for: screen) ?? UIViewController(nibName: nil, bundle: nil) }
      model.carryOut = { [weak self] in self?.carryOut($0) }
      // The model waits for a running transition before it changes a stack (UIKit defers the change).
      model.transitionRuns = { [weak self] in self?.navigation(at: $0)?.transitionCoordinator != nil }
      // A custom transition without an animator is UIKit's own, back swipes included.
      model.animates = { [weak self] in self?.animators[$0] != nil }
      // https://developer.apple.com/documentation/uikit/uiscene/activationstate
      model.sceneIsActive = { [weak self] in self?.scene.map { $0.activationState == .foregroundActive } }
      // The window's bounds and size class; the navigator decides the width class from both.
      model.windowWidth = { [weak self] in
        guard let self, let window = self.window ?? self.container?.viewIfLoaded?.window else { return nil }
        let sizeClass = window.traitCollection.horizontalSizeClass
        return WindowWidth(
          points: Double(window.bounds.width),
          sizeClass: sizeClass == .unspecified ? nil : sizeClass == .compact ? .compact : .regular)
      }
      // On iOS 27 a resized iPhone window keeps a compact size class, and only
      // `viewWillTransition(to:with:)` reports its new size
      // (https://developer.apple.com/forums/thread/836088).
      let rootContainer = windowRoot ?? (container as? ContainerController)
      rootContainer?.onSizeTransition = { [weak model] in model?.windowWillResize(toWidth: Double($0.width)) }
      observeScene()
    }

    /// Follows the activation of the host's scene: while it is not in the foreground and active,
    /// steps wait and the watchdog does not run, and the size-class flips of the app switcher's
    /// snapshots wait (`UIKitHostModel.sceneActivityDidChange(isActive:)`).
    private func observeScene() {
      let center = NotificationCenter.default
      for (name, isActive) in [
        (UIScene.willDeactivateNotification, false), (UIScene.didActivateNotification, true),
      ] {
        center.addObserver(
          self, selector: isActive ? #selector(sceneDidActivate(_:)) : #selector(sceneWillDeactivate(_:)), name: name,
          object: nil)
      }
    }

    /// The scene the host shows in: its window's, or its container's window's.
    private var scene: UIScene? { (window ?? container?.viewIfLoaded?.window)?.windowScene }

    @objc private func sceneWillDeactivate(_ notification: Notification) {
      guard let scene, notification.object as? UIScene === scene else { return }
      model.sceneActivityDidChange(isActive: false)
    }

    @objc private func sceneDidActivate(_ notification: Notification) {
      guard let scene, notification.object as? UIScene === scene else { return }
      model.sceneActivityDidChange(isActive: true)
    }

    /// Keeps the session, to report UIKit's signals and the user's gestures, and to find each
    /// screen's coordinator.
    @_spi(Hosts) public func didAttach(to session: HostSession) {
      model.didAttach(to: session)
    }

    /// Whether the user's transition still runs: a `transitionCoordinator` runs on the top stack.
    package func userTransitionRuns(in session: HostSession) -> Bool {
      model.userTransitionRuns(in: session)
    }

    /// The watchdog ended `step`, whose signals never came: each call still waiting for a
    /// transition end is made where no transition runs any more, so UIKit shows what is shown.
    @_spi(Hosts) public func stepWasLost(_ step: HostStep, in session: HostSession) {
      model.stepWasLost(step, in: session)
    }

    /// Shows `step` with the UIKit call the model decides; returns the UIKit signals that end it.
    @_spi(Hosts) public func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
      model.show(step, from: before, in: session)
    }

    /// A new ``container`` showing the root, which leaves the container that showed it: what
    /// each `makeUIViewController` of `UIKitNavigatorView` returns, so that two live views (an
    /// old and a new one during a SwiftUI update) never share a controller.
    func makeContainer() -> UIViewController {
      let fresh = ContainerController(nibName: nil, bundle: nil)
      container = fresh
      if let root { fresh.show(root) }
      return fresh
    }

    // MARK: Translating the model's actions

    private func makeController(for screen: Screen) -> UIViewController {
      let coordinator = model.session?.navigator?.coordinator(for: screen.owner) as? any UIKitCoordinator
      let controller =
        coordinator?.anyViewController(for: screen.route) ?? UIViewController(nibName: nil, bundle: nil)
      let options = screen.options
      let item = controller.navigationItem
      item.title = options.title
      item.largeTitleDisplayMode =
        switch UIKitHostModel<UIViewController>.largeTitle(of: screen) {
        case .automatic: .automatic
        case .always: .always
        case .never: .never
        }
      item.hidesBackButton = options.hidesBackButton
      controller.hidesBottomBarWhenPushed = UIKitHostModel<UIViewController>.hidesBottomBarWhenPushed(screen)
      let appearanceKey = UIKitHostModel<UIViewController>.barAppearanceKey(of: screen)
      if let appearance = appearanceKey.flatMap({ barAppearances[$0] }) {
        item.standardAppearance = appearance
        item.compactAppearance = appearance
        item.scrollEdgeAppearance = appearance
      }
      return controller
    }

    private func carryOut(_ action: UIKitHostAction<UIViewController>) {
      // The step the call is made for: its completion names it, so that a late one of an
      // earlier step is not taken for the current step's.
      let step = model.stepNumber
      switch action {
      case .showRoot(.stack(let controllers)):
        show(navigationController(.stack(.root), controllers))
      case .showRoot(.tabs(let tabs, let selected)):
        let tabBar = RootTabBarController(nibName: nil, bundle: nil)
        tabBar.onAppear = { [weak model] in model?.presenterDidAppear() }
        // A moved navigation controller takes its controllers before any new one takes its own.
        var navigations: [TabID: HostNavigationController] = [:]
        for tab in tabs.sorted(by: { $0.moves != nil && $1.moves == nil }) {
          navigations[tab.id] = navigationController(.stack(.tab(tab.id)), tab.controllers, moving: tab.moves)
        }
        let shown = tabs.compactMap { tab in navigations[tab.id].map { (tab: tab, navigation: $0) } }
        if !tabBar.showAsTabs(shown, selected: selected) {
          tabBar.viewControllers = shown.map { tab, navigation in
            navigation.tabBarItem = UITabBarItem(title: nil, image: nil, tag: 0)
            Self.show(tab.item, in: navigation.tabBarItem)
            navigation.tabBarItem.accessibilityIdentifier = AccessibilityIdentifiers.tab(tab.id)
            return navigation
          }
          tabBar.selectedViewController = Self.navigation(of: selected, in: tabBar)
        }
        let delegate = TabBarDelegate(host: self)
        tabBar.tabBarDelegate = delegate
        tabBar.delegate = delegate
        #if !os(visionOS)  // No "More" there.
          // A tab picked in the "More" list shows inside the More navigation controller, which
          // UIKit fills with the tab's screens: it is the tab's navigation controller then, with
          // its delegate's calls forwarded and its back swipes guarded as the tab's.
          let more = tabBar.moreNavigationController
          more.delegate = delegate
          tabBar.moreBackSwipeGuard = BackSwipeGuard(on: more, coversTheContent: more.hasContentPopGesture) {
            [weak model, weak more] translation, velocity, direction, touch in
            guard let model, let more, let tab = model.tabShownInMore else { return false }
            // More's list is below the tab's screens: going back to it pops no screen of the tab.
            return model.backSwipeGuardShouldBegin(
              at: .stack(.tab(tab)), translation: translation, velocity: velocity, direction: direction,
              controllersInUIKit: model.screenIDs(of: more.viewControllers).count,
              transitioning: more.transitionCoordinator != nil, touch: touch)
          }
        #endif
        // An adaptive layout shows a split view again once the window is wide.
        tabBar.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (tabBar: RootTabBarController, _) in
          tabBar.onWidthChange?(tabBar.traitCollection.horizontalSizeClass == .compact ? .compact : .regular)
        }
        tabBar.onWidthChange = { [weak model] in model?.windowWidthDidChange(to: $0) }
        configureTabBarController?(tabBar)
        show(tabBar)
      case .showRoot(.split(let content)):
        var navigations: [UIKitSplitColumn: UINavigationController] = [:]
        // A moved navigation controller takes its controllers before any new one takes its own.
        for column in UIKitSplitColumn.allCases.sorted(by: { content.moves[$0] != nil && content.moves[$1] == nil }) {
          navigations[column] = navigationController(.column(column), content[column], moving: content.moves[column])
        }
        let split = SplitRootController(
          columns: content.columns, items: content.items, selected: content.selected, navigations: navigations
        ) { [weak model] in
          model?.sidebarShouldSelect(index: $0) ?? false
        } select: { [weak model] in
          model?.sidebarDidSelect(index: $0)
        }
        navigations[.compact]?.setViewControllers([split.compactSidebar] + content.compact, animated: false)
        split.onAppear = { [weak model, weak split] in
          model?.presenterDidAppear()
          if let split { model?.windowWidthDidChange(to: split.isCollapsed ? .compact : .regular, fromSplitView: true) }
        }
        // The column showing the section's top answers for the screen's preferences (a container
        // answers for its children unless it names one).
        split.topColumn = { [weak model] in model?.splitColumns?.top }
        let delegate = SplitDelegate(model: model)
        split.splitDelegate = delegate
        split.delegate = delegate
        show(split)
      case .setColumn(let controllers, let column, let animated):
        guard let split = root as? SplitRootController, let navigation = split.navigation(of: column) else {
          return model.signal(.column(column), step: step)
        }
        if column == .compact {
          split.setCompactColumn(controllers, animated: animated)
        } else {
          navigation.setViewControllers(controllers, animated: animated)
        }
        whenTransitionEnds(of: navigation) { [weak model] _ in model?.signal(.column(column), step: step) }
      case .setSidebar(let items, let selected):
        (root as? SplitRootController)?.showSidebars(items, selected: selected)
      case .setViewControllers(let controllers, let stack, let animated, _):
        guard let navigation = navigation(at: stack) else { return model.signal(.stackTransition(stack), step: step) }
        // More's navigation controller keeps its list below the tab's screens.
        let list = model.moreShows(stack) ? Array(navigation.viewControllers.prefix(1)) : []
        navigation.setViewControllers(list + controllers, animated: animated)
        whenTransitionEnds(of: navigation) { [weak model] _ in model?.signal(.stackTransition(stack), step: step) }
      case .present(let layer, let animated):
        present(layer, animated: animated, step: step)
      case .dismiss(let index, let animated):
        let layerPresenter = presenter(ofLayer: index)
        let presents = layerPresenter.map { $0.presentedViewController != nil }
        guard let presenter = layerPresenter, UIKitDismissal(presenterPresents: presents) == .dismiss else {
          return model.signal(.dismissal(fromLayer: index), step: step)
        }
        presenter.dismiss(animated: animated) { [weak model] in
          model?.signal(.dismissal(fromLayer: index), step: step)
        }
      case .emptyRoot(let keeping):
        for (place, navigation) in rootNavigations() {
          navigation.delegate = nil
          guard keeping.contains(place), let navigation = navigation as? HostNavigationController else {
            navigation.setViewControllers([], animated: false)
            continue
          }
          // It keeps its controllers, and leaves its container: a controller has one parent.
          takeOut(navigation, at: place)
          keptNavigations[place] = navigation
        }
      case .selectTab(let id):
        guard let tabBar = root as? UITabBarController, let navigation = Self.navigation(of: id, in: tabBar) else {
          return
        }
        if (tabBar as? RootTabBarController)?.selectTab(showing: navigation) != true {
          tabBar.selectedViewController = navigation
        }
        tabBar.preferencesDidChange()
      case .setTabItem(let item, let id):
        guard let tabBar = root as? UITabBarController, let navigation = Self.navigation(of: id, in: tabBar) else {
          return
        }
        if (tabBar as? RootTabBarController)?.show(item, onTabShowing: navigation) != true {
          Self.show(item, in: navigation.tabBarItem)
        }
      case .watchUserTransition(let stack):
        guard let navigation = navigation(at: stack) else {
          return model.userTransitionDidEnd(in: stack, cancelled: false)
        }
        whenTransitionEnds(of: navigation) { [weak model] cancelled in
          model?.userTransitionDidEnd(in: stack, cancelled: cancelled)
        }
      case .setNavigationBarHidden(let hidden, let stack, let animated):
        guard let navigation = navigation(at: stack), navigation.isNavigationBarHidden != hidden else { return }
        navigation.setNavigationBarHidden(hidden, animated: animated)
      case .presentAlert(let alert, let layers):
        presentAlert(alert, over: layers, step: step)
      case .dismissAlert(let id):
        guard let controller = alertController, controller.presentingViewController != nil
        else { return model.signal(.alertDismissal(id), step: step) }
        controller.dismiss(animated: true) { [weak model] in model?.signal(.alertDismissal(id), step: step) }
      case .watchUserDismissal(let id):
        // The header says to watch the presenting controller's coordinator in WillDismiss.
        let index = model.session?.shown?.modals.firstIndex { $0.id == id }
        guard let presenter = index.flatMap(presenter(ofLayer:)) else {
          return model.userDismissalDidEnd(layer: id, cancelled: false)
        }
        whenTransitionEnds(of: presenter) { [weak model] cancelled in
          model?.userDismissalDidEnd(layer: id, cancelled: cancelled)
        }
      case .watchTransition(let place):
        guard let navigation = navigation(at: place) else { return model.transitionDidEnd(at: place) }
        whenTransitionEnds(of: navigation) { [weak model] _ in model?.transitionDidEnd(at: place) }
      case .reportWidthAfterCallback:
        // A main-actor task runs once UIKit's trait or collapse callback has returned.
        Task { @MainActor [weak model] in model?.uiKitCallbackDidReturn() }
      case .overrideSplitSizeClass(let width):
        // https://developer.apple.com/documentation/uikit/uiviewcontroller/traitoverrides
        guard let split = root as? SplitRootController else { return }
        if let width {
          split.traitOverrides.horizontalSizeClass = width == .compact ? .compact : .regular
        } else {
          split.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        }
      }
    }

    /// The navigation controller of the tab `id` in `tabBar`, found by its stack: the user may
    /// have rearranged the tabs (More's Edit), so a place in `viewControllers` names nothing.
    private static func navigation(of id: TabID, in tabBar: UITabBarController) -> UINavigationController? {
      tabBar.hostNavigations.first { $0.place == .stack(.tab(id)) }
    }

    /// The navigation controllers of the root container shown, each with its place there.
    private func rootNavigations() -> [(UIKitRootNavigation, UINavigationController)] {
      switch root {
      case let navigation as UINavigationController:
        return [(.stack(.root), navigation)]
      case let tabBar as UITabBarController:
        return tabBar.hostNavigations.map { ($0.place, $0) }
      case let split as SplitRootController:
        return UIKitSplitColumn.allCases.compactMap { column in
          split.navigation(of: column).map { (.column(column), $0) }
        }
      default:
        return []
      }
    }

    /// Takes `navigation`, at `place` in the root container shown, out of it with the
    /// container's own call, so that the next root can take it: a view controller has one
    /// parent at a time (`addChild(_:)` removes it from "its current parent" first, which would
    /// leave it in the old container's list).
    private func takeOut(_ navigation: HostNavigationController, at place: UIKitRootNavigation) {
      switch (root, place) {
      case (let tabBar as RootTabBarController, _) where tabBar.tabNavigations != nil:
        tabBar.takeOut(navigation)
      case (let tabBar as UITabBarController, _):
        tabBar.setViewControllers(tabBar.viewControllers?.filter { $0 !== navigation }, animated: false)
      case (let split as SplitRootController, .column(let column)):
        split.takeOut(column)
      default:
        break
      }
    }

    private static func show(_ item: TabItem, in tabBarItem: UITabBarItem) {
      tabBarItem.title = item.title
      tabBarItem.image = item.systemImage.flatMap { UIImage(systemName: $0) }
      tabBarItem.badgeValue = item.badge
    }

    #if canImport(SwiftUI, _version: 6.0)  // `UITab`: the SDKs of iOS 18 (SwiftUI 6) and later.
      /// Shows `item` on `tab`, a tab of a tab bar whose tabs are `UITab`s.
      @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
      fileprivate static func show(_ item: TabItem, in tab: UITab) {
        tab.title = item.title
        // A `UISearchTab` comes "with a system localized title and image" (Apple's
        // `init(viewControllerProvider:)` page): an item without a symbol keeps the system's.
        if let image = item.systemImage.flatMap({ UIImage(systemName: $0) }) {
          tab.image = image
        } else if !(tab is UISearchTab) {
          tab.image = nil
        }
        tab.badgeValue = item.badge
      }
    #endif

    private func show(_ controller: UIViewController) {
      root = controller
      // A kept navigation controller the new root did not take is let go.
      keptNavigations = [:]
      if let window, let windowRoot {
        if window.rootViewController !== windowRoot { window.rootViewController = windowRoot }
        windowRoot.show(controller)
      } else {
        (container as? ContainerController)?.show(controller)
      }
    }

    /// The controller presenting the layer at `index`: the window's root (or, without a window,
    /// the root container) for the first layer, then each layer's own, as UIKit's chain of
    /// presentations holds them. Everything above the root is found there, never in a table of
    /// the host's.
    private func presenter(ofLayer index: Int) -> UIViewController? {
      var presenter = windowRoot ?? root
      for _ in 0..<index { presenter = presenter?.presentedViewController }
      return presenter
    }

    /// How many of the host's layers UIKit still presents, from the first: a dismissal from a
    /// lower layer removes the layers between without telling them (`dismiss(animated:completion:)`).
    private func layersStillPresented() -> Int {
      var count = 0
      var layer = (windowRoot ?? root)?.presentedViewController
      while let container = layer as? ContainerController, !container.isBeingDismissed {
        count += 1
        layer = container.presentedViewController
      }
      return count
    }

    /// The navigation controller of `stack`, found in what UIKit shows.
    private func navigation(at stack: StackLocation) -> UINavigationController? {
      switch stack {
      case .root:
        return root as? UINavigationController
      case .tab:
        if let split = root as? SplitRootController {
          return model.splitColumn(showing: stack).flatMap(split.navigation(of:))
        }
        #if !os(visionOS)
          // A tab picked in the "More" list: UIKit shows its screens in More's navigation controller.
          if model.moreShows(stack), let tabBar = root as? UITabBarController { return tabBar.moreNavigationController }
        #endif
        return (root as? UITabBarController)?.hostNavigations.first { $0.place == .stack(stack) }
      case .modal(let index):
        let layer = presenter(ofLayer: index)?.presentedViewController as? ContainerController
        return layer?.children.first as? UINavigationController
      }
    }

    /// The navigation controller at `place`: a stack's, or a column's of the split view.
    private func navigation(at place: UIKitRootNavigation) -> UINavigationController? {
      switch place {
      case .stack(let stack): navigation(at: stack)
      case .column(let column): (root as? SplitRootController)?.navigation(of: column)
      }
    }

    /// The navigation controller at `place` with `controllers`: `moved`, the old root's kept by
    /// `emptyRoot(keeping:)`, which keeps its bar and its back swipes
    /// and takes its new place; else a new one. Its delegate and back swipes forward to the model
    /// with the place it has now.
    private func navigationController(
      _ place: UIKitRootNavigation, _ controllers: [UIViewController], moving moved: UIKitRootNavigation? = nil
    ) -> HostNavigationController {
      let kept = moved.flatMap { keptNavigations.removeValue(forKey: $0) }
      let navigation = kept ?? HostNavigationController(nibName: nil, bundle: nil)
      navigation.place = place
      if kept == nil {
        navigation.navigationBar.prefersLargeTitles = UIKitHostModel<UIViewController>.navigationBarsPreferLargeTitles
        navigation.backSwipe = BackSwipeRecognizer(on: navigation) {
          [weak model, weak navigation] translation, velocity, direction in
          guard let model, let place = navigation?.place else { return false }
          return model.mayBeginBackSwipe(at: place, translation: translation, velocity: velocity, direction: direction)
        }
        navigation.backSwipeGuard = BackSwipeGuard(on: navigation, coversTheContent: navigation.hasContentPopGesture) {
          [weak model, weak navigation] translation, velocity, direction, touch in
          guard let model, let navigation else { return false }
          return model.backSwipeGuardShouldBegin(
            at: navigation.place, translation: translation, velocity: velocity, direction: direction,
            controllersInUIKit: navigation.viewControllers.count,
            transitioning: navigation.transitionCoordinator != nil, touch: touch)
        }
      }
      navigation.setViewControllers(controllers, animated: false)
      navigation.onAppear = nil
      if case .stack(.root) = place { navigation.onAppear = { [weak model] in model?.presenterDidAppear() } }
      let delegate = StackDelegate(host: self, place: place)
      navigation.stackDelegate = delegate
      navigation.delegate = delegate
      return navigation
    }

    private func present(_ layer: UIKitLayer<UIViewController>, animated: Bool, step: Int) {
      let controller = ContainerController(nibName: nil, bundle: nil)
      switch layer.content {
      case .navigationController(let controllers):
        controller.show(navigationController(.stack(.modal(layer.index)), controllers))
      case .screen(let screen):
        controller.show(screen)
      }
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
          controller.retained.append(delegate)
        }
      }
      controller.isModalInPresentation = layer.isModalInPresentation
      let dismissal = DismissalDelegate(model: model, layer: layer.id)
      controller.presentationController?.delegate = dismissal
      controller.retained.append(dismissal)
      controller.onDismissal = { [weak self] in
        guard let self else { return }
        self.alertWentWithItsLayer()
        self.model.layerWasDismissed(layer.id, layersStillPresented: self.layersStillPresented())
      }
      guard let presenter = presenter(ofLayer: layer.index) else {
        return model.presentationWasRefused(layer: layer.index, step: step)
      }
      presenter.present(controller, animated: animated) { [weak model] in
        model?.signal(.presentation(layer: layer.index), step: step)
      }
      // A refused presentation logs "Attempt to present …" and never completes; a turn later its
      // controller has no presenter (and nothing keeps it).
      Task { @MainActor [weak model, weak controller] in
        if controller?.presentingViewController == nil { model?.presentationWasRefused(layer: layer.index, step: step) }
      }
    }

    /// Presents `alert` as a `UIAlertController` from the top-most presented controller (the
    /// root's when `layers` is 0); see ``UIKitHostAction/presentAlert(_:overLayers:)``.
    private func presentAlert(_ alert: NavigationAlert, over layers: Int, step: Int) {
      let style: UIAlertController.Style = alert.style == .alert ? .alert : .actionSheet
      // Used as it is: Apple's `UIAlertController` page says the class "does not support
      // subclassing". A button's handler, the host's own dismissal and the popover's delegate
      // tell every way it goes.
      let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: style)
      for (index, button) in alert.buttons.enumerated() {
        let role: UIAlertAction.Style =
          switch button.role {
          case .cancel?: .cancel
          case .destructive?: .destructive
          case nil: .default
          }
        let action = UIAlertAction(title: button.title, style: role) { [weak model] _ in
          MainActor.assumeIsolated { model?.alertButtonTapped(alert.id, index: index) }
        }
        // `UIAlertAction` adopts `UIAccessibilityIdentification` (UIAccessibilityIdentification.h).
        action.accessibilityIdentifier = AccessibilityIdentifiers.alertButton(at: index)
        controller.addAction(action)
      }
      guard let presenter = presenter(ofLayer: layers) else {
        return model.alertPresentationWasRefused(alert.id, step: step)
      }
      if let popover = controller.popoverPresentationController {
        anchor(popover, of: alert, over: presenter)
        // A tap outside the popover takes the dialog down with no button: the popover's
        // documented user dismissal tells.
        let delegate = AlertPopoverDelegate(model: model, alert: alert.id)
        popover.delegate = delegate
        alertPopoverDelegate = delegate
      }
      alertController = controller
      presenter.present(controller, animated: true) { [weak model] in
        model?.signal(.alertPresentation(alert.id), step: step)
      }
      // A refused presentation never completes; a turn later its controller has no presenter.
      Task { @MainActor [weak model, weak controller] in
        if controller?.presentingViewController == nil { model?.alertPresentationWasRefused(alert.id, step: step) }
      }
    }

    /// Points a confirmation dialog's popover as the model decides (``alertSource``, the middle
    /// of the presenter's view on a large screen, or nothing).
    private func anchor(
      _ popover: UIPopoverPresentationController, of alert: NavigationAlert, over presenter: UIViewController
    ) {
      let source = alertSource(alert)
      let idiom = presenter.traitCollection.userInterfaceIdiom
      switch UIKitAlertAnchor(
        style: alert.style, popoversNeedAnchors: idiom == .pad || idiom == .mac, appNamesSource: source != nil)
      {
      case .unanchored:
        break
      case .appSource:
        popover.sourceItem = source
      case .presenterCentre:
        popover.sourceView = presenter.view
        popover.sourceRect = CGRect(x: presenter.view.bounds.midX, y: presenter.view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
      }
    }

    /// A layer's container left: when the host's alert controller is no longer presented, an
    /// alert shown over it (the app's code dismissed a lower layer) went with it, which no
    /// delegate of the alert's tells (`UIKitHostModel.alertWentWithItsLayer()`).
    private func alertWentWithItsLayer() {
      guard alertController?.presentingViewController == nil else { return }
      model.alertWentWithItsLayer()
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

    fileprivate func willShow(_ controller: UIViewController, at place: StackDelegate.Place, animated: Bool) {
      model.willShow(controller, at: place, animated: animated)
      #if os(iOS) || os(visionOS)
        // The back button asks the model first: a flow that disabled its interactive dismissal
        // keeps it from popping, and hears of the attempt. Only where UIKit shows one (a back
        // action on a navigation controller's first controller would make it show one) and it
        // pops a screen (the model's `backButtonPopsAScreen`).
        guard let stack = model.stack(at: place), let navigation = controller.navigationController,
          navigation.viewControllers.first !== controller, model.backButtonPopsAScreen(over: controller, in: stack)
        else {
          controller.navigationItem.backAction = nil
          return
        }
        controller.navigationItem.backAction = UIAction { [weak model, weak controller] _ in
          guard let navigation = controller?.navigationController, model?.mayGoBack(at: place) ?? true
          else { return }
          navigation.popViewController(animated: true)
        }
      #endif
    }

    fileprivate func didShow(_ navigation: UINavigationController, at place: StackDelegate.Place, animated: Bool) {
      let cancelled = navigation.transitionCoordinator?.isCancelled ?? false
      let ids = model.screenIDs(of: navigation.viewControllers)
      model.didShow(ids, at: place, cancelled: cancelled, animated: animated)
      guard let navigation = navigation as? HostNavigationController else { return }
      guardSystemBackSwipes(of: navigation, with: navigation.backSwipeGuard) { [weak navigation] in navigation?.place }
    }

    /// At each `didShow` of `navigation`: UIKit's own back swipes there require `backSwipeGuard`
    /// to fail (UIKit may make iOS 26's content swipe late, so not once), and are enabled as the
    /// model says for the place `place` names (`UIKitHostModel.systemBackSwipesAreEnabled`), now
    /// and again after each change of the flows' rules while the navigation controller lives.
    fileprivate func guardSystemBackSwipes(
      of navigation: UINavigationController, with backSwipeGuard: BackSwipeGuard?,
      at place: @escaping @MainActor () -> UIKitRootNavigation?
    ) {
      guard let backSwipeGuard, let shown = place() else { return }
      let recognizers = [navigation.interactivePopGestureRecognizer, navigation.contentPopGestureRecognizer]
      backSwipeGuard.isRequiredToFail(by: recognizers.compactMap { $0 })
      let enabled: Bool
      if backSwipeGuard.watchesRules {
        enabled = model.systemBackSwipesAreEnabled(at: shown)
      } else {
        backSwipeGuard.watchesRules = true
        enabled = model.systemBackSwipesAreEnabled(at: shown) { [weak self, weak navigation, weak backSwipeGuard] in
          // Called before the change lands: asked again a turn later.
          Task { @MainActor in
            guard let self, let navigation, let backSwipeGuard else { return }
            backSwipeGuard.watchesRules = false
            self.guardSystemBackSwipes(of: navigation, with: backSwipeGuard, at: place)
          }
        }
      }
      navigation.interactivePopGestureRecognizer?.isEnabled = enabled
      navigation.contentPopGestureRecognizer?.isEnabled = enabled
    }

    fileprivate func animator(for operation: UINavigationController.Operation, at place: StackDelegate.Place)
      -> (any UIViewControllerAnimatedTransitioning)?
    {
      model.stack(at: place).flatMap(model.transition(in:)).flatMap { animators[$0] }.map { $0(operation) }
    }
  }

  /// The delegate of one navigation controller: the host keeps it private and forwards each
  /// call, with the stack it belongs to.
  @MainActor
  private final class StackDelegate: NSObject, UINavigationControllerDelegate {
    /// What the navigation controller shows: a stack, or a column of the split view.
    typealias Place = UIKitRootNavigation

    weak var host: UIKitHost?
    let place: Place

    init(host: UIKitHost, place: Place) {
      self.host = host
      self.place = place
    }

    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      host?.willShow(viewController, at: place, animated: animated)
    }

    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      host?.didShow(navigationController, at: place, animated: animated)
      (navigationController as? HostNavigationController)?.topDidChange()
    }

    func navigationController(
      _ navigationController: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      host?.animator(for: operation, at: place)
    }

    func navigationController(
      _ navigationController: UINavigationController,
      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      (navigationController as? HostNavigationController)?.backSwipe?.interaction
    }
  }

  /// The tab bar controller's delegate, and the More navigation controller's: forwards the
  /// user's taps, picks in the "More" list and rearrangements to the model, each tab named by its
  /// navigation controller's stack, never by its place, which the user can rearrange ("Edit").
  @MainActor
  private final class TabBarDelegate: NSObject, UITabBarControllerDelegate, UINavigationControllerDelegate {
    weak var host: UIKitHost?
    weak var model: UIKitHostModel<UIViewController>?

    init(host: UIKitHost) {
      self.host = host
      model = host.model
    }

    /// The tab `controller` shows: its navigation controller's stack.
    private static func tab(of controller: UIViewController) -> TabID? {
      guard case .stack(.tab(let id))? = (controller as? HostNavigationController)?.place else { return nil }
      return id
    }

    /// Whether `tabBarController`'s tabs are `UITab`s (a search tab, iOS 18): their taps come
    /// through the delegate's methods for tabs, never those for view controllers.
    private static func showsUITabs(_ tabBarController: UITabBarController) -> Bool {
      (tabBarController as? RootTabBarController)?.tabNavigations != nil
    }

    #if canImport(SwiftUI, _version: 6.0)  // `UITab`: the SDKs of iOS 18 (SwiftUI 6) and later.
      @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
      func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        guard Self.showsUITabs(tabBarController) else { return true }
        guard let id = tab.viewController.flatMap(Self.tab(of:)) else { return false }
        return model?.tabBarShouldSelect(tab: id) ?? false
      }

      @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
      func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
      ) {
        guard Self.showsUITabs(tabBarController) else { return }
        tabBarController.preferencesDidChange()
        guard let id = selectedTab.viewController.flatMap(Self.tab(of:)) else { return }
        model?.tabBarDidSelect(tab: id)
      }
    #endif

    /// `nil` for the "More" tab past five tabs, which is not in `viewControllers`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
      // A tab bar of `UITab`s asks `shouldSelectTab`, which answers for it.
      guard !Self.showsUITabs(tabBarController) else { return true }
      #if !os(visionOS)  // No "More" there.
        if viewController === tabBarController.moreNavigationController {
          return model?.tabBarShouldSelect(tab: nil) ?? false
        }
      #endif
      guard let id = Self.tab(of: viewController) else { return false }
      return model?.tabBarShouldSelect(tab: id) ?? false
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
      guard !Self.showsUITabs(tabBarController) else { return }
      // The selected tab answers for the screen's preferences now.
      tabBarController.preferencesDidChange()
      guard let id = Self.tab(of: viewController) else { return }
      model?.tabBarDidSelect(tab: id)
    }

    func tabBarController(
      _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {
      guard changed else { return }
      model?.tabBarDidEndCustomizing(order: viewControllers.compactMap(Self.tab(of:)))
    }

    /// The More navigation controller is about to show `viewController`: a screen of a tab,
    /// which UIKit moved there, is the tab's stack's `willShow` (its bar, its back button).
    func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
      guard let id = model?.tab(of: viewController) else { return }
      host?.willShow(viewController, at: .stack(.tab(id)), animated: animated)
    }

    /// The More navigation controller showed `viewController`: the tab's own navigation
    /// controller, shown inside it as it is (whose own delegate tells its pops), is a tab
    /// picked; a screen of a tab, which UIKit moved there, makes it that tab's navigation
    /// controller (`UIKitHostModel.moreNavigationControllerDidShow`: a pop there is the tab's),
    /// with its back swipes guarded as the tab's; its list alone is no tab's.
    func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      guard let model else { return }
      if let id = Self.tab(of: viewController) { return model.tabPickedInMore(id) }
      let tab = model.tab(of: viewController)
      model.moreNavigationControllerDidShow(
        model.screenIDs(of: navigationController.viewControllers), of: tab,
        cancelled: navigationController.transitionCoordinator?.isCancelled ?? false, animated: animated)
      guard tab != nil, let tabBar = navigationController.tabBarController as? RootTabBarController else { return }
      host?.guardSystemBackSwipes(of: navigationController, with: tabBar.moreBackSwipeGuard) { [weak model] in
        model?.tabShownInMore.map { .stack(.tab($0)) }
      }
    }
  }

  /// A layer's presentation controller delegate: forwards the user's swipe down. A refused one
  /// was reported when the model was asked (`presentationControllerShouldDismiss(_:)`), so
  /// `presentationControllerDidAttemptToDismiss(_:)` has nothing to forward.
  @MainActor
  private final class DismissalDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    weak var model: UIKitHostModel<UIViewController>?
    let layer: ScreenID

    init(model: UIKitHostModel<UIViewController>, layer: ScreenID) {
      self.model = model
      self.layer = layer
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
      model?.presentationControllerShouldDismiss(layer: layer) ?? true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      model?.presentationControllerWillDismiss(layer: layer)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      model?.layerWasDismissed(layer)
    }
  }

  /// Calls `end` once when the transition of `controller` ends, with whether it was cancelled;
  /// at once when none runs.
  ///
  /// `animate(alongsideTransition:completion:)` answers whether it queued the animations, and
  /// "the completions may be run even if the animations are not": when they are not, `end`
  /// comes a turn later unless the completion came first, so that a step or a user's transition
  /// never waits for a completion that does not come.
  @MainActor
  private func whenTransitionEnds(of controller: UIViewController, _ end: @escaping @MainActor (Bool) -> Void) {
    guard let coordinator = controller.transitionCoordinator else { return end(false) }
    let once = TransitionEnd(end)
    let queued = coordinator.animate(alongsideTransition: nil) { context in once.run(cancelled: context.isCancelled) }
    if !queued {
      Task { @MainActor [weak controller] in
        once.run(cancelled: controller?.transitionCoordinator?.isCancelled ?? false)
      }
    }
  }

  /// The end of a transition, run once.
  @MainActor
  private final class TransitionEnd {
    private var end: (@MainActor (Bool) -> Void)?

    init(_ end: @escaping @MainActor (Bool) -> Void) { self.end = end }

    func run(cancelled: Bool) {
      guard let end else { return }
      self.end = nil
      end(cancelled)
    }
  }

  extension UIViewController {
    /// Another controller answers for the screen's preferences (a new screen on top, a new root
    /// container, another tab or column): UIKit asks again for the status bar, the home
    /// indicator, the screen-edge gestures, pointer lock and the orientations.
    fileprivate func preferencesDidChange() {
      setNeedsStatusBarAppearanceUpdate()
      setNeedsUpdateOfHomeIndicatorAutoHidden()
      setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
      setNeedsUpdateOfPrefersPointerLocked()
      setNeedsUpdateOfSupportedInterfaceOrientations()
    }
  }

  extension UINavigationController {
    /// iOS 26's `interactiveContentPopGestureRecognizer`, a pan anywhere in the content that pops
    /// ("in cases that are not covered by the interactive pop gesture recognizer",
    /// `UINavigationController.h` of the iOS 26.2 SDK), found by name so that the iOS 17 SDK
    /// compiles this; `nil` before iOS 26. As the edge swipe, it requires the host's guard to
    /// fail and is enabled as the model says, nothing more; a pop it makes anyway (a rule that
    /// changed mid-swipe) is taken back in `didShow` when the session refuses it.
    fileprivate var contentPopGestureRecognizer: UIGestureRecognizer? {
      guard hasContentPopGesture else { return nil }
      return value(forKey: Self.contentPopGestureName) as? UIGestureRecognizer
    }

    /// Whether the system has iOS 26's content swipe.
    fileprivate var hasContentPopGesture: Bool { responds(to: NSSelectorFromString(Self.contentPopGestureName)) }

    private static var contentPopGestureName: String { "interactiveContentPopGestureRecognizer" }
  }

  /// A navigation controller the host made: the stack it shows, says when it is on screen, and
  /// keeps its delegate and back swipe (UIKit holds the delegate weakly). Its top screen answers
  /// for the status bar, the home indicator, the screen-edge gestures, pointer lock and the
  /// orientations, which a `UINavigationController` answers itself.
  private final class HostNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var childForStatusBarHidden: UIViewController? { topViewController }
    override var childForHomeIndicatorAutoHidden: UIViewController? { topViewController }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { topViewController }
    override var childViewControllerForPointerLock: UIViewController? { topViewController }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      topViewController?.preferredInterfaceOrientationForPresentation
        ?? super.preferredInterfaceOrientationForPresentation
    }

    /// A new screen is on top: UIKit asks it for its preferences again.
    func topDidChange() { preferencesDidChange() }

    /// Where it is: a stack's (the root's, a tab's, a layer's) or a split view's column. A
    /// navigation controller that moves into a new root takes its new place.
    var place: UIKitRootNavigation = .stack(.root)
    var onAppear: (@MainActor () -> Void)?
    var stackDelegate: StackDelegate?
    var backSwipe: BackSwipeRecognizer?
    /// The guard UIKit's own back swipes require to fail (``BackSwipeGuard``).
    var backSwipeGuard: BackSwipeGuard?

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }
  }

  /// The root tab bar controller: says when it is on screen, and keeps its delegate. The
  /// selected tab answers for the screen's preferences, as in ``HostNavigationController``.
  private final class RootTabBarController: UITabBarController {
    override var childForStatusBarStyle: UIViewController? { selectedViewController }
    override var childForStatusBarHidden: UIViewController? { selectedViewController }
    override var childForHomeIndicatorAutoHidden: UIViewController? { selectedViewController }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { selectedViewController }
    override var childViewControllerForPointerLock: UIViewController? { selectedViewController }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      selectedViewController?.preferredInterfaceOrientationForPresentation
        ?? super.preferredInterfaceOrientationForPresentation
    }

    var onAppear: (@MainActor () -> Void)?
    /// Called with the window's new horizontal size class.
    var onWidthChange: (@MainActor (WidthClass) -> Void)?
    var tabBarDelegate: TabBarDelegate?
    /// The guard UIKit's back swipes on the More navigation controller require to fail.
    var moreBackSwipeGuard: BackSwipeGuard?
    /// The tabs' navigation controllers, in the tab bar's order, when its tabs are `UITab`s (a
    /// search tab, iOS 18); `nil` when they are its `viewControllers`. UIKit keeps the two apart:
    /// once `tabs` is set, "`UITabBarController.viewControllers` and related properties and
    /// methods will not be called" (`UITabBarController.h`, iOS 18 SDK).
    var tabNavigations: [HostNavigationController]?

    /// Shows `shown` as `UITab`s, the search tab as a `UISearchTab`, `selected` selected, when
    /// one of them is the search tab and the OS has `UISearchTab` (iOS 18). `false` otherwise:
    /// the tabs are then the tab bar's `viewControllers`, the search tab an ordinary one. An SDK
    /// older than iOS 18's, which has no `UITab`, always shows `viewControllers`: it is told by
    /// SwiftUI's version, 6 in the SDKs of iOS 18, as UIKit's own version cannot be read from
    /// every SDK's interface.
    func showAsTabs(_ shown: [(tab: UIKitTab<UIViewController>, navigation: HostNavigationController)], selected: TabID)
      -> Bool
    {
      #if canImport(SwiftUI, _version: 6.0)
        guard shown.contains(where: { $0.tab.isSearch }), #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else {
          return false
        }
        let tabs: [UITab] = shown.map { tab, navigation in
          let made: UITab =
            tab.isSearch
            ? UISearchTab { _ in navigation }
            : UITab(title: tab.item.title, image: nil, identifier: tab.id.rawValue) { _ in navigation }
          UIKitHost.show(tab.item, in: made)
          made.accessibilityIdentifier = AccessibilityIdentifiers.tab(tab.id)
          return made
        }
        tabNavigations = shown.map { $0.navigation }
        self.tabs = tabs
        selectedTab = zip(shown, tabs).first { $0.0.tab.id == selected }?.1
        return true
      #else
        return false
      #endif
    }

    /// Selects the `UITab` that shows `navigation`; `false` when the tabs are no `UITab`s.
    func selectTab(showing navigation: UINavigationController) -> Bool {
      #if canImport(SwiftUI, _version: 6.0)
        guard tabNavigations != nil, #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return false }
        selectedTab = tabs.first { $0.viewController === navigation }
        return true
      #else
        return false
      #endif
    }

    /// Shows `item` on the `UITab` that shows `navigation`; `false` when the tabs are no `UITab`s.
    func show(_ item: TabItem, onTabShowing navigation: UINavigationController) -> Bool {
      #if canImport(SwiftUI, _version: 6.0)
        guard tabNavigations != nil, #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return false }
        if let tab = tabs.first(where: { $0.viewController === navigation }) { UIKitHost.show(item, in: tab) }
        return true
      #else
        return false
      #endif
    }

    /// Takes `navigation`'s tab out of the tabs, so that the next root can take it.
    func takeOut(_ navigation: HostNavigationController) {
      #if canImport(SwiftUI, _version: 6.0)
        guard let navigations = tabNavigations, #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return }
        tabNavigations = navigations.filter { $0 !== navigation }
        tabs = tabs.filter { $0.viewController !== navigation }
      #endif
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear?()
    }
  }

  /// The delegate of a confirmation dialog's popover: a tap outside it takes the dialog down
  /// with no button, which `presentationControllerDidDismiss(_:)` reports (it is "not called if
  /// the presentation is dismissed programatically"). Reported a turn later, so that a cancel
  /// button's handler, which UIKit may run for the same tap, comes first.
  @MainActor
  private final class AlertPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    weak var model: UIKitHostModel<UIViewController>?
    let alert: AlertID

    init(model: UIKitHostModel<UIViewController>, alert: AlertID) {
      self.model = model
      self.alert = alert
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      Task { @MainActor [weak model, alert] in model?.alertDidDisappear(alert) }
    }
  }

  /// A controller that shows one child: the root container, as the window's root of a host with
  /// a window (it presents the first layer) or as the root of a host without one; or a modal
  /// layer's content, which it presents in its place so that every dismissal of the layer
  /// reaches the host (`viewDidDisappear(_:)` while being dismissed, whoever dismissed it).
  ///
  /// Its child answers for the screen's preferences: a container
  /// answers nothing for its children unless it says which one does.
  private final class ContainerController: UIViewController {
    override var childForStatusBarStyle: UIViewController? { children.first }
    override var childForStatusBarHidden: UIViewController? { children.first }
    override var childForHomeIndicatorAutoHidden: UIViewController? { children.first }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { children.first }
    override var childViewControllerForPointerLock: UIViewController? { children.first }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      children.first?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      children.first?.preferredInterfaceOrientationForPresentation
        ?? super.preferredInterfaceOrientationForPresentation
    }
    /// What the presented layer keeps alive: delegates UIKit holds weakly.
    var retained: [AnyObject] = []
    /// Called with the new size when the root container's view is about to be resized
    /// (`viewWillTransition(to:with:)`); set on the host's root container only, not on a layer's.
    var onSizeTransition: (@MainActor (CGSize) -> Void)?

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      onSizeTransition?(size)
    }
    /// Called when the layer is gone: `viewDidDisappear(_:)` while being dismissed.
    var onDismissal: (@MainActor () -> Void)?

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      if isBeingDismissed { onDismissal?() }
    }

    /// Shows `controller` as the one child, taking it from the parent it had.
    func show(_ controller: UIViewController) {
      for child in children where child !== controller {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
      }
      if let parent = controller.parent, parent !== self {
        controller.willMove(toParent: nil)
        controller.view.removeFromSuperview()
        controller.removeFromParent()
      }
      addChild(controller)
      controller.view.frame = view.bounds
      controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(controller.view)
      controller.didMove(toParent: self)
      // The new child answers now (a new root container).
      preferencesDidChange()
    }
  }

  @_spi(Hosts) extension UIKitHost: NavigationHost {}

  extension UIKitHost: UserTransitionHost {}

  extension Navigator {
    /// Makes `host` show the navigation in its window or container, starting from nothing; a
    /// host attached before is let go.
    ///
    /// Attaching the host that is attached already changes nothing it shows, and a step it
    /// performs stays in flight.
    public func attach(_ host: UIKitHost) { attach(host as any NavigationHost) }
  }

  extension UITabBarController {
    /// The host's navigation controllers of the tabs, whether the tabs are `UITab`s (a search
    /// tab) or the `viewControllers`.
    fileprivate var hostNavigations: [HostNavigationController] {
      (self as? RootTabBarController)?.tabNavigations
        ?? viewControllers?.compactMap { $0 as? HostNavigationController } ?? []
    }
  }
#endif

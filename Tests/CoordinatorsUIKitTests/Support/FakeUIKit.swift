import CoordinatorsUIKit
import Testing

/// A view controller: the screen it was made for, and the appearance key its navigation item
/// carries, as the host sets it when it makes the controller.
@MainActor
final class FakeController {
  let screen: Screen
  let barAppearanceKey: String?
  /// The `largeTitleDisplayMode` of its navigation item.
  let largeTitle: UIKitHostModel<FakeController>.LargeTitle
  init(screen: Screen) {
    self.screen = screen
    barAppearanceKey = UIKitHostModel<FakeController>.barAppearanceKey(of: screen)
    largeTitle = UIKitHostModel<FakeController>.largeTitle(of: screen)
  }
}

/// A navigation controller: its controllers, root first, and its bar.
@MainActor
final class FakeNavigationController {
  var viewControllers: [FakeController]
  /// `isNavigationBarHidden`, as the host's `setNavigationBarHidden(_:animated:)` calls left it.
  var isNavigationBarHidden = false
  init(_ viewControllers: [FakeController]) { self.viewControllers = viewControllers }
  var ids: [ScreenID] { viewControllers.map(\.screen.id) }
  /// The appearance the bar shows, as UIKit picks it: the top item's own, `nil` (the bar's own)
  /// when it has none. During a back swipe the top is the screen being revealed.
  var barAppearanceKey: String? { viewControllers.last?.barAppearanceKey }
  /// `navigationBar.prefersLargeTitles`, as the host sets it when it makes the controller.
  let prefersLargeTitles = UIKitHostModel<FakeController>.navigationBarsPreferLargeTitles
  /// Whether the bar shows its top screen's title large, as UIKit decides: never while the bar
  /// does not prefer large titles; else as the top item's mode says, `automatic` taking the
  /// mode of the item below it, and large on the first screen (`largeTitleDisplayMode`).
  var showsLargeTitle: Bool {
    guard prefersLargeTitles else { return false }
    for controller in viewControllers.reversed() {
      switch controller.largeTitle {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }
}

/// UIKit as the model's actions reach it and as it behaves, on Linux: it keeps a hierarchy of
/// navigation controllers, tab bar and presentations, calls the delegates in UIKit's order, and
/// runs each transition's end (didShow, the transition coordinator's completion, the
/// presentation's completion) only when the test or the conformance bench lets it end.
@MainActor
final class FakeUIKit {
  /// How UIKit orders the end of an animated stack transition.
  var didShowBeforeTransitionCompletion = true
  /// Whether `didShow` comes after a cancelled interactive pop, flagged cancelled (iOS 18), or
  /// not at all (earlier systems).
  var callsDidShowAfterCancelledPop = true
  /// Whether the app shows its own controller (an alert, a share sheet): UIKit then refuses
  /// every presentation from the host's controllers ("Attempt to present … which is already
  /// presenting …") and never calls its completion (HOST-REVIEW finding 1).
  var presenterIsBusy = false
  /// Whether the end of the next transition never reaches the host: its completion (or
  /// `didShow`) is lost, as when UIKit drops a call made during another transition.
  var losesNextTransitionSignal = false
  /// Whether a swipe down has a transition coordinator at `presentationControllerWillDismiss`;
  /// without one the host's watch ends at once, as not cancelled, and a later cancel is never
  /// told (HOST-REVIEW finding 18).
  var swipeDownHasTransitionCoordinator = true

  let model: UIKitHostModel<FakeController>
  private(set) var actions: [UIKitHostAction<FakeController>] = []
  /// UIKit misuse the host made: a dismissal of a controller being dismissed, a presentation
  /// from a controller not on screen.
  private(set) var misuse: [String] = [] {
    didSet { if let last = misuse.last { Issue.record(Comment(rawValue: "UIKit misuse: \(last)")) } }
  }

  enum Root {
    case stack(FakeNavigationController)
    case tabs([(id: TabID, item: TabItem, navigation: FakeNavigationController)], selected: Int)
  }
  struct Presented {
    let layer: UIKitLayer<FakeController>
    let navigation: FakeNavigationController?
    var isBeingDismissed = false
  }
  private(set) var root: Root?
  private(set) var presented: [Presented] = []
  /// The alert controller presented over the top-most level, and whether it is being dismissed.
  private(set) var alert: (alert: NavigationAlert, isBeingDismissed: Bool)?
  private(set) var rootHasAppeared = false
  /// The ends of the transitions under way, run by ``finishTransitions()``.
  private var transitionEnds: [@MainActor () -> Void] = []
  /// Completions attached to the transition coordinator of a user's pop, by stack.
  private var userTransitionWatchers: [StackLocation] = []
  private var userDismissalWatchers: [ScreenID] = []

  /// The model's watchdogs, scheduled and not fired yet.
  private var watchdogs: [@MainActor @Sendable () -> Void] = []

  init() {
    model = UIKitHostModel { FakeController(screen: $0) }
    model.carryOut = { [unowned self] in carryOut($0) }
    model.watchdog.schedule = { [unowned self] _, fire in watchdogs.append(fire) }
  }

  /// Lets the time pass: every watchdog the model scheduled fires, in order.
  func fireWatchdog() {
    let due = watchdogs
    watchdogs = []
    for fire in due { fire() }
  }

  /// Forgets the calls recorded, and the controllers they hold.
  func forgetActions() { actions = [] }

  var isTransitioning: Bool { !transitionEnds.isEmpty }

  /// Runs the end of every transition under way, in order.
  func finishTransitions() {
    let ends = transitionEnds
    transitionEnds = []
    for end in ends { end() }
  }

  // MARK: The host's calls

  private func carryOut(_ action: UIKitHostAction<FakeController>) {
    actions.append(action)
    switch action {
    case .showRoot(.stack(let controllers)):
      root = .stack(FakeNavigationController(controllers))
      presented = []
      appearRootLater()
    case .showRoot(.tabs(let tabs, let selected)):
      root = .tabs(tabs.map { ($0.id, $0.item, FakeNavigationController($0.controllers)) }, selected: selected)
      presented = []
      appearRootLater()
    case .setViewControllers(let controllers, let stack, let animated, _):
      setViewControllers(controllers, of: stack, animated: animated)
    case .present(let layer, _):
      if !rootHasAppeared { misuse.append("presented layer \(layer.index) from a root not on screen") }
      // UIKit presents nothing from a controller that presents an alert.
      if alert != nil { misuse.append("presented layer \(layer.index) while an alert is presented") }
      // UIKit refuses a presentation from a busy presenter or from one off the window (the
      // host's layer table says more layers than UIKit shows): no completion, ever. The UIKit
      // file sees, a turn later, that the controller has no presenting controller.
      guard !presenterIsBusy, layer.index == presented.count else {
        return transitionEnds.append { [unowned self] in model.presentationWasRefused(layer: layer.index) }
      }
      let navigation: FakeNavigationController? =
        switch layer.content {
        case .navigationController(let controllers): FakeNavigationController(controllers)
        case .screen: nil
        }
      presented.append(Presented(layer: layer, navigation: navigation))
      endTransition { [unowned self] in model.presentationDidComplete(layer: layer.index) }
    case .dismiss(let index, _):
      if alert != nil { misuse.append("dismissed layer \(index) from under an alert") }
      guard index < presented.count else {
        // UIKit dismisses what the presenter presents: the presenter's own layer, or nothing.
        return misuse.append("dismissed from layer \(index) while UIKit shows \(presented.count) layers")
      }
      if presented[index...].contains(where: \.isBeingDismissed) {
        misuse.append("dismissed layer \(index) while it was being dismissed")
      }
      for level in presented.indices where level >= index { presented[level].isBeingDismissed = true }
      endTransition { [unowned self] in
        let gone = presented[index...].map(\.layer.id)
        presented.removeSubrange(index...)
        for id in gone.reversed() { model.layerDidDisappearBeingDismissed(id) }
        model.dismissalDidComplete(fromLayer: index)
      }
    case .selectTab(let index):
      if case .tabs(let tabs, _) = root { root = .tabs(tabs, selected: index) }
    case .setTabItem(let item, let index):
      if case .tabs(var tabs, let selected) = root {
        tabs[index].item = item
        root = .tabs(tabs, selected: selected)
      }
    case .setNavigationBarHidden(let hidden, let stack, _):
      guard let navigation = navigation(at: stack) else {
        return misuse.append("setNavigationBarHidden on \(stack), which has no navigation controller")
      }
      navigation.isNavigationBarHidden = hidden
    case .watchUserTransition(let stack):
      userTransitionWatchers.append(stack)
    case .watchUserDismissal(let id):
      guard swipeDownHasTransitionCoordinator else { return model.userDismissalDidEnd(layer: id, cancelled: false) }
      userDismissalWatchers.append(id)
    case .presentAlert(let shown, let layers):
      // As for a layer: UIKit refuses to present while the presenter presents something (the
      // app's own controller, another alert, one being dismissed) or a layer is being dismissed,
      // and never calls the completion.
      let busy = presenterIsBusy || alert != nil || presented.contains(where: \.isBeingDismissed)
      guard !busy, layers == presented.count else {
        return transitionEnds.append { [unowned self] in model.alertPresentationWasRefused(shown.id) }
      }
      alert = (shown, false)
      endTransition { [unowned self] in model.alertPresentationDidComplete(shown.id) }
    case .dismissAlert(let id):
      guard let current = alert, current.alert.id == id, !current.isBeingDismissed else {
        return misuse.append("dismissed alert \(id), which UIKit does not show")
      }
      alert?.isBeingDismissed = true
      endTransition { [unowned self] in
        alert = nil
        model.alertDismissalDidComplete(id)
        model.alertDidDisappear(id)
      }
    }
  }

  /// Queues the end of a transition, or loses it once when ``losesNextTransitionSignal`` says so.
  private func endTransition(_ end: @escaping @MainActor () -> Void) {
    guard !losesNextTransitionSignal else {
      losesNextTransitionSignal = false
      return
    }
    transitionEnds.append(end)
  }

  private func appearRootLater() {
    rootHasAppeared = false
    transitionEnds.append { [unowned self] in
      rootHasAppeared = true
      model.presenterDidAppear()
    }
  }

  /// `setViewControllers(_:animated:)`: the array changes at once; `willShow` comes during the
  /// call when the top changes; `didShow` and the transition coordinator's completion when the
  /// animation ends, or during the call when nothing animates (no transition coordinator).
  private func setViewControllers(_ controllers: [FakeController], of stack: StackLocation, animated: Bool) {
    guard let navigation = navigation(at: stack) else {
      return misuse.append("setViewControllers on \(stack), which has no navigation controller")
    }
    let topChanges = navigation.viewControllers.last !== controllers.last
    navigation.viewControllers = controllers
    if topChanges, let top = controllers.last { model.willShow(top, in: stack, animated: animated) }
    let end: @MainActor () -> Void = { [unowned self] in
      if didShowBeforeTransitionCompletion {
        if topChanges { model.didShow(navigation.ids, in: stack, cancelled: false, animated: animated) }
        model.stackTransitionDidEnd(in: stack)
      } else {
        model.stackTransitionDidEnd(in: stack)
        if topChanges { model.didShow(navigation.ids, in: stack, cancelled: false, animated: animated) }
      }
    }
    if animated && topChanges { transitionEnds.append(end) } else { end() }
  }

  // MARK: The user

  /// The navigation controller on top: the top layer's, or the selected tab's, or the root's.
  var topNavigation: (FakeNavigationController, StackLocation)? {
    if let top = presented.last {
      return top.navigation.map { ($0, .modal(top.layer.index)) }
    }
    switch root {
    case .stack(let navigation)?: return (navigation, .root)
    case .tabs(let tabs, let selected)?: return (tabs[selected].navigation, .tab(tabs[selected].id))
    case nil: return nil
    }
  }

  /// Starts an interactive pop (a back swipe) on the top stack: UIKit takes the top controller
  /// off at once and calls `willShow`; ``endBackSwipe(cancelled:)`` ends it.
  @discardableResult
  func beginBackSwipe() -> Bool {
    guard let (navigation, stack) = topNavigation, navigation.viewControllers.count > 1 else { return false }
    // UIKit's own edge swipe asks its delegate, the host's own asks the model.
    let mayBegin =
      model.usesSystemBackSwipe(in: stack)
      ? model.systemBackSwipeShouldBegin(in: stack)
      : model.mayBeginBackSwipe(in: stack, translation: (x: 40, y: 0), velocity: (x: 200, y: 0))
    guard mayBegin else { return false }
    swipe = (stack, navigation.viewControllers)
    navigation.viewControllers.removeLast()
    if let revealed = navigation.viewControllers.last { model.willShow(revealed, in: stack, animated: true) }
    return true
  }

  private var swipe: (stack: StackLocation, before: [FakeController])?

  /// Ends the back swipe: completed, `didShow` then the coordinator's completion; cancelled, the
  /// old top back, then (iOS 18) `didShow` flagged cancelled, and the completion flagged too.
  func endBackSwipe(cancelled: Bool) {
    guard let (stack, before) = swipe, let navigation = navigation(at: stack) else { return }
    swipe = nil
    if cancelled {
      navigation.viewControllers = before
      if callsDidShowAfterCancelledPop { model.didShow(navigation.ids, in: stack, cancelled: true, animated: true) }
    } else {
      model.didShow(navigation.ids, in: stack, cancelled: false, animated: true)
    }
    if let index = userTransitionWatchers.firstIndex(of: stack) {
      userTransitionWatchers.remove(at: index)
      model.userTransitionDidEnd(in: stack, cancelled: cancelled)
    }
  }

  /// Chooses the screen `count` places below the top in the back button's menu: UIKit pops to it
  /// with an animation, calling `willShow`, then `didShow` and the coordinator's completion.
  func popFromBackButtonMenu(_ count: Int) -> Bool {
    guard let (navigation, stack) = topNavigation, navigation.viewControllers.count > count else { return false }
    navigation.viewControllers.removeLast(count)
    if let revealed = navigation.viewControllers.last { model.willShow(revealed, in: stack, animated: true) }
    model.didShow(navigation.ids, in: stack, cancelled: false, animated: true)
    if let index = userTransitionWatchers.firstIndex(of: stack) {
      userTransitionWatchers.remove(at: index)
      model.userTransitionDidEnd(in: stack, cancelled: false)
    }
    return true
  }

  /// Sends `didShow` for what every navigation controller shows, as UIKit does again when one
  /// reappears.
  func repeatDidShow() {
    var stacks: [(StackLocation, FakeNavigationController)] = []
    switch root {
    case .stack(let navigation)?: stacks.append((.root, navigation))
    case .tabs(let tabs, _)?: stacks += tabs.map { (.tab($0.id), $0.navigation) }
    case nil: break
    }
    for (index, layer) in presented.enumerated() {
      if let navigation = layer.navigation { stacks.append((.modal(index), navigation)) }
    }
    for (stack, navigation) in stacks { model.didShow(navigation.ids, in: stack, cancelled: false) }
  }

  /// Swipes the top layer down to its end, as UIKit does: refused while it is modal in
  /// presentation; otherwise WillDismiss, the animation, then DidDismiss.
  func swipeDownTopLayer(cancelled: Bool = false) -> Bool {
    guard beginSwipeDown() else { return false }
    endSwipeDown(cancelled: cancelled)
    return true
  }

  /// The layer being swiped down, from ``beginSwipeDown()`` to ``endSwipeDown(cancelled:)``.
  private var swipingDown: ScreenID?

  /// Puts the finger down on the top layer and drags: refused while it is modal in
  /// presentation; otherwise `presentationControllerWillDismiss(_:)`.
  func beginSwipeDown() -> Bool {
    guard let top = presented.last, !top.layer.isModalInPresentation, !top.isBeingDismissed else { return false }
    guard model.presentationControllerShouldDismiss(layer: top.layer.id) else {
      model.presentationControllerDidAttemptToDismiss(layer: top.layer.id)
      return false
    }
    presented[presented.count - 1].isBeingDismissed = true
    swipingDown = top.layer.id
    model.presentationControllerWillDismiss(layer: top.layer.id)
    return true
  }

  /// Lets go: the transition coordinator's completion (when the host watches one), then, unless
  /// `cancelled`, the layer goes and `presentationControllerDidDismiss(_:)` comes.
  func endSwipeDown(cancelled: Bool) {
    guard let id = swipingDown, let top = presented.last, top.layer.id == id else { return }
    swipingDown = nil
    if let index = userDismissalWatchers.firstIndex(of: id) {
      userDismissalWatchers.remove(at: index)
      model.userDismissalDidEnd(layer: id, cancelled: cancelled)
    }
    if cancelled {
      presented[presented.count - 1].isBeingDismissed = false
    } else {
      presented.removeLast()
      model.layerDidDisappearBeingDismissed(id)
      model.presentationControllerDidDismiss(layer: id)
    }
  }

  /// The app's code calls `dismiss(animated:)` on the top layer (a Done button): it animates
  /// away, and no delegate call comes (`presentationControllerDidDismiss(_:)` is for the
  /// user's dismissals only).
  func appDismissesTopLayer() -> Bool {
    guard let top = presented.last, !top.isBeingDismissed else { return false }
    presented[presented.count - 1].isBeingDismissed = true
    transitionEnds.append { [unowned self] in
      presented.removeAll { $0.layer.id == top.layer.id }
      model.layerDidDisappearBeingDismissed(top.layer.id)
    }
    return true
  }

  /// Taps button `index` of the alert shown: UIKit takes it down, then runs the button's handler,
  /// then (a turn later, as the UIKit file reports it) its `viewDidDisappear(_:)`.
  func tapAlertButton(_ index: Int) -> Bool {
    guard let shown = alert, !shown.isBeingDismissed, shown.alert.buttons.indices.contains(index) else { return false }
    alert = nil
    model.alertButtonTapped(shown.alert.id, index: index)
    model.alertDidDisappear(shown.alert.id)
    return true
  }

  /// The system takes the alert down without a button (a tap outside an action sheet's popover):
  /// only `viewDidDisappear(_:)` tells.
  func systemDismissesAlert() -> Bool {
    guard let shown = alert, !shown.isBeingDismissed else { return false }
    alert = nil
    model.alertDidDisappear(shown.alert.id)
    return true
  }

  /// Taps the tab at `index`: `shouldSelect`, then, when allowed, the selection and `didSelect`.
  func tapTab(_ index: Int) -> Bool {
    guard case .tabs(let tabs, _) = root, tabs.indices.contains(index) else { return false }
    guard model.tabBarShouldSelect(index: index) else { return true }
    root = .tabs(tabs, selected: index)
    model.tabBarDidSelect(index: index)
    return true
  }

  // MARK: Reading back

  func navigation(at stack: StackLocation) -> FakeNavigationController? {
    switch (stack, root) {
    case (.root, .stack(let navigation)?): navigation
    case (.tab(let id), .tabs(let tabs, _)?): tabs.first { $0.id == id }?.navigation
    case (.modal(let index), _): presented.indices.contains(index) ? presented[index].navigation : nil
    default: nil
    }
  }

  /// What the fake UIKit shows, as a navigation state.
  var shownState: NavigationState? {
    let rootContainer: RootContainer
    switch root {
    case nil: return nil
    case .stack(let navigation)?:
      rootContainer = .stack(navigation.viewControllers.map(\.screen))
    case .tabs(let tabs, let selected)?:
      let states = model.shown?.tabs ?? []
      rootContainer = .tabs(
        tabs.map { tab in
          Tab(
            id: tab.id, stack: tab.navigation.viewControllers.map(\.screen),
            // UIKit shows an item always; the state has none where the host titles the tab.
            item: states.first { $0.id == tab.id }?.item == nil ? nil : tab.item)
        }, selectedIndex: selected)
    }
    let modals = presented.map { presented -> ModalLayer in
      switch presented.layer.content {
      case .navigationController: ModalLayer(presented.navigation?.viewControllers.map(\.screen) ?? [])
      case .screen(let controller): ModalLayer([controller.screen])
      }
    }
    let state = try? NavigationState(root: rootContainer, modals: modals)
    guard let alert, !alert.isBeingDismissed else { return state }
    return try? state?.applying(.showAlert(alert.alert))
  }
}

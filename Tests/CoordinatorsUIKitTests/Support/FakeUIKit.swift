@_spi(Hosts) import CoordinatorsUIKit
import Testing

/// A view controller: the screen it was made for, and the appearance key its navigation item
/// carries, as the host sets it when it makes the controller.
@MainActor
final class FakeController {
  let screen: Screen
  let barAppearanceKey: String?
  /// The `largeTitleDisplayMode` of its navigation item.
  let largeTitle: UIKitHostModel<FakeController>.LargeTitle
  /// `hidesBottomBarWhenPushed`.
  let hidesBottomBarWhenPushed: Bool
  init(screen: Screen) {
    self.screen = screen
    hidesBottomBarWhenPushed = UIKitHostModel<FakeController>.hidesBottomBarWhenPushed(screen)
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
  /// Whether the host emptied it and took its delegate away (the old root, when a new one is
  /// made): no delegate call of its reaches the host any more.
  var isDetached = false
  /// Whether an animated transition of its own runs (`transitionCoordinator != nil`).
  var isTransitioning = false
  /// The completions attached to the running transition's coordinator, run when it ends.
  var transitionEndWatches: [@MainActor () -> Void] = []
  /// A `setViewControllers(_:animated:)` UIKit keeps until the running transition ends
  /// (``FakeUIKit/defersStackUpdatesDuringTransition``).
  var deferredUpdate: (@MainActor () -> Void)?
  /// Reverses the running push (``FakeUIKit/interruptibleTransitions``); `nil` while none runs.
  var reverseRunningPush: (@MainActor () -> Void)?
  init(_ viewControllers: [FakeController]) { self.viewControllers = viewControllers }

  /// The running transition ended: its coordinator's completions run, then the update UIKit
  /// deferred is made.
  func transitionDidEnd() {
    isTransitioning = false
    let watches = transitionEndWatches
    transitionEndWatches = []
    for watch in watches { watch() }
    if let update = deferredUpdate {
      deferredUpdate = nil
      update()
    }
  }
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

/// A column-style split view controller: its sidebar's items and selection, a navigation
/// controller per column, and whether it is collapsed.
@MainActor
final class FakeSplitViewController {
  let columns: SplitColumns
  var items: [UIKitSidebarRow]
  /// The row the sidebars show selected.
  var selected: Int
  let supplementary: FakeNavigationController
  let secondary: FakeNavigationController
  /// The compact column's navigation controller: the host's sidebar at the bottom (not in
  /// `viewControllers`), the section's screens above it.
  let compact: FakeNavigationController
  /// `isCollapsed`: a split view is born expanded, and collapses once it is in a compact window.
  var isCollapsed = false
  /// The size class the host set on the split view in place of the window's
  /// (`traitOverrides.horizontalSizeClass`); `nil` while it set none.
  var sizeClassOverride: WidthClass?
  /// What the compact column showed above its sidebar the moment UIKit last collapsed: the user
  /// sees it before `splitViewControllerDidCollapse(_:)` comes.
  var compactWhenCollapsed: [ScreenID]?

  /// A split view whose columns take `navigations` (a navigation controller of the old root,
  /// moved, so its screens keep their state) or new navigation controllers.
  init(_ split: UIKitSplit<FakeController>, navigations: [UIKitSplitColumn: FakeNavigationController] = [:]) {
    columns = split.columns
    items = split.items
    selected = split.selected
    supplementary = navigations[.supplementary] ?? FakeNavigationController(split.supplementary)
    secondary = navigations[.secondary] ?? FakeNavigationController(split.secondary)
    compact = navigations[.compact] ?? FakeNavigationController(split.compact)
  }

  func navigation(of column: UIKitSplitColumn) -> FakeNavigationController {
    switch column {
    case .supplementary: supplementary
    case .secondary: secondary
    case .compact: compact
    }
  }

  /// Whether UIKit shows `column`: the compact one alone while collapsed, the others while
  /// expanded (the supplementary with three columns only). A navigation controller off screen
  /// runs no transition and calls its delegate for nothing.
  func isOnScreen(_ column: UIKitSplitColumn) -> Bool {
    switch column {
    case .compact: isCollapsed
    case .secondary: !isCollapsed
    case .supplementary: !isCollapsed && columns == .threeColumns
    }
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
  /// presenting …") and never calls its completion (deltachat-ios issue 2736).
  var presenterIsBusy = false
  /// Whether the end of the next transition never reaches the host: its completion (or
  /// `didShow`) is lost, as when UIKit drops a call made during another transition.
  var losesNextTransitionSignal = false
  /// Whether a swipe down has a transition coordinator at `presentationControllerWillDismiss`;
  /// without one the host's watch ends at once, as not cancelled, and a later cancel is never
  /// told (`UIPresentationController.h`, iOS SDK).
  var swipeDownHasTransitionCoordinator = true
  /// The window's horizontal size class: a split view shown in a compact window collapses
  /// before it first appears (UIKit makes it expanded, then collapses it once it is in the
  /// window), and a resize collapses or expands it.
  var windowWidth: WidthClass = .regular
  /// The window's width in points (its bounds); `nil`: the tests that play size classes only.
  /// iOS 27 resizes an iPhone app's window and keeps its compact size class: only
  /// `viewWillTransition(to:with:)` reports the new size (https://developer.apple.com/forums/thread/836088).
  var windowPoints: Double?
  /// Whether UIKit asks `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` (and
  /// `displayModeForExpandingToProposedDisplayMode`) before it collapses (expands); when not, the
  /// host first hears of the change in `splitViewControllerDidCollapse(_:)` (`DidExpand`).
  var asksBeforeCollapsing = true
  /// Whether `setViewControllers(_:animated:)` made while a transition of that navigation
  /// controller runs leaves `viewControllers` unchanged until the transition ends, whose
  /// `didShow` reports the older array; a completion attached to the transition coordinator
  /// meanwhile runs with the running transition's end (openradar 44091459).
  /// The split view's columns play their transitions then too (issue 31).
  var defersStackUpdatesDuringTransition = false
  /// Whether the transitions under way outlast the watchdog: its bound runs out twice before
  /// a transition ends (slow, not lost).
  var transitionOutlastsWatchdog = false
  /// Whether the completions the host attaches to a running transition to hear of its end
  /// never run (a completion UIKit never queues).
  var losesTransitionEndWatches = false
  /// The custom transitions the host has an animator for (`UIKitHost.animators`): a push with
  /// another runs UIKit's own animation.
  var animators: Set<TransitionID> = []
  /// Whether a full-screen layer keeps the root out of the window (`UIModalPresentationStyle.fullScreen`:
  /// "The views belonging to the presenting view controller are removed after the presentation
  /// completes"): a root container made while one is presented reports its appearance only
  /// when that layer is dismissed.
  var fullScreenLayerHidesRoot = false
  /// Whether the user may interrupt a transition (iOS 26): `popViewController(animated:)` during
  /// a running push reverses it; `willShow` and `didShow` report the screen below, then the
  /// push's completion arrives, cancelled.
  var interruptibleTransitions = false

  let model: UIKitHostModel<FakeController>
  private(set) var actions: [UIKitHostAction<FakeController>] = []
  /// UIKit misuse the host made: a dismissal of a controller being dismissed, a presentation
  /// from a controller not on screen.
  private(set) var misuse: [String] = [] {
    didSet { if let last = misuse.last { Issue.record(Comment(rawValue: "UIKit misuse: \(last)")) } }
  }

  /// The tab shown as a `UISearchTab` by the last tab bar controller made, `nil` for none.
  private(set) var searchTab: TabID?
  /// How many tab bar controllers the host made.
  private(set) var tabBarsMade = 0

  enum Root {
    case stack(FakeNavigationController)
    case tabs([(id: TabID, item: TabItem, navigation: FakeNavigationController)], selected: Int)
    case split(FakeSplitViewController)
  }

  /// Where a navigation controller is: a stack of the state, or a column of the split view.
  typealias Place = UIKitRootNavigation
  struct Presented {
    let layer: UIKitLayer<FakeController>
    let navigation: FakeNavigationController?
    var isBeingDismissed = false
    /// Whether it covers the whole screen, its presenter's views out of the window.
    var isFullScreen: Bool {
      if case .fullScreenCover = layer.presentation.style { true } else { false }
    }
  }
  private(set) var root: Root?
  /// The layers, presented from the window's root controller (the host's own container), which
  /// stays when the root container in it changes.
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
    model.transitionRuns = { [unowned self] in navigation(of: $0)?.isTransitioning ?? false }
    model.animates = { [unowned self] in animators.contains($0) }
    model.windowWidth = { [unowned self] in WindowWidth(points: windowPoints, sizeClass: windowWidth) }
    model.sceneIsActive = { [unowned self] in sceneIsActive }
  }

  /// The navigation controller at `place`.
  private func navigation(of place: UIKitRootNavigation) -> FakeNavigationController? {
    switch place {
    case .stack(let stack): return hostNavigation(at: stack)
    case .column(let column):
      guard case .split(let split)? = root else { return nil }
      return split.navigation(of: column)
    }
  }

  /// Lets the time pass: every watchdog the model scheduled fires, in order.
  func fireWatchdog() {
    let due = watchdogs
    watchdogs = []
    for fire in due { fire() }
  }

  /// Lets the watchdog's bound run out twice (the step that waits is slow, then lost) before a
  /// transition ends, while ``transitionOutlastsWatchdog``; a timer armed meanwhile (for the
  /// next step) does not fire.
  private func outlastTheWatchdog() {
    guard transitionOutlastsWatchdog else { return }
    fireWatchdog()
    fireWatchdog()
  }

  /// Forgets the calls recorded, and the controllers they hold.
  func forgetActions() { actions = [] }

  var isTransitioning: Bool { !transitionEnds.isEmpty }

  /// Runs the end of the first transition under way only: the others are still running.
  func finishFirstTransition() {
    guard !transitionEnds.isEmpty else { return }
    outlastTheWatchdog()
    transitionEnds.removeFirst()()
  }

  /// Runs the end of every transition under way, in order.
  func finishTransitions() {
    outlastTheWatchdog()
    let ends = transitionEnds
    transitionEnds = []
    for end in ends { end() }
  }

  // MARK: The host's calls

  private func carryOut(_ action: UIKitHostAction<FakeController>) {
    actions.append(action)
    // As the UIKit file does: the completion names the step the call was made for.
    let step = model.stepNumber
    if let callback = insideCallback {
      switch action {
      case .showRoot, .emptyRoot: misuse.append("replaced the root container inside UIKit's \(callback)")
      default: break
      }
    }
    switch action {
    case .emptyRoot(let keeping):
      for (place, navigation) in rootNavigationsByPlace {
        navigation.isDetached = true
        // A kept one leaves its container with its controllers: a controller has one parent.
        if keeping.contains(place) { keptNavigations[place] = navigation } else { navigation.viewControllers = [] }
      }
    case .showRoot(.stack(let controllers)):
      noControllerInTwoNavigationControllers(controllers)
      root = .stack(FakeNavigationController(controllers))
      leaveKeptNavigations()
      appearRootLater()
    case .showRoot(.tabs(let tabs, let selected)):
      let moved = tabs.map { tab in tab.moves.flatMap { move($0, to: .stack(.tab(tab.id)), with: tab.controllers) } }
      noControllerInTwoNavigationControllers(zip(tabs, moved).filter { $1 == nil }.flatMap(\.0.controllers))
      root = .tabs(
        zip(tabs, moved).map { tab, moved in (tab.id, tab.item, moved ?? FakeNavigationController(tab.controllers)) },
        selected: tabs.firstIndex { $0.id == selected } ?? 0)
      searchTab = tabs.first(where: \.isSearch)?.id
      tabBarsMade += 1
      leaveKeptNavigations()
      appearRootLater()
    case .showRoot(.split(let content)):
      var moved: [UIKitSplitColumn: FakeNavigationController] = [:]
      for (column, navigation) in content.moves {
        moved[column] = move(navigation, to: .column(column), with: content[column])
      }
      noControllerInTwoNavigationControllers(
        UIKitSplitColumn.allCases.filter { moved[$0] == nil }.flatMap { content[$0] })
      let split = FakeSplitViewController(content, navigations: moved)
      root = .split(split)
      leaveKeptNavigations()
      appearRootLater { [unowned self] in
        // In the window at last: in a compact one it collapses, then appears.
        if (split.sizeClassOverride ?? windowWidth) == .compact { collapse(split) }
        rootHasAppeared = true
        inCallback("viewDidAppear(_:)") {
          model.presenterDidAppear()
          // The UIKit file reports what the split view is once it is on screen.
          model.windowWidthDidChange(to: split.isCollapsed ? .compact : .regular, fromSplitView: true)
        }
      }
    case .setColumn(let controllers, let column, let animated):
      setColumn(controllers, column, animated: animated, step: step)
    case .setSidebar(let items, let selected):
      guard case .split(let split) = root else { return misuse.append("setSidebar without a split view") }
      split.items = items
      split.selected = selected
    case .setViewControllers(let controllers, let stack, let animated, _):
      setViewControllers(controllers, of: stack, animated: animated, step: step)
    case .present(let layer, _):
      if !rootHasAppeared && layer.index == 0 {
        misuse.append("presented layer \(layer.index) from a root not on screen")
      }
      // UIKit presents nothing from a controller that presents an alert.
      if alert != nil { misuse.append("presented layer \(layer.index) while an alert is presented") }
      // UIKit refuses a presentation from a busy presenter or from one off the window (the
      // host's layer table says more layers than UIKit shows): no completion, ever. The UIKit
      // file sees, a turn later, that the controller has no presenting controller.
      guard !presenterIsBusy, layer.index == presented.count else {
        return transitionEnds.append { [unowned self] in model.presentationWasRefused(layer: layer.index, step: step) }
      }
      let navigation: FakeNavigationController? =
        switch layer.content {
        case .navigationController(let controllers): FakeNavigationController(controllers)
        case .screen: nil
        }
      presented.append(Presented(layer: layer, navigation: navigation))
      endTransition { [unowned self] in model.signal(.presentation(layer: layer.index), step: step) }
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
        layersLeft()
        for id in gone.reversed() { model.layerWasDismissed(id) }
        model.signal(.dismissal(fromLayer: index), step: step)
      }
    case .selectTab(let id):
      guard case .tabs(let tabs, _) = root, let index = tabs.firstIndex(where: { $0.id == id }) else {
        return misuse.append("selected tab \(id), which the tab bar does not show")
      }
      root = .tabs(tabs, selected: index)
    case .setTabItem(let item, let id):
      guard case .tabs(var tabs, let selected) = root, let index = tabs.firstIndex(where: { $0.id == id }) else {
        return misuse.append("set the item of tab \(id), which the tab bar does not show")
      }
      tabs[index].item = item
      root = .tabs(tabs, selected: selected)
    case .setNavigationBarHidden(let hidden, let stack, _):
      if case .split(let split) = root, case .tab = stack {
        // The UIKit file finds the column that shows the section's top.
        if let column = model.splitColumn(showing: stack) {
          split.navigation(of: column).isNavigationBarHidden = hidden
        }
        return
      }
      guard let navigation = hostNavigation(at: stack) else {
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
      if !rootHasAppeared && layers == 0 { misuse.append("presented alert \(shown.id) from a root not on screen") }
      let busy = presenterIsBusy || alert != nil || presented.contains(where: \.isBeingDismissed)
      guard !busy, layers == presented.count else {
        return transitionEnds.append { [unowned self] in model.alertPresentationWasRefused(shown.id, step: step) }
      }
      alert = (shown, false)
      endTransition { [unowned self] in model.signal(.alertPresentation(shown.id), step: step) }
    case .watchTransition(let place):
      guard let navigation = navigation(of: place), navigation.isTransitioning else {
        return model.transitionDidEnd(at: place)
      }
      guard !losesTransitionEndWatches else { return }
      navigation.transitionEndWatches.append { [unowned self] in model.transitionDidEnd(at: place) }
    case .reportWidthAfterCallback:
      afterCallback.append { [unowned self] in model.uiKitCallbackDidReturn() }
    case .overrideSplitSizeClass(let width):
      guard case .split(let split) = root else { return misuse.append("a size class override without a split view") }
      split.sizeClassOverride = width
      // Once on screen, the split view collapses or expands by its new size class.
      guard rootHasAppeared else { return }
      if (width ?? windowWidth) == .compact { collapse(split) } else { expand(split) }
    case .dismissAlert(let id):
      guard let current = alert, current.alert.id == id, !current.isBeingDismissed else {
        return misuse.append("dismissed alert \(id), which UIKit does not show")
      }
      alert?.isBeingDismissed = true
      endTransition { [unowned self] in
        alert = nil
        model.signal(.alertDismissal(id), step: step)
        model.alertDidDisappear(id)
      }
    }
  }

  /// The navigation controllers of the root container shown.
  private var rootNavigations: [FakeNavigationController] { rootNavigationsByPlace.map(\.navigation) }

  /// The navigation controllers of the root container shown, each with its place there.
  private var rootNavigationsByPlace: [(place: UIKitRootNavigation, navigation: FakeNavigationController)] {
    switch root {
    case .stack(let navigation)?: [(.stack(.root), navigation)]
    case .tabs(let tabs, _)?: tabs.map { (.stack(.tab($0.id)), $0.navigation) }
    case .split(let split)?: UIKitSplitColumn.allCases.map { (.column($0), split.navigation(of: $0)) }
    case nil: []
    }
  }

  /// The navigation controllers of the old root that `emptyRoot(keeping:)` took out of their
  /// container for the next root, by their place in the old one.
  private var keptNavigations: [UIKitRootNavigation: FakeNavigationController] = [:]

  /// The navigation controller of the old root at `place`, which `emptyRoot(keeping:)` kept, in
  /// the new root at `newPlace` with `controllers`, set before any new navigation controller
  /// takes its own; `nil` (a misuse: a controller has one parent at a time) when it was not
  /// taken out of the old root's container first.
  private func move(
    _ place: UIKitRootNavigation, to newPlace: UIKitRootNavigation, with controllers: [FakeController]
  ) -> FakeNavigationController? {
    guard let navigation = keptNavigations.removeValue(forKey: place) else {
      misuse.append("moved \(place) into the new root while the old root's container holds it")
      return nil
    }
    noControllerInTwoNavigationControllers(controllers, except: navigation)
    navigation.viewControllers = controllers
    navigation.isDetached = false
    movedNavigations.append((place, newPlace))
    return navigation
  }

  /// Each navigation controller a new root took from the old one: its place in the old root and
  /// in the new (so that its screens keep their state).
  private(set) var movedNavigations: [(from: UIKitRootNavigation, to: UIKitRootNavigation)] = []

  /// A kept navigation controller that no new root took: the host kept it for nothing.
  private func leaveKeptNavigations() {
    for place in keptNavigations.keys { misuse.append("kept \(place), which the new root did not take") }
    keptNavigations = [:]
  }

  /// UIKit raises `UIViewControllerHierarchyInconsistency` when a controller is given to a
  /// navigation controller while another one holds it: a new root's controllers must have left
  /// the old root's and the layers' navigation controllers first (a view controller has one parent).
  private func noControllerInTwoNavigationControllers(
    _ controllers: [FakeController], except receiver: FakeNavigationController? = nil
  ) {
    let held = (rootNavigations + presented.compactMap(\.navigation)).filter { $0 !== receiver }
    for controller in controllers where held.contains(where: { $0.viewControllers.contains { $0 === controller } }) {
      misuse.append(
        "gave screen \(controller.screen.id)'s controller to a new root while another navigation controller holds it")
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

  /// `setViewControllers(_:animated:)` on a column's navigation controller: as for a stack, but
  /// a column off screen runs no transition and calls no delegate (UIKit sends `didShow` for a
  /// navigation controller in the window only), so it ends at once. With
  /// ``defersStackUpdatesDuringTransition`` an animated change runs a transition of the column's
  /// navigation controller, and a change made during one waits for its end, as for a stack.
  private func setColumn(_ controllers: [FakeController], _ column: UIKitSplitColumn, animated: Bool, step: Int) {
    guard case .split(let split) = root else { return misuse.append("setColumn(\(column)) without a split view") }
    let navigation = split.navigation(of: column)
    guard !(defersStackUpdatesDuringTransition && navigation.isTransitioning) else {
      navigation.transitionEndWatches.append { [unowned self] in model.signal(.column(column), step: step) }
      navigation.deferredUpdate = { [unowned self] in
        update(split, column, to: controllers, animated: animated) {}
      }
      return
    }
    update(split, column, to: controllers, animated: animated) { [unowned self] in
      model.signal(.column(column), step: step)
    }
  }

  /// Sets the controllers of the navigation controller of `column` in `split`, `completion`
  /// standing for the host's completion; a controller another column holds is a misuse.
  private func update(
    _ split: FakeSplitViewController, _ column: UIKitSplitColumn, to controllers: [FakeController], animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    let navigation = split.navigation(of: column)
    for other in UIKitSplitColumn.allCases where other != column {
      let elsewhere = split.navigation(of: other).viewControllers
      if controllers.contains(where: { controller in elsewhere.contains { $0 === controller } }) {
        misuse.append("set a controller in the \(column) while it is in the \(other)")
      }
    }
    let onScreen = split.isOnScreen(column)
    let topChanges = navigation.viewControllers.last !== controllers.last
    let old = navigation.viewControllers
    navigation.viewControllers = controllers
    let transitions = onScreen && animated && topChanges
    let interruptible = transitions && interruptibleTransitions && controllers.count > old.count
    if transitions && (defersStackUpdatesDuringTransition || interruptible) { navigation.isTransitioning = true }
    if onScreen && topChanges { model.willShow(controllers.last, at: .column(column), animated: animated) }
    if interruptible {
      navigation.reverseRunningPush = { [unowned self] in
        navigation.reverseRunningPush = nil
        navigation.viewControllers = old
        model.willShow(old.last, at: .column(column), animated: true)
        // The push's transition coordinator, cancelled, is the one `didShow` finds.
        model.didShow(navigation.ids, at: .column(column), cancelled: true, animated: true)
        completion()
        endUserTransitionWatches(cancelled: true)
        navigation.transitionDidEnd()
      }
    }
    let end: @MainActor () -> Void = { [unowned self] in
      // A push the user reversed ended then.
      if interruptible {
        guard navigation.reverseRunningPush != nil else { return }
        navigation.reverseRunningPush = nil
      }
      if onScreen && topChanges && !navigation.isDetached {
        model.didShow(navigation.ids, at: .column(column), cancelled: false, animated: animated)
      }
      completion()
      endUserTransitionWatches(cancelled: false)
      if transitions { navigation.transitionDidEnd() }
    }
    if transitions { transitionEnds.append(end) } else { end() }
  }

  /// Runs the completions the host attached to the transition coordinator of the section's
  /// column, for a transition it did not start.
  private func endUserTransitionWatches(cancelled: Bool) {
    let watched = userTransitionWatchers
    userTransitionWatchers = []
    for stack in watched { model.userTransitionDidEnd(in: stack, cancelled: cancelled) }
  }

  /// Collapses `split` as UIKit does when the window becomes compact: it asks the delegate for
  /// the top column, collapses (`isCollapsed`, the compact column shown alone), then calls
  /// `splitViewControllerDidCollapse(_:)`.
  private func collapse(_ split: FakeSplitViewController) {
    guard !split.isCollapsed else { return }
    if asksBeforeCollapsing { model.splitWillChangeWidth(to: .compact) }
    split.isCollapsed = true
    split.compactWhenCollapsed = split.compact.ids
    columnsAppeared(in: split)
    inCallback("splitViewControllerDidCollapse(_:)") { model.windowWidthDidChange(to: .compact, fromSplitView: true) }
  }

  /// Expands `split` as UIKit does when the window becomes regular: it asks the delegate for
  /// the display mode, expands, then calls `splitViewControllerDidExpand(_:)`.
  private func expand(_ split: FakeSplitViewController) {
    guard split.isCollapsed else { return }
    if asksBeforeCollapsing { model.splitWillChangeWidth(to: .regular) }
    split.isCollapsed = false
    columnsAppeared(in: split)
    inCallback("splitViewControllerDidExpand(_:)") { model.windowWidthDidChange(to: .regular, fromSplitView: true) }
  }

  /// UIKit shows the columns of `split` that came on screen: each navigation controller calls
  /// `didShow` for its top as it appears, before the delegate hears of the collapse or expansion.
  private func columnsAppeared(in split: FakeSplitViewController) {
    for column in UIKitSplitColumn.allCases where split.isOnScreen(column) {
      model.didShow(split.navigation(of: column).ids, at: .column(column), cancelled: false)
    }
  }

  /// The window becomes `width` wide (a rotation, Split View, Slide Over): a split view
  /// collapses or expands; another root's trait collection changes, which the UIKit file
  /// reports.
  func resize(to width: WidthClass) {
    guard width != windowWidth else { return }
    windowWidth = width
    switch root {
    case .split(let split)? where split.sizeClassOverride == nil:
      if width == .compact { collapse(split) } else { expand(split) }
    case .split?:
      // The split view keeps the size class the host set; the window's trait change is reported.
      inCallback("trait change handler") { model.windowWidthDidChange(to: width) }
    case .tabs?, .stack?:
      inCallback("trait change handler") { model.windowWidthDidChange(to: width) }
    case nil: break
    }
  }

  /// The window becomes `points` wide with the size class `sizeClass` (the window's, unchanged
  /// by default: an iPhone window resized on iOS 27, iPhone Mirroring, an iPhone app on iPad):
  /// UIKit calls `viewWillTransition(to:with:)` on the root, then changes the size class if it
  /// changes (``resize(to:)``).
  func resize(toPoints points: Double, sizeClass: WidthClass? = nil) {
    windowPoints = points
    inCallback("viewWillTransition(to:with:)") { model.windowWillResize(toWidth: points) }
    if let sizeClass { resize(to: sizeClass) }
  }

  /// Taps the section at `index` in the sidebar UIKit shows: the primary column's while
  /// expanded, the compact column's while it shows no section above it. The sidebar asks
  /// `collectionView(_:shouldSelectItemAt:)` first; a refused row is not selected.
  func tapSidebar(_ index: Int) -> Bool {
    guard case .split(let split) = root, split.items.indices.contains(index), presented.isEmpty,
      !split.isCollapsed || split.compact.viewControllers.isEmpty
    else { return false }
    guard model.sidebarShouldSelect(index: index) else { return true }
    if !split.isCollapsed { split.selected = index }
    model.sidebarDidSelect(index: index)
    return true
  }

  /// The root container just made appears with the next transition's end (`appear`), or, under
  /// a full-screen layer (``fullScreenLayerHidesRoot``), once no full-screen layer is presented.
  private func appearRootLater(_ appear: (@MainActor () -> Void)? = nil) {
    rootHasAppeared = false
    let appear =
      appear ?? { [unowned self] in
        rootHasAppeared = true
        model.presenterDidAppear()
      }
    guard fullScreenLayerHidesRoot, presented.contains(where: \.isFullScreen) else {
      rootAppearsUncovered = nil
      return transitionEnds.append(appear)
    }
    rootAppearsUncovered = appear
  }

  /// The appearance of a root container made under a full-screen layer, due once none is presented.
  private var rootAppearsUncovered: (@MainActor () -> Void)?

  /// Layers left: a root hidden by a full-screen layer appears once none is presented, before
  /// the dismissal's completion.
  private func layersLeft() {
    guard let appear = rootAppearsUncovered, !presented.contains(where: \.isFullScreen) else { return }
    rootAppearsUncovered = nil
    appear()
  }

  /// The callback of UIKit's the host is inside, while it is: a trait change, a collapse.
  private var insideCallback: String?
  /// What the UIKit file does once UIKit's callback returned (a main-actor task).
  private var afterCallback: [@MainActor () -> Void] = []

  /// Runs `body` as UIKit's `callback`, then what waits for it to return.
  private func inCallback(_ callback: String, _ body: () -> Void) {
    let outer = insideCallback
    insideCallback = callback
    body()
    insideCallback = outer
    guard outer == nil else { return }
    while !afterCallback.isEmpty { afterCallback.removeFirst()() }
  }

  /// `setViewControllers(_:animated:)`: the array changes at once; `willShow` comes during the
  /// call when the top changes; `didShow` and the transition coordinator's completion when the
  /// animation ends, or during the call when nothing animates (no transition coordinator).
  /// During a transition of the navigation controller, with ``defersStackUpdatesDuringTransition``,
  /// UIKit makes the change once that transition ended, and the host's completion, attached to
  /// the running coordinator, runs with that transition's end.
  private func setViewControllers(
    _ controllers: [FakeController], of stack: StackLocation, animated: Bool, step: Int
  ) {
    guard let navigation = hostNavigation(at: stack) else {
      return misuse.append("setViewControllers on \(stack), which has no navigation controller")
    }
    if let more, stack == .tab(more.tab), navigation !== more.navigation {
      misuse.append(
        "set the controllers of \(stack) on its own navigation controller, which UIKit emptied into the More "
          + "navigation controller that shows the tab")
    }
    guard !(defersStackUpdatesDuringTransition && navigation.isTransitioning) else {
      navigation.transitionEndWatches.append { [unowned self] in model.signal(.stackTransition(stack), step: step) }
      navigation.deferredUpdate = { [unowned self] in
        update(navigation, to: controllers, of: stack, animated: animated) {}
      }
      return
    }
    update(navigation, to: controllers, of: stack, animated: animated) { [unowned self] in
      model.signal(.stackTransition(stack), step: step)
    }
  }

  /// Sets the controllers of `navigation`, `completion` standing for the host's completion on
  /// the transition coordinator.
  private func update(
    _ navigation: FakeNavigationController, to controllers: [FakeController], of stack: StackLocation,
    animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    let topChanges = navigation.viewControllers.last !== controllers.last
    let old = navigation.viewControllers
    navigation.viewControllers = controllers
    let transitions = animated && topChanges
    if transitions { navigation.isTransitioning = true }
    if topChanges, let top = controllers.last { model.willShow(top, at: .stack(stack), animated: animated) }
    if transitions && interruptibleTransitions && controllers.count > old.count {
      navigation.reverseRunningPush = { [unowned self] in
        navigation.reverseRunningPush = nil
        navigation.viewControllers = old
        model.willShow(old.last, at: .stack(stack), animated: true)
        // The push's transition coordinator, cancelled, is the one `didShow` finds.
        model.didShow(navigation.ids, at: .stack(stack), cancelled: true, animated: true)
        completion()
        endWatch(at: .stack(stack), cancelled: true)
        navigation.transitionDidEnd()
      }
    }
    let end: @MainActor () -> Void = { [unowned self] in
      // A push the user reversed ended then.
      if transitions && interruptibleTransitions && controllers.count > old.count {
        guard navigation.reverseRunningPush != nil else { return }
        navigation.reverseRunningPush = nil
      }
      // The delegate's call reaches the host only while the navigation controller is its.
      let showsTop = topChanges && !navigation.isDetached
      if didShowBeforeTransitionCompletion {
        if showsTop { model.didShow(navigation.ids, at: .stack(stack), cancelled: false, animated: animated) }
        completion()
      } else {
        completion()
        if showsTop { model.didShow(navigation.ids, at: .stack(stack), cancelled: false, animated: animated) }
      }
      if transitions { navigation.transitionDidEnd() }
    }
    if transitions { transitionEnds.append(end) } else { end() }
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
    case .split, nil: return nil
    }
  }

  /// The navigation controller the user's back gesture acts on, and where it is: the top
  /// layer's, the selected tab's, the root's, or the split view's column that holds the top of
  /// the section (the compact one's sidebar counts as a screen to go back to).
  var backNavigation: (FakeNavigationController, Place, minimum: Int)? {
    if let more, presented.isEmpty, selectedTabID == more.tab {
      return (more.navigation, .stack(.tab(more.tab)), 1)
    }
    if presented.isEmpty, case .split(let split)? = root {
      if split.isCollapsed { return (split.compact, .column(.compact), 0) }
      return (split.secondary, .column(.secondary), 1)
    }
    return topNavigation.map { ($0.0, .stack($0.1), 1) }
  }

  private func willShow(_ controller: FakeController?, at place: Place, animated: Bool) {
    // A stack's navigation controller shows a controller; the compact column may show its sidebar.
    if case .stack = place, controller == nil { return }
    model.willShow(controller, at: place, animated: animated)
  }

  private func didShow(_ navigation: FakeNavigationController, at place: Place, cancelled: Bool) {
    guard !navigation.isDetached else { return }
    if navigation === more?.navigation { return moreDidShow(cancelled: cancelled) }
    model.didShow(navigation.ids, at: place, cancelled: cancelled, animated: true)
  }

  private func endWatch(at place: Place, cancelled: Bool) {
    switch place {
    case .stack(let stack):
      if let index = userTransitionWatchers.firstIndex(of: stack) {
        userTransitionWatchers.remove(at: index)
        model.userTransitionDidEnd(in: stack, cancelled: cancelled)
      }
    case .column: endUserTransitionWatches(cancelled: cancelled)
    }
  }

  /// Starts an interactive pop (a back swipe) on the top stack: UIKit takes the top controller
  /// off at once and calls `willShow`; ``endBackSwipe(cancelled:)`` ends it.
  @discardableResult
  func beginBackSwipe() -> Bool {
    touches += 1
    return beginBackSwipe(touch: Double(touches))
  }

  /// How many touches began: each names its touch by the count, as its `timestamp` would.
  private var touches = 0

  private func beginBackSwipe(touch: Double) -> Bool {
    guard let (navigation, place, minimum) = backNavigation else { return false }
    // UIKit's own edge swipe asks its delegate (the host's, in place of UIKit's, which checked
    // that there is a controller to go back to); the host's own back swipe asks the model.
    let mayBegin =
      model.usesSystemBackSwipe(at: place)
      ? systemBackSwipeShouldBegin(at: place, navigation: navigation, minimum: minimum, touch: touch)
      : model.mayBeginBackSwipe(at: place, translation: (x: 40, y: 0), velocity: (x: 200, y: 0))
    guard mayBegin, navigation.viewControllers.count > minimum else { return false }
    startSwipe(at: place, on: navigation)
    return true
  }

  /// Whether iOS 26's `interactiveContentPopGestureRecognizer` exists: a horizontal pan anywhere
  /// in the content that pops (`UINavigationController`'s page). Earlier systems have the edge swipe only.
  var hasContentPopGesture = false

  /// Whether UIKit's own back swipes (the edge swipe, and iOS 26's content swipe) honour only
  /// their `isEnabled` and their failure requirements, as the iOS 26.2 `UINavigationController.h`
  /// restricts both ("This property should only be used to set up failure requirements with
  /// it"): a delegate put in place of UIKit's is never asked. A pop the host lets UIKit make and
  /// then takes back, which the user sees, is recorded as a misuse.
  var systemRecognizersIgnoreReplacedDelegate = false

  /// Starts a pan in the top stack's content, as iOS 26's content back swipe recognizes it: the
  /// recognizer is enabled where the host enables the edge swipe (not over a screen pushed with
  /// a custom transition), and consults only the delegate the host installed on it. A pan that
  /// starts `nearTheEdge` is offered to the edge swipe first, and reaches the content swipe
  /// when the edge swipe's delegate refused it. Then as ``beginBackSwipe()``;
  /// ``endBackSwipe(cancelled:)`` ends it.
  @discardableResult
  func beginContentSwipe(nearTheEdge: Bool = false) -> Bool {
    touches += 1
    let touch = Double(touches)
    if nearTheEdge, beginBackSwipe(touch: touch) { return true }
    guard hasContentPopGesture, let (navigation, place, minimum) = backNavigation else { return false }
    guard model.usesSystemBackSwipe(at: place),
      systemBackSwipeShouldBegin(at: place, navigation: navigation, minimum: minimum, touch: touch),
      navigation.viewControllers.count > minimum
    else { return false }
    startSwipe(at: place, on: navigation)
    return true
  }

  /// Whether UIKit's own back swipe (the edge swipe or iOS 26's content swipe) begins for
  /// `touch` at `place`: both require the host's guard to fail, which UIKit asks first
  /// (`backSwipeGuardShouldBegin`: it begins, and the swipe fails, where the session refuses
  /// going back); then UIKit's own checks: the recognizer is enabled as the host set it
  /// (`systemBackSwipesAreEnabled(at:)`, at each `didShow` and change of the flows' rules), it
  /// is not at UIKit's root, no transition runs. The host sets no delegate on them, so
  /// ``systemRecognizersIgnoreReplacedDelegate`` changes nothing here.
  private func systemBackSwipeShouldBegin(
    at place: Place, navigation: FakeNavigationController, minimum: Int, touch: Double
  ) -> Bool {
    // The compact column holds the host's sidebar below its screens.
    let inUIKit = navigation.viewControllers.count + (1 - minimum)
    let transitioning = isTransitioning || swipe != nil
    let guardBegins = model.backSwipeGuardShouldBegin(
      at: place, translation: (x: 40, y: 0), velocity: (x: 200, y: 0), controllersInUIKit: inUIKit,
      transitioning: transitioning, touch: touch)
    return !guardBegins && model.systemBackSwipesAreEnabled(at: place) && inUIKit > 1 && !transitioning
  }

  private func startSwipe(at place: Place, on navigation: FakeNavigationController) {
    swipe = (place, navigation, navigation.viewControllers)
    navigation.viewControllers.removeLast()
    willShow(navigation.viewControllers.last, at: place, animated: true)
  }

  private var swipe: (place: Place, navigation: FakeNavigationController, before: [FakeController])?

  /// Ends the back swipe: completed, `didShow` then the coordinator's completion; cancelled, the
  /// old top back, then (iOS 18) `didShow` flagged cancelled, and the completion flagged too.
  func endBackSwipe(cancelled: Bool) {
    guard let (place, navigation, before) = swipe else { return }
    swipe = nil
    if cancelled {
      navigation.viewControllers = before
      if callsDidShowAfterCancelledPop { didShow(navigation, at: place, cancelled: true) }
    } else {
      didShow(navigation, at: place, cancelled: false)
      if systemRecognizersIgnoreReplacedDelegate, navigation.viewControllers.last === before.last {
        misuse.append(
          "a back swipe popped a screen of \(place) that the session refuses to leave; the host pushed it "
            + "back, after the user saw it go")
      }
    }
    endWatch(at: place, cancelled: cancelled)
  }

  /// Taps the back button of the top stack: its `backAction` asks the model, then calls
  /// `popViewController(animated:)`, which, during a push with ``interruptibleTransitions``,
  /// reverses it; otherwise UIKit pops as from the back button's menu. Returns whether a button
  /// was there to tap.
  func tapBackButton() -> Bool {
    guard let (navigation, place, minimum) = backNavigation, navigation.viewControllers.count > minimum else {
      return false
    }
    guard model.mayGoBack(at: place) else { return true }
    if let reverse = navigation.reverseRunningPush { reverse() } else { _ = popFromBackButtonMenu(1) }
    return true
  }

  /// Chooses the screen `count` places below the top in the back button's menu: UIKit pops to it
  /// with an animation, calling `willShow`, then `didShow` and the coordinator's completion.
  func popFromBackButtonMenu(_ count: Int) -> Bool {
    guard let (navigation, place, minimum) = backNavigation, navigation.viewControllers.count >= count + minimum
    else { return false }
    navigation.viewControllers.removeLast(count)
    willShow(navigation.viewControllers.last, at: place, animated: true)
    didShow(navigation, at: place, cancelled: false)
    endWatch(at: place, cancelled: false)
    return true
  }

  /// Sends `didShow` for what every navigation controller shows, as UIKit does again when one
  /// reappears.
  func repeatDidShow() {
    var stacks: [(StackLocation, FakeNavigationController)] = []
    switch root {
    case .stack(let navigation)?: stacks.append((.root, navigation))
    case .tabs(let tabs, _)?:
      stacks += tabs.map { (.tab($0.id), $0.id == more?.tab ? more?.navigation ?? $0.navigation : $0.navigation) }
    case .split(let split)?:
      for column in UIKitSplitColumn.allCases where split.isOnScreen(column) {
        model.didShow(split.navigation(of: column).ids, at: .column(column), cancelled: false)
      }
    case nil: break
    }
    for (index, layer) in presented.enumerated() {
      if let navigation = layer.navigation { stacks.append((.modal(index), navigation)) }
    }
    for (stack, navigation) in stacks { model.didShow(navigation.ids, at: .stack(stack), cancelled: false) }
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
    guard model.presentationControllerShouldDismiss(layer: top.layer.id) else { return false }
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
      layersLeft()
      model.layerWasDismissed(id)
      model.layerWasDismissed(id)
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
      layersLeft()
      model.layerWasDismissed(top.layer.id)
    }
    return true
  }

  /// The app's code calls `dismiss(animated:)` on the presenter of the layer at `index` while
  /// layers above it are shown (a "close everything" from a lower layer): UIKit animates the
  /// top layer away and removes the ones between without an appearance call, so only the top
  /// layer's container reports `viewDidDisappear(_:)` while being dismissed; the UIKit file
  /// counts the host's layers UIKit still presents.
  func appDismisses(fromLayer index: Int) -> Bool {
    guard presented.indices.contains(index), !presented[index...].contains(where: \.isBeingDismissed) else {
      return false
    }
    for level in presented.indices where level >= index { presented[level].isBeingDismissed = true }
    let top = presented[presented.count - 1].layer.id
    transitionEnds.append { [unowned self] in
      presented.removeSubrange(index...)
      layersLeft()
      model.layerWasDismissed(top, layersStillPresented: presented.count)
    }
    return true
  }

  /// Whether the scene is active (`UIScene.activationState == .foregroundActive`), as the UIKit
  /// file reports it to the model on a change and the model reads it at attach.
  private(set) var sceneIsActive = true

  /// The scene stops being active (the app switcher, the background) or becomes active again.
  func setSceneActive(_ active: Bool) {
    guard active != sceneIsActive else { return }
    sceneIsActive = active
    model.sceneActivityDidChange(isActive: active)
  }

  /// The app goes to the background, and the system lays its window out at the other width
  /// class and back for the app switcher's snapshots (kiwix-apple PR 1141); then the app
  /// comes back.
  func snapshotsOtherSizesInTheBackground() -> Bool {
    let width = windowWidth
    setSceneActive(false)
    resize(to: width == .compact ? .regular : .compact)
    resize(to: width)
    setSceneActive(true)
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
  /// only the popover's `presentationControllerDidDismiss(_:)` tells.
  func systemDismissesAlert() -> Bool {
    guard let shown = alert, !shown.isBeingDismissed else { return false }
    alert = nil
    model.alertDidDisappear(shown.alert.id)
    return true
  }

  /// Taps the tab at `index`: `shouldSelect`, then, when allowed, the selection and `didSelect`.
  func tapTab(_ index: Int) -> Bool {
    if case .split = root { return tapSidebar(index) }
    guard case .tabs(let tabs, _) = root, tabs.indices.contains(index) else { return false }
    guard model.tabBarShouldSelect(tab: tabs[index].id) else { return true }
    root = .tabs(tabs, selected: index)
    model.tabBarDidSelect(tab: tabs[index].id)
    return true
  }

  /// The user rearranges the tab bar in More's Edit screen (`customizableViewControllers`), moving
  /// the tab shown at `from` to `to`: UIKit reorders `viewControllers`, which keeps its own
  /// display order apart from the state's, and calls `didEndCustomizing` (`UITabBarController`'s page).
  func userRearrangesTabs(from: Int, to: Int) {
    guard case .tabs(var tabs, let selected) = root, tabs.indices.contains(from), tabs.indices.contains(to) else {
      return
    }
    let selectedID = tabs[selected].id
    tabs.insert(tabs.remove(at: from), at: to)
    root = .tabs(tabs, selected: tabs.firstIndex { $0.id == selectedID } ?? 0)
    model.tabBarDidEndCustomizing(order: tabs.map(\.id))
  }

  /// Picks the tab shown at `index` (past the fourth, which the More list shows) in the More list:
  /// UIKit asks `shouldSelect` for the More navigation controller (`nil`), shows the tab inside it,
  /// and its delegate's `didShow` names the tab's controller; the tab's own navigation controller
  /// gets no appearance call of its own.
  func pickInMore(_ index: Int) -> Bool {
    guard case .tabs(let tabs, _) = root, tabs.count > 5, tabs.indices.contains(index), index >= 4 else {
      return false
    }
    guard model.tabBarShouldSelect(tab: nil) else { return true }
    root = .tabs(tabs, selected: index)
    guard moreMovesNestedStack else {
      model.tabPickedInMore(tabs[index].id)
      return true
    }
    let tab = tabs[index]
    if more?.tab != tab.id {
      // The tab shown before leaves More with its screens.
      if let shown = more, let own = tabs.first(where: { $0.id == shown.tab })?.navigation {
        own.viewControllers = shown.navigation.viewControllers
      }
      more = (tab.id, FakeNavigationController(tab.navigation.viewControllers))
      tab.navigation.viewControllers = []
    }
    moreDidShow(cancelled: false)
    return true
  }

  /// Whether UIKit moves the screens of a tab picked in the "More" list (past the fourth) into
  /// the More navigation controller, above its list, leaving the tab's own navigation controller
  /// empty, so that only More's delegate hears of the pops there (openradar 22878083,
  /// https://github.com/lionheart/openradar-mirror/issues/6216). Without it, the tab's own
  /// navigation controller shows inside More as it is.
  var moreMovesNestedStack = false

  /// The More navigation controller while ``moreMovesNestedStack``: the tab whose screens UIKit
  /// moved into it, and them (its list below them, not in `viewControllers`).
  private(set) var more: (tab: TabID, navigation: FakeNavigationController)?

  /// The More navigation controller's `didShow`, as the UIKit file forwards it to the model.
  private func moreDidShow(cancelled: Bool) {
    guard let more else { return }
    model.moreNavigationControllerDidShow(more.navigation.ids, of: more.tab, cancelled: cancelled, animated: true)
  }

  /// The navigation controller the UIKit file finds for `stack`, whose calls go to it.
  private func hostNavigation(at stack: StackLocation) -> FakeNavigationController? {
    if model.moreShows(stack), let more, stack == .tab(more.tab) { return more.navigation }
    return navigation(at: stack)
  }

  /// The tab UIKit shows selected.
  var selectedTabID: TabID? {
    guard case .tabs(let tabs, let selected) = root else { return nil }
    return tabs[selected].id
  }

  /// The item the tab bar shows for the tab `id`.
  func tabItem(of id: TabID) -> TabItem? {
    guard case .tabs(let tabs, _) = root else { return nil }
    return tabs.first { $0.id == id }?.item
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
    var layout = model.session?.shown?.rootLayout ?? RootLayout()
    switch root {
    case nil: return nil
    case .split(let split)?:
      // UIKit holds the selected section's controllers in the columns; the other sections'
      // (and the selected one's while a collapsed split view shows its sidebar) are in no
      // controller UIKit shows, only in the host's table.
      let shownTabs = model.session?.shown?.tabs ?? []
      let screens =
        split.isCollapsed
        ? split.compact.viewControllers : split.supplementary.viewControllers + split.secondary.viewControllers
      let sidebarOnly = split.isCollapsed && screens.isEmpty
      rootContainer = .tabs(
        shownTabs.enumerated().map { index, tab in
          index == split.selected && !sidebarOnly ? Tab(id: tab.id, stack: screens.map(\.screen), item: tab.item) : tab
        }, selectedIndex: split.selected)
      layout.widthClass = split.isCollapsed ? .compact : .regular
      if split.isCollapsed { layout.collapsedColumn = sidebarOnly ? .sidebar : .section }
    case .stack(let navigation)?:
      rootContainer = .stack(navigation.viewControllers.map(\.screen))
    case .tabs(let tabs, let selected)?:
      let states = model.session?.shown?.tabs ?? []
      // UIKit's order may be the user's (More's Edit); the state keeps its own.
      let order = states.map(\.id)
      let selectedID = tabs[selected].id
      let tabs = tabs.sorted { (order.firstIndex(of: $0.id) ?? .max) < (order.firstIndex(of: $1.id) ?? .max) }
      let selected = tabs.firstIndex { $0.id == selectedID } ?? 0
      rootContainer = .tabs(
        tabs.map { tab in
          Tab(
            id: tab.id,
            stack: (more?.tab == tab.id ? more?.navigation ?? tab.navigation : tab.navigation).viewControllers.map(
              \.screen),
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
    let state = try? NavigationState(root: rootContainer, modals: modals, layout: layout)
    guard let alert, !alert.isBeingDismissed else { return state }
    return try? state?.applying(.showAlert(alert.alert))
  }
}

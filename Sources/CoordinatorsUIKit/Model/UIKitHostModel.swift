@_spi(Hosts) import Coordinators

/// The UIKit host's translator: UIKit's delegate calls and completions become events of its
/// ``HostSession``, whose steps become UIKit calls handed to ``carryOut`` as ``UIKitHostAction``s.
/// It imports no UIKit, so it is tested everywhere (`Controller` is a test double on Linux). The
/// session decides what is shown, the steps, their holds and every "may the user"; pure rules
/// say which UIKit call shows a step (``UIKitStepPlan``) and what UIKit reports is
/// (``UIKitDidShow``); the model keeps what is UIKit's: the controller of each screen, the custom
/// transitions, the split view's columns (docs/Adapters.md, "UIKit").
@MainActor
package final class UIKitHostModel<Controller: AnyObject>: UserTransitionHost {
  /// UIKit dismisses several layers at once by dismissing the lowest.
  package let capabilities: HostCapabilities = [.dismissesSeveralLayersAtOnce]
  /// Two seconds: UIKit's own transitions can run longer than SwiftUI's.
  package var watchdog = HostWatchdog(timeout: .seconds(2))
  /// The session the host reports to; `nil` before ``didAttach(to:)``.
  package private(set) weak var session: HostSession?
  /// Whether the model's calls animate; `false` for a preview, whose steps follow each other as
  /// fast as UIKit takes them.
  package var animatesSteps = true
  /// Carries out a UIKit call; the UIKit host sets it, the tests record.
  package var carryOut: @MainActor (UIKitHostAction<Controller>) -> Void = { _ in }
  /// Whether a transition of the navigation controller at a place runs (its
  /// `transitionCoordinator`); the UIKit host sets it.
  package var transitionRuns: @MainActor (UIKitRootNavigation) -> Bool = { _ in false }
  /// Whether the host has an animator for a custom transition (the UIKit host's `animators`): a
  /// push with one it has none for runs UIKit's own animation, and its screen keeps UIKit's
  /// back swipes. The UIKit host sets it.
  package var animates: @MainActor (TransitionID) -> Bool = { _ in false }
  /// The window's width in points (its bounds) and horizontal size class, `nil` before the host
  /// is in a window; the UIKit host sets it. Reported at attach: the first root is built for the
  /// width class they give.
  package var windowWidth: @MainActor () -> WindowWidth? = { nil }
  /// Whether the host's scene is in the foreground and active (`UIScene.activationState`), `nil`
  /// before the host is in a scene; the UIKit host sets it. Reported at attach: UIKit announces
  /// only a change of the scene's activity, so a navigator attached while the scene is in the
  /// background would otherwise have its steps shown and its watchdog armed there.
  package var sceneIsActive: @MainActor () -> Bool? = { nil }

  /// The controller of each shown screen.
  package var controllers: [ScreenID: Controller] { table.controllers }
  /// The controllers, and the custom transition each screen was pushed with.
  var table: UIKitControllerTable<Controller>
  /// What the split view's columns show; `nil` while the root is no split view.
  package var splitColumns: UIKitSplitColumns? { columnCalls?.columns }
  /// The calls that set the split view's columns, and those that wait; `nil` while the root is
  /// no split view.
  private var columnCalls: UIKitColumnCalls?

  /// The order the user gave the tab bar in More's Edit screen, which a tab bar the host makes
  /// again keeps; the state's order stays the app's.
  var userTabOrder: [TabID] = []
  /// The tab whose screens UIKit's More navigation controller shows (a tab picked in the "More"
  /// list past five tabs), where that tab's steps and gestures are; `nil` while it shows none.
  package var tabShownInMore: TabID?
  /// The call each stack's navigation controller makes once its running transition ends.
  private var waitingCalls = UIKitWaitingCalls<UIKitHostAction<Controller>>()
  /// The window's width and size class as UIKit gave them last, and the size class the root
  /// split view is shown with (``UIKitWindow``).
  var window = UIKitWindow()

  /// A model that makes the controller of each screen it shows with `makeController`.
  package init(makeController: @escaping @MainActor (Screen) -> Controller) {
    table = UIKitControllerTable(makeController: makeController)
  }

  /// Keeps the session and forgets what UIKit showed: its first step shows everything. (The
  /// navigator attaches a host once per session: the same host attached again keeps what it
  /// shows, its controllers and their containers.)
  package func didAttach(to session: HostSession) {
    self.session = session
    columnCalls = nil
    waitingCalls = UIKitWaitingCalls()
    window.report = UIKitWidthReport()
    window.rootWasMade()
    tabShownInMore = nil
    userTabOrder = []
    table.release(keeping: nil)
    // The scene's activity, as the SwiftUI views report the scene's phase to each navigator.
    if let active = sceneIsActive() { active ? session.release(.sceneInactive) : session.hold(.sceneInactive) }
    // The navigator's first layout: the window's width before the first step.
    if let known = windowWidth() { window.width = known }
    if let width = window.width.widthClass(under: widthThresholds) { widthClassDidChange(width) }
  }

  /// The session's latest step, which the UIKit files pass back with a call's completion.
  package var stepNumber: Int { session?.stepNumber ?? 0 }

  var shown: NavigationState? { session?.shown }

  // MARK: Looking up

  /// The controller shown for the screen `id`.
  package func controller(for id: ScreenID) -> Controller? { table[id] }

  /// The screen `controller` shows, when the host made it.
  package func screen(of controller: Controller) -> Screen? {
    table.id(of: controller).flatMap { shown?.screen($0) }
  }

  /// The identifiers of `controllers`, in order, leaving out controllers the host did not make.
  package func screenIDs(of controllers: [Controller]) -> [ScreenID] {
    controllers.compactMap(table.id(of:))
  }

  /// The custom transition that animates the change of `stack` under way: the step's, or, for
  /// the user's pop, the one its top screen was pushed with; `nil` for UIKit's own.
  package func transition(in stack: StackLocation) -> TransitionID? {
    if case .setStack(let location, _, let transition)? = session?.stepInFlight, location == stack { return transition }
    return shown?.stack(at: stack)?.last.flatMap { table.pushTransition(of: $0.id) }
  }

  // MARK: What the user may do

  /// Whether the user may go back in the navigation controller at `place`, as the session
  /// answers for `touch` (a flow's refusal is reported as an attempt): the back button's
  /// `backAction` asks, where the place offers a way back (``UIKitRootNavigation/offersBack(in:)``).
  package func mayGoBack(at place: UIKitRootNavigation, touch: Double? = nil) -> Bool {
    guard let stack = stack(at: place), place.offersBack(in: splitColumns) else { return false }
    return asks(.goBack(in: stack), touch: touch)
  }

  /// Whether the host's own back swipe (for a screen pushed with a custom transition) begins at
  /// `place` for a pan moved by `translation` at `velocity` in a layout of `direction`
  /// (`BackSwipePan.hostSwipeMayBegin(dragsBack:usesSystemSwipe:sessionAllows:screensInPlace:)`),
  /// and ``mayGoBack(at:touch:)``.
  package func mayBeginBackSwipe(
    at place: UIKitRootNavigation, translation: (x: Double, y: Double), velocity: (x: Double, y: Double),
    direction: BackSwipe.Direction = .leftToRight
  ) -> Bool {
    BackSwipePan.hostSwipeMayBegin(
      dragsBack: BackSwipe.mayBegin(translation: translation, velocity: velocity, direction: direction),
      usesSystemSwipe: usesSystemBackSwipe(at: place), sessionAllows: session?.machine.mayBeginHostDrivenSwipe == true,
      screensInPlace: place.screensForHostSwipe(in: splitColumns)) && mayGoBack(at: place)
  }

  /// Whether the back button over `controller`, a screen of `stack`, pops a screen of that
  /// stack (`NavigationState.backButtonPops(over:in:)`), so that it must ask
  /// ``mayGoBack(at:touch:)`` first (its navigation item gets a `backAction`).
  package func backButtonPopsAScreen(over controller: Controller, in stack: StackLocation) -> Bool {
    guard let id = table.id(of: controller) else { return false }
    return shown?.backButtonPops(over: id, in: stack) ?? false
  }

  /// `presentationControllerShouldDismiss(_:)` for the layer opened by `id`, as the session
  /// answers; a flow that refuses it hears of the attempt here, not in `DidAttemptToDismiss`.
  package func presentationControllerShouldDismiss(layer id: ScreenID) -> Bool {
    asks(.swipeDown(layer: id))
  }

  /// Whether the session lets the user make `attempt` (for `touch`, refused again without
  /// asking once refused for it); a refusal by a flow is reported.
  func asks(_ attempt: UserAttempt, touch: Double? = nil) -> Bool {
    guard let session, case .success = session.ask(attempt, touch: touch) else { return false }
    return true
  }

  /// Whether UIKit's own edge swipe may pop the navigation controller at `place`: not over a
  /// screen pushed with a custom transition, which the host's own back swipe drives instead.
  package func usesSystemBackSwipe(at place: UIKitRootNavigation) -> Bool {
    guard let top = stack(at: place).flatMap({ shown?.stack(at: $0)?.last }) else { return true }
    return table.pushTransition(of: top.id) == nil
  }

  // MARK: Steps

  /// Shows `step` with the UIKit call ``UIKitStepPlan`` names (one per split view column it
  /// changes); returns the UIKit signals that end it.
  package func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    guard let after = session.shown else { return .now }
    table.follow(step, from: before, to: after, animates: animates)
    let plan = UIKitStepPlan(
      step, from: before, to: after, splitView: splitColumns != nil,
      rootOnScreen: !session.isHeld(by: .presenterOffScreen), animates: animatesSteps)
    return plan.end(changing: make(plan, showing: after, from: before))
  }

  /// Makes the UIKit call `plan` names, which shows `state` in place of `before`; returns the
  /// split view's columns it changes.
  @discardableResult
  func make(_ plan: UIKitStepPlan, showing state: NavigationState, from before: NavigationState?)
    -> [UIKitSplitColumn]
  {
    switch plan {
    case .nothing: break
    case .newRoot: makeRoot(of: state, from: before)
    case .columns(let setsSidebar, let animated):
      if setsSidebar { make(.sidebar, showing: state, from: before) }
      guard let (changes, calls) = columnCalls?.layOut(state, animated: animated, running: columnTransitionRuns)
      else { return [] }
      make(calls)
      return changes
    case .sidebar: carryOut(.setSidebar(state.sidebarRows, selected: state.selectedSectionIndex))
    case .stack(let location, let ids, let animated, let transition):
      let controllers = ids.compactMap { table[$0] }
      setWhenIdle(
        .setViewControllers(controllers, stack: location, animated: animated, transition: transition),
        at: .stack(location))
    case .present(let index, let animated):
      carryOut(.present(UIKitLayer(index, of: state) { self.table[$0] }, animated: animated))
    case .dismiss(let index, let animated): carryOut(.dismiss(fromLayer: index, animated: animated))
    case .selectTab(let id): carryOut(.selectTab(id))
    case .tabItem(let item, let id): carryOut(.setTabItem(item, tab: id))
    case .presentAlert(let alert, let layers): carryOut(.presentAlert(alert, overLayers: layers))
    case .dismissAlert(let id): carryOut(.dismissAlert(id))
    }
    return []
  }

  /// Makes the root container `state` shows in place of `before`'s: the presentations it makes
  /// wait until it is on screen (``HoldReason/presenterOffScreen``). The navigation controller
  /// showing the selected section's top moves into it
  /// (``UIKitRoot/movedNavigation(from:columns:to:columns:)``); the others are emptied first.
  private func makeRoot(of state: NavigationState, from before: NavigationState?) {
    session?.hold(.presenterOffScreen)
    let columns = UIKitSplitColumns(state)
    let moved = UIKitRoot<Controller>.movedNavigation(from: before, columns: splitColumns, to: state, columns: columns)
    columnCalls = columns.map(UIKitColumnCalls.init)
    waitingCalls = UIKitWaitingCalls()
    tabShownInMore = nil
    var root = UIKitRoot(state, tabOrder: userTabOrder) { self.table[$0] }
    if let moved { root.move(moved.from, to: moved.to) }
    carryOut(.emptyRoot(keeping: moved.map { [$0.from] } ?? []))
    window.rootWasMade()
    carryOut(.showRoot(root))
    showSplitSizeClass(of: state)
  }

  private func columnTransitionRuns(_ column: UIKitSplitColumn) -> Bool { transitionRuns(.column(column)) }

  /// Makes the calls ``UIKitColumnCalls`` planned.
  private func make(_ calls: [UIKitColumnCalls.Call]) {
    for call in calls {
      switch call {
      case .watch(let column): carryOut(.watchTransition(.column(column)))
      case .set(let column, let screens, let animated):
        carryOut(.setColumn(screens.compactMap { table[$0] }, column: column, animated: animated))
      }
    }
  }

  // MARK: UIKit's signals

  /// The root container appeared (`viewDidAppear(_:)`): its step ends, presentations may start.
  package func presenterDidAppear() {
    session?.release(.presenterOffScreen)
    session?.signal(UIKitSignal.rootAppearance)
  }

  /// UIKit sent `signal` for the call made during step `step`; an earlier step's changes nothing.
  package func signal(_ signal: UIKitSignal, step: Int) {
    session?.signal(signal, step: step)
  }

  /// UIKit refused to present the layer at `index` for step `step` (a turn later it has no
  /// presenting controller: the presenter shows the app's own controller): reported as a
  /// fallback, and the layer leaves, refused by the platform, not dismissed by the user; the
  /// session says whether step `step` is the one in flight, and what it presents.
  package func presentationWasRefused(layer index: Int, step: Int) {
    session?.platformRefusedPresentation(ofStep: step, "UIKit refused to present layer \(index)" + Self.busy)
  }

  /// UIKit refused to present alert `id` for step `step`: as for a layer; an `ask` gets `nil`.
  package func alertPresentationWasRefused(_ id: AlertID, step: Int) {
    session?.platformRefusedPresentation(ofStep: step, "UIKit refused to present alert \(id)" + Self.busy)
  }

  private static var busy: String { ": its presenter is busy, most likely with the app's own presentation" }

  // MARK: The user

  /// The handler of button `index` of alert `id`: UIKit took the alert down; reported once.
  package func alertButtonTapped(_ id: AlertID, index: Int) {
    report(.tappedAlertButton(id, index: index))
  }

  /// Alert `id`'s controller left the screen without the host (its popover's
  /// `presentationControllerDidDismiss(_:)`, or the dismissal of the layer under it), a turn
  /// later: an echo of a tap; else the system took it down, reported once.
  package func alertDidDisappear(_ id: AlertID) {
    report(.dismissedAlert(id))
  }

  /// A layer left while UIKit presents no alert of the host's any more (the app dismissed a
  /// layer under the alert): the alert shown went with it, reported once; not while its own
  /// presentation is under way, whose refusal reports it.
  package func alertWentWithItsLayer() {
    if let id = session?.machine.alertGoneWithItsLayer { alertDidDisappear(id) }
  }

  /// `navigationController(_:willShow:animated:)` for the navigation controller at `place`
  /// (`nil`: the compact column's sidebar): the bar follows the screen where the stack's top
  /// shows. A controller other than the one the host set there is the user's transition: steps
  /// wait until it ends.
  package func willShow(_ controller: Controller?, at place: UIKitRootNavigation, animated: Bool) {
    guard let stack = stack(at: place) else { return }
    if place.showsTop(of: splitColumns) {
      let screen = controller.flatMap(screen(of:))
      carryOut(.setNavigationBarHidden(Self.barHidden(showing: screen), stack: stack, animated: animated))
    }
    let id = controller.flatMap(table.id(of:))
    guard StackDidShow.willShowBeginsUserTransition(showing: id, top: screens(at: place)?.last) else { return }
    userTransitionBegan(on: stack)
  }

  /// `navigationController(_:didShow:animated:)` for the navigation controller at `place`, which
  /// now shows `ids` (the compact column's sidebar left out); `cancelled` is the coordinator's
  /// `isCancelled` (iOS 18 calls `didShow` after a cancelled swipe too). What it is,
  /// ``UIKitDidShow`` says: the user's gesture is followed, or, refused by the session, taken
  /// back; the bar follows the top.
  package func didShow(_ ids: [ScreenID], at place: UIKitRootNavigation, cancelled: Bool, animated: Bool = false) {
    guard let session, let shown = session.shown, let stack = stack(at: place), let before = screens(at: place),
      let answer = UIKitDidShow(
        ids, at: place, in: shown, columns: columnCalls, cancelled: cancelled, stepInFlight: session.stepInFlight,
        userTransitionRuns: session.runsUserTransition(stack))
    else { return }
    defer { userTransitionDidEnd(in: stack, cancelled: cancelled) }
    var top = ids.last
    switch answer {
    case .nothing: return
    case .shown: break
    case .gesture(let gesture):
      if case .column(let column) = place { columnCalls?.follow(ids, in: column) }
      if case .takenBack = session.userMade(gesture) {
        top = before.last
        set(before, at: place, showing: ids)
      }
      table.release(keeping: session.shown)
    case .unknown:
      fallBack("UIKit shows \(ids.map(\.description)) in \(place), which the host did not set; only pops are followed")
    }
    guard place.showsTop(of: splitColumns) else { return }
    carryOut(
      .setNavigationBarHidden(
        Self.barHidden(showing: top.flatMap { session.shown?.screen($0) }), stack: stack, animated: animated))
  }

  /// Sets the navigation controller at `place`, which shows `ids`, to the screens `screens` again.
  private func set(_ screens: [ScreenID], at place: UIKitRootNavigation, showing ids: [ScreenID]) {
    switch place {
    case .stack(let stack):
      let controllers = screens.compactMap { self.table[$0] }
      setWhenIdle(.setViewControllers(controllers, stack: stack, animated: false, transition: nil), at: place)
    case .column(let column):
      make(columnCalls?.setAgain(column, to: screens, showing: ids, running: columnTransitionRuns) ?? [])
    }
  }

  /// The transition the user started on `stack` ended, completed or `cancelled`: steps wait no
  /// longer. A cancelled one leaves the bar as `willShow` set it for the screen almost revealed,
  /// and iOS 17 sends no `didShow` after it: the bar follows the stack's top screen again.
  package func userTransitionDidEnd(in stack: StackLocation, cancelled: Bool) {
    guard let session, session.runsUserTransition(stack) else { return }
    if cancelled {
      let top = shown?.stack(at: stack)?.last
      carryOut(.setNavigationBarHidden(Self.barHidden(showing: top), stack: stack, animated: false))
    }
    session.userTransitionEnded(stack)
  }

  /// `presentationControllerWillDismiss(_:)` for the layer opened by `id`: the user started a
  /// swipe down; steps wait until it ends.
  package func presentationControllerWillDismiss(layer id: ScreenID) {
    session?.userTransitionBegan(id)
    carryOut(.watchUserDismissal(layer: id))
  }

  /// The swipe down of the layer `id` ended, `cancelled` or not: steps wait no longer.
  package func userDismissalDidEnd(layer id: ScreenID, cancelled: Bool) {
    session?.userTransitionEnded(id)
  }

  /// The layer `id` is gone, whoever dismissed it (`presentationControllerDidDismiss(_:)`, or
  /// its container's `viewDidDisappear(_:)` while being dismissed, which the app's own `dismiss`
  /// sends too): an echo of the host's dismissal, else reported once, before steps go on. With
  /// UIKit presenting only the first `layersStillPresented` layers, the lowest layer gone is
  /// reported (`NavigationState.lowestLayerGone(_:stillPresented:)`), every layer above with it.
  package func layerWasDismissed(_ id: ScreenID, layersStillPresented: Int? = nil) {
    let lowest = shown?.lowestLayerGone(id, stillPresented: layersStillPresented) ?? id
    report(.dismissedLayer(lowest))
    userDismissalDidEnd(layer: id, cancelled: false)
    if lowest != id { userDismissalDidEnd(layer: lowest, cancelled: false) }
  }

  // MARK: The split view

  /// The column showing the top of `stack`, where its bar and transitions are: `nil` unless it is
  /// the selected section's in a split view.
  package func splitColumn(showing stack: StackLocation) -> UIKitSplitColumn? {
    guard case .tab(let id) = stack, id == shown?.selectedTab else { return nil }
    return splitColumns?.top
  }

  /// The stack the navigation controller at `place` shows part of (``UIKitRootNavigation/stack(in:columns:)``).
  package func stack(at place: UIKitRootNavigation) -> StackLocation? {
    shown.flatMap { place.stack(in: $0, columns: splitColumns) }
  }

  private func screens(at place: UIKitRootNavigation) -> [ScreenID]? {
    shown.flatMap { place.screens(in: $0, columns: splitColumns) }
  }

  /// The app called `call` (`showDetailViewController(_:sender:)`, `show(_:sender:)`) on the split
  /// view: refused (`true`: handled) and reported, with what to do instead.
  package func appDidShowInSplitView(_ call: String) -> Bool {
    fallBack(
      "the app called \(call) on the split view; the host shows only the navigator's screens: push the route "
        + "with the coordinator's flow instead")
    return true
  }

  // MARK: Helpers

  /// Reports the user's `gesture`, which happened: UIKit first shows what it changes in the root's
  /// layout, then the session follows it, and the controllers it took away are let go.
  func report(_ gesture: UserGesture) {
    guard let session, let before = session.shown, let after = before.applyingUserGesture(gesture) else { return }
    session.handlingCallback {
      showLayout(from: before, to: after)
      session.userDid(gesture)
      table.release(keeping: session.shown)
    }
  }

  /// Shows what a gesture changes in the root's layout (``UIKitStepPlan/init(layoutFrom:to:splitView:rootOnScreen:animates:)``):
  /// a push over a collapsed sidebar that changes the top column is the user's transition.
  func showLayout(from before: NavigationState, to after: NavigationState) {
    let plan = UIKitStepPlan(
      layoutFrom: before, to: after, splitView: splitColumns != nil,
      rootOnScreen: session?.isHeld(by: .presenterOffScreen) == false, animates: animatesSteps)
    let changes = make(plan, showing: after, from: before)
    guard case .columns(_, animated: true) = plan, let top = splitColumns?.top, changes.contains(top),
      let selected = after.selectedTab
    else { return }
    userTransitionBegan(on: .tab(selected))
  }

  /// A transition the host did not start runs on `stack`: steps wait until UIKit ends it.
  private func userTransitionBegan(on stack: StackLocation) {
    session?.userTransitionBegan(stack)
    carryOut(.watchUserTransition(stack))
  }

  /// Makes `call` on the navigation controller at `place` once no transition of it runs
  /// (``UIKitWaitingCalls``).
  private func setWhenIdle(_ call: UIKitHostAction<Controller>, at place: UIKitRootNavigation) {
    make(waitingCalls.call(call, at: place, running: transitionRuns(place)), at: place)
  }

  private func make(_ next: UIKitWaitingCalls<UIKitHostAction<Controller>>.Next, at place: UIKitRootNavigation) {
    switch next {
    case .make(let call): carryOut(call)
    case .watchTransition: carryOut(.watchTransition(place))
    case .nothing: break
    }
  }

  /// The transition of the navigation controller at `place` ended: the call waiting for it is
  /// made, or waits for the next one.
  package func transitionDidEnd(at place: UIKitRootNavigation) {
    if case .column(let column) = place {
      return make(columnCalls?.transitionEnded(column, running: columnTransitionRuns) ?? [])
    }
    make(waitingCalls.transitionEnded(at: place, running: transitionRuns(place)), at: place)
  }

  /// Whether the user's transition still runs (asked when the watchdog's timeout passed for a
  /// step it holds): UIKit will still end it while the top stack's navigation controller has a
  /// `transitionCoordinator`.
  package func userTransitionRuns(in session: HostSession) -> Bool {
    guard let top = session.shown?.topLocation else { return false }
    return transitionRuns(.stack(top))
  }

  /// The watchdog ended a step whose signals never came, a call waiting for a transition end
  /// that never came included: each waiting call is made where no transition runs any more.
  package func stepWasLost(_ step: HostStep, in session: HostSession) {
    waitingCalls.callsNoTransitionHolds(running: transitionRuns).forEach(carryOut)
    make(columnCalls?.transitionEnded(nil, running: columnTransitionRuns) ?? [])
  }

  /// Reports a fallback: a `NavigationProblem.hostFallback` to the navigator's problem observers.
  private func fallBack(_ message: String) {
    session?.fallBack(message)
  }
}

/// The UIKit host's decisions, as a state machine: one method per thing UIKit or the navigator
/// tells it, and the UIKit calls it decides handed to ``carryOut`` as ``UIKitHostAction``s.
///
/// It imports no UIKit, so it builds and is tested everywhere; the UIKit files only carry out its
/// actions and forward UIKit's delegate calls and completions to it. `Controller` is
/// `UIViewController` in the app, a test double on Linux.
///
/// **Steps.** ``perform(_:completion:)`` brings ``shown`` to the step's result, keeps the
/// controller table in step (one controller per ``ScreenID`` while the screen is shown, made by
/// the factory given to ``init(makeController:)``, let go when it leaves), and makes one UIKit
/// call. The step completes on UIKit's own signal, never after a fixed delay:
/// - `setRoot`: the new root container's `viewDidAppear(_:)` (``presenterDidAppear()``);
/// - `setStack`: the end of `setViewControllers(_:animated:)`'s transition
///   (``stackTransitionDidEnd(in:)``, from the transition coordinator's completion, or at once
///   when nothing animates);
/// - `present`, `dismiss`: their completion (``presentationDidComplete(layer:)``,
///   ``dismissalDidComplete(fromLayer:)``), which UIKit runs after `viewDidAppear(_:)` and
///   `viewDidDisappear(_:)`;
/// - `selectTab`, `setTabItem`: at once (`selectedIndex` and a tab bar item do not animate);
/// - `showAlert`, `dismissAlert`: the completion of the alert controller's presentation
///   (``alertPresentationDidComplete(_:)``) or dismissal (``alertDismissalDidComplete(_:)``):
///   UIKit presents nothing while another presentation or dismissal runs, so the next alert (or
///   layer) waits for it. A refused alert presentation ends the step and reports the alert
///   dismissed (``alertPresentationWasRefused(_:)``), as for a layer.
///
/// A step waits, before any UIKit call, while the user's own transition runs (a back swipe, a
/// swipe down: UIKit cannot take a new transition then) and, for a presentation, until the
/// presenter is on screen (UIKit refuses to present from a controller outside the window).
///
/// **Never waiting forever.** UIKit refuses a presentation while the presenter presents the
/// app's own controller (an alert, a share sheet) and then never runs its completion: the
/// UIKit files tell ``presentationWasRefused(layer:)`` when the presented controller has no
/// presenting controller a turn after the call, and the model ends the step, reports a
/// `NavigationProblem.hostFallback`, and reports the layer dismissed, so the navigator's state
/// goes back to what is shown. Any other signal that never comes ends on ``timeout`` (a
/// watchdog, the fallback, reported the same way), except a new root's appearance and a
/// presentation's wait for its presenter to be in the window: they wait for the app to show its
/// window, which a cold launch or a scene connected in the background may delay without a bound
/// (docs/Adapters.md says why a bound would do harm).
///
/// **Gestures.** A `didShow` that shows what the host set is its own step's echo; a shorter
/// stack is the user's pop, reported once; a cancelled interactive pop (iOS 18 calls `didShow`
/// with the transition coordinator's `isCancelled`; earlier systems call nothing) reports
/// nothing. Every dismissal reaches the model: `presentationControllerDidDismiss(_:)` (the
/// user's swipe down), and the layer's `viewDidDisappear(_:)` while it is being dismissed
/// (``layerDidDisappearBeingDismissed(_:)``), which also comes when the app's code dismisses it
/// and no delegate call does. A tab tap is a selection or a reselection, as for every host
/// (`NavigationState.tabTap(_:)`).
@MainActor
package final class UIKitHostModel<Controller: AnyObject>: NavigationHost {
  /// UIKit dismisses several layers at once by dismissing the lowest.
  package let capabilities: HostCapabilities = [.dismissesSeveralLayersAtOnce]
  /// What UIKit shows, as the host set it and the user changed it; `nil` before the first step.
  package private(set) var shown: NavigationState?
  /// The navigator the host reports gestures to.
  package private(set) weak var navigator: Navigator?
  /// Carries out a UIKit call; the UIKit host sets it, the tests record.
  package var carryOut: @MainActor (UIKitHostAction<Controller>) -> Void = { _ in }
  /// Called with a sentence when UIKit does what the host cannot follow, or a step does not fit.
  package var didFallBack: (@MainActor (String) -> Void)?
  /// Ends a step whose UIKit signal never comes, after two seconds, as a reported fallback; the
  /// tests keep its closures and fire them by hand.
  package var watchdog = HostWatchdog(timeout: .seconds(2))

  /// The controller of each shown screen.
  package private(set) var controllers: [ScreenID: Controller] = [:]
  /// What the split view's columns show, as the host set them and the user changed them; `nil`
  /// while the root is no split view.
  package private(set) var splitColumns: UIKitSplitColumns?
  /// The step whose transition runs, or `nil`.
  package var stepInFlight: HostStep? { inFlight?.step ?? waiting?.step }

  private let makeController: @MainActor (Screen) -> Controller
  /// The screen of each controller in the table.
  private var screenIDs: [ObjectIdentifier: ScreenID] = [:]
  /// The custom transition each screen was pushed with, for its pop by the user.
  private var pushTransitions: [ScreenID: TransitionID] = [:]
  private var inFlight: InFlight?
  /// A step that waits for the user's transition to end or for its presenter to appear.
  private var waiting: (step: HostStep, completion: @MainActor @Sendable () -> Void)?
  /// Whether the root container is on screen (its `viewDidAppear(_:)` came).
  private var rootHasAppeared = false
  /// The stack whose transition the user started (`willShow` without a step), until it ends.
  private var userTransition: StackLocation?
  /// The layer the user is swiping down (`presentationControllerWillDismiss(_:)`), until it ends.
  private var userDismissal: ScreenID?
  /// Numbers the steps, so that a watchdog firing for a step that ended does nothing.
  private var stepNumber = 0
  /// Whether the user's gesture changed ``shown`` while a step waited: the step may no longer
  /// fit, which is no problem (the navigator plans again from what is shown).
  private var gestureWhileWaiting = false
  /// Whether steps are held while the model takes back a layer UIKit refused.
  private var isTakingBack = false

  private struct InFlight {
    let step: HostStep
    let awaited: Awaited
    let completion: @MainActor @Sendable () -> Void
  }

  /// The UIKit signal that completes the step in flight.
  private enum Awaited: Equatable {
    case rootAppearance
    case stackTransition(StackLocation)
    case presentation(layer: Int)
    case dismissal(fromLayer: Int)
    /// The transitions of these columns of the split view, each ending on its own.
    case columns(Set<UIKitSplitColumn>)
    case alertPresentation(AlertID)
    case alertDismissal(AlertID)

    /// Whether it is the transition of a stack of the root container, which a new root ends.
    var isOfTheRoot: Bool {
      switch self {
      case .stackTransition(.modal), .rootAppearance, .presentation, .dismissal, .alertPresentation, .alertDismissal:
        false
      case .stackTransition, .columns: true
      }
    }
  }

  /// The kind of root container UIKit shows: a split view's style cannot change, so two and
  /// three columns are two kinds.
  private enum RootKind: Equatable {
    case stack
    case tabBar
    case split(SplitColumns)

    init(_ state: NavigationState) {
      switch state.appearance {
      case .stack: self = .stack
      case .tabBar: self = .tabBar
      case .splitView(let columns): self = .split(columns)
      case .collapsedSplitView:
        switch state.rootLayout.sections {
        case .sidebar(let columns), .adaptive(let columns): self = .split(columns)
        case .tabBar: self = .tabBar
        }
      }
    }
  }

  /// A model that makes the controller of each screen it shows with `makeController`.
  package init(makeController: @escaping @MainActor (Screen) -> Controller) {
    self.makeController = makeController
  }

  /// Keeps the navigator and forgets what was shown: its first step shows everything.
  package func didAttach(to navigator: Navigator) {
    self.navigator = navigator
    shown = nil
    inFlight = nil
    waiting = nil
    userTransition = nil
    userDismissal = nil
    gestureWhileWaiting = false
    isTakingBack = false
    splitColumns = nil
    release(keeping: nil)
  }

  // MARK: Looking up

  /// The controller shown for the screen `id`.
  package func controller(for id: ScreenID) -> Controller? { controllers[id] }

  /// The screen `controller` shows, when the host made it.
  package func screen(of controller: Controller) -> Screen? {
    screenIDs[ObjectIdentifier(controller)].flatMap { shown?.screen($0) }
  }

  /// The identifiers of `controllers`, in order, leaving out controllers the host did not make.
  package func screenIDs(of controllers: [Controller]) -> [ScreenID] {
    controllers.compactMap { screenIDs[ObjectIdentifier($0)] }
  }

  /// The custom transition that animates the change of `stack` under way: the step's, or, for
  /// the user's pop, the one its top screen was pushed with; `nil` for UIKit's own.
  package func transition(in stack: StackLocation) -> TransitionID? {
    if case .setStack(let location, _, let transition)? = inFlight?.step, location == stack { return transition }
    return shown?.stack(at: stack)?.last.flatMap { pushTransitions[$0.id] }
  }

  /// Whether the host's own back swipe may begin on `stack`: its top screen was pushed with a
  /// custom transition (UIKit's edge swipe then does nothing), there is a screen to go back to,
  /// nothing is presented over it, and no transition runs.
  package func mayBeginBackSwipe(in stack: StackLocation) -> Bool {
    guard let shown, let screens = shown.stack(at: stack), screens.count > 1 else { return false }
    return shown.topLocation == stack && inFlight == nil && userTransition == nil && userDismissal == nil
      && !usesSystemBackSwipe(in: stack)
  }

  /// Whether the host's own back swipe may begin on `stack` for a pan that has moved by
  /// `translation` at `velocity`: ``mayBeginBackSwipe(in:)``, and the pan is a rightward,
  /// mostly horizontal drag (`BackSwipe.mayBegin(translation:velocity:)`), so that it never
  /// takes a vertical scroll or a leftward drag from the screen's views.
  package func mayBeginBackSwipe(
    in stack: StackLocation, translation: (x: Double, y: Double), velocity: (x: Double, y: Double)
  ) -> Bool {
    BackSwipe.mayBegin(translation: translation, velocity: velocity) && mayBeginBackSwipe(in: stack)
      && userMayGoBack(in: stack)
  }

  /// `gestureRecognizerShouldBegin(_:)` of UIKit's own edge swipe on `stack` (outside a
  /// transition, which the delegate checks): there is a screen to go back to, and the navigator
  /// allows the pop (a flow that disabled its interactive dismissal refuses it; the attempt is
  /// reported).
  package func systemBackSwipeShouldBegin(in stack: StackLocation) -> Bool {
    userMayGoBack(in: stack)
  }

  /// `gestureRecognizerShouldBegin(_:)` of UIKit's own edge swipe in the navigation controller
  /// of a split view's `column` (outside a transition): as ``systemBackSwipeShouldBegin(in:)``
  /// for the selected section's stack when the swipe pops one of its screens; from the
  /// section's first screen in the compact column it goes back to the sidebar, which pops none
  /// and is allowed.
  package func systemBackSwipeShouldBegin(inColumn column: UIKitSplitColumn) -> Bool {
    guard let location = sectionLocation, let shownInColumn = splitColumns?[column] else { return false }
    if shownInColumn.count > 1 { return userMayGoBack(in: location) }
    return column == .compact && shownInColumn.count == 1
  }

  /// The back button of `stack`'s top screen was tapped (its navigation item's `backAction`):
  /// whether to pop. A pop the navigator does not allow is refused and reported as an attempt.
  package func backButtonShouldPop(in stack: StackLocation) -> Bool {
    userMayGoBack(in: stack)
  }

  /// Whether the back button over `controller`, a screen of `stack`, pops a screen of that
  /// stack, so that it must ask ``backButtonShouldPop(in:)`` first (its navigation item gets a
  /// `backAction`): a screen of the stack lies below it. Over a section's first screen in a
  /// collapsed split view the back button shows the sidebar, which pops nothing.
  package func backButtonPopsAScreen(over controller: Controller, in stack: StackLocation) -> Bool {
    guard let id = screenIDs[ObjectIdentifier(controller)], let screens = shown?.stack(at: stack) else { return false }
    return screens.first?.id != id && screens.contains { $0.id == id }
  }

  /// `presentationControllerShouldDismiss(_:)` for the layer opened by `id`: whether the
  /// navigator allows the user's swipe down. UIKit reports a refused one with
  /// ``presentationControllerDidAttemptToDismiss(layer:)``.
  package func presentationControllerShouldDismiss(layer id: ScreenID) -> Bool {
    navigator?.allowsUser(.dismissedLayer(id)) ?? true
  }

  /// `presentationControllerDidAttemptToDismiss(_:)` for the layer opened by `id`: the user
  /// swiped down a layer that may not be dismissed; the navigator hands the attempt to the flow
  /// that refused it.
  package func presentationControllerDidAttemptToDismiss(layer id: ScreenID) {
    navigator?.userAttempted(.dismissedLayer(id))
  }

  /// Whether the navigator allows a pop of `stack`'s top screen; a refused one is reported.
  private func userMayGoBack(in stack: StackLocation) -> Bool {
    guard let screens = shown?.stack(at: stack), screens.count > 1 else { return false }
    return userMay(.popped(to: screens[screens.count - 2].id))
  }

  /// Whether what is shown offers `gesture` (`NavigationState.refusal(of:)`: no alert covers the
  /// screen) and the navigator allows it; one the navigator refuses is reported as an attempt.
  private func userMay(_ gesture: UserGesture) -> Bool {
    if shown?.refusal(of: gesture) != nil { return false }
    guard let navigator, !navigator.allowsUser(gesture) else { return true }
    navigator.userAttempted(gesture)
    return false
  }

  /// The key of the bar appearance that `screen`'s controller carries in its `navigationItem`:
  /// the screen's `barStyle`, or `nil` for the bar's own appearance.
  ///
  /// The appearance belongs to the screen's own navigation item, never to the shared bar: UIKit
  /// shows the top item's appearance, the bar's own when it has none, and interpolates them
  /// during a swipe back, cancelled or not, so no appearance outlives its screen.
  package static func barAppearanceKey(of screen: Screen) -> String? {
    screen.options.barStyle
  }

  /// How a screen's title shows in the navigation bar: UIKit's `largeTitleDisplayMode`.
  package enum LargeTitle: Equatable {
    /// As the screen below shows it; large on a stack's first screen.
    case automatic
    /// Large.
    case always
    /// Inline.
    case never
  }

  /// Whether the navigation controllers the host makes prefer large titles. They do: UIKit shows
  /// no large title in a bar that does not prefer them, whatever a screen's
  /// `largeTitleDisplayMode` (HOST-REVIEW finding 8), and SwiftUI's stacks show large titles by
  /// default too.
  package static var navigationBarsPreferLargeTitles: Bool { true }

  /// The title mode of `screen`'s navigation item: `.large` always, `.inline` never, and
  /// `.automatic` as UIKit's automatic mode.
  package static func largeTitle(of screen: Screen) -> LargeTitle {
    switch screen.options.titleDisplayMode {
    case .automatic: .automatic
    case .large: .always
    case .inline: .never
    }
  }

  /// Whether the navigation bar is hidden while `screen` is on top of its stack: its
  /// `hidesNavigationBar`; `nil` (a controller the host did not make) shows the bar.
  package static func barHidden(showing screen: Screen?) -> Bool {
    screen?.options.hidesNavigationBar ?? false
  }

  /// Whether UIKit's own edge swipe (`interactivePopGestureRecognizer`) may pop `stack`: not
  /// while its top screen was pushed with a custom transition, which the host's own back swipe
  /// drives instead (two recognizers would compete for the same edge).
  package func usesSystemBackSwipe(in stack: StackLocation) -> Bool {
    guard let top = shown?.stack(at: stack)?.last else { return true }
    return pushTransitions[top.id] == nil
  }

  // MARK: Steps

  /// Shows `step` with one UIKit call and completes it on UIKit's signal (see the type).
  package func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    if let previous = stepInFlight {
      // The navigator never does this; say so rather than mix two steps.
      fallBack("step \(step) started while \(previous) was under way")
      inFlight = nil
      waiting = nil
    }
    waiting = (step, completion)
    gestureWhileWaiting = false
    stepNumber += 1
    watch(stepNumber)
    startWaitingStep()
  }

  /// Starts the waiting step unless the user's transition runs or its presenter is not on screen.
  private func startWaitingStep() {
    guard let (step, completion) = waiting, userTransition == nil, userDismissal == nil, !isTakingBack else { return }
    if !rootHasAppeared {
      switch step {
      case .present, .showAlert: return
      default: break
      }
    }
    waiting = nil
    let before = shown
    let after: NavigationState
    do {
      after = try NavigationState.rendering(step, onto: before)
    } catch {
      // The user's gesture made the step moot (it dismissed the layer the step pushes into):
      // the navigator plans again from what is shown. Otherwise the step does not fit.
      if !gestureWhileWaiting { fallBack("cannot show step \(step): \(error)") }
      return completion()
    }
    shown = after
    // UIKit holds what it animates away until the transition ends; the table lets go now. The
    // UIKit call comes last: its signal may come at once, and the next step with it.
    if case .setStack(let location, let screens, _) = step, let old = before?.stack(at: location) {
      // Only the screens past the start both versions share come or go: a push onto 1,000
      // screens makes one controller, without looking at the others.
      let kept = old.commonPrefixCount(with: screens)
      makeControllers(for: screens[kept...])
      let staying = Set(screens[kept...].lazy.map(\.id))
      release(old[kept...].lazy.map(\.id).filter { !staying.contains($0) })
    } else {
      makeControllers(for: after.allScreens)
      release(keeping: after)
    }
    switch step {
    case .setRoot:
      showRoot(of: after, step: step, completion: completion)
    case .setLayout:
      if let before, RootKind(before) == RootKind(after) {
        if splitColumns != nil { carryOut(.setSidebar(Self.items(of: after), selected: Self.selectedIndex(of: after))) }
        arrangeColumns(animated: true, step: step, completion: completion)
      } else {
        showRoot(of: after, step: step, completion: completion)
      }
    case .setStack(let location, let screens, let transition):
      if let transition, let top = screens.last, before?.position(of: top.id)?.location != location {
        pushTransitions[top.id] = transition
      }
      if splitColumns != nil, case .tab = location {
        return arrangeColumns(animated: true, step: step, completion: completion)
      }
      inFlight = InFlight(step: step, awaited: .stackTransition(location), completion: completion)
      // Only the stack on top animates: UIKit runs no transition in a stack off screen.
      let animated = rootHasAppeared && after.topLocation == location
      carryOut(
        .setViewControllers(controllers(of: screens), stack: location, animated: animated, transition: transition))
    case .present:
      let index = after.modals.count - 1
      inFlight = InFlight(step: step, awaited: .presentation(layer: index), completion: completion)
      carryOut(.present(layer(index, of: after), animated: true))
    case .dismiss(let index):
      inFlight = InFlight(step: step, awaited: .dismissal(fromLayer: index), completion: completion)
      carryOut(.dismiss(fromLayer: index, animated: true))
    case .selectTab(let id):
      guard splitColumns == nil else {
        carryOut(.setSidebar(Self.items(of: after), selected: Self.selectedIndex(of: after)))
        return arrangeColumns(animated: true, step: step, completion: completion)
      }
      carryOut(.selectTab(index: after.tabs.firstIndex { $0.id == id } ?? 0))
      completion()
    case .setTabItem(_, let id):
      if splitColumns != nil {
        carryOut(.setSidebar(Self.items(of: after), selected: Self.selectedIndex(of: after)))
      } else if let index = after.tabs.firstIndex(where: { $0.id == id }) {
        carryOut(.setTabItem(Self.item(of: after.tabs[index]), index: index))
      }
      completion()
    case .showAlert(let alert):
      inFlight = InFlight(step: step, awaited: .alertPresentation(alert.id), completion: completion)
      carryOut(.presentAlert(alert, overLayers: after.modals.count))
    case .dismissAlert(let id):
      inFlight = InFlight(step: step, awaited: .alertDismissal(id), completion: completion)
      carryOut(.dismissAlert(id))
    }
  }

  /// Makes the root container `state` shows; `step` completes when it appears.
  private func showRoot(
    of state: NavigationState, step: HostStep, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    rootHasAppeared = false
    splitColumns = UIKitSplitColumns(state)
    inFlight = InFlight(step: step, awaited: .rootAppearance, completion: completion)
    carryOut(.showRoot(root(of: state)))
  }

  /// Sets each column of the split view whose screens differ from what ``shown`` lays out
  /// (``UIKitSplitColumns``); `step` completes once each column's transition has ended, at once
  /// when none changes. Only the column holding the top of the stack animates, and only while
  /// `animated`, the root is on screen and no layer covers it.
  private func arrangeColumns(
    animated: Bool, step: HostStep, completion: @escaping @MainActor @Sendable () -> Void
  ) {
    let changes = plannedColumnChanges()
    guard !changes.isEmpty else { return completion() }
    inFlight = InFlight(step: step, awaited: .columns(Set(changes)), completion: completion)
    setColumns(changes, animated: animated)
  }

  /// The same, outside a step: for what the user's gesture changed (a section chosen in the
  /// sidebar, a collapse, an expansion). A column the step in flight waits for that changes
  /// again here is no longer waited for: its first transition may never end.
  private func arrangeColumns(animated: Bool) {
    let changes = plannedColumnChanges()
    setColumns(changes, animated: animated)
    for column in changes { columnTransitionDidEnd(column) }
  }

  /// The columns that differ from what ``shown`` lays out, in the order to set them, with
  /// ``splitColumns`` already what they will show.
  private func plannedColumnChanges() -> [UIKitSplitColumn] {
    guard let current = splitColumns, let shown else { return [] }
    let target = UIKitSplitColumns(shown) ?? UIKitSplitColumns()
    splitColumns = target
    return current.changes(to: target)
  }

  private func setColumns(_ changes: [UIKitSplitColumn], animated: Bool) {
    guard let columns = splitColumns else { return }
    let animates = animated && rootHasAppeared && shown?.modals.isEmpty == true
    for column in changes {
      let controllers = columns[column].compactMap { self.controllers[$0] }
      carryOut(.setColumn(controllers, column: column, animated: animates && column == columns.top))
    }
  }

  private func finish(_ awaited: Awaited) {
    guard let step = inFlight, step.awaited == awaited else { return }
    inFlight = nil
    step.completion()
  }

  /// Bounds the wait of step `number` for UIKit by ``timeout``: past it, a step still held
  /// stops waiting for the user's gesture, and a step still in flight ends, each reported.
  private func watch(_ number: Int) {
    watchdog.schedule(watchdog.timeout) { [weak self] in
      guard let self, number == stepNumber else { return }
      if let step = waiting?.step, userTransition != nil || userDismissal != nil {
        fallBack("step \(step) waited \(watchdog.timeout) for the user's gesture to end; it starts now")
        userTransition = nil
        userDismissal = nil
        watch(number)
        startWaitingStep()
      } else if let step = inFlight, step.awaited != .rootAppearance {
        fallBack("UIKit never signalled the end of step \(step.step) within \(watchdog.timeout); the host ended it")
        finish(step.awaited)
      }
    }
  }

  // MARK: UIKit's signals

  /// The root container appeared (its `viewDidAppear(_:)`): a `setRoot` step is complete, and a
  /// presentation from it may start.
  package func presenterDidAppear() {
    rootHasAppeared = true
    finish(.rootAppearance)
    startWaitingStep()
  }

  /// The transition of `setViewControllers(_:animated:)` on `stack` ended (the transition
  /// coordinator's completion, or at once when nothing animated).
  package func stackTransitionDidEnd(in stack: StackLocation) {
    finish(.stackTransition(stack))
  }

  /// The transition of `setViewControllers(_:animated:)` on the navigation controller of
  /// `column` ended (the transition coordinator's completion, or at once when nothing animated).
  package func columnTransitionDidEnd(_ column: UIKitSplitColumn) {
    guard let step = inFlight, case .columns(var pending) = step.awaited, pending.remove(column) != nil else { return }
    guard pending.isEmpty else {
      inFlight = InFlight(step: step.step, awaited: .columns(pending), completion: step.completion)
      return
    }
    inFlight = nil
    step.completion()
  }

  /// `present(_:animated:completion:)`'s completion for the layer at `index`.
  package func presentationDidComplete(layer index: Int) {
    finish(.presentation(layer: index))
  }

  /// UIKit refused to present the layer at `index`: a turn after `present(_:animated:completion:)`
  /// its controller has no presenting controller (the presenter shows the app's own alert or
  /// share sheet, "Attempt to present … which is already presenting …"), and the completion
  /// will never run.
  ///
  /// The step ends, reported as a fallback, and the layer leaves what is shown and, reported as
  /// dismissed, the navigator's state; steps wait until it has.
  package func presentationWasRefused(layer index: Int) {
    guard case .presentation(index)? = inFlight?.awaited, let shown, shown.modals.indices.contains(index) else {
      return
    }
    let id = shown.modals[index].id
    fallBack(
      "UIKit refused to present layer \(index) (screen \(id)): its presenter is busy, most likely with the app's own "
        + "presentation; the layer leaves the navigator's state")
    isTakingBack = true
    finish(.presentation(layer: index))
    isTakingBack = false
    follow(.dismissedLayer(id))
    startWaitingStep()
  }

  /// The completion of the presentation of alert `id`'s controller.
  package func alertPresentationDidComplete(_ id: AlertID) {
    finish(.alertPresentation(id))
  }

  /// UIKit refused to present alert `id` (its presenter is busy with the app's own
  /// presentation): the step ends, reported as a fallback, and the alert leaves what is shown
  /// and, reported as dismissed, the navigator's state (an `ask` awaiting it gets `nil`).
  package func alertPresentationWasRefused(_ id: AlertID) {
    guard case .alertPresentation(id)? = inFlight?.awaited else { return }
    fallBack(
      "UIKit refused to present alert \(id): its presenter is busy, most likely with the app's own presentation; "
        + "the alert leaves the navigator's state")
    isTakingBack = true
    finish(.alertPresentation(id))
    isTakingBack = false
    follow(.dismissedAlert(id))
    startWaitingStep()
  }

  /// The completion of the dismissal of alert `id`'s controller.
  package func alertDismissalDidComplete(_ id: AlertID) {
    finish(.alertDismissal(id))
  }

  /// The handler of button `index` of alert `id`: UIKit took the alert down; reported once.
  package func alertButtonTapped(_ id: AlertID, index: Int) {
    follow(.tappedAlertButton(id, index: index))
    startWaitingStep()
  }

  /// Alert `id`'s controller left the screen (its `viewDidDisappear(_:)`, a turn later, after
  /// any button's handler). The host's own dismissal and a tap already took the alert out of
  /// what is shown (an echo); otherwise the system took it down (a tap outside an action sheet's
  /// popover, the scene going away): reported once, as dismissed without a button.
  package func alertDidDisappear(_ id: AlertID) {
    follow(.dismissedAlert(id))
    startWaitingStep()
  }

  /// `dismiss(animated:completion:)`'s completion for the layers from `index`.
  package func dismissalDidComplete(fromLayer index: Int) {
    finish(.dismissal(fromLayer: index))
  }

  /// `navigationController(_:willShow:animated:)` for `stack`, about to show `controller`: the
  /// bar is shown or hidden as that screen says, along with the transition. Without a step of
  /// the host on that stack, the user started the transition (a back swipe, the back button): it
  /// is not a pop yet (a swipe can be cancelled), but steps wait until it ends.
  package func willShow(_ controller: Controller, in stack: StackLocation, animated: Bool) {
    carryOut(.setNavigationBarHidden(Self.barHidden(showing: screen(of: controller)), stack: stack, animated: animated))
    if case .stackTransition(stack)? = inFlight?.awaited { return }
    userTransition = stack
    carryOut(.watchUserTransition(stack))
  }

  /// `navigationController(_:didShow:animated:)` for `stack`, which now shows the screens `ids`;
  /// `cancelled` is the transition coordinator's `isCancelled` (iOS 18 calls `didShow` after a
  /// cancelled swipe too).
  ///
  /// The host's own stack is an echo; a shorter one that starts the same is the user's pop,
  /// reported once; a cancelled transition changes nothing. A pop that UIKit made without
  /// asking (a long press on the back button) and that what is shown or the navigator refuses
  /// (an alert covers the screen; it would take away a flow that disabled its interactive
  /// dismissal, which hears of the attempt) is taken back: the popped controllers are set again.
  /// The bar is then set as the top screen says (`animated` is the delegate call's), whatever
  /// `willShow` set for a screen that did not stay on top.
  package func didShow(_ ids: [ScreenID], in stack: StackLocation, cancelled: Bool, animated: Bool = false) {
    defer { userTransitionDidEnd(in: stack, cancelled: cancelled) }
    guard !cancelled, let screens = shown?.stack(at: stack) else { return }
    var top = ids.last
    switch ReportedStack(ids, rendered: screens) {
    case .echo: break
    case .popped(let target) where takesBack(.popped(to: target)):
      top = screens.last?.id
      carryOut(.setViewControllers(controllers(of: screens), stack: stack, animated: false, transition: nil))
    case .popped(let target): follow(.popped(to: target))
    case .unexpected:
      fallBack("UIKit shows \(ids.map(\.description)) in \(stack), which the host did not set; only pops are followed")
    }
    carryOut(
      .setNavigationBarHidden(
        Self.barHidden(showing: top.flatMap { shown?.screen($0) }), stack: stack, animated: animated))
  }

  /// Whether the host takes back `gesture`, which UIKit made without asking: what is shown
  /// refuses it (`NavigationState.refusal(of:)`: an alert covers the screen), or the navigator
  /// does (`Navigator.allowsUser(_:)`), which then hears of the attempt.
  private func takesBack(_ gesture: UserGesture) -> Bool {
    if shown?.refusal(of: gesture) != nil { return true }
    return !userMay(gesture)
  }

  /// The transition the user started on `stack` ended, completed or `cancelled`: a waiting step
  /// may start.
  ///
  /// A cancelled one leaves the screen that stays with the bar `willShow` set for the screen it
  /// almost revealed, and iOS 17 sends no `didShow` after it: the bar is set again as the stack's
  /// top screen says. (A completed one gets its bar from `didShow`, which UIKit always sends.)
  package func userTransitionDidEnd(in stack: StackLocation, cancelled: Bool) {
    guard userTransition == stack else { return }
    userTransition = nil
    if cancelled {
      let top = shown?.stack(at: stack)?.last
      carryOut(.setNavigationBarHidden(Self.barHidden(showing: top), stack: stack, animated: false))
    }
    startWaitingStep()
  }

  /// `presentationControllerWillDismiss(_:)` for the layer opened by `id`: the user started a
  /// swipe down; steps wait until it ends.
  package func presentationControllerWillDismiss(layer id: ScreenID) {
    userDismissal = id
    carryOut(.watchUserDismissal(layer: id))
  }

  /// The swipe down of the layer `id` ended, `cancelled` or not (the presenting controller's
  /// transition coordinator's completion, or at once when it has none). A completed one is
  /// reported by ``presentationControllerDidDismiss(layer:)`` or
  /// ``layerDidDisappearBeingDismissed(_:)``; steps wait no longer either way, so that a cancel
  /// UIKit never tells does not hold them.
  package func userDismissalDidEnd(layer id: ScreenID, cancelled: Bool) {
    guard userDismissal == id else { return }
    userDismissal = nil
    startWaitingStep()
  }

  /// The presented controller of the layer `id` got `viewDidDisappear(_:)` with
  /// `isBeingDismissed`: the layer is gone, whoever dismissed it.
  ///
  /// The host's own dismissal is an echo (the layer already left ``shown``: following it
  /// changes nothing); otherwise the user's swipe down or the app's own `dismiss(animated:)` (a
  /// Done button), which no delegate call reports, is reported once as the dismissal of the
  /// layer.
  package func layerDidDisappearBeingDismissed(_ id: ScreenID) {
    if userDismissal == id { userDismissal = nil }
    follow(.dismissedLayer(id))
    startWaitingStep()
  }

  /// `presentationControllerDidDismiss(_:)` for the layer opened by `id`: UIKit sends it only for
  /// the user's dismissals, after the animation. Reported once.
  package func presentationControllerDidDismiss(layer id: ScreenID) {
    if userDismissal == id { userDismissal = nil }
    follow(.dismissedLayer(id))
    startWaitingStep()
  }

  /// `tabBarController(_:shouldSelect:)` for the tab at `index`, `nil` for the "More" tab UIKit
  /// adds past five tabs: whether UIKit may select it.
  ///
  /// A tap on the selected tab is a reselection, reported here, and refused: UIKit would pop the
  /// tab's navigation controller to its root by itself, while the navigator decides what a
  /// reselection does and sends it as a step. A tap the core refuses (`NavigationState.tabTap(_:)`:
  /// under a modal layer) is refused too. "More" is allowed unless a layer covers the tab bar:
  /// it only lists the other tabs, and the one the user picks there is reported when its stack
  /// appears (``tabStackDidAppear(_:)``). A tap the navigator does not allow
  /// (`Navigator.allowsUser(_:)`: another tab while the navigation is locked, a pop of a flow
  /// that disabled its interactive dismissal) is refused and reported as an attempt.
  package func tabBarShouldSelect(index: Int?) -> Bool {
    guard let index else { return shown?.modals.isEmpty ?? false }
    guard let gesture = tabTap(index), userMay(gesture) else { return false }
    guard case .reselectedTab = gesture else { return true }
    follow(gesture)
    return false
  }

  /// `tabBarController(_:didSelect:)` for the tab at `index`: UIKit sends it for the user's taps
  /// only, never for a selection the host made. A selection is reported once.
  package func tabBarDidSelect(index: Int) {
    if let gesture = tabTap(index) { follow(gesture) }
  }

  /// The navigation controller of the tab `id` appeared (its `viewDidAppear(_:)`). A tab that
  /// appears while another is shown selected was picked in the "More" list, which sends no
  /// `tabBarController(_:didSelect:)`: reported once as a selection. The host's own selection
  /// and a tap already reported show that tab selected: nothing to report.
  package func tabStackDidAppear(_ id: TabID) {
    guard let shown, shown.selectedTab != id, case .selectedTab? = try? shown.tabTap(id) else { return }
    follow(.selectedTab(id))
  }

  // MARK: The split view

  /// The stack of the selected section, which every column of the split view shows part of;
  /// `nil` while the root is no split view.
  package var sectionLocation: StackLocation? {
    guard splitColumns != nil, let id = shown?.selectedTab else { return nil }
    return .tab(id)
  }

  /// The column whose navigation controller shows the top of `stack`, where the bar and the
  /// user's transitions of that stack are: `nil` unless `stack` is the selected section's in a
  /// split view (the other sections' controllers are in no column).
  package func splitColumn(showing stack: StackLocation) -> UIKitSplitColumn? {
    guard let sectionLocation, stack == sectionLocation else { return nil }
    return splitColumns?.top
  }

  /// `navigationController(_:willShow:animated:)` for the navigation controller of `column`
  /// (`controller` is the host's sidebar for the compact column's bottom): as
  /// ``willShow(_:in:animated:)`` for the selected section's stack, the bar set in the column
  /// holding its top. A column the step in flight sets is its echo; otherwise the user started
  /// the transition (a back swipe), or a gesture the host follows did (a section chosen in the
  /// collapsed sidebar), and steps wait until it ends.
  package func willShow(_ controller: Controller?, inColumn column: UIKitSplitColumn, animated: Bool) {
    guard let location = sectionLocation else { return }
    if column == splitColumns?.top {
      carryOut(
        .setNavigationBarHidden(
          Self.barHidden(showing: controller.flatMap(screen(of:))), stack: location, animated: animated))
    }
    if case .columns(let pending)? = inFlight?.awaited, pending.contains(column) { return }
    userTransition = location
    carryOut(.watchUserTransition(location))
  }

  /// `navigationController(_:didShow:animated:)` for the navigation controller of `column`,
  /// which now shows the screens `ids` (the compact column's sidebar left out); `cancelled` is
  /// the transition coordinator's `isCancelled`.
  ///
  /// What the host set is an echo. A shorter stack that starts the same is the user's pop,
  /// reported once (the secondary column of three holds the screens above the section's first);
  /// the compact column showing no screen, only the sidebar, is the user's return to the
  /// sidebar (`UserGesture.returnedToSidebar`), every section keeping its stack. A pop that an
  /// alert covers or the navigator refuses (a long press on the back button, which asks no one)
  /// is taken back, as in ``didShow(_:in:cancelled:animated:)``.
  package func didShow(_ ids: [ScreenID], inColumn column: UIKitSplitColumn, cancelled: Bool, animated: Bool = false) {
    guard let location = sectionLocation, var columns = splitColumns else { return }
    defer { userTransitionDidEnd(in: location, cancelled: cancelled) }
    guard !cancelled, ids != columns[column], let shown, let screens = shown.stack(at: location) else { return }
    let gesture: UserGesture?
    if column == .compact && ids.isEmpty {
      gesture = .returnedToSidebar
    } else if column == .supplementary {
      gesture = nil
    } else if case .popped(let target) = ReportedStack(
      ids, from: column == .secondary ? columns.supplementary.count : 0, rendered: screens)
    {
      gesture = .popped(to: target)
    } else {
      gesture = nil
    }
    guard let gesture else {
      return fallBack(
        "UIKit shows \(ids.map(\.description)) in the \(column), which the host did not set; only pops are followed")
    }
    if case .popped = gesture, takesBack(gesture) {
      // A long press on the back button popped what the navigator refuses: the column's
      // controllers are set again, as the host last set them.
      setColumns([column], animated: false)
      let top = columns[column].last.flatMap { shown.screen($0) }
      return carryOut(.setNavigationBarHidden(Self.barHidden(showing: top), stack: location, animated: animated))
    }
    columns[column] = ids
    splitColumns = columns
    follow(gesture)
    let top = ids.last.flatMap { self.shown?.screen($0) }
    carryOut(.setNavigationBarHidden(Self.barHidden(showing: top), stack: location, animated: animated))
  }

  /// The user chose the section at `index` in a sidebar (the primary column's, or the compact
  /// column's while collapsed). Reported once as a selection (`NavigationState.tabTap(_:)`); the
  /// host then shows that section's stack: in the columns at once, or pushed over the compact
  /// column's sidebar.
  package func sidebarDidSelect(index: Int) {
    if let gesture = tabTap(index) { follow(gesture) }
  }

  /// UIKit is about to collapse the split view (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`)
  /// or to expand it (`splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`), for
  /// a window of `width`: the section's controllers move to the column UIKit is about to show,
  /// before it shows it. Nothing is reported yet: ``widthClassDidChange(_:)`` does, once UIKit
  /// has collapsed or expanded.
  package func splitWillChangeWidth(to width: WidthClass) {
    guard let shown, let after = shown.applyingUserGesture(.resized(width)), RootKind(after) == RootKind(shown),
      splitColumns != nil
    else { return }
    self.shown = after
    let changes = plannedColumnChanges()
    self.shown = shown
    setColumns(changes, animated: false)
    for column in changes { columnTransitionDidEnd(column) }
  }

  /// The window's horizontal size class is now `width`: the split view collapsed
  /// (`splitViewControllerDidCollapse(_:)`) or expanded (`splitViewControllerDidExpand(_:)`), or
  /// the trait collection of another root changed. Reported once as `UserGesture.resized(_:)`;
  /// the host then shows the layout the state now has: the section's controllers in the
  /// columns UIKit shows, or, for an adaptive layout, a tab bar in place of a split view or back.
  package func widthClassDidChange(_ width: WidthClass) {
    // A single stack has no layout for the width to change.
    guard shown?.selectedTab != nil else { return }
    follow(.resized(width))
  }

  /// The app called `showDetailViewController(_:sender:)` or `show(_:sender:)` (named by
  /// `call`) on the split view, which would put a controller the navigator does not know into a
  /// column: refused (`true`: handled, UIKit does nothing), reported as a fallback that says
  /// what to do instead.
  package func appDidShowInSplitView(_ call: String) -> Bool {
    fallBack(
      "the app called \(call) on the split view; the host shows only the navigator's screens: push the route "
        + "with the coordinator's flow instead")
    return true
  }

  /// Whether the host's own back swipe may begin in the navigation controller of `column`, as
  /// ``mayBeginBackSwipe(in:translation:velocity:)`` for the selected section's stack, with a
  /// screen to go back to in that column.
  package func mayBeginBackSwipe(
    inColumn column: UIKitSplitColumn, translation: (x: Double, y: Double), velocity: (x: Double, y: Double)
  ) -> Bool {
    guard let location = sectionLocation, let columns = splitColumns, columns[column].count > 1 else { return false }
    return mayBeginBackSwipe(in: location, translation: translation, velocity: velocity)
  }

  // MARK: Helpers

  private func tabTap(_ index: Int) -> UserGesture? {
    guard let shown, shown.tabs.indices.contains(index) else { return nil }
    return try? shown.tabTap(shown.tabs[index].id)
  }

  /// Follows the user's `gesture` on ``shown`` and the controller table, then reports it once.
  private func follow(_ gesture: UserGesture) {
    guard let before = shown, let after = before.applyingUserGesture(gesture) else { return }
    shown = after
    if waiting != nil { gestureWhileWaiting = true }
    release(keeping: after)
    showLayout(changedFrom: before)
    // A step waiting for a transition of what the user removed gets no signal: complete it.
    if case .stackTransition(let location)? = inFlight?.awaited, after.stack(at: location) == nil {
      finish(.stackTransition(location))
    }
    navigator?.userDid(gesture)
  }

  /// Shows what a gesture changed in the root's layout, which UIKit does not show by itself: a
  /// tab bar in place of a split view or back (an adaptive layout after a resize), or the
  /// section's controllers in the split view's columns (a section chosen in the sidebar, pushed
  /// with an animation over a collapsed one's sidebar; a collapse or an expansion).
  private func showLayout(changedFrom before: NavigationState) {
    guard let shown else { return }
    if RootKind(before) != RootKind(shown) {
      rootHasAppeared = false
      splitColumns = UIKitSplitColumns(shown)
      carryOut(.showRoot(root(of: shown)))
      // A transition of the old root's stacks ends with it, maybe without a signal; the new root
      // shows every stack as it is.
      if let step = inFlight, step.awaited.isOfTheRoot {
        inFlight = nil
        step.completion()
      }
      return
    }
    guard splitColumns != nil else { return }
    if before.selectedTab != shown.selectedTab {
      carryOut(.setSidebar(Self.items(of: shown), selected: Self.selectedIndex(of: shown)))
    }
    arrangeColumns(animated: shown.appearance == .collapsedSplitView(.section))
  }

  /// Lets go of the controllers of screens `state` does not show.
  private func release(keeping state: NavigationState?) {
    let kept = Set(state?.allScreens.map(\.id) ?? [])
    release(controllers.keys.filter { !kept.contains($0) })
  }

  /// Lets go of the controllers of these screens, which are no longer shown.
  private func release(_ ids: some Sequence<ScreenID>) {
    for id in ids {
      guard let controller = controllers.removeValue(forKey: id) else { continue }
      screenIDs[ObjectIdentifier(controller)] = nil
      pushTransitions[id] = nil
    }
  }

  /// Makes a controller for each of these screens that has none.
  private func makeControllers(for screens: some Sequence<Screen>) {
    for screen in screens where controllers[screen.id] == nil {
      let controller = makeController(screen)
      controllers[screen.id] = controller
      screenIDs[ObjectIdentifier(controller)] = screen.id
    }
  }

  private func controllers(of screens: some Sequence<Screen>) -> [Controller] {
    screens.compactMap { controllers[$0.id] }
  }

  private func root(of state: NavigationState) -> UIKitRoot<Controller> {
    switch state.root {
    case .stack(let screens):
      return .stack(controllers(of: screens))
    case .tabs(let tabs, let selected):
      if case .split(let count) = RootKind(state), let columns = UIKitSplitColumns(state) {
        let controllers = { (ids: [ScreenID]) in ids.compactMap { self.controllers[$0] } }
        return .split(
          UIKitSplit(
            columns: count, items: Self.items(of: state), selected: selected,
            supplementary: controllers(columns.supplementary), secondary: controllers(columns.secondary),
            compact: controllers(columns.compact)))
      }
      let items = tabs.map { tab in
        UIKitTab(id: tab.id, item: Self.item(of: tab), controllers: controllers(of: tab.stack))
      }
      return .tabs(items, selected: selected)
    }
  }

  /// What the tab bar or the sidebar shows for each section of `state`.
  private static func items(of state: NavigationState) -> [TabItem] { state.tabs.map(item(of:)) }

  /// The index of `state`'s selected section.
  private static func selectedIndex(of state: NavigationState) -> Int {
    state.tabs.firstIndex { $0.id == state.selectedTab } ?? 0
  }

  /// What the tab bar shows for `tab`: its item, or one titled after its first screen.
  private static func item(of tab: Tab) -> TabItem {
    tab.item ?? TabItem(title: tab.stack.first?.options.title ?? tab.id.rawValue)
  }

  private func layer(_ index: Int, of state: NavigationState) -> UIKitLayer<Controller> {
    let layer = state.modals[index]
    let presentation = layer.presentation ?? .sheet()
    let screens = controllers(of: layer.stack)
    return UIKitLayer(
      index: index, id: layer.id,
      content: presentation.embedsNavigationStack ? .navigationController(screens) : .screen(screens[0]),
      presentation: presentation, isModalInPresentation: !layer.allowsSwipeDown)
  }

  /// Reports a fallback to the navigator's problem observers, as a
  /// `NavigationProblem.hostFallback`, and to `didFallBack`.
  private func fallBack(_ message: String) {
    navigator?.report(.hostFallback(message))
    didFallBack?(message)
  }
}

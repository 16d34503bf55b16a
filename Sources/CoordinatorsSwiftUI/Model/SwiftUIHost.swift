import Observation

/// The SwiftUI host's model: what the views bind to, the steps it performs on it, and the
/// gestures it reads from the views' binding writes.
///
/// It builds everywhere (no SwiftUI in it) and makes every decision of the SwiftUI host; the
/// views only bind to it and forward signals. Views bind to what the host has *rendered*
/// (`root`, `presented`), which only steps and gestures advance, never to
/// `Navigator.state`: a command reaches SwiftUI only as the step the navigator hands over.
///
/// **Steps.** `perform(_:completion:)` changes the rendered models at once (while the scene is
/// active, see `scenePhaseChanged(active:)`, and no transition of the user's runs, see
/// `screenWillDisappear(_:)`) and completes the step when the views say its transition ended:
/// - a step that changes the screen on top (a push, a pop, a new root, a tab, a presentation)
///   completes when that new top screen calls `screenDidAppear(_:)`;
/// - a dismissal completes when the top screen of the top-most dismissed layer calls
///   `screenDidDisappear(_:)`;
/// - a step that changes nothing on screen completes at once: a change of a stack the user does
///   not see (another tab, a stack under a layer), a tab selection under a layer, and a swap of
///   the only screen of the stack on top (login → home), which `NavigationStack` makes in place,
///   with no transition.
///
/// The views send these from UIKit's `viewWillDisappear(_:)`, `viewDidAppear(_:)` and
/// `viewDidDisappear(_:)` of a tiny representable inside each screen, which UIKit calls once the
/// transition has ended. Where a signal never comes, a watchdog (`Watchdog`, one second by
/// default) completes the step: the fallback, never the mechanism, counted in `watchdogFirings`
/// and reported to the navigator's problem observers (a `NavigationProblem.hostFallback`, logged
/// to standard error by default) and to `didFallBack`. The watchdog runs only while the scene is
/// active and shown (the views have called `scenePhaseChanged(active:)`), so a slow cold launch
/// is no fallback. Where no signal exists at all (macOS: `hasTransitionSignals` is `false`), each
/// step ends after `Watchdog/stepTime`, which is the mechanism there and reports nothing.
///
/// Steps that restore a saved navigation are not animated (`animatesSteps`).
///
/// **Gestures.** Binding writes come to the host through ``StackModel/path``,
/// ``PresentationSlot/sheet``, ``PresentationSlot/fullScreenCover`` and
/// ``TabsModel/selection``. The host compares each with what it rendered: a write that only
/// echoes its own change is ignored, a repeated write changes nothing, and a user's gesture is
/// followed on the models, then reported to the navigator once.
///
/// ```swift
/// let host = SwiftUIHost()
/// navigator.attach(host)
/// // NavigatorView(host) shows host.root and host.presented.
/// ```
@MainActor
@Observable
public final class SwiftUIHost: NavigationHost {
  /// What the host does when a step's end never comes: the watchdog every host of the package
  /// shares (`HostWatchdog` of Coordinators), one second here.
  public typealias Watchdog = HostWatchdog

  /// What SwiftUI can do in one step: any mix of pushes and pops in one path write (only the top
  /// one animates), several layers dismissed at once (from iOS 17, the package's minimum), and
  /// one presentation per step (the planner presents one layer per step anyway).
  public let capabilities: HostCapabilities = [.dismissesSeveralLayersAtOnce]
  /// The root the views show, as rendered; `nil` before the first step.
  public private(set) var root: RootModel?
  /// The layer the root presents, over the root stack or the tab view.
  public let presented: PresentationSlot
  /// The root's layout as rendered: a tab view or a split view for the tabs, and the split
  /// view's bindings.
  public let split: SplitModel
  /// The alert or confirmation dialog shown over the top-most level, as rendered; `nil` for none.
  public private(set) var alert: NavigationAlert?
  /// Whether the scene is active: while it is not, steps wait (SwiftUI would hold them back and
  /// apply several at once). `true` until the views say otherwise.
  public private(set) var isActive = true
  /// Whether steps animate: `false` while the navigator restores a saved navigation (the views
  /// then disable animations, so a relaunch shows its layers at once, not one after another).
  public private(set) var animatesSteps = true
  /// Whether the views signal the end of each transition (UIKit runs underneath: iOS, iPadOS,
  /// Mac Catalyst, visionOS). Where it does not (macOS), each step ends after the watchdog's
  /// `Watchdog/stepTime` and no fallback is reported; `NavigatorView` sets it.
  @ObservationIgnored public var hasTransitionSignals = true
  /// The navigator driving this host.
  @ObservationIgnored public private(set) weak var navigator: Navigator?
  /// What the host has rendered, as a navigation state: the models hold the same; `nil` before
  /// the first step.
  @ObservationIgnored public private(set) var shown: NavigationState?
  /// The step whose transition runs, or `nil`.
  @ObservationIgnored public var stepInFlight: HostStep? { inFlight?.step ?? waiting?.step }
  /// How many times the watchdog ended a wait because its signal never came: a step's, or a
  /// transition of the user's that steps waited for. On iOS it stays 0; anything else means a
  /// signal is missing.
  @ObservationIgnored public private(set) var watchdogFirings = 0
  /// Called with a sentence each time the host falls back on a safety net: the watchdog
  /// completed a step, or SwiftUI wrote a value the host cannot follow.
  @ObservationIgnored public var didFallBack: (@MainActor (String) -> Void)?

  @ObservationIgnored private let watchdog: Watchdog
  /// The step whose transition runs, and the signal that ends it.
  @ObservationIgnored private var inFlight: InFlight?
  /// A step that waits for the scene to become active or the user's transition to end.
  @ObservationIgnored private var waiting: (step: HostStep, completion: @MainActor @Sendable () -> Void)?
  /// The screen the user is taking off the top (a back swipe, a sheet dragged down) while no
  /// step runs: steps wait until a screen appears or it has gone.
  @ObservationIgnored private(set) var userTransition: ScreenID?
  /// Whether the views have shown the scene (they report its phase when they appear).
  @ObservationIgnored private var isShown = false
  /// The layers as rendered, by index.
  @ObservationIgnored private var layers: [LayerModel] = []
  /// Numbers the watchdog's timers, so that a timer of a wait that ended does nothing.
  @ObservationIgnored private var timerNumber = 0
  @ObservationIgnored private var observerToken: ObserverToken?
  /// Whether the user's gesture changed what is shown while a step waited: the step was planned
  /// before it.
  @ObservationIgnored private var gestureWhileWaiting = false
  /// Counts the steps started, so that a step that completed at once is told from its successor.
  @ObservationIgnored private var startedSteps = 0
  /// The width class the views reported last, reported to the navigator once something is shown.
  @ObservationIgnored private var reportedWidth: WidthClass?
  /// Whether an alert is leaving the screen: SwiftUI drops a presentation (an alert, a layer)
  /// made while one goes, and tells nothing when it has gone, so such a step waits the
  /// watchdog's `stepTime` (see `noteAlertLeaving`).
  @ObservationIgnored private var alertIsLeaving = false

  /// Whether a step waits for an alert to leave the screen.
  package var waitsForAnAlertToLeave: Bool { alertIsLeaving && waiting != nil }

  private struct InFlight {
    let step: HostStep
    let signal: StepSignal
    let completion: @MainActor @Sendable () -> Void
  }

  /// A host whose steps wait for their signal at most `watchdog.timeout`.
  public init(watchdog: Watchdog = Watchdog()) {
    self.watchdog = watchdog
    presented = PresentationSlot(level: 0, host: nil)
    split = SplitModel(host: nil)
    presented.host = self
    split.host = self
  }

  /// Keeps the navigator to report gestures to, and forgets what was rendered: the navigator's
  /// first step shows everything.
  public func didAttach(to navigator: Navigator) {
    if let observerToken { self.navigator?.removeObserver(observerToken) }
    self.navigator = navigator
    observerToken = navigator.observe(NavigationEvent.self) { [weak self] event in
      let animates = event.cause != .restoration
      if self?.animatesSteps != animates { self?.animatesSteps = animates }
    }
    shown = nil
    root = nil
    layers = []
    presented.show(nil)
    inFlight = nil
    waiting = nil
  }

  /// Renders `step` on the models and completes it when its signal comes (see the type's
  /// documentation); while the scene is not active, it waits.
  public func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    if let previous = stepInFlight {
      // The navigator never does this; say so rather than show a mix of two steps.
      fallBack("step \(step) started while \(previous) was under way")
      inFlight = nil
      waiting = nil
    }
    gestureWhileWaiting = false
    guard isActive, userTransition == nil, !(alertIsLeaving && step.presentsSomething) else {
      waiting = (step, completion)
      if userTransition != nil { armWatchdog() }
      return
    }
    start(step, completion: completion)
  }

  /// The scene's phase changed (`scenePhase`, or UIKit's lifecycle notifications for apps
  /// that use it); the views also call it when they appear. While the scene is not active,
  /// steps wait and no watchdog runs; once it is, the waiting step is performed.
  public func scenePhaseChanged(active: Bool) {
    let appears = !isShown
    isShown = true
    guard appears || isActive != active else { return }
    isActive = active
    guard active else {
      timerNumber += 1
      return
    }
    if inFlight != nil || (waiting != nil && userTransition != nil) {
      armWatchdog()
    } else {
      performWaitingStep()
    }
  }

  // MARK: Signals from the views

  /// The screen `id` is about to leave the screen (UIKit's `viewWillDisappear(_:)`).
  ///
  /// When it is the screen on top and no step runs, the user has started taking it away (a back
  /// swipe, a sheet dragged down) and may still cancel: steps wait until a screen appears (the
  /// one revealed, or `id` again on a cancel) or `id` has gone, at most the watchdog's timeout.
  /// Any other call changes nothing.
  public func screenWillDisappear(_ id: ScreenID) {
    guard inFlight == nil, userTransition == nil, id == shown?.topScreen.id else { return }
    userTransition = id
  }

  /// The screen `id` is on screen, its transition ended (UIKit's `viewDidAppear(_:)`).
  ///
  /// Completes the step in flight when it waits for that screen, ends the user's transition, and
  /// re-asserts the selected tab's path if a step changed it while the tab was hidden; any other
  /// call (late, repeated, after a gesture) changes nothing.
  public func screenDidAppear(_ id: ScreenID) {
    if let layer = layers.last(where: { $0.stack.holds(id) }) {
      layer.hasAppeared = true
      layer.topHasDisappeared = false
      layer.dismissalWritten = false
    }
    if let stale = staleSelectedStack { stale.reassertPath() }
    if inFlight?.signal == .appeared(id) { finishStep() }
    endUserTransition()
    reportWidthIfNeeded()
  }

  /// The window's width class is `width` (SwiftUI's `horizontalSizeClass`): when it differs from
  /// the one shown, the user resized the window (a rotation, Split View or Slide Over), reported
  /// once. Before anything is shown, the width waits for the first screen to appear.
  public func widthClassChanged(_ width: WidthClass) {
    reportedWidth = width
    reportWidthIfNeeded()
  }

  /// Reports the width the views reported, when it differs from the one shown and no step runs.
  private func reportWidthIfNeeded() {
    guard let reportedWidth, inFlight == nil, let shown, shown.rootLayout.widthClass != reportedWidth else { return }
    play(.resized(reportedWidth))
  }

  /// The screen `id` left the screen, its transition ended (UIKit's `viewDidDisappear(_:)`).
  ///
  /// Completes the step in flight when it waits for that screen to go. When `id` is the top of
  /// the top-most layer and no other step runs, the layer is going: a `nil` written for it is the
  /// user's (or its view's) dismissal, followed at once if it came before. Any other call
  /// changes nothing.
  public func screenDidDisappear(_ id: ScreenID) {
    if inFlight?.signal == .disappeared(id) { finishStep() }
    if let layer = layers.last, layer.stack.top == id, inFlight == nil || inFlight?.step.presentsALayer == true {
      layer.topHasDisappeared = true
      if layer.dismissalWritten { play(.dismissedLayer(layer.id)) }
    }
    if userTransition == id { endUserTransition() }
  }

  // MARK: Alerts

  /// The user tapped button `index` of alert `id` (the button's action in the view): reported
  /// once; the alert leaves what is shown.
  public func alertButtonTapped(_ id: AlertID, index: Int) {
    play(.tappedAlertButton(id, index: index))
  }

  /// SwiftUI wrote `false` into the binding of alert `id`: it went. A button's action, which
  /// SwiftUI runs too, reports the tap; so a turn later, an alert still shown went without a
  /// button (the system took it down) and is reported so, once. The echo of the host's own
  /// dismissal finds no alert shown and reports nothing.
  public func alertPresentationEnded(_ id: AlertID) {
    guard shown?.alert?.id == id else { return }
    Task { @MainActor [weak self] in
      guard let self, self.shown?.alert?.id == id else { return }
      self.play(.dismissedAlert(id))
    }
  }

  /// An alert is leaving the screen: a presentation waits the watchdog's `stepTime`, the time
  /// its animation takes, as SwiftUI gives no signal of its end (it drops an alert presented
  /// while the previous one goes: one alert could not present another).
  private func noteAlertLeaving() {
    alertIsLeaving = true
    watchdog.schedule(watchdog.stepTime) { [weak self] in
      guard let self, alertIsLeaving else { return }
      alertIsLeaving = false
      performWaitingStep()
    }
  }

  // MARK: Performing steps

  private func start(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    let before = shown
    let after: NavigationState
    do {
      after = try NavigationState.rendering(step, onto: before)
    } catch {
      // The navigator plans from what the host reported, so this happens only when the user's
      // gesture made a waiting step moot (it dismissed the layer the step pushes into); the step
      // is dropped, as the navigator drops a step that does not fit.
      if !gestureWhileWaiting { fallBack("cannot show step \(step): \(error)") }
      return completion()
    }
    startedSteps += 1
    shown = after
    render(step, on: after)
    guard let signal = StepSignal.awaited(by: step, before: before, after: after) else {
      // A stack changed in a tab the user does not see: `NavigationStack` may not apply it.
      if let location = step.stackLocation, case .tab(let tab) = location, tab != after.selectedTab {
        stackModel(at: location)?.isStale = true
      }
      return completion()
    }
    inFlight = InFlight(step: step, signal: signal, completion: completion)
    armWatchdog()
  }

  /// Starts the watchdog's timer for what waits now (the step in flight, or a step waiting for
  /// the user's transition), if the scene is active and shown; an earlier timer no longer fires.
  private func armWatchdog() {
    timerNumber += 1
    guard isActive, isShown else { return }
    let number = timerNumber
    let delay = hasTransitionSignals ? watchdog.timeout : watchdog.stepTime
    watchdog.schedule(delay) { [weak self] in self?.watchdogFired(number: number) }
  }

  private func watchdogFired(number: Int) {
    guard number == timerNumber else { return }
    if let inFlight {
      guard hasTransitionSignals else { return finishStep() }
      watchdogFirings += 1
      if case .present = inFlight.step, let layer = layers.last {
        // SwiftUI dropped or queued the presentation (its presenter shows the app's own sheet
        // or alert): the layer leaves the navigator's state rather than stay there unseen.
        fallBack(
          "no signal ended \(inFlight.step) (waited for \(inFlight.signal)); the layer is taken back, reported "
            + "as dismissed")
        play(.dismissedLayer(layer.id))
      } else {
        fallBack("no signal ended \(inFlight.step) (waited for \(inFlight.signal)); the watchdog completed it")
        finishStep()
      }
    } else if let screen = userTransition, let step = waiting?.step {
      watchdogFirings += 1
      fallBack("the user's transition away from screen \(screen) never ended; \(step) no longer waits for it")
      endUserTransition()
    }
  }

  private func finishStep() {
    guard let finished = inFlight else { return }
    inFlight = nil
    timerNumber += 1
    if case .present = finished.step { layers.last?.hasAppeared = true }
    finished.completion()
  }

  /// Ends the user's transition, if one runs, and performs the step that waited for it.
  private func endUserTransition() {
    guard userTransition != nil else { return }
    userTransition = nil
    timerNumber += 1
    performWaitingStep()
  }

  /// Performs the step that waited, if the scene is active and no transition of the user's runs.
  private func performWaitingStep() {
    guard isActive, userTransition == nil, let (step, completion) = waiting else { return }
    guard !(alertIsLeaving && step.presentsSomething) else { return }
    waiting = nil
    let planned = startedSteps
    start(step, completion: completion)
    // A step planned before the user's gesture completes at once (see `play`).
    if gestureWhileWaiting, startedSteps == planned + 1, inFlight?.step == step { finishStep() }
    gestureWhileWaiting = false
  }

  /// The selected tab's stack when a step changed it while the tab was hidden: a screen that
  /// appears now shows that tab, whose `NavigationStack` may show a path it missed.
  private var staleSelectedStack: StackModel? {
    guard case .tabs(let tabs)? = root, let stack = tabs.tab(tabs.selection)?.stack, stack.isStale else { return nil }
    return stack
  }

  /// Reports a fallback to the navigator's problem observers, as a
  /// `NavigationProblem.hostFallback`, and to `didFallBack`.
  private func fallBack(_ message: String) {
    navigator?.report(.hostFallback(message))
    didFallBack?(message)
  }

  /// Brings the models to `state`, the result of `step`, touching only what the step changes.
  private func render(_ step: HostStep, on state: NavigationState) {
    switch step {
    case .setRoot:
      renderRoot(state)
    case .setStack(let location, let screens, let transition):
      stackModel(at: location)?.show(screens, transition: transition)
    case .present(let layer):
      let index = state.modals.count - 1
      let model = LayerModel(layer: layer, index: index, host: self)
      slot(presenting: index)?.show(model)
      layers.append(model)
    case .dismiss(let index):
      if let slot = slot(presenting: index) {
        if let kind = slot.layer?.kind { slot.owedEchoes.insert(kind) }
        slot.show(nil)
      }
      layers.removeSubrange(min(index, layers.count)...)
    case .selectTab(let id):
      if case .tabs(let tabs) = root { tabs.select(id) }
    case .setTabItem(let item, let id):
      if case .tabs(let tabs) = root { tabs.tab(id)?.show(item) }
    case .setLayout(let layout):
      split.show(layout)
    case .showAlert(let alert):
      self.alert = alert
    case .dismissAlert:
      alert = nil
      noteAlertLeaving()
    }
  }

  private func renderRoot(_ state: NavigationState) {
    presented.show(nil)
    split.show(state.rootLayout)
    layers = []
    switch state.root {
    case .stack(let screens):
      root = .stack(StackModel(location: .root, screens: screens, host: self))
    case .tabs(let tabs, let selectedIndex):
      root = .tabs(TabsModel(tabs: tabs, selected: tabs[selectedIndex].id, host: self))
    }
  }

  /// The stack model rendered at `location`.
  func stackModel(at location: StackLocation) -> StackModel? {
    switch (location, root) {
    case (.root, .stack(let stack)?): stack
    case (.tab(let id), .tabs(let tabs)?): tabs.tab(id)?.stack
    case (.modal(let index), _): layers.indices.contains(index) ? layers[index].stack : nil
    default: nil
    }
  }

  /// The slot presenting the layer at `index`: the root's, or the layer below's.
  func slot(presenting index: Int) -> PresentationSlot? {
    if index == 0 { return presented }
    return layers.indices.contains(index - 1) ? layers[index - 1].presented : nil
  }

  // MARK: Binding writes

  /// SwiftUI wrote `path` to `stack`'s binding.
  func stack(_ stack: StackModel, wrotePath path: [ScreenID]) {
    // A stack that is no longer rendered (replaced by a new root, its layer dismissed) writes
    // what it held last: nothing to follow.
    guard stackModel(at: stack.location) === stack, let screens = shown?.stack(at: stack.location) else { return }
    // The path holds the screens above the stack's first (the `NavigationStack`'s root view).
    switch ReportedStack(path, from: 1, rendered: screens) {
    case .echo:
      break
    case .popped(let target) where takesBack(.popped(to: target)):
      // SwiftUI popped without asking (a long press on the back button): the views read the
      // rendered path again, which still holds the screens.
      stack.reassertPath()
    case .popped(let target):
      play(.popped(to: target), writtenTo: stack)
    case .unexpected:
      fallBack(
        "SwiftUI wrote the path \(path.map(\.description)) to \(stack.location), which shows "
          + "\(screens.dropFirst().map(\.id.description)); only pops are followed")
    }
  }

  /// SwiftUI wrote `layer` to `slot`'s binding of `kind` (`sheet` or `fullScreenCover`).
  func slot(_ slot: PresentationSlot, wrote layer: LayerModel?, as kind: LayerModel.Kind) {
    guard self.slot(presenting: slot.level) === slot else { return }
    guard let rendered = slot.layer else {
      // The echo of the host's dismissal, while the level shows nothing: it is no longer owed.
      if layer == nil { slot.owedEchoes.remove(kind) }
      return
    }
    let write = ItemWrite.decide(
      written: layer?.id, to: kind, shownKind: rendered.kind, topHasDisappeared: rendered.topHasDisappeared,
      hasAppeared: rendered.hasAppeared,
      owesEcho: slot.owedEchoes.contains(kind))
    switch write {
    case .dismissal: play(.dismissedLayer(rendered.id))
    case .echo:
      // Most likely the late echo; if SwiftUI sends none, it is the view's own dismissal, which
      // the layer's top disappearing confirms.
      slot.owedEchoes.remove(kind)
      rendered.dismissalWritten = true
    case .dismissalOnceGone: rendered.dismissalWritten = true
    case .none: break
    }
  }

  /// SwiftUI wrote `id` to `tabs`' selection binding.
  func tabs(_ tabs: TabsModel, wroteSelection id: TabID) {
    guard case .tabs(let rendered)? = root, rendered === tabs, let shown else { return }
    let changesSelection: Bool =
      switch stepInFlight {
      case .selectTab?, .setRoot?: true
      default: false
      }
    if let gesture = SelectionWrite.gesture(written: id, shown: shown, selectionStepUnderWay: changesSelection) {
      play(gesture)
    }
  }

  /// SwiftUI wrote `id` to the split view's sidebar selection (see ``SplitModel``).
  func split(_ split: SplitModel, wroteSidebarSelection id: TabID?) {
    guard let shown, split.showsSplitView else { return }
    guard let id else {
      if shown.appearance == .collapsedSplitView(.section) { play(.returnedToSidebar) }
      return
    }
    let selects = if case .selectTab? = stepInFlight { true } else { false }
    if let gesture = SelectionWrite.gesture(written: id, shown: shown, selectionStepUnderWay: selects) { play(gesture) }
  }

  /// SwiftUI wrote `column` to the split view's preferred compact column (see ``SplitModel``).
  func split(_ split: SplitModel, wroteCompactColumn column: SplitModel.Column) {
    guard column == .sidebar, shown?.appearance == .collapsedSplitView(.section) else { return }
    play(.returnedToSidebar)
  }

  /// Follows the user's `gesture` on the models, then reports it to the navigator, once.
  ///
  /// A step that waits (for the user's transition to end) was planned before the gesture: it is
  /// shown once the transition ends and completes at once, so that the navigator's next step,
  /// planned from the gesture, reaches the views in the same update.
  ///
  /// When the gesture takes the screen the step in flight waits for off the top (a pop of it, a
  /// tap on another tab), that screen will not appear: the user acted on the step's result, so
  /// its transition is over. The step completes first, so that the navigator applies the
  /// gesture to what the host showed. A pop comes with the stack whose path SwiftUI wrote.
  /// Whether the host takes back `gesture`, which SwiftUI made without asking: what is shown
  /// refuses it (`NavigationState.refusal(of:)`: an alert covers the screen), or the navigator
  /// does (`Navigator.allowsUser(_:)`: it would take away a flow that disabled its interactive
  /// dismissal), which then hears of the attempt.
  private func takesBack(_ gesture: UserGesture) -> Bool {
    if shown?.refusal(of: gesture) != nil { return true }
    guard let navigator, !navigator.allowsUser(gesture) else { return false }
    navigator.userAttempted(gesture)
    return true
  }

  private func play(_ gesture: UserGesture, writtenTo written: StackModel? = nil) {
    guard let before = shown, let after = before.applyingUserGesture(gesture) else { return }
    shown = after
    if waiting != nil { gestureWhileWaiting = true }
    switch gesture {
    case .popped(let id):
      // The stack written to, known without searching the state for `id`.
      let stack = written ?? after.position(of: id).flatMap { stackModel(at: $0.location) }
      if let stack, let screens = after.stack(at: stack.location) { stack.show(screens) }
    case .dismissedLayer(let id):
      if let index = before.modals.firstIndex(where: { $0.id == id }) {
        slot(presenting: index)?.show(nil)
        layers.removeSubrange(index...)
      }
    case .selectedTab(let id):
      if case .tabs(let tabs) = root { tabs.select(id) }
      // The user left a tab while a step changed its stack: `NavigationStack` may not finish it.
      if let location = inFlight?.step.stackLocation, location == before.topLocation {
        stackModel(at: location)?.isStale = true
      }
    case .reselectedTab:
      break
    case .resized, .returnedToSidebar:
      split.show(after.rootLayout)
    case .tappedAlertButton, .dismissedAlert:
      alert = nil
      noteAlertLeaving()
    }
    if case .selectedTab = gesture { split.show(after.rootLayout) }
    if case .appeared(let awaited)? = inFlight?.signal, after.topScreen.id != awaited { finishStep() }
    navigator?.userDid(gesture)
  }
}

extension HostStep {
  /// Whether the step presents something over what is shown: a layer or an alert.
  fileprivate var presentsSomething: Bool {
    switch self {
    case .present, .showAlert: true
    default: false
    }
  }

  /// Whether the step presents a layer.
  fileprivate var presentsALayer: Bool {
    if case .present = self { return true }
    return false
  }
}

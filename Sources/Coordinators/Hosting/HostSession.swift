@_spi(Hosts) import CoordinatorsCore

/// What a host talks to: the one copy of what it shows, the step it performs, and every answer
/// to "may the user do this".
///
/// A ``Navigator`` makes one session for the host it is given (``Navigator/attach(_:)``) and
/// hands it to ``NavigationHost/didAttach(to:)``. The session plans each step toward the
/// navigator's state from what the host has confirmed it shows, hands it to
/// ``NavigationHost/show(_:from:in:)`` once nothing holds it, waits for the signals the host
/// named, and carries the user's gestures into the navigator's state. The decisions are those
/// of a pure state machine in CoordinatorsCore, tested once for every host.
///
/// <!-- snippet: spi -->
/// <!-- snippet: in ExampleHost -->
/// ```swift
/// // In a host: the platform's back swipe asks first, and its completion is reported.
/// func backSwipeShouldBegin() -> Bool {
///   (try? session?.ask(.goBack()).get()) != nil
/// }
/// func backSwipeDidEnd(to screen: ScreenID) {
///   session?.userDid(.popped(to: screen))
/// }
/// ```
///
/// **The session never calls into a host that is calling into it.** Every call a host makes
/// (a report, a signal, a hold, a question) is a scope: a step the session wants shown meanwhile
/// (a flow answered the gesture with a push, a held step may go) is handed to
/// ``NavigationHost/show(_:from:in:)`` once the host's outermost call returns. A host that changes
/// objects of its own after a report (a model its views bind to) does it inside one
/// ``handlingCallback(_:)`` around the platform's callback, so the next step lands on them:
///
/// <!-- snippet: spi -->
/// <!-- snippet: in ExampleHost -->
/// ```swift
/// func pathWritten(_ path: [ScreenID]) {
///   guard let session, let target = path.last else { return }
///   session.handlingCallback {
///     if case .followed = session.userMade(.popped(to: target)) { stackModel.show(path) }
///   }  // the next step, if any, is shown here
/// }
/// ```
@MainActor
@_spi(Hosts) public final class HostSession {
  /// The host the session drives.
  public let host: any NavigationHost
  /// The navigator the session belongs to. Read on every step without the run-time exclusivity
  /// check: only `detach()` writes it, and no read spans a call.
  @exclusivity(unchecked) public private(set) weak var navigator: Navigator?
  /// How many times the watchdog ended a wait whose signal never came (a step's, a user's
  /// transition that held a step, presentations' for one leaving). On a device it stays 0;
  /// anything else means a signal is missing.
  package private(set) var watchdogFirings = 0

  /// The decisions; changed only through ``update(_:)``, or in place inside `catchUp()`, whose
  /// one report covers the loop, so that observers of the navigator's `renderedState` hear of
  /// every change (in place too what changes nothing shown: a resize kept, a refused
  /// reselection remembered).
  ///
  /// Read and written on every step without the run-time exclusivity check: the machine's
  /// methods are pure and call nothing outside it, so no access to it can overlap another.
  @exclusivity(unchecked) package private(set) var machine = HostSessionMachine()
  /// Whether the host is inside ``NavigationHost/show(_:from:in:)``: the next step is handed over
  /// only after it returns.
  @exclusivity(unchecked) private var isShowing = false
  /// How many calls deep the host is inside its own calls into the session (or the session's
  /// calls into the host other than `show`): a step waits until the outermost returns.
  @exclusivity(unchecked) private var callDepth = 0
  /// Whether a catch-up was asked for during a host's call, to run once the outermost returns.
  @exclusivity(unchecked) private var catchUpOwed = false
  /// What the platform showed of the layers, to tell the user's dismissal from the late echo of
  /// the host's own (see `layerItemWritten(_:to:atLevel:)`). Changed only by the session's own
  /// methods, which call nothing while they change it.
  @exclusivity(unchecked) var layerEchoes = LayerEchoes()
  private let watchdog: HostWatchdog

  init(host: any NavigationHost, navigator: Navigator) {
    self.host = host
    self.navigator = navigator
    self.watchdog = host.watchdog
  }

  // MARK: What is shown

  /// What the host shows: what it confirmed, with the step it shows or performs; `nil` before
  /// its first step.
  public var shown: NavigationState? { machine.shown }

  /// What the host has confirmed it shows, without the step in flight; `nil` before its first
  /// step.
  package var confirmed: NavigationState? { machine.confirmed }

  /// The step the platform performs (shown, not yet ended), or `nil`.
  package var stepInFlight: HostStep? { machine.stepInFlight }

  /// The step planned and held (see ``hold(_:)``), not shown yet, or `nil`.
  package var heldStep: HostStep? { machine.heldStep }

  /// The number of the latest step: a host that hands its platform a completion can pass it to
  /// ``signal(_:step:)``, so that a late signal of an earlier step is not taken for the current
  /// one's.
  public var stepNumber: Int { machine.number }

  /// The signals the step in flight still waits for.
  package var awaitedSignals: Set<HostSignal> { machine.awaitedSignals }

  /// Whether steps are held for `reason`.
  package func isHeld(by reason: HoldReason) -> Bool { machine.isHeld(by: reason) }

  // MARK: Steps

  /// Brings the host toward the navigator's state: plans a step if none is, shows it if nothing
  /// holds it, and goes on while steps complete at once.
  ///
  /// A loop, not a recursion: a step that completes inside the host's call only records the
  /// completion, and the loop hands over the next one once the call returns, so a plan of any
  /// length runs on a stack of fixed depth.
  func catchUp() {
    guard callDepth == 0 else {
      catchUpOwed = true
      return
    }
    guard !isShowing, let navigator else { return }
    navigator.reportingRenderedChange {
      while true {
        let planned = !inPlace { $0.hasHeldStep }
        if planned {
          let desired = navigator.current
          let capabilities = host.capabilities
          let transitions = navigator.transitionRules
          guard inPlace({ $0.planStep(toward: desired, capabilities: capabilities, transitions: transitions) })
          else { break }
        }
        guard showHeldStep(navigator, justPlanned: planned) else { break }
        // Usually the step completed at once and was the whole plan: the host shows this very
        // version of the state (found without comparing states).
        if inPlace({ $0.showsVersion(of: navigator.current) }) { break }
      }
    }
    navigator.wakeIdleWaitersIfIdle()
  }

  /// Runs `body`, the host's handling of one platform callback, as one call into the session: a
  /// step the session wants shown meanwhile is handed to ``NavigationHost/show(_:from:in:)`` once
  /// `body` returns, never from inside it.
  ///
  /// Every call a host makes into the session is such a scope by itself; a host needs this one
  /// when it changes objects of its own after a report (a model its views bind to brought to a
  /// gesture's result), so that the next step lands on them.
  public func handlingCallback<Result>(_ body: () throws -> Result) rethrows -> Result {
    callDepth += 1
    defer { endCall() }
    return try body()
  }

  /// Ends one of the host's calls: the outermost hands over the step owed meanwhile.
  private func endCall() {
    callDepth -= 1
    guard callDepth == 0, catchUpOwed else { return }
    catchUpOwed = false
    catchUp()
  }

  /// Shows the held step unless something holds it; returns whether the loop may go on (the
  /// step completed or was dropped). A step held as it is planned starts the watchdog's wait
  /// for the user's transition; one held already keeps the wait it has, whatever commands come.
  /// Called inside `catchUp()`'s report of the change, so it changes the machine in place.
  private func showHeldStep(_ navigator: Navigator, justPlanned: Bool) -> Bool {
    // The switch takes the machine's answer as it comes, so that the step and the state move
    // into the cases rather than being copied (about 900 instructions a step); a `switch consume`
    // of a local does the same but crashes Swift 6.3.1's type-checker under `-typecheck`.
    switch inPlace({ $0.startHeldStep() }) {
    case nil:
      if justPlanned { arm() }
      return false
    case .drop(let step, let error)?:
      // Never shown, so never announced: an observer of the steps hears of shown steps only.
      fallBack("cannot show step \(step): \(error)")
      return true
    case .show(let step, let before)?:
      // Announced as it is shown, never while held: a held step may be dropped or planned again.
      navigator.stepStarted(step, number: machine.number)
      switch step {
      case .present, .dismiss: if let after = machine.shown { layerEchoes.hostShows(step, from: before, to: after) }
      default: break
      }
      isShowing = true
      let end = host.show(step, from: before, in: self)
      isShowing = false
      switch inPlace({ $0.hostDidShow(end) }) {
      case .completed(let number)?:
        navigator.stepCompleted(number: number)
        return true
      case .waiting(let timer, let wait)?:
        schedule(timer, wait)
        return false
      case nil:
        // A gesture during the call completed the step.
        return true
      }
    }
  }

  /// The platform sent `signal`, which the step in flight may wait for (see ``StepEnd``); pass
  /// the step's number (``stepNumber`` when the platform call was made) when the platform's
  /// callback captured it. The step completes once its last signal came; a signal no step
  /// waits for changes nothing.
  public func signal(_ signal: some Hashable & Sendable, step number: Int? = nil) {
    let signal = HostSignal(signal)
    guard let completed = update({ $0.signalled(signal, step: number) }) else { return }
    handlingCallback { stepDidComplete(completed) }
  }

  private func stepDidComplete(_ number: Int) {
    navigator?.stepCompleted(number: number)
    catchUp()
  }

  // MARK: Holds

  /// Holds steps for `reason` until ``release(_:)``: a step planned meanwhile waits, unshown.
  /// While the scene is inactive no watchdog runs. ``HoldReason/userTransition`` is the user's
  /// transition (a back swipe, a sheet dragged down), until ``release(_:)`` of it: held past the
  /// watchdog's timeout only while the host says it still runs
  /// (`UserTransitionHost.userTransitionRuns(in:)`). The package's hosts name each transition they
  /// run (`userTransitionBegan(_:)`); this one has no name.
  public func hold(_ reason: HoldReason) {
    if reason == .userTransition { return userTransitionBegan(HoldReason.userTransition) }
    // A hold for the inactive scene stops the watchdog (the machine's `hold`).
    guard update({ $0.hold(reason) }), reason == .presentationLeaving else { return }
    arm(.presentations)
  }

  /// A presentation leaves (an alert taken down): presentations wait (``HoldReason/presentationLeaving``)
  /// until the host says it is gone with ``release(_:)``, bounded as a step's wait is: one that
  /// waited the watchdog's `timeout` is slow and waits once more; one that waited twice as long
  /// has lost its sign, reported as a `NavigationProblem.hostFallback`, and the hold ends. The
  /// wait counts only while the scene is active. Where the platform gives no sign
  /// (`signalled: false`, macOS), presentations wait the watchdog's `stepTime`, the time the
  /// leave animates. A presentation leaving while another does starts the wait again.
  public func presentationLeaves(signalled: Bool = true) {
    update { $0.presentationLeaves(signalled: signalled) }
    arm(.presentations)
  }

  /// Ends the hold for `reason`, and shows the held step if nothing else holds it (once the
  /// host's call returns); nothing when nothing holds steps for `reason`.
  ///
  /// The end of ``HoldReason/sceneInactive`` follows the resize the host reported last while
  /// the scene was inactive, when the width differs from what is shown (see `widthChanged(to:)`):
  /// a host that lays its root out for a width reads ``shown`` after the release, inside one
  /// ``handlingCallback(_:)``.
  public func release(_ reason: HoldReason) {
    if reason == .userTransition { return userTransitionEnded(HoldReason.userTransition) }
    // A release of what holds nothing changes nothing, and is not reported as a change.
    guard machine.isHeld(by: reason) else { return }
    let resize = update { $0.release(reason) }
    handlingCallback {
      if reason == .sceneInactive {
        if let resize { userDid(resize) }
        arm(.step)
        arm(.presentations)
      }
      catchUp()
    }
  }

  /// The user started a transition the host names `id` (a back swipe on a stack, a sheet
  /// dragged down, a screen leaving by the user's hand): steps are held
  /// (``HoldReason/userTransition``) until every one that began has ended
  /// (`userTransitionEnded(_:)`). Where the platform never says it ended, the watchdog's
  /// timeout bounds it, unless the host says it still runs
  /// (`UserTransitionHost.userTransitionRuns(in:)`). ``hold(_:)`` of ``HoldReason/userTransition``
  /// is the transition with no name.
  package func userTransitionBegan(_ id: some Hashable & Sendable) {
    guard update({ $0.userTransitionBegan(HostSignal(id)) }) else { return }
    arm()
  }

  /// Whether the user's transition `id` runs (`userTransitionBegan(_:)`, not ended yet).
  package func runsUserTransition(_ id: some Hashable & Sendable) -> Bool {
    machine.runsUserTransition(HostSignal(id))
  }

  /// The user's transition `id` ended, completed or cancelled: once none runs, the held step
  /// is shown if nothing else holds it. A transition that did not begin changes nothing.
  package func userTransitionEnded(_ id: some Hashable & Sendable) {
    guard update({ $0.userTransitionEnded(HostSignal(id)) }) else { return }
    handlingCallback { catchUp() }
  }

  /// Screen `id` starts to leave (UIKit's `viewWillDisappear(_:)`): the top screen, with no step
  /// running, leaves by the user's hand (a swipe back, a sheet dragged down), which may complete
  /// or not: the user's transition named `id` begins, and ends when that screen appears again
  /// or disappears (`userTransitionEnded(_:)` with `id`).
  package func screenWillLeave(_ id: ScreenID) {
    if machine.leavingBeginsUserTransition(id) { userTransitionBegan(id) }
  }

  /// The gesture that takes alert `id` away while it is shown, else `nil`: an alert whose
  /// presentation ended and still shown a turn later (once a tapped button's handler has
  /// reported the tap) went without a button, reported with ``userDid(_:)``.
  package func dismissal(ofAlert id: AlertID) -> UserGesture? {
    machine.dismissal(ofAlert: id)
  }

  // MARK: The watchdog

  /// Arms the watchdog for what `waiter` waits for now, if it waits bounded and the scene is
  /// active (see `HostSessionMachine.armWatchdog(_:)`).
  private func arm(_ waiter: HostSessionMachine.Waiter = .step) {
    guard let (timer, wait) = update({ $0.armWatchdog(waiter) }) else { return }
    schedule(timer, wait)
  }

  private func schedule(_ timer: Int, _ wait: HostSessionMachine.Wait) {
    let delay: Duration
    switch wait {
    case .unbounded: return
    case .stepTime: delay = watchdog.stepTime
    case .bounded: delay = watchdog.timeout
    }
    watchdog.schedule(delay) { [weak self] in self?.watchdogFired(timer) }
  }

  private func watchdogFired(_ timer: Int) {
    // The host is asked only when the timer ends the wait for a user's transition.
    let transitionRuns =
      machine.waitsForUserTransition(timer: timer)
      && handlingCallback { (host as? any UserTransitionHost)?.userTransitionRuns(in: self) == true }
    guard let timeout = update({ $0.watchdogFired(timer: timer, userTransitionRuns: transitionRuns) }) else { return }
    switch timeout {
    case .waitAgain(let timer):
      schedule(timer, .bounded(extended: true))
    case .lost(let step, let number, let awaited):
      watchdogFirings += 1
      let signals = awaited.map(\.description).sorted().joined(separator: ", ")
      fallBack("no signal ended \(step) (waited twice \(watchdog.timeout) for \(signals)); the watchdog completed it")
      navigator?.stepCompleted(number: number)
      // Before the next step: the host may find the platform never showed this one. What it
      // reports meanwhile hands over no step before it returns.
      handlingCallback {
        host.stepWasLost(step, in: self)
        catchUp()
      }
    case .stepTimePassed(let number):
      stepDidComplete(number)
    case .userTransitionLost(let step):
      watchdogFirings += 1
      fallBack("the user's transition never ended within \(watchdog.timeout); \(step) no longer waits for it")
      catchUp()
    case .presentationLost:
      watchdogFirings += 1
      fallBack(
        "a presentation was never seen leaving (waited twice \(watchdog.timeout)); presentations no longer wait for it")
      catchUp()
    case .presentationLeft:
      catchUp()
    }
  }

  // MARK: The user

  /// What the user attempting `attempt` is on what is shown, asked before the gesture where the
  /// platform lets the host refuse it (a back swipe that may begin, a tab the tab bar may
  /// select, a sheet that may be swiped down).
  ///
  /// The one answer of every host: what is shown must offer it (no alert covers the screen, no
  /// layer covers the tab bar, the sheet offers a swipe down; see
  /// `HostSessionMachine.gesture(for:)`), and the navigator's flows must allow it (no flow holds
  /// the navigation lock against a tab change, none that disabled its interactive dismissal
  /// would be taken away). A refusal by a flow is reported as the user's attempt: the flow's
  /// `onAttempt` runs, or the lock's refusal is reported as a problem.
  ///
  /// - Returns: the gesture to let happen and report with ``userDid(_:)`` once it completed, or
  ///   why it is refused.
  public func ask(_ attempt: UserAttempt) -> Result<UserGesture, UserAttemptRefusal> {
    let gesture: UserGesture
    switch machine.gesture(for: attempt) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): gesture = found
    }
    // A flow that hears of the attempt may answer it with a command: shown once the host's
    // question is answered.
    if let flow = handlingCallback({ navigator?.flows.attempted(gesture) }) { return .failure(.flow(flow)) }
    return .success(gesture)
  }

  /// As ``ask(_:)``, for a platform that may ask more than once about one touch, which `touch`
  /// names (UIKit's edge back swipe, then iOS 26's content swipe for a touch the first refused):
  /// an attempt refused for the touch is refused again without asking the flows, so a flow hears
  /// of one attempt (`HostSessionMachine.refusal(repeatedFor:touch:)`).
  package func ask(_ attempt: UserAttempt, touch: Double?) -> Result<UserGesture, UserAttemptRefusal> {
    guard let touch else { return ask(attempt) }
    if let refusal = machine.refusal(repeatedFor: attempt, touch: touch) { return .failure(refusal) }
    let answer = ask(attempt)
    if case .failure(let refusal) = answer { machine.refused(attempt, touch: touch, because: refusal) }
    return answer
  }

  /// Whether the user may make `gesture` now, without reporting anything: what views read to
  /// set up their platform (a sheet's `interactiveDismissDisabled`). Views that read it are
  /// updated when the flows' rules change.
  public func allows(_ gesture: UserGesture) -> Bool {
    guard machine.shown?.refusal(of: gesture) == nil else { return false }
    return navigator?.flows.allowsUser(gesture) ?? true
  }

  /// The user made `gesture`, which the platform could not refuse and which has happened (a
  /// sheet dismissed by the view's own action, an alert's button, a resized window): what is
  /// shown follows it, then the navigator's state.
  ///
  /// A step in flight completes first, so the gesture applies to its result; a held step was
  /// planned before the gesture and is planned again. A gesture that fits nothing shown (a stale
  /// or repeated report) changes nothing. The next step is shown once the host's call returns:
  /// a host whose own objects mirror what is shown brings them to the gesture's result inside
  /// one ``handlingCallback(_:)`` around the report.
  ///
  /// - Returns: whether the gesture was followed.
  ///
  /// A resize is `widthChanged(to:)`'s: kept while the scene is inactive, the navigator's
  /// first layout before the first step.
  @discardableResult
  public func userDid(_ gesture: UserGesture) -> Bool {
    guard let navigator, !keeps(gesture) else { return false }
    return handlingCallback { navigator.userDid(gesture, in: self) }
  }

  /// The window is as `window` says (the host reports its width in points and its size class at
  /// attach, and whenever either changes); returns what the host lays out now: what is shown,
  /// laid out for the window's width class, or `nil` when nothing changes.
  ///
  /// The width class is the navigator's decision (``Navigator/widthThresholds``), not the
  /// host's: a resized iPhone window keeps a compact size class on iOS 27
  /// (https://developer.apple.com/forums/thread/836088), and its width says what it shows.
  ///
  /// - Before the first step, the width is the navigator's first layout, not a gesture: the first
  ///   step is planned for it, and no ``UserGesture/resized(_:)`` is reported.
  /// - While the scene is inactive (``HoldReason/sceneInactive``) it is kept, not followed: the
  ///   system lays a background scene out at other sizes for the app switcher's snapshots. The
  ///   last width is followed when the hold ends, if it differs from what is shown.
  /// - Otherwise a width other than shown's is the user's resize (``UserGesture/resized(_:)``),
  ///   followed as ``userDid(_:)``.
  @discardableResult
  package func widthChanged(to window: WindowWidth) -> NavigationState? {
    self.window = window
    guard let width = widthClass else { return nil }
    return widthChanged(to: width)
  }

  /// The window's width and size class as the host reported them last (``widthChanged(to:)``).
  package private(set) var window = WindowWidth()

  /// The width class of ``window`` under the navigator's thresholds
  /// (``Navigator/widthThresholds``): the one decision every host shows; `nil` while the host
  /// reported nothing.
  package var widthClass: WidthClass? {
    window.widthClass(under: navigator?.widthThresholds ?? .standard)
  }

  /// The window's width class is `width`, decided already (a host that knows no width, the
  /// terminal's `width` command, tests): as `widthChanged(to:)` with a ``WindowWidth``.
  @discardableResult
  package func widthChanged(to width: WidthClass) -> NavigationState? {
    guard let navigator else { return nil }
    guard machine.shown != nil else {
      if update({ $0.firstLayout(at: width) }) { handlingCallback { navigator.layOutFirst(at: width) } }
      return nil
    }
    return userDid(.resized(width)) ? machine.shown : nil
  }

  /// Whether the machine keeps `gesture` instead of following it: a resize while the scene is
  /// inactive. Not what is shown: no report of a change.
  private func keeps(_ gesture: UserGesture) -> Bool {
    guard case .resized(let width) = gesture else { return false }
    if machine.shown == nil {
      widthChanged(to: width)
      return true
    }
    return inPlace { $0.deferResize(gesture) }
  }

  /// The platform refused what the step in flight shows: a presentation of a layer or an alert
  /// refused while the app presents its own controller. `gone` names what leaves, as the
  /// gesture that would take it away (``UserGesture/dismissedLayer(_:)``,
  /// ``UserGesture/dismissedAlert(_:)``): it leaves what is shown and the navigator's state with
  /// the cause ``NavigationCause/hostRefused``, never as the user's act. Report the reason with
  /// ``fallBack(_:)``.
  ///
  /// - Returns: whether it left (`false` for another gesture, or what is not shown).
  @discardableResult
  public func platformRefused(_ gone: UserGesture) -> Bool {
    guard let navigator else { return false }
    return handlingCallback { navigator.hostRefused(gone, in: self) }
  }

  /// The platform never showed alert `id`, as the host found `why` (the watchdog gave up on the
  /// step that showed it). Still shown, it leaves what is shown and the navigator's state as
  /// ``platformRefused(_:)`` says (never the user's act: its `ask` gets `nil`), with the reason
  /// reported as a fallback; else it would stay for good. Returns the gesture that took it away,
  /// which the host brings its own objects to before its call returns.
  @discardableResult
  package func platformNeverShowed(alert id: AlertID, _ why: String) -> UserGesture? {
    guard let gone = machine.dismissal(ofAlert: id) else { return nil }
    fallBack("\(why): it leaves the navigator's state")
    return platformRefused(gone) ? gone : nil
  }

  /// The platform refused what step `number` presents (a layer or an alert), as the host found
  /// `why`: when that step is the one in flight, the refusal is reported as a fallback and what
  /// it presents leaves as ``platformRefused(_:)`` says; an earlier step's refusal changes
  /// nothing. Returns whether it left.
  @discardableResult
  package func platformRefusedPresentation(ofStep number: Int, _ why: String) -> Bool {
    guard number == stepNumber, let shown = machine.shown else { return false }
    let (gone, what): (UserGesture, String)
    switch machine.stepInFlight {
    case .present?:
      guard let top = shown.modals.last else { return false }
      (gone, what) = (.dismissedLayer(top.id), "the layer of screen \(top.id)")
    case .showAlert(let alert)?: (gone, what) = (.dismissedAlert(alert.id), "alert \(alert.id)")
    default: return false
    }
    fallBack("\(why); \(what) leaves the navigator's state")
    return platformRefused(gone)
  }

  /// What became of a gesture the platform made without asking.
  public enum Outcome: Hashable, Sendable {
    /// It was followed.
    case followed
    /// It is refused (see ``ask(_:)``): the host takes it back, showing ``shown`` again.
    case takenBack(UserAttemptRefusal)
    /// It fits nothing shown (stale or repeated): nothing to do.
    case ignored
  }

  /// The platform made `gesture` without asking the host (a long press on the back button, a
  /// path SwiftUI wrote, a tab SwiftUI selected): followed as ``userDid(_:)`` when ``ask(_:)``
  /// would have allowed it; else reported as the user's attempt, and taken back by the host.
  ///
  /// The next step is shown once the host's call returns: a host whose own objects mirror what
  /// is shown (SwiftUI's binding models) brings them to a followed gesture's result inside one
  /// ``handlingCallback(_:)`` around the report, so the next step lands on that result.
  ///
  /// A refused reselection of a tab is remembered until the next step or gesture: a pop to that
  /// tab's first screen right after it (iOS 26 pops a reselected tab to its root by itself) is
  /// the same gesture, taken back for the same reason without asking the flows again.
  public func userMade(_ gesture: UserGesture) -> Outcome {
    guard let shown = machine.shown, shown.applyingUserGesture(gesture) != nil else { return .ignored }
    return handlingCallback {
      let refusal: UserAttemptRefusal? =
        if let repeated = machine.repeatsRefusedReselection(gesture) {
          repeated
        } else if let refusal = shown.refusal(of: gesture) {
          .shown(refusal)
        } else {
          navigator?.flows.attempted(gesture).map { .flow($0) }
        }
      if let refusal {
        // Not what is shown: no report of a change.
        inPlace { $0.tookBack(gesture, for: refusal) }
        return .takenBack(refusal)
      }
      guard let navigator, !keeps(gesture) else { return .ignored }
      return navigator.userDid(gesture, in: self) ? .followed : .ignored
    }
  }

  /// Follows `gesture` on what is shown; what was shown before it, `nil` when it is stale.
  func follow(_ gesture: UserGesture) -> NavigationState? {
    guard let followed = update({ $0.userDid(gesture) }) else { return nil }
    if let number = followed.completedFirst { navigator?.stepCompleted(number: number) }
    // A held step the gesture dropped was never announced (see `showHeldStep`).
    return followed.before
  }

  // MARK: Problems

  /// Reports that the host fell back on a safety net, or that its platform did what it cannot
  /// follow: a `NavigationProblem.hostFallback` to the navigator's problem observers (standard
  /// error while its `logsProblems` is on).
  public func fallBack(_ message: String) {
    navigator?.report(.hostFallback(message))
  }

  // MARK: Starting over

  /// Lets the navigator go: another host took this one's place, and what this one reports
  /// changes nothing.
  func detach() {
    update { $0.reset() }
    navigator = nil
  }

  /// Reads the machine where it is stored (a read through the property copies the whole machine,
  /// its states and its step, to call one of its getters), or changes it without a report of
  /// its own: only inside `catchUp()`, whose `reportingRenderedChange` reports every change of
  /// the loop as one.
  private func inPlace<Result>(_ body: (inout HostSessionMachine) -> Result) -> Result {
    body(&machine)
  }

  /// Changes the machine, as a change of the navigator's `renderedState` for its observers.
  @discardableResult
  private func update<Result>(_ change: (inout HostSessionMachine) -> Result) -> Result {
    guard let navigator else { return change(&machine) }
    return navigator.updatingRendered { change(&machine) }
  }
}

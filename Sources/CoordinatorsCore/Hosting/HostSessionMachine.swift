/// The host session's decisions, as a pure state machine: the only copy of what a host shows,
/// the step it performs, and every rule the hosts share.
///
/// It plans the next step toward the desired state from what the host has confirmed it shows
/// (see ``NavigationPlanner``), holds it while the platform could not take it (``HoldReason``),
/// knows what ends it (``StepEnd``), and follows the user's gestures. One method per event, each
/// returning what the caller carries out; nothing is called in the middle of a method. The
/// main-actor `HostSession` of Coordinators carries the actions out.
///
/// **One rule for a gesture during a step**: the step completes first. The platform finished
/// it (the user acted on its result) or will never finish it (the gesture took its screen away),
/// so the gesture applies to the step's result. A step the platform has not started yet (held)
/// is dropped instead: it was planned before the gesture and is planned again after it.
///
/// Each step gets a number, so that a completion reported twice, or by a host that was
/// replaced, is ignored.
package struct HostSessionMachine: Sendable {
  /// What the host has confirmed it shows; `nil` before its first step.
  package private(set) var confirmed: NavigationState?
  /// The step planned, shown or performed, with the rest of its plan.
  private var phase = Phase.idle(next: nil)
  /// The number of the latest step; every step gets the next number.
  package private(set) var number = 0
  /// What holds steps, but for a leaving presentation: that hold is its bounded wait.
  private var holding = Holds()
  /// The bounded waits under way (the step's, presentations'), with one numbering of their
  /// timers.
  private var waits = Waits()
  /// The reselection of a tab the user made last and the session refused, with why, until the
  /// next step or gesture (``repeatsRefusedReselection(_:)``).
  package private(set) var refusedReselection: (tab: TabID, refusal: UserAttemptRefusal)?
  /// The attempt refused last for a touch (``refusal(repeatedFor:touch:)``). Not one memory with
  /// the reselection's: a step a flow's answer starts forgets that one, never this one, which the
  /// platform's second question about the same touch needs.
  private var refusedTouch: (attempt: UserAttempt, touch: Double, refusal: UserAttemptRefusal)?

  private enum Phase: Sendable {
    /// No step is planned. `next` is the rest of the plan whose step completed last, taken by the
    /// next plan while what is desired stays the same version.
    case idle(next: Plan?)
    /// A step is planned and waits for its holds to end; the platform has not seen it.
    case held(HostStep, Leads)
    /// The host is showing the step (inside its call); signals that come meanwhile are kept.
    /// `next` is the rest of its plan.
    case showing(HostStep, after: NavigationState, next: Plan?, early: Set<HostSignal>)
    /// The platform performs the step; it ends once `awaiting` is empty (bounded by the step's
    /// wait in `waits`).
    case inFlight(HostStep, after: NavigationState, next: Plan?, awaiting: Set<HostSignal>)
  }

  /// The steps of a plan after the one held or in flight (never none), toward `desired`, as
  /// planned for `capabilities`: the next step is taken from them while each step completes as
  /// planned and `desired` stays the same version. A plan of k steps (presenting k layers at an
  /// attach) is thus made once rather than k times, each time as long as the rest.
  private struct Plan: Sendable {
    var desired: NavigationState
    var capabilities: HostCapabilities
    var rest: ArraySlice<HostStep>
  }

  /// What a held step leads to.
  private enum Leads: Sendable {
    /// The desired state: the step is its plan's last, and what is shown once it completes is the
    /// desired state itself, not rebuilt by replaying the step.
    case to(NavigationState)
    /// The next steps of `plan`: the step is rendered onto what is shown.
    case on(Plan)
  }

  /// What holds steps, each reason once: the user's transitions (held while one runs), the
  /// inactive scene with the width it kept, the root off screen. A presentation leaving holds
  /// steps while its bounded wait runs (`waits.presentations`).
  private struct Holds: Sendable {
    /// The user's transitions under way, as the host names them (``userTransitionBegan(_:)``).
    var userTransitions: Set<HostSignal> = []
    var scene = SceneActivity.active
    var presenterOffScreen = false
  }

  /// Whether the scene is active.
  private enum SceneActivity: Sendable {
    case active
    /// Inactive; `width` is the width class the window took last meanwhile (``deferResize(_:)``).
    case inactive(width: WidthClass?)
  }

  package init() {}

  // MARK: Reading

  /// What the host shows: what it confirmed, with the step it shows or performs.
  package var shown: NavigationState? {
    switch phase {
    case .idle, .held: confirmed
    case .showing(_, let after, _, _), .inFlight(_, let after, _, _): after
    }
  }

  /// The step the platform performs (shown, not yet ended); `nil` while none is or it is held.
  package var stepInFlight: HostStep? {
    switch phase {
    case .idle, .held: nil
    case .showing(let step, _, _, _), .inFlight(let step, _, _, _): step
    }
  }

  /// The step planned and held, not yet shown.
  package var heldStep: HostStep? {
    if case .held(let step, _) = phase { return step }
    return nil
  }

  /// The step planned, held or in flight.
  package var step: HostStep? { heldStep ?? stepInFlight }

  /// The signals the step in flight still waits for.
  package var awaitedSignals: Set<HostSignal> {
    if case .inFlight(_, _, _, let awaiting) = phase { return awaiting }
    return []
  }

  /// Whether the host shows `desired` and performs nothing.
  package func isIdle(showing desired: NavigationState) -> Bool {
    guard case .idle = phase else { return false }
    return confirmed == desired
  }

  /// Whether steps are held for `reason`.
  package func isHeld(by reason: HoldReason) -> Bool {
    switch reason {
    case .userTransition: !holding.userTransitions.isEmpty
    case .sceneInactive: if case .inactive = holding.scene { true } else { false }
    case .presenterOffScreen: holding.presenterOffScreen
    case .presentationLeaving: waits.presentations != nil
    }
  }

  /// What holds steps now.
  package var holds: Set<HoldReason> {
    Set<HoldReason>([.userTransition, .sceneInactive, .presenterOffScreen, .presentationLeaving]).filter(isHeld(by:))
  }

  /// Whether a step is planned and held, not yet shown.
  package var hasHeldStep: Bool {
    if case .held = phase { return true }
    return false
  }

  /// Whether no step is planned and the host has confirmed it shows this very version of
  /// `desired` (the same storage: found without comparing states).
  package func showsVersion(of desired: NavigationState) -> Bool {
    guard case .idle = phase else { return false }
    return confirmed?.isSameVersion(as: desired) ?? false
  }

  // MARK: Steps

  /// Plans the next step toward `desired`, held until ``startHeldStep()`` shows it; returns
  /// whether a step was planned (``heldStep`` is that step, read only by who needs a copy):
  /// `false` when a step is planned already or nothing is left to do. A stack step carries the
  /// transition `transitions` choose for it.
  package mutating func planStep(
    toward desired: NavigationState,
    capabilities: HostCapabilities,
    transitions: TransitionRules = TransitionRules()
  ) -> Bool {
    guard case .idle = phase else { return false }
    let step: HostStep
    let leads: Leads
    if let next = nextPlannedStep(toward: desired, capabilities: capabilities) {
      (step, leads) = next
    } else if let confirmed,
      let only = NavigationPlanner.topStackStep(from: confirmed, to: desired, transitions: transitions)
    {
      // A change of the top-most stack alone (a push, a pop) is the one step the planner would
      // plan, found without it.
      step = only
      leads = .to(desired)
    } else {
      guard confirmed != desired else { return false }
      let plan = NavigationPlanner.steps(
        from: confirmed, to: desired, capabilities: capabilities, transitions: transitions)
      guard let first = plan.first else { return false }
      step = first
      leads =
        plan.count == 1 ? .to(desired) : .on(Plan(desired: desired, capabilities: capabilities, rest: plan.dropFirst()))
    }
    phase = .held(step, leads)
    number += 1
    return true
  }

  /// The last plan's next step, taken from it, when the steps before it completed as planned and
  /// `desired` is the same version as when it was planned; `nil`, and the plan forgotten, when
  /// not.
  @inline(__always)
  private mutating func nextPlannedStep(
    toward desired: NavigationState, capabilities: HostCapabilities
  ) -> (step: HostStep, leads: Leads)? {
    guard case .idle(next: _?) = phase, case .idle(next: var plan?) = takePhase(),
      plan.desired.isSameVersion(as: desired), plan.capabilities == capabilities, let next = plan.rest.popFirst()
    else { return nil }
    return (next, plan.rest.isEmpty ? .to(desired) : .on(plan))
  }

  /// What to do with the held step now.
  package enum Start: Sendable, Equatable {
    /// Show `step`: ``shown`` is its result already, `before` what was shown until now.
    case show(HostStep, before: NavigationState?)
    /// The step does not fit what is shown (it never happens when the planner and the rendering
    /// agree); it is dropped, and the next plan starts from what is shown.
    case drop(HostStep, NavigationError)
  }

  /// Shows the held step unless something holds it; `nil` when no step is held or a hold keeps it.
  package mutating func startHeldStep() -> Start? {
    guard case .held = phase else { return nil }
    if holdsAny, case .held(let step, _) = phase, holds.contains(where: { $0.holds(step, over: confirmed) }) {
      return nil
    }
    guard case .held(let step, let leads) = takePhase() else { return nil }
    let after: NavigationState
    var next: Plan?
    switch leads {
    case .to(let desired):
      after = desired
    case .on(let plan):
      // A step that does not render leaves the phase idle: its plan is forgotten.
      do { after = try NavigationState.rendering(step, onto: confirmed) } catch { return .drop(step, error) }
      next = plan
    }
    phase = .showing(step, after: after, next: next, early: [])
    refusedReselection = nil
    return .show(step, before: confirmed)
  }

  /// Whether anything holds steps.
  private var holdsAny: Bool {
    if case .inactive = holding.scene { return true }
    return !holding.userTransitions.isEmpty || holding.presenterOffScreen || waits.presentations != nil
  }

  /// The phase, moved out rather than copied (a copy of a step or a state costs a retain of
  /// each of its parts): `phase` is idle with no plan until the caller sets it again.
  private mutating func takePhase() -> Phase {
    var taken = Phase.idle(next: nil)
    swap(&taken, &phase)
    return taken
  }

  /// What the host said ends the step it has just shown.
  package enum Shown: Sendable, Equatable {
    /// The step is over: ``confirmed`` is its result.
    case completed(number: Int)
    /// The step waits for signals; arm the watchdog with timer `timer` for `wait`.
    case waiting(timer: Int, wait: Wait)
  }

  /// The host has shown the step and says what ends it; `nil` when no step is being shown (a
  /// gesture completed it during the host's call).
  package mutating func hostDidShow(_ end: StepEnd) -> Shown? {
    guard case .showing = phase, case .showing(let step, let after, let next, let early) = takePhase() else {
      return nil
    }
    let awaiting: Set<HostSignal>
    let wait: Wait
    switch end {
    case .now: return .completed(number: complete(after: after, next: next))
    case .signals(let signals): (awaiting, wait) = (signals.subtracting(early), .bounded(extended: false))
    case .unboundedSignals(let signals): (awaiting, wait) = (signals.subtracting(early), .unbounded)
    case .afterStepTime: (awaiting, wait) = ([HostSignal(StepTimeSignal())], .stepTime)
    }
    guard !awaiting.isEmpty else { return .completed(number: complete(after: after, next: next)) }
    phase = .inFlight(step, after: after, next: next, awaiting: awaiting)
    waits.step = BoundedWait(wait: wait)
    return .waiting(timer: waits.number(.step), wait: wait)
  }

  /// The platform sent `signal`, for step `number` when the host knows it; returns the number of
  /// the step it completed. A signal nobody awaits, or for another step, changes nothing.
  package mutating func signalled(_ signal: HostSignal, step number: Int? = nil) -> Int? {
    if let number, number != self.number { return nil }
    switch phase {
    case .showing(let step, let after, let next, var early):
      early.insert(signal)
      phase = .showing(step, after: after, next: next, early: early)
      return nil
    case .inFlight(let step, let after, let next, var awaiting):
      guard awaiting.remove(signal) != nil else { return nil }
      guard awaiting.isEmpty else {
        phase = .inFlight(step, after: after, next: next, awaiting: awaiting)
        return nil
      }
      return complete(after: after, next: next)
    case .idle, .held:
      return nil
    }
  }

  /// Ends the step in flight whatever its signals (the host knows it is over: its screens were
  /// replaced, a refused presentation); returns its number, `nil` when none is in flight.
  package mutating func endStepInFlight() -> Int? {
    switch phase {
    case .showing(_, let after, let next, _), .inFlight(_, let after, let next, _): complete(after: after, next: next)
    case .idle, .held: nil
    }
  }

  /// Ends the step in flight: what is shown is `after`, and the next plan may take its step from
  /// `next`.
  private mutating func complete(after: consuming NavigationState, next: consuming Plan?) -> Int {
    confirmed = after
    phase = .idle(next: next)
    waits.step = nil
    return number
  }

  // MARK: Holds

  /// Holds steps for `reason`; returns whether it was not held for it already.
  /// A hold for ``HoldReason/presentationLeaving`` is bounded (see
  /// ``presentationLeaves(signalled:)``); one for ``HoldReason/sceneInactive`` stops the
  /// watchdog (no wait counts while the scene is inactive); one for
  /// ``HoldReason/userTransition`` is the user's transition with no name.
  @discardableResult
  package mutating func hold(_ reason: HoldReason) -> Bool {
    guard !isHeld(by: reason) else { return false }
    switch reason {
    case .userTransition: holding.userTransitions = [HostSignal(HoldReason.userTransition)]
    case .sceneInactive:
      holding.scene = .inactive(width: nil)
      disarmWatchdog()
    case .presenterOffScreen: holding.presenterOffScreen = true
    case .presentationLeaving: waits.presentations = BoundedWait(wait: .bounded(extended: false))
    }
    return true
  }

  /// Ends the hold for `reason` (for ``HoldReason/userTransition``, every user's transition);
  /// the caller then tries ``startHeldStep()``. The end of ``HoldReason/sceneInactive`` returns
  /// the resize to follow now that the scene is active again: the last width the window took
  /// while it was inactive, when it differs from what is shown; `nil` otherwise.
  @discardableResult
  package mutating func release(_ reason: HoldReason) -> UserGesture? {
    switch reason {
    case .userTransition: holding.userTransitions = []
    case .sceneInactive:
      defer { holding.scene = .active }
      return pendingWidth.map { .resized($0) }
    case .presenterOffScreen: holding.presenterOffScreen = false
    case .presentationLeaving: waits.presentations = nil
    }
    return nil
  }

  /// A presentation leaves (an alert taken down): presentations wait until the host says it is
  /// gone (``release(_:)`` of ``HoldReason/presentationLeaving``), bounded as a step's wait: one
  /// timeout is slow, two are lost. `signalled: false`: the platform gives no sign of it
  /// (macOS), and the wait ends after the watchdog's step time. A presentation leaving while
  /// another does starts the wait again. Arm its timer with ``armWatchdog(_:)`` for
  /// ``Waiter/presentations``.
  package mutating func presentationLeaves(signalled: Bool) {
    waits.presentations = BoundedWait(wait: signalled ? .bounded(extended: false) : .stepTime)
  }

  /// Keeps a resize the host reports while the scene is inactive (``HoldReason/sceneInactive``)
  /// instead of following it; returns whether it did. In the background the system lays the
  /// scene out at other sizes for the app switcher's snapshots
  /// (https://github.com/kiwix/kiwix-apple/pull/1141): a size-class flip there is no resize the
  /// user made, and following it would change the user's place (a collapsed sidebar's list
  /// shown again as the section) behind their back.
  package mutating func deferResize(_ gesture: UserGesture) -> Bool {
    guard case .resized(let width) = gesture, case .inactive = holding.scene else { return false }
    holding.scene = .inactive(width: width)
    return true
  }

  /// The window's width is `width` before the host showed anything: the navigator's first
  /// layout, not a gesture. A step held meanwhile was planned for another width and is planned
  /// again; returns whether nothing is shown yet (the caller lays the desired state out at
  /// `width`).
  package mutating func firstLayout(at width: WidthClass) -> Bool {
    guard shown == nil else { return false }
    // Idle or held, as nothing is shown: a held step is dropped with the rest of its plan.
    phase = .idle(next: nil)
    return true
  }

  /// The width the end of the scene's inactivity would follow (``release(_:)``): the last one
  /// the window took while the scene is inactive, when it differs from what is shown.
  package var pendingWidth: WidthClass? {
    guard case .inactive(let width?) = holding.scene, let shown, shown.rootLayout.widthClass != width else {
      return nil
    }
    return width
  }

  // MARK: The watchdog

  /// What to do when the watchdog's timer `timer` fires.
  package enum Timeout: Sendable, Equatable {
    /// The wait had one timeout: slow, not lost (or the user's transition that holds the step
    /// still runs, as the host says); wait once more (timer `timer`).
    case waitAgain(timer: Int)
    /// The step waited twice the timeout: its signals are lost; it ended (number given), a
    /// fallback to report.
    case lost(HostStep, number: Int, awaited: Set<HostSignal>)
    /// The step's time passed where no signal exists: it ended, nothing to report.
    case stepTimePassed(number: Int)
    /// The user's transition that held the step never ended: the hold ends, a fallback to
    /// report; then try ``startHeldStep()``.
    case userTransitionLost(HostStep)
    /// Presentations waited twice the timeout for one leaving: the sign it left is lost; the
    /// hold ended, a fallback to report; then try ``startHeldStep()``.
    case presentationLost
    /// The step time passed where no sign of a leaving presentation exists: the hold ended;
    /// then try ``startHeldStep()``.
    case presentationLeft
  }

  /// Arms the watchdog for what `waiter` waits for now: the step in flight, or a step held by
  /// the user's transition; presentations, for one leaving. Returns the timer and how long it
  /// waits; `nil` when nothing bounded waits, or while the scene is inactive (no wait counts
  /// then: the wait starts again once it is active).
  package mutating func armWatchdog(_ waiter: Waiter = .step) -> (timer: Int, wait: Wait)? {
    guard case .active = holding.scene else { return nil }
    switch waiter {
    case .step:
      switch phase {
      case .inFlight:
        guard let wait = waits.step?.wait, wait != .unbounded else { return nil }
      case .held where !holding.userTransitions.isEmpty:
        // A user's transition is never only slow: a timeout ends it unless the host says it
        // still runs.
        waits.step = BoundedWait(wait: .bounded(extended: true))
      default:
        return nil
      }
    case .presentations:
      guard waits.presentations != nil else { return nil }
    }
    let timer = waits.number(waiter)
    return waits[waiter].map { (timer, $0.wait) }
  }

  /// Stops the watchdog: every timer armed before fires for nothing; the waits keep how long
  /// they waited.
  package mutating func disarmWatchdog() { waits.disarm() }

  /// Whether timer `timer`, firing now, would end the wait for a user's transition that holds a
  /// step: the one case where the caller asks its host whether the transition still runs.
  package func waitsForUserTransition(timer: Int) -> Bool {
    guard waits.waiter(of: timer) == .step, case .held = phase else { return false }
    return !holding.userTransitions.isEmpty
  }

  /// The watchdog's timer `timer` fired. A user's transition that holds a step and still runs,
  /// as the host says (`userTransitionRuns`), is bounded only where the platform gives no end:
  /// it waits once more; one that does not run any more has lost its end, and the hold ends.
  package mutating func watchdogFired(timer: Int, userTransitionRuns: Bool = false) -> Timeout? {
    switch waits.waiter(of: timer) {
    case .presentations?:
      switch waits.expire(.presentations) {
      case .waitAgain(let timer)?: return .waitAgain(timer: timer)
      // The wait ended: so did the hold.
      case .lost?: return .presentationLost
      case .passed?: return .presentationLeft
      case nil: return nil
      }
    case .step?:
      switch phase {
      case .inFlight(let step, let after, let next, let awaiting):
        switch waits.expire(.step) {
        case .waitAgain(let timer)?: return .waitAgain(timer: timer)
        case .lost?: return .lost(step, number: complete(after: after, next: next), awaited: awaiting)
        case .passed?: return .stepTimePassed(number: complete(after: after, next: next))
        case nil: return nil
        }
      case .held(let step, _) where !holding.userTransitions.isEmpty:
        switch waits.expire(.step, goesOn: userTransitionRuns) {
        case .waitAgain(let timer)?: return .waitAgain(timer: timer)
        case .lost?, .passed?:
          holding.userTransitions = []
          return .userTransitionLost(step)
        case nil: return nil
        }
      default:
        return nil
      }
    case nil:
      return nil
    }
  }

  // MARK: The user

  /// What following a gesture did.
  package struct Followed: Sendable {
    /// What was shown before the gesture (after the step it completed first).
    package var before: NavigationState
    /// The step in flight the gesture completed first, by number.
    package var completedFirst: Int?
    /// The held step the gesture dropped: it was planned before the gesture.
    package var dropped: HostStep?
  }

  /// The host reports the user's `gesture`: what is shown follows it; `nil` when the gesture
  /// fits nothing shown (a stale or repeated report), which changes nothing.
  ///
  /// A step in flight completes first; a held step is dropped (see the type's documentation).
  package mutating func userDid(_ gesture: UserGesture) -> Followed? {
    guard let base = shown, let after = base.applyingUserGesture(gesture) else { return nil }
    refusedReselection = nil
    var followed = Followed(before: base)
    switch phase {
    case .idle: break
    case .held(let step, _): followed.dropped = step
    case .showing, .inFlight: followed.completedFirst = endStepInFlight()
    }
    // What is shown is the gesture's: no plan goes on.
    confirmed = after
    phase = .idle(next: nil)
    return followed
  }

  /// Forgets what was shown and what is under way, for a session whose host was let go: what
  /// that host still reports (a step's completion, a signal) changes nothing, and no timer of
  /// its waits fires.
  package mutating func reset() {
    confirmed = nil
    phase = .idle(next: nil)
    holding = Holds()
    refusedReselection = nil
    refusedTouch = nil
    waits = Waits(timers: waits.timers + 1)
  }

  // MARK: Refusals remembered

  /// The platform made `gesture` without asking, and the session takes it back for `refusal`:
  /// a refused reselection of a tab is remembered until the next step or gesture
  /// (``repeatsRefusedReselection(_:)``); any other gesture forgets it.
  package mutating func tookBack(_ gesture: UserGesture, for refusal: UserAttemptRefusal) {
    if case .reselectedTab(let tab) = gesture {
      refusedReselection = (tab, refusal)
    } else {
      refusedReselection = nil
    }
  }

  /// Why `gesture` is refused without asking the flows again: a pop to the first screen of the
  /// tab whose reselection was refused last, right after it, is the same gesture (iOS 26 pops a
  /// reselected tab to its root by itself: https://github.com/mlemgroup/mlem/pull/2457), taken
  /// back for the same reason. `nil` for any other gesture.
  package func repeatsRefusedReselection(_ gesture: UserGesture) -> UserAttemptRefusal? {
    guard let refused = refusedReselection, case .popped(let target) = gesture,
      shown?.stack(at: .tab(refused.tab))?.first?.id == target
    else { return nil }
    return refused.refusal
  }

  /// The refusal already given to `attempt` for `touch` (a platform's name for one touch, as
  /// UIKit's `UITouch.timestamp`), `nil` when it was not refused for it. A platform may ask more
  /// than once about one touch (UIKit's edge back swipe, then iOS 26's content swipe for the
  /// touch the first refused): asked again, the answer is the same, and the flows are not asked
  /// twice, so a flow hears of one attempt.
  package func refusal(repeatedFor attempt: UserAttempt, touch: Double) -> UserAttemptRefusal? {
    guard let refused = refusedTouch, refused.touch == touch, refused.attempt == attempt else { return nil }
    return refused.refusal
  }

  /// Keeps `refusal`, the answer to `attempt` for `touch`, for ``refusal(repeatedFor:touch:)``.
  package mutating func refused(_ attempt: UserAttempt, touch: Double, because refusal: UserAttemptRefusal) {
    refusedTouch = (attempt, touch, refusal)
  }
}

// MARK: The user's transitions

extension HostSessionMachine {
  /// The user started a transition the host names `id` (a back swipe on a stack, a sheet dragged
  /// down): the platform takes no other transition until it ends, so steps are held
  /// (``HoldReason/userTransition``) until every one that began has ended. Returns whether the
  /// hold began with it.
  package mutating func userTransitionBegan(_ id: HostSignal) -> Bool {
    let began = holding.userTransitions.isEmpty
    holding.userTransitions.insert(id)
    return began
  }

  /// Whether the user's transition `id` runs: it began and has not ended.
  package func runsUserTransition(_ id: HostSignal) -> Bool { holding.userTransitions.contains(id) }

  /// The user's transition `id` ended, completed or cancelled; returns whether the hold ended
  /// with it (no other one runs): the caller then tries ``startHeldStep()``.
  package mutating func userTransitionEnded(_ id: HostSignal) -> Bool {
    holding.userTransitions.remove(id) != nil && holding.userTransitions.isEmpty
  }
}

/// The signal of a step that ends after the watchdog's step time.
private struct StepTimeSignal: Hashable, Sendable {}

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
  private var phase = Phase.idle
  /// What keeps a step from being shown now.
  package private(set) var holds: Set<HoldReason> = []
  /// The number of the latest step; every step gets the next number.
  package private(set) var number = 0
  /// The bounded waits under way (the step's, presentations'), with one numbering of their
  /// timers.
  private var waits = Waits()
  /// The steps of the last plan after the one held or in flight, toward `desired`, as planned for
  /// `capabilities`: the next step is taken from them while each step completes as planned and
  /// `desired` stays the same version. A plan of k steps (presenting k layers at an attach) is
  /// thus made once rather than k times, each time as long as the rest.
  private var planned: (desired: NavigationState, capabilities: HostCapabilities, rest: ArraySlice<HostStep>)?
  /// The width class the window took last while the scene was inactive (``deferResize(_:)``).
  package private(set) var deferredWidth: WidthClass?
  /// The reselection of a tab the user made last and the session refused, with why, until the
  /// next step or gesture (``repeatsRefusedReselection(_:)``).
  package private(set) var refusedReselection: (tab: TabID, refusal: UserAttemptRefusal)?
  /// The user's transitions under way, as the host names them (``userTransitionBegan(_:)``).
  private var userTransitions: Set<HostSignal> = []
  /// The attempt refused last for a touch (``refusal(repeatedFor:touch:)``).
  private var refusedTouch: (attempt: UserAttempt, touch: Double, refusal: UserAttemptRefusal)?

  private enum Phase: Sendable {
    /// No step is planned.
    case idle
    /// A step is planned and waits for its holds to end; the platform has not seen it. `after`
    /// is what is shown once it completes when it was the whole plan: the desired state itself,
    /// which is not rebuilt by replaying the step; `nil` to render the step onto what is shown.
    case held(HostStep, after: NavigationState?)
    /// The host is showing the step (inside its call); signals that come meanwhile are kept.
    case showing(HostStep, after: NavigationState, early: Set<HostSignal>)
    /// The platform performs the step; it ends once `awaiting` is empty (bounded by the step's
    /// wait in `waits`).
    case inFlight(HostStep, after: NavigationState, awaiting: Set<HostSignal>)
  }

  /// What waits on the watchdog.
  package enum Waiter: Sendable, Equatable {
    /// The step: in flight, for its signals; or held by the user's transition, for its end.
    case step
    /// Presentations, for one leaving (``HoldReason/presentationLeaving``).
    case presentations
  }

  /// One bounded wait, whatever waits: how long it waits, and the timer armed for it last.
  private struct BoundedWait: Sendable {
    var wait: Wait
    /// The number of the timer that bounds it now; `nil` while none runs.
    var timer: Int? = nil
  }

  /// The bounded waits under way, one for each `Waiter`, and the one numbering of their timers:
  /// a timer fired is the wait's that was armed with its number last, else it does nothing.
  private struct Waits: Sendable {
    var timers = 0
    var step: BoundedWait?
    var presentations: BoundedWait?

    subscript(waiter: Waiter) -> BoundedWait? {
      get {
        switch waiter {
        case .step: step
        case .presentations: presentations
        }
      }
      set {
        switch waiter {
        case .step: step = newValue
        case .presentations: presentations = newValue
        }
      }
    }

    /// The waiter whose wait timer `timer` bounds now.
    func waiter(of timer: Int) -> Waiter? {
      if step?.timer == timer { return .step }
      if presentations?.timer == timer { return .presentations }
      return nil
    }

    /// Numbers a new timer for `waiter`'s wait; a timer it had before does nothing any more.
    mutating func number(_ waiter: Waiter) -> Int {
      timers += 1
      let timer = timers
      self[waiter]?.timer = timer
      return timer
    }
  }

  /// How long a step in flight may wait for its signals.
  package enum Wait: Sendable, Equatable {
    /// The watchdog's timeout, once; a second timeout ends the step as lost.
    case bounded(extended: Bool)
    /// Until its signals come.
    case unbounded
    /// The watchdog's step time, which ends it (no signal exists).
    case stepTime
  }

  package init() {}

  // MARK: Reading

  /// What the host shows: what it confirmed, with the step it shows or performs.
  package var shown: NavigationState? {
    switch phase {
    case .idle, .held: confirmed
    case .showing(_, let after, _), .inFlight(_, let after, _): after
    }
  }

  /// The step the platform performs (shown, not yet ended); `nil` while none is or it is held.
  package var stepInFlight: HostStep? {
    switch phase {
    case .idle, .held: nil
    case .showing(let step, _, _), .inFlight(let step, _, _): step
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
    if case .inFlight(_, _, let awaiting) = phase { return awaiting }
    return []
  }

  /// Whether the host shows `desired` and performs nothing.
  package func isIdle(showing desired: NavigationState) -> Bool {
    guard case .idle = phase else { return false }
    return confirmed == desired
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
    var after: NavigationState?
    if let next = nextPlannedStep(toward: desired, capabilities: capabilities) {
      (step, after) = next
    } else if let confirmed,
      let only = NavigationPlanner.topStackStep(from: confirmed, to: desired, transitions: transitions)
    {
      // A change of the top-most stack alone (a push, a pop) is the one step the planner would
      // plan, found without it.
      step = only
      after = desired
    } else {
      guard confirmed != desired else { return false }
      let plan = NavigationPlanner.steps(
        from: confirmed, to: desired, capabilities: capabilities, transitions: transitions)
      guard let first = plan.first else { return false }
      step = first
      after = plan.count == 1 ? desired : nil
      planned = plan.count == 1 ? nil : (desired, capabilities, plan.dropFirst())
    }
    phase = .held(step, after: after)
    number += 1
    return true
  }

  /// The last plan's next step, taken from it, when the steps before it completed as planned and
  /// `desired` is the same version as when it was planned, with `desired` when it is the plan's
  /// last; `nil`, and the plan forgotten, when not.
  @inline(__always)
  private mutating func nextPlannedStep(
    toward desired: NavigationState, capabilities: HostCapabilities
  ) -> (step: HostStep, after: NavigationState?)? {
    guard let last = planned else { return nil }
    planned = nil
    guard last.desired.isSameVersion(as: desired), last.capabilities == capabilities, let next = last.rest.first else {
      return nil
    }
    let rest = last.rest.dropFirst()
    guard rest.isEmpty else {
      planned = (desired, capabilities, rest)
      return (next, nil)
    }
    return (next, desired)
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
    if !holds.isEmpty, case .held(let step, _) = phase, holds.contains(where: { $0.holds(step, over: confirmed) }) {
      return nil
    }
    switch takePhase() {
    case .held(let step, let desired):
      let after: NavigationState
      if let desired {
        after = desired
      } else {
        do {
          after = try NavigationState.rendering(step, onto: confirmed)
        } catch {
          planned = nil
          return .drop(step, error)
        }
      }
      phase = .showing(step, after: after, early: [])
      refusedReselection = nil
      return .show(step, before: confirmed)
    case let other:
      phase = other
      return nil
    }
  }

  /// The phase, moved out rather than copied (a copy of a step or a state costs a retain of
  /// each of its parts): `phase` is `.idle` until the caller sets it again.
  private mutating func takePhase() -> Phase {
    var taken = Phase.idle
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
    guard case .showing = phase else { return nil }
    guard case .showing(let step, let after, let early) = takePhase() else { return nil }
    let awaiting: Set<HostSignal>
    let wait: Wait
    switch end {
    case .now: return .completed(number: complete(after: after))
    case .signals(let signals): (awaiting, wait) = (signals.subtracting(early), .bounded(extended: false))
    case .unboundedSignals(let signals): (awaiting, wait) = (signals.subtracting(early), .unbounded)
    case .afterStepTime: (awaiting, wait) = ([HostSignal(StepTimeSignal())], .stepTime)
    }
    guard !awaiting.isEmpty else { return .completed(number: complete(after: after)) }
    phase = .inFlight(step, after: after, awaiting: awaiting)
    waits.step = BoundedWait(wait: wait)
    return .waiting(timer: waits.number(.step), wait: wait)
  }

  /// The platform sent `signal`, for step `number` when the host knows it; returns the number of
  /// the step it completed. A signal nobody awaits, or for another step, changes nothing.
  package mutating func signalled(_ signal: HostSignal, step number: Int? = nil) -> Int? {
    if let number, number != self.number { return nil }
    switch phase {
    case .showing(let step, let after, var early):
      early.insert(signal)
      phase = .showing(step, after: after, early: early)
      return nil
    case .inFlight(let step, let after, var awaiting):
      guard awaiting.remove(signal) != nil else { return nil }
      guard awaiting.isEmpty else {
        phase = .inFlight(step, after: after, awaiting: awaiting)
        return nil
      }
      return complete(after: after)
    case .idle, .held:
      return nil
    }
  }

  /// Ends the step in flight whatever its signals (the host knows it is over: its screens were
  /// replaced, a refused presentation); returns its number, `nil` when none is in flight.
  package mutating func endStepInFlight() -> Int? {
    switch phase {
    case .showing(_, let after, _), .inFlight(_, let after, _): complete(after: after)
    case .idle, .held: nil
    }
  }

  private mutating func complete(after: consuming NavigationState) -> Int {
    confirmed = after
    phase = .idle
    waits.step = nil
    return number
  }

  // MARK: Holds

  /// Holds steps for `reason`; returns whether it was not held for it already.
  /// A hold for ``HoldReason/presentationLeaving`` is bounded (see
  /// ``presentationLeaves(signalled:)``); one for ``HoldReason/sceneInactive`` stops the
  /// watchdog (no wait counts while the scene is inactive).
  @discardableResult
  package mutating func hold(_ reason: HoldReason) -> Bool {
    if reason == .presentationLeaving, waits.presentations == nil {
      waits.presentations = BoundedWait(wait: .bounded(extended: false))
    }
    guard holds.insert(reason).inserted else { return false }
    if reason == .sceneInactive { disarmWatchdog() }
    return true
  }

  /// Ends the hold for `reason`; returns whether it held. The caller then tries
  /// ``startHeldStep()``.
  @discardableResult
  package mutating func release(_ reason: HoldReason) -> Bool {
    if reason == .presentationLeaving { waits.presentations = nil }
    return holds.remove(reason) != nil
  }

  /// A presentation leaves (an alert taken down): presentations wait until the host says it is
  /// gone (``release(_:)`` of ``HoldReason/presentationLeaving``), bounded as a step's wait: one
  /// timeout is slow, two are lost. `signalled: false`: the platform gives no sign of it
  /// (macOS), and the wait ends after the watchdog's step time. A presentation leaving while
  /// another does starts the wait again. Arm its timer with ``armWatchdog(_:)`` for
  /// ``Waiter/presentations``.
  package mutating func presentationLeaves(signalled: Bool) {
    holds.insert(.presentationLeaving)
    waits.presentations = BoundedWait(wait: signalled ? .bounded(extended: false) : .stepTime)
  }

  /// Keeps a resize the host reports while the scene is inactive (``HoldReason/sceneInactive``)
  /// instead of following it; returns whether it did. In the background the system lays the
  /// scene out at other sizes for the app switcher's snapshots
  /// (https://github.com/kiwix/kiwix-apple/pull/1141): a size-class flip there is no resize the
  /// user made, and following it would change the user's place (a collapsed sidebar's list
  /// shown again as the section) behind their back.
  package mutating func deferResize(_ gesture: UserGesture) -> Bool {
    guard case .resized(let width) = gesture, holds.contains(.sceneInactive) else { return false }
    deferredWidth = width
    return true
  }

  /// The resize to follow now that the scene is active again: the last width the window took
  /// while it was inactive, when it differs from what is shown; `nil` otherwise. Forgets it.
  package mutating func takeDeferredResize() -> UserGesture? {
    defer { deferredWidth = nil }
    guard let width = pendingWidth else { return nil }
    return .resized(width)
  }

  /// The window's width is `width` before the host showed anything: the navigator's first
  /// layout, not a gesture. A step held meanwhile was planned for another width and is planned
  /// again; returns whether nothing is shown yet (the caller lays the desired state out at
  /// `width`).
  package mutating func firstLayout(at width: WidthClass) -> Bool {
    guard shown == nil else { return false }
    if case .held = phase { phase = .idle }
    return true
  }

  /// The width ``takeDeferredResize()`` would follow, without forgetting it.
  package var pendingWidth: WidthClass? {
    guard let width = deferredWidth, let shown, shown.rootLayout.widthClass != width else { return nil }
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
    guard !holds.contains(.sceneInactive) else { return nil }
    switch waiter {
    case .step:
      switch phase {
      case .inFlight:
        guard let wait = waits.step?.wait, wait != .unbounded else { return nil }
      case .held where holds.contains(.userTransition):
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
  package mutating func disarmWatchdog() {
    waits.timers += 1
    waits.step?.timer = nil
    waits.presentations?.timer = nil
  }

  /// Whether timer `timer`, firing now, would end the wait for a user's transition that holds a
  /// step: the one case where the caller asks its host whether the transition still runs.
  package func waitsForUserTransition(timer: Int) -> Bool {
    guard waits.waiter(of: timer) == .step, case .held = phase else { return false }
    return holds.contains(.userTransition)
  }

  /// How a bounded wait answers its timer.
  private enum Expiry {
    /// One timeout: it waits once more, with this timer.
    case waitAgain(timer: Int)
    /// Two timeouts: what it waited for is lost, and the wait ended.
    case lost
    /// The step time passed: the wait ended, nothing lost.
    case passed
  }

  /// The one rule of every bounded wait: a first timeout is slow and waits once more, a second
  /// is lost (a wait whose waiter `goesOn`, as a user's transition the host says still runs,
  /// waits once more again); a step time ends the wait; an unbounded wait has no timeout.
  private mutating func expire(_ waiter: Waiter, goesOn: Bool = false) -> Expiry? {
    guard let wait = waits[waiter]?.wait else { return nil }
    switch wait {
    case .unbounded:
      return nil
    case .bounded(extended: true) where !goesOn:
      waits[waiter] = nil
      return .lost
    case .bounded:
      waits[waiter]?.wait = .bounded(extended: true)
      return .waitAgain(timer: waits.number(waiter))
    case .stepTime:
      waits[waiter] = nil
      return .passed
    }
  }

  /// The watchdog's timer `timer` fired. A user's transition that holds a step and still runs,
  /// as the host says (`userTransitionRuns`), is bounded only where the platform gives no end:
  /// it waits once more; one that does not run any more has lost its end, and the hold ends.
  package mutating func watchdogFired(timer: Int, userTransitionRuns: Bool = false) -> Timeout? {
    switch waits.waiter(of: timer) {
    case .presentations?:
      switch expire(.presentations) {
      case .waitAgain(let timer)?: return .waitAgain(timer: timer)
      case .lost?:
        release(.presentationLeaving)
        return .presentationLost
      case .passed?:
        release(.presentationLeaving)
        return .presentationLeft
      case nil: return nil
      }
    case .step?:
      switch phase {
      case .inFlight(let step, let after, let awaiting):
        switch expire(.step) {
        case .waitAgain(let timer)?: return .waitAgain(timer: timer)
        case .lost?: return .lost(step, number: complete(after: after), awaited: awaiting)
        case .passed?: return .stepTimePassed(number: complete(after: after))
        case nil: return nil
        }
      case .held(let step, _) where holds.contains(.userTransition):
        switch expire(.step, goesOn: userTransitionRuns) {
        case .waitAgain(let timer)?: return .waitAgain(timer: timer)
        case .lost?, .passed?:
          holds.remove(.userTransition)
          userTransitions = []
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
    case .idle:
      break
    case .held(let step, _):
      followed.dropped = step
      phase = .idle
    case .showing, .inFlight:
      followed.completedFirst = endStepInFlight()
    }
    confirmed = after
    planned = nil
    return followed
  }

  /// Forgets what was shown and what is under way, for a session whose host was let go: what
  /// that host still reports (a step's completion, a signal) changes nothing, and no timer of
  /// its waits fires.
  package mutating func reset() {
    confirmed = nil
    planned = nil
    deferredWidth = nil
    holds = []
    refusedReselection = nil
    userTransitions = []
    refusedTouch = nil
    disarmWatchdog()
    waits.presentations = nil
    phase = .idle
    waits.step = nil
  }

  // MARK: What the user may do

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

  /// Which gesture `attempt` is on what is shown, or why what is shown does not offer it: the
  /// one answer every host gives, before the gesture (where its platform asks) or after it
  /// (where the platform made it without asking, to take it back).
  ///
  /// An alert covers everything (`NavigationState.refusal(of:)`); a modal layer covers the tab
  /// bar and the sidebar; a sheet whose presentation disables the swipe, a full-screen cover
  /// and a custom presentation offer no swipe down. The flows' rules (the navigation lock, a
  /// flow that disabled its interactive dismissal) are the navigator's, asked next.
  package func gesture(for attempt: UserAttempt) -> Result<UserGesture, UserAttemptRefusal> {
    guard let shown else { return .failure(.nothingShown) }
    // An alert covers everything: no attempt reaches what is under it.
    if let alert = shown.alert { return .failure(.shown(.alertShown(alert.id))) }
    let gesture: UserGesture
    switch attempt {
    case .goBack(in: nil):
      guard let back = shown.backGesture else { return .failure(.nothingToGoBackTo) }
      gesture = back
    case .goBack(in: let location?):
      guard let screens = shown.stack(at: location), location == shown.topLocation else {
        return .failure(.notOnTop(location))
      }
      if screens.count > 1 {
        gesture = .popped(to: screens[screens.count - 2].id)
      } else if let back = shown.backGesture, back == .returnedToSidebar {
        gesture = back
      } else {
        return .failure(.nothingToGoBackTo)
      }
    case .popBack(to: let id):
      guard let position = shown.position(of: id), let screens = shown.stack(at: position.location),
        screens.last?.id != id
      else { return .failure(.nothingToGoBackTo) }
      guard position.location == shown.topLocation else { return .failure(.notOnTop(position.location)) }
      gesture = .popped(to: id)
    case .swipeDown(layer: nil):
      do { gesture = try shown.swipeDownOfTopLayer() } catch { return .failure(.shown(error)) }
    case .swipeDown(layer: let id?):
      guard let layer = shown.modals.first(where: { $0.id == id }) else { return .failure(.shown(.noLayer)) }
      if let refusal = shown.refusal(of: .dismissedLayer(id)) { return .failure(.shown(refusal)) }
      guard layer.offersSwipeDown else { return .failure(.shown(.swipeDownNotOffered(id))) }
      guard layer.allowsSwipeDown else { return .failure(.shown(.dismissDisabled(id))) }
      gesture = .dismissedLayer(id)
    case .tapTab(let id):
      do { gesture = try shown.tabTap(id) } catch { return .failure(.shown(error)) }
    case .returnToSidebar:
      guard shown.modals.isEmpty, shown.appearance == .collapsedSplitView(.section) else {
        return .failure(.nothingToGoBackTo)
      }
      gesture = .returnedToSidebar
    }
    if let refusal = shown.refusal(of: gesture) { return .failure(.shown(refusal)) }
    return .success(gesture)
  }
}

// MARK: The user's transitions, and touches asked about twice

extension HostSessionMachine {
  /// The user started a transition the host names `id` (a back swipe on a stack, a sheet dragged
  /// down): the platform takes no other transition until it ends, so steps are held
  /// (``HoldReason/userTransition``) until every one that began has ended. Returns whether the
  /// hold began with it.
  package mutating func userTransitionBegan(_ id: HostSignal) -> Bool {
    userTransitions.insert(id)
    return hold(.userTransition)
  }

  /// Whether the user's transition `id` runs: it began and has not ended.
  package func runsUserTransition(_ id: HostSignal) -> Bool { userTransitions.contains(id) }

  /// The user's transition `id` ended, completed or cancelled; returns whether the hold ended
  /// with it (no other one runs): the caller then tries ``startHeldStep()``.
  package mutating func userTransitionEnded(_ id: HostSignal) -> Bool {
    guard userTransitions.remove(id) != nil, userTransitions.isEmpty else { return false }
    return release(.userTransition)
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

// MARK: A screen leaving, an alert gone without a button

extension HostSessionMachine {
  /// Whether screen `id` starting to leave (UIKit's `viewWillDisappear(_:)`) begins the user's
  /// transition: it is the top screen shown, and no step runs that could take it away.
  package func leavingBeginsUserTransition(_ id: ScreenID) -> Bool {
    stepInFlight == nil && shown?.topScreen.id == id
  }

  /// The gesture that takes alert `id` away: ``UserGesture/dismissedAlert(_:)`` while it is
  /// shown, else `nil` (a tapped button's handler reported it, or a step took it down). An alert
  /// whose presentation ended, still shown a turn later (once a tapped button's handler has
  /// reported the tap), went without a button; one the platform never showed leaves this way.
  package func dismissal(ofAlert id: AlertID) -> UserGesture? {
    shown?.alert?.id == id ? .dismissedAlert(id) : nil
  }
}

// MARK: The tab list, and a width to lay out

extension HostSessionMachine {
  /// Whether the user may open the list of every tab (UIKit's "More" tab past five tabs, which
  /// selects nothing by itself): where what is shown offers a tap on its selected tab (no layer
  /// or alert covers the tab bar). A tab picked in the list is a tap the host reports.
  package var offersTabList: Bool {
    guard let selected = shown?.selectedTab else { return false }
    return (try? gesture(for: .tapTab(selected)).get()) != nil
  }
}

/// The signal of a step that ends after the watchdog's step time.
private struct StepTimeSignal: Hashable, Sendable {}

import CoordinatorsCore

/// Brings what a host shows to the desired state, one step at a time.
///
/// A state machine without effects: its methods say which step to perform, and the caller (the
/// navigator) hands it to the host and reports back. It plans again from what is shown after
/// every completed step, so changes that arrive while a step is in flight are folded into the
/// next plan: nothing is lost, nothing is performed twice, and at most one step is in flight.
///
/// Each step gets a number, so that a completion reported twice, or by a host that was
/// replaced, is ignored.
struct Reconciler {
  /// What the host shows, as far as it has reported; `nil` before its first step.
  private(set) var rendered: NavigationState?
  /// The step the host is performing.
  private(set) var inFlight: HostStep?
  /// The number of the step in flight; every step gets the next number.
  private(set) var inFlightNumber = 0
  /// Whether the host was started over while the step in flight was performed: its result
  /// says nothing about what is shown, so the next plan starts from nothing.
  private var startsOver = false
  /// What is shown once the step in flight completes, when that step was the whole plan: the
  /// planner's steps from what is shown lead exactly to the desired state, so the host's state
  /// is that state itself, and is not rebuilt by replaying the step. `nil` when the step is one
  /// of several, or when a gesture changed what is shown during the step.
  private var desiredAfterStep: NavigationState?

  /// Whether the host shows `desired` and performs nothing.
  func isIdle(showing desired: NavigationState) -> Bool {
    inFlight == nil && rendered == desired
  }

  /// The next step toward `desired`, now in flight under ``inFlightNumber``; `nil` when a step
  /// is in flight or nothing is left to do. A stack step carries the transition `transitions`
  /// choose for it.
  mutating func nextStep(
    toward desired: NavigationState,
    capabilities: HostCapabilities,
    transitions: TransitionRules = TransitionRules()
  ) -> HostStep? {
    guard inFlight == nil else { return nil }
    let step: HostStep
    // A change of the top-most stack alone (a push, a pop) is the one step the planner would
    // plan, found without it.
    if let rendered, let only = NavigationPlanner.topStackStep(from: rendered, to: desired, transitions: transitions) {
      step = only
      desiredAfterStep = desired
    } else {
      guard rendered != desired else { return nil }
      let plan = NavigationPlanner.steps(
        from: rendered, to: desired, capabilities: capabilities, transitions: transitions)
      guard let first = plan.first else { return nil }
      step = first
      desiredAfterStep = plan.count == 1 ? desired : nil
    }
    inFlight = step
    inFlightNumber += 1
    return step
  }

  /// Whether a step could bring the host closer to `desired`: none is in flight, and the host
  /// does not show `desired`.
  func needsStep(toward desired: NavigationState) -> Bool {
    inFlight == nil && rendered != desired
  }

  /// Whether step `number` is the one in flight.
  func isInFlight(_ number: Int) -> Bool {
    // A pattern without a binding: the step is not copied to be looked at.
    guard number == inFlightNumber, case .some = inFlight else { return false }
    return true
  }

  /// The host completed step `number`; what it shows now includes it.
  ///
  /// A completion for a step that is not in flight is ignored. A step that no longer fits what
  /// is shown (a gesture during it changed what it acts on) is dropped: the next plan starts
  /// from what the host reported, so the desired state still wins.
  mutating func stepDidComplete(number: Int) {
    guard isInFlight(number) else { return }
    let desiredAfterStep = self.desiredAfterStep
    self.desiredAfterStep = nil
    if startsOver {
      startsOver = false
    } else if let desiredAfterStep {
      rendered = desiredAfterStep
    } else if let step = inFlight, let shown = try? NavigationState.rendering(step, onto: rendered) {
      rendered = shown
    }
    inFlight = nil
  }

  /// The host reports the user's `gesture`: what is shown changes with it. Returns what was
  /// shown before the gesture, or `nil` when the gesture fits nothing shown (a stale or
  /// repeated report), which changes nothing.
  ///
  /// A gesture during a step acts on what was shown before the step, as it did on the host,
  /// which reports the step's completion only afterwards.
  mutating func userDid(_ gesture: UserGesture) -> NavigationState? {
    guard let before = rendered, let after = before.applyingUserGesture(gesture) else { return nil }
    rendered = after
    desiredAfterStep = nil
    return before
  }

  /// Forgets what was shown, for a host that shows nothing yet.
  ///
  /// A new host forgets the step in flight too: its completion, reported by the host that was
  /// let go, is ignored. The same host, attached again, is still performing that step, so
  /// `keepingStepInFlight` keeps it: no step starts before it completes, and what it shows is
  /// planned again from nothing afterwards.
  mutating func reset(keepingStepInFlight: Bool = false) {
    rendered = nil
    desiredAfterStep = nil
    if keepingStepInFlight, inFlight != nil {
      startsOver = true
    } else {
      inFlight = nil
      startsOver = false
    }
  }
}

import CoordinatorsCore

/// Brings what a host shows to the desired state, one step at a time.
///
/// A state machine without effects: its methods say which step to perform, and the caller (the
/// navigator) hands it to the host and reports back. It plans again from what is shown after
/// every completed step, so changes that arrive while a step is in flight are folded into the
/// next plan: nothing is lost, nothing is performed twice, and at most one step is in flight.
///
/// A step goes through three phases: planned (``nextStep(toward:capabilities:)``), started
/// (``startStep(number:)``, the host is performing it) and completed
/// (``stepDidComplete(number:)``). Each planned step has a number, so reports about a step
/// that is no longer in flight are ignored.
struct Reconciler {
  /// What the host shows, as far as it has confirmed; `nil` before its first step.
  private(set) var rendered: NavigationState?
  /// The step planned or being performed, not yet recorded as shown.
  private(set) var inFlight: HostStep?
  /// The number of the step in flight; every planned step gets the next number.
  private(set) var inFlightNumber = 0
  /// Whether the host is performing a step (it may already be recorded as shown, when a
  /// gesture on its result arrived first); no step starts until the host returns.
  private(set) var hostIsPerforming = false
  /// Counts the user's changes of what is shown.
  private var userChanges = 0
  /// ``userChanges`` when the step in flight was planned: a step planned before a gesture is
  /// planned again instead of being handed to the host.
  private var userChangesWhenPlanned = 0

  /// Whether the host shows `desired` and performs nothing.
  func isIdle(showing desired: NavigationState) -> Bool {
    inFlight == nil && !hostIsPerforming && rendered == desired
  }

  /// The next step toward `desired`, now planned under ``inFlightNumber``; `nil` when a step is
  /// in flight, the host is busy, or nothing is left to do.
  mutating func nextStep(toward desired: NavigationState, capabilities: HostCapabilities) -> HostStep? {
    guard inFlight == nil, !hostIsPerforming, rendered != desired else { return nil }
    guard let step = NavigationPlanner.steps(from: rendered, to: desired, capabilities: capabilities).first else {
      return nil
    }
    inFlight = step
    inFlightNumber += 1
    userChangesWhenPlanned = userChanges
    return step
  }

  /// Whether the planned step `number` may be handed to the host now; if so the host is busy
  /// until ``stepDidComplete(number:)``.
  ///
  /// A step the user changed what is shown since it was planned is dropped instead (the next
  /// ``nextStep(toward:capabilities:)`` plans afresh), so the host never gets a step made for a
  /// screen it no longer shows.
  mutating func startStep(number: Int) -> Bool {
    guard inFlight != nil, number == inFlightNumber, !hostIsPerforming else { return false }
    guard userChanges == userChangesWhenPlanned else {
      inFlight = nil
      return false
    }
    hostIsPerforming = true
    return true
  }

  /// The host returned from step `number`; what it shows now includes it.
  ///
  /// A step already recorded as shown (for a gesture) is not applied again. A step that no
  /// longer fits what is shown (a gesture changed it meanwhile) is dropped: the next plan starts
  /// from what the host reported, so the desired state still wins.
  mutating func stepDidComplete(number: Int) {
    guard number == inFlightNumber else { return }
    hostIsPerforming = false
    guard let step = inFlight else { return }
    inFlight = nil
    if let shown = try? NavigationState.rendering(step, onto: rendered) { rendered = shown }
  }

  /// The host reports the user's `gesture`: what is shown changes with it. Returns what was
  /// shown before the gesture, or `nil` when the gesture fits nothing shown (a stale or
  /// repeated report), which changes nothing.
  ///
  /// A host can finish a step and report a gesture on its result before its completion reaches
  /// the navigator. So when only the state after the step being performed fits the gesture,
  /// that step is recorded as shown first. A step only planned, not started, never is.
  mutating func userDid(_ gesture: UserGesture) -> NavigationState? {
    guard var before = rendered else { return nil }
    var after = before.applyingUserGesture(gesture)
    if after == nil, hostIsPerforming, let step = inFlight,
      let ahead = try? NavigationState.rendering(step, onto: before), let next = ahead.applyingUserGesture(gesture)
    {
      inFlight = nil
      (before, after) = (ahead, next)
    }
    guard let after else { return nil }
    rendered = after
    userChanges += 1
    return before
  }

  /// Forgets what was shown, for a new host that shows nothing yet.
  mutating func reset() {
    rendered = nil
    inFlight = nil
    hostIsPerforming = false
  }
}

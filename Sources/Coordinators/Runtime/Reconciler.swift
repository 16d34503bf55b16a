import CoordinatorsCore

/// Brings what a host shows to the desired state, one step at a time.
///
/// A state machine without effects: its methods say which step to perform, and the caller (the
/// navigator) performs it and reports back. It plans again from what is shown after every
/// completed step, so changes that arrive while a step is in flight are folded into the next
/// plan: nothing is lost, nothing is performed twice, and at most one step is in flight.
struct Reconciler {
  /// What the host shows, as far as it has confirmed; `nil` before its first step.
  private(set) var rendered: NavigationState?
  /// The step the host is performing.
  private(set) var inFlight: HostStep?
  /// The number of the step in flight; every planned step gets the next number.
  private(set) var inFlightNumber = 0
  /// Counts the user's changes of what is shown, so that a step planned before one of them
  /// is planned again instead of being handed to the host.
  private(set) var userChanges = 0

  /// Whether the host shows `desired` and performs nothing.
  func isIdle(showing desired: NavigationState) -> Bool {
    inFlight == nil && rendered == desired
  }

  /// The next step toward `desired`, now in flight under ``inFlightNumber``; `nil` when a step
  /// is already in flight or nothing is left to do.
  mutating func nextStep(toward desired: NavigationState, capabilities: HostCapabilities) -> HostStep? {
    guard inFlight == nil, rendered != desired else { return nil }
    guard let step = NavigationPlanner.steps(from: rendered, to: desired, capabilities: capabilities).first else {
      return nil
    }
    inFlight = step
    inFlightNumber += 1
    return step
  }

  /// The host completed step `number`; what it shows now includes it.
  ///
  /// A completion for a step that is no longer in flight (recorded early for a gesture, or
  /// abandoned) is ignored. A step that no longer fits what is shown (a gesture changed it
  /// meanwhile) is dropped: the next plan starts from what the host reported, so the desired
  /// state still wins.
  mutating func stepDidComplete(number: Int) {
    guard let step = inFlight, number == inFlightNumber else { return }
    inFlight = nil
    if let shown = try? NavigationState.rendering(step, onto: rendered) { rendered = shown }
  }

  /// Gives up the step in flight before the host started it (what is shown changed since it
  /// was planned); the next ``nextStep(toward:capabilities:)`` plans afresh.
  mutating func abandonStepInFlight() {
    inFlight = nil
  }

  /// What the host shows, for a gesture that `fits` it, or `nil` when the gesture fits nothing
  /// shown (a stale or repeated report).
  ///
  /// A host can finish a step and report a gesture on its result before its completion reaches
  /// the navigator. So when only the state after the step in flight fits the gesture, that
  /// step is recorded as complete first.
  mutating func shownState(fitting fits: (NavigationState) -> Bool) -> NavigationState? {
    guard let rendered else { return nil }
    if fits(rendered) { return rendered }
    guard let step = inFlight, let ahead = try? NavigationState.rendering(step, onto: rendered), fits(ahead) else {
      return nil
    }
    self.rendered = ahead
    inFlight = nil
    return ahead
  }

  /// The user changed what is shown; `edit` applies the same change to the rendered state.
  ///
  /// - Returns: whether the edit applied (a stale report does not).
  @discardableResult
  mutating func userDidChangeRendered(_ edit: (inout NavigationState) throws(NavigationError) -> Void) -> Bool {
    guard var shown = rendered else { return false }
    do {
      try edit(&shown)
    } catch {
      return false
    }
    rendered = shown
    userChanges += 1
    return true
  }

  /// Forgets what was shown, for a new host that shows nothing yet.
  mutating func reset() {
    rendered = nil
    inFlight = nil
  }
}

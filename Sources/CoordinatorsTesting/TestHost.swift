import Coordinators
import Testing

/// A host for tests: it performs steps without a UI, records them, and plays the user.
///
/// By default every step completes at once, as soon as it is shown, so the navigator's state is
/// shown as soon as a command returns. In ``Completion/manual`` mode a
/// step stays in flight, like an animation, until the test calls ``completeStep()``, so tests
/// can send commands and gestures mid-transition.
///
/// ```swift
/// let host = TestHost()
/// navigator.attach(host)
/// navigator.push(TestRoute("detail"))
/// await navigator.waitUntilIdle()
/// host.swipeBack()
/// ```
///
/// It keeps no copy of what it shows: ``shown`` and ``stepInFlight`` are its session's, and
/// every gesture it plays is asked of the session first, as a device's host asks.
@MainActor
public final class TestHost: NavigationHost, @MainActor CustomStringConvertible {
  /// When a step completes.
  public enum Completion: Sendable {
    /// As soon as it is performed.
    case immediate
    /// When the test calls ``TestHost/completeStep()``.
    case manual
  }

  /// When steps complete; can change during a test.
  public var completion: Completion
  /// What the host can do in one step.
  public let capabilities: HostCapabilities
  /// Every step performed, in order.
  public private(set) var steps: [HostStep] = []
  /// The session that drives this host: what it shows and performs.
  public private(set) weak var session: HostSession?
  /// What the host shows, after the steps it showed and the gestures it played (the session's).
  public var shown: NavigationState? { session?.shown }
  /// The step that waits for ``completeStep()``, or `nil`.
  public var stepInFlight: HostStep? {
    guard let session, !session.awaitedSignals.isEmpty else { return nil }
    return session.stepInFlight
  }
  /// Whether an interactive back swipe is under way (steps wait for it to end).
  public var isSwipingBack: Bool { session?.isHeld(by: .userTransition) ?? false }
  /// The navigator driving this host.
  public var navigator: Navigator? { session?.navigator }

  private var stepWaiters: [Int: CheckedContinuation<HostStep?, Never>] = [:]
  private var nextWaiterKey = 0
  private let sourceLocation: SourceLocation

  /// A host whose steps complete as `completion` says.
  ///
  /// Issues it records point at the line that made it. It takes the location as plain
  /// literals, so code that does not import Testing (a script, an example) can make one too.
  public init(
    completion: Completion = .immediate,
    capabilities: HostCapabilities = .all,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    self.completion = completion
    self.capabilities = capabilities
    self.sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// How the host describes itself in a navigator's `pendingWork`: whether its steps complete
  /// by hand.
  public var description: String {
    if isSwipingBack { return "a test host holding its step for a back swipe (finish or cancel it)" }
    switch completion {
    case .immediate: return "a test host"
    case .manual: return "a test host that completes steps by hand (completeStep() or completeAllSteps())"
    }
  }

  /// A watchdog that never fires: a test completes its steps and ends its swipes by hand, and a
  /// test that forgets fails on its time limit rather than on a clock.
  public var watchdog: HostWatchdog { HostWatchdog(schedule: { _, _ in }) }

  /// Keeps the session to report gestures to.
  public func didAttach(to session: HostSession) {
    self.session = session
  }

  /// Records the step; it completes at once unless completion is manual, in which case it
  /// waits for ``completeStep()``.
  public func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    steps.append(step)
    if !stepWaiters.isEmpty {
      let waiters = stepWaiters.values
      stepWaiters.removeAll()
      for waiter in waiters { waiter.resume(returning: step) }
    }
    return completion == .immediate ? .now : .signal(Signal.completed)
  }

  /// What ends a step in manual mode: the test's call.
  private enum Signal: Hashable, Sendable {
    case completed
  }

  /// Completes the step in flight (in manual mode): the host shows its result and tells the
  /// navigator, which may hand it the next step at once.
  ///
  /// Records a test issue when no step is in flight.
  public func completeStep() {
    guard let session, stepInFlight != nil else {
      recordIssue("completeStep() called with no step waiting", at: sourceLocation)
      return
    }
    session.signal(Signal.completed)
  }

  /// Completes the step in flight, then each step the navigator hands over next, until none is
  /// in flight; returns the steps it completed.
  ///
  /// Steps that start later, when a link or a flow waiting for the user goes on, are not
  /// completed; call it again then.
  @discardableResult
  public func completeAllSteps() -> [HostStep] {
    var completed: [HostStep] = []
    while let session, let step = stepInFlight {
      completed.append(step)
      session.signal(Signal.completed)
    }
    return completed
  }

  /// Waits for the next step to start, completes it, and returns it.
  ///
  /// - Throws: `CancellationError` when the test is cancelled (for example by its time limit)
  ///   before a step starts.
  @discardableResult
  public func completeNextStep() async throws -> HostStep {
    let step = try await waitForStep()
    completeStep()
    return step
  }

  /// Returns the step in flight, waiting for one to start if none is.
  ///
  /// - Throws: `CancellationError` when the test is cancelled before a step starts.
  public func waitForStep() async throws -> HostStep {
    if let stepInFlight { return stepInFlight }
    let key = nextWaiterKey
    nextWaiterKey += 1
    let step = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<HostStep?, Never>) in
        if Task.isCancelled { return continuation.resume(returning: nil) }
        stepWaiters[key] = continuation
      }
    } onCancel: {
      Task { @MainActor in self.stepWaiters.removeValue(forKey: key)?.resume(returning: nil) }
    }
    guard let step else { throw CancellationError() }
    return step
  }

  // MARK: Playing the user

  /// A completed back swipe on the top-most stack; at the first screen of a section of a
  /// collapsed split view, it goes back to the sidebar. Asked first (`HostSession.ask(_:)`), as a
  /// device asks before the swipe begins: refused while an alert shows, and when a flow refuses
  /// it (the attempt is reported).
  ///
  /// - Returns: whether there was a screen, or a sidebar, to go back to, and going back was allowed.
  @discardableResult
  public func swipeBack() -> Bool {
    playIfAllowed(.goBack())
  }

  /// The window's width class changes (a rotation, Split View or Slide Over, a resized window):
  /// a split view collapses or expands, an adaptive layout switches between tabs and a sidebar.
  ///
  /// - Returns: whether the width class changed.
  @discardableResult
  public func resize(to width: WidthClass) -> Bool {
    play(.resized(width))
  }

  /// Goes back to the screen `id` in its stack, as a long press on the back button does: the
  /// platform pops without asking, so the host takes back what the session refuses
  /// (`HostSession.userMade(_:)`: an alert covers the back button; the pop would take away a flow
  /// that disabled its interactive dismissal, which hears of the attempt).
  ///
  /// - Returns: whether the screen was shown with screens above it, and the pop allowed.
  @discardableResult
  public func popBack(to id: ScreenID) -> Bool {
    guard let session, case .success(let gesture) = session.ask(.popBack(to: id)) else { return false }
    return play(gesture)
  }

  /// Starts an interactive back swipe; steps wait until it finishes or is cancelled.
  public func beginBackSwipe() {
    session?.hold(.userTransition)
  }

  /// The user let go before the threshold: nothing is reported, nothing changes.
  public func cancelBackSwipe() {
    session?.release(.userTransition)
  }

  /// The user completed the swipe: the back navigation is reported.
  @discardableResult
  public func finishBackSwipe() -> Bool {
    // The gesture is followed before the held step is let go: that step was planned before it.
    let popped = swipeBack()
    session?.release(.userTransition)
    return popped
  }

  /// Swipes the top-most modal layer down, as a device allows it: only a sheet whose
  /// presentation does not disable the swipe, and whose screens' flows allow it (a refused
  /// swipe is reported as an attempt). A full-screen cover or a custom presentation offers no
  /// swipe down on a device (`ModalLayer.offersSwipeDown`): it is refused, and the test dismisses
  /// it with a command, as the app's button would.
  ///
  /// - Returns: whether a layer was dismissed.
  @discardableResult
  public func swipeDown() -> Bool {
    playIfAllowed(.swipeDown())
  }

  /// Taps a tab in the tab bar, or a section in a split view's sidebar (the selected one too).
  ///
  /// In a collapsed split view showing its sidebar, a tap on a section shows its stack, the
  /// selected section's too; in an expanded one, a tap on the selected section changes nothing.
  ///
  /// A tap on another tab selects it. A tap on the selected tab is reported to the navigator as
  /// a reselection, which pops the tab to its root when `Navigator.popsToRootOnTabReselect` is
  /// on and the tab shows more than its first screen. Asked first (`HostSession.ask(_:)`), as
  /// UIKit's `tabBarController(_:shouldSelect:)` asks: while a modal layer or an alert covers
  /// the tab bar the tap does nothing; a tap a flow refuses (another tab under the navigation
  /// lock, a pop that takes away a flow that disabled its interactive dismissal) is reported as
  /// an attempt.
  ///
  /// - Returns: whether the tap changed the navigation: `true` when it selected another tab or
  ///   popped the selected one to its root; `false` when it changed nothing.
  @discardableResult
  public func tapTab(_ id: TabID) -> Bool {
    guard let session, let navigator, case .success(let gesture) = session.ask(.tapTab(id)) else { return false }
    guard case .reselectedTab = gesture else { return play(gesture) }
    // A reselection changes nothing on screen by itself: whether it pops is the navigator's
    // decision, so its state says whether the tap changed anything.
    let before = navigator.state
    session.userDid(gesture)
    return navigator.state != before
  }

  /// The user's `gesture`, decided elsewhere (a replayed event log, a host model's decision):
  /// the session follows it (`HostSession.userDid(_:)`).
  ///
  /// - Returns: whether the gesture fits what the host shows; one that does not is not reported.
  @discardableResult
  public func play(_ gesture: UserGesture) -> Bool {
    guard let session, let shown = session.shown, shown.applyingUserGesture(gesture) != nil else { return false }
    session.userDid(gesture)
    return true
  }

  /// Plays what `attempt` is when the session allows it.
  private func playIfAllowed(_ attempt: UserAttempt) -> Bool {
    guard let session, case .success(let gesture) = session.ask(attempt) else { return false }
    return play(gesture)
  }
}

@_spi(Hosts) import Coordinators
import Testing

/// A host for tests: it performs steps without a UI, records them, and plays the user.
///
/// By default every step is over as soon as it is shown, so the navigator's state is shown as
/// soon as a command returns. In ``Completion/manual`` mode a step stays in flight, like an
/// animation, until the test calls ``completeStep()``, so tests can send commands and gestures
/// mid-transition.
///
/// ```swift
/// let host = TestHost()
/// navigator.attach(host)
/// navigator.push(TestRoute("detail"))
/// await navigator.waitUntilIdle()
/// host.swipeBack()
/// ```
///
/// It keeps no copy of what it shows: what it shows (``shown``) is its session's, and
/// every gesture it plays is asked of the session first, as a device's host asks.
@MainActor
public final class TestHost: @MainActor CustomStringConvertible {
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
  @_spi(Hosts) public let capabilities: HostCapabilities
  /// Every step performed, in order.
  @_spi(Hosts) public private(set) var steps: [HostStep] = []
  /// The session that drives this host: what it shows and performs.
  @_spi(Hosts) public private(set) weak var session: HostSession?
  /// What the host shows, after the steps it showed and the gestures it played (the session's).
  public var shown: NavigationState? { session?.shown }
  /// The step that waits for ``completeStep()``, or `nil`.
  package var stepInFlight: HostStep? {
    guard let session, !session.awaitedSignals.isEmpty else { return nil }
    return session.stepInFlight
  }
  /// Whether an interactive back swipe is under way (steps wait for it to end).
  package var isSwipingBack: Bool { session?.isHeld(by: .userTransition) ?? false }
  /// The navigator driving this host.
  package var navigator: Navigator? { session?.navigator }

  private var stepWaiters: [Int: CheckedContinuation<HostStep?, Never>] = [:]
  private var nextWaiterKey = 0
  private let sourceLocation: SourceLocation

  /// A host whose steps complete as `completion` says; the issues it records point at the line
  /// that made it (plain literals, so code that does not import Testing can make one too).
  public convenience init(
    completion: Completion = .immediate,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    self.init(
      completion: completion, capabilities: .all, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A host whose steps complete as `completion` says, and that can do in one step what
  /// `capabilities` says.
  @_spi(Hosts) public init(
    completion: Completion = .immediate,
    capabilities: HostCapabilities,
    fileID: String = #fileID,
    filePath: String = #filePath,
    line: Int = #line,
    column: Int = #column
  ) {
    self.completion = completion
    self.capabilities = capabilities
    self.sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// How the host describes itself in a navigator's `pendingWork`.
  public var description: String {
    if isSwipingBack { return "a test host holding its step for a back swipe (finish or cancel it)" }
    if completion == .immediate { return "a test host" }
    return "a test host that completes steps by hand (completeStep() or completeAllSteps())"
  }

  /// A watchdog that never fires: a test completes its steps and ends its swipes by hand, and a
  /// test that forgets fails on its time limit rather than on a clock.
  @_spi(Hosts) public var watchdog: HostWatchdog { HostWatchdog(schedule: { _, _ in }) }

  /// Keeps the session to report gestures to.
  @_spi(Hosts) public func didAttach(to session: HostSession) {
    self.session = session
  }

  /// Records the step: over at once, or, in manual mode, at ``completeStep()``.
  @_spi(Hosts) public func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    steps.append(step)
    let waiters = stepWaiters.values
    stepWaiters.removeAll()
    for waiter in waiters { waiter.resume(returning: step) }
    return completion == .immediate ? .now : .signal(Signal.completed)
  }

  /// What ends a step in manual mode: the test's call.
  private enum Signal: Hashable, Sendable { case completed }

  /// Completes the step in flight (in manual mode); the next step may start at once. Records a
  /// test issue when no step is in flight.
  public func completeStep() {
    guard let session, stepInFlight != nil else {
      recordIssue("completeStep() called with no step waiting", at: sourceLocation)
      return
    }
    session.signal(Signal.completed)
  }

  /// Completes the step in flight, then each step that follows, until none is in flight; returns
  /// them. Steps that start later (a link or a flow waiting for the user goes on) are not
  /// completed; call it again then.
  @discardableResult
  @_spi(Hosts) public func completeAllSteps() -> [HostStep] {
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
  package func completeNextStep() async throws -> HostStep {
    let step = try await waitForStep()
    completeStep()
    return step
  }

  /// Returns the step in flight, waiting for one to start if none is.
  ///
  /// - Throws: `CancellationError` when the test is cancelled before a step starts.
  @_spi(Hosts) public func waitForStep() async throws -> HostStep {
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

  // Every gesture is asked of the session first (`HostSession.ask(_:)`), as a device's host
  // asks: it is refused under an alert, where what is shown does not offer it, and where a flow
  // refuses it (the flow hears of the attempt). Each returns whether the gesture happened.

  /// A completed back swipe on the top-most stack; at the first screen of a collapsed split
  /// view's section, a return to the sidebar.
  @discardableResult
  public func swipeBack() -> Bool { playIfAllowed(.goBack()) }

  /// Goes back to the screen `id` in its stack, as a long press on the back button does.
  @discardableResult
  public func popBack(to id: ScreenID) -> Bool { playIfAllowed(.popBack(to: id)) }

  /// Swipes the top-most layer down: only a sheet whose presentation allows it. A full-screen
  /// cover or a custom presentation offers no swipe down; the test dismisses it with a command,
  /// as the app's button would.
  @discardableResult
  public func swipeDown() -> Bool { playIfAllowed(.swipeDown()) }

  /// Starts an interactive back swipe; steps wait, unshown, until it finishes or is cancelled.
  public func beginBackSwipe() { session?.userTransitionBegan(Transition.backSwipe) }

  /// The user let go before the threshold: nothing is reported, nothing changes.
  public func cancelBackSwipe() { session?.userTransitionEnded(Transition.backSwipe) }

  /// The user completed the swipe: the back navigation is reported, then the held steps go on.
  @discardableResult
  public func finishBackSwipe() -> Bool {
    guard let session else { return false }
    return session.handlingCallback {
      defer { session.userTransitionEnded(Transition.backSwipe) }
      return swipeBack()
    }
  }

  /// The user's transition the host plays.
  private enum Transition: Hashable, Sendable { case backSwipe }

  /// The window's width class changes: a split view collapses or expands, an adaptive layout
  /// switches between tabs and a sidebar. Returns whether the width class changed.
  @discardableResult
  public func resize(to width: WidthClass) -> Bool { play(.resized(width)) }

  /// Taps a tab in the tab bar, or a section in a split view's sidebar (the selected one too).
  ///
  /// A tap on another tab selects it; a tap on the selected tab is a reselection, which pops it
  /// to its root when `Navigator.popsToRootOnTabReselect` is on. In a collapsed split view
  /// showing its sidebar, a tap on a section shows its stack.
  ///
  /// - Returns: whether the tap changed the navigation.
  @discardableResult
  public func tapTab(_ id: TabID) -> Bool {
    guard let session, let navigator, case .success(let gesture) = session.ask(.tapTab(id)) else { return false }
    guard case .reselectedTab = gesture else { return play(gesture) }
    // Whether a reselection pops is the navigator's decision: its state says.
    let before = navigator.state
    session.userDid(gesture)
    return navigator.state != before
  }

  /// The user's `gesture`, decided elsewhere (a replayed event log): the session follows it.
  /// Returns whether it fits what the host shows; one that does not is not reported.
  @discardableResult
  public func play(_ gesture: UserGesture) -> Bool {
    guard let session, session.shown?.applyingUserGesture(gesture) != nil else { return false }
    session.userDid(gesture)
    return true
  }

  private func playIfAllowed(_ attempt: UserAttempt) -> Bool {
    guard let session, case .success(let gesture) = session.ask(attempt) else { return false }
    return play(gesture)
  }
}

@_spi(Hosts) extension TestHost: NavigationHost {}

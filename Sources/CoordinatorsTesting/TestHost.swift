import Coordinators
import Testing

/// A host for tests: it performs steps without a UI, records them, and plays the user.
///
/// By default every step completes at once, before ``perform(_:completion:)`` returns, so the
/// navigator's state is shown as soon as a command returns. In ``Completion/manual`` mode a
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
/// The host checks the navigator's contract as it goes: a step that starts while another is
/// in flight, or that does not fit what the host shows, records a test issue.
@MainActor
public final class TestHost: NavigationHost, @MainActor CustomStringConvertible {
  /// When a step completes.
  public enum Completion: Sendable {
    /// As soon as it is performed.
    case immediate
    /// When the test calls ``TestHost/completeStep()``.
    case manual
  }

  // The stored properties marked `@exclusivity(unchecked)` are read or written for every step, and
  // the run-time check that two accesses to one of them never overlap cost a tenth of a command.
  // They cannot overlap: the host runs on the main actor, and every access ends before anything
  // is called that could reach the host again (the completion is taken out before it is called;
  // the navigator hears of a gesture after `shown` is set; `render` is a pure function).

  /// When steps complete; can change during a test.
  @exclusivity(unchecked) public var completion: Completion
  /// What the host can do in one step.
  public let capabilities: HostCapabilities
  /// Every step performed, in order.
  @exclusivity(unchecked) public private(set) var steps: [HostStep] = []
  /// What the host shows, after the steps it completed and the gestures it played.
  @exclusivity(unchecked) public private(set) var shown: NavigationState?
  /// The step being performed, or `nil`.
  @exclusivity(unchecked) public private(set) var stepInFlight: HostStep?
  /// How many times a step started while another was in flight (the navigator must keep it 0).
  public private(set) var overlappingSteps = 0
  /// Whether an interactive back swipe is under way (steps wait for it to end).
  @exclusivity(unchecked) public private(set) var isSwipingBack = false
  /// The navigator driving this host.
  public private(set) weak var navigator: Navigator?

  @exclusivity(unchecked) private var pendingCompletion: (@MainActor @Sendable () -> Void)?
  @exclusivity(unchecked) private var stepWaiters: [Int: CheckedContinuation<HostStep?, Never>] = [:]
  private var nextWaiterKey = 0
  /// Whether a gesture changed what is shown while the step in flight was performed, so that
  /// the step may no longer fit (as the navigator, the host then drops it).
  @exclusivity(unchecked) private var changedByGestureInFlight = false
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

  /// Keeps the navigator to report gestures to, and starts over from nothing.
  public func didAttach(to navigator: Navigator) {
    self.navigator = navigator
    shown = nil
    // A step in flight goes on, but says nothing about what is shown once started over.
    if stepInFlight != nil { changedByGestureInFlight = true }
  }

  /// Records the step; completes it at once unless completion is manual or a swipe is under
  /// way, in which case it waits for ``completeStep()``.
  public func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    if let previous = stepInFlight {
      overlappingSteps += 1
      recordIssue("step \(step) started while \(previous) was in flight", at: sourceLocation)
    }
    stepInFlight = step
    pendingCompletion = completion
    steps.append(step)
    if !stepWaiters.isEmpty {
      let waiters = stepWaiters.values
      stepWaiters.removeAll()
      for waiter in waiters { waiter.resume(returning: step) }
    }
    if self.completion == .immediate && !isSwipingBack { finishStepInFlight() }
  }

  /// Completes the step in flight (in manual mode, or held by a swipe): the host shows its
  /// result and tells the navigator, which may hand it the next step at once.
  ///
  /// Records a test issue when no step is in flight.
  public func completeStep() {
    guard stepInFlight != nil else {
      recordIssue("completeStep() called with no step waiting", at: sourceLocation)
      return
    }
    finishStepInFlight()
  }

  private func finishStepInFlight() {
    guard let step = stepInFlight.take() else { return }
    do {
      // In place: the host holds the only reference to what it shows, so nothing is copied.
      try NavigationState.render(step, onto: &shown)
    } catch {
      // A gesture changed what is shown while the step was in flight: the navigator drops
      // the step too and plans again from what it was told.
      if !changedByGestureInFlight {
        recordIssue("step \(step) does not fit what the host shows: \(error)", at: sourceLocation)
      }
    }
    changedByGestureInFlight = false
    pendingCompletion.take()?()
  }

  /// Completes the step in flight, then each step the navigator hands over next, until none is
  /// in flight; returns the steps it completed.
  ///
  /// Steps that start later, when a link or a flow waiting for the user goes on, are not
  /// completed; call it again then.
  @discardableResult
  public func completeAllSteps() -> [HostStep] {
    var completed: [HostStep] = []
    while let step = stepInFlight {
      completed.append(step)
      finishStepInFlight()
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
  /// collapsed split view, it goes back to the sidebar (`NavigationState.backGesture`). Refused
  /// while an alert shows (it covers the screen, as on a device), and when
  /// `Navigator.allowsUser(_:)` refuses it: the attempt is reported instead.
  ///
  /// - Returns: whether there was a screen, or a sidebar, to go back to, and going back was allowed.
  @discardableResult
  public func swipeBack() -> Bool {
    guard let gesture = shown?.backGesture else { return false }
    return playIfAllowed(gesture)
  }

  /// The window's width class changes (a rotation, Split View or Slide Over, a resized window):
  /// a split view collapses or expands, an adaptive layout switches between tabs and a sidebar.
  ///
  /// - Returns: whether the width class changed.
  @discardableResult
  public func resize(to width: WidthClass) -> Bool {
    play(.resized(width))
  }

  /// Goes back to the screen `id` in its stack, as a long press on the back button does.
  ///
  /// Refused while an alert shows (`NavigationState.refusal(of:)`: it covers the back button),
  /// and when `Navigator.allowsUser(_:)` refuses it (the pop would take away a flow that
  /// disabled its interactive dismissal): the attempt is reported with
  /// `Navigator.userAttempted(_:)` instead.
  ///
  /// - Returns: whether the screen was shown with screens above it, and the pop allowed.
  @discardableResult
  public func popBack(to id: ScreenID) -> Bool {
    playIfAllowed(.popped(to: id))
  }

  /// Starts an interactive back swipe; steps wait until it finishes or is cancelled.
  public func beginBackSwipe() {
    isSwipingBack = true
  }

  /// The user let go before the threshold: nothing is reported, nothing changes.
  public func cancelBackSwipe() {
    isSwipingBack = false
    releaseHeldStep()
  }

  /// The user completed the swipe: the back navigation is reported.
  @discardableResult
  public func finishBackSwipe() -> Bool {
    isSwipingBack = false
    let popped = swipeBack()
    releaseHeldStep()
    return popped
  }

  /// Swipes the top-most modal layer down, as a device allows it: only a sheet whose
  /// presentation does not disable the swipe, and whose screens' flows allow it
  /// (`Navigator.allowsUser(_:)`; a refused swipe is reported with `Navigator.userAttempted(_:)`). A full-screen cover or a custom presentation
  /// offers no swipe down on a device (`ModalLayer.offersSwipeDown`): it is refused, and the
  /// test dismisses it with a command, as the app's button would.
  ///
  /// - Returns: whether a layer was dismissed.
  @discardableResult
  public func swipeDown() -> Bool {
    guard let gesture = try? shown?.swipeDownOfTopLayer() else { return false }
    return playIfAllowed(gesture)
  }

  /// Taps a tab in the tab bar, or a section in a split view's sidebar (the selected one too).
  ///
  /// In a collapsed split view showing its sidebar, a tap on a section shows its stack, the
  /// selected section's too; in an expanded one, a tap on the selected section changes nothing.
  ///
  /// A tap on another tab selects it. A tap on the selected tab is reported to the navigator as
  /// a reselection, which pops the tab to its root when `Navigator.popsToRootOnTabReselect` is
  /// on and the tab shows more than its first screen. While a modal layer is shown it covers
  /// the tab bar, and a tap is not reported. A tap the navigator does not allow
  /// (`Navigator.allowsUser(_:)`: another tab while the navigation is locked, a pop that takes
  /// away a flow that disabled its interactive dismissal) is refused, as UIKit's
  /// `tabBarController(_:shouldSelect:)` refuses it, and reported with
  /// `Navigator.userAttempted(_:)`.
  ///
  /// - Returns: whether the tap changed the navigation: `true` when it selected another tab or
  ///   popped the selected one to its root; `false` when it changed nothing (the selected tab
  ///   tapped at its root or with `popsToRootOnTabReselect` off, a tab that does not exist, a
  ///   tab bar under a modal layer).
  @discardableResult
  public func tapTab(_ id: TabID) -> Bool {
    guard let gesture = try? shown?.tabTap(id) else { return false }
    guard case .reselectedTab = gesture else { return playIfAllowed(gesture) }
    guard let navigator else { return false }
    guard navigator.allowsUser(gesture) else {
      navigator.userAttempted(gesture)
      return false
    }
    // A reselection changes nothing on screen by itself: whether it pops is the navigator's
    // decision, so its state says whether the tap changed anything.
    let before = navigator.state
    navigator.userDid(gesture)
    return navigator.state != before
  }

  /// The user's `gesture`, decided elsewhere (a replayed event log, a host model's
  /// `NavigationState.tabTap(_:)`): what the host shows follows it, then the navigator hears it
  /// through `Navigator.userDid(_:)`.
  ///
  /// - Returns: whether the gesture fits what the host shows; one that does not is not reported.
  @discardableResult
  public func play(_ gesture: UserGesture) -> Bool {
    guard let next = shown?.applyingUserGesture(gesture) else { return false }
    shown = next
    if stepInFlight != nil { changedByGestureInFlight = true }
    navigator?.userDid(gesture)
    return true
  }

  /// Plays `gesture` when what is shown offers it (no alert covers the screen) and the navigator
  /// allows it; reports the attempt when only the navigator refuses it.
  private func playIfAllowed(_ gesture: UserGesture) -> Bool {
    if shown?.refusal(of: gesture) != nil { return false }
    if let navigator, !navigator.allowsUser(gesture) {
      navigator.userAttempted(gesture)
      return false
    }
    return play(gesture)
  }

  private func releaseHeldStep() {
    guard completion == .immediate, stepInFlight != nil else { return }
    completeStep()
  }
}

import Coordinators
import Testing

/// Records a navigator's problems in a test: every one is kept, and every one the test did not
/// expect is a test issue.
///
/// ```swift
/// let problems = navigator.expectNoProblems()       // any problem fails the test
/// navigator.push(TestRoute("detail"))
///
/// problems.expecting {                              // these are expected: kept, not issues
///   navigator.pop(count: 5)
/// }
/// #expect(problems.errors.map(\.reason) == [.cannotPop(count: 5, available: 1, .root)])
/// ```
///
/// A recorder made with `recordsIssues: false` expects every problem: it only collects them.
/// A recorder turns the navigator's `logsProblems` off: the test's error stream stays quiet.
@MainActor
public final class ProblemRecorder {
  /// Every problem since the recorder was made, in order.
  public private(set) var problems: [NavigationProblem] = []
  /// Whether a problem reported outside ``expecting(_:)`` is a test issue.
  public var recordsIssues: Bool
  private weak var navigator: Navigator?
  private var token: ObserverToken?
  private var expectedDepth = 0
  private let sourceLocation: SourceLocation

  /// Starts recording `navigator`'s problems; issues point at `sourceLocation`.
  public init(_ navigator: Navigator, recordsIssues: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
    self.navigator = navigator
    self.recordsIssues = recordsIssues
    self.sourceLocation = sourceLocation
    navigator.logsProblems = false
    // The navigator keeps the recorder alive while it observes, so `expectNoProblems()` needs
    // no variable; the recorder keeps the navigator weakly.
    token = navigator.observe(NavigationProblem.self) { problem in self.record(problem) }
  }

  /// The errors of the commands the navigator refused, in order.
  public var errors: [NavigationError] {
    problems.compactMap { if case .rejectedCommand(let error) = $0 { error } else { nil } }
  }

  /// The actions nobody handled, as text, with the flow that sent each.
  public var unhandledActions: [String] {
    problems.compactMap {
      if case .unhandledAction(let action, let flow) = $0 { "\(action) from flow \(flow)" } else { nil }
    }
  }

  /// The errors of the links that could not be opened, in order.
  public var deepLinkErrors: [DeepLinkError] {
    problems.compactMap { if case .deepLinkFailed(let error) = $0 { error } else { nil } }
  }

  /// Runs `body`; the problems reported meanwhile are expected: kept, but no test issue.
  @discardableResult
  public func expecting<T>(_ body: () throws -> T) rethrows -> T {
    expectedDepth += 1
    defer { expectedDepth -= 1 }
    return try body()
  }

  /// Stops recording; the problems recorded stay.
  public func stop() {
    if let token { navigator?.removeObserver(token) }
    token = nil
  }

  private func record(_ problem: NavigationProblem) {
    problems.append(problem)
    guard recordsIssues, expectedDepth == 0 else { return }
    Issue.record(Comment(rawValue: "navigation problem: \(problem)"), sourceLocation: sourceLocation)
  }
}

extension Navigator {
  /// Makes every problem the navigator reports from now on a test issue at `sourceLocation`: a
  /// refused command, an action nobody handled, a link that failed, a host's fallback.
  ///
  /// - Returns: the recorder, to mark problems as expected with ``ProblemRecorder/expecting(_:)``
  ///   and read them.
  @discardableResult
  public func expectNoProblems(sourceLocation: SourceLocation = #_sourceLocation) -> ProblemRecorder {
    ProblemRecorder(self, sourceLocation: sourceLocation)
  }

  /// Waits until nothing is under way (see `waitUntilIdle()`), or records a test issue naming
  /// what is still pending once `timeout` has passed, and returns.
  ///
  /// ```swift
  /// navigator.handle(URL(string: "app://orders/7")!)
  /// await navigator.settle()
  /// ```
  ///
  /// The timeout is the one place a test meets a clock: it turns a wait that would never end
  /// (a step in flight on a host that completes by hand, a link waiting for a guard that no
  /// one satisfies) into a failure that says what was pending, and lets the test, and the
  /// test process, end. The test's result never depends on how long the wait took.
  public func settle(timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation) async {
    let waiting = Task { @MainActor in await self.waitUntilIdle() }
    // The clock: when it rings first, it cancels the wait, which then returns.
    let deadline = Task {
      try await Task.sleep(for: timeout)
      waiting.cancel()
    }
    await withTaskCancellationHandler {
      await waiting.value
    } onCancel: {
      waiting.cancel()
    }
    deadline.cancel()
    guard !isIdle, !Task.isCancelled else { return }
    let pending = pendingWork.map { "- \($0)" }.joined(separator: "\n")
    Issue.record(
      Comment(rawValue: "the navigation did not settle within \(timeout); still pending:\n\(pending)"),
      sourceLocation: sourceLocation
    )
  }
}

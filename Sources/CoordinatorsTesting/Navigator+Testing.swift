@_spi(Hosts) import Coordinators
import Testing

// The testing product's members of `Navigator`: each forwards to the type that does the work (a
// test host, a scope of expected problems, the wait for idleness, the structure's text).

extension Navigator {
  /// Makes `host` show the navigation, starting from nothing; a host attached before is let go.
  ///
  /// Attaching the host that is attached already changes nothing it shows, and a step it
  /// performs stays in flight.
  public func attach(_ host: TestHost) { attach(host as any NavigationHost) }

  /// Sends `action` from the screen the user sees (`state.topScreen`), as its view
  /// would when tapped: the screen's flow's coordinator is offered it first, then each ancestor.
  ///
  /// ```swift
  /// navigator.tap(ShapesAction.simpleShapes)
  /// #expect(navigator.state.topScreen.route == AnyRoute(SimpleShapesRoute.list))
  /// ```
  ///
  /// When no coordinator handles the action, records a test issue at `sourceLocation` that
  /// names the action and the screen; the navigator's problem `unhandledAction` is then
  /// expected (see ``ProblemRecorder``), so it is not a second issue.
  ///
  /// - Returns: whether a coordinator handled the action.
  @discardableResult
  public func tap(_ action: some CoordinatorAction, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let screen = state.topScreen
    let logged = logsProblems
    logsProblems = false
    ExpectedProblems.begin(on: ObjectIdentifier(self))
    let handled = send(action, from: screen.id)
    ExpectedProblems.end(on: ObjectIdentifier(self))
    logsProblems = logged
    if !handled {
      recordIssue(
        "no coordinator handled \(action), tapped on screen \(screen.id), \(screen.route)", at: sourceLocation)
    }
    return handled
  }

  // MARK: Problems

  /// Runs `body`, in which the navigator must report a problem: the problems reported meanwhile
  /// are expected by every ``ProblemRecorder`` of the navigator and are not written to standard
  /// error. When none is reported, records a test issue at `sourceLocation`.
  ///
  /// ```swift
  /// navigator.expectNoProblems()
  /// let problems = navigator.expecting {
  ///   navigator.pop(count: 5)
  /// }
  /// #expect(problems.count == 1)
  /// ```
  ///
  /// - Returns: the problems reported while `body` ran, in order.
  @discardableResult
  public func expecting(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) rethrows -> [NavigationProblem] {
    try ExpectingScope.run(on: self, at: sourceLocation, body)
  }

  /// Runs `body`, which may suspend, in which the navigator must report a problem, as
  /// ``expecting(sourceLocation:_:)-2cv8b`` does.
  ///
  /// ```swift
  /// let problems = await navigator.expecting {
  ///   _ = try? await navigator.open(URL(string: "app://nowhere")!)
  /// }
  /// #expect(problems.count == 1)
  /// ```
  @discardableResult
  public func expecting(
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> Void
  ) async rethrows -> [NavigationProblem] {
    try await ExpectingScope.run(on: self, at: sourceLocation, body)
  }

  /// Makes every problem the navigator reports from now on a test issue at `sourceLocation`: a
  /// refused command, an action nobody handled, a link that failed, a host's fallback.
  ///
  /// - Returns: the recorder, to mark problems as expected with ``ProblemRecorder/expecting(_:)``
  ///   and read them.
  @discardableResult
  public func expectNoProblems(sourceLocation: SourceLocation = #_sourceLocation) -> ProblemRecorder {
    ProblemRecorder(self, sourceLocation: sourceLocation)
  }

  // MARK: Settling

  /// Waits until nothing is under way (see `waitUntilIdle()`), or records a test issue naming
  /// what is still pending once the navigation has gone `timeout` without an event, and returns.
  ///
  /// ```swift
  /// navigator.handle(URL(string: "app://orders/7")!)
  /// await navigator.settle()
  /// ```
  ///
  /// Returns while work waits for the user (a link waiting for a guard's flow, the navigation
  /// lock or the links before it; a `flow.run` waiting for its child), as `waitUntilIdle()`
  /// does: `navigator.isWaitingForUser` says whether any does, and `pendingWork` what each
  /// waits for.
  ///
  /// The timeout is the one place a test meets a clock: it turns a wait that would never end
  /// (a step in flight on a host that completes by hand, a link waiting for a guard that no
  /// one satisfies) into a failure that says what was pending, and lets the test, and the
  /// test process, end. It counts only time in which nothing happened: every event of the
  /// navigator (a change, a host step, a flow's start or end, a problem) starts it again, so a
  /// long drain of links on a busy machine settles however long it takes, and the test's result
  /// never depends on how long the wait took.
  public func settle(timeout: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation) async {
    await Settling.settle(self, timeout: timeout, sourceLocation: sourceLocation) { try await Task.sleep(for: $0) }
  }

  /// ``settle(timeout:sourceLocation:)`` with the clock's wait given: `sleep` passes `timeout`,
  /// or throws when cancelled. A test of the timeout itself gives one it controls.
  package func settle(
    timeout: Duration,
    sourceLocation: SourceLocation,
    sleeping sleep: @escaping @MainActor (Duration) async throws -> Void
  ) async {
    await Settling.settle(self, timeout: timeout, sourceLocation: sourceLocation, sleeping: sleep)
  }

  // MARK: Structure

  /// The navigation's tree without identifiers: `treeDescription` with no screen
  /// identifiers, every flow numbered in the order it first appears instead of by its
  /// identifier, and no line for the host.
  ///
  /// Two navigators that show the same routes with the same presentations, owned by the same
  /// flows in the same flow tree, print alike, whatever identifiers they handed out: a
  /// restored navigator prints as the one that was saved.
  ///
  /// ```
  /// tabs
  ///   tab "main" (selected)
  ///     MainRoute.home  [flow 0]
  ///     AccountRoute.profile(Ada)  [flow 1]
  ///   tab "locations"
  ///     LocationsRoute.list  [flow 2]
  /// flows
  ///   3 TabBarCoordinator
  ///     0 MainCoordinator (tab "main")
  ///       1 AccountCoordinator (opened by MainRoute.account(Ada))
  ///     2 LocationsCoordinator (tab "locations")
  /// ```
  public var structureDescription: String { StructureDescription.of(treeDescription) }
}

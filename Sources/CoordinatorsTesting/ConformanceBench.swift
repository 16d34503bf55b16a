@_spi(Hosts) import Coordinators

/// Runs one ``HostConformanceCheck`` on a host: a navigator that starts where the check says,
/// the host behind a probe, and the events it emitted; the check's steps act through the
/// bench's verbs, which record every broken rule.
@MainActor
final class ConformanceBench {
  let check: HostConformanceCheck
  /// The host the navigator drives: the host under test behind a probe, with its driver.
  let host: ConformanceProbe
  /// Where each broken rule goes: a test issue, or a list for the tests of the checks.
  let report: @MainActor (String) -> Void
  /// The navigator, showing the check's first state once ``start()`` attached the host.
  let navigator: Navigator
  private(set) var events: [NavigationEvent] = []
  /// The problems the navigator reported while ``expectsProblems`` was on.
  private(set) var problems: [NavigationProblem] = []
  /// Whether a problem the navigator reports is part of the check (a step the platform refused
  /// ends as one) rather than a broken rule.
  var expectsProblems = false

  init(_ check: HostConformanceCheck, on host: ConformanceProbe, report: @escaping @MainActor (String) -> Void) {
    self.check = check
    self.host = host
    self.report = report
    switch check.start {
    case .stack(let names): navigator = Navigator(state: Self.stack(names))
    case .tabs(let names): navigator = Navigator(state: Self.tabs(names))
    case .flows: navigator = Navigator(root: ConformanceTabsCoordinator())
    }
    host.bench = self
    navigator.logsProblems = false
    navigator.observe(NavigationProblem.self) { [weak self] problem in self?.heard(problem) }
    navigator.observe(NavigationEvent.self) { [weak self] event in self?.events.append(event) }
  }

  /// Runs the check: nothing when the driver lacks what it needs, else attaches the host and
  /// plays the check's steps.
  func run() async {
    if check.needsAlerts, !host.readsAlerts { return }
    await start()
    await check.steps(self)
  }

  func fail(_ message: String) {
    report("\(check): \(message)")
  }

  private func heard(_ problem: NavigationProblem) {
    guard expectsProblems else { return fail("the navigator reported a problem: \(problem)") }
    problems.append(problem)
  }

  // MARK: Setting up

  /// Attaches the host, behind the probe, to the navigator, and waits until it shows the
  /// check's first state.
  private func start() async {
    navigator.attach(host)
    await settle(after: "attaching the host")
  }

  /// A stack of screens named by `names`, the first shown as `presentation`, with fresh
  /// identifiers.
  func screens(_ names: [String], presentation: Presentation = .push) -> [Screen] {
    // The bench's navigator counts from 0: it never runs out of identifiers.
    names.enumerated().compactMap { index, name in
      try? navigator.makeScreen(TestRoute(name), presentation: index == 0 ? presentation : .push)
    }
  }

  /// A layer of a sheet with a stack of screens named by `names`.
  func sheet(_ names: String...) -> ModalLayer {
    ModalLayer(screens(names, presentation: .modal(.sheet())))
  }

  /// A layer of a full-screen cover with one screen named `name`.
  func cover(_ name: String) -> ModalLayer {
    ModalLayer(screens([name], presentation: .modal(.fullScreenCover())))
  }

  /// A state with the given root screens; identifiers from 0 in order.
  static func stack(_ names: [String]) -> NavigationState {
    let screens = names.enumerated().map { Screen(id: ScreenID(rawValue: $0), route: TestRoute($1)) }
    do {
      return try NavigationState(root: .stack(screens))
    } catch {
      preconditionFailure("a stack of pushed screens is a valid state: \(error)")
    }
  }

  /// A state with one tab per entry, each with a first screen named after it; identifiers from
  /// 0 in order.
  static func tabs(_ names: [String]) -> NavigationState {
    let tabs = names.enumerated().map { index, name in
      Tab(id: TabID(rawValue: name), stack: [Screen(id: ScreenID(rawValue: index), route: TestRoute(name))])
    }
    do {
      return try NavigationState(root: .tabs(tabs, selectedIndex: 0))
    } catch {
      preconditionFailure("tabs with one pushed screen each are a valid state: \(error)")
    }
  }

  /// Finds the home tab's flow of a check that starts with flows (``HostConformanceCheck/Start/flows``),
  /// and pushes over it an editor flow of two screens that disables its interactive dismissal
  /// (unsaved edits): the user may go back between its own screens, not past its first. `nil`,
  /// with the failure recorded, when it cannot.
  func startAGuardedEditor() async -> (
    home: ConformanceFlowCoordinator, editor: ConformanceFlowCoordinator, attempts: AttemptCounter,
    editorsFirst: ScreenID
  )? {
    guard let home = navigator.coordinators(ofType: ConformanceFlowCoordinator.self).first else {
      fail("the home tab's flow did not start")
      return nil
    }
    let editor = ConformanceFlowCoordinator(first: "editor")
    home.flow.start(editor)
    editor.flow.push(TestRoute("field"))
    let attempts = AttemptCounter()
    editor.flow.disableInteractiveDismissal { attempts.count += 1 }
    await settle(after: "pushing an editor flow of two screens that disables its interactive dismissal")
    guard let editorsFirst = navigator.state.screenBelowTop?.id else {
      fail("the editor shows no screens")
      return nil
    }
    return (home, editor, attempts, editorsFirst)
  }

  // MARK: Acting

  /// Applies `commands` as the app would, one after the other, then waits for the host.
  func command(_ what: String, _ commands: NavigationCommand...) async {
    for command in commands {
      apply(command, while: what)
    }
    await settle(after: what)
  }

  /// Applies `command` without waiting for the host.
  func apply(_ command: NavigationCommand, while what: String) {
    do {
      try navigator.apply(command)
    } catch {
      fail("the navigator rejected \(command) while \(what): \(error)")
    }
  }

  /// Plays the device's `behaviour`; `false` when the driver's platform does not do that.
  func play(_ behaviour: DeviceBehaviour) async -> Bool {
    await host.playBehaviour(behaviour)
  }

  /// Lets the host act on what it was given, as the run loop would, without ending any
  /// transition.
  func letTheHostAct() async {
    for _ in 0..<20 { await Task.yield() }
  }

  /// Ends what transitions run, then lets the host's bounded waits run out, and waits for the
  /// host: a step whose signal never comes ends on the host's bound.
  func runOutTheHostsWaits(after what: String) async {
    for _ in 0..<20 where host.isTransitioning() {
      await host.finishTransition()
      await Task.yield()
    }
    await host.runOutTheHostsWaits()
    await settle(after: what)
  }

  /// Plays `gesture` on the host and checks it was reported exactly once as `expected`, with
  /// `steps` host steps after it (0: the host already shows what the gesture did).
  func gesture(_ gesture: ConformanceGesture, reportedAs expected: UserGesture, steps: Int = 0) async {
    let eventsBefore = events.count
    let stepsBefore = host.steps.count
    guard await host.playGesture(gesture) else {
      return fail("the driver could not play \(gesture) on a host that should offer it")
    }
    await settle(after: "\(gesture)")
    let reports = reportedGestures(since: eventsBefore)
    if reports != [expected] {
      let seen = reports.isEmpty ? "nothing" : reports.map(\.description).joined(separator: ", then ")
      fail("\(gesture) must be reported exactly once, as \(expected); the navigator heard \(seen)")
    }
    let performed = host.steps[stepsBefore...].map(\.description)
    if performed.count != steps {
      fail(
        "after \(gesture) the host performed \(performed.count) steps, not \(steps): "
          + (performed.isEmpty ? "none" : performed.joined(separator: "; "))
          + (steps == 0 ? " (a gesture the host reported is already shown and needs no step)" : ""))
    }
  }

  /// Plays `gesture`, which the host must not report.
  @discardableResult
  func refusedGesture(_ gesture: ConformanceGesture, because reason: String, withoutSteps: Bool = false) async
    -> Bool
  {
    let eventsBefore = events.count
    let stepsBefore = host.steps.count
    let before = navigator.state
    let offered = await host.playGesture(gesture)
    await settle(after: "\(gesture)")
    let reports = events[eventsBefore...].filter { if case .user = $0.cause { true } else { false } }
    if !reports.isEmpty || navigator.state != before {
      fail("\(gesture) must report nothing \(reason); the navigator heard \(reports.map(\.cause))")
    }
    if withoutSteps, host.steps.count != stepsBefore {
      fail(
        "\(gesture) must be refused before it shows \(reason); the host was given "
          + host.steps[stepsBefore...].map(\.description).joined(separator: ", "))
    }
    return offered
  }

  /// Waits until the host shows the state and performs nothing, finishing each transition the
  /// driver says runs; then checks the host shows the state.
  func settle(after what: String) async {
    for _ in 0..<200 {
      if navigator.isIdle, !host.isTransitioning() { break }
      if host.isTransitioning() { await host.finishTransition() }
      await Task.yield()
    }
    if let step = navigator.session?.stepInFlight {
      fail("after \(what), the host never completed \(step)")
    } else if !navigator.isIdle {
      fail("after \(what), the navigator is not idle:\n\(navigator.treeDescription)")
    }
    expectShowsState(after: what)
  }

  // MARK: Checking

  /// Checks that the host shows the navigator's state.
  func expectShowsState(after what: String) {
    let shown = host.shown()
    guard shown != navigator.state else { return }
    fail(
      "after \(what), the host shows\n\(shown.map(\.description) ?? "nothing")\n"
        + "but the navigator's state is\n\(navigator.state)")
  }

  /// Checks that the steps performed since `start` are exactly `expected`, as descriptions.
  func expectSteps(since start: Int, _ expected: [String], after what: String) {
    let performed = host.steps[start...].map(\.description)
    guard performed != expected else { return }
    fail(
      "after \(what), the host performed\n\(performed.joined(separator: "\n"))\nnot\n\(expected.joined(separator: "\n"))"
    )
  }

  /// The gestures the navigator heard since event `start`.
  func reportedGestures(since start: Int) -> [UserGesture] {
    events[start...].compactMap { event in
      guard case .user(let gesture) = event.cause else { return nil }
      return gesture
    }
  }

  /// Checks that the navigator heard exactly `expected` since event `start`.
  func expectReports(since start: Int, _ expected: [UserGesture], after what: String) {
    let heard = reportedGestures(since: start)
    guard heard != expected else { return }
    let said = expected.isEmpty ? "nothing" : expected.map(\.description).joined(separator: ", then ")
    let seen = heard.isEmpty ? "nothing" : heard.map(\.description).joined(separator: ", then ")
    fail("after \(what), the navigator must hear \(said); it heard \(seen)")
  }

  /// Checks that `counter` reaches `expected` attempts once the navigator's tasks ran, and no more.
  func expectAttempts(_ expected: Int, by counter: AttemptCounter, after what: String) async {
    for _ in 0..<100 where counter.count < expected { await Task.yield() }
    if counter.count != expected {
      fail(
        "after \(what), the flow's onAttempt must have run \(expected) times in all (a gesture the host "
          + "offered and refused asks the flow), not \(counter.count)")
    }
  }
}

/// How many times a flow's `onAttempt` ran.
@MainActor
final class AttemptCounter {
  var count = 0
}

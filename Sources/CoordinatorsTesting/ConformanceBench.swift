@_spi(Hosts) import Coordinators

/// Runs one ``HostConformance/Check`` or ``HostConformance/DeviceCheck`` on a host: a
/// navigator, the host behind a probe, and the events it emitted.
@MainActor
final class ConformanceBench<Driver: HostConformanceDriver> {
  /// The check a bench runs.
  enum Kind: CustomStringConvertible {
    case contract(HostConformance.Check)
    case device(HostConformance.DeviceCheck)

    var description: String {
      switch self {
      case .contract(let check): check.description
      case .device(let check): check.description
      }
    }
  }

  let driver: Driver
  let kind: Kind
  let host: Driver.Host
  /// Where each broken rule goes: a test issue, or a list for the tests of the checks.
  let report: @MainActor (String) -> Void
  /// The host the navigator drives: the host under test behind a probe.
  let probe: ConformanceProbe<Driver>
  /// The navigator, showing the check's first state once ``start()`` attached the host.
  let navigator: Navigator
  private(set) var events: [NavigationEvent] = []
  /// The problems the navigator reported while ``expectsProblems`` was on.
  private(set) var problems: [NavigationProblem] = []
  /// Whether a problem the navigator reports is part of the check (a step the platform refused
  /// ends as one) rather than a broken rule.
  var expectsProblems = false

  init(
    driver: Driver,
    kind: Kind,
    report: @escaping @MainActor (String) -> Void
  ) {
    self.driver = driver
    self.kind = kind
    self.report = report
    host = driver.makeHost()
    probe = ConformanceProbe(host: host, driver: driver)
    if Self.startsWithFlows(kind) {
      navigator = Navigator(root: ConformanceTabsCoordinator())
    } else {
      navigator = Navigator(state: Self.firstState(for: kind))
    }
    probe.bench = self
    navigator.logsProblems = false
    navigator.observe(NavigationProblem.self) { [weak self] problem in self?.heard(problem) }
    navigator.observe(NavigationEvent.self) { [weak self] event in self?.events.append(event) }
  }

  func fail(_ message: String) {
    report("\(kind): \(message)")
  }

  private func heard(_ problem: NavigationProblem) {
    guard expectsProblems else { return fail("the navigator reported a problem: \(problem)") }
    problems.append(problem)
  }

  // MARK: Setting up

  /// Attaches the host, behind the probe, to the navigator, and waits until it shows the
  /// check's first state.
  func start() async {
    navigator.attach(probe)
    await settle(after: "attaching the host")
  }

  /// Whether the check's navigator starts with coordinators (``ConformanceTabsCoordinator``),
  /// for checks of what flows refuse.
  static func startsWithFlows(_ kind: Kind) -> Bool {
    switch kind {
    case .contract(let check): [.refusesWhatTheNavigatorDisallows, .showsAReturnToACheckpoint].contains(check)
    case .device(let check): check == .refusesAContentBackSwipeOverAGuardedFlow
    }
  }

  /// What the navigator shows when the check attaches the host.
  static func firstState(for kind: Kind) -> NavigationState {
    switch kind {
    case .contract(let check): firstState(for: check)
    case .device(let check): firstState(for: check)
    }
  }

  /// What the navigator shows when the contract check `check` attaches the host.
  static func firstState(for check: HostConformance.Check) -> NavigationState {
    switch check {
    case .showsTheFirstState: stack("first", "second")
    case .showsAndAnswersAlerts: stack("list")
    case .setsStacks, .presentsAndDismissesLayers, .reportsASwipeDownOnce, .keepsADismissDisabledLayer:
      stack("list")
    case .replacesTheRoot: stack("list", "detail")
    case .reportsABackGestureOnce, .refusesGesturesUnderAnAlert: stack("a", "b", "c", "d")
    case .reportsAPopOfSeveralScreensOnce: stack("a", "b", "c", "d", "e")
    case .showsTabs, .reportsATabSelectionOnce: tabs("home", "search", "settings")
    case .reportsATabReselectionOnce, .ignoresTabTapsUnderALayer, .updatesATabItemInPlace, .performsOneStepAtATime,
      .takesAGestureDuringAStep,
      .ignoresEchoesOfItsOwnSteps, .refusesWhatTheNavigatorDisallows, .showsAReturnToACheckpoint:
      tabs("home", "search")
    }
  }

  /// A stack of screens named by `names`, the first shown as `presentation`, with fresh
  /// identifiers.
  func screens(_ names: [String], presentation: Presentation = .push) -> [Screen] {
    // The bench's navigator counts from 0: it never runs out of identifiers.
    names.enumerated().compactMap { index, name in
      try? navigator.makeScreen(TestRoute(name), presentation: index == 0 ? presentation : .push)
    }
  }

  /// A state with the given root screens; identifiers from 0 in order.
  static func stack(_ names: String...) -> NavigationState {
    let screens = names.enumerated().map { Screen(id: ScreenID(rawValue: $0), route: TestRoute($1)) }
    do {
      return try NavigationState(root: .stack(screens))
    } catch {
      preconditionFailure("a stack of pushed screens is a valid state: \(error)")
    }
  }

  /// A state with one tab per entry, each with a first screen named after it; identifiers from
  /// 0 in order.
  static func tabs(_ names: String...) -> NavigationState {
    let tabs = names.enumerated().map { index, name in
      Tab(id: TabID(rawValue: name), stack: [Screen(id: ScreenID(rawValue: index), route: TestRoute(name))])
    }
    do {
      return try NavigationState(root: .tabs(tabs, selectedIndex: 0))
    } catch {
      preconditionFailure("tabs with one pushed screen each are a valid state: \(error)")
    }
  }

  // MARK: Acting

  /// Applies `commands` as the app would, one after the other, then waits for the host.
  func command(_ what: String, _ commands: NavigationCommand...) async {
    for command in commands {
      do {
        try navigator.apply(command)
      } catch {
        fail("the navigator rejected \(command) while \(what): \(error)")
      }
    }
    await settle(after: what)
  }

  /// Plays `gesture` on the host and checks it was reported exactly once as `expected`, with
  /// `steps` host steps after it (0: the host already shows what the gesture did).
  func gesture(_ gesture: ConformanceGesture, reportedAs expected: UserGesture, steps: Int = 0) async {
    let eventsBefore = events.count
    let stepsBefore = probe.steps.count
    guard await driver.play(gesture, on: host) else {
      return fail("the driver could not play \(gesture) on a host that should offer it")
    }
    await settle(after: "\(gesture)")
    let reports = events[eventsBefore...].compactMap { event -> UserGesture? in
      guard case .user(let gesture) = event.cause else { return nil }
      return gesture
    }
    if reports != [expected] {
      let seen = reports.isEmpty ? "nothing" : reports.map(\.description).joined(separator: ", then ")
      fail("\(gesture) must be reported exactly once, as \(expected); the navigator heard \(seen)")
    }
    let performed = probe.steps[stepsBefore...].map(\.description)
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
    let stepsBefore = probe.steps.count
    let before = navigator.state
    let offered = await driver.play(gesture, on: host)
    await settle(after: "\(gesture)")
    let reports = events[eventsBefore...].filter { if case .user = $0.cause { true } else { false } }
    if !reports.isEmpty || navigator.state != before {
      fail("\(gesture) must report nothing \(reason); the navigator heard \(reports.map(\.cause))")
    }
    if withoutSteps, probe.steps.count != stepsBefore {
      fail(
        "\(gesture) must be refused before it shows \(reason); the host was given "
          + probe.steps[stepsBefore...].map(\.description).joined(separator: ", "))
    }
    return offered
  }

  /// Waits until the host shows the state and performs nothing, finishing each transition the
  /// driver says runs; then checks the host shows the state.
  func settle(after what: String) async {
    for _ in 0..<200 {
      if navigator.isIdle, !driver.isTransitioning(host) { break }
      if driver.isTransitioning(host) { await driver.finishTransition(on: host) }
      await Task.yield()
    }
    if let step = navigator.session?.stepInFlight {
      fail("after \(what), the host never completed \(step)")
    } else if !navigator.isIdle {
      fail("after \(what), the navigator is not idle:\n\(navigator.treeDescription)")
    }
    expectShowsState(after: what)
  }

  /// Checks that the host shows the navigator's state.
  func expectShowsState(after what: String) {
    let shown = driver.shown(by: host)
    guard shown != navigator.state else { return }
    fail(
      "after \(what), the host shows\n\(shown.map(\.description) ?? "nothing")\n"
        + "but the navigator's state is\n\(navigator.state)")
  }

  /// Checks that the steps performed since `start` are exactly `expected`, as descriptions.
  func expectSteps(since start: Int, _ expected: [String], after what: String) {
    let performed = probe.steps[start...].map(\.description)
    guard performed != expected else { return }
    fail(
      "after \(what), the host performed\n\(performed.joined(separator: "\n"))\nnot\n\(expected.joined(separator: "\n"))"
    )
  }
}

@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// A host whose steps wait for a signal that the test sends, and whose watchdog's timers the
/// test fires by hand.
@MainActor
private final class ClockHost: UserTransitionHost {
  let capabilities = HostCapabilities.all
  /// Whether steps wait for a signal; `false`: they are over at once.
  var waitsForSignals = false
  /// What ends a step that waits; a signal by default.
  var waitingEnd = StepEnd.signal("ended")
  /// What the host answers when asked whether the user's transition still runs.
  var transitionRuns = false
  /// The watchdog's timers, in the order they were armed.
  private(set) var timers: [@MainActor @Sendable () -> Void] = []
  /// The steps the watchdog ended as lost, each with the step in flight when the host heard.
  private(set) var lost: [(step: HostStep, stepInFlight: HostStep?)] = []

  var watchdog: HostWatchdog {
    HostWatchdog { [weak self] _, fire in self?.timers.append(fire) }
  }

  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    waitsForSignals ? waitingEnd : .now
  }

  func userTransitionRuns(in session: HostSession) -> Bool { transitionRuns }

  func stepWasLost(_ step: HostStep, in session: HostSession) {
    lost.append((step, session.stepInFlight))
  }
}

@MainActor
@Suite("Host session: the watchdog tells a slow step from a lost one", .hangLimit)
struct HostSessionWatchdogTests {
  private func attached() async -> (Navigator, ClockHost, ProblemRecorder) {
    let navigator = Navigator(root: TestRoute("list"))
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let host = ClockHost()
    navigator.attach(host)
    await navigator.waitUntilIdle()
    return (navigator, host, problems)
  }

  @Test func aStepThatWaitedOneTimeoutIsSlowAndASecondOneEndsItAsLost() async throws {
    let (navigator, host, problems) = await attached()
    host.waitsForSignals = true
    navigator.push(TestRoute("detail"))
    let session = try #require(navigator.session)
    #expect(host.timers.count == 1)
    host.timers[0]()
    #expect(session.stepInFlight != nil, "one timeout is a slow step: it still waits")
    #expect(problems.problems.isEmpty)
    #expect(host.timers.count == 2, "the second wait is armed")
    host.timers[1]()
    #expect(session.stepInFlight == nil)
    #expect(navigator.renderedState == navigator.state)
    #expect(session.watchdogFirings == 1)
    guard case .hostFallback(let text)? = problems.problems.first else {
      Issue.record("expected a host fallback, got \(problems.problems)")
      return
    }
    #expect(text.hasPrefix("no signal ended setStack(the root stack: 0, 1)"))
    #expect(host.lost.map(\.step.description) == ["setStack(the root stack: 0, 1)"], "the host hears of the lost step")
    #expect(host.lost.first?.stepInFlight == nil, "the host hears of it before the next step starts")
  }

  @Test func aSignalAfterTheFirstTimeoutEndsTheStepWithoutAProblem() async throws {
    let (navigator, host, problems) = await attached()
    host.waitsForSignals = true
    navigator.push(TestRoute("detail"))
    let session = try #require(navigator.session)
    host.timers[0]()
    session.signal("ended")
    #expect(navigator.renderedState == navigator.state)
    host.timers[1]()
    #expect(problems.problems.isEmpty, "the timer of a step that ended fires for nothing")
    #expect(session.watchdogFirings == 0)
  }

  @Test func commandsDuringAUsersTransitionDoNotPutOffItsTimeout() async throws {
    let (navigator, host, problems) = await attached()
    let session = try #require(navigator.session)
    session.hold(.userTransition)
    navigator.push(TestRoute("a"))
    #expect(session.heldStep != nil)
    #expect(host.timers.count == 1, "the step held as it was planned starts the wait")
    navigator.push(TestRoute("b"))
    navigator.push(TestRoute("c"))
    #expect(host.timers.count == 1, "commands folded into the held step keep its wait")
    host.timers[0]()
    #expect(!session.isHeld(by: .userTransition))
    #expect(navigator.renderedState == navigator.state, "the step no longer waits for the lost transition")
    #expect(session.watchdogFirings == 1)
    #expect(problems.problems.count == 1)
  }

  @Test func noTimerRunsWhileTheSceneIsInactive() async throws {
    let (navigator, host, _) = await attached()
    host.waitsForSignals = true
    navigator.push(TestRoute("detail"))
    let session = try #require(navigator.session)
    session.hold(.sceneInactive)
    host.timers[0]()
    #expect(session.stepInFlight != nil)
    #expect(host.timers.count == 1, "an inactive scene arms nothing")
    session.release(.sceneInactive)
    #expect(host.timers.count == 2, "the wait starts again once the scene is active")
  }

  @Test func aUsersTransitionThePlatformStillRunsKeepsItsStepHeldPastTheTimeout() async throws {
    let (navigator, host, problems) = await attached()
    let session = try #require(navigator.session)
    host.transitionRuns = true
    session.userTransitionBegan("swipe")
    navigator.push(TestRoute("a"))
    host.timers[0]()
    try #require(host.timers.count == 2, "the host says the transition runs: the wait is armed again")
    host.timers[1]()
    #expect(session.heldStep != nil, "the step stays held while the user's finger is down")
    #expect(session.isHeld(by: .userTransition))
    #expect(problems.problems.isEmpty)
    session.userTransitionEnded("swipe")
    #expect(navigator.renderedState == navigator.state, "the platform's end shows the held step")
  }

  @Test(arguments: [StepEnd.afterStepTime, .signal("lost")])
  func aStepInFlightStillEndsAfterItsHostIsAttachedAgain(_ end: StepEnd) async throws {
    let (navigator, host, _) = await attached()
    host.waitsForSignals = true
    host.waitingEnd = end
    navigator.push(TestRoute("b"))
    navigator.attach(host)
    navigator.push(TestRoute("c"))
    // Fire every timer armed, as a clock would, until none is left.
    var fired = 0
    while fired < host.timers.count, fired < 20 {
      host.timers[fired]()
      fired += 1
    }
    #expect(navigator.isIdle, "the kept step ended, by its step time or the watchdog")
    #expect(navigator.session?.shown == navigator.state)
  }
}

@MainActor
@Suite("Host session: an observer hears of shown steps only", .hangLimit)
struct HostSessionStepEventTests {
  @Test func aHeldStepDroppedByAnAttachIsNeverAnnouncedSoEveryStartedStepCompletes() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.logsProblems = false
    let host = TestHost()
    let steps = StepNumbers()
    let token = navigator.observe { (event: NavigatorEvent) in
      switch event {
      case .step(.started(_, let number)): steps.started.append(number)
      case .step(.completed(let number)): steps.completed.append(number)
      default: break
      }
    }
    defer { navigator.removeObserver(token) }
    navigator.attach(host)
    await navigator.waitUntilIdle()
    let session = try #require(navigator.session)
    session.hold(.sceneInactive)
    navigator.push(TestRoute("a"))
    navigator.attach(host)
    navigator.push(TestRoute("b"))
    // The attach keeps the scene's hold: the platform says when the scene is active again.
    #expect(session.isHeld(by: .sceneInactive))
    session.release(.sceneInactive)
    await navigator.waitUntilIdle()
    #expect(Set(steps.started) == Set(steps.completed), "started \(steps.started), completed \(steps.completed)")
  }
}

/// The numbers of the steps an observer heard of.
@MainActor
private final class StepNumbers {
  var started: [Int] = []
  var completed: [Int] = []
}

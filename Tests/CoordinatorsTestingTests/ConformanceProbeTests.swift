@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
import TestSupport
import Testing

@_spi(Hosts) @testable import CoordinatorsTesting

/// A host whose platform says the user's transition still runs, and whose watchdog's timers the
/// test fires by hand.
@MainActor
private final class FingerDownHost: UserTransitionHost {
  let capabilities = HostCapabilities.all
  /// The watchdog's timers, in the order they were armed.
  private(set) var timers: [@MainActor @Sendable () -> Void] = []

  var watchdog: HostWatchdog {
    HostWatchdog { [weak self] _, fire in self?.timers.append(fire) }
  }

  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd { .now }

  func userTransitionRuns(in session: HostSession) -> Bool { true }
}

private struct FingerDownDriver: HostConformanceDriver {
  let host = FingerDownHost()

  func makeHost() -> FingerDownHost { host }
  func shown(by host: FingerDownHost) -> NavigationState? { nil }
  func play(_ gesture: ConformanceGesture, on host: FingerDownHost) -> Bool { false }
}

/// The bench drives a host through a probe; the session must see through it what it sees of the
/// host on a device.
@MainActor
@Suite("The conformance probe passes the host's answers through", .hangLimit)
struct ConformanceProbeTests {
  @Test func theSessionAsksTheHostUnderTestWhetherTheUsersTransitionStillRuns() async throws {
    let driver = FingerDownDriver()
    let probe = ConformanceProbe(driver)
    let navigator = Navigator(root: TestRoute("list"))
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    navigator.attach(probe)
    await navigator.waitUntilIdle()
    let session = try #require(navigator.session)
    session.userTransitionBegan("swipe")
    navigator.push(TestRoute("a"))
    try #require(driver.host.timers.count == 1)
    driver.host.timers[0]()
    try #require(driver.host.timers.count == 2, "the host says the transition runs: the wait is armed again")
    driver.host.timers[1]()
    #expect(session.heldStep != nil, "the step stays held while the user's finger is down")
    #expect(problems.problems.isEmpty)
    session.userTransitionEnded("swipe")
    #expect(navigator.renderedState == navigator.state)
  }
}

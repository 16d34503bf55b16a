@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// A host that keeps a copy of what it shows, as SwiftUI's binding models do, brings it to each
/// gesture it reports after the report, and records a step handed to it while it is inside its
/// handling of a platform callback.
@MainActor
private final class MirroringHost: NavigationHost {
  let capabilities = HostCapabilities.all
  weak var session: HostSession?
  /// Whether steps wait for the signal `"ended"`.
  var waitsForSignals = false
  /// Whether the host is inside its handling of a platform callback.
  private var insideCallback = false
  /// The host's own copy of what it shows.
  private(set) var mirror: NavigationState?
  /// Steps shown while the host was inside its handling of a callback.
  private(set) var reentered: [HostStep] = []
  /// Steps shown onto a copy that was not what the session showed before them.
  private(set) var landedOnAStaleCopy: [HostStep] = []
  /// Every step shown.
  private(set) var steps: [HostStep] = []
  /// The watchdog's timers, in the order they were armed.
  private(set) var timers: [@MainActor @Sendable () -> Void] = []

  var watchdog: HostWatchdog { HostWatchdog { [weak self] _, fire in self?.timers.append(fire) } }

  func didAttach(to session: HostSession) { self.session = session }

  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    if insideCallback { reentered.append(step) }
    if mirror != before { landedOnAStaleCopy.append(step) }
    steps.append(step)
    mirror = session.shown
    return waitsForSignals ? .signal("ended") : .now
  }

  /// The platform made `gesture` without asking: reported, then the copy follows it.
  func platformMade(_ gesture: UserGesture) {
    guard let session else { return }
    session.handlingCallback {
      insideCallback = true
      defer { insideCallback = false }
      let before = session.shown
      if case .followed = session.userMade(gesture) { mirror = before?.applyingUserGesture(gesture) }
    }
  }
}

@MainActor
@Suite("Host session: no step is shown inside a host's call into the session", .hangLimit)
struct HostSessionCallScopeTests {
  /// A navigator at `list` whose push of `detail` is in flight on a mirroring host, with `more`
  /// pushed meanwhile (it waits for the step).
  private func pushInFlight() async throws -> (Navigator, MirroringHost) {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let host = MirroringHost()
    navigator.attach(host)
    await navigator.waitUntilIdle()
    host.waitsForSignals = true
    navigator.push(TestRoute("detail"))
    navigator.push(TestRoute("more"))
    #expect(host.steps.count == 2, "the push of more waits for the step in flight")
    return (navigator, host)
  }

  @Test func aGestureReportedInsideAHostsCallbackGetsItsNextStepOnceTheCallbackReturns() async throws {
    let (navigator, host) = try await pushInFlight()
    // The user goes back to the list: the step in flight completes first, and `more`, pushed by a
    // command the host has not shown, stays; the session wants it shown.
    host.platformMade(.popped(to: 0))
    #expect(host.steps.count == 3, "the next step was shown once the callback returned")
    #expect(host.reentered.isEmpty, "no step was shown inside the host's callback")
    #expect(host.landedOnAStaleCopy.isEmpty, "the step landed on the host's copy of the gesture's result")
    host.session?.signal("ended")
    await navigator.waitUntilIdle()
    #expect(navigator.renderedState == navigator.state)
    #expect(
      navigator.state.stack(at: .root)?.map(\.route) == [AnyRoute(TestRoute("list")), AnyRoute(TestRoute("more"))])
  }

  @Test func aGestureReportedWithoutAScopeIsItsOwnScope() async throws {
    let (navigator, host) = try await pushInFlight()
    let session = try #require(navigator.session)
    #expect(session.userDid(.popped(to: 0)))
    #expect(host.steps.count == 3, "the next step is shown when the report returns")
    #expect(host.reentered.isEmpty)
  }
}

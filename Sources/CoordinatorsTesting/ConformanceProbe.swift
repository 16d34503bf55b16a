@_spi(Hosts) import Coordinators
import Testing

/// The host the navigator drives during a conformance check: it forwards every step to the host
/// under test and watches how the host completes it.
@MainActor
final class ConformanceProbe<Driver: HostConformanceDriver>: NavigationHost {
  let host: Driver.Host
  let driver: Driver
  /// The bench that hears about broken rules.
  weak var bench: ConformanceBench<Driver>?
  /// Every step forwarded, in order.
  private(set) var steps: [HostStep] = []

  init(host: Driver.Host, driver: Driver) {
    self.host = host
    self.driver = driver
  }

  var capabilities: HostCapabilities { host.capabilities }
  var watchdog: HostWatchdog { host.watchdog }

  /// The host keeps the session and reports its gestures to it directly.
  func didAttach(to session: HostSession) {
    host.didAttach(to: session)
  }

  /// The host learns of the step its platform lost.
  func stepWasLost(_ step: HostStep, in session: HostSession) {
    host.stepWasLost(step, in: session)
  }

  /// Forwards `step` to the host; a step that reaches the host while its platform still runs a
  /// transition is a broken rule: the host ended the previous step too early.
  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    if driver.isTransitioning(host) {
      bench?.fail(
        "\(step) reached the host while a transition still ran: the host completed "
          + "\(steps.last.map(\.description) ?? "a step") before its transition ended")
    }
    steps.append(step)
    return host.show(step, from: before, in: session)
  }
}

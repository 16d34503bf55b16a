import Coordinators
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
  /// The step forwarded and not completed yet.
  private(set) var inFlight: HostStep?
  private var completions: [Int] = []

  init(host: Driver.Host, driver: Driver) {
    self.host = host
    self.driver = driver
  }

  var capabilities: HostCapabilities { host.capabilities }

  /// The host keeps the navigator and reports its gestures to it directly.
  func didAttach(to navigator: Navigator) {
    host.didAttach(to: navigator)
  }

  func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    if let inFlight {
      bench?.fail("the navigator started \(step) while \(inFlight) was in flight")
    }
    if driver.isTransitioning(host) {
      bench?.fail(
        "\(step) reached the host while a transition still ran: the host completed "
          + "\(steps.last.map(\.description) ?? "a step") before its transition ended")
    }
    let number = steps.count
    steps.append(step)
    completions.append(0)
    inFlight = step
    host.perform(step) { [weak self] in
      guard let self else { return completion() }
      self.completions[number] += 1
      guard self.completions[number] == 1 else {
        self.bench?.fail("the host completed \(step) \(self.completions[number]) times; it must complete it once")
        return
      }
      // Clear first: the navigator may hand over the next step from inside the completion.
      if number == self.steps.count - 1 { self.inFlight = nil }
      completion()
    }
  }
}

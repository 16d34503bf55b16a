@_spi(Hosts) import Coordinators
import Testing

/// The host under test as a check sees it: the navigator drives it through this stand-in, which
/// forwards every step to the host and watches how the host completes it, and the check plays
/// the user and the device on it through its driver.
@MainActor
final class ConformanceProbe: NavigationHost {
  /// The host under test.
  let host: any NavigationHost
  /// The bench that hears about broken rules.
  weak var bench: ConformanceBench?
  /// Every step forwarded, in order.
  private(set) var steps: [HostStep] = []

  /// What the host shows, as its driver reads it (``HostConformanceDriver/shown(by:)``).
  let shown: @MainActor () -> NavigationState?
  /// Plays the user's gesture (``HostConformanceDriver/play(_:on:)-(ConformanceGesture,_)``).
  let playGesture: @MainActor (ConformanceGesture) async -> Bool
  /// Plays the device's behaviour (``HostConformanceDriver/play(_:on:)-(DeviceBehaviour,_)``).
  let playBehaviour: @MainActor (DeviceBehaviour) async -> Bool
  /// Whether a transition runs (``HostConformanceDriver/isTransitioning(_:)``).
  let isTransitioning: @MainActor () -> Bool
  /// Runs the transition under way to its end (``HostConformanceDriver/finishTransition(on:)``).
  let finishTransition: @MainActor () async -> Void
  /// Plays the UI writing back what the host shows (``HostConformanceDriver/echo(on:)``).
  let echo: @MainActor () async -> Void
  /// Lets the host's bounded waits end (``HostConformanceDriver/runOutTheHostsWaits(on:)``).
  let runOutTheHostsWaits: @MainActor () async -> Void
  /// Whether the driver reads and answers alerts (``HostConformanceDriver/readsAlerts``).
  let readsAlerts: Bool
  /// Taps a button of the alert shown (``HostConformanceDriver/tapAlertButton(_:on:)``).
  let tapAlertButton: @MainActor (Int) async -> Bool
  /// A probe of a new host the same driver makes: a second scene.
  let another: @MainActor () -> ConformanceProbe

  init<Driver: HostConformanceDriver>(_ driver: Driver) {
    let host = driver.makeHost()
    self.host = host
    shown = { driver.shown(by: host) }
    playGesture = { await driver.play($0, on: host) }
    playBehaviour = { await driver.play($0, on: host) }
    isTransitioning = { driver.isTransitioning(host) }
    finishTransition = { await driver.finishTransition(on: host) }
    echo = { await driver.echo(on: host) }
    runOutTheHostsWaits = { await driver.runOutTheHostsWaits(on: host) }
    readsAlerts = driver.readsAlerts
    tapAlertButton = { await driver.tapAlertButton($0, on: host) }
    another = { ConformanceProbe(driver) }
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
    if isTransitioning() {
      bench?.fail(
        "\(step) reached the host while a transition still ran: the host completed "
          + "\(steps.last.map(\.description) ?? "a step") before its transition ended")
    }
    steps.append(step)
    return host.show(step, from: before, in: session)
  }
}

/// The session asks the host under test, as it asks it on a device, whether the user's
/// transition still runs when the watchdog's timeout passed for a step it holds.
extension ConformanceProbe: UserTransitionHost {
  func userTransitionRuns(in session: HostSession) -> Bool {
    (host as? any UserTransitionHost)?.userTransitionRuns(in: session) ?? false
  }
}

/// What a host does when the end of a step never comes: after `timeout` it ends the step itself
/// and reports it, so the navigator never waits forever (a presentation the platform refused, a
/// signal it dropped). Where the platform gives no signal at all, a step ends after `stepTime`.
///
/// Both Apple hosts use it: `SwiftUIHost.Watchdog` (one second) and the UIKit host's model (two
/// seconds, as UIKit's own transitions can run longer). Tests pass a `schedule` that keeps the
/// closure and call it by hand, so no test waits for a clock:
///
/// ```swift
/// var pending: [@MainActor @Sendable () -> Void] = []
/// let watchdog = HostWatchdog { _, fire in pending.append(fire) }
/// ```
public struct HostWatchdog: Sendable {
  /// How long a step may wait for its signal before the watchdog completes it.
  public var timeout: Duration
  /// How long a step takes where no signal exists (`SwiftUIHost.hasTransitionSignals` is
  /// `false`): a push or a sheet animates for about 0.35 s on iOS, a Mac sheet for less.
  public var stepTime: Duration
  /// Calls the closure it is given once `timeout` has passed. Tests pass one that keeps the
  /// closure and call it by hand.
  public var schedule: @MainActor @Sendable (Duration, @escaping @MainActor @Sendable () -> Void) -> Void

  /// A watchdog that waits `timeout` (one second by default: a push or a sheet takes about
  /// 0.35 s, and the libraries that wait a fixed time wait 0.3 to 0.7 s), or `stepTime` where
  /// no signal exists, with `schedule`, by default a task that sleeps.
  public init(
    timeout: Duration = .seconds(1),
    stepTime: Duration = .milliseconds(400),
    schedule: @escaping @MainActor @Sendable (Duration, @escaping @MainActor @Sendable () -> Void) -> Void =
      HostWatchdog.sleep
  ) {
    self.timeout = timeout
    self.stepTime = stepTime
    self.schedule = schedule
  }

  /// Calls `fire` from a main-actor task after sleeping `delay`.
  public static func sleep(_ delay: Duration, _ fire: @escaping @MainActor @Sendable () -> Void) {
    Task { @MainActor in
      try? await Task.sleep(for: delay)
      fire()
    }
  }
}

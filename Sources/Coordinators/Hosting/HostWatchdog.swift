/// How long a host's steps may wait for their signals: a ``HostSession`` never waits forever.
///
/// A step that waited `timeout` is slow, not lost (a heavy first screen, a busy main thread):
/// it waits once more. One that waited twice `timeout` has lost its signal; the session ends it
/// and reports a `NavigationProblem.hostFallback`. A user's transition that holds a step is
/// bounded by `timeout` too. Where the platform gives no signal at all, a step ends after
/// `stepTime`, which is the mechanism there and reports nothing. The timers run only while the
/// scene is active (see ``HoldReason/sceneInactive``).
///
/// The SwiftUI host waits one second, the UIKit host two (UIKit's own transitions can run
/// longer). Tests pass a `schedule` that keeps the closure and call it by hand, so no test
/// waits for a clock:
///
/// <!-- snippet: spi -->
/// ```swift
/// var pending: [@MainActor @Sendable () -> Void] = []
/// let host = SwiftUIHost(watchdog: HostWatchdog { _, fire in pending.append(fire) })
/// navigator.attach(host)
/// // ... a step the platform never ends:
/// pending.removeFirst()()  // the watchdog fires: the step ends
/// ```
@_spi(Hosts) public struct HostWatchdog: Sendable {
  /// How long a step may wait for its signal before the watchdog completes it.
  public var timeout: Duration
  /// How long a step takes where no signal exists (``StepEnd/afterStepTime``): a push or a
  /// sheet animates for about 0.35 s on iOS, a Mac sheet for less.
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
    schedule: @escaping @MainActor @Sendable (Duration, @escaping @MainActor @Sendable () -> Void) -> Void = {
      delay, fire in
      Task { @MainActor in
        try? await Task.sleep(for: delay)
        fire()
      }
    }
  ) {
    self.timeout = timeout
    self.stepTime = stepTime
    self.schedule = schedule
  }
}

/// What ends a step a host has just shown, as the host tells its session.
@_spi(Hosts) public enum StepEnd: Sendable {
  /// The step is over: nothing animates (a terminal, a change the user does not see).
  case now
  /// The step ends once every one of these signals has come from the platform, in any order. A
  /// signal that came while the host was still showing the step counts too. The watchdog bounds
  /// the wait (see ``HostWatchdog``).
  case signals(Set<HostSignal>)
  /// As ``signals(_:)``, without a bound: the wait ends only with its signals (a new root that
  /// waits for the app to show its window, which a cold launch may delay for any time).
  case unboundedSignals(Set<HostSignal>)
  /// The platform gives no signal at all (macOS): the step ends after the watchdog's
  /// ``HostWatchdog/stepTime``, which is the mechanism there and no fallback.
  case afterStepTime

  /// The step ends with this one signal.
  public static func signal(_ signal: some Hashable & Sendable) -> StepEnd { .signals([HostSignal(signal)]) }
}

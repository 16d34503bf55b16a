@_spi(Hosts) import Coordinators
import Testing

/// One set of checks that any `NavigationHost` runs to show that it keeps the host contract:
/// it performs every kind of step, reports every gesture exactly once, and never overlaps two
/// steps.
///
/// A host under test supplies a small ``HostConformanceDriver``; each ``HostConformanceCheck``
/// drives a real navigator through that host and records a test issue for every broken rule,
/// naming the command or gesture it followed and showing what the host shows against the state.
///
/// <!-- snippet: spi -->
/// ```swift
/// @MainActor
/// @Suite struct TerminalHostConformanceTests {
///   @Test(arguments: HostConformanceCheck.contract)
///   func terminalHostConforms(_ check: HostConformanceCheck) async {
///     await HostConformance.run(check, with: TerminalHostDriver())
///   }
/// }
/// ```
///
/// The checks see the host through a stand-in that the navigator drives: it forwards each step
/// to the host and watches its completion. A step that reaches the host while the driver says
/// a transition still runs means the host completed the previous step too early; a completion
/// called twice, or never, is an issue too.
@MainActor
@_spi(Hosts) public enum HostConformance {
  /// Runs every check of the host contract (``HostConformanceCheck/contract``) with `driver`,
  /// each on a new host.
  package static func runAll<Driver: HostConformanceDriver>(
    with driver: Driver,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for check in HostConformanceCheck.contract {
      await run(check, with: driver, sourceLocation: sourceLocation)
    }
  }

  /// Runs `check` on a new host that `driver` makes, recording a test issue for each broken
  /// rule.
  public static func run<Driver: HostConformanceDriver>(
    _ check: HostConformanceCheck,
    with driver: Driver,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await ConformanceBench(check, on: ConformanceProbe(driver)) { recordIssue($0, at: sourceLocation) }.run()
  }

  /// Runs `check` on a new host that `driver` makes and returns the rules it broke, each as
  /// the message `run(_:with:sourceLocation:)` records; for the tests of the checks.
  package static func failures<Driver: HostConformanceDriver>(
    of check: HostConformanceCheck,
    with driver: Driver
  ) async -> [String] {
    var failures: [String] = []
    await ConformanceBench(check, on: ConformanceProbe(driver)) { failures.append($0) }.run()
    return failures
  }
}

@_spi(Hosts) import Coordinators
import Coordinators
import Testing

/// One check of ``HostConformance``, to run as one case of a parameterized test: a behaviour
/// every host must have (``contract``), or one it must have on a real device, where the
/// platform refuses, drops or delays what a kind platform would do (``device``).
///
/// <!-- snippet: spi -->
/// ```swift
/// @MainActor
/// @Suite struct MyHostConformanceTests {
///   @Test(arguments: HostConformanceCheck.contract)
///   func myHostConforms(_ check: HostConformanceCheck) async {
///     await HostConformance.run(check, with: MyHostDriver())
///   }
///
///   @Test(arguments: HostConformanceCheck.device)
///   func myHostSurvivesTheDevice(_ check: HostConformanceCheck) async {
///     await HostConformance.run(check, with: MyHostDriver())
///   }
/// }
/// ```
///
/// Each check is named in words, as the test's argument shows: `sets stacks`,
/// `reports a back gesture once`, `ends a refused presentation`. A device check whose device
/// behaviour the driver does not play (it answers `false` to
/// ``HostConformanceDriver/play(_:on:)-(DeviceBehaviour,_)``) passes with nothing to check.
@_spi(Hosts) public struct HostConformanceCheck: Sendable, Identifiable, CustomStringConvertible {
  /// What the navigator shows when the check attaches the host.
  enum Start: Sendable {
    /// A root stack of screens with these names.
    case stack([String])
    /// A root of tabs with these names, each with a first screen named after it; the first
    /// selected.
    case tabs([String])
    /// ``ConformanceTabsCoordinator``: two tabs, "home" and "search", each with a flow of its
    /// own, for the checks of what flows refuse.
    case flows
  }

  /// The check's name, `setsStacks`, which tells it from every other check; a test runner
  /// uses it to run one case of a parameterized test again.
  public let id: String
  /// What the navigator shows when the check attaches the host.
  let start: Start
  /// Whether the check needs a driver that reads and answers alerts
  /// (``HostConformanceDriver/readsAlerts``); with another it has nothing to check.
  let needsAlerts: Bool
  /// What the check does once the host shows ``start``, and what it expects.
  let steps: @MainActor (ConformanceBench) async -> Void

  init(
    _ id: String, starts start: Start, needsAlerts: Bool = false,
    steps: @escaping @MainActor (ConformanceBench) async -> Void
  ) {
    self.id = id
    self.start = start
    self.needsAlerts = needsAlerts
    self.steps = steps
  }

  /// The check in words: `sets stacks`.
  public var description: String {
    id.reduce(into: "") { text, character in
      text += character.isUppercase ? " " + character.lowercased() : String(character)
    }
  }

  /// The check named `id` (`setsStacks`), of ``contract`` or ``device``; for the package's
  /// tests, which name the checks they run.
  package static func named(_ id: String) -> HostConformanceCheck {
    guard let check = (contract + device).first(where: { $0.id == id }) else {
      preconditionFailure("no host conformance check is named \(id)")
    }
    return check
  }
}

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
  /// Which check it is.
  enum Kind: Sendable {
    case contract(HostConformance.Check)
    case device(HostConformance.DeviceCheck)
  }

  let kind: Kind

  init(_ kind: Kind) {
    self.kind = kind
  }

  /// Every behaviour every host must have: it performs every kind of step, reports every
  /// gesture exactly once, refuses what the navigator does not allow, and never overlaps two
  /// steps.
  public static let contract = HostConformance.Check.allCases.map { HostConformanceCheck(.contract($0)) }

  /// Every behaviour a host must have on a real device: a presentation the platform refuses, a
  /// layer the app's code dismisses, a step during the user's interactive gesture, a signal
  /// that never comes, two scenes, a split view that collapses and expands.
  public static let device = HostConformance.DeviceCheck.allCases.map { HostConformanceCheck(.device($0)) }

  /// The check's name, `setsStacks`, which tells it from every other check; a test runner
  /// uses it to run one case of a parameterized test again.
  public var id: String {
    switch kind {
    case .contract(let check): check.rawValue
    case .device(let check): check.rawValue
    }
  }

  /// The check in words: `sets stacks`.
  public var description: String { HostConformance.words(id) }
}

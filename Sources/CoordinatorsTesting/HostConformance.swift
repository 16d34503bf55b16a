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
  /// One behaviour every host must have; the public face of each is a ``HostConformanceCheck``
  /// (``HostConformanceCheck/contract``).
  package enum Check: String, CaseIterable, Sendable, CustomStringConvertible {
    /// The first step shows a root stack.
    case showsTheFirstState
    /// A root of tabs is shown, and a selection by a command too.
    case showsTabs
    /// Pushes, pops, insertions, removals, replacements and whole new stacks, with and without
    /// a custom transition, each shown as one step.
    case setsStacks
    /// Sheets, covers, custom presentations and layers without a stack are presented, pushed
    /// into and dismissed, one or several at once.
    case presentsAndDismissesLayers
    /// A new root (tabs, then a stack) replaces everything, modal layers included.
    case replacesTheRoot
    /// Going back is reported once, as a pop to the screen below, and needs no step.
    case reportsABackGestureOnce
    /// Going back several screens in one gesture (a long press on the back button) is reported
    /// once, as a pop to the screen chosen, and needs no step.
    case reportsAPopOfSeveralScreensOnce
    /// A swipe down of a sheet is reported once, as the dismissal of that layer, and needs no
    /// step; a full-screen cover offers none.
    case reportsASwipeDownOnce
    /// A layer whose presentation disables the swipe down stays.
    case keepsADismissDisabledLayer
    /// A tap on another tab is reported once, as a selection, and needs no step.
    case reportsATabSelectionOnce
    /// A tap on the selected tab is reported once, as a reselection; the pop to the tab's root
    /// comes back as a step.
    case reportsATabReselectionOnce
    /// A tap on a tab bar covered by a modal layer reports nothing.
    case ignoresTabTapsUnderALayer
    /// A tab's item (a badge) changes in one step of its own: no new root, and the modal layers
    /// stay.
    case updatesATabItemInPlace
    /// A burst of commands reaches the host one step at a time, each completed once.
    case performsOneStepAtATime
    /// A tab tapped while a step is under way changes the state once, and the host ends up
    /// showing the state.
    case takesAGestureDuringAStep
    /// What the UI writes back during and after the host's own steps (the path it was given,
    /// the tab it selected, `nil` for a sheet it dismissed) is no gesture: nothing is reported.
    case ignoresEchoesOfItsOwnSteps
    /// An alert shows over the top-most level (a sheet); a tap on a button is reported once and
    /// needs no step; an alert replaces the one shown; a push happens under it; a dismissal or
    /// a presentation takes it down first. Nothing to check for a driver that reads no alerts
    /// (``HostConformanceDriver/readsAlerts``).
    case showsAndAnswersAlerts
    /// What the navigator does not allow the user (`HostSession.ask(_:)`) the host
    /// refuses, and reports nothing: going back over the first screen of a flow that disabled
    /// its interactive dismissal, or past it with a long press on the back button (a host whose
    /// platform popped takes it back), a swipe down of such a flow's sheet, another tab while a
    /// flow holds the navigation lock, in a tab bar and in a sidebar, a tap on the selected tab
    /// whose pop to its root would take such a flow away. A refused tap is refused before it
    /// shows: no step follows it. Going back between that flow's own screens is reported once;
    /// a refused gesture that the host's UI offered reaches the flow's `onAttempt`.
    case refusesWhatTheNavigatorDisallows
    /// Under an alert (`HostSession.ask(_:)`) the host refuses going back, by a swipe or
    /// by a long press on the back button (taking back a pop its platform made), and reports
    /// nothing; once the alert is down, the long press is reported once.
    case refusesGesturesUnderAnAlert
    /// A return to a checkpoint from a child flow pushed in a sheet is one change: the host
    /// dismisses the sheet and shows the checkpoint's screen, and the value arrives once.
    case showsAReturnToACheckpoint

    /// The check in words: `sets stacks`.
    public var description: String { HostConformance.words(rawValue) }
  }

  /// A check's name in words: `setsStacks` is `sets stacks`.
  nonisolated static func words(_ name: String) -> String {
    name.reduce(into: "") { text, character in
      text += character.isUppercase ? " " + character.lowercased() : String(character)
    }
  }

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
    await run(kind(of: check), with: driver, sourceLocation: sourceLocation)
  }

  /// The bench's kind of `check`.
  static func kind<Driver: HostConformanceDriver>(of check: HostConformanceCheck) -> ConformanceBench<Driver>.Kind {
    switch check.kind {
    case .contract(let check): .contract(check)
    case .device(let check): .device(check)
    }
  }

  /// Runs the contract check `check` on a new host that `driver` makes, recording a test issue
  /// for each broken rule; for the package's tests, which name a check by its case.
  package static func run<Driver: HostConformanceDriver>(
    _ check: Check,
    with driver: Driver,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await run(.contract(check), with: driver, sourceLocation: sourceLocation)
  }

  /// Runs `kind` on a new host that `driver` makes, recording a test issue for each broken rule.
  static func run<Driver: HostConformanceDriver>(
    _ kind: ConformanceBench<Driver>.Kind,
    with driver: Driver,
    sourceLocation: SourceLocation
  ) async {
    let bench = ConformanceBench(driver: driver, kind: kind) { message in
      recordIssue(message, at: sourceLocation)
    }
    await bench.run()
  }

  /// The rules `kind` broke on a new host that `driver` makes.
  static func failures<Driver: HostConformanceDriver>(
    of kind: ConformanceBench<Driver>.Kind,
    with driver: Driver
  ) async -> [String] {
    var failures: [String] = []
    await ConformanceBench(driver: driver, kind: kind) { failures.append($0) }.run()
    return failures
  }

  /// Runs `check` on a new host that `driver` makes and returns the rules it broke, each as
  /// the message `run(_:with:sourceLocation:)` records; for the tests of the checks.
  package static func failures<Driver: HostConformanceDriver>(
    of check: Check,
    with driver: Driver
  ) async -> [String] {
    await failures(of: .contract(check), with: driver)
  }
}

@_spi(Hosts) import Coordinators
import Coordinators
import Testing

@_spi(Hosts) extension HostConformance {
  /// One behaviour a host must have on a real device, where the platform refuses, drops or
  /// delays what a kind platform would do (``DeviceBehaviour``); the public face of each is a
  /// ``HostConformanceCheck`` (``HostConformanceCheck/device``).
  ///
  /// A check whose device behaviour the driver does not play (it answers `false` to
  /// ``HostConformanceDriver/play(_:on:)-(DeviceBehaviour,_)``) passes with nothing to check.
  package enum DeviceCheck: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A presentation the platform refuses because the app presents its own controller ends
    /// as a reported problem, and the navigator's state goes back to what is shown; the next
    /// presentation, once the app's controller is gone, is shown.
    case endsARefusedPresentation
    /// A layer the app's code dismisses reaches the navigator once, and the next presentation
    /// and dismissal act on what is really shown.
    case followsALayerDismissedByAppCode
    /// A step that arrives while the user's back swipe or swipe down runs changes nothing on
    /// screen until the gesture ends; the gesture, completed, is reported once; cancelled,
    /// nothing is.
    case holdsStepsDuringAnInteractiveGesture
    /// After a swipe down the user cancelled, the next step completes.
    case endsACancelledSwipeDown
    /// A step whose end signal never comes ends on the host's bound, reported as a problem;
    /// the navigator does not wait forever.
    case endsAStepWhoseSignalNeverComes
    /// Replacing a stack's only screen (login → home) completes without the host's bound and
    /// without a problem: no transition runs, so no appearance signal may be awaited.
    case swapsAStacksOnlyScreenAtOnce
    /// Late `nil` writes for layers that are gone dismiss nothing: a cover presented where a
    /// sheet was dismissed stays.
    case ignoresLateNilWritesForGoneLayers
    /// Two navigators, each with its own host (two windows, two scenes), stay apart: a command
    /// or a gesture in one changes nothing in the other.
    case keepsScenesApart
    /// Tabs laid out anew in a sidebar in a compact window show as a split view collapsed into
    /// the selected section's stack, and expand when the window becomes regular, each resize
    /// reported once; going back
    /// from the section's first screen shows the sidebar, and a section tapped there shows its
    /// stack; expanded, a section left for another keeps its stack; no section's stack and no
    /// selection is lost on the way.
    case collapsesAndExpandsASplitView
    /// iOS 26's back swipe from the middle of the content asks as the edge swipe does: it goes
    /// back between the screens of a flow that disabled its interactive dismissal, but not past
    /// its first screen, whose flow's `onAttempt` runs once; nor under an alert, during a
    /// transition, or at a stack's root.
    case refusesAContentBackSwipeOverAGuardedFlow
    /// Layers the app's code dismisses from below the top (covers under covers) all leave the
    /// navigator's state, reported once, and the next presentation acts on what is shown.
    case followsLayersDismissedFromBelowByAppCode
    /// Size-class flips while the scene is in the background (app-switcher snapshots) are no
    /// resizes: the user comes back to the place they left, and the navigator heard nothing.
    case keepsTheUsersPlaceAcrossBackgrounding
    /// An alert the platform never shows does not stay in the navigator's state: once the
    /// host's bound ran out it ends as a reported problem, the state goes back to what is shown
    /// (no alert, so the gestures it covered are offered again), and the next alert shows.
    case endsAnAlertThePlatformNeverShows

    /// The check in words: `ends a refused presentation`.
    public var description: String { HostConformance.words(rawValue) }
  }

  /// Runs the device check `check` on a new host that `driver` makes, recording a test issue
  /// for each broken rule; for the package's tests, which name a check by its case.
  package static func run<Driver: HostConformanceDriver>(
    _ check: DeviceCheck,
    with driver: Driver,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    await run(.device(check), with: driver, sourceLocation: sourceLocation)
  }

  /// Runs the device check `check` on a new host that `driver` makes and returns the rules it
  /// broke; for the tests of the checks.
  package static func failures<Driver: HostConformanceDriver>(
    of check: DeviceCheck,
    with driver: Driver
  ) async -> [String] {
    await failures(of: .device(check), with: driver)
  }
}

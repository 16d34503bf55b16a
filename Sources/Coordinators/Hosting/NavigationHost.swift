@_spi(Hosts) import CoordinatorsCore

/// Something that shows a navigator's state: a SwiftUI scene, a UIKit window, a terminal, a test.
///
/// A host translates; it decides nothing. Its ``HostSession`` holds what is shown, plans each
/// step, holds it while the platform could not take it, bounds its wait, and answers what the
/// user may do. The host does three things:
///
/// - **It shows each step it is given** (``show(_:from:in:)``) with its platform's calls, and
///   says what ends it: nothing (``StepEnd/now``), or the platform's signals
///   (``StepEnd/signals(_:)``), which it hands to ``HostSession/signal(_:step:)`` as they come.
/// - **It tells the session about the user**: before a gesture, where its platform asks
///   (``HostSession/ask(_:)``: a back swipe that may begin, a tab that may be selected); after a
///   gesture its platform made without asking (``HostSession/userMade(_:)``, which may take it
///   back); of a transition the user runs (``HostSession/hold(_:)`` and
///   ``HostSession/release(_:)`` of ``HoldReason/userTransition``); and of the window's width
///   (``HostSession/userDid(_:)`` with ``UserGesture/resized(_:)``, at attach and whenever it
///   changes: before the first step it is the navigator's first layout).
/// - **It tells the session what its platform cannot take now** (``HostSession/hold(_:)``): an
///   inactive scene, a presenter off screen, a presentation leaving.
///
/// What the host shows is ``HostSession/shown``: the session renders every step onto it before
/// ``show(_:from:in:)`` is called, and follows every gesture on it.
///
/// **The session never re-enters the host.** ``show(_:from:in:)`` is never called while the host
/// is inside one of its calls into the session: a step wanted meanwhile is shown once the host's
/// outermost call returns. A host that changes objects of its own after a report (a model its
/// views bind to) wraps the platform's callback in ``HostSession/handlingCallback(_:)``, so the
/// next step lands on them.
@MainActor
@_spi(Hosts) public protocol NavigationHost: AnyObject {
  /// What the host can do in one step; the planner takes it into account.
  var capabilities: HostCapabilities { get }

  /// How long the host's steps may wait for their signals (see ``HostWatchdog``).
  var watchdog: HostWatchdog { get }

  /// Shows `step` with the platform's calls; ``HostSession/shown`` is its result already, and
  /// `before` is what was shown until now (`nil`: nothing yet, the step is a `setRoot`).
  ///
  /// Returns what ends the step. Signals the platform sends during this call count too, so the
  /// platform's call may come last, whatever it calls back at once.
  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd

  /// Called when a navigator starts driving this host through `session`, before the first
  /// step; the host keeps the session (weakly) to report signals and gestures to it, and shows
  /// nothing until its first step. Called once per session: the navigator does not call it
  /// again when the app attaches the host that is attached already.
  func didAttach(to session: HostSession)

  /// Called when the session's watchdog ended `step` because its signals never came (reported
  /// as a `NavigationProblem.hostFallback`): ``HostSession/shown`` is the step's result. A host
  /// that can tell its platform never showed that result (an alert it looked for and did not
  /// find) reports it with ``HostSession/platformRefused(_:)``, so the navigator's state goes
  /// back to what is shown, never as the user's act.
  func stepWasLost(_ step: HostStep, in session: HostSession)
}

/// A host that can tell whether the user's transition still runs on its platform: the SwiftUI
/// and UIKit hosts. Any other host's user's transition is bounded by the watchdog's timeout.
package protocol UserTransitionHost: NavigationHost {
  /// Whether the user's transition still runs, asked when the watchdog's timeout passed for a
  /// step it holds (see ``HoldReason/userTransition``): `true` where the platform will still end
  /// it (UIKit: a `transitionCoordinator` runs), and the step waits once more; `false` where
  /// nothing will end it, and the step no longer waits.
  func userTransitionRuns(in session: HostSession) -> Bool
}

@_spi(Hosts) extension NavigationHost {
  /// A watchdog with its defaults: one second, and 0.4 s where no signal exists.
  public var watchdog: HostWatchdog { HostWatchdog() }

  /// Does nothing.
  public func didAttach(to session: HostSession) {}

  /// Does nothing: the step's result stays what is shown.
  public func stepWasLost(_ step: HostStep, in session: HostSession) {}
}

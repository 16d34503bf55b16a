@_spi(Hosts) import Coordinators

/// What ``HostConformance`` needs from a host under test: how to make one, how to read what it
/// shows, how to play the user on it, and how to let a transition end.
///
/// A driver is small. For a host without animation, like the terminal host:
///
/// <!-- snippet: not compiled -->
/// ```swift
/// @MainActor
/// struct TerminalHostDriver: HostConformanceDriver {
///   func makeHost() -> TerminalHost { TerminalHost() }
///   func shown(by host: TerminalHost) -> NavigationState? { host.session?.shown }
///   func play(_ gesture: ConformanceGesture, on host: TerminalHost) -> Bool {
///     switch gesture {
///     case .goBack: (try? host.goBack()) != nil
///     case .goBackSeveral(let count): (try? host.goBack(count: count)) != nil
///     case .dismissTopLayer: (try? host.dismissTopLayer()) != nil
///     case .tapTab(let index): (try? host.tapTab(index + 1)) != nil
///     }
///   }
/// }
/// ```
///
/// A host with animations also says when one runs (``isTransitioning(_:)``) and runs it to its
/// end (``finishTransition(on:)``): a UIKit driver completes the transition coordinator's
/// animation, a SwiftUI driver lets the run loop turn.
@MainActor
@_spi(Hosts) public protocol HostConformanceDriver {
  /// The type of the host under test.
  associatedtype Host: NavigationHost

  /// A new host, attached to no navigator.
  func makeHost() -> Host

  /// What `host` shows, read back from its UI (or from the copy it keeps of what it shows);
  /// `nil` when it shows nothing yet.
  func shown(by host: Host) -> NavigationState?

  /// Plays the user's `gesture` on `host` as its UI would, through to its end (a completed
  /// swipe, a tap), so the host reports it.
  ///
  /// - Returns: `false` when the host's UI does not offer the gesture now (a layer whose
  ///   presentation disables the swipe down); the host then reports nothing.
  func play(_ gesture: ConformanceGesture, on host: Host) async -> Bool

  /// Whether a transition runs on `host` (an animation the host has not completed). The
  /// default is `false`, for hosts without animation.
  func isTransitioning(_ host: Host) -> Bool

  /// Runs the transition under way on `host` to its end. The default does nothing, for hosts
  /// that complete each step before `NavigationHost.perform(_:completion:)` returns.
  func finishTransition(on host: Host) async

  /// Plays the UI writing back what `host` shows, as SwiftUI does during and after a step the
  /// host performed: each stack's path, the selected tab while a step selects it, `nil` for a
  /// presentation that is gone. A host must take none of it for a gesture. The default does
  /// nothing, for hosts whose UI writes nothing back.
  func echo(on host: Host) async

  /// Plays the device's `behaviour` on `host`, for the device checks (``HostConformanceCheck/device``).
  ///
  /// - Returns: `false` when this host's platform does not do that (the default); the check
  ///   that asked then has nothing to check.
  func play(_ behaviour: DeviceBehaviour, on host: Host) async -> Bool

  /// Lets the time `host` allows a platform signal pass, so that its bounded waits end (its
  /// watchdog fires). The default does nothing, for hosts that wait for no signal.
  func runOutTheHostsWaits(on host: Host) async

  /// Whether the driver reads the alert `host` shows (in ``shown(by:)``) and taps its buttons
  /// (``tapAlertButton(_:on:)``). The default is `false`: the alert check then has nothing to
  /// check.
  var readsAlerts: Bool { get }

  /// Taps the button at `index` (0 is the first) of the alert `host` shows, as its UI would.
  ///
  /// - Returns: `false` when no alert with such a button is shown (the default: the driver
  ///   reads no alerts).
  func tapAlertButton(_ index: Int, on host: Host) async -> Bool
}

@_spi(Hosts) extension HostConformanceDriver {
  /// No transition ever runs.
  public func isTransitioning(_ host: Host) -> Bool { false }

  /// Nothing to finish.
  public func finishTransition(on host: Host) async {}

  /// Nothing is written back.
  public func echo(on host: Host) async {}

  /// The driver reads no alerts.
  public var readsAlerts: Bool { false }

  /// No alert is tapped.
  public func tapAlertButton(_ index: Int, on host: Host) async -> Bool { false }
}

/// A gesture the conformance checks ask a host's user to make.
@_spi(Hosts) public enum ConformanceGesture: Hashable, Sendable, CustomStringConvertible {
  /// Goes back one screen in the top-most stack: a completed back swipe, or the back button.
  case goBack
  /// Goes back this many screens in the top-most stack in one gesture: a long press on the back
  /// button and a choice in its menu (SwiftUI writes the shorter path once).
  case goBackSeveral(Int)
  /// Swipes the top-most modal layer down, to its end.
  case dismissTopLayer
  /// Taps the tab at this index (0 is the first) in the tab bar, whether it is selected or not.
  case tapTab(Int)

  /// `go back`, `go back 3 screens`, `dismiss the top layer` or `tap tab 1` (the index).
  public var description: String {
    switch self {
    case .goBack: "go back"
    case .goBackSeveral(let count): "go back \(count) screens"
    case .dismissTopLayer: "dismiss the top layer"
    case .tapTab(let index): "tap tab \(index)"
    }
  }
}

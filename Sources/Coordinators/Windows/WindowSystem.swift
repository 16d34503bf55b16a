/// What a host does for a ``WindowDirectory``: opens a window for a destination (or asks a
/// window whose scene the system disconnected back), says when the platform refuses, and brings
/// a window forward. The hosts provide one (SwiftUI's `openWindow`, UIKit's scene activation,
/// the terminal's panes, `TestHost`'s windows); it makes no decision.
@MainActor
public protocol WindowSystem: AnyObject {
  /// Whether the platform can show another window now: `false` on an iPhone or in an app
  /// without multiple-scene support, and the place is shown in the window that asked.
  var opensWindows: Bool { get }

  /// Asks the platform for a window at `destination`: a new one, or, when `session` names one,
  /// the window of that scene session (the system disconnected its scene and kept the session).
  /// Its scene hands the destination to ``WindowDirectory/connect(_:showing:restored:session:)``
  /// when it connects.
  ///
  /// When the platform refuses (its window limit, an app not in front, a session it no longer
  /// has), call `refused` with what it said, at once or later: the directory shows the place in
  /// the window that asked, or, for a session, in a new window.
  func openWindow(
    at destination: WindowDestination, reopening session: String?, refused: @escaping @MainActor (String) -> Void)

  /// Brings forward the window of `navigator`, which has just walked to a place asked for from
  /// another window.
  func bringForward(_ navigator: Navigator)
}

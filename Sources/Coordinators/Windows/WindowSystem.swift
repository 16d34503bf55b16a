/// What a host does for a ``WindowDirectory``: opens a window for a destination, and brings a
/// window forward. The hosts provide one (SwiftUI's `openWindow`, UIKit's scene activation, the
/// terminal's panes, `TestHost`'s windows); it makes no decision.
@MainActor
public protocol WindowSystem: AnyObject {
  /// Whether the platform can show another window now: `false` on an iPhone or in an app
  /// without multiple-scene support, and the place is shown in the window that asked.
  var opensWindows: Bool { get }

  /// Asks the platform for a new window at `destination`; its scene hands the destination to
  /// ``WindowDirectory/connect(_:showing:restored:)`` when it connects.
  func openWindow(at destination: WindowDestination)

  /// Brings forward the window of `navigator`, which has just walked to a place asked for from
  /// another window.
  func bringForward(_ navigator: Navigator)
}

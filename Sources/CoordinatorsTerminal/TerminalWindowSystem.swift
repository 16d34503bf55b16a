import Coordinators

/// The windows of a terminal app: a terminal has one pane, so a new window is a note printed
/// under the screen (where the place would open, and how to reach it), and
/// `WindowDirectory` shows places it names in the pane that asked only when ``opensWindows``
/// is `false`.
///
/// ```swift
/// let windows = WindowDirectory(registry: ShapesApp.routes)
/// windows.system = TerminalWindowSystem()
/// try windows.connect(navigator)
/// ```
@MainActor
public final class TerminalWindowSystem: WindowSystem {
  /// Whether a place asked for in another window is printed as a note (`true`) or shown in the
  /// pane that asked (`false`).
  public var opensWindows: Bool
  /// Every destination a note was printed for, in order.
  package private(set) var openedWindows: [WindowDestination] = []
  private let write: @MainActor (String) -> Void

  /// A system that prints its notes with `write` (standard output unless told otherwise).
  public init(opensWindows: Bool = true, write: @escaping @MainActor (String) -> Void = { print($0) }) {
    self.opensWindows = opensWindows
    self.write = write
  }

  /// Prints where a new window would open (a terminal keeps no scene sessions, so `session` is
  /// always `nil`, and it never refuses).
  public func openWindow(
    at destination: WindowDestination, reopening session: String?, refused: @escaping @MainActor (String) -> Void
  ) {
    openedWindows.append(destination)
    write("[new window] \(Self.describe(destination))")
  }

  /// Prints which window would come forward.
  public func bringForward(_ navigator: Navigator) {
    write("[window brought forward] \(navigator.state.topScreen.route)")
  }

  /// The place a destination opens at: its link, or its routes' keys and values.
  static func describe(_ destination: WindowDestination) -> String {
    switch destination.place {
    case .link(let url): url.absoluteString
    case .routes(let routes): routes.map(\.description).joined(separator: " > ")
    }
  }
}

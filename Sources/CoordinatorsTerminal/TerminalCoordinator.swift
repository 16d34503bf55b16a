@_spi(Hosts) import Coordinators

/// A coordinator whose screens can be shown in a terminal.
///
/// The ``TerminalHost`` asks the coordinator of the flow that owns a screen
/// (`Navigator.coordinator(for: screen.owner)`) for that screen's terminal form. Give the
/// conformance in the terminal app's target, as an extension, so the flows stay free of any
/// platform:
///
/// ```swift
/// extension InboxCoordinator: TerminalCoordinator {
///   func screen(for route: InboxRoute) -> TerminalScreen {
///     switch route {
///     case .inbox:
///       TerminalScreen(body: ["3 unread messages"], actions: [.send("Open the first", InboxAction.open(0))])
///     case .message(let id):
///       TerminalScreen(title: "Message \(id)", actions: [.send("Archive", InboxAction.archive(id))])
///     }
///   }
/// }
/// ```
///
/// A screen whose coordinator does not conform is shown with its title and route, and no
/// actions.
@MainActor
public protocol TerminalCoordinator: Coordinator {
  /// The terminal form of the screen that shows `route`: a title, lines of text and numbered
  /// actions.
  ///
  /// The host calls it whenever it draws the screen, so it should be cheap and read the
  /// coordinator's current data. It is never called for a route that opens a child flow.
  func screen(for route: RouteType) -> TerminalScreen
}

extension TerminalCoordinator {
  /// The terminal form of `route` when it is one of this coordinator's routes.
  func terminalScreen(for route: AnyRoute) -> TerminalScreen? {
    route.route(as: RouteType.self).map(screen(for:))
  }
}

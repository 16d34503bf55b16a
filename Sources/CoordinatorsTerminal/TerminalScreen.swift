/// What a terminal shows for one screen: a title, lines of text, and numbered actions.
///
/// The user runs an action by typing its number. Leave the title out to use the title of the
/// route's `ScreenOptions`.
///
/// ```swift
/// func screen(for route: ShapesRoute) -> TerminalScreen {
///   TerminalScreen(
///     body: ["Shapes drawn with paths."],
///     actions: [
///       .send("Star", ShapesAction.select(.star)),
///       .send("Done", StandardAction.done),
///     ])
/// }
/// ```
public struct TerminalScreen: Sendable {
  /// The title, or `nil` for the title of the route's options.
  package var title: String?
  /// The lines of text under the title.
  package var body: [String]
  /// The actions, shown numbered from 1 under the body.
  package var actions: [TerminalAction]

  /// A screen with the given title, lines and actions.
  public init(title: String? = nil, body: [String] = [], actions: [TerminalAction] = []) {
    self.title = title
    self.body = body
    self.actions = actions
  }
}

/// One numbered action of a ``TerminalScreen``: what a button or a row does in a graphical app.
///
/// Most actions report a `CoordinatorAction` from their screen, as a view does: the
/// coordinator of the flow that owns the screen is offered it first, then its ancestors
/// (`Navigator.send(_:from:)`). An action can also run a closure.
public struct TerminalAction: Sendable {
  enum Kind: Sendable {
    case send(any CoordinatorAction)
    case run(@MainActor @Sendable () -> Void)
  }

  /// The label the terminal shows after the action's number.
  package var title: String
  let kind: Kind

  /// An action that reports `action` from its screen, labelled `title`.
  public static func send(_ title: String, _ action: any CoordinatorAction) -> TerminalAction {
    TerminalAction(title: title, kind: .send(action))
  }

  /// An action that runs `body`, labelled `title`.
  public static func run(_ title: String, _ body: @escaping @MainActor @Sendable () -> Void) -> TerminalAction {
    TerminalAction(title: title, kind: .run(body))
  }
}

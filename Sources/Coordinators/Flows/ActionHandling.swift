/// Something a view or a child flow reports to a coordinator: a tap, a choice, "done".
///
/// Actions travel up the flow tree: ``Flow/send(_:)`` offers one to the flow's own coordinator,
/// then to each ancestor in turn, until one handles it. Each coordinator is offered only the
/// actions of its ``Coordinator/Action`` type, already typed. An action nobody handles is
/// reported to the navigator's observers (a ``NavigationProblem/unhandledAction(_:from:)``),
/// never dropped without a word.
public protocol CoordinatorAction: Sendable {
  /// The value of this type that `action` stands for, or `nil` when the type does not take it.
  ///
  /// The default takes the values of this very type. An enum that gathers several action types,
  /// for a coordinator that handles them all, takes each of theirs:
  ///
  /// ```swift
  /// enum RootAction: CoordinatorAction {
  ///   case shapes(ShapesAction)
  ///   case standard(StandardAction)
  ///
  ///   static func accepting(_ action: any CoordinatorAction) -> RootAction? {
  ///     ShapesAction.accepting(action).map(shapes) ?? StandardAction.accepting(action).map(standard)
  ///   }
  /// }
  /// ```
  static func accepting(_ action: any CoordinatorAction) -> Self?
}

extension CoordinatorAction {
  /// The action itself when it is of this type, else `nil`.
  public static func accepting(_ action: any CoordinatorAction) -> Self? { action as? Self }
}

/// `Never` is the action type of a coordinator that handles no action: every action passes it
/// by on its way to the parent.
extension Never: CoordinatorAction {}

/// The actions most flows need, as in SwiftUICoordinator: the user is done, or gave up.
public enum StandardAction: CoordinatorAction, Hashable {
  /// The user completed what the flow is for.
  case done
  /// The user gave up.
  case cancel
}

/// Whether a coordinator handled an action, or it goes on to the parent.
public enum ActionHandling: Hashable, Sendable {
  /// The coordinator acted on it; it goes no further.
  case handled
  /// The coordinator did not act on it; the parent is offered it next.
  case unhandled
}

/// Something a view or a child flow reports to a coordinator: a tap, a choice, "done".
///
/// Actions travel up the flow tree: ``Flow/send(_:)`` offers one to the flow's own coordinator,
/// then to each ancestor in turn, until one handles it. An action nobody handles is reported
/// to the navigator's observers (a ``NavigationProblem/unhandledAction(_:from:)``),
/// never dropped without a word.
public protocol CoordinatorAction: Sendable {}

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

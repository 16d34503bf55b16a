/// Chooses a custom transition for the stack changes that go from one kind of route to another
/// in a given direction.
///
/// The planner asks the ``TransitionRules`` of the host for each stack step, with the routes of
/// the old and the new top screen, and puts the chosen ``TransitionID`` on the step; the host
/// maps it to an animation.
///
/// ```swift
/// let morph = TransitionRule(
///   from: .route(CustomShapesRoute.list), to: .type(StarRoute.self), on: .push, use: "morph")
/// navigator.transitionRules.append(morph)
/// ```
public struct TransitionRule: Sendable, CustomStringConvertible {
  /// The directions of stack change a rule applies to.
  public enum Directions: Hashable, Sendable, CustomStringConvertible {
    /// Pushes only.
    case push
    /// Pops only.
    case pop
    /// Pushes and pops.
    case both

    /// Whether a change in `direction` is one of these.
    package func contains(_ direction: TransitionDirection) -> Bool {
      switch (self, direction) {
      case (.both, _), (.push, .push), (.pop, .pop): true
      case (.push, .pop), (.pop, .push): false
      }
    }

    /// `push`, `pop` or `push or pop`.
    public var description: String {
      switch self {
      case .push: "push"
      case .pop: "pop"
      case .both: "push or pop"
      }
    }
  }

  /// Which routes the old top screen may show.
  package var from: RouteMatcher
  /// Which routes the new top screen may show.
  package var to: RouteMatcher
  /// The directions the rule applies to.
  package var directions: Directions
  /// The transition to use when the rule applies.
  package var transition: TransitionID

  /// A rule that uses `transition` when the top of a stack goes from a route `from` accepts to
  /// one `to` accepts, in one of `directions`.
  ///
  /// For a pop, `from` is the route that leaves and `to` the route revealed, so a rule for
  /// going back from a detail to its list reads `from: .type(Detail.self), to: .type(List.self)`.
  public init(
    from: RouteMatcher = .any,
    to: RouteMatcher = .any,
    on directions: Directions = .both,
    use transition: TransitionID
  ) {
    self.from = from
    self.to = to
    self.directions = directions
    self.transition = transition
  }

  /// Whether the rule applies to a change from `from` to `to` in `direction`.
  package func matches(from: AnyRoute, to: AnyRoute, direction: TransitionDirection) -> Bool {
    directions.contains(direction) && self.from.matches(from) && self.to.matches(to)
  }

  /// The rule in words: `any ListRoute -> any StarRoute on push: morph`.
  public var description: String {
    "\(from) -> \(to) on \(directions): \(transition)"
  }
}

extension TransitionRule {
  /// The two rules that animate going from a `first` screen to a `second` one and back with
  /// `transition`: a push from `first` to `second`, and a pop from `second` to `first`.
  ///
  /// ```swift
  /// navigator.transitionRules += TransitionRule.between(
  ///   .route(CustomShapesRoute.list), and: .route(CustomShapesRoute.star), use: "fade")
  /// ```
  public static func between(
    _ first: RouteMatcher,
    and second: RouteMatcher,
    use transition: TransitionID
  ) -> [TransitionRule] {
    [
      TransitionRule(from: first, to: second, on: .push, use: transition),
      TransitionRule(from: second, to: first, on: .pop, use: transition),
    ]
  }
}

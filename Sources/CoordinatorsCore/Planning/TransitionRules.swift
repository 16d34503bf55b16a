/// An ordered list of ``TransitionRule``s in which the first rule that matches wins.
///
/// Put the specific rules before the general ones:
///
/// ```swift
/// navigator.transitionRules = [
///   TransitionRule(from: .route(CustomShapesRoute.list), to: .type(StarRoute.self), on: .push, use: "morph"),
///   TransitionRule(to: .type(StarRoute.self), use: "fade"),
/// ]
/// ```
///
/// The host session's planner asks the rules for every stack step it plans: a push from the list
/// to a star uses "morph", any other change that shows a star "fade", and the rest the host's
/// default transition.
public struct TransitionRules: RandomAccessCollection, RangeReplaceableCollection, MutableCollection, Sendable,
  ExpressibleByArrayLiteral
{
  private var rules: [TransitionRule]

  /// No rule: every stack change gets the host's default transition.
  public init() { rules = [] }

  /// The given rules, tried in order.
  public init(_ rules: some Sequence<TransitionRule>) { self.rules = Array(rules) }

  /// The rules of the literal, tried in order.
  public init(arrayLiteral rules: TransitionRule...) { self.rules = rules }

  /// The position of the first rule.
  public var startIndex: Int { rules.startIndex }

  /// The position after the last rule.
  public var endIndex: Int { rules.endIndex }

  /// The rule at `position`.
  public subscript(position: Int) -> TransitionRule {
    get { rules[position] }
    set { rules[position] = newValue }
  }

  /// Replaces the rules in `subrange` with `newRules`.
  public mutating func replaceSubrange(_ subrange: Range<Int>, with newRules: some Collection<TransitionRule>) {
    rules.replaceSubrange(subrange, with: newRules)
  }

  /// The transition of the first rule that matches a change from `from` to `to` in
  /// `direction`, or `nil` when none does.
  package func transition(from: some Route, to: some Route, direction: TransitionDirection) -> TransitionID? {
    guard !rules.isEmpty else { return nil }
    let from = AnyRoute(from)
    let to = AnyRoute(to)
    return rules.first { $0.matches(from: from, to: to, direction: direction) }?.transition
  }

  /// The transition of the first rule that matches a change from the route of `from` to the
  /// route of `to` in `direction`, or `nil` when none does.
  package func transition(from: Screen, to: Screen, direction: TransitionDirection) -> TransitionID? {
    transition(from: from.route, to: to.route, direction: direction)
  }
}

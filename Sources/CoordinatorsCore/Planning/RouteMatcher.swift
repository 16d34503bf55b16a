/// Which routes a ``TransitionRule`` applies to: any route, the routes of one type, one route
/// value, or those a predicate accepts.
///
/// ```swift
/// navigator.transitionRules += [
///   TransitionRule(from: .route(CustomShapesRoute.list), to: .type(StarRoute.self), use: "morph"),
///   TransitionRule(from: .any, to: .matching { $0.typeName.hasSuffix("Detail") }, use: "zoom"),
/// ]
/// ```
public struct RouteMatcher: Sendable, CustomStringConvertible {
  private let predicate: @Sendable (AnyRoute) -> Bool

  /// What the matcher accepts, in words, for debugging.
  public let description: String

  private init(_ description: String, _ predicate: @escaping @Sendable (AnyRoute) -> Bool) {
    self.description = description
    self.predicate = predicate
  }

  /// Whether `route` is one the matcher accepts.
  package func matches(_ route: AnyRoute) -> Bool {
    predicate(route)
  }

  /// Matches every route.
  public static let any = RouteMatcher("any route") { _ in true }

  /// Matches every route of type `R`, whatever its value.
  public static func type<R: Route>(_ type: R.Type) -> RouteMatcher {
    RouteMatcher("any \(R.self)") { $0.route(as: R.self) != nil }
  }

  /// Matches the routes of type `R` for which `predicate` is `true`.
  ///
  /// ```swift
  /// let featured = RouteMatcher.type(ShapesRoute.self) { if case .featured = $0 { true } else { false } }
  /// navigator.transitionRules.append(TransitionRule(to: featured, use: "zoom"))
  /// ```
  public static func type<R: Route>(_ type: R.Type, where predicate: @escaping @Sendable (R) -> Bool)
    -> RouteMatcher
  {
    RouteMatcher("some \(R.self)") { route in route.route(as: R.self).map(predicate) ?? false }
  }

  /// Matches exactly `route`: a route of the same type with an equal value.
  public static func route(_ route: some Route) -> RouteMatcher {
    let expected = AnyRoute(route)
    return RouteMatcher(expected.description) { $0 == expected }
  }

  /// Matches the routes for which `predicate` is `true`.
  public static func matching(_ predicate: @escaping @Sendable (AnyRoute) -> Bool) -> RouteMatcher {
    RouteMatcher("a route matching a predicate", predicate)
  }
}

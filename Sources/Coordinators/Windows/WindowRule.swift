import CoordinatorsCore

/// Which window shows a place: the app's rule, set on its ``WindowDirectory``.
///
/// A rule gives some routes a key. A place whose walk has a route with a key opens in the
/// window whose navigation shows a route with the same key (a screen, or the route that opened
/// a flow), and in a new window only when none does: one window per document, per
/// conversation, per order. Places without a key open a new window each time.
///
/// ```swift
/// let windows = WindowDirectory(registry: routes, rule: .oneWindow(per: DocumentRoute.self) { route in
///   if case .document(let id) = route { "document-\(id)" } else { nil }
/// })
/// try windows.connect(navigator)
/// ```
public struct WindowRule: Sendable {
  private let keyOfRoute: @Sendable (AnyRoute) -> String?

  /// A rule that gives each route the key `key` returns, or none.
  public init(key: @escaping @Sendable (AnyRoute) -> String?) {
    keyOfRoute = key
  }

  /// Every place opens a new window.
  public static let newWindowEachTime = WindowRule { _ in nil }

  /// One window per key of the routes of type `type`: `key` names the thing a route shows
  /// (`nil`: a route of no particular thing).
  public static func oneWindow<R: Route>(per type: R.Type, key: @escaping @Sendable (R) -> String?) -> WindowRule {
    WindowRule { route in route.route(as: R.self).flatMap(key) }
  }

  /// The key of `route`, or `nil`.
  package func key(for route: AnyRoute) -> String? {
    keyOfRoute(route)
  }

  /// The key of a walk: its first route that has one.
  package func key(for routes: [AnyRoute]) -> String? {
    for route in routes {
      if let key = keyOfRoute(route) { return key }
    }
    return nil
  }
}

import CoordinatorsCore

/// One kind of link the app opens: a URL pattern and the walk of routes a matching URL leads to.
///
/// ```swift
/// DeepLink("coordinatorexample://custom/star") { _ in
///   [ShapesRoute.customShapes, CustomShapesRoute.shape(.star)]
/// }
/// DeepLink("https://example.com/accounts/{id:int}?name={name}", requires: [signedIn]) { link in
///   [TabsRoute.main, MainRoute.account(User(id: try link.int("id"), name: try link.string("name")))]
/// }
/// ```
///
/// The walk is applied with ``Navigator/navigate(to:cause:)``: it resets to the root, selects
/// tabs, starts child flows and presents modal screens on the way, all in one change.
public struct DeepLink: Sendable {
  /// The pattern, as written (see ``URLPattern`` for the syntax).
  public let pattern: String
  /// The guards every URL of this link must pass.
  public let guards: [LinkGuard]
  let walk: @Sendable (URLParameters) throws -> [any Route]

  /// A link whose URLs match `pattern`, lead to the routes `walk` returns, and must pass `guards`.
  ///
  /// `walk` may throw, for example when a parameter does not fit a route; the link then fails
  /// with ``DeepLinkError/Reason/walkFailed(_:)``.
  public init(
    _ pattern: String,
    requires guards: [LinkGuard] = [],
    walk: @escaping @Sendable (URLParameters) throws -> [any Route]
  ) {
    self.pattern = pattern
    self.guards = guards
    self.walk = walk
  }
}

/// A condition a link must meet before it is opened (the user is signed in), and the flow that
/// can meet it (the login flow).
///
/// When a link's guard is not satisfied, the navigator starts the guard's flow as a child of the
/// root flow and waits. If that flow finishes with a result and the condition now holds, the
/// link is opened; if it is cancelled, or the condition still fails, the link is dropped with a
/// ``DeepLinkError``. No link reaches a guarded route without its guard passing.
public struct LinkGuard: Sendable {
  /// A name for messages and errors.
  public let name: String
  let isSatisfied: @MainActor @Sendable () -> Bool
  let redirect: (@MainActor @Sendable () -> ChildFlow)?

  /// A guard named `name` that holds when `isSatisfied` returns true; `redirect` gives the child
  /// flow (of the root flow) that lets the user satisfy it, or `nil` to drop the link at once.
  ///
  /// ```swift
  /// let signedIn = LinkGuard(
  ///   "signed in",
  ///   isSatisfied: { session.user != nil },
  ///   redirect: { .present(LoginCoordinator(session: session), as: .sheet()) }
  /// )
  /// ```
  public init(
    _ name: String,
    isSatisfied: @escaping @MainActor @Sendable () -> Bool,
    redirect: (@MainActor @Sendable () -> ChildFlow)? = nil
  ) {
    self.name = name
    self.isSatisfied = isSatisfied
    self.redirect = redirect
  }
}

/// A guard on routes, whatever link leads to them: any walk that contains a route `routes`
/// matches must pass `guard`.
public struct RouteGuard: Sendable {
  /// The routes the guard protects.
  public let routes: RouteMatcher
  /// The guard they need.
  public let linkGuard: LinkGuard

  /// A guard that protects the routes `routes` matches with `guard`.
  ///
  /// ```swift
  /// RouteGuard(.type(AccountRoute.self), requires: signedIn)
  /// ```
  public init(_ routes: RouteMatcher, requires linkGuard: LinkGuard) {
    self.routes = routes
    self.linkGuard = linkGuard
  }
}

@_spi(Hosts) @_spi(Testing) import CoordinatorsCore

/// One kind of link the app opens: a URL pattern and the walk of routes a matching URL leads to.
///
/// A link without placeholders gives its routes; a link with placeholders names a `Decodable`
/// type with one property per placeholder it reads, and gets its values typed:
///
/// ```swift
/// struct AccountLink: Decodable { var id: Int; var name: String }
///
/// navigator.deepLinks = try DeepLinkRouter([
///   DeepLink("coordinatorexample://custom/star") { [ShapesFlowRoute.customShapes, CustomShapesRoute.shape(.star)] },
///   DeepLink("https://example.com/accounts/{id:int}?name={name}", parameters: AccountLink.self) { link in
///     [MainFlowRoute.account(User(id: link.id, name: link.name))]
///   },
/// ])
/// ```
///
/// The ``DeepLinkRouter`` checks each parameters type against its pattern when it is built: a
/// property whose placeholder was renamed, retyped or made optional is a
/// ``URLPatternError`` then, not a failure when a user opens a link.
///
/// The parameters type is read on the main actor, where the router is built and links are
/// opened: it needs no `Sendable` conformance, and its `Decodable` conformance may be isolated to
/// the main actor, as every type's is in an app target with Xcode 26's default isolation
/// (`MainActor`). So a link that reads parameters is made on the main actor too.
///
/// The walk is applied with ``Navigator/navigate(to:cause:)``: it resets to the root, selects
/// tabs, starts child flows and presents modal screens on the way, all in one change.
public struct DeepLink: Sendable {
  /// The pattern, as written (see ``URLPattern`` for the syntax).
  package let pattern: String
  /// The guards every URL of this link must pass.
  package let guards: [LinkGuard]
  let check: @MainActor @Sendable (URLPattern) throws(URLPatternError) -> Void
  let walk: @MainActor @Sendable (URLParameters, URLPattern) throws -> [any Route]

  /// A link whose URLs match `pattern`, lead to the routes `walk` returns, and must pass `guards`.
  ///
  /// `walk` may throw, for example when the app no longer knows what the link names; the link
  /// then fails with ``DeepLinkError/Reason/walkFailed``.
  public init(
    _ pattern: String,
    requires guards: [LinkGuard] = [],
    walk: @escaping @MainActor @Sendable () throws -> [any Route]
  ) {
    self.pattern = pattern
    self.guards = guards
    self.check = { _ throws(URLPatternError) in }
    self.walk = { _, _ in try walk() }
  }

  /// A link whose URLs match `pattern` and give `Parameters` its values, one property per
  /// placeholder, read by name.
  ///
  /// A property of type `Int`, `Double`, `Bool` or `UUID` reads a placeholder of that type
  /// (`{id:int}`, `{ratio:double}`, `{flag:bool}`, `{id:uuid}`); `String` reads a text or custom
  /// placeholder, or the rest of the path; `[String]` reads the rest of the path, a segment each;
  /// an optional property reads an optional query parameter (`{page:int?}`). A type of your own
  /// decodes from one of those values (an enum with a `String` raw value, for one).
  ///
  /// - Parameters:
  ///   - pattern: the URL pattern.
  ///   - parameters: the type the placeholders' values make.
  ///   - guards: the guards every URL of this link must pass.
  ///   - walk: the routes the link leads to; may throw, which fails the link with
  ///     ``DeepLinkError/Reason/walkFailed``.
  @MainActor
  public init<Parameters: Decodable>(
    _ pattern: String,
    parameters: Parameters.Type,
    requires guards: [LinkGuard] = [],
    walk: @escaping @MainActor @Sendable (Parameters) throws -> [any Route]
  ) {
    self.init(
      pattern, parameters: parameters, requires: guards, checkingPlaceholders: { _ throws(URLPatternError) in },
      walk: walk)
  }

  /// A link whose pattern `checkPlaceholders` checks, before the parameters type is checked.
  @MainActor
  private init<Parameters: Decodable>(
    _ pattern: String,
    parameters: Parameters.Type,
    requires guards: [LinkGuard],
    checkingPlaceholders checkPlaceholders: @escaping @Sendable (URLPattern) throws(URLPatternError) -> Void,
    walk: @escaping @MainActor @Sendable (Parameters) throws -> [any Route]
  ) {
    self.pattern = pattern
    self.guards = guards
    self.check = { pattern throws(URLPatternError) in
      try checkPlaceholders(pattern)
      try LinkParametersDecoder.check(Parameters.self, against: pattern)
    }
    self.walk = { values, pattern in
      try walk(LinkParametersDecoder.decode(Parameters.self, from: values, pattern: pattern))
    }
  }
}

extension DeepLink {
  /// A link whose pattern has one placeholder, whose value `walk` receives as a `Value`: no
  /// parameters type of its own for one `Int`, `String` or `UUID`.
  ///
  /// ```swift
  /// let links = [
  ///   DeepLink("app://orders/{id:int}") { (id: Int) in [OrderRoute.detail(id)] },
  ///   DeepLink("app://search?q={query}") { (query: String) in [SearchRoute.results(query)] },
  /// ]
  /// navigator.deepLinks = try DeepLinkRouter(links)
  /// ```
  ///
  /// `Value` reads the placeholder as a property of a parameters type would (see
  /// ``init(_:parameters:requires:walk:)``). The ``DeepLinkRouter`` refuses, when it is built, a
  /// pattern with no placeholder or several
  /// (``URLPatternError/Reason/parametersMismatch``), and a `Value` that does not read
  /// its placeholder's type; a link with an optional query parameter names a parameters type with
  /// an optional property.
  @MainActor
  public init<Value: Decodable>(
    _ pattern: String,
    requires guards: [LinkGuard] = [],
    walk: @escaping @MainActor @Sendable (Value) throws -> [any Route]
  ) {
    let parametersType = String(describing: Value.self)
    self.init(
      pattern,
      parameters: OnePlaceholder<Value>.self,
      requires: guards,
      checkingPlaceholders: { pattern throws(URLPatternError) in
        let count = pattern.parameterNames.count
        guard count == 1 else {
          throw URLPatternError(
            .notOnePlaceholder(count: count),
            pattern: pattern.text,
            key: pattern.parameterNames.joined(separator: ", "),
            parametersType: parametersType
          )
        }
      },
      walk: { try walk($0.value) }
    )
  }
}

/// The value of a pattern's one placeholder, whatever its name.
private struct OnePlaceholder<Value: Decodable>: Decodable {
  let value: Value

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: PlaceholderName.self)
    guard let name = container.allKeys.first else {
      throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "no placeholder"))
    }
    value = try container.decode(Value.self, forKey: name)
  }

  struct PlaceholderName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
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
  ///   redirect: { .flow(LoginCoordinator(session: session), as: .sheet()) }
  /// )
  /// navigator.deepLinks = try DeepLinkRouter([
  ///   DeepLink("app://account", requires: [signedIn]) { [AccountRoute.account] }
  /// ])
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

/// A guard on routes, whatever link leads to them: a link whose walk lists a route `routes`
/// matches, or adds a screen of one (a coordinator's `start()` on the way shows it), must pass
/// `guard`.
public struct RouteGuard: Sendable {
  /// The routes the guard protects.
  package let routes: RouteMatcher
  /// The guard they need.
  package let linkGuard: LinkGuard

  /// A guard that protects the routes `routes` matches with `guard`.
  ///
  /// <!-- snippet: alone -->
  /// ```swift
  /// navigator.deepLinks = try DeepLinkRouter(links, routeGuards: [RouteGuard(.type(AccountRoute.self), requires: signedIn)])
  /// ```
  public init(_ routes: RouteMatcher, requires linkGuard: LinkGuard) {
    self.routes = routes
    self.linkGuard = linkGuard
  }
}

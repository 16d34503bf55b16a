/// A route of any type, so that one stack can hold the routes of several flows.
///
/// Two `AnyRoute` values are equal when they wrap routes of the same type that are equal, and
/// equal values hash alike. Wrapping an `AnyRoute` again does not nest it.
public struct AnyRoute: Route, CustomStringConvertible {
  /// The wrapped route.
  public let base: any Route

  /// Wraps `route`; an `AnyRoute` is returned as it is.
  public init(_ route: some Route) {
    if let erased = route as? AnyRoute {
      self = erased
    } else {
      self.base = route
    }
  }

  /// Wraps `route`, which the caller knows is not an `AnyRoute` (no cast to find out).
  init(wrapping route: some Route) {
    self.base = route
  }

  /// The wrapped route as a `R`, or `nil` when it is of another type.
  public func route<R: Route>(as type: R.Type = R.self) -> R? {
    base as? R
  }

  /// The name of the wrapped route's type, for messages and debugging only.
  public var typeName: String { String(describing: type(of: base)) }

  /// The wrapped route's options.
  public var screenOptions: ScreenOptions { base.screenOptions }

  /// `TypeName.value`, as the debug tree prints it: `SimpleShapesRoute.shape(.circle)`.
  ///
  /// Payloads print without their module: a payload enum's case as `.circle`, a struct as
  /// `User(id: 7, name: "Ada")`. A route that is `CustomStringConvertible` prints as it says.
  public var description: String { "\(typeName).\(Self.text(of: base))" }

  /// Whether both wrap routes of the same type with equal values.
  public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  /// Hashes the wrapped route's type and value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }
}

/// A screen's value: what to show, with the data it needs.
///
/// Routes are plain values, usually one enum per flow. Everything the navigator shows is a
/// route, so any navigation can be rebuilt by walking routes from the root.
///
/// ```swift
/// enum ShapesRoute: Route {
///   case list, simpleShapes, featured(ShapeKind)
///
///   var screenOptions: ScreenOptions {
///     self == .list ? ScreenOptions(title: "SwiftUI Shapes") : ScreenOptions()
///   }
/// }
/// ```
public protocol Route: Hashable, Sendable {
  /// How the host decorates the screen (title, bars); the default has no title.
  var screenOptions: ScreenOptions { get }
}

extension Route {
  /// No title and default bars.
  public var screenOptions: ScreenOptions { ScreenOptions() }
}

extension Route {
  /// Whether `other` is a route of the same type with an equal value.
  ///
  /// Only a route of exactly this type can be equal, as ``AnyRoute`` hashes the type too.
  func isEqual(to other: any Route) -> Bool {
    isEqual(toOpened: other)
  }

  /// Compares the types first; when they are the same, `other` is a `Self` and is reinterpreted
  /// as one without a dynamic cast (a cast to `Self?` costs a metadata lookup and a full
  /// dynamic cast on every comparison). Screens compare their routes without it (see
  /// `Screen`), by the routes' own type.
  private func isEqual<Other: Route>(toOpened other: Other) -> Bool {
    guard Other.self == Self.self else { return false }
    return self == unsafeBitCast(other, to: Self.self)
  }

}

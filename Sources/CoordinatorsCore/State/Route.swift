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
  func isEqual(to other: any Route) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

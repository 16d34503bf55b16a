import Coordinators

/// A route named by a string, for tests that need screens but no app: `TestRoute("detail")`.
public struct TestRoute: Route, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The name.
  public var name: String

  /// A route with the given name.
  public init(_ name: String) { self.name = name }

  /// A route named by a string literal.
  public init(stringLiteral value: String) { self.name = value }

  /// The name, titled.
  public var screenOptions: ScreenOptions { ScreenOptions(title: name) }

  /// The name.
  public var description: String { name }
}

/// The name of a tab, stable across launches (`"main"`, `"locations"`).
public struct TabID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The name.
  public let rawValue: String

  /// A tab named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A tab named by a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The name in quotes, as messages print it: `tab "main"`.
  public var description: String { "\"\(rawValue)\"" }
}

/// The identity of one screen for its whole life in the navigation state.
///
/// An identifier names one route and one presentation: replacing a screen's route gives the
/// new screen a new identifier, so hosts can key their views by it. Identifiers come from the
/// navigator's `IdentifierGenerator`, so tests see 0, 1, 2.
public struct ScreenID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The number.
  public let rawValue: Int

  /// An identifier with the given number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// An identifier written as a number literal, as tests do.
  public init(integerLiteral value: Int) { self.rawValue = value }

  /// The number alone (`7`); messages put it after the word: `screen 7`.
  public var description: String { String(rawValue) }

  /// Orders identifiers by number, so older screens sort first.
  public static func < (lhs: ScreenID, rhs: ScreenID) -> Bool { lhs.rawValue < rhs.rawValue }
}

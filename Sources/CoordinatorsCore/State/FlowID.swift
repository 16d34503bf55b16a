/// The identity of a flow (a running coordinator) that owns screens.
public struct FlowID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The number; the root flow is 0 and a generator counts up from 1.
  public let rawValue: Int

  /// An identifier with the given number.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// An identifier written as a number literal, as tests do.
  public init(integerLiteral value: Int) { self.rawValue = value }

  /// The flow of the navigator's root coordinator.
  public static let root = FlowID(rawValue: 0)

  /// The number alone (`3`); messages put it after the word: `flow 3`.
  public var description: String { String(rawValue) }

  /// Orders identifiers by number, so older flows sort first.
  public static func < (lhs: FlowID, rhs: FlowID) -> Bool { lhs.rawValue < rhs.rawValue }
}

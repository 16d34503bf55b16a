/// A signed-in user, as the Account flow receives it.
nonisolated public struct User: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The user's identifier.
  public var id: Int
  /// The name the Account screen is titled with.
  public var name: String

  /// A user with the given identifier and name.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  /// The name, so routes print as `account(Ada)`.
  public var description: String { name }
}

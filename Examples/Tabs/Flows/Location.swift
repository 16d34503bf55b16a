/// A place the Locations tab lists.
nonisolated public struct Location: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The place's name, which titles its detail screen.
  public var name: String

  /// A place named `name`.
  public init(name: String) {
    self.name = name
  }

  /// The places the Locations list shows.
  public static let all = [Location(name: "Ljubljana"), Location(name: "Lisbon"), Location(name: "Kyoto")]

  /// The name, so routes print as `detail(Lisbon)`.
  public var description: String { name }
}

/// A shape drawn with the plain shapes every drawing kit has.
nonisolated public enum SimpleShape: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  case rectangle
  case roundedRectangle
  case capsule
  case ellipse
  case circle

  /// The name a list row and a navigation bar show: `Rounded Rectangle`.
  public var title: String {
    switch self {
    case .rectangle: "Rectangle"
    case .roundedRectangle: "Rounded Rectangle"
    case .capsule: "Capsule"
    case .ellipse: "Ellipse"
    case .circle: "Circle"
    }
  }

  /// The case name, so routes print as `shape(circle)`.
  public var description: String { rawValue }
}

/// A shape drawn with a path of its own.
nonisolated public enum CustomShape: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
  case triangle
  case star
  case tower

  /// The name a list row and a navigation bar show.
  public var title: String { rawValue.capitalized }

  /// The case name, so routes print as `shape(star)`.
  public var description: String { rawValue }
}

/// Any shape of the example: a simple one or a custom one.
nonisolated public enum ShapeKind: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A shape of the simple shapes flow.
  case simple(SimpleShape)
  /// A shape of the custom shapes flow.
  case custom(CustomShape)

  /// The shape's name for people.
  public var title: String {
    switch self {
    case .simple(let shape): shape.title
    case .custom(let shape): shape.title
    }
  }

  /// The shape's case name: `star`.
  public var description: String {
    switch self {
    case .simple(let shape): shape.description
    case .custom(let shape): shape.description
    }
  }
}

extension SnapshotValue: Codable {
  /// Reads whatever JSON value the decoder holds.
  ///
  /// - Throws: `DecodingError` when the value is none of JSON's kinds.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: SnapshotCodingKey.self) {
      let members = try container.allKeys.map { ($0.stringValue, try container.decode(SnapshotValue.self, forKey: $0)) }
      self = .object(Dictionary(members) { _, last in last })
    } else if var container = try? decoder.unkeyedContainer() {
      var elements: [SnapshotValue] = []
      while !container.isAtEnd { elements.append(try container.decode(SnapshotValue.self)) }
      self = .array(elements)
    } else {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int.self) {
        self = .int(value)
      } else if let value = try? container.decode(Double.self) {
        self = .double(value)
      } else {
        self = .string(try container.decode(String.self))
      }
    }
  }

  /// Writes the value as the encoder's own kinds: objects as keyed containers, in the order
  /// of their keys; a number that is not finite, which JSON cannot hold, as `null`.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .null:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    case .bool(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .int(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .double(let value):
      var container = encoder.singleValueContainer()
      if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
    case .string(let value):
      var container = encoder.singleValueContainer()
      try container.encode(value)
    case .array(let elements):
      var container = encoder.unkeyedContainer()
      for element in elements { try container.encode(element) }
    case .object(let members):
      var container = encoder.container(keyedBy: SnapshotCodingKey.self)
      for key in members.keys.sorted() {
        if let member = members[key] { try container.encode(member, forKey: SnapshotCodingKey(stringValue: key)) }
      }
    }
  }
}

/// Any key: an object's member, or a position in an array.
struct SnapshotCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

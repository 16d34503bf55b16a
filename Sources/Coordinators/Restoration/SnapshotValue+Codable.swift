extension SnapshotValue: Codable {
  /// Reads whatever JSON value the decoder holds.
  ///
  /// - Throws: `DecodingError.dataCorrupted` when the value is none of JSON's kinds.
  public init(from decoder: any Decoder) throws {
    if let container = try? decoder.singleValueContainer() {
      if container.decodeNil() {
        self = .null
        return
      }
      if let value = try? container.decode(Bool.self) {
        self = .bool(value)
        return
      }
      if let value = try? container.decode(Int.self) {
        self = .int(value)
        return
      }
      if let value = try? container.decode(Double.self), value.isFinite {
        self = .double(value)
        return
      }
      if let value = try? container.decode(String.self) {
        self = .string(value)
        return
      }
    }
    if let container = try? decoder.container(keyedBy: SnapshotCodingKey.self) {
      var members: [String: SnapshotValue] = [:]
      for key in container.allKeys {
        members[key.stringValue] = try container.decode(SnapshotValue.self, forKey: key)
      }
      self = .object(members)
      return
    }
    if var container = try? decoder.unkeyedContainer() {
      var elements: [SnapshotValue] = []
      if let count = container.count { elements.reserveCapacity(count) }
      while !container.isAtEnd {
        elements.append(try container.decode(SnapshotValue.self))
      }
      self = .array(elements)
      return
    }
    throw DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a JSON value")
    )
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

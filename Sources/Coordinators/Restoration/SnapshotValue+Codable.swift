extension SnapshotValue: Codable {
  /// Reads whatever JSON value the decoder holds.
  ///
  /// A decoder tells no value's kind, so the kinds are tried in turn, and with Foundation's
  /// `JSONDecoder` each failed try costs more the deeper the value nests. The library reads the
  /// JSON values of stored navigation and event logs from their bytes in one pass instead.
  ///
  /// - Throws: `DecodingError` when the value is none of JSON's kinds.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let members = try? container.decode([String: SnapshotValue].self) {
      self = .object(members)
    } else if let elements = try? container.decode([SnapshotValue].self) {
      self = .array(elements)
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

  /// Writes the value as the encoder's own kinds (the snapshot's coders write object members in
  /// the order of their keys); a number that is not finite, which JSON cannot hold, as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .double(let value) where value.isFinite: try container.encode(value)
    case .double: try container.encodeNil()
    case .string(let value): try container.encode(value)
    case .array(let elements): try container.encode(elements)
    case .object(let members): try container.encode(members)
    }
  }
}

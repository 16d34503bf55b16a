// The stored form of an enumeration's case, which commands, host steps, gestures, roots and an
// event log's lines share: an array of the case's name, then its values in order.
//
//   ["popToRoot"]  ["pop", 2]  ["insert", stack, "after", 3]  ["setTabItem", "main"]
//
// A type's coding is then a table of its cases: `encodeCase` writes one in a line, `next()`
// reads its values back in the same order. A last value that is `nil` is left out
// (`ifPresent:`), and read back as `nil` at the end of the array (`nextIfPresent()`).
//
// Numbers and strings go through the containers' own `Int` and `String` methods, not the
// generic ones: Foundation's JSON coders read and write them there without a nested coder,
// and an event log holds thousands of them.

extension UnkeyedEncodingContainer {
  /// Appends a case stored as its name followed by its values.
  @inlinable
  package mutating func encodeCase<each Value: Encodable>(_ name: String, _ values: repeat each Value) throws {
    try encode(name)
    for value in repeat each values { try encodeValue(value) }
  }

  /// Appends a case stored as its name followed by its values, the last one left out when it
  /// is `nil`.
  @inlinable
  package mutating func encodeCase<each Value: Encodable, Last: Encodable>(
    _ name: String, _ values: repeat each Value, ifPresent last: Last?
  ) throws {
    try encodeCase(name, repeat each values)
    if let last { try encodeValue(last) }
  }

  /// Appends `value`, a number or a string through the container's own method.
  @inlinable
  package mutating func encodeValue<Value: Encodable>(_ value: Value) throws {
    switch value {
    case let number as Int: try encode(number)
    case let text as String: try encode(text)
    default: try encode(value)
    }
  }
}

extension UnkeyedDecodingContainer {
  /// Reads the next value of a case, of the type its place asks for.
  @inlinable
  package mutating func next<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
    if Value.self == Int.self, let number = try decode(Int.self) as? Value { return number }
    if Value.self == String.self, let text = try decode(String.self) as? Value { return text }
    return try decode(type)
  }

  /// Reads the next value of a case as a number.
  @inlinable
  package mutating func next() throws -> Int { try decode(Int.self) }

  /// Reads the next value of a case as a string.
  @inlinable
  package mutating func next() throws -> String { try decode(String.self) }

  /// Reads the last value of a case, `nil` when it was left out.
  @inlinable
  package mutating func nextIfPresent<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value? {
    isAtEnd ? nil : try next(type)
  }

  /// Reads the last value of a case as a string, `nil` when it was left out.
  @inlinable
  package mutating func nextIfPresent() throws -> String? {
    isAtEnd ? nil : try decode(String.self)
  }

  /// The error of a case whose name is none of the type's, or of a value that is none of its
  /// choices: at the path of the case's array and of the value after the name, with `message`,
  /// which names what was read.
  package func unknownCase(_ message: String) -> DecodingError {
    DecodingError.dataCorruptedError(in: self, debugDescription: message)
  }
}

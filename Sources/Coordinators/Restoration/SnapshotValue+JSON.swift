import Foundation

extension SnapshotValue {
  /// The JSON document `data` as a value, read in one pass: each value's kind is known from its
  /// first byte, so the time grows with the length of the data, however deep it nests.
  ///
  /// Foundation's decoder can only find a value's kind by trying each kind in turn, and each
  /// failed try costs it more the deeper the value is: read that way, 1 KB of arrays nested 500
  /// deep took a quarter of a second (docs/Robustness.md). The library reads every JSON value it
  /// does not decode as a route type (older snapshots, routes that no longer decode, event log
  /// lines to migrate) with this instead.
  ///
  /// Numbers follow ``SnapshotValue``: whole numbers that fit in an `Int` are integers. Nesting
  /// is limited to 512 levels, as Foundation's decoder limits it.
  ///
  /// - Throws: `DecodingError.dataCorrupted` naming the byte offset of the first thing that is
  ///   not JSON.
  package init(json data: Data) throws {
    self = try data.withUnsafeBytes { raw in
      var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
      return try reader.document()
    }
  }

  /// The value at `path`, a decoder's coding path into the document: an element of an array for
  /// a key with an integer, a member of an object for any other.
  func value(at path: [any CodingKey]) -> SnapshotValue? {
    var value = self
    for key in path {
      switch value {
      case .array(let elements):
        guard let index = key.intValue, elements.indices.contains(index) else { return nil }
        value = elements[index]
      case .object(let members):
        guard let member = members[key.stringValue] else { return nil }
        value = member
      default:
        return nil
      }
    }
    return value
  }
}

/// A reader of one JSON document (RFC 8259) into a ``SnapshotValue``.
private struct JSONReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var offset = 0
  var depth = 0

  static let depthLimit = 512

  mutating func document() throws -> SnapshotValue {
    // A byte order mark, which Foundation's decoder skips too.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    let value = try self.value()
    skipWhitespace()
    guard offset == bytes.count else { throw failure("more data after the JSON value") }
    return value
  }

  private mutating func value() throws -> SnapshotValue {
    skipWhitespace()
    guard offset < bytes.count else { throw failure("the data ends where a value should start") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try nested { try $0.object() }
    case UInt8(ascii: "["): return try nested { try $0.array() }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("no JSON value starts with this byte")
    }
  }

  /// An object or an array, one level deeper.
  private mutating func nested(_ read: (inout Self) throws -> SnapshotValue) throws -> SnapshotValue {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.depthLimit else { throw failure("the value nests deeper than \(Self.depthLimit) levels") }
    offset += 1
    return try read(&self)
  }

  private mutating func object() throws -> SnapshotValue {
    var members: [String: SnapshotValue] = [:]
    if closes(UInt8(ascii: "}")) { return .object(members) }
    repeat {
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw failure("a member has no name") }
      let name = try string()
      skipWhitespace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw failure("a name has no colon") }
      offset += 1
      members[name] = try value()
    } while try separates(closing: UInt8(ascii: "}"))
    return .object(members)
  }

  private mutating func array() throws -> SnapshotValue {
    var elements: [SnapshotValue] = []
    if closes(UInt8(ascii: "]")) { return .array(elements) }
    repeat { elements.append(try value()) } while try separates(closing: UInt8(ascii: "]"))
    return .array(elements)
  }

  /// Whether the container closes right away, with `closing`.
  private mutating func closes(_ closing: UInt8) -> Bool {
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == closing else { return false }
    offset += 1
    return true
  }

  /// Whether a comma follows, for another element; `false` after `closing`.
  private mutating func separates(closing: UInt8) throws -> Bool {
    skipWhitespace()
    guard offset < bytes.count else { throw failure("the data ends inside a container") }
    let byte = bytes[offset]
    offset += 1
    if byte == UInt8(ascii: ",") { return true }
    if byte == closing { return false }
    throw failure("a comma or the container's end should come here")
  }

  private mutating func literal(_ word: StaticString, _ value: SnapshotValue) throws -> SnapshotValue {
    let end = offset + word.utf8CodeUnitCount
    guard end <= bytes.count,
      bytes[offset..<end].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
    else { throw failure("no JSON value starts with this byte") }
    offset = end
    return value
  }

  /// A number as JSON writes it: an integer when it is whole and fits in an `Int`.
  private mutating func number() throws -> SnapshotValue {
    let start = offset
    var isWhole = true
    if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
    let integerStart = offset
    let integerDigits = digits()
    guard integerDigits > 0 else { throw failure("a number has no digits") }
    guard integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else {
      throw failure("a number starts with a zero")
    }
    if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
      isWhole = false
      offset += 1
      guard digits() > 0 else { throw failure("a number has no digits after its point") }
    }
    if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
      isWhole = false
      offset += 1
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
      guard digits() > 0 else { throw failure("a number has no digits in its exponent") }
    }
    let text = String(decoding: bytes[start..<offset], as: UTF8.self)
    if isWhole, let value = Int(text) { return .int(value) }
    guard let value = Double(text), value.isFinite else { throw failure("the number \(text) does not fit in a Double") }
    return Int(exactly: value).map(SnapshotValue.int) ?? .double(value)
  }

  /// Skips decimal digits; how many.
  private mutating func digits() -> Int {
    let start = offset
    while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
    return offset - start
  }

  /// A string, from its opening quote.
  private mutating func string() throws -> String {
    offset += 1
    var utf8: [UInt8] = []
    while offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      switch byte {
      case UInt8(ascii: "\""):
        guard let text = String(bytes: utf8, encoding: .utf8) else { throw failure("a string is not valid UTF-8") }
        return text
      case UInt8(ascii: "\\"):
        try escape(into: &utf8)
      case ..<0x20:
        throw failure("a string holds a control character that is not escaped")
      default:
        utf8.append(byte)
      }
    }
    throw failure("the data ends inside a string")
  }

  /// The escape after a backslash, appended as UTF-8.
  private mutating func escape(into utf8: inout [UInt8]) throws {
    guard offset < bytes.count else { throw failure("the data ends inside a string") }
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var code = try hexQuad()
      if (0xD800..<0xDC00).contains(code) {
        // A high surrogate takes the low one of the next escape.
        guard bytes[offset...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
          throw failure("a \\u escape holds half a surrogate pair")
        }
        offset += 2
        let low = try hexQuad()
        guard (0xDC00..<0xE000).contains(low) else { throw failure("a \\u escape holds half a surrogate pair") }
        code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(code) else { throw failure("a \\u escape holds half a surrogate pair") }
      utf8.append(contentsOf: String(Character(scalar)).utf8)
    default:
      throw failure("a string holds an unknown escape")
    }
  }

  /// Four hexadecimal digits.
  private mutating func hexQuad() throws -> UInt32 {
    // `UInt32(_:radix:)` alone would take a sign.
    guard offset + 4 <= bytes.count,
      bytes[offset..<offset + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
      let code = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
    else { throw failure("a \\u escape needs four hexadecimal digits") }
    offset += 4
    return code
  }

  private mutating func skipWhitespace() {
    while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
  }

  private func failure(_ problem: String) -> DecodingError {
    DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "byte \(offset): \(problem)"))
  }
}

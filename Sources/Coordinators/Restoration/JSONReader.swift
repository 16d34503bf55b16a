/// Reads JSON from untrusted bytes, keeping what comes before the point where they end early or
/// stop being JSON.
///
/// Where a strict parser gives up, this one stops and returns every value it finished, with the
/// containers that were open closed as they were. It says where it stopped (``Stop``): the byte
/// offset and the path of the containers that were open, so that a reader of the result can tell
/// a finished object from one that was cut short. A scalar that was being read when the bytes
/// ran out is dropped (`12` may have been `1234`), and so is a member whose key was cut.
///
/// It never traps: nesting deeper than `maximumDepth` is an error like any other, invalid UTF-8
/// in a string too, and numbers that do not fit exactly (an integer beyond 64 bits, a number that
/// becomes infinite or rounds to 0) are refused.
struct JSONReader {
  /// Where and why reading stopped before the end of a complete document.
  struct Stop: Error, Hashable {
    enum Kind: Hashable {
      /// The bytes end inside the document.
      case truncated
      /// The bytes are not JSON from this offset on.
      case malformed(String)
    }

    var kind: Kind
    /// The offset of the byte where reading stopped.
    var offset: Int
    /// The path from the document to the innermost container that was open: each of these
    /// containers was cut short, and the member or element it names (if present) too. Empty
    /// with ``isAfterDocument`` when a complete document is followed by more bytes.
    var path: [PathComponent]
    /// Whether the document was complete and the bytes after it are the problem.
    var isAfterDocument = false
  }

  /// One step into a container.
  enum PathComponent: Hashable {
    case key(String)
    case index(Int)
  }

  /// What was read: the document (complete, or cut where `stop` says), and the stop.
  struct Result {
    var value: SnapshotValue?
    var stop: Stop?
  }

  static let defaultMaximumDepth = 128

  /// Reads the bytes as one JSON document.
  static func read(_ bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth) -> Result {
    if let result = bytes.withContiguousStorageIfAvailable({ buffer in
      read(UnsafeRawBufferPointer(buffer), maximumDepth: maximumDepth)
    }) {
      return result
    }
    let copy = Array(bytes)
    return copy.withUnsafeBytes { read($0, maximumDepth: maximumDepth) }
  }

  static func read(_ buffer: UnsafeRawBufferPointer, maximumDepth: Int) -> Result {
    var parser = Parser(bytes: buffer, maximumDepth: maximumDepth)
    parser.skipWhitespace()
    guard !parser.isAtEnd else {
      return Result(value: nil, stop: Stop(kind: .truncated, offset: parser.index, path: []))
    }
    let value = parser.parseValue(depth: 0)
    if var stop = parser.stop {
      stop.path = parser.reversedPath.reversed()
      return Result(value: value, stop: stop)
    }
    parser.skipWhitespace()
    guard parser.isAtEnd else {
      let stop = Stop(
        kind: .malformed("unexpected data after the end of the document"),
        offset: parser.index,
        path: [],
        isAfterDocument: true
      )
      return Result(value: value, stop: stop)
    }
    return Result(value: value, stop: nil)
  }
}

extension JSONReader.Stop.Kind: CustomStringConvertible {
  var description: String {
    switch self {
    case .truncated: "the data ends early"
    case .malformed(let message): message
    }
  }
}

/// The recursive-descent parser behind ``JSONReader``. Each parse method returns what it read;
/// after a stop, a container comes back with what it held and a scalar as `nil`, and each
/// container on the way out adds its step to the path.
private struct Parser {
  let bytes: UnsafeRawBufferPointer
  let maximumDepth: Int
  var index = 0
  var stop: JSONReader.Stop?
  /// The path of the stop, innermost first, as the containers unwind.
  var reversedPath: [JSONReader.PathComponent] = []
  /// The members of the objects being read, innermost object's last.
  var members: [Member] = []

  /// A member of an object being read. A struct, not a tuple: an array of tuples costs a
  /// runtime metadata lookup whenever its elements are destroyed.
  struct Member {
    var key: String
    var value: SnapshotValue
  }

  init(bytes: UnsafeRawBufferPointer, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  var isAtEnd: Bool { index >= bytes.count }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  mutating func truncated() {
    if stop == nil { stop = JSONReader.Stop(kind: .truncated, offset: index, path: []) }
  }

  mutating func malformed(_ message: String) {
    if stop == nil { stop = JSONReader.Stop(kind: .malformed(message), offset: index, path: []) }
  }

  mutating func parseValue(depth: Int) -> SnapshotValue? {
    guard !isAtEnd else {
      truncated()
      return nil
    }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      guard depth < maximumDepth else {
        malformed("the data nests more than \(maximumDepth) levels deep")
        return nil
      }
      return parseObject(depth: depth)
    case UInt8(ascii: "["):
      guard depth < maximumDepth else {
        malformed("the data nests more than \(maximumDepth) levels deep")
        return nil
      }
      return parseArray(depth: depth)
    case UInt8(ascii: "\""):
      return parseString().map(SnapshotValue.string)
    case UInt8(ascii: "t"):
      return parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"):
      return parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"):
      return parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return parseNumber()
    default:
      malformed("unexpected character \(describe(bytes[index])); expected a value")
      return nil
    }
  }

  private mutating func parseObject(depth: Int) -> SnapshotValue {
    index += 1
    // The members go onto a stack shared by every object being read, and become a dictionary
    // of the right size once the object ends (or is cut): building each dictionary member by
    // member, growing it, was most of the cost of reading a snapshot.
    let base = members.count
    var keys: Set<String>?
    skipWhitespace()
    guard !isAtEnd else {
      truncated()
      return object(from: base)
    }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      return object(from: base)
    }
    while true {
      skipWhitespace()
      guard !isAtEnd else {
        truncated()
        return object(from: base)
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        malformed("unexpected character \(describe(bytes[index])); expected a key in quotes")
        return object(from: base)
      }
      guard let key = parseString() else { return object(from: base) }
      skipWhitespace()
      guard !isAtEnd else {
        truncated()
        reversedPath.append(.key(key))
        return object(from: base)
      }
      guard bytes[index] == UInt8(ascii: ":") else {
        malformed("unexpected character \(describe(bytes[index])); expected a colon after the key \"\(key)\"")
        reversedPath.append(.key(key))
        return object(from: base)
      }
      index += 1
      skipWhitespace()
      let valueStart = index
      // A few keys are compared one by one; many get a set, so that a huge object stays linear.
      let isDuplicate: Bool
      if keys != nil {
        isDuplicate = keys?.insert(key).inserted == false
      } else if members.count - base > 8 {
        var set = Set<String>(minimumCapacity: 2 * (members.count - base))
        for position in base..<members.count { set.insert(members[position].key) }
        isDuplicate = !set.insert(key).inserted
        keys = set
      } else {
        var found = false
        for position in base..<members.count where members[position].key == key { found = true }
        isDuplicate = found
      }
      let value = parseValue(depth: depth + 1)
      if stop != nil {
        reversedPath.append(.key(key))
        if let value, !isDuplicate { members.append(Member(key: key, value: value)) }
        return object(from: base)
      }
      guard let value else { return object(from: base) }
      guard !isDuplicate else {
        index = valueStart
        malformed("the key \"\(key)\" appears twice in one object")
        reversedPath.append(.key(key))
        return object(from: base)
      }
      members.append(Member(key: key, value: value))
      skipWhitespace()
      guard !isAtEnd else {
        truncated()
        return object(from: base)
      }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
      case UInt8(ascii: "}"):
        index += 1
        return object(from: base)
      default:
        malformed("unexpected character \(describe(bytes[index])); expected a comma or a closing brace")
        return object(from: base)
      }
    }
  }

  /// The object whose members are on the stack from `base` up; takes them off the stack.
  private mutating func object(from base: Int) -> SnapshotValue {
    guard members.count > base else { return .object([:]) }
    var object = [String: SnapshotValue](minimumCapacity: members.count - base)
    for position in base..<members.count { object[members[position].key] = members[position].value }
    members.removeLast(members.count - base)
    return .object(object)
  }

  private mutating func parseArray(depth: Int) -> SnapshotValue {
    index += 1
    var elements: [SnapshotValue] = []
    skipWhitespace()
    guard !isAtEnd else {
      truncated()
      return .array(elements)
    }
    if bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      let value = parseValue(depth: depth + 1)
      if stop != nil {
        reversedPath.append(.index(elements.count))
        if let value { elements.append(value) }
        return .array(elements)
      }
      guard let value else { return .array(elements) }
      elements.append(value)
      skipWhitespace()
      guard !isAtEnd else {
        truncated()
        return .array(elements)
      }
      switch bytes[index] {
      case UInt8(ascii: ","):
        index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      default:
        malformed("unexpected character \(describe(bytes[index])); expected a comma or a closing bracket")
        return .array(elements)
      }
    }
  }

  private mutating func parseLiteral(_ literal: StaticString, _ value: SnapshotValue) -> SnapshotValue? {
    let count = literal.utf8CodeUnitCount
    for offset in 0..<count {
      guard index + offset < bytes.count else {
        index += offset
        truncated()
        return nil
      }
      guard bytes[index + offset] == literal.utf8Start[offset] else {
        index += offset
        malformed("unexpected character \(describe(bytes[index])) in \(literal)")
        return nil
      }
    }
    index += count
    return value
  }

  /// A number as JSON writes it; an integer that fits becomes `.int`, anything else `.double`.
  ///
  /// A number that runs to the end of the bytes may have been longer, so it counts as cut.
  private mutating func parseNumber() -> SnapshotValue? {
    let start = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard readDigits(allowingLeadingZero: false) else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard readDigits(allowingLeadingZero: true) else { return nil }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard readDigits(allowingLeadingZero: true) else { return nil }
    }
    guard index < bytes.count else {
      truncated()
      return nil
    }
    let text = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
    // Numbers that do not fit are refused, not rounded: an integer beyond Int (which a snapshot
    // never writes: its encoder refuses them, and its doubles carry a point or an exponent), or
    // a number that becomes infinite or, with a digit that is not zero, 0.
    if isInteger {
      if let integer = Self.integer(text) { return .int(integer) }
      index = start
      malformed("the integer \(String(decoding: text, as: UTF8.self)) does not fit in 64 bits")
      return nil
    }
    guard let number = Double(String(decoding: text, as: UTF8.self)), number.isFinite,
      number != 0 || !Self.hasNonzeroDigit(text)
    else {
      index = start
      malformed("the number \(String(decoding: text, as: UTF8.self)) is out of range")
      return nil
    }
    return .double(number)
  }

  /// Whether the digits before the exponent include one that is not zero.
  private static func hasNonzeroDigit(_ text: UnsafeRawBufferPointer) -> Bool {
    for byte in text {
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { return false }
      if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) { return true }
    }
    return false
  }

  /// Reads one or more digits; a leading zero is followed by no digit unless allowed.
  private mutating func readDigits(allowingLeadingZero: Bool) -> Bool {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
    guard index > start else {
      if isAtEnd {
        truncated()
      } else {
        malformed("unexpected character \(describe(bytes[index])) in a number")
      }
      return false
    }
    if !allowingLeadingZero, index - start > 1, bytes[start] == UInt8(ascii: "0") {
      index = start
      malformed("a number starts with a zero followed by digits")
      return false
    }
    return true
  }

  /// The integer the digits (with an optional minus sign) spell, or `nil` when it overflows.
  private static func integer(_ text: UnsafeRawBufferPointer) -> Int? {
    var digits = text[...]
    let isNegative = digits.first == UInt8(ascii: "-")
    if isNegative { digits = digits.dropFirst() }
    var value = 0
    for digit in digits {
      let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowAdd) =
        isNegative
        ? shifted.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
        : shifted.addingReportingOverflow(Int(digit - UInt8(ascii: "0")))
      guard !overflowShift, !overflowAdd else { return nil }
      value = next
    }
    return value
  }

  /// A string in quotes, escapes decoded; `nil` after a stop.
  mutating func parseString() -> String? {
    index += 1
    let start = index
    var isASCII = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        guard isASCII || UTF8Validation.isValid(text) else {
          index = start
          malformed("a string is not valid UTF-8")
          return nil
        }
        index += 1
        return String(decoding: text, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") { return parseEscapedString(from: start) }
      if byte < 0x20 {
        malformed("a string holds the control character \(describe(byte)); it must be escaped")
        return nil
      }
      if byte >= 0x80 { isASCII = false }
      index += 1
    }
    truncated()
    return nil
  }

  /// The rest of a string that has escapes, from its first character at `start`.
  private mutating func parseEscapedString(from start: Int) -> String? {
    var decoded: [UInt8] = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        guard UTF8Validation.isValid(decoded) else {
          malformed("a string is not valid UTF-8")
          return nil
        }
        index += 1
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index + 1 < bytes.count else {
          index += 1
          truncated()
          return nil
        }
        let escaped = bytes[index + 1]
        index += 2
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"):
          guard let scalar = parseUnicodeEscape() else { return nil }
          UTF8.encode(scalar) { decoded.append($0) }
        default:
          index -= 1
          malformed("unknown escape \\\(describe(escaped)) in a string")
          return nil
        }
      default:
        if byte < 0x20 {
          malformed("a string holds the control character \(describe(byte)); it must be escaped")
          return nil
        }
        decoded.append(byte)
        index += 1
      }
    }
    truncated()
    return nil
  }

  /// The scalar of `\uXXXX` (the `\u` already read), or of a surrogate pair `\uD83D\uDE00`.
  private mutating func parseUnicodeEscape() -> Unicode.Scalar? {
    guard let high = parseHex4() else { return nil }
    if (0xDC00...0xDFFF).contains(high) {
      malformed("a string has a low surrogate \\u\(String(high, radix: 16)) without a high one")
      return nil
    }
    guard (0xD800...0xDBFF).contains(high) else { return Unicode.Scalar(high) }
    guard index + 1 < bytes.count else {
      index = bytes.count
      truncated()
      return nil
    }
    guard bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
      malformed("a string has a high surrogate \\u\(String(high, radix: 16)) without a low one")
      return nil
    }
    index += 2
    guard let low = parseHex4() else { return nil }
    guard (0xDC00...0xDFFF).contains(low) else {
      malformed("a string has a high surrogate \\u\(String(high, radix: 16)) without a low one")
      return nil
    }
    return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
  }

  private mutating func parseHex4() -> UInt32? {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else {
        truncated()
        return nil
      }
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default:
        malformed("unexpected character \(describe(byte)) in a \\u escape")
        return nil
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  private func describe(_ byte: UInt8) -> String {
    (0x21...0x7E).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16, uppercase: true))"
  }
}

/// Checks UTF-8 as the Unicode standard defines it: no overlong forms, no surrogates, nothing
/// above U+10FFFF.
enum UTF8Validation {
  static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
    var iterator = bytes.makeIterator()
    while let lead = iterator.next() {
      let continuations: Int
      var range: ClosedRange<UInt8> = 0x80...0xBF
      switch lead {
      case 0x00...0x7F: continue
      case 0xC2...0xDF: continuations = 1
      case 0xE0:
        continuations = 2
        range = 0xA0...0xBF
      case 0xE1...0xEC, 0xEE...0xEF: continuations = 2
      case 0xED:
        continuations = 2
        range = 0x80...0x9F
      case 0xF0:
        continuations = 3
        range = 0x90...0xBF
      case 0xF1...0xF3: continuations = 3
      case 0xF4:
        continuations = 3
        range = 0x80...0x8F
      default: return false
      }
      for position in 0..<continuations {
        guard let byte = iterator.next() else { return false }
        guard (position == 0 ? range : 0x80...0xBF).contains(byte) else { return false }
      }
    }
    return true
  }
}

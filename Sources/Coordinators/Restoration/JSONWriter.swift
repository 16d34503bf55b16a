/// Writes compact JSON into a byte buffer: the format of snapshots.
///
/// Object members of a ``SnapshotValue`` are written in the order of their keys, so equal
/// values give equal bytes. A number that JSON cannot hold (infinity, NaN) is written as `null`;
/// the snapshot encoder refuses such numbers before they get here.
struct JSONWriter {
  private(set) var bytes: [UInt8] = []

  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  mutating func write(_ value: SnapshotValue) {
    switch value {
    case .null: append("null")
    case .bool(let flag): append(flag ? "true" : "false")
    case .int(let number): write(number)
    case .double(let number): write(number)
    case .string(let text): write(text)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        write(element)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        write(key)
        bytes.append(UInt8(ascii: ":"))
        if let member = members[key] { write(member) }
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// A string in quotes, with `"`, `\` and control characters escaped.
  mutating func write(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for (index, byte) in utf8.enumerated()
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        appendEscaped(byte)
        runStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  mutating func write(_ number: Int) {
    if number < 0 { bytes.append(UInt8(ascii: "-")) }
    // The magnitude of Int.min does not fit in an Int; UInt holds every magnitude.
    var magnitude = number.magnitude
    let start = bytes.count
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    bytes[start...].reverse()
  }

  mutating func write(_ number: Double) {
    guard number.isFinite else { return append("null") }
    // Swift prints the shortest digits that read back as the same Double, in a form JSON
    // accepts: `0.1`, `5.0`, `1e-05`, `-0.0`.
    bytes.append(contentsOf: number.description.utf8)
  }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  private mutating func appendEscaped(_ byte: UInt8) {
    bytes.append(UInt8(ascii: "\\"))
    switch byte {
    case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
    case 0x0A: bytes.append(UInt8(ascii: "n"))
    case 0x0D: bytes.append(UInt8(ascii: "r"))
    case 0x09: bytes.append(UInt8(ascii: "t"))
    case 0x08: bytes.append(UInt8(ascii: "b"))
    case 0x0C: bytes.append(UInt8(ascii: "f"))
    default:
      append("u00")
      bytes.append(Self.hexDigit(byte >> 4))
      bytes.append(Self.hexDigit(byte & 0xF))
    }
  }
}

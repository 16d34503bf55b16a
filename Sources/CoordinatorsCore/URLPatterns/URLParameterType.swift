import Foundation

/// The type of a placeholder in a ``URLPattern``: what text it accepts and what value it gives.
///
/// In a pattern, `{id:int}` takes an integer, `{name}` any text, `{path*}` the rest of the path.
/// Custom types come from ``URLParameterType/custom(_:accepts:)`` and are named in patterns by
/// their name: `{color:color}`.
public struct URLParameterType: Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case string
    case bool
    case int
    case double
    case uuid
    case custom(String)
  }

  let kind: Kind
  private let check: (@Sendable (String) -> Bool)?
  /// Tells one custom type from another of the same name; `nil` for the built-in types.
  private let identity: Identity?

  /// An object whose identity stands for one custom type.
  private final class Identity: Sendable {}

  private init(_ kind: Kind, check: (@Sendable (String) -> Bool)? = nil, identity: Identity? = nil) {
    self.kind = kind
    self.check = check
    self.identity = identity
  }

  /// Whether `other` is this very type: a built-in type of the same kind, or the same custom type.
  func isSameType(as other: URLParameterType) -> Bool {
    kind == other.kind && identity === other.identity
  }

  /// Any text, decoded, but no control character (U+0000 to U+001F, U+007F to U+009F: `%0A`,
  /// `%00`); `{name}` and `{name:string}`. It ranks below every typed placeholder. A custom type
  /// that accepts everything takes control characters too.
  public static let string = URLParameterType(.string)
  /// `true` or `false`, in lower case.
  public static let bool = URLParameterType(.bool)
  /// A decimal integer with an optional sign that fits in `Int`; a longer one is out of range.
  public static let int = URLParameterType(.int)
  /// A finite decimal number, such as `2`, `-0.5` or `1e3`; beyond the range of `Double` it is
  /// out of range.
  public static let double = URLParameterType(.double)
  /// A UUID in its 36-character form, in either letter case.
  public static let uuid = URLParameterType(.uuid)

  /// A type of your own, named `name` in patterns, that accepts the text `accepts` approves.
  ///
  /// ```swift
  /// let color = URLParameterType.custom("color") { ShapeColor(rawValue: $0) != nil }
  /// navigator.deepLinks = try DeepLinkRouter(links, types: [color])
  /// ```
  ///
  /// Its values reach you as text (``URLValue/custom(_:_:)``), ready for your own initializer.
  public static func custom(_ name: String, accepts: @escaping @Sendable (String) -> Bool) -> URLParameterType {
    URLParameterType(.custom(name), check: accepts, identity: Identity())
  }

  /// The name patterns use for the type.
  package var name: String {
    switch kind {
    case .string: "string"
    case .bool: "bool"
    case .int: "int"
    case .double: "double"
    case .uuid: "uuid"
    case .custom(let name): name
    }
  }

  /// The type's name.
  public var description: String { name }

  /// Whether a typed placeholder of this type ranks above one of `other` at the same place:
  /// bool, int, double, uuid, then custom types by name. Text ranks last.
  func ranks(before other: URLParameterType) -> Bool {
    rank < other.rank || (rank == other.rank && name < other.name)
  }

  private var rank: Int {
    switch kind {
    case .bool: 0
    case .int: 1
    case .double: 2
    case .uuid: 3
    case .custom: 4
    case .string: 5
    }
  }

  /// The value `text` gives, or why it gives none.
  func value(of text: String) -> Conversion {
    var text = text
    return text.withUTF8 { value(of: $0) }
  }

  /// The value the text whose UTF-8 is `bytes` gives, or why it gives none. A `String` is made
  /// only for a value that keeps one (text, custom) or for the parsers that take one (double,
  /// uuid, custom).
  func value(of bytes: UnsafeBufferPointer<UInt8>) -> Conversion {
    func text() -> String { String(decoding: bytes, as: UTF8.self) }
    switch kind {
    case .string:
      return Self.hasControlCharacter(bytes) ? .controlCharacter : .value(.string(text()))
    case .bool:
      if bytes.elementsEqual("true".utf8) { return .value(.bool(true)) }
      if bytes.elementsEqual("false".utf8) { return .value(.bool(false)) }
      return .wrongType
    case .int:
      return Self.integer(bytes)
    case .double:
      guard Self.isDecimal(bytes), let number = Double(text()) else { return .wrongType }
      return number.isFinite ? .value(.double(number)) : .outOfRange
    case .uuid:
      guard bytes.count == 36, let uuid = UUID(uuidString: text()) else { return .wrongType }
      return .value(.uuid(uuid))
    case .custom(let name):
      let text = text()
      return check?(text) == true ? .value(.custom(name, text)) : .wrongType
    }
  }

  enum Conversion {
    case value(URLValue)
    case wrongType
    case outOfRange
    case controlCharacter
  }

  /// Whether decoded text holds a control character (U+0000 to U+001F, U+007F to U+009F) or a
  /// line or paragraph separator (U+2028, U+2029), which text and rest-of-path placeholders
  /// refuse: a link has no business putting a line break or a NUL into a title or a search.
  ///
  /// The control characters are exactly the scalars of the general category Cc, which Unicode's
  /// stability policy keeps fixed; in UTF-8 they are the bytes 0x00 to 0x1F and 0x7F, and 0xC2
  /// followed by 0x80 to 0x9F. The separators are 0xE2 0x80 0xA8 and 0xE2 0x80 0xA9. So the
  /// bytes are read, not the scalars' properties.
  static func hasControlCharacter(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { hasControlCharacter($0) }
  }

  /// Whether the UTF-8 `bytes` hold a control character or a separator; as the `String`
  /// version says.
  static func hasControlCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var (beforePrevious, previous): (UInt8, UInt8) = (0, 0)
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) { return true }
      if beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 { return true }
      (beforePrevious, previous) = (previous, byte)
    }
    return false
  }

  /// An optional sign and decimal digits, read on bytes (the standard library's `Int(_:)` takes
  /// a `String`, which would be made for this alone).
  private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Conversion {
    let negative = bytes.first == UInt8(ascii: "-")
    let sign = negative || bytes.first == UInt8(ascii: "+") ? 1 : 0
    guard bytes.count > sign else { return .wrongType }
    var number = 0
    var overflow = false
    for byte in bytes[sign...] {
      guard byte >= 0x30 && byte <= 0x39 else { return .wrongType }
      // Accumulated negatively, so that Int.min fits.
      let (times10, o1) = number.multipliedReportingOverflow(by: 10)
      let (next, o2) = times10.subtractingReportingOverflow(Int(byte - 0x30))
      overflow = overflow || o1 || o2
      number = next
    }
    if overflow { return .outOfRange }
    if negative { return .value(.int(number)) }
    guard number != .min else { return .outOfRange }
    return .value(.int(-number))
  }

  /// Digits with an optional sign, point and exponent: the forms `Double(_:)` reads the same way
  /// everywhere (no `nan`, `inf`, hexadecimal or spaces).
  private static func isDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var sawDigit = false
    var previous: UInt8 = 0
    for byte in bytes {
      switch byte {
      case 0x30...0x39: sawDigit = true
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard previous == 0 || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E") else { return false }
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): break
      default: return false
      }
      previous = byte
    }
    return sawDigit
  }
}

/// A value a placeholder took from a URL, or that a URL is built from.
public enum URLValue: Hashable, Sendable, CustomStringConvertible {
  /// Text.
  case string(String)
  /// A Boolean.
  case bool(Bool)
  /// An integer.
  case int(Int)
  /// A finite number.
  case double(Double)
  /// A UUID.
  case uuid(UUID)
  /// The text of a placeholder of the named custom type.
  case custom(String, String)
  /// The rest of a path, one decoded segment per element.
  case segments([String])

  /// The value as it is written in a URL, before percent-encoding.
  public var description: String {
    switch self {
    case .string(let text): text
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .uuid(let value): value.uuidString.lowercased()
    case .custom(_, let text): text
    case .segments(let segments): segments.joined(separator: "/")
    }
  }
}

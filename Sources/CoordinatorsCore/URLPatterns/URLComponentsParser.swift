/// The parts of a URL that patterns look at, read by this library's own parser so that Linux and
/// Apple platforms see the same parts (Foundation's URL parsing differs between them at the
/// edges).
///
/// The rules:
/// - The scheme and the host are compared in lower case; the path and the query as written.
/// - The host is the authority without its user information and port. A URL without an
///   authority (`mailto:x`) has no host.
/// - Empty path segments are dropped, so a trailing slash or a doubled one changes nothing.
/// - Segments, query names and query values are percent-decoded after splitting, so an encoded
///   slash (`%2F`) stays inside its segment. In the query, `+` stands for a space.
/// - The fragment is ignored.
struct ParsedURL: Sendable {
  var scheme: String
  var host: String?
  var segments: [String]
  /// Query items in order; a name without `=` has an empty value.
  var query: [(name: String, value: String)]

  /// The first value of the query item `name`.
  func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  enum Failure: Error, Hashable {
    case noScheme
    case badEscape(part: String)
  }

  init(_ text: String) throws(Failure) {
    let bytes = Array(text.utf8)
    var index = 0
    // scheme ":" — a letter, then letters, digits, "+", "-", ".".
    while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
      let byte = bytes[index]
      let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
      let isOther =
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: ".")
      guard isLetter || (index > 0 && isOther) else { throw .noScheme }
      index += 1
    }
    guard index > 0, index < bytes.count else { throw .noScheme }
    scheme = String(decoding: bytes[0..<index], as: UTF8.self).lowercased()
    index += 1

    let end = bytes[index...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
    let queryStart = bytes[index..<end].firstIndex(of: UInt8(ascii: "?")) ?? end

    var pathStart = index
    if queryStart - index >= 2, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
      let authorityStart = index + 2
      let authorityEnd = bytes[authorityStart..<queryStart].firstIndex(of: UInt8(ascii: "/")) ?? queryStart
      host = try Self.host(in: bytes[authorityStart..<authorityEnd])
      pathStart = authorityEnd
    } else {
      host = nil
    }

    segments = []
    for part in bytes[pathStart..<queryStart].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      segments.append(try Self.decode(part, plusIsSpace: false))
    }

    query = []
    if queryStart < end {
      for item in bytes[(queryStart + 1)..<end].split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
        let equals = item.firstIndex(of: UInt8(ascii: "="))
        let name = try Self.decode(item[..<(equals ?? item.endIndex)], plusIsSpace: true)
        let value = try equals.map { (equals) throws(Failure) in
          try Self.decode(item[(equals + 1)...], plusIsSpace: true)
        }
        query.append((name, value ?? ""))
      }
    }
  }

  /// The host of an authority: without `user@` and `:port`, decoded, in lower case.
  static func host(in authority: ArraySlice<UInt8>) throws(Failure) -> String {
    var hostPart = authority
    if let at = hostPart.lastIndex(of: UInt8(ascii: "@")) { hostPart = hostPart[(at + 1)...] }
    if hostPart.first == UInt8(ascii: "[") {
      // An IP literal keeps its colons.
      if let close = hostPart.firstIndex(of: UInt8(ascii: "]")) { hostPart = hostPart[...close] }
    } else if let colon = hostPart.firstIndex(of: UInt8(ascii: ":")) {
      hostPart = hostPart[..<colon]
    }
    return try decode(hostPart, plusIsSpace: false).lowercased()
  }

  /// Percent-decodes `part` as UTF-8.
  static func decode(_ part: ArraySlice<UInt8>, plusIsSpace: Bool) throws(Failure) -> String {
    guard part.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
      return String(decoding: part, as: UTF8.self)
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(part.count)
    var index = part.startIndex
    while index < part.endIndex {
      let byte = part[index]
      if byte == UInt8(ascii: "%") {
        guard index + 2 < part.endIndex, let high = hexValue(part[index + 1]), let low = hexValue(part[index + 2])
        else { throw .badEscape(part: String(decoding: part, as: UTF8.self)) }
        decoded.append(high << 4 | low)
        index += 3
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
        index += 1
      }
    }
    // Invalid UTF-8 decodes with replacement characters, so its bytes come back different.
    let text = String(decoding: decoded, as: UTF8.self)
    guard text.utf8.elementsEqual(decoded) else { throw .badEscape(part: String(decoding: part, as: UTF8.self)) }
    return text
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}

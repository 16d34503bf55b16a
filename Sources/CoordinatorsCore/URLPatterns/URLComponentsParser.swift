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
    var text = text
    // `withUTF8` lends the string's UTF-8 bytes (making them contiguous first, which native
    // strings already are, so nothing is copied) for the closure only. The reader copies every
    // part it keeps into a new `String` before returning, and reads only at indices it has
    // checked against the buffer's count.
    let parsed = text.withUTF8 { bytes in Result { () throws(Failure) in try ParsedURL(utf8: bytes) } }
    self = try parsed.get()
  }

  /// Reads the URL whose UTF-8 bytes are `bytes`, in one pass over each part.
  private init(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
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
    let schemeBytes = UnsafeBufferPointer(rebasing: bytes[0..<index])
    scheme = String(decoding: schemeBytes, as: UTF8.self)
    if schemeBytes.contains(where: Self.isUpperCaseOrNotASCII) { scheme = scheme.lowercased() }
    index += 1

    // One look at each byte for the fragment, the query, and how many segments and query items
    // there can be.
    var end = bytes.count
    var questionMark: Int?
    var slashes = 0
    var ampersands = 0
    for position in index..<bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "#"): end = position
      case UInt8(ascii: "?") where questionMark == nil: questionMark = position
      case UInt8(ascii: "/") where questionMark == nil: slashes += 1
      case UInt8(ascii: "&"): ampersands += 1
      default: continue
      }
      if end < bytes.count { break }
    }
    let queryStart = questionMark ?? end

    var pathStart = index
    if queryStart - index >= 2, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
      let authorityStart = index + 2
      let authorityEnd = bytes[authorityStart..<queryStart].firstIndex(of: UInt8(ascii: "/")) ?? queryStart
      host = try Self.host(in: UnsafeBufferPointer(rebasing: bytes[authorityStart..<authorityEnd]))
      pathStart = authorityEnd
    } else {
      host = nil
    }

    // Segments end at a "/" or at the end of the path; empty ones are dropped.
    segments = []
    segments.reserveCapacity(slashes + 1)
    var segmentStart = pathStart
    for index in pathStart...queryStart where index == queryStart || bytes[index] == UInt8(ascii: "/") {
      if index > segmentStart {
        segments.append(try Self.decode(UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]), plusIsSpace: false))
      }
      segmentStart = index + 1
    }

    query = []
    guard queryStart < end else { return }
    query.reserveCapacity(ampersands + 1)
    var itemStart = queryStart + 1
    var equals: Int?
    for index in itemStart...end {
      guard index < end, bytes[index] != UInt8(ascii: "&") else {
        if index > itemStart {
          let nameEnd = equals ?? index
          let name = try Self.decode(UnsafeBufferPointer(rebasing: bytes[itemStart..<nameEnd]), plusIsSpace: true)
          let value =
            equals == nil
            ? "" : try Self.decode(UnsafeBufferPointer(rebasing: bytes[(nameEnd + 1)..<index]), plusIsSpace: true)
          query.append((name, value))
        }
        itemStart = index + 1
        equals = nil
        continue
      }
      if equals == nil, bytes[index] == UInt8(ascii: "=") { equals = index }
    }
  }

  /// The host of an authority: without `user@` and `:port`, decoded, in lower case.
  static func host<Bytes: BidirectionalCollection<UInt8>>(in authority: Bytes) throws(Failure) -> String {
    var hostPart = authority[...]
    if let at = hostPart.lastIndex(of: UInt8(ascii: "@")) { hostPart = hostPart[hostPart.index(after: at)...] }
    if hostPart.first == UInt8(ascii: "[") {
      // An IP literal keeps its colons.
      if let close = hostPart.firstIndex(of: UInt8(ascii: "]")) { hostPart = hostPart[...close] }
    } else if let colon = hostPart.firstIndex(of: UInt8(ascii: ":")) {
      hostPart = hostPart[..<colon]
    }
    let host = try decode(hostPart, plusIsSpace: false)
    // Most hosts are in lower-case ASCII already, and `lowercased()` would make a new string.
    return hostPart.contains { isUpperCaseOrNotASCII($0) || $0 == UInt8(ascii: "%") } ? host.lowercased() : host
  }

  private static func isUpperCaseOrNotASCII(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte >= 0x80
  }

  /// Percent-decodes `part` as UTF-8.
  static func decode<Bytes: Collection<UInt8>>(_ part: Bytes, plusIsSpace: Bool) throws(Failure) -> String {
    guard part.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
      return String(decoding: part, as: UTF8.self)
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(part.count)
    var bytes = part.makeIterator()
    while let byte = bytes.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = bytes.next().flatMap(hexValue), let low = bytes.next().flatMap(hexValue) else {
          throw .badEscape(part: String(decoding: part, as: UTF8.self))
        }
        decoded.append(high << 4 | low)
      } else {
        decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
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

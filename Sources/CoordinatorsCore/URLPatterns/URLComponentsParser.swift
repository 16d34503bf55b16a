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
///
/// Segments and query items are kept as ranges of `bytes`, not as strings: a match reads most of
/// them only to hash or compare them, and a `String` for each of a dozen parts cost more than the
/// rest of the reading.
struct ParsedURL: Sendable {
  var scheme: String
  var host: String?
  /// The URL's UTF-8, followed by the decoded bytes of the parts that had escapes.
  var bytes: [UInt8]
  /// The decoded path segments, as ranges of `bytes`.
  var segmentRanges: [Range<Int>]
  /// Query items in order, as ranges of `bytes`; a name without `=` has an empty value.
  var queryRanges: [(name: Range<Int>, value: Range<Int>)]

  /// The decoded segments, as text.
  var segments: [String] { segmentRanges.map(text) }

  /// Query items in order, as text.
  var query: [(name: String, value: String)] { queryRanges.map { (text($0.name), text($0.value)) } }

  /// The text of the bytes `range`.
  func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

  enum Failure: Error, Hashable {
    case noScheme
    case badEscape(part: String)
  }

  init(_ text: String) throws(Failure) {
    var text = text
    // `withUTF8` lends the string's UTF-8 bytes (making them contiguous first, which native
    // strings already are, so nothing is copied) for the closure only; the reader copies them
    // into `bytes` once, and reads only at indices it has checked against the buffer's count.
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

    // One look at each byte for the fragment, the query, escapes, and how many segments and
    // query items there can be.
    var end = bytes.count
    var questionMark: Int?
    var slashes = 0
    var ampersands = 0
    var escapes = false
    for position in index..<bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "#"): end = position
      case UInt8(ascii: "?") where questionMark == nil: questionMark = position
      case UInt8(ascii: "/") where questionMark == nil: slashes += 1
      case UInt8(ascii: "&"): ampersands += 1
      case UInt8(ascii: "%"), UInt8(ascii: "+"): escapes = true
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

    var stored: [UInt8] = []
    // Decoded text is never longer than its escapes.
    stored.reserveCapacity(escapes ? 2 * end : end)
    stored.append(contentsOf: bytes[0..<end])
    /// The range of `bytes` that holds the part `range` decoded.
    func part(_ range: Range<Int>, plusIsSpace: Bool) throws(Failure) -> Range<Int> {
      guard escapes else { return range }
      let start = stored.count
      guard try Self.decode(UnsafeBufferPointer(rebasing: bytes[range]), plusIsSpace: plusIsSpace, into: &stored) else {
        return range
      }
      return start..<stored.count
    }

    // Segments end at a "/" or at the end of the path; empty ones are dropped.
    segmentRanges = []
    segmentRanges.reserveCapacity(slashes + 1)
    var segmentStart = pathStart
    // A `while`, not a `for` over `pathStart...queryStart`: a closed range's index is an enum,
    // and destroying it went through a generic witness for every byte.
    var position = pathStart
    while position <= queryStart {
      if position == queryStart || bytes[position] == UInt8(ascii: "/") {
        if position > segmentStart { segmentRanges.append(try part(segmentStart..<position, plusIsSpace: false)) }
        segmentStart = position + 1
      }
      position += 1
    }

    var query: [(name: Range<Int>, value: Range<Int>)] = []
    var itemStart = queryStart + 1
    var equals: Int?
    if queryStart < end { query.reserveCapacity(ampersands + 1) }
    for index in itemStart..<(queryStart < end ? end + 1 : itemStart) {
      guard index < end, bytes[index] != UInt8(ascii: "&") else {
        if index > itemStart {
          let nameEnd = equals ?? index
          let name = try part(itemStart..<nameEnd, plusIsSpace: true)
          let value = equals == nil ? index..<index : try part((nameEnd + 1)..<index, plusIsSpace: true)
          query.append((name, value))
        }
        itemStart = index + 1
        equals = nil
        continue
      }
      if equals == nil, bytes[index] == UInt8(ascii: "=") { equals = index }
    }
    queryRanges = query
    self.bytes = stored
  }

  /// The range of the value of the first query item `name` in `bytes`.
  ///
  /// Names are compared as text (by canonical equivalence), on their bytes when those are equal
  /// or both in ASCII.
  func queryValue(_ name: String, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
    let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
    return queryRanges.first { item in
      let written = bytes[item.name]
      if name.utf8.elementsEqual(written) { return true }
      if isASCII && written.allSatisfy({ $0 < 0x80 }) { return false }
      return String(decoding: written, as: UTF8.self) == name
    }?.value
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
    var decoded: [UInt8] = []
    guard try decode(part, plusIsSpace: plusIsSpace, into: &decoded) else {
      return String(decoding: part, as: UTF8.self)
    }
    return String(decoding: decoded, as: UTF8.self)
  }

  /// Appends `part` percent-decoded to `decoded`, or nothing when it has nothing to decode.
  ///
  /// - Returns: Whether it appended.
  /// - Throws: ``Failure/badEscape(part:)`` when an escape is cut short, not hexadecimal, or
  ///   makes invalid UTF-8.
  static func decode<Bytes: Collection<UInt8>>(
    _ part: Bytes, plusIsSpace: Bool, into decoded: inout [UInt8]
  ) throws(Failure) -> Bool {
    guard part.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
      return false
    }
    let start = decoded.count
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
    // `transcode` reports invalid UTF-8 on every platform the package declares;
    // `String(validating:as:)` would need iOS 18 / macOS 15.
    let invalid = transcode(
      decoded[start...].makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    guard !invalid else {
      throw .badEscape(part: String(decoding: part, as: UTF8.self))
    }
    return true
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

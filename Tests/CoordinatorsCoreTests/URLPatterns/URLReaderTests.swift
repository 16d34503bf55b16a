@_spi(Testing) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@testable import CoordinatorsCore

/// The URL reader (`ParsedURL`) reads every URL as the reader it replaced did: the same scheme,
/// host, segments and query, or the same failure, for random URLs built from the characters
/// that URL parsers disagree on. The replaced reader is kept below, as the statement of the rules.
///
/// A failure prints its seed and the URL.
@Suite(.hangLimit) struct URLReaderTests {
  /// What reading a URL gave, compared whole.
  enum Reading: Equatable, CustomStringConvertible {
    case parts(scheme: String, host: String?, segments: [String], query: [String])
    case failed(ParsedURL.Failure)

    var description: String {
      switch self {
      case .parts(let scheme, let host, let segments, let query):
        "scheme \(scheme), host \(host.map { String(reflecting: $0) } ?? "none"), segments \(segments), query \(query)"
      case .failed(let failure): "failed: \(failure)"
      }
    }
  }

  static func reading(_ url: String) -> Reading {
    do throws(ParsedURL.Failure) {
      let parsed = try ParsedURL(url)
      return .parts(
        scheme: parsed.scheme, host: parsed.host, segments: parsed.segments,
        query: parsed.query.map { "\($0.name)=\($0.value)" })
    } catch {
      return .failed(error)
    }
  }

  static func referenceReading(_ url: String) -> Reading {
    do throws(ParsedURL.Failure) {
      let parsed = try ReferenceURLReader(url)
      return .parts(
        scheme: parsed.scheme, host: parsed.host, segments: parsed.segments,
        query: parsed.query.map { "\($0.name)=\($0.value)" })
    } catch {
      return .failed(error)
    }
  }

  /// Pieces URLs are made of: delimiters, escapes good and bad, case, non-ASCII text, control
  /// characters, ports, user information, IPv6 hosts.
  static let pieces = [
    "a", "Z", "7", "é", "🦆", " ", "\t", ":", "/", "//", "?", "#", "&", "=", "+", "@", "[", "]", "[::1]", ".", "..",
    "-", "%", "%2", "%41", "%2F", "%2f", "%zz", "%C3%A9", "%FF", "%00", "%0A", ":8080", "user:pw@", "\\",
  ]
  static let starts = ["myapp://", "HTTPS://", "https://", "myapp:", "myapp:///", "x+y.z-1://", "1a://", "", "://"]

  @Test func theReaderReadsRandomURLsAsTheReplacedReaderDid() {
    var failures = 0
    var failed = 0
    for index in 0..<20_000 {
      let seed = 0x5552_4C52_0000 + UInt64(index)
      var random = SeededRandomNumberGenerator(seed: seed)
      var url = Self.starts.randomElement(using: &random)!
      for _ in 0..<Int.random(in: 0...14, using: &random) { url += Self.pieces.randomElement(using: &random)! }
      let expected = Self.referenceReading(url)
      if case .failed = expected { failed += 1 }
      let read = Self.reading(url)
      if read != expected {
        Issue.record("seed \(seed): \(String(reflecting: url)) reads as \(read), not \(expected)")
        failures += 1
        if failures == 5 { return }
      }
    }
    // Both outcomes occur often.
    #expect(failed > 2_000 && failed < 18_000, "\(failed) of 20,000 URLs failed")
  }

  @Test(arguments: [
    // Ports, user information, IPv6 hosts, empty segments, fragments, escapes, case.
    (
      "myapp://user:pw@Host:8080//a//b/?q=1&&r#f?s=2",
      Reading.parts(scheme: "myapp", host: "host", segments: ["a", "b"], query: ["q=1", "r="])
    ),
    ("HTTP://[::1]:80/%7E", .parts(scheme: "http", host: "[::1]", segments: ["~"], query: [])),
    ("myapp:a/b?c", .parts(scheme: "myapp", host: nil, segments: ["a", "b"], query: ["c="])),
    ("myapp://CAF%C3%89/a%2Fb", .parts(scheme: "myapp", host: "café", segments: ["a/b"], query: [])),
    ("myapp://h?a+b=c%2Bd&=e", .parts(scheme: "myapp", host: "h", segments: [], query: ["a b=c+d", "=e"])),
    ("myapp://h/#%zz", .parts(scheme: "myapp", host: "h", segments: [], query: [])),
    ("myapp://h/a%zz", .failed(.badEscape(part: "a%zz"))),
    ("myapp://h/?%FF=1", .failed(.badEscape(part: "%FF"))),
    // Invalid UTF-8 after decoding, of each kind: overlong, a surrogate, past U+10FFFF, cut short.
    ("myapp://h/%C0%AF", .failed(.badEscape(part: "%C0%AF"))),
    ("myapp://h/%ED%A0%80", .failed(.badEscape(part: "%ED%A0%80"))),
    ("myapp://h/%F4%90%80%80", .failed(.badEscape(part: "%F4%90%80%80"))),
    ("myapp://h/a%E2%82", .failed(.badEscape(part: "a%E2%82"))),
    ("myapp://h/%E2%82%AC", .parts(scheme: "myapp", host: "h", segments: ["€"], query: [])),
    ("1app://h", .failed(.noScheme)),
    ("myapp", .failed(.noScheme)),
  ])
  func theReaderSplitsAURLIntoItsParts(url: String, expected: Reading) {
    #expect(Self.reading(url) == expected)
    #expect(Self.referenceReading(url) == expected)
  }

  /// Control characters are read from UTF-8 bytes; the answer is Unicode's general category Cc,
  /// and the line and paragraph separators.
  @Test func controlCharactersAreExactlyTheScalarsOfCategoryCcAndTheSeparators() {
    for value in UInt32(0)...0x2FFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(Character(scalar)) + "b"
      #expect(
        URLParameterType.hasControlCharacter(text)
          == ([.control, .lineSeparator, .paragraphSeparator] as Set).contains(scalar.properties.generalCategory),
        "U+\(String(value, radix: 16))")
    }
  }
}

/// The URL reader this library had before `ParsedURL` read the bytes in place: the statement of
/// the rules the tests above hold the new one to.
struct ReferenceURLReader: Sendable {
  var scheme: String
  var host: String?
  var segments: [String]
  /// Query items in order; a name without `=` has an empty value.
  var query: [(name: String, value: String)]

  typealias Failure = ParsedURL.Failure

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

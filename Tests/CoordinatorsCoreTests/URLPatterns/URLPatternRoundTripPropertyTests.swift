@_spi(Testing) import CoordinatorsCore
@_spi(Testing) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Building then matching gives the values back, for random patterns and random values.
///
/// A failure prints its seed; `RandomLink(seed:)` makes the same pattern and values again.
@Suite(.hangLimit) struct URLPatternRoundTripPropertyTests {
  static let caseCount = 5_000

  @Test func aBuiltURLMatchesItsPatternWithTheSameValues() {
    var failures = 0
    var coverage: [String: Int] = [:]
    for index in 0..<Self.caseCount {
      let link = RandomLink(seed: 0x5552_4C00_0000 + UInt64(index))
      if let problem = link.roundTripProblem() {
        Issue.record("seed \(link.seed): \(problem)\npattern \(link.patternText)\nvalues \(link.values)")
        failures += 1
        if failures == 3 { return }
      }
      for kind in link.kinds { coverage[kind, default: 0] += 1 }
    }
    // Every kind of segment, value and query item occurs often.
    for kind in RandomLink.allKinds {
      #expect(coverage[kind, default: 0] >= 200, "only \(coverage[kind, default: 0]) cases with \(kind)")
    }
  }

  /// Among other patterns (on one host, with few literals, so that they compete), a URL built from
  /// one of them never goes unmatched: its own pattern gives back its values, or a pattern that
  /// ranks before it on the path wins (and may then refuse the query, which never chooses the
  /// pattern).
  @Test func aBuiltURLIsMatchedAmongOtherPatterns() {
    var failures = 0
    var wonByItsOwnPattern = 0
    var wonByAnother = 0
    for index in 0..<500 {
      var random = SeededRandomNumberGenerator(seed: 0x5345_5400_0000 + UInt64(index))
      // Patterns on one host, so that they compete; an ambiguous one is left out.
      var links: [RandomLink] = []
      var entries: [(pattern: URLPattern, payload: Int)] = []
      for _ in 0..<10 {
        let link = RandomLink(seed: random.next(), scheme: "myapp", host: "h", literals: ["a", "b"])
        guard let pattern = link.pattern, (try? URLPatternSet(entries + [(pattern, links.count)])) != nil else {
          continue
        }
        entries.append((pattern, links.count))
        links.append(link)
      }
      guard let set = try? URLPatternSet(entries) else {
        Issue.record("set \(index): the patterns checked one by one are ambiguous together")
        continue
      }
      for (offset, link) in links.enumerated() {
        guard let url = link.url else {
          Issue.record("seed \(link.seed): cannot build \(link.patternText) with \(link.values)")
          failures += 1
          continue
        }
        do throws(URLPatternError) {
          let match = try set.match(url)
          if match.payload == offset {
            wonByItsOwnPattern += 1
            if match.parameters.values != link.values {
              Issue.record("seed \(link.seed): \(url) gives \(match.parameters.values), not \(link.values)")
              failures += 1
            }
          } else {
            wonByAnother += 1
          }
        } catch {
          // A query error is the winner's: the URL's own pattern would have accepted its query
          // (the single-pattern property above checks that).
          switch error.detail {
          case .missingQueryParameter, .wrongType(_, _, .query), .outOfRange(_, _, .query): wonByAnother += 1
          default:
            Issue.record("seed \(link.seed): \(url), built from \(link.patternText), fails: \(error)")
            failures += 1
          }
        }
        if failures >= 3 { return }
      }
    }
    #expect(wonByItsOwnPattern >= 1_000)
    #expect(wonByAnother >= 50)
  }
}

/// A random pattern with random values for its parameters, made from a seed.
struct RandomLink {
  static let hexType = URLParameterType.custom("hex") { !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }
  static let allKinds = [
    "literal", "text", "bool", "int", "double", "uuid", "hex", "rest", "query", "optional query present",
    "optional query absent", "empty query text", "https",
  ]

  let seed: UInt64
  private(set) var patternText = ""
  private(set) var values: [String: URLValue] = [:]
  private(set) var kinds: Set<String> = []

  init(seed: UInt64, scheme: String? = nil, host: String? = nil, literals: [String]? = nil) {
    self.seed = seed
    var random = SeededRandomNumberGenerator(seed: seed)
    let scheme = scheme ?? Self.scheme(using: &random)
    if scheme.lowercased() == "https" { kinds.insert("https") }
    patternText = scheme + "://" + (host ?? Self.host(using: &random))
    var parameter = 0
    func nextName() -> String {
      parameter += 1
      return "p\(parameter)"
    }
    let segmentCount = Int.random(in: 0...5, using: &random)
    for position in 0..<segmentCount {
      let isLast = position == segmentCount - 1
      switch Int.random(in: 0..<(isLast ? 9 : 8), using: &random) {
      case 0, 1:
        let literal = literals?.randomElement(using: &random) ?? Self.text(using: &random, allowsEmpty: false)
        patternText += "/" + URLPattern.percentEncoded(literal)
        kinds.insert("literal")
      case 8:
        let name = nextName()
        patternText += "/{\(name)*}"
        values[name] = .segments(
          (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.text(using: &random, allowsEmpty: false) }
        )
        kinds.insert("rest")
      default:
        let name = nextName()
        var (type, value) = Self.typedValue(using: &random, allowsEmpty: false)
        if type == "string", let literals, Bool.random(using: &random) {
          // A text that a literal of another pattern may take.
          value = .string(literals.randomElement(using: &random)!)
        }
        patternText += "/{\(name)\(type == "string" ? "" : ":" + type)}"
        values[name] = value
        kinds.insert(type == "string" ? "text" : type)
      }
    }
    var separator = "?"
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let name = nextName()
      let (type, value) = Self.typedValue(using: &random, allowsEmpty: true)
      let isOptional = Bool.random(using: &random)
      patternText += "\(separator)q\(name)={\(name):\(type)\(isOptional ? "?" : "")}"
      separator = "&"
      kinds.insert("query")
      if value == .string("") { kinds.insert("empty query text") }
      if isOptional && Bool.random(using: &random) {
        kinds.insert("optional query absent")
      } else {
        values[name] = value
        if isOptional { kinds.insert("optional query present") }
      }
    }
  }

  var pattern: URLPattern? { try? URLPattern(patternText, types: [Self.hexType]) }
  var url: String? { try? pattern?.url(with: values) }

  /// What goes wrong on the way from the pattern to a URL and back, or `nil`.
  func roundTripProblem() -> String? {
    let pattern: URLPattern
    do { pattern = try URLPattern(patternText, types: [Self.hexType]) } catch {
      return "the pattern is invalid: \(error)"
    }
    let url: String
    do { url = try pattern.url(with: values) } catch { return "building fails: \(error)" }
    let set: URLPatternSet<Int>
    do { set = try URLPatternSet([(pattern, 0)]) } catch { return "the set is invalid: \(error)" }
    do {
      let match = try set.match(url)
      guard match.parameters.values == values else { return "\(url) gives back \(match.parameters.values)" }
      guard match.pattern == pattern else { return "\(url) matches \(match.pattern)" }
    } catch {
      return "\(url) does not match: \(error)"
    }
    return nil
  }

  private static func scheme(using random: inout SeededRandomNumberGenerator) -> String {
    if Bool.random(using: &random) { return ["https", "HTTPS", "myapp", "MyApp"].randomElement(using: &random)! }
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let others = letters + Array("0123456789+-.")
    return String(letters.randomElement(using: &random)!)
      + String((0..<Int.random(in: 0...8, using: &random)).map { _ in others.randomElement(using: &random)! })
  }

  private static func host(using random: inout SeededRandomNumberGenerator) -> String {
    let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-.é")
    return String((0..<Int.random(in: 1...12, using: &random)).map { _ in characters.randomElement(using: &random)! })
  }

  /// Text from characters that URLs treat specially, and others; no control character or line
  /// separator, which text placeholders refuse (URLPatternMatchingTests checks that).
  static func text(using random: inout SeededRandomNumberGenerator, allowsEmpty: Bool) -> String {
    let special: [String] = [
      "/", "%", "+", "?", "#", "&", "=", " ", ".", "..", "{", "}", ":", "@", "[", "]", "\\", "~", "*", "é", "e\u{301}",
      "€", "🦆", "\u{A0}", "\u{2027}", "\u{200B}", "%2F", "%zz", "\u{FEFF}", "ß", "İ",
    ]
    let plain = Array("abcXYZ019-_")
    let count = Int.random(in: (allowsEmpty ? 0 : 1)...8, using: &random)
    return (0..<count).map { _ in
      Bool.random(using: &random)
        ? special.randomElement(using: &random)! : String(plain.randomElement(using: &random)!)
    }.joined()
  }

  private static func typedValue(using random: inout SeededRandomNumberGenerator, allowsEmpty: Bool) -> (
    String, URLValue
  ) {
    switch Int.random(in: 0..<7, using: &random) {
    case 0:
      return ("bool", .bool(Bool.random(using: &random)))
    case 1:
      let special = [0, 1, -1, Int.max, Int.min]
      return (
        "int",
        .int(
          Bool.random(using: &random) ? special.randomElement(using: &random)! : Int(truncatingIfNeeded: random.next()))
      )
    case 2:
      return ("double", .double(double(using: &random)))
    case 3:
      var bytes = [UInt8](repeating: 0, count: 16)
      for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &random) }
      let uuid = UUID(
        uuid: (
          bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10],
          bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
      return ("uuid", .uuid(uuid))
    case 4:
      let digits = Array("0123456789abcdefABCDEF")
      let text = String((0..<Int.random(in: 1...10, using: &random)).map { _ in digits.randomElement(using: &random)! })
      return ("hex", .custom("hex", text))
    default:
      return ("string", .string(text(using: &random, allowsEmpty: allowsEmpty)))
    }
  }

  /// A finite double: special values, or random bits.
  private static func double(using random: inout SeededRandomNumberGenerator) -> Double {
    let special: [Double] = [
      0, -0.0, 1, -1, 0.1, 1e300, -1e-300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, .leastNormalMagnitude, 123_456.789,
    ]
    if Bool.random(using: &random) { return special.randomElement(using: &random)! }
    while true {
      let value = Double(bitPattern: random.next())
      if value.isFinite { return value }
    }
  }
}

extension URLPattern {
  /// `text` with every character but the unreserved ones of RFC 3986 percent-encoded, as a
  /// literal segment of a pattern is written.
  static func percentEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        encoded.append(Character(Unicode.Scalar(byte)))
      default:
        encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return encoded
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}

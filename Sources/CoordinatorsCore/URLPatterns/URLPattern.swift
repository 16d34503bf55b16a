/// A URL shape with placeholders: `coordinatorexample://custom/star`,
/// `https://example.com/products/{id:int}?color={color?}`.
///
/// - The scheme and the host are literal and compared in lower case.
/// - A path segment is literal (case-sensitive, percent-decoded), a placeholder `{name}` (any
///   text) or `{name:type}` (see ``URLParameterType``), or, as the last segment, `{name*}`, which
///   takes the rest of the path (one segment or more).
/// - Query items are `name={parameter}` or `name={parameter:type}`, required unless the
///   placeholder ends in `?` (`{page:int?}`). Other query items of a URL are ignored.
///
/// Parse patterns with ``init(_:types:)``; a `DeepLinkRouter` matches URLs against its links'.
public struct URLPattern: Hashable, Sendable, CustomStringConvertible {
  enum Segment: Sendable {
    case literal(String)
    case parameter(String, URLParameterType)
    case rest(String)
  }

  struct QueryItem: Sendable {
    var name: String
    var parameter: String
    var type: URLParameterType
    var isOptional: Bool
  }

  /// The parts, in one object shared by every copy, so that copying a pattern (into each
  /// match) is one retain.
  private final class Storage: Sendable {
    let text: String
    let scheme: String
    let host: String
    let segments: [Segment]
    let queryItems: [QueryItem]
    let parameterNames: [String]

    init(text: String, scheme: String, host: String, segments: [Segment], queryItems: [QueryItem]) {
      self.text = text
      self.scheme = scheme
      self.host = host
      self.segments = segments
      self.queryItems = queryItems
      parameterNames =
        segments.compactMap { segment in
          switch segment {
          case .literal: nil
          case .parameter(let name, _), .rest(let name): name
          }
        } + queryItems.map(\.parameter)
    }
  }

  private let storage: Storage

  /// The pattern as it was written.
  @_spi(Testing) public var text: String { storage.text }
  var scheme: String { storage.scheme }
  var host: String { storage.host }
  var segments: [Segment] { storage.segments }
  var queryItems: [QueryItem] { storage.queryItems }

  /// The names of the pattern's parameters, path first, then query.
  @_spi(Testing) public var parameterNames: [String] { storage.parameterNames }

  /// The pattern as written.
  public var description: String { text }

  /// Compares the written patterns.
  public static func == (lhs: URLPattern, rhs: URLPattern) -> Bool { lhs.text == rhs.text }

  /// Hashes the written pattern.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }

  /// Parses `text`, whose placeholders may name the custom types `types` besides the built-in ones.
  ///
  /// - Throws: ``URLPatternError`` saying what is wrong and where.
  public init(_ text: String, types: [URLParameterType] = []) throws(URLPatternError) {
    func fail(_ reason: URLPatternError.Detail) -> URLPatternError { URLPatternError(reason, pattern: text) }

    guard let schemeEnd = text.range(of: "://") else { throw fail(.missingSchemeOrHost) }
    let scheme = String(text[..<schemeEnd.lowerBound])
    // The whole scheme must be one a URL can have: a letter, then letters, digits, "+", "-", ".".
    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    guard let first = scheme.utf8.first, isLetter(first),
      scheme.utf8.allSatisfy({ isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || "+-.".utf8.contains($0) })
    else { throw fail(.missingSchemeOrHost) }
    var rest = text[schemeEnd.upperBound...]
    var queryText: Substring = ""
    // The query starts at the first "?" outside a placeholder ({page?} is optional, not a query).
    var depth = 0
    var question: Substring.Index?
    for index in rest.indices {
      switch rest[index] {
      case "{": depth += 1
      case "}": depth -= 1
      case "?" where depth == 0: question = index
      default: continue
      }
      if question != nil { break }
    }
    if let question {
      queryText = rest[rest.index(after: question)...]
      rest = rest[..<question]
    }
    // The host runs to the first "/", and may not be empty.
    let hostPart = rest[..<(rest.firstIndex(of: "/") ?? rest.endIndex)]
    guard !hostPart.isEmpty, !hostPart.contains("{"),
      let host = try? ParsedURL.host(in: ArraySlice(hostPart.utf8)), !host.isEmpty
    else { throw fail(.missingSchemeOrHost) }
    let parts = [hostPart] + rest[hostPart.endIndex...].split(separator: "/", omittingEmptySubsequences: true)

    let known = Dictionary(
      ([.string, .bool, .int, .double, .uuid] + types).map { ($0.name, $0) },
      uniquingKeysWith: { first, _ in first }
    )
    var names: Set<String> = []
    func placeholder(_ part: Substring) throws(URLPatternError) -> (
      name: String, type: URLParameterType?, flag: Character?
    )? {
      guard part.first == "{" else {
        guard !part.contains("{"), !part.contains("}") else { throw fail(.badPlaceholder(String(part))) }
        return nil
      }
      guard part.last == "}", part.count > 2 else { throw fail(.badPlaceholder(String(part))) }
      var inner = part.dropFirst().dropLast()
      var flag: Character?
      if let last = inner.last, last == "*" || last == "?" {
        flag = last
        inner = inner.dropLast()
      }
      let pieces = inner.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(pieces[0])
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw fail(.badPlaceholder(String(part)))
      }
      guard names.insert(name).inserted else { throw fail(.duplicateParameter(name)) }
      guard pieces.count == 2 else { return (name, nil, flag) }
      guard let type = known[String(pieces[1])] else { throw fail(.unknownType(String(pieces[1]))) }
      return (name, type, flag)
    }

    var segments: [Segment] = []
    for (index, part) in parts.dropFirst().enumerated() {
      guard let found = try placeholder(part) else {
        guard let decoded = try? ParsedURL.decode(ArraySlice(part.utf8), plusIsSpace: false) else {
          throw fail(.badPlaceholder(String(part)))
        }
        segments.append(.literal(decoded))
        continue
      }
      switch found.flag {
      case "*":
        guard found.type == nil, index == parts.count - 2 else { throw fail(.restNotLast(found.name)) }
        segments.append(.rest(found.name))
      case "?":
        throw fail(.optionalInPath(found.name))
      default:
        segments.append(.parameter(found.name, found.type ?? .string))
      }
    }

    var queryItems: [QueryItem] = []
    for item in queryText.split(separator: "&", omittingEmptySubsequences: true) {
      let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      guard pair.count == 2, !pair[0].isEmpty, let found = try placeholder(pair[1]), found.flag != "*" else {
        throw fail(.badQueryItem(String(item)))
      }
      guard let name = try? ParsedURL.decode(ArraySlice(pair[0].utf8), plusIsSpace: true) else {
        throw fail(.badQueryItem(String(item)))
      }
      queryItems.append(
        QueryItem(
          name: name,
          parameter: found.name,
          type: found.type ?? .string,
          isOptional: found.flag == "?"
        )
      )
    }
    storage = Storage(text: text, scheme: scheme.lowercased(), host: host, segments: segments, queryItems: queryItems)
  }
}

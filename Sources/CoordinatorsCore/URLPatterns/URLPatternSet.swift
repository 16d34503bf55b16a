/// Patterns compiled into a trie, each with a payload: the URL that matches and what it means.
///
/// The cost of a match grows with the URL's length, not with the number of patterns. Which
/// pattern wins does not depend on the order of registration: at each path segment a literal
/// beats a typed placeholder, which beats a text placeholder, which beats the rest of the path
/// (and among typed ones: bool, int, double, uuid, then custom types by name). Two patterns that
/// would match exactly the same URLs are rejected when the set is built.
///
/// ```swift
/// let links = try URLPatternSet([
///   (try URLPattern("https://example.com/products/{id:int}"), "product"),
///   (try URLPattern("https://example.com/products/new"), "new product"),
/// ])
/// let match = try links.match("https://example.com/products/42")
/// // match.payload == "product", match.parameters["id"] == .int(42)
/// ```
///
/// For `http` and `https` URLs the hosts of the patterns are an allow-list: another host is
/// ``URLMatchError/Reason/hostNotAllowed(_:)``, not just no match.
public struct URLPatternSet<Payload: Sendable>: Sendable {
  private struct Node: Sendable {
    var literals: [String: Int] = [:]
    /// Typed placeholder children, best rank first.
    var typed: [(type: URLParameterType, node: Int)] = []
    var text: Int?
    /// The entry whose pattern ends with a rest-of-path placeholder here.
    var rest: Int?
    /// The entry whose pattern ends here.
    var end: Int?
  }

  /// The patterns and payloads, in the order given.
  public let entries: [(pattern: URLPattern, payload: Payload)]
  /// URLs longer than this many bytes are rejected before they are parsed.
  public var maximumLength: Int
  private var nodes: [Node] = []
  /// The trie root for each `scheme://host`.
  private var roots: [String: Int] = [:]
  private var schemes: Set<String> = []
  private var webHosts: Set<String> = []

  /// Compiles `entries`.
  ///
  /// - Throws: ``URLPatternError`` with ``URLPatternError/Reason/ambiguous(with:)`` when two
  ///   patterns would always tie, naming both.
  public init(_ entries: [(pattern: URLPattern, payload: Payload)], maximumLength: Int = 4096) throws(URLPatternError) {
    self.entries = entries
    self.maximumLength = maximumLength
    for (index, entry) in entries.enumerated() { try insert(entry.pattern, entry: index) }
  }

  private mutating func insert(_ pattern: URLPattern, entry: Int) throws(URLPatternError) {
    schemes.insert(pattern.scheme)
    if pattern.scheme == "http" || pattern.scheme == "https" { webHosts.insert(pattern.host) }
    let rootKey = pattern.scheme + "://" + pattern.host
    var current: Int
    if let root = roots[rootKey] {
      current = root
    } else {
      current = makeNode()
      roots[rootKey] = current
    }
    for segment in pattern.segments {
      switch segment {
      case .literal(let literal):
        if let next = nodes[current].literals[literal] {
          current = next
        } else {
          let next = makeNode()
          nodes[current].literals[literal] = next
          current = next
        }
      case .parameter(_, let type) where type.kind == .string:
        if let next = nodes[current].text {
          current = next
        } else {
          let next = makeNode()
          nodes[current].text = next
          current = next
        }
      case .parameter(_, let type):
        if let child = nodes[current].typed.first(where: { $0.type.kind == type.kind }) {
          guard child.type.isSameType(as: type) else {
            throw URLPatternError(.conflictingTypes(type.name), pattern: pattern.text)
          }
          current = child.node
        } else {
          let next = makeNode()
          nodes[current].typed.append((type, next))
          nodes[current].typed.sort { $0.type.ranks(before: $1.type) }
          current = next
        }
      case .rest:
        if let other = nodes[current].rest {
          throw URLPatternError(.ambiguous(with: entries[other].pattern.text), pattern: pattern.text)
        }
        nodes[current].rest = entry
        return
      }
    }
    if let other = nodes[current].end {
      throw URLPatternError(.ambiguous(with: entries[other].pattern.text), pattern: pattern.text)
    }
    nodes[current].end = entry
  }

  private mutating func makeNode() -> Int {
    nodes.append(Node())
    return nodes.count - 1
  }

  // MARK: Matching

  /// The entry whose pattern `url` matches best, with the values of its parameters.
  ///
  /// - Throws: ``URLMatchError`` saying why nothing matched.
  public func match(_ url: String) throws(URLMatchError) -> URLMatch<Payload> {
    func fail(_ reason: URLMatchError.Reason) -> URLMatchError { URLMatchError(reason, url: url) }
    let length = url.utf8.count
    guard length <= maximumLength else { throw fail(.tooLong(length: length, limit: maximumLength)) }
    let parsed: ParsedURL
    do {
      parsed = try ParsedURL(url)
    } catch {
      switch error {
      case .noScheme: throw fail(.notAURL)
      case .badEscape(let part): throw fail(.badPercentEncoding(part))
      }
    }
    guard schemes.contains(parsed.scheme) else { throw fail(.unsupportedScheme(parsed.scheme)) }
    guard let host = parsed.host else { throw fail(.noMatch) }
    // Patterns always have a host: in `myapp:///user` the third slash starts the path.
    guard !host.isEmpty else { throw fail(.emptyHost) }
    if parsed.scheme == "http" || parsed.scheme == "https", !webHosts.contains(host) {
      throw fail(.hostNotAllowed(host))
    }
    guard let root = roots[parsed.scheme + "://" + host] else { throw fail(.noMatch) }

    var search = Search(segments: parsed.segments)
    guard let entry = find(from: root, at: 0, in: &search) else {
      throw fail(search.closestMiss ?? .noMatch)
    }
    let pattern = entries[entry].pattern
    var parameters: [String: URLValue] = [:]
    var captured = search.values.makeIterator()
    for segment in pattern.segments {
      switch segment {
      case .literal: break
      case .parameter(let name, _): parameters[name] = captured.next()
      case .rest(let name): parameters[name] = .segments(Array(parsed.segments[search.restStart...]))
      }
    }
    for item in pattern.queryItems {
      guard let text = parsed.queryValue(item.name) else {
        if item.isOptional { continue }
        throw fail(.missingQueryParameter(item.name))
      }
      switch item.type.value(of: text) {
      case .value(let value): parameters[item.parameter] = value
      case .wrongType: throw fail(.wrongType(text, expected: item.type.name, in: .query(item.name)))
      case .outOfRange: throw fail(.outOfRange(text, expected: item.type.name, in: .query(item.name)))
      case .controlCharacter: throw fail(.controlCharacter(text, in: .query(item.name)))
      }
    }
    return URLMatch(pattern: pattern, payload: entries[entry].payload, parameters: URLParameters(parameters))
  }

  private struct Search {
    let segments: [String]
    /// The values of the placeholders on the way down, in path order.
    var values: [URLValue] = []
    var restStart = 0
    /// The deepest segment a typed placeholder refused, when nothing matched.
    var closestMiss: URLMatchError.Reason?
    var closestMissDepth = -1

    mutating func noteMiss(_ reason: URLMatchError.Reason, at depth: Int) {
      guard depth > closestMissDepth else { return }
      closestMiss = reason
      closestMissDepth = depth
    }
  }

  /// Depth-first, best child first: the first pattern that matches the whole path wins.
  private func find(from node: Int, at depth: Int, in search: inout Search) -> Int? {
    let current = nodes[node]
    guard depth < search.segments.count else { return current.end }
    let segment = search.segments[depth]
    if let next = current.literals[segment], let found = find(from: next, at: depth + 1, in: &search) {
      return found
    }
    for child in current.typed {
      switch child.type.value(of: segment) {
      case .value(let value):
        search.values.append(value)
        if let found = find(from: child.node, at: depth + 1, in: &search) { return found }
        search.values.removeLast()
      case .wrongType:
        search.noteMiss(.wrongType(segment, expected: child.type.name, in: .path(depth)), at: depth)
      case .outOfRange:
        search.noteMiss(.outOfRange(segment, expected: child.type.name, in: .path(depth)), at: depth)
      case .controlCharacter:
        break
      }
    }
    let isText = !URLParameterType.hasControlCharacter(segment)
    if !isText, current.text != nil || current.rest != nil {
      search.noteMiss(.controlCharacter(segment, in: .path(depth)), at: depth)
    }
    if isText, let next = current.text {
      search.values.append(.string(segment))
      if let found = find(from: next, at: depth + 1, in: &search) { return found }
      search.values.removeLast()
    }
    if let entry = current.rest {
      for (offset, rest) in search.segments[depth...].enumerated() where URLParameterType.hasControlCharacter(rest) {
        search.noteMiss(.controlCharacter(rest, in: .path(depth + offset)), at: depth + offset)
        return nil
      }
      search.restStart = depth
      return entry
    }
    return nil
  }
}

/// A pattern that a URL matched, its payload and the values of its placeholders.
public struct URLMatch<Payload: Sendable>: Sendable {
  /// The pattern that matched.
  public let pattern: URLPattern
  /// What the pattern was registered with.
  public let payload: Payload
  /// The values of the pattern's placeholders; an optional query parameter that was absent has none.
  public let parameters: URLParameters
}

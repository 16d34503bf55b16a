/// The patterns of a ``URLPatternSet`` as a trie of path segments under each scheme and host,
/// holding entry numbers instead of payloads.
///
/// It is not generic, so matching runs as specialized code whatever the set's payload type
/// (a generic set, called from another module, would ask the runtime for its nodes' type at
/// every node).
@usableFromInline
struct URLTrie: Sendable {
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

  private var nodes: [Node] = []
  /// The patterns, by entry number.
  private var patterns: [URLPattern] = []
  /// The trie root for each scheme and host.
  ///
  /// By host first, then a short list of schemes, so that a match hashes the host only: a host
  /// is on as many schemes as the app has, a few at most.
  private var roots: [String: [(scheme: String, node: Int)]] = [:]
  /// The schemes of the patterns.
  private var schemes: Set<String> = []
  /// The hosts of the `http` and `https` patterns.
  private var webHosts: Set<String> = []

  /// Adds `pattern` as the next entry.
  mutating func insert(_ pattern: URLPattern) throws(URLPatternError) {
    let entry = patterns.count
    func text(_ entry: Int) -> String { patterns[entry].text }
    if pattern.scheme == "http" || pattern.scheme == "https" { webHosts.insert(pattern.host) }
    var current: Int
    schemes.insert(pattern.scheme)
    if let root = roots[pattern.host]?.first(where: { $0.scheme == pattern.scheme }) {
      current = root.node
    } else {
      current = makeNode()
      roots[pattern.host, default: []].append((pattern.scheme, current))
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
          throw URLPatternError(.ambiguous(with: text(other)), pattern: pattern.text)
        }
        nodes[current].rest = entry
        patterns.append(pattern)
        return
      }
    }
    if let other = nodes[current].end {
      throw URLPatternError(.ambiguous(with: text(other)), pattern: pattern.text)
    }
    nodes[current].end = entry
    patterns.append(pattern)
  }

  private mutating func makeNode() -> Int {
    nodes.append(Node())
    return nodes.count - 1
  }

  // MARK: Matching

  /// The entry whose pattern `url` matches best, with the values of its parameters.
  ///
  /// - Throws: ``URLMatchError`` saying why nothing matched.
  @usableFromInline
  func match(_ url: String, maximumLength: Int) throws(URLMatchError) -> (entry: Int, parameters: URLParameters) {
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
    guard let host = parsed.host, let root = roots[host]?.first(where: { $0.scheme == parsed.scheme })?.node else {
      // Why not, in this order.
      guard schemes.contains(parsed.scheme) else { throw fail(.unsupportedScheme(parsed.scheme)) }
      guard let host = parsed.host else { throw fail(.noMatch) }
      // Patterns always have a host: in `myapp:///user` the third slash starts the path.
      guard !host.isEmpty else { throw fail(.emptyHost) }
      let isWeb = parsed.scheme == "http" || parsed.scheme == "https"
      throw fail(isWeb && !webHosts.contains(host) ? .hostNotAllowed(host) : .noMatch)
    }
    var search = Search(segments: parsed.segments)
    guard let entry = find(from: root, at: 0, in: &search) else { throw fail(search.closestMiss ?? .noMatch) }

    let pattern = patterns[entry]
    // Sized once, and not allocated at all for a pattern without placeholders.
    var count = search.values.count + pattern.queryItems.count
    if case .rest = pattern.segments.last { count += 1 }
    var parameters: [String: URLValue] = count == 0 ? [:] : Dictionary(minimumCapacity: count)
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
    return (entry, URLParameters(parameters))
  }

  private struct Search {
    let segments: [String]
    /// The values of the placeholders on the way down, in path order.
    var values: [URLValue] = []
    var restStart = 0
    /// The deepest segment a typed placeholder refused, when nothing matched.
    var closestMiss: URLMatchError.Reason?
    var closestMissDepth = -1

    /// Adds a value, making room for one per segment the first time.
    mutating func append(_ value: URLValue) {
      if values.capacity == 0 { values.reserveCapacity(segments.count) }
      values.append(value)
    }

    mutating func noteMiss(_ reason: URLMatchError.Reason, at depth: Int) {
      guard depth > closestMissDepth else { return }
      closestMiss = reason
      closestMissDepth = depth
    }
  }

  /// Depth-first, best child first: the first pattern that matches the whole path wins.
  private func find(from node: Int, at depth: Int, in search: inout Search) -> Int? {
    guard depth < search.segments.count else { return nodes[node].end }
    let segment = search.segments[depth]
    if let next = nodes[node].literals[segment], let found = find(from: next, at: depth + 1, in: &search) {
      return found
    }
    for child in nodes[node].typed {
      switch child.type.value(of: segment) {
      case .value(let value):
        search.append(value)
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
    let text = nodes[node].text
    let rest = nodes[node].rest
    guard text != nil || rest != nil else { return nil }
    guard !URLParameterType.hasControlCharacter(segment) else {
      search.noteMiss(.controlCharacter(segment, in: .path(depth)), at: depth)
      return nil
    }
    if let text {
      search.append(.string(segment))
      if let found = find(from: text, at: depth + 1, in: &search) { return found }
      search.values.removeLast()
    }
    if let rest {
      for (offset, segment) in search.segments[(depth + 1)...].enumerated()
      where URLParameterType.hasControlCharacter(segment) {
        search.noteMiss(.controlCharacter(segment, in: .path(depth + 1 + offset)), at: depth + 1 + offset)
        return nil
      }
      search.restStart = depth
      return rest
    }
    return nil
  }
}

/// The patterns of a ``URLPatternSet`` as a trie of path segments under each scheme and host,
/// holding entry numbers instead of payloads.
///
/// It is not generic, so matching runs as specialized code whatever the set's payload type
/// (a generic set, called from another module, would ask the runtime for its nodes' type at
/// every node).
@usableFromInline
struct URLTrie: Sendable {
  private struct Node: Sendable {
    /// Typed placeholder children, best rank first.
    var typed: [(type: URLParameterType, node: Int)] = []
    var text: Int?
    /// The entry whose pattern ends with a rest-of-path placeholder here.
    var rest: Int?
    /// The entry whose pattern ends here.
    var end: Int?
  }

  private var nodes: [Node] = []
  /// The literal children of every node.
  private var literals = LiteralTable()
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
        if let next = literals.child(of: current, literal) {
          current = next
        } else {
          let next = makeNode()
          literals.insert(literal, under: current, child: next)
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
  /// - Throws: ``URLPatternError`` saying why nothing matched.
  @usableFromInline
  func match(_ url: String, maximumLength: Int) throws(URLPatternError) -> (entry: Int, parameters: URLParameters) {
    func fail(_ reason: URLPatternError.Detail) -> URLPatternError { URLPatternError(reason, url: url) }
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
    return try parsed.bytes.withUnsafeBufferPointer { bytes in
      Result { () throws(URLPatternError) in try match(parsed, of: url, bytes: bytes, from: root) }
    }.get()
  }

  /// The rest of ``match(_:maximumLength:)`` on the URL's bytes.
  private func match(
    _ parsed: ParsedURL, of url: String, bytes: UnsafeBufferPointer<UInt8>, from root: Int
  ) throws(URLPatternError) -> (entry: Int, parameters: URLParameters) {
    func fail(_ reason: URLPatternError.Detail) -> URLPatternError { URLPatternError(reason, url: url) }
    var search = Search(bytes: bytes, segments: parsed.segmentRanges)
    guard let entry = find(from: root, at: 0, in: &search) else { throw fail(search.closestMiss ?? .noMatch) }

    let pattern = patterns[entry]
    // The values by position, in the order of the pattern's names: path, rest, query; taken out
    // of the search, so that the array is not copied to grow. An absent optional query item
    // loses its name instead of taking a slot, so the values need no `Optional`, whose generic
    // destroy cost more than the values' own.
    var names = pattern.parameterNames
    var values: [URLValue] = []
    swap(&values, &search.values)
    values.reserveCapacity(pattern.parameterNames.count)
    if case .rest = pattern.segments.last {
      values.append(.segments(parsed.segmentRanges[search.restStart...].map(parsed.text)))
    }
    for item in pattern.queryItems {
      guard let range = parsed.queryValue(item.name, in: bytes) else {
        if item.isOptional {
          names.remove(at: values.count)
          continue
        }
        throw fail(.missingQueryParameter(item.name))
      }
      let value = UnsafeBufferPointer(rebasing: bytes[range])
      switch item.type.value(of: value) {
      case .value(let value): values.append(value)
      case .wrongType: throw fail(.wrongType(parsed.text(range), expected: item.type.name, in: .query(item.name)))
      case .outOfRange: throw fail(.outOfRange(parsed.text(range), expected: item.type.name, in: .query(item.name)))
      case .controlCharacter: throw fail(.controlCharacter(parsed.text(range), in: .query(item.name)))
      }
    }
    return (entry, URLParameters(names: names, slots: values))
  }

  private struct Search {
    let bytes: UnsafeBufferPointer<UInt8>
    let segments: [Range<Int>]
    /// The values of the placeholders on the way down, in path order.
    var values: [URLValue] = []
    var restStart = 0
    /// The deepest segment a typed placeholder refused, when nothing matched.
    var closestMiss: URLPatternError.Detail?
    var closestMissDepth = -1

    /// The bytes of the segment at `depth`.
    func segment(_ depth: Int) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[segments[depth]]) }

    /// The text of the segment at `depth`, for an error.
    func text(_ depth: Int) -> String { String(decoding: segment(depth), as: UTF8.self) }

    /// Adds a value, making room for the values of most patterns the first time.
    mutating func append(_ value: URLValue) {
      if values.capacity == 0 { values.reserveCapacity(segments.count + 4) }
      values.append(value)
    }

    /// Notes the reason `reason` gives for the text of the segment at `depth`, if it is the
    /// deepest yet.
    mutating func noteMiss(at depth: Int, _ reason: (String) -> URLPatternError.Detail) {
      guard depth > closestMissDepth else { return }
      closestMiss = reason(text(depth))
      closestMissDepth = depth
    }
  }

  /// Depth-first, best child first: the first pattern that matches the whole path wins.
  private func find(from node: Int, at depth: Int, in search: inout Search) -> Int? {
    guard depth < search.segments.count else { return nodes[node].end }
    let segment = search.segment(depth)
    if let next = literals.child(of: node, segment), let found = find(from: next, at: depth + 1, in: &search) {
      return found
    }
    for child in nodes[node].typed {
      switch child.type.value(of: segment) {
      case .value(let value):
        search.append(value)
        if let found = find(from: child.node, at: depth + 1, in: &search) { return found }
        search.values.removeLast()
      case .wrongType:
        search.noteMiss(at: depth) { .wrongType($0, expected: child.type.name, in: .path(depth)) }
      case .outOfRange:
        search.noteMiss(at: depth) { .outOfRange($0, expected: child.type.name, in: .path(depth)) }
      case .controlCharacter:
        break
      }
    }
    let text = nodes[node].text
    let rest = nodes[node].rest
    guard text != nil || rest != nil else { return nil }
    guard !URLParameterType.hasControlCharacter(segment) else {
      search.noteMiss(at: depth) { .controlCharacter($0, in: .path(depth)) }
      return nil
    }
    if let text {
      search.append(.string(search.text(depth)))
      if let found = find(from: text, at: depth + 1, in: &search) { return found }
      search.values.removeLast()
    }
    if let rest {
      for later in (depth + 1)..<search.segments.count where URLParameterType.hasControlCharacter(search.segment(later))
      {
        search.noteMiss(at: later) { .controlCharacter($0, in: .path(later)) }
        return nil
      }
      search.restStart = depth
      return rest
    }
    return nil
  }
}

/// The literal children of every node of a ``URLTrie`` in one open-addressing hash table, keyed by
/// the parent node and the literal's UTF-8.
///
/// A lookup hashes the segment's bytes where they lie in the URL: a `[String: Int]` per node
/// needed a `String` made for each segment, and hashes it with SipHash, several times the cost of
/// the short multiplicative hash here. Only patterns, which the app registers, are inserted, so
/// a URL cannot make the table's chains longer.
///
/// Swift compares text by canonical equivalence (`é` precomposed equals `e` and a combining
/// accent; the Kelvin sign equals `K`), which equal bytes imply but do not cover. So text with a
/// byte beyond ASCII is looked up as a `String` in `texts`, as are ASCII segments under a node
/// that has a literal beyond ASCII.
struct LiteralTable: Sendable {
  private struct Key: Hashable, Sendable {
    var parent: Int
    var text: String
  }
  private struct Entry: Sendable {
    var hash: Int
    var parent: Int
    var child: Int
    /// The literal's UTF-8, in `storage`.
    var literal: Range<Int>
  }

  /// Entry numbers plus one, or zero for an empty slot; a power of two long, at most half full.
  private var slots: [Int32] = []
  private var entries: [Entry] = []
  private var storage: [UInt8] = []
  /// Every literal, by parent and text, for the lookups that need canonical equivalence.
  private var texts: [Key: Int] = [:]
  /// The nodes with a literal child beyond ASCII.
  private var nonASCIIParents: Set<Int> = []

  /// The child of `parent` for the literal `literal`.
  func child(of parent: Int, _ literal: String) -> Int? {
    texts[Key(parent: parent, text: literal)]
  }

  /// The child of `parent` for the literal whose UTF-8 is `bytes`.
  func child(of parent: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let (hash, isASCII) = Self.hash(parent, bytes)
    guard isASCII else { return texts[Key(parent: parent, text: String(decoding: bytes, as: UTF8.self))] }
    if let child = asciiChild(of: parent, bytes, hash: hash) { return child }
    guard !nonASCIIParents.isEmpty, nonASCIIParents.contains(parent) else { return nil }
    return texts[Key(parent: parent, text: String(decoding: bytes, as: UTF8.self))]
  }

  /// The child of `parent` whose literal has exactly the bytes `bytes`, whose hash is `hash`.
  private func asciiChild(of parent: Int, _ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let entry = entries[Int(slots[slot]) - 1]
      if entry.hash == hash, entry.parent == parent, entry.literal.count == bytes.count,
        storage.withUnsafeBufferPointer({ $0[entry.literal].elementsEqual(bytes) })
      {
        return entry.child
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Adds `child` as the child of `parent` for `literal`, which it does not have yet.
  mutating func insert(_ literal: String, under parent: Int, child: Int) {
    texts[Key(parent: parent, text: literal)] = child
    if !literal.utf8.allSatisfy({ $0 < 0x80 }) { nonASCIIParents.insert(parent) }
    let start = storage.count
    storage.append(contentsOf: literal.utf8)
    let hash = storage.withUnsafeBufferPointer { Self.hash(parent, UnsafeBufferPointer(rebasing: $0[start...])).hash }
    entries.append(Entry(hash: hash, parent: parent, child: child, literal: start..<storage.count))
    if entries.count * 2 > slots.count {
      slots = Array(repeating: 0, count: max(16, slots.count * 2))
      for number in entries.indices { place(number) }
    } else {
      place(entries.count - 1)
    }
  }

  private mutating func place(_ number: Int) {
    let mask = slots.count - 1
    var slot = entries[number].hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(number + 1)
  }

  /// FNV-1a over the bytes, started from the parent, with the high bits folded in; and whether
  /// the bytes are all ASCII, found on the way.
  private static func hash(_ parent: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> (hash: Int, isASCII: Bool) {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (UInt64(truncatingIfNeeded: parent) &* 0x9e37_79b9_7f4a_7c15)
    var all: UInt8 = 0
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      all |= byte
    }
    return (Int(truncatingIfNeeded: hash ^ (hash >> 31)), all < 0x80)
  }
}

/// Patterns compiled into a trie, each with a payload: the URL that matches and what it means.
///
/// The cost of a match grows with the URL's length, not with the number of patterns. Which
/// pattern wins does not depend on the order of registration: at each path segment a literal
/// beats a typed placeholder, which beats a text placeholder, which beats the rest of the path
/// (and among typed ones: bool, int, double, uuid, then custom types by name). Two patterns that
/// would match exactly the same URLs are rejected when the set is built.
///
/// <!-- snippet: spi -->
/// ```swift
/// let links = try URLPatternSet([
///   (try URLPattern("https://example.com/products/{id:int}"), "product"),
///   (try URLPattern("https://example.com/products/new"), "new product"),
/// ])
/// let match = try links.match("https://example.com/products/42")
/// #expect(match.payload == "product" && match.parameters.values["id"] == .int(42))
/// ```
///
/// For `http` and `https` URLs the hosts of the patterns are an allow-list: another host is
/// refused with its own sentence, not just no match.
@_spi(Testing) public struct URLPatternSet<Payload: Sendable>: Sendable {
  /// The patterns and payloads, in the order given.
  public let entries: [(pattern: URLPattern, payload: Payload)]
  /// URLs longer than this many bytes are rejected before they are parsed.
  public var maximumLength: Int
  @usableFromInline var trie = URLTrie()

  /// Compiles `entries`.
  ///
  /// - Throws: ``URLPatternError`` with ``URLPatternError/Reason/ambiguous`` when two
  ///   patterns would always tie, naming both.
  public init(_ entries: [(pattern: URLPattern, payload: Payload)], maximumLength: Int = 4096) throws(URLPatternError) {
    self.entries = entries
    self.maximumLength = maximumLength
    for entry in entries {
      try trie.insert(entry.pattern)
    }
  }

  // MARK: Matching

  /// The entry whose pattern `url` matches best, with the values of its parameters.
  ///
  /// - Throws: ``URLPatternError`` saying why nothing matched.
  @inlinable
  public func match(_ url: String) throws(URLPatternError) -> URLMatch<Payload> {
    // Inlinable so that the caller's module specializes it for its payload: the generic version
    // asks the runtime for `URLMatch<Payload>`'s type at every match. The work is in `URLTrie`.
    let (entry, parameters) = try trie.match(url, maximumLength: maximumLength)
    return URLMatch(pattern: entries[entry].pattern, payload: entries[entry].payload, parameters: parameters)
  }
}

/// A pattern that a URL matched, its payload and the values of its placeholders.
@_spi(Testing) public struct URLMatch<Payload: Sendable>: Sendable {
  /// The pattern that matched.
  public let pattern: URLPattern
  /// What the pattern was registered with.
  public let payload: Payload
  /// The values of the pattern's placeholders; an optional query parameter that was absent has none.
  public let parameters: URLParameters

  @usableFromInline
  init(pattern: URLPattern, payload: Payload, parameters: URLParameters) {
    self.pattern = pattern
    self.payload = payload
    self.parameters = parameters
  }
}

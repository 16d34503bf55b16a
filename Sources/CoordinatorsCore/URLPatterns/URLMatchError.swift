/// Why a URL matched no pattern of a `DeepLinkRouter`'s links.
public struct URLMatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where a value was found.
  public enum Place: Hashable, Sendable, CustomStringConvertible {
    /// The path segment at this index (0 is the first segment after the host).
    case path(Int)
    /// The query item with this name.
    case query(String)

    /// The place in words: `path segment 2`, `query item page`.
    public var description: String {
      switch self {
      case .path(let index): "path segment \(index)"
      case .query(let name): "query item \(name)"
      }
    }
  }

  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    /// The text is not a URL: it has no scheme.
    case notAURL
    /// The URL is longer than the router's maximum length (its `maximumLength`).
    case tooLong(length: Int, limit: Int)
    /// No pattern has the URL's scheme.
    case unsupportedScheme(String)
    /// An `http` or `https` URL names a host no pattern has.
    case hostNotAllowed(String)
    /// A `%` is not followed by two hexadecimal digits, or the bytes are not UTF-8.
    case badPercentEncoding(String)
    /// No pattern matches the path.
    case noMatch
    /// A value is not of the type its placeholder needs; the closest pattern failed there.
    case wrongType(String, expected: String, in: Place)
    /// A number is too large or too small for its type.
    case outOfRange(String, expected: String, in: Place)
    /// A required query parameter is missing.
    case missingQueryParameter(String)
    /// The URL's host is empty, as in `myapp:///user`: the third slash starts the path, so
    /// `user` is a path segment, and no pattern has an empty host. `myapp://user` has the host
    /// `user`.
    case emptyHost
    /// A value for a text or rest-of-path placeholder holds a control character once decoded
    /// (U+0000 to U+001F, U+007F to U+009F, such as `%0A` or `%00`) or a line or paragraph
    /// separator (U+2028, U+2029, `%E2%80%A8`); those placeholders refuse them. The value is
    /// given as decoded.
    case controlCharacter(String, in: Place)
  }

  /// What was wrong.
  public let reason: Reason
  /// The URL, as given.
  public let url: String

  /// An error for `url`.
  package init(_ reason: Reason, url: String) {
    self.reason = reason
    self.url = url
  }

  /// A sentence naming the URL and what is wrong with it, on one line: the values it quotes,
  /// decoded from the link, have their control characters escaped (`\u{1B}`), so a link cannot
  /// drive the terminal or split the log line that shows the sentence.
  public var description: String {
    let shown = url.count > 200 ? String(url.prefix(200)) + "..." : url
    let scheme = url.prefix { $0 != ":" }
    let problem =
      switch reason {
      case .notAURL: "it is not a URL (no scheme)"
      case .tooLong(let length, let limit): "it is \(length) bytes long; the limit is \(limit)"
      case .unsupportedScheme(let scheme): "the scheme \(scheme) is not handled"
      case .hostNotAllowed(let host): "the host \(host) is not allowed"
      case .badPercentEncoding(let part): "\(part) is not correctly percent-encoded UTF-8"
      case .noMatch: "no pattern matches it"
      case .wrongType(let value, let type, let place): "\(place) is \(value), which is not a \(type)"
      case .outOfRange(let value, let type, let place): "\(place) is \(value), out of the range of \(type)"
      case .missingQueryParameter(let name): "the query item \(name) is required"
      case .emptyHost:
        "its host is empty: nothing stands between \(scheme):// and the path, and every link has a host; write "
          + "the host right after \(scheme):// as the links do (\(scheme)://host/path, not \(scheme):///path)"
      case .controlCharacter(let value, let place):
        "\(place) is \(value.debugDescription), which holds a control character or a line separator; text "
          + "placeholders refuse them"
      }
    return "cannot open \(shown): \(problem)".escapingControlCharacters()
  }
}

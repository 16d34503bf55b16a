/// Why a link's pattern and a URL do not fit: the pattern does not parse, two patterns of a
/// `DeepLinkRouter` tie, a link's parameters type reads what its pattern does not give, a URL
/// cannot be built from it, a handler asks for a parameter the link lacks, or a URL matches no
/// pattern.
///
/// A router throws it for its patterns when it is built, never when a URL is opened; a URL that
/// matches no pattern is a `DeepLinkError` whose reason is `.invalidLink` with one of these
/// inside. ``reason`` says what kind of problem it is; the description names the pattern or the
/// URL and, where there is one, the placeholder:
///
/// ```
/// link app://accounts/{id:int}: AccountLink reads id as String, but its placeholder gives Int
/// ```
public struct URLPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is; the description says exactly what and where.
  public enum Reason: Hashable, Sendable {
    /// The pattern's text is not a pattern: no `scheme://host`, a placeholder that is not
    /// `{name}`, `{name:type}` or `{name*}`, an unknown type, a name used twice, a misplaced
    /// rest-of-path or optional placeholder, or a query item that is not `name={placeholder}`.
    case invalidPattern
    /// Two patterns of a router match exactly the same URLs, or give two different custom types
    /// one name, so that a URL's match would depend on the order.
    case ambiguous
    /// A link's parameters type reads what its pattern does not give: a key with no
    /// placeholder, another type, a required key the pattern has as optional, a nested value, or
    /// a walk that takes one value from a pattern without exactly one placeholder.
    case parametersMismatch
    /// A URL could not be built from the pattern: a required value is missing, or a value does
    /// not fit its placeholder.
    case cannotBuildURL
    /// A link handler asked for a parameter the link does not have, or not of that type: the
    /// pattern and the handler disagree (see ``missingParameter(_:expected:)``).
    case missingParameter
    /// The text is not a URL that links are read from: it has no scheme, is longer than the
    /// router's maximum length, is not correctly percent-encoded UTF-8, has an empty host
    /// (`myapp:///user`), or a text placeholder's value holds a control character or a line
    /// separator.
    case invalidURL
    /// The URL is one, but no link takes it: its scheme or (for `http` and `https`) its host is
    /// not a pattern's, no pattern matches its path, a value is of the wrong type or out of
    /// range, or a required query item is missing.
    case noMatch
  }

  /// What was wrong, in detail: what the description is made of.
  @_spi(Testing) public enum Detail: Hashable, Sendable {
    // The pattern's text (`invalidPattern`)

    /// The pattern does not start with `scheme://host`, or its host is a placeholder.
    case missingSchemeOrHost
    /// A placeholder is not `{name}`, `{name:type}` or `{name*}`, or a brace is out of place.
    case badPlaceholder(String)
    /// A placeholder names a type that is neither built in nor given.
    case unknownType(String)
    /// Two placeholders share a name.
    case duplicateParameter(String)
    /// A rest-of-path placeholder is not the last segment, or has a type.
    case restNotLast(String)
    /// A path placeholder is marked optional; only query parameters can be.
    case optionalInPath(String)
    /// A query item is not `name={placeholder}`.
    case badQueryItem(String)

    // The patterns of a router together (`ambiguous`)

    /// The pattern matches exactly the URLs another one matches, so neither could win.
    case ambiguous(with: String)
    /// Two different custom types share this name, so a URL's match would depend on the order.
    case conflictingTypes(String)

    // A link's parameters type against its pattern (`parametersMismatch`)

    /// The parameters type reads a key that the pattern has no placeholder for.
    case keyNotInPattern(requested: String)
    /// The parameters type reads the key as `requested`, and the placeholder gives `placeholder`.
    case typeMismatch(requested: String, placeholder: String)
    /// The parameters type requires the key, and the pattern has it as an optional query
    /// parameter.
    case requiredButOptional(requested: String)
    /// The parameters type reads the link in a way a flat set of placeholders cannot answer.
    case unsupported(String)
    /// The link's walk takes one value, and its pattern has `count` placeholders.
    case notOnePlaceholder(count: Int)

    // Building a URL from the pattern (`cannotBuildURL`), reading a URL's values
    // (`missingParameter`)

    /// No value was given for this required parameter.
    case missingValue(String)
    /// The value of this parameter does not fit its placeholder.
    case badValue(String)
    /// A link handler asked for this parameter as `expected`, and the link has none of that type.
    case missingParameter(String, expected: String)

    // Matching a URL (`invalidURL`, `noMatch`)

    /// The text is not a URL: it has no scheme.
    case notAURL
    /// The URL is longer than the router's maximum length.
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
    /// The URL's host is empty, as in `myapp:///user`.
    case emptyHost
    /// A value for a text or rest-of-path placeholder holds a control character or a line or
    /// paragraph separator once decoded (given as decoded).
    case controlCharacter(String, in: Place)
  }

  /// Where in a URL a value was found.
  @_spi(Testing) public enum Place: Hashable, Sendable, CustomStringConvertible {
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

  /// What was wrong, in detail.
  @_spi(Testing) public let detail: Detail
  /// The URL, as given, for an error of matching; empty otherwise.
  @_spi(Testing) public let url: String
  /// The pattern, as written; empty where it is not known (a handler reading a parameter).
  package let pattern: String
  /// For a link's parameters type: the key (placeholder name) that disagrees.
  package let key: String?
  /// For a link's parameters type: its name.
  package let parametersType: String?

  /// An error for `pattern`; `key` and `parametersType` for a link's parameters type.
  package init(_ detail: Detail, pattern: String = "", key: String? = nil, parametersType: String? = nil) {
    self.detail = detail
    self.url = ""
    self.pattern = pattern
    self.key = key
    self.parametersType = parametersType
  }

  /// An error of matching `url`.
  package init(_ detail: Detail, url: String) {
    self.detail = detail
    self.url = url
    self.pattern = ""
    self.key = nil
    self.parametersType = nil
  }

  /// The error a link handler throws when the link has no parameter `name` of the type it
  /// needs, `expected` (`"int"`, `"a user name"`): the pattern and the handler disagree.
  ///
  /// ```swift
  /// func path(of parameters: URLParameters) throws(URLPatternError) -> [String] {
  ///   guard case .segments(let path)? = parameters.values["path"] else {
  ///     throw URLPatternError.missingParameter("path", expected: "a path of route names")
  ///   }
  ///   return path
  /// }
  /// ```
  public static func missingParameter(_ name: String, expected: String) -> Self {
    Self(.missingParameter(name, expected: expected))
  }

  /// What kind of problem it is.
  public var reason: Reason {
    switch detail {
    case .missingSchemeOrHost, .badPlaceholder, .unknownType, .duplicateParameter, .restNotLast, .optionalInPath,
      .badQueryItem:
      .invalidPattern
    case .ambiguous, .conflictingTypes: .ambiguous
    case .keyNotInPattern, .typeMismatch, .requiredButOptional, .unsupported, .notOnePlaceholder: .parametersMismatch
    case .missingValue, .badValue: .cannotBuildURL
    case .missingParameter: .missingParameter
    case .notAURL, .tooLong, .badPercentEncoding, .emptyHost, .controlCharacter: .invalidURL
    case .unsupportedScheme, .hostNotAllowed, .noMatch, .wrongType, .outOfRange, .missingQueryParameter: .noMatch
    }
  }

  /// A sentence naming the pattern or the URL, and the placeholder and types where they
  /// disagree. A URL's sentence is on one line: the values it quotes, decoded from the link, have
  /// their control characters escaped (`\u{1B}`), so a link cannot drive the terminal or split
  /// the log line that shows it.
  public var description: String {
    let type = parametersType ?? "the parameters type"
    let key = key ?? ""
    switch detail {
    case .missingSchemeOrHost, .badPlaceholder, .unknownType, .duplicateParameter, .restNotLast, .optionalInPath,
      .badQueryItem, .ambiguous, .conflictingTypes:
      return "invalid URL pattern \(pattern): \(patternProblem)"
    case .keyNotInPattern(let requested):
      return "link \(pattern): \(type) reads \(key) as \(requested), but the pattern has no placeholder {\(key)}"
    case .typeMismatch(let requested, let placeholder):
      return "link \(pattern): \(type) reads \(key) as \(requested), but its placeholder gives \(placeholder)"
    case .requiredButOptional(let requested):
      return "link \(pattern): \(type) requires \(key) as \(requested), but the pattern's query parameter {\(key)?} "
        + "is optional; make the property optional or the placeholder required"
    case .notOnePlaceholder(let count):
      return "link \(pattern): its walk takes one \(type), and the pattern has \(count) placeholders"
        + (count == 0 ? "" : " (\(key))") + "; give it exactly one, or name a parameters type"
    case .unsupported(let what):
      return "link \(pattern): \(type) reads \(key) as \(what); a link's parameters are flat: one property per "
        + "placeholder"
    case .missingValue(let parameter):
      return "cannot build a URL from \(pattern): no value for \(parameter)"
    case .badValue(let parameter):
      return "cannot build a URL from \(pattern): the value of \(parameter) does not fit its placeholder"
    case .missingParameter(let name, let expected):
      return "the link has no \(expected) parameter \(name); check its pattern"
    case .notAURL, .tooLong, .unsupportedScheme, .hostNotAllowed, .badPercentEncoding, .noMatch, .wrongType,
      .outOfRange, .missingQueryParameter, .emptyHost, .controlCharacter:
      let shown = url.count > 200 ? String(url.prefix(200)) + "..." : url
      return "cannot open \(shown): \(urlProblem)".escapingControlCharacters()
    }
  }

  private var patternProblem: String {
    switch detail {
    case .missingSchemeOrHost: "it must start with a scheme and a literal host, as in myapp://host/path"
    case .badPlaceholder(let part): "\(part) is not a literal segment or a placeholder such as {name} or {id:int}"
    case .unknownType(let type): "there is no parameter type \(type); give it to the pattern as a custom type"
    case .duplicateParameter(let name): "two placeholders are named \(name)"
    case .restNotLast(let name): "the rest-of-path placeholder {\(name)*} must be the last segment and has no type"
    case .optionalInPath(let name): "{\(name)?} is optional, and only query parameters can be"
    case .badQueryItem(let item): "the query item \(item) must read name={placeholder}"
    case .ambiguous(let other): "it matches exactly the URLs that \(other) matches"
    case .conflictingTypes(let name): "another pattern uses a different custom type also named \(name)"
    default: ""
    }
  }

  private var urlProblem: String {
    let scheme = url.prefix { $0 != ":" }
    return switch detail {
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
    default: ""
    }
  }
}

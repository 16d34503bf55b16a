import CoordinatorsCore

/// A link's parameters type and its pattern disagree: found when the ``DeepLinkRouter`` is built,
/// never when a URL is opened.
///
/// ```
/// link app://accounts/{id:int}: AccountLink reads id as String, but {id:int} gives Int
/// ```
public struct LinkParametersError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What disagrees.
  public enum Reason: Hashable, Sendable {
    /// The parameters type reads a key that the pattern has no placeholder for: a renamed
    /// placeholder, or a typo.
    case keyNotInPattern(requested: String)
    /// The parameters type reads the key as `requested`, and the placeholder gives `placeholder`.
    case typeMismatch(requested: String, placeholder: String)
    /// The parameters type requires the key, and the pattern has it as an optional query
    /// parameter: make the property optional, or the placeholder required.
    case requiredButOptional(requested: String)
    /// The parameters type reads the link in a way a flat set of placeholders cannot answer (a
    /// nested container, a list).
    case unsupported(String)
    /// The link's walk takes one value, and its pattern has `count` placeholders (the key lists
    /// them): such a link needs exactly one.
    case notOnePlaceholder(count: Int)
  }

  /// What disagrees.
  public let reason: Reason
  /// The link's pattern, as written.
  public let pattern: String
  /// The key (placeholder name) that disagrees.
  public let key: String
  /// The name of the link's parameters type.
  public let parametersType: String

  /// An error for the key `key` of the link `pattern`, read by `parametersType`.
  package init(_ reason: Reason, pattern: String, key: String, parametersType: String) {
    self.reason = reason
    self.pattern = pattern
    self.key = key
    self.parametersType = parametersType
  }

  /// A sentence naming the link, the key and both types.
  public var description: String {
    let problem =
      switch reason {
      case .keyNotInPattern(let requested):
        "\(parametersType) reads \(key) as \(requested), but the pattern has no placeholder {\(key)}"
      case .typeMismatch(let requested, let placeholder):
        "\(parametersType) reads \(key) as \(requested), but its placeholder gives \(placeholder)"
      case .requiredButOptional(let requested):
        "\(parametersType) requires \(key) as \(requested), but the pattern's query parameter {\(key)?} is "
          + "optional; make the property optional or the placeholder required"
      case .notOnePlaceholder(let count):
        "its walk takes one \(parametersType), and the pattern has \(count) placeholders"
          + (count == 0 ? "" : " (\(key))") + "; give it exactly one, or name a parameters type"
      case .unsupported(let what):
        "\(parametersType) reads \(key) as \(what); a link's parameters are flat: one property per placeholder"
      }
    return "link \(pattern): \(problem)"
  }
}

/// Why a ``DeepLinkRouter`` could not be built.
///
/// The router throws this type only, so a `catch` needs no cast; a pattern matches the case:
///
/// ```swift
/// let error = #expect(throws: DeepLinkRouterError.self) { try DeepLinkRouter(links) }
/// guard case .pattern(let patternError)? = error else { return }
/// #expect(patternError.reason == .ambiguous(with: "app://item/{a:int}"))
/// ```
public enum DeepLinkRouterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A pattern does not parse, or two always tie.
  case pattern(URLPatternError)
  /// A link's parameters type does not fit its pattern.
  case parameters(LinkParametersError)

  /// The pattern's error, when a pattern does not parse or two always tie; otherwise `nil`.
  package var patternError: URLPatternError? {
    if case .pattern(let error) = self { error } else { nil }
  }

  /// The link's error, when its parameters type does not fit its pattern; otherwise `nil`.
  package var parametersError: LinkParametersError? {
    if case .parameters(let error) = self { error } else { nil }
  }

  /// The underlying error's sentence.
  public var description: String {
    switch self {
    case .pattern(let error): error.description
    case .parameters(let error): error.description
    }
  }
}

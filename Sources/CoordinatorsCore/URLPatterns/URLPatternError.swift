/// Why a link's pattern is wrong, or does not fit what is asked of it: the pattern does not
/// parse, two patterns of a `DeepLinkRouter` tie, a link's parameters type reads what its pattern
/// does not give, a URL cannot be built from it, or a handler asks for a parameter it lacks.
///
/// A router throws it when it is built, never when a URL is opened (a URL that matches no
/// pattern is a `URLMatchError`). ``reason`` says what is wrong; the description names the
/// pattern and, where there is one, the placeholder:
///
/// ```
/// link app://accounts/{id:int}: AccountLink reads id as String, but its placeholder gives Int
/// ```
public struct URLPatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    // The pattern's text

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

    // The patterns of a router together

    /// The pattern matches exactly the URLs another one matches, so neither could win.
    case ambiguous(with: String)
    /// Two different custom types share this name, so a URL's match would depend on the order.
    case conflictingTypes(String)

    // A link's parameters type against its pattern

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
    /// The link's walk takes one value, and its pattern has `count` placeholders: such a link
    /// needs exactly one.
    case notOnePlaceholder(count: Int)

    // Building a URL from the pattern, reading a URL's values

    /// No value was given for this required parameter.
    case missingValue(String)
    /// The value of this parameter does not fit its placeholder: another type, empty, or
    /// refused by a custom type.
    case badValue(String)
    /// A link handler asked for this parameter as `expected`, and the link has none of that
    /// type: the pattern and the handler disagree.
    case missingParameter(String, expected: String)
  }

  /// What was wrong.
  public let reason: Reason
  /// The pattern, as written; empty where it is not known (a handler reading a parameter).
  package let pattern: String
  /// For a link's parameters type: the key (placeholder name) that disagrees.
  package let key: String?
  /// For a link's parameters type: its name.
  package let parametersType: String?

  /// An error for `reason`, as a link handler throws it when it cannot use a value.
  public init(_ reason: Reason) {
    self.init(reason, pattern: "")
  }

  /// An error for `pattern`; `key` and `parametersType` for a link's parameters type.
  package init(_ reason: Reason, pattern: String, key: String? = nil, parametersType: String? = nil) {
    self.reason = reason
    self.pattern = pattern
    self.key = key
    self.parametersType = parametersType
  }

  /// A sentence naming the pattern, and the placeholder and types where they disagree.
  public var description: String {
    let type = parametersType ?? "the parameters type"
    let key = key ?? ""
    switch reason {
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
    }
  }

  private var patternProblem: String {
    switch reason {
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
}

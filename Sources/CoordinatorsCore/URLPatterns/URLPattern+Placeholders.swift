extension URLPattern {
  /// One placeholder of a pattern, as a link's parameters type reads it.
  package struct Placeholder: Sendable {
    /// The placeholder's name.
    package let name: String
    /// Its type; `nil` for a rest-of-path placeholder.
    package let type: URLParameterType?
    /// Whether a URL may leave it out (an optional query parameter).
    package let isOptional: Bool
  }

  /// The pattern's placeholders, path first, then query.
  package var placeholders: [Placeholder] {
    segments.compactMap { segment in
      switch segment {
      case .literal: nil
      case .parameter(let name, let type): Placeholder(name: name, type: type, isOptional: false)
      case .rest(let name): Placeholder(name: name, type: nil, isOptional: false)
      }
    } + queryItems.map { Placeholder(name: $0.parameter, type: $0.type, isOptional: $0.isOptional) }
  }
}

extension URLParameterType {
  /// Whether the type is one of the app's own (``custom(_:accepts:)``), whose values are text.
  package var isCustom: Bool {
    if case .custom = kind { return true }
    return false
  }
}

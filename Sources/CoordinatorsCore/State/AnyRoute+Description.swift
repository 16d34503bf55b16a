extension AnyRoute {
  /// `value` as the tree prints a route or its payload: enum cases as `case(payload)`, payload
  /// enums as `.case`, structs as `Type(label: value)`, text quoted, and no type named with its
  /// module (Swift's own printing writes a payload `ShapesKit.SimpleShape.circle`).
  ///
  /// A type that describes itself (`CustomStringConvertible`) is printed as it says.
  package static func text(of value: Any, asPayload: Bool = false) -> String {
    let mirror = Mirror(reflecting: value)
    func elements(of mirror: Mirror) -> String {
      mirror.children.map { child in
        let text = text(of: child.value, asPayload: true)
        guard let label = child.label, !label.hasPrefix(".") else { return text }
        return "\(label): \(text)"
      }.joined(separator: ", ")
    }
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { text(of: $0.value, asPayload: true) } ?? "nil"
    case .collection, .set:
      return "[\(elements(of: mirror))]"
    case .dictionary:
      let pairs = mirror.children.map { pair in
        Mirror(reflecting: pair.value).children.map { text(of: $0.value, asPayload: true) }.joined(separator: ": ")
      }
      return pairs.isEmpty ? "[:]" : "[\(pairs.joined(separator: ", "))]"
    case .tuple:
      return "(\(elements(of: mirror)))"
    default:
      break
    }
    if value is any CustomStringConvertible || value is any CustomDebugStringConvertible {
      // Swift's `debugDescription` of a string escapes `\n` but keeps U+2028 and bidirectional
      // controls; escaped here, a payload shows what it holds wherever a route is printed.
      return asPayload ? String(reflecting: value).escapingControlCharacters() : String(describing: value)
    }
    switch mirror.displayStyle {
    case .enum:
      let prefix = asPayload ? "." : ""
      guard let payload = mirror.children.first else { return prefix + String(describing: value) }
      let inner = Mirror(reflecting: payload.value)
      let parts = inner.displayStyle == .tuple ? elements(of: inner) : text(of: payload.value, asPayload: true)
      return "\(prefix)\(payload.label ?? "")(\(parts))"
    case .struct, .class:
      return "\(type(of: value))(\(elements(of: mirror)))"
    default:
      return String(reflecting: value)
    }
  }
}

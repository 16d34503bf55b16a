extension String {
  /// The text with every character that a terminal or a line-based log would obey rather than
  /// show written visibly, as in Swift source: `\n`, `\r`, `\t`, `\0`, else `\u{1B}` and the like.
  ///
  /// Escaped are the control characters (C0, DEL and C1: an ESC that starts a terminal sequence,
  /// a BEL, a carriage return that overwrites the line), the line and paragraph separators
  /// (U+2028, U+2029) and the bidirectional controls (the embeddings and overrides U+202A to
  /// U+202E, the isolates U+2066 to U+2069, the marks U+200E, U+200F and U+061C), which reorder
  /// what a terminal shows. Every text from outside the app (a link, a route's description, a
  /// problem, an alert's title) goes through it before it reaches standard error, a log line, a
  /// terminal, a state's description or a map; ``Unicode/Scalar/isEscapedOnOneLine`` is the one
  /// definition of what it escapes.
  ///
  /// - Parameter keepingLineBreaks: whether `\n` stays a line break.
  package func escapingControlCharacters(keepingLineBreaks: Bool = false) -> String {
    // Every escaped scalar starts with a byte below 0x20, 0x7F, 0xC2 (U+0080 to U+009F), 0xD8
    // (U+061C) or 0xE2 (U+200E to U+2069): text without one needs no look at its scalars.
    guard utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else {
      return self
    }
    func isKept(_ scalar: Unicode.Scalar) -> Bool {
      (keepingLineBreaks && scalar == "\n") || !scalar.isEscapedOnOneLine
    }
    guard !unicodeScalars.allSatisfy(isKept) else { return self }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      guard !isKept(scalar) else {
        result.append(scalar)
        continue
      }
      let escaped =
        switch scalar {
        case "\t": "\\t"
        case "\r": "\\r"
        case "\n": "\\n"
        case "\0": "\\0"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      result.append(contentsOf: escaped.unicodeScalars)
    }
    return String(result)
  }
}

extension Unicode.Scalar {
  /// Whether ``Swift/String/escapingControlCharacters(keepingLineBreaks:)`` writes the scalar
  /// escaped: a control character, a line or paragraph separator, or a bidirectional control.
  /// Every output that shows text from outside (a terminal, a log line, a map's label) leaves
  /// out or escapes exactly these.
  package var isEscapedOnOneLine: Bool {
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: true
    default:
      (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
        || value == 0x061C
    }
  }
}

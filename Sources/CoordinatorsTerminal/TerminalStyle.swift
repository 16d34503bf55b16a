/// How a terminal app draws: with colours or in plain text, and how wide.
///
/// ``detect(environment:outputIsTerminal:)`` follows the usual conventions: colours only when
/// the output is a terminal, `NO_COLOR` is not set (or empty) and `TERM` is not `dumb`; the
/// width from `COLUMNS` when set.
public struct TerminalStyle: Hashable, Sendable {
  /// Whether lines carry ANSI colour and weight codes.
  public var usesColor: Bool
  /// The number of columns the screen is drawn in.
  public var width: Int

  /// The narrowest and widest a screen is drawn.
  static let widths = 40...120

  /// A style with the given colour setting and width (kept between 40 and 120 columns).
  public init(usesColor: Bool, width: Int = 72) {
    self.usesColor = usesColor
    self.width = min(max(width, Self.widths.lowerBound), Self.widths.upperBound)
  }

  /// Plain text, 72 columns: what tests and scripts compare.
  public static let plain = TerminalStyle(usesColor: false)

  /// The style the environment asks for.
  ///
  /// - Parameters:
  ///   - environment: the process's environment variables; `NO_COLOR` set to anything but the
  ///     empty string turns colours off, as does `TERM=dumb`; `COLUMNS` sets the width.
  ///   - outputIsTerminal: whether standard output is a terminal; colours are off when not.
  public static func detect(environment: [String: String], outputIsTerminal: Bool) -> TerminalStyle {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"
    let width = environment["COLUMNS"].flatMap { Int($0) } ?? 72
    return TerminalStyle(usesColor: outputIsTerminal && !noColor && !dumb, width: width)
  }
}

// MARK: - Tones

/// What a piece of text is, which says how it is drawn.
enum Tone {
  case plain
  case heading
  case path
  case muted
  case number
  case selected
  case event
  case warning
}

extension TerminalStyle {
  /// `text` drawn in `tone`: unchanged without colours.
  func paint(_ text: String, _ tone: Tone) -> String {
    guard usesColor, !text.isEmpty else { return text }
    let code =
      switch tone {
      case .plain: ""
      case .heading: "1"
      case .path: "36"
      case .muted: "2"
      case .number: "1;33"
      case .selected: "7"
      case .event: "32"
      case .warning: "1;31"
      }
    return code.isEmpty ? text : "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}

extension String {
  /// The text cut to `width` columns with an ellipsis, or padded with spaces to `width` columns.
  ///
  /// Every character counts as one column: screens use no double-width characters.
  func fitted(to width: Int) -> String {
    guard width > 0 else { return "" }
    if count > width { return String(prefix(width - 1)) + "…" }
    return self + String(repeating: " ", count: width - count)
  }

  /// The text cut to `width` columns with an ellipsis, not padded.
  func truncated(to width: Int) -> String {
    count > width ? String(prefix(max(width - 1, 0))) + "…" : self
  }
}

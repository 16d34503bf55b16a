#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a terminal app draws: with colours or in plain text, and how wide.
///
/// ``TerminalApp`` detects the style by the usual conventions:
/// colours only when the output is a terminal, `NO_COLOR` is not set (or empty) and `TERM` is
/// not `dumb`; the width of the terminal, else `COLUMNS`, else 80 columns.
public struct TerminalStyle: Hashable, Sendable {
  /// Whether lines carry ANSI colour and weight codes.
  package var usesColor: Bool
  /// The number of columns the screen is drawn in.
  package var width: Int

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
  /// ``TerminalApp/main(arguments:environment:)`` asks for the style before each drawing,
  /// with the width the terminal reports then, so the screen follows the window as the user
  /// resizes it.
  ///
  /// - Parameters:
  ///   - environment: the process's environment variables; `NO_COLOR` set to anything but the
  ///     empty string turns colours off, as does `TERM=dumb`; `COLUMNS` sets the width when the
  ///     terminal's is not known.
  ///   - outputIsTerminal: whether standard output is a terminal; colours are off when not.
  ///   - terminalWidth: the number of columns of the terminal the output goes to, or `nil` when
  ///     it is not a terminal or does not say.
  /// - Returns: the style; its width is `terminalWidth`, else `COLUMNS`, else 80, kept between
  ///   40 and 120 columns.
  package static func detect(
    environment: [String: String],
    outputIsTerminal: Bool,
    terminalWidth: Int? = nil
  ) -> TerminalStyle {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    let dumb = environment["TERM"] == "dumb"
    let columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    let width = terminalWidth ?? columns ?? 80
    return TerminalStyle(usesColor: outputIsTerminal && !noColor && !dumb, width: width)
  }

  /// The number of columns of the terminal that `descriptor` is open on, as the terminal
  /// reports it (`ioctl` with `TIOCGWINSZ`); `nil` when `descriptor` is not a terminal or the
  /// terminal reports no width.
  static func terminalWidth(of descriptor: Int32) -> Int? {
    #if canImport(Glibc) || canImport(Darwin)
      var size = winsize()
      guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
      return Int(size.ws_col)
    #else
      return nil
    #endif
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

  /// The text cut to `width` columns with an ellipsis, not padded; it reads no further than
  /// `width` characters, however long the text.
  func truncated(to width: Int) -> String {
    prefix(width).endIndex == endIndex ? self : String(prefix(max(width - 1, 0))) + "…"
  }
}

/// One line of a terminal screen, as pieces of text each drawn in its tone.
///
/// Widths count characters: screens use no double-width characters. A line holds no control
/// characters: they are shown escaped (`String.escapingControlCharacters(keepingLineBreaks:)`),
/// so text that came from the user or from a link is never obeyed by the terminal.
struct TerminalLine {
  let pieces: [(text: String, tone: Tone)]

  /// A line of one piece.
  init(_ text: String = "", _ tone: Tone = .plain) {
    self.init(pieces: [(text, tone)])
  }

  init(pieces: [(text: String, tone: Tone)]) {
    self.pieces = pieces.compactMap { $0.text.isEmpty ? nil : ($0.text.escapingControlCharacters(), $0.tone) }
  }

  /// The number of columns the line takes.
  var width: Int { pieces.reduce(0) { $0 + $1.text.count } }

  /// The text without tones.
  var text: String { pieces.map(\.text).joined() }

  /// The line and `other` after it.
  static func + (line: TerminalLine, other: TerminalLine) -> TerminalLine {
    TerminalLine(pieces: line.pieces + other.pieces)
  }

  /// The line cut to `width` columns with an ellipsis; padded with spaces to `width` when
  /// `padded` is set.
  func fitted(to width: Int, padded: Bool = false) -> TerminalLine {
    var result: [(text: String, tone: Tone)] = []
    var left = width
    if self.width > width {
      left = width - 1
      for piece in pieces where left > 0 {
        let kept = String(piece.text.prefix(left))
        result.append((kept, piece.tone))
        left -= kept.count
      }
      result.append(("…", result.last?.tone ?? .plain))
      left = 0
    } else {
      result = pieces
      left = width - self.width
    }
    if padded, left > 0 { result.append((String(repeating: " ", count: left), .plain)) }
    return TerminalLine(pieces: result)
  }

  /// The line with its tones drawn in `style`, without trailing spaces.
  func painted(_ style: TerminalStyle) -> String {
    var text = pieces.map { style.paint($0.text, $0.tone) }.joined()
    while text.last == " " { text.removeLast() }
    return text
  }
}

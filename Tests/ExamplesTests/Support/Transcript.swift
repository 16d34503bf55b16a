import CoordinatorsTerminal

/// What a terminal app printed for a script, cut into blocks: the first screen, then one block
/// per command, each starting with `> command`.
@MainActor
struct Transcript {
  let app: TerminalApp
  let text: String
  let status: Int32

  /// Runs `commands` in `app`, drawn plain at 72 columns.
  static func of(_ app: TerminalApp, _ commands: [String]) async -> Transcript {
    var text = ""
    let status = await app.run(commands: commands, style: .plain) { text += $0 }
    return Transcript(app: app, text: text, status: status)
  }

  var blocks: [String] {
    text.components(separatedBy: "\n\n> ").enumerated().map { $0 == 0 ? $1 : "> " + $1 }
  }

  /// The last block: what the last command led to.
  var last: String { blocks.last ?? "" }

  /// The header of each screen, after each command (the first screen's too).
  var headers: [String] {
    blocks.map { block in
      let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
      return String(lines.first { !$0.hasPrefix(">") } ?? "")
    }
  }

  /// The status line (and its continuation) of the last screen.
  var lastStatus: String {
    last.split(separator: "\n").drop { !$0.hasPrefix("●") && !$0.hasPrefix("!") }.joined(separator: " ")
      .replacingOccurrences(of: "   ", with: " ")
  }

  /// Whether any command printed a warning.
  var hasWarnings: Bool { blocks.contains { $0.contains("\n! ") } }
}

import Coordinators
import CoordinatorsDiagnostics

/// A command typed in a terminal app, one a line.
enum TerminalCommand: Hashable {
  /// A number: runs the action with that number.
  case action(Int)
  /// `b`: back, as a back swipe.
  case back
  /// `d`: dismisses the top modal layer, as a swipe down.
  case dismiss
  /// `t1`, `t2`, ...: taps a tab.
  case tab(Int)
  /// `:open URL`.
  case open(String)
  /// `:tree`: prints the navigation and flow tree.
  case tree
  /// `:compact` or `:regular`: the width class changes (a split view collapses or expands).
  case width(WidthClass)
  /// `:map` (Mermaid) or `:map dot` (Graphviz DOT): prints the map of the session so far.
  case map(NavigationMap.Format)
  /// `?`, `h` or `:help`.
  case help
  /// `q`, `:q` or `:quit`.
  case quit

  /// The command on `line`, or `nil` for a blank line or a comment (`# ...`).
  ///
  /// - Throws: ``TerminalCommandError/unknownCommand(_:)``,
  ///   ``TerminalCommandError/numberOutOfRange(_:)`` or ``TerminalCommandError/missingLink``.
  init?(parsing line: String) throws(TerminalCommandError) {
    let text = line.trimmingWhitespace
    if text.isEmpty || text.hasPrefix("#") { return nil }
    if let number = try Self.number(text, in: text) {
      self = .action(number)
      return
    }
    switch text {
    case "b": self = .back
    case "d": self = .dismiss
    case ":tree": self = .tree
    case ":compact": self = .width(.compact)
    case ":regular": self = .width(.regular)
    case ":map", ":map mermaid": self = .map(.mermaid)
    case ":map dot": self = .map(.dot)
    case "?", "h", ":help": self = .help
    case "q", ":q", ":quit": self = .quit
    case ":open": throw .missingLink
    default:
      if text.hasPrefix("t"), let number = try Self.number(String(text.dropFirst()), in: text) {
        self = .tab(number)
      } else if text.hasPrefix(":open ") {
        self = .open(String(text.dropFirst(":open ".count)).trimmingWhitespace)
      } else {
        throw .unknownCommand(text)
      }
    }
  }

  /// The number `text` spells in decimal digits, or `nil` when `text` is not digits.
  ///
  /// - Throws: ``TerminalCommandError/numberOutOfRange(_:)`` with `command` when the number is
  ///   too large for an `Int`.
  private static func number(_ text: String, in command: String) throws(TerminalCommandError) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    guard let number = Int(text) else { throw .numberOutOfRange(command) }
    return number
  }

  /// What `?` prints.
  static let helpText = """
    commands, one a line:
      1, 2, ...    run the action with that number; while an alert shows, pick its button
      b            go back (as a back swipe)
      d            dismiss what is presented on top (as a swipe down)
      t1, t2, ...  tap a tab; tapping the selected one pops it to its root
      :open URL    open a deep link
      :tree        print the navigation and the flow tree
      :compact     make the window compact (a split view collapses); :regular expands it
      :map         print the map of the screens seen so far (Mermaid; :map dot for Graphviz)
      ?            this help
      q            quit (so does the end of the input)
    """
}

extension String {
  /// The text without spaces, tabs and line breaks around it.
  var trimmingWhitespace: String {
    let start = firstIndex { !$0.isWhitespace } ?? endIndex
    let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
    return String(self[start..<end])
  }
}

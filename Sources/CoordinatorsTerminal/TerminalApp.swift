@_spi(Hosts) import Coordinators
import CoordinatorsDiagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A navigator run in a terminal: it draws what a ``TerminalHost`` shows and reads the user's
/// commands, one a line.
///
/// <!-- snippet: new program -->
/// ```swift
/// // main.swift of an executable target
/// import CoordinatorsTerminal
/// import Foundation
///
/// let app = TerminalApp(title: "Inbox", navigator: Navigator(root: InboxCoordinator()))
/// exit(await app.main())
/// ```
///
/// The commands: a number runs that action of the screen shown; `b` goes back (a back swipe);
/// `d` dismisses the top modal layer (a swipe down); `t1`, `t2`, ... tap a tab; `:open URL`
/// opens a deep link with ``open``; `:tree` prints `Navigator.treeDescription`; `:map` prints the
/// `NavigationMap` of the session so far as Mermaid (`:map dot` as Graphviz DOT); `?` lists the
/// commands; `q` or the end of the input quits. A command that cannot be carried out prints
/// why, and the app reads the next one.
///
/// On a terminal the app redraws the screen after each command, in colour unless `NO_COLOR` is
/// set, as wide as the terminal. When standard input is not a terminal (a pipe, a file) or
/// with `--script FILE`, it echoes each command and prints the screen it leads to, so scripts
/// and tests can drive it:
///
/// ```sh
/// printf '1\n1\nq\n' | swift run shapes
/// ```
///
/// Control characters, typed or shown, are drawn escaped (`\u{1B}`), never sent to the
/// terminal.
///
/// The app observes the navigator's problems and shows them on the status line instead of
/// standard error (it turns the navigator's `logsProblems` off).
@MainActor
public final class TerminalApp {
  /// The app's name, first in the header.
  package let title: String
  /// The navigator the app runs.
  package let navigator: Navigator
  /// The host that shows the navigator's state.
  package let host: TerminalHost
  /// Opens a deep link typed after `:open`; `nil` when the app has no deep links, and `:open`
  /// says so. The description of the error it throws is printed.
  public var open: (@MainActor (URL) async throws -> Void)?

  /// What happened since the screen was last drawn: events, flow events, transitions.
  private var news: [String] = []
  /// What went wrong since the screen was last drawn.
  private var warnings: [String] = []
  /// Where the app draws while it runs.
  private var output: Output?
  /// The status line last drawn, kept for a command that only prints text (`:tree`, `?`).
  private var lastStatus: [TerminalLine] = []
  /// Whether a command is being carried out (its changes are drawn when it is done).
  private var isRunningCommand = false
  /// Whether a redraw for a change that came without a command is on its way.
  private var isRedrawPending = false
  /// The screens and transitions seen since the app was made, for `:map`.
  private var map: NavigationMap

  private struct Output {
    /// Asked before each drawing, so that the width follows the terminal's.
    let style: @MainActor () -> TerminalStyle
    let interactive: Bool
    let write: @MainActor (String) -> Void
  }

  /// What a command leads to.
  private enum Reply {
    /// The screen, changed or not.
    case screen
    /// A message saying why the command did nothing.
    case message(String)
    /// Text to print under the screen.
    case text(String)
    /// The end.
    case quit
  }

  /// An app named `title` that runs `navigator` in a new ``TerminalHost``.
  ///
  /// - Parameters:
  ///   - title: the app's name, first in the header.
  ///   - navigator: the navigator to run; the app attaches its host to it.
  ///   - open: opens the deep link typed after `:open`, or throws an error whose description
  ///     says why it could not; `nil` when the app has no deep links.
  public init(title: String, navigator: Navigator, open: (@MainActor (URL) async throws -> Void)? = nil) {
    self.title = title
    self.navigator = navigator
    self.open = open
    self.host = TerminalHost()
    self.map = NavigationMap(navigator)
    navigator.logsProblems = false
    navigator.observe { [weak self] event in self?.map.record(event) }
    navigator.observe(NavigationProblem.self) { [weak self] problem in
      if case .rejectedCommand(let error) = problem {
        self?.warnings.append("\(error)")
      } else {
        self?.warnings.append(problem.description)
      }
    }
    navigator.observe(NavigationEvent.self) { [weak self] event in self?.news.append(event.cause.description) }
    navigator.observe(FlowEvent.self) { [weak self] event in self?.news.append(event.description) }
    host.didPerform = { [weak self] step in self?.hostDidPerform(step) }
    navigator.attach(host)
  }

  // MARK: Running

  /// Runs the app as a program: reads the arguments, then the commands, until `q` or the end
  /// of the input; returns the exit status.
  ///
  /// With `--script FILE` the commands come from the file, read as the same bytes would be
  /// from standard input (a line may end in `\r\n`; bytes that are not UTF-8 read as `�`);
  /// otherwise from standard input, interactively when both standard input and standard output
  /// are terminals. `--help` prints the usage. The screen is as wide as the terminal, else as
  /// `COLUMNS` says, else 80 columns.
  ///
  /// - Returns: 0 after `q` or the end of the input; 64 for an unknown argument or `--script`
  ///   without a file; 66 when the script cannot be read.
  public func main(
    arguments: [String] = ProcessInfo.processInfo.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) async -> Int32 {
    let name = arguments.first.map { URL(filePath: $0).lastPathComponent } ?? "app"
    let usage =
      "usage: \(name) [--script FILE]\nreads commands, one a line, from FILE or standard input; ? lists them\n"
    var scriptPath: String?
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      switch argument {
      case "--script":
        guard let path = rest.popFirst() else {
          Self.write("\(name): --script needs the file to read the commands from\n\(usage)", to: .standardError)
          return 64
        }
        scriptPath = path
      case "-h", "--help":
        Self.write(usage, to: .standardOutput)
        return 0
      default:
        Self.write(
          "\(name): unknown argument \"\(argument.escapingControlCharacters())\"\n\(usage)", to: .standardError)
        return 64
      }
    }
    let outputIsTerminal = isatty(STDOUT_FILENO) == 1
    let style: @MainActor () -> TerminalStyle = {
      TerminalStyle.detect(
        environment: environment, outputIsTerminal: outputIsTerminal,
        terminalWidth: TerminalStyle.terminalWidth(of: STDOUT_FILENO))
    }
    let write: @MainActor (String) -> Void = { Self.write($0, to: .standardOutput) }
    if let scriptPath {
      let script: Data
      do {
        script = try Data(contentsOf: URL(filePath: scriptPath))
      } catch {
        let reason = "\(scriptPath): \(error.localizedDescription)".escapingControlCharacters()
        Self.write("\(name): cannot read the script \(reason)\n", to: .standardError)
        return 66
      }
      var lines = Self.lines(of: script).makeIterator()
      return await run(next: { lines.next() }, output: Output(style: style, interactive: false, write: write))
    }
    let interactive = isatty(STDIN_FILENO) == 1 && outputIsTerminal
    return await run(
      next: { await Self.readStandardInputLine() },
      output: Output(style: style, interactive: interactive, write: write))
  }

  /// Runs `commands` as a script: prints the first screen, then each command after `> ` and
  /// what it leads to, until `q` or the last command.
  ///
  /// Tests drive an app with it:
  ///
  /// ```swift
  /// let app = TerminalApp(title: "Inbox", navigator: Navigator(root: InboxCoordinator()))
  /// var transcript = ""
  /// await app.run(commands: ["1", "b", "q"]) { transcript += $0 }
  /// #expect(transcript.contains("Inbox"))
  /// ```
  ///
  /// - Returns: the exit status, 0.
  @discardableResult
  public func run(
    commands: [String],
    style: TerminalStyle = .plain,
    write: @escaping @MainActor (String) -> Void
  ) async -> Int32 {
    var lines = commands.makeIterator()
    return await run(next: { lines.next() }, output: Output(style: { style }, interactive: false, write: write))
  }

  private func run(next: () async -> String?, output: Output) async -> Int32 {
    self.output = output
    defer { self.output = nil }
    await settle()
    news.removeAll()
    warnings.removeAll()
    draw(status: [TerminalLine("ready: type a command and press return (? lists them)", .muted)])
    while let line = await next() {
      let reply: Reply
      do {
        guard let command = try TerminalCommand(parsing: line) else {
          if output.interactive { draw() }
          continue
        }
        echo(line)
        isRunningCommand = true
        reply = await execute(command)
        await settle()
        isRunningCommand = false
      } catch {
        echo(line)
        reply = .message(error.description)
      }
      switch reply {
      case .screen: draw()
      case .message(let message): draw(message: message)
      case .text(let text): draw(extra: text)
      case .quit:
        if output.interactive { output.write("\n") }
        return 0
      }
    }
    if output.interactive { output.write("\n") }
    return 0
  }

  /// Writes `line` after `> ` when the app does not run interactively (a terminal shows what
  /// the user types): without its control characters, and cut to 200 characters.
  private func echo(_ line: String) {
    guard let output, !output.interactive else { return }
    output.write("\n> " + line.trimmingWhitespace.truncated(to: 200).escapingControlCharacters() + "\n")
  }

  /// Carries out `command`.
  private func execute(_ command: TerminalCommand) async -> Reply {
    do throws(TerminalCommandError) {
      switch command {
      case .action(let number): try host.runAction(number)
      case .back: try host.goBack()
      case .dismiss: try host.dismissTopLayer()
      case .tab(let number): try host.tapTab(number)
      case .open(let text): try await openLink(text)
      case .tree: return .text(navigator.treeDescription)
      case .width(let width): host.resize(to: width)
      case .map(let format): return .text(String(map.diagram(format).dropLast()))
      case .help: return .text(TerminalCommand.helpText)
      case .quit: return .quit
      }
      return .screen
    } catch {
      return .message(error.description)
    }
  }

  private func openLink(_ text: String) async throws(TerminalCommandError) {
    guard let open else { throw .deepLinksNotConfigured }
    guard let url = URL(string: text), url.scheme != nil else { throw .malformedLink(text) }
    do {
      try await open(url)
    } catch let error as DeepLinkError {
      // Its message names the link and what is wrong; a navigator without deep links is the
      // app's to explain.
      if case .noRouter = error.reason { throw .deepLinksNotConfigured }
      throw .deepLinkFailed(error.description)
    } catch {
      throw .linkFailed(url, reason: "\(error)")
    }
  }

  /// Lets the host catch up and the tasks that a command woke run, so what is drawn is where
  /// the command led.
  private func settle() async {
    for _ in 0..<3 {
      await navigator.waitUntilIdle()
      await Task.yield()
    }
  }

  private func hostDidPerform(_ step: HostStep) {
    if case .setStack(_, _, let transition?) = step { news.append("transition \(transition)") }
    guard let output, output.interactive, !isRunningCommand, !isRedrawPending else { return }
    // A change without a command (a task finished): draw it once things settle.
    isRedrawPending = true
    Task { @MainActor in
      await settle()
      isRedrawPending = false
      if self.output != nil { draw() }
    }
  }

  // MARK: Drawing

  /// Draws the screen, a line of hints, and a status line: `message`, or what the navigator
  /// reported since the last drawing; then `extra` under it. Control characters in any of them
  /// are drawn escaped.
  private func draw(message: String? = nil, extra: String? = nil, status: [TerminalLine]? = nil) {
    guard let output else { return }
    let style = output.style()
    var lines = host.renderLines(title: title, width: style.width)
    lines.append(TerminalLine(hints().joined(separator: " · "), .muted).fitted(to: style.width))
    let statusLines: [TerminalLine]
    if let status {
      statusLines = status
    } else if message != nil || !warnings.isEmpty {
      let text = ([message].compactMap { $0 } + warnings).joined(separator: "; ")
      statusLines = Self.wrap(["! " + text], width: style.width, tone: .warning)
    } else if !news.isEmpty {
      statusLines = Self.wrap(["●"] + news, width: style.width, tone: .event)
    } else if extra != nil, !lastStatus.isEmpty {
      statusLines = lastStatus
    } else {
      statusLines = [TerminalLine("● nothing changed", .muted)]
    }
    lines += statusLines
    lastStatus = statusLines
    news.removeAll()
    warnings.removeAll()

    let extra = extra?.escapingControlCharacters(keepingLineBreaks: true)
    var text = lines.map { $0.painted(style) }.joined(separator: "\n") + "\n"
    if output.interactive {
      text = "\u{1B}[H\u{1B}[2J" + text
      if let extra { text += "\n" + extra + "\n" }
      text += "› "
    } else if message != nil, extra == nil {
      // A script gets the message alone: the screen did not change.
      text = TerminalLine("! " + (message ?? ""), .warning).painted(style) + "\n"
    } else if let extra {
      text = extra + "\n"
    }
    output.write(text)
  }

  /// The commands that do something on the screen shown.
  private func hints() -> [String] {
    guard let shown = host.shown else { return ["q quit"] }
    if let alert = shown.alert { return ["1-\(alert.buttons.count) answer", ":tree", "? help", "q quit"] }
    var hints: [String] = []
    let actions = host.content(of: shown.topScreen).actions.count
    if actions == 1 { hints.append("1 action") }
    if actions > 1 { hints.append("1-\(actions) action") }
    if shown.screenBelowTop != nil { hints.append("b back") }
    if let layer = shown.modals.last, layer.presentation?.isInteractiveDismissDisabled != true {
      hints.append("d dismiss")
    }
    if !shown.tabs.isEmpty, shown.modals.isEmpty { hints.append("t1-t\(shown.tabs.count) tab") }
    if open != nil { hints.append(":open URL") }
    return hints + [":tree", "? help", "q quit"]
  }

  /// `items` joined with ` · ` and wrapped at spaces into lines of at most `width` columns,
  /// the lines after the first indented by two; a word too long for a line is cut.
  static func wrap(_ items: [String], width: Int, tone: Tone) -> [TerminalLine] {
    var words: [String] = []
    for (index, item) in items.enumerated() {
      let itemWords = item.split(separator: " ").map(String.init)
      guard let first = itemWords.first else { continue }
      words.append(index == 0 || items[index - 1] == "●" ? first : "· " + first)
      words += itemWords.dropFirst()
    }
    var lines: [String] = []
    var current = ""
    for word in words {
      if current.isEmpty {
        current = (lines.isEmpty ? "" : "  ") + word
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = "  " + word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines.map { TerminalLine($0, tone).fitted(to: width) }
  }

  // MARK: Input and output

  private static func write(_ text: String, to handle: FileHandle) {
    handle.write(Data(text.utf8))
  }

  /// The lines of `data` as `readLine(strippingNewline: true)` reads the same bytes from
  /// standard input: each ends at a `\n`, without it or the `\r` before it; bytes that are not
  /// UTF-8 read as U+FFFD; nothing follows a last `\n`.
  private static func lines(of data: Data) -> [String] {
    var lines: [String] = []
    var start = data.startIndex
    while start < data.endIndex {
      let newline = data[start...].firstIndex(of: UInt8(ascii: "\n"))
      var end = newline ?? data.endIndex
      if newline != nil, end > start, data[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      lines.append(String(decoding: data[start..<end], as: UTF8.self))
      start = newline.map { $0 + 1 } ?? data.endIndex
    }
    return lines
  }

  /// The next line of standard input, read off the main actor so that it runs while the app
  /// waits for the user.
  private nonisolated static func readStandardInputLine() async -> String? {
    // Off the cooperative threads: `readLine` blocks until a line or the end of the input comes.
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: readLine(strippingNewline: true)) }
    }
  }
}

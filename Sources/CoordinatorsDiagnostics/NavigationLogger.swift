@_spi(Hosts) import Coordinators
import Foundation

/// Writes one readable line for each thing a navigator reports: a state change with its cause
/// and what changed, a flow that started or finished, a problem.
///
/// ```swift
/// NavigationLogger.standardError().observe(navigator)
/// ```
///
/// ```
/// navigation: push ShapesRoute.list → ShapesRoute.simpleShapes (+1 screen; programmatic)
/// navigation: flow 1 (SimpleShapesCoordinator) started under flow 0
/// navigation: back swipe SimpleShapesRoute.list → ShapesRoute.list (−1 screen; user: popped to screen 0)
/// navigation: flow 1 (SimpleShapesCoordinator) was cancelled
/// navigation: problem: rejected command: cannot pop 5 screens: the root stack can pop 0 screens, not 5; its first screen stays
/// ```
///
/// A state change reads as the transition it made (the words of a ``NavigationMap``'s arrows:
/// push, pop, present, dismiss, tab switch, replace, back swipe, swipe down, tab tap, tab
/// reselect, resize, back to sidebar, deep link, restoration), the screen on top before
/// and after (`change under X` when the top stayed), how many screens the state gained or lost,
/// and its `NavigationCause`. Routes print whole, payload included, on one line: a line break in a
/// route's description prints as `\n`, any other control character, line separator or
/// bidirectional override as `\u{1B}` and the like, so a route's or a link's text cannot drive the
/// terminal that shows the log. On Apple platforms,
/// `init(subsystem:category:linesArePublic:)` writes to the unified log through `os.Logger`.
///
/// A logger is one more observer: a test's recorders and the app's own observers hear the same
/// events.
@MainActor
public final class NavigationLogger {
  /// What begins each line; `navigation: ` unless given.
  package let prefix: String
  /// Whether the host's steps get lines too (`host step 3 started: ...`, `host step 3
  /// completed`); off unless set, since a command usually makes one or two. Turn it on to see
  /// when a host started and finished each transition.
  public var logsHostSteps = false
  /// Where each line goes, with the event it describes (for a destination that ranks lines).
  private let write: @MainActor (_ line: String, _ event: NavigatorEvent) -> Void
  /// Whether each line handed to `write` ends in a line break: a stream's lines do, so that
  /// the break is part of the one string made for the line.
  private var endsLines = false

  /// A logger that hands each line, without a line break and with its prefix, to `write`,
  /// together with the event it describes.
  ///
  /// ```swift
  /// var lines: [String] = []
  /// let logger = NavigationLogger { line, _ in lines.append(line) }
  /// logger.observe(navigator)
  /// ```
  public init(
    prefix: String = "navigation: ",
    write: @escaping @MainActor (_ line: String, _ event: NavigatorEvent) -> Void
  ) {
    self.prefix = prefix
    self.write = write
  }

  /// A logger that writes each line, ending in a line break, to `output`.
  ///
  /// The logger keeps its own copy of `output`: pass a stream that writes through to somewhere
  /// (a file, a pipe), or read the lines back with ``init(prefix:write:)``.
  public convenience init(prefix: String = "navigation: ", output: some TextOutputStream) {
    let stream = StreamBox(output)
    self.init(prefix: prefix) { line, _ in stream.write(line) }
    endsLines = true
  }

  /// A logger that writes each line to standard error, one write per line.
  public static func standardError(prefix: String = "navigation: ") -> NavigationLogger {
    NavigationLogger(prefix: prefix, output: StandardErrorStream())
  }

  /// Starts logging `navigator`'s events, and turns its `Navigator.logsProblems` off: the
  /// logger writes the problems itself, so they do not appear twice.
  ///
  /// - Returns: the observer's token, for `Navigator.removeObserver(_:)`.
  @discardableResult
  public func observe(_ navigator: Navigator) -> ObserverToken {
    navigator.logsProblems = false
    return navigator.observe { [self] event in log(event) }
  }

  /// Writes the line of `event`; a host step's only when ``logsHostSteps`` is on.
  @_spi(Testing) public func log(_ event: NavigatorEvent) {
    switch event {
    case .navigation(let change):
      // The line of a state change is made in one string, prefix and line break included.
      write(text(of: change, prefix: prefix, lineBreak: endsLines), event)
    case .step:
      if logsHostSteps { write(prefix + line(for: event) + (endsLines ? "\n" : ""), event) }
    case .flow, .problem:
      write(prefix + line(for: event) + (endsLines ? "\n" : ""), event)
    }
  }

  /// The line that describes `event`, without a prefix or a line break.
  package func line(for event: NavigatorEvent) -> String {
    switch event {
    case .navigation(let event): text(of: event, prefix: "", lineBreak: false)
    case .flow(let event): event.description.escapingControlCharacters()
    case .problem(let problem): "problem: " + problem.description.escapingControlCharacters()
    case .step(let step): "host " + step.description.escapingControlCharacters()
    }
  }

  /// `push A → B (+1 screen; programmatic)`, or `change under A (+1 screen; programmatic)`
  /// when the screen on top stayed, after `prefix` and before a line break if asked.
  private func text(of event: NavigationEvent, prefix: String, lineBreak: Bool) -> String {
    let before = event.before.topScreen
    let after = event.after.topScreen
    var beforeText: String?
    let head: String
    if before.id == after.id {
      head = "change under "
    } else {
      head = NavigationMap.Transition(event, from: before.id, to: after.id).description
      beforeText = description(of: before)
    }
    let afterText = description(of: after)
    let change: String
    switch event.after.screenCount - event.before.screenCount {
    case 0: change = " ("
    case 1: change = " (+1 screen; "
    case -1: change = " (−1 screen; "
    case let count: change = (count > 0 ? " (+" : " (−") + String(count.magnitude) + " screens; "
    }
    let cause: String
    if case .programmatic = event.cause {
      cause = lineBreak ? "programmatic)\n" : "programmatic)"
    } else {
      cause = event.cause.description.escapingControlCharacters() + (lineBreak ? ")\n" : ")")
    }
    return String(joining: { line in
      line.append(prefix)
      line.append(head)
      if let beforeText {
        line.append(" ")
        line.append(beforeText)
        line.append(" → ")
      }
      line.append(afterText)
      line.append(change)
      line.append(cause)
    })
  }

  /// The routes described so far (see ``RouteLabels``).
  private var descriptions = RouteLabels<String>()

  /// The route of `screen` as `TypeName.value`, on one line.
  private func description(of screen: Screen) -> String {
    if let text = descriptions.label(of: screen) { return text }
    let text = screen.route.description.escapingControlCharacters()
    descriptions.keep(text, for: screen)
    return text
  }

}

/// A stream that the logger's write closure can write to: it holds the logger's copy.
@MainActor
private final class StreamBox<Output: TextOutputStream> {
  var output: Output
  init(_ output: Output) { self.output = output }
  /// Writes `line`, which ends in its line break: one write per line, so that lines from
  /// several writers do not mix.
  func write(_ line: String) {
    output.write(line)
  }
}

/// The pieces of a string being joined: counted, or copied into the string's storage.
private struct JoinedPieces {
  /// Where the pieces go; `nil` while counting.
  private let buffer: UnsafeMutableBufferPointer<UInt8>?
  /// The bytes counted or copied so far.
  private(set) var count = 0

  init(into buffer: UnsafeMutableBufferPointer<UInt8>?) {
    self.buffer = buffer
  }

  /// Counts the UTF-8 bytes of `piece`, or copies them after the pieces before.
  mutating func append(_ piece: String) {
    guard let buffer else {
      count += piece.utf8.count
      return
    }
    let copied = piece.utf8.withContiguousStorageIfAvailable { bytes in
      UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(fromContentsOf: bytes)
    }
    if let copied {
      count += copied
    } else {
      // A string whose bytes are not in one piece (a bridged one): byte by byte.
      for byte in piece.utf8 {
        buffer[count] = byte
        count += 1
      }
    }
  }
}

/// Standard error as a stream.
private struct StandardErrorStream: TextOutputStream {
  mutating func write(_ string: String) {
    FileHandle.standardError.write(Data(string.utf8))
  }
}

extension String {
  /// The pieces that `pieces` appends, in one string made at its full size: a line is made
  /// for every event, and appending piece by piece grows a string and checks its storage at
  /// each piece. `pieces` runs twice, to count and to copy: it must append the same pieces.
  fileprivate init(joining pieces: (inout JoinedPieces) -> Void) {
    var counted = JoinedPieces(into: nil)
    pieces(&counted)
    self.init(unsafeUninitializedCapacity: counted.count) { buffer in
      var copied = JoinedPieces(into: buffer)
      pieces(&copied)
      return copied.count
    }
  }
}

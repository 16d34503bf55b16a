@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsDiagnostics
import Foundation

/// Replays an `EventLog` against a ``TestHost``: the same commands and gestures in the same
/// order, the host's steps completed where the log says they were, and the state compared with
/// the recorded one after every change.
///
/// The replay runs a plain `Navigator(state:)` started from the log's
/// `EventLog.initialState`: no coordinators run, the recorded commands (which carry the
/// screens the flows made) are applied as they were, and a navigator without flows takes
/// screens of any owner. So a bug report's log becomes a test:
///
/// ```swift
/// @Test @MainActor func reportedLogReplays() throws {
///   let log = try EventLog(contentsOf: reportURL, registry: AppRoutes.registry)
///   let replay = EventLogReplayer(log)
///   try replay.replay()   // throws the first event whose state differs
/// }
/// ```
///
/// Stop at any event with ``replay(through:)`` and look at ``navigator`` and ``host``.
///
/// Host steps: the replay host completes a step when the log's `completed` line comes, so a
/// gesture meets what the app's host showed. Steps are not compared one by one: without the
/// coordinators, a change that the app's flows followed with a second one at once (a flow that
/// finished removing its screens) may be planned in other steps, to the same states.
@MainActor
public final class EventLogReplayer {
  /// The log being replayed.
  package let log: EventLog
  /// The navigator the log is replayed into.
  public let navigator: Navigator
  /// The host, which completes steps by hand as the log says (or at once, for a log without
  /// steps).
  public let host: TestHost
  /// The index in the log's entries of the next entry to replay; equal to their count at the end.
  package private(set) var nextEntry = 0

  /// A replay of `log` against a test host that can do in one step what the library's hosts do.
  public convenience init(_ log: EventLog) { self.init(log, capabilities: .all) }

  /// A replay of `log` against a test host with `capabilities` (those of the host that recorded
  /// it, for the same steps).
  @_spi(Hosts) public init(_ log: EventLog, capabilities: HostCapabilities) {
    self.log = log
    navigator = Navigator(state: log.initialState)
    navigator.logsProblems = false
    let firstStep = log.entries.lazy.compactMap { entry -> HostStepEvent? in
      if case .step(let event) = entry.event { return event }
      return nil
    }.first
    host = TestHost(completion: firstStep == nil ? .immediate : .manual, capabilities: capabilities)
    switch firstStep {
    case nil:
      navigator.attach(host)
    case .hostAttached?:
      // Attached where the log says it was.
      break
    case .started?:
      // The app's host showed the first state before the log began.
      navigator.attach(host)
      host.completeAllSteps()
    case .completed?:
      // The log began during a step: it completes at the first `completed` line.
      navigator.attach(host)
    }
  }

  /// A replay of the log in `data`, read with the app's `registry` and `migrations`.
  ///
  /// - Throws: `EventLogError` when the log cannot be read.
  package convenience init(
    data: Data,
    registry: RouteRegistry,
    migrations: SnapshotMigrations = SnapshotMigrations(),
    capabilities: HostCapabilities = .all
  ) throws(EventLogError) {
    self.init(try EventLog(data: data, registry: registry, migrations: migrations), capabilities: capabilities)
  }

  /// Whether every entry was replayed.
  public var isAtEnd: Bool { nextEntry == log.entries.count }

  /// Replays the entries up to and including the one on `line` of the stored form (line 2 is the
  /// first entry), or all of them.
  ///
  /// - Throws: ``EventLogDivergence`` for the first entry where the replay differs from the log;
  ///   the replay stops there, with ``navigator`` as it was after it.
  public func replay(through line: Int = .max) throws(EventLogDivergence) {
    while !isAtEnd, EventLog.line(ofEntry: nextEntry) <= line {
      try replayNext()
    }
  }

  /// Replays the next entry.
  ///
  /// - Returns: the entry replayed, or `nil` at the end of the log.
  /// - Throws: ``EventLogDivergence`` when the replay differs from the log at this entry.
  @discardableResult
  public func replayNext() throws(EventLogDivergence) -> EventLogEntry? {
    guard !isAtEnd else { return nil }
    let index = nextEntry
    let entry = log.entries[index]
    nextEntry += 1
    func diverged(_ difference: EventLogDivergence.Difference) -> EventLogDivergence {
      EventLogDivergence(line: EventLog.line(ofEntry: index), sequence: entry.sequence, difference: difference)
    }
    switch entry.event {
    case .navigation(let event):
      switch event.cause {
      case .user(let gesture):
        guard host.play(gesture) else { throw diverged(.gestureIgnored(gesture)) }
      default:
        guard !event.commands.isEmpty else { break }
        do {
          try navigator.apply(event.commands, cause: event.cause)
        } catch {
          throw diverged(.commandsRejected(error))
        }
      }
      guard navigator.state == event.after else {
        throw diverged(.state(recorded: event.after, replayed: navigator.state))
      }
    case .step(.hostAttached):
      navigator.attach(host)
    case .step(.completed):
      if host.stepInFlight != nil { host.completeStep() }
    case .step(.started), .flow, .problem:
      break
    case .omitted(let reason):
      throw diverged(.notRecorded(reason))
    }
    return entry
  }
}

/// Where a replay of an `EventLog` first differs from what the log recorded.
public struct EventLogDivergence: Error, Hashable, Sendable, CustomStringConvertible {
  /// What differs.
  public enum Difference: Hashable, Sendable {
    /// The replayed state is not the one recorded.
    case state(recorded: NavigationState, replayed: NavigationState)
    /// The navigator rejected the recorded commands.
    case commandsRejected(NavigationError)
    /// The recorded gesture fits nothing the replay host shows, so the navigator did not follow it.
    case gestureIgnored(UserGesture)
    /// The recorder could not store this event (see `EventLogEntry.Event.omitted(_:)`): the
    /// state after it is unknown.
    case notRecorded(String)
  }

  /// The line of the stored form the entry is on (line 2 is the first entry).
  public let line: Int
  /// The entry's sequence number.
  public let sequence: Int
  /// What differs.
  public let difference: Difference

  /// A divergence with the given values.
  package init(line: Int, sequence: Int, difference: Difference) {
    self.line = line
    self.sequence = sequence
    self.difference = difference
  }

  /// `line 9 (event 7): the replayed state differs from the recorded one at line 3 of its tree: ...`.
  public var description: String {
    let text: String
    switch difference {
    case .state(let recorded, let replayed):
      let recordedLines = recorded.treeDescription().split(separator: "\n", omittingEmptySubsequences: false)
      let replayedLines = replayed.treeDescription().split(separator: "\n", omittingEmptySubsequences: false)
      let first =
        zip(recordedLines, replayedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(recordedLines.count, replayedLines.count)
      let was = first < recordedLines.count ? "\"\(recordedLines[first])\"" : "nothing"
      let now = first < replayedLines.count ? "\"\(replayedLines[first])\"" : "nothing"
      text = """
        the replayed state differs from the recorded one at line \(first + 1) of its tree: \
        recorded \(was), replayed \(now)
        recorded:
        \(recorded.treeDescription())
        replayed:
        \(replayed.treeDescription())
        """
    case .commandsRejected(let error): text = "the navigator rejected the recorded commands: \(error)"
    case .gestureIgnored(let gesture): text = "the gesture (\(gesture)) fits nothing the replay's host shows"
    case .notRecorded(let reason): text = "the event was not recorded (\(reason)); the replay cannot go past it"
    }
    return "line \(line) (event \(sequence)): \(text)"
  }
}

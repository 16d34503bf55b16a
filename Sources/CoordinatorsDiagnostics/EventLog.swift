@_spi(Hosts) import Coordinators
import Foundation

/// A recorded stretch of a navigator's life: the state it started from, then every event in
/// order, each with its sequence number and time.
///
/// An ``EventLogRecorder`` records one while the app runs and writes it as JSON lines;
/// ``init(data:registry:migrations:)`` reads it back, and `CoordinatorsTesting`'s
/// `EventLogReplayer` replays it against a test host, so that a bug report becomes a test.
///
/// The stored form is one JSON value per line. The first line is the header, an object: the
/// format version, the app's version of its routes (``routesVersion``, as in
/// `NavigationSnapshot.version`) and the state before the first event. Each other line is one
/// event, an array: its sequence number, its time in seconds since 1970, the name of its kind,
/// then that kind's values. Commands, causes, gestures, host steps, states and stack locations
/// are arrays the same way, a name and then values. A screen is an object, written in full the
/// first time the log meets it and by its identifier afterwards. After the header, a stack at a
/// place (the root, a tab, a modal layer, or the stack a `setStack` step or command sets) starts
/// with how many screens it keeps of the stack at that place in the state before the line,
/// then lists the rest: `[1,1]` keeps one screen and adds screen 1, `[1]` keeps one and drops
/// the others. So a line is as long as what changed, however deep the stacks:
///
/// ```json
/// {"eventLog":2,"routesVersion":1,"state":[["stack",[{"id":0,"route":{"type":"log","value":{"home":{}}}}]]]}
/// [0,1795439816.53,"hostAttached"]
/// [1,1795439816.53,"stepStarted",1,["setRoot",["stack",[1]]]]
/// [2,1795439816.53,"stepCompleted",1]
/// [3,1795439816.53,"navigation",["programmatic"],[["push",[{"id":1,"route":{"type":"log","value":{"item":{"_0":1}}}}]]],[["stack",[1,1]]]]
/// [4,1795439817.1,"navigation",["user",["popped",0]],[],[["stack",[1]]]]
/// [5,1795439817.1,"flowFinished",1,"DetailCoordinator","cancelled"]
/// [6,1795439818.0,"hostFallback","the transition never ended"]
/// ```
///
/// The kinds of line, after the number and the time:
///
/// | kind | values |
/// |---|---|
/// | `navigation` | the cause, the commands, the state after |
/// | `flowStarted` | the flow, its coordinator's type, its parent flow (left out for the root flow) |
/// | `flowFinished` | the flow, its coordinator's type, `"finished"` or `"cancelled"` |
/// | `hostAttached` | none |
/// | `stepStarted`, `stepCompleted` | the step's number; the step, for a start |
/// | `rejectedCommand`, `deepLinkFailed`, `hostFallback` | the problem's text |
/// | `unhandledAction` | the action as text, the flow that sent it |
/// | `omitted` | why the recorder could not store the event |
///
/// A cause is `["programmatic"]`, `["restoration"]`, `["hostRefused"]`, `["user", gesture]`,
/// `["deepLink", "app://x"]`, `["window", change]`, or `["entry", "notification", "app://x"]`
/// for an entry from another door (its link left out for a walk): see `NavigationCause`. The
/// `entry` cause came after the format's version 2 was first written: a log without one reads in
/// every reader of version 2.
///
/// Arrays rather than objects make a line shorter, and several times faster to read:
/// `JSONDecoder` finds an array's elements in order but builds a dictionary for each object.
///
/// Routes are stored under the stable keys of a `RouteRegistry`, as restoration stores them,
/// so a log written by an older version of the app is read through the app's
/// `SnapshotMigrations`.
public struct EventLog: Hashable, Sendable {
  /// The version of the stored form this library writes and reads.
  package static let formatVersion = 2

  /// The app's version of what its routes store when the log was written, as
  /// `SnapshotMigrations.currentVersion`; a log that was read has been migrated to the
  /// current version.
  public var routesVersion: Int
  /// The state before the first entry.
  public var initialState: NavigationState
  /// The events, in order; sequence numbers grow by one from entry to entry.
  public var entries: [EventLogEntry]

  /// A log that starts from `initialState` with the given entries.
  package init(initialState: NavigationState, routesVersion: Int = 1, entries: [EventLogEntry] = []) {
    self.initialState = initialState
    self.routesVersion = routesVersion
    self.entries = entries
  }

  /// The line of the stored form that holds the entry at `index` of ``entries``: the header is
  /// line 1, so entry 0 is line 2.
  package static func line(ofEntry index: Int) -> Int { index + 2 }

  /// The recorded events as a navigator's observers received them, in order: for tools that
  /// read any stream of `NavigatorEvent`s, such as a navigation map.
  ///
  /// Lines the recorder could not encode (``EventLogEntry/Event/omitted(_:)``) are left out, and so
  /// are rejected commands and failed links, whose errors a log keeps only as text
  /// (``EventLogEntry/Event/problem(_:)``); actions nobody handled and host fallbacks come back as
  /// they were reported.
  public var navigatorEvents: [NavigatorEvent] {
    entries.compactMap { entry in
      switch entry.event {
      case .navigation(let event): .navigation(event)
      case .flow(let event): .flow(event)
      case .step(let event): .step(event)
      case .problem(.unhandledAction(let action, let flow)): .problem(.unhandledAction(action, from: flow))
      case .problem(.hostFallback(let text)): .problem(.hostFallback(text))
      case .problem, .omitted: nil
      }
    }
  }
}

/// One event of an ``EventLog``: its sequence number, its time, and what happened.
public struct EventLogEntry: Hashable, Sendable {
  /// What happened.
  public enum Event: Hashable, Sendable {
    /// The state changed: its `NavigationEvent.cause`, `NavigationEvent.commands` and
    /// `NavigationEvent.after` are stored, its `NavigationEvent.before` is the state the
    /// log held before this entry.
    case navigation(NavigationEvent)
    /// A flow started or finished.
    case flow(FlowEvent)
    /// The host was attached, or started or completed a step.
    @_spi(Hosts) case step(HostStepEvent)
    /// A problem, as text.
    case problem(EventLogProblem)
    /// An event the recorder could not store, and why: a route whose type is not registered,
    /// for example. The state after it is unknown.
    case omitted(String)
  }

  /// The event's number: the recorder counts every event it receives from 0, so the first entry
  /// of a log whose oldest events were dropped has a larger one.
  public var sequence: Int
  /// When the event happened.
  public var time: Date
  /// What happened.
  public var event: Event

  /// An entry with the given values.
  package init(sequence: Int, time: Date, event: Event) {
    self.sequence = sequence
    self.time = time
    self.event = event
  }
}

/// A `NavigationProblem` as a log keeps it: its kind and its text.
public enum EventLogProblem: Hashable, Sendable, CustomStringConvertible {
  /// A command was rejected; the error's message.
  case rejectedCommand(String)
  /// No coordinator handled the action (given as text) sent from the flow.
  case unhandledAction(String, from: FlowID)
  /// A link could not be opened; the error's message.
  case deepLinkFailed(String)
  /// A host fell back on a safety net.
  case hostFallback(String)

  /// The problem as a log keeps it.
  package init(_ problem: NavigationProblem) {
    switch problem {
    case .rejectedCommand(let error): self = .rejectedCommand(error.description)
    case .unhandledAction(let action, let flow): self = .unhandledAction(action, from: flow)
    case .deepLinkFailed(let error): self = .deepLinkFailed(error.description)
    case .hostFallback(let text): self = .hostFallback(text)
    }
  }

  /// A sentence saying what went wrong, as `NavigationProblem.description` says it.
  public var description: String {
    switch self {
    case .rejectedCommand(let message): "rejected command: \(message)"
    case .unhandledAction(let action, let flow): "no coordinator handled \(action), sent from flow \(flow)"
    case .deepLinkFailed(let message): "link failed: \(message)"
    case .hostFallback(let text): "host fallback: \(text)"
    }
  }
}

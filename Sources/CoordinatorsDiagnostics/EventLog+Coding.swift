@_spi(Hosts) import Coordinators
import Foundation

// The stored form of an event log's lines (see `EventLog`). Internal: the public face is
// `EventLog`'s reading and writing.

/// The first line: `{"eventLog": 2, "routesVersion": 1, "state": [...]}`, an object, so that a
/// reader of any version finds the versions in it.
struct EventLogHeader: Codable {
  var eventLog: Int
  var routesVersion: Int
  var state: NavigationState
}

/// The versions a header names, read before anything else of it, and why its state is missing
/// when the recorder could not store it (an `OmittedHeader`).
struct EventLogHeaderVersions: Decodable {
  var eventLog: Int?
  var routesVersion: Int?
  var omitted: String?
}

/// One event line: an array of its sequence number, its time in seconds since 1970, the name
/// of its kind of event, then that kind's values (see `EventLog` for each kind).
struct EventLogLine: Codable {
  enum Payload {
    case navigation(cause: NavigationCause, commands: [NavigationCommand], state: NavigationState)
    case flow(FlowEvent)
    case step(HostStepEvent)
    case problem(EventLogProblem)
    case omitted(String)
  }

  var sequence: Int
  var time: Double
  var payload: Payload

  init(sequence: Int, time: Double, payload: Payload) {
    self.sequence = sequence
    self.time = time
    self.payload = payload
  }

  /// The line that stores `entry`.
  init(_ entry: EventLogEntry) {
    sequence = entry.sequence
    time = entry.time.timeIntervalSince1970
    switch entry.event {
    case .navigation(let event): payload = .navigation(cause: event.cause, commands: event.commands, state: event.after)
    case .flow(let event): payload = .flow(event)
    case .step(let event): payload = .step(event)
    case .problem(let problem): payload = .problem(problem)
    case .omitted(let reason): payload = .omitted(reason)
    }
  }

  /// The entry this line stores, the state before it being `before`.
  func entry(after before: NavigationState) -> EventLogEntry {
    let event: EventLogEntry.Event
    switch payload {
    case .navigation(let cause, let commands, let state):
      event = .navigation(NavigationEvent(before: before, after: state, cause: cause, commands: commands))
    case .flow(let flow): event = .flow(flow)
    case .step(let step): event = .step(step)
    case .problem(let problem): event = .problem(problem)
    case .omitted(let reason): event = .omitted(reason)
    }
    return EventLogEntry(sequence: sequence, time: Date(timeIntervalSince1970: time), event: event)
  }

  init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    sequence = try values.next()
    time = try values.decode(Double.self)
    let kind: String = try values.next()
    switch kind {
    case "navigation":
      let cause = try values.next(StoredCause.self).cause
      var commands: [NavigationCommand] = []
      var list = try values.nestedUnkeyedContainer()
      while !list.isAtEnd { commands.append(try list.decode(NavigationCommand.self)) }
      payload = .navigation(cause: cause, commands: commands, state: try values.next())
    case "flowStarted":
      let flow = FlowID(rawValue: try values.next())
      let coordinator: String = try values.next()
      payload = .flow(
        .started(flow, coordinator: coordinator, parent: try values.nextIfPresent(Int.self).map(FlowID.init(rawValue:)))
      )
    case "flowFinished":
      let flow = FlowID(rawValue: try values.next())
      let coordinator: String = try values.next()
      let outcome: FlowEvent.Outcome
      switch try values.next() as String {
      case "finished": outcome = .finished
      case "cancelled": outcome = .cancelled
      case let other: throw values.unknownCase("a flow ends \"finished\" or \"cancelled\", not \"\(other)\"")
      }
      payload = .flow(.finished(flow, coordinator: coordinator, outcome: outcome))
    case "hostAttached": payload = .step(.hostAttached)
    case "stepStarted":
      let number: Int = try values.next()
      payload = .step(.started(try values.next(), number: number))
    case "stepCompleted": payload = .step(.completed(number: try values.next()))
    case "rejectedCommand": payload = .problem(.rejectedCommand(try values.next()))
    case "unhandledAction":
      payload = .problem(.unhandledAction(try values.next(), from: FlowID(rawValue: try values.next())))
    case "deepLinkFailed": payload = .problem(.deepLinkFailed(try values.next()))
    case "hostFallback": payload = .problem(.hostFallback(try values.next()))
    case "omitted": payload = .omitted(try values.next())
    default: throw values.unknownCase("no event is named \"\(kind)\"")
    }
  }

  func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    try values.encode(sequence)
    try values.encode(time)
    switch payload {
    case .navigation(let cause, let commands, let state):
      try values.encodeCase("navigation", StoredCause(cause), commands, state)
    case .flow(.started(let flow, let coordinator, let parent)):
      try values.encodeCase("flowStarted", flow.rawValue, coordinator, ifPresent: parent?.rawValue)
    case .flow(.finished(let flow, let coordinator, let outcome)):
      try values.encodeCase("flowFinished", flow.rawValue, coordinator, outcome == .finished ? "finished" : "cancelled")
    case .step(.hostAttached): try values.encodeCase("hostAttached")
    case .step(.started(let step, let number)): try values.encodeCase("stepStarted", number, step)
    case .step(.completed(let number)): try values.encodeCase("stepCompleted", number)
    case .problem(.rejectedCommand(let message)): try values.encodeCase("rejectedCommand", message)
    case .problem(.unhandledAction(let action, let flow)):
      try values.encodeCase("unhandledAction", action, flow.rawValue)
    case .problem(.deepLinkFailed(let message)): try values.encodeCase("deepLinkFailed", message)
    case .problem(.hostFallback(let text)): try values.encodeCase("hostFallback", text)
    case .omitted(let reason): try values.encodeCase("omitted", reason)
    }
  }
}

/// A line's cause: `["programmatic"]`, `["restoration"]`, `["hostRefused"]`, `["user", gesture]`,
/// `["deepLink", "app://x"]`, `["window", change]`, or `["entry", source, "app://x"]` (the link
/// left out for an entry that walks routes).
private struct StoredCause: Codable {
  var cause: NavigationCause

  init(_ cause: NavigationCause) { self.cause = cause }

  init(from decoder: any Decoder) throws {
    var values = try decoder.unkeyedContainer()
    let name: String = try values.next()
    switch name {
    case "programmatic": cause = .programmatic
    case "restoration": cause = .restoration
    case "hostRefused": cause = .hostRefused
    case "user": cause = .user(try values.next())
    case "deepLink": cause = .deepLink(try Self.url(try values.next(), in: values))
    case "window": cause = .window(try values.next())
    case "entry":
      let source = NavigationEntry.Source(try values.next() as String)
      let link: String? = try values.nextIfPresent()
      cause = .entry(source: source, link: try link.map { try Self.url($0, in: values) })
    default:
      throw values.unknownCase(
        "unknown cause \"\(name)\": expected programmatic, restoration, hostRefused, user, deepLink, window or entry")
    }
  }

  func encode(to encoder: any Encoder) throws {
    var values = encoder.unkeyedContainer()
    switch cause {
    case .programmatic: try values.encodeCase("programmatic")
    case .restoration: try values.encodeCase("restoration")
    case .hostRefused: try values.encodeCase("hostRefused")
    case .user(let gesture): try values.encodeCase("user", gesture)
    case .deepLink(let url): try values.encodeCase("deepLink", url.absoluteString)
    case .window(let change): try values.encodeCase("window", change)
    case .entry(let source, let link): try values.encodeCase("entry", source.rawValue, ifPresent: link?.absoluteString)
    }
  }

  /// The URL `text` names.
  ///
  /// - Throws: `DecodingError.dataCorrupted` at the cause's path when it names none.
  private static func url(_ text: String, in values: some UnkeyedDecodingContainer) throws -> URL {
    guard let url = URL(string: text) else {
      throw DecodingError.dataCorruptedError(in: values, debugDescription: "\"\(text)\" is not a URL")
    }
    return url
  }
}

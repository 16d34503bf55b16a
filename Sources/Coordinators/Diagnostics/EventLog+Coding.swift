@_spi(Hosts) import CoordinatorsCore
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
    var container = try decoder.unkeyedContainer()
    sequence = try container.decode(Int.self)
    time = try container.decode(Double.self)
    let kind = try container.decode(String.self)
    switch kind {
    case "navigation":
      let cause = try Self.decodeCause(from: &container)
      var commands: [NavigationCommand] = []
      var list = try container.nestedUnkeyedContainer()
      while !list.isAtEnd { commands.append(try list.decode(NavigationCommand.self)) }
      payload = .navigation(cause: cause, commands: commands, state: try container.decode(NavigationState.self))
    case "flowStarted":
      let flow = FlowID(rawValue: try container.decode(Int.self))
      let coordinator = try container.decode(String.self)
      let parent = container.isAtEnd ? nil : FlowID(rawValue: try container.decode(Int.self))
      payload = .flow(.started(flow, coordinator: coordinator, parent: parent))
    case "flowFinished":
      let flow = FlowID(rawValue: try container.decode(Int.self))
      let coordinator = try container.decode(String.self)
      let outcome: FlowEvent.Outcome
      switch try container.decode(String.self) {
      case "finished": outcome = .finished
      case "cancelled": outcome = .cancelled
      case let other:
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "a flow ends \"finished\" or \"cancelled\", not \"\(other)\"")
      }
      payload = .flow(.finished(flow, coordinator: coordinator, outcome: outcome))
    case "hostAttached": payload = .step(.hostAttached)
    case "stepStarted":
      let number = try container.decode(Int.self)
      payload = .step(.started(try container.decode(HostStep.self), number: number))
    case "stepCompleted": payload = .step(.completed(number: try container.decode(Int.self)))
    case "rejectedCommand": payload = .problem(.rejectedCommand(try container.decode(String.self)))
    case "unhandledAction":
      let action = try container.decode(String.self)
      payload = .problem(.unhandledAction(action, from: FlowID(rawValue: try container.decode(Int.self))))
    case "deepLinkFailed": payload = .problem(.deepLinkFailed(try container.decode(String.self)))
    case "hostFallback": payload = .problem(.hostFallback(try container.decode(String.self)))
    case "omitted": payload = .omitted(try container.decode(String.self))
    default:
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "no event is named \"\(kind)\"")
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(sequence)
    try container.encode(time)
    switch payload {
    case .navigation(let cause, let commands, let state):
      try container.encode("navigation")
      try Self.encode(cause, to: &container)
      try container.encode(commands)
      try container.encode(state)
    case .flow(.started(let flow, let coordinator, let parent)):
      try container.encode("flowStarted")
      try container.encode(flow.rawValue)
      try container.encode(coordinator)
      if let parent { try container.encode(parent.rawValue) }
    case .flow(.finished(let flow, let coordinator, let outcome)):
      try container.encode("flowFinished")
      try container.encode(flow.rawValue)
      try container.encode(coordinator)
      try container.encode(outcome == .finished ? "finished" : "cancelled")
    case .step(.hostAttached): try container.encode("hostAttached")
    case .step(.started(let step, let number)):
      try container.encode("stepStarted")
      try container.encode(number)
      try container.encode(step)
    case .step(.completed(let number)):
      try container.encode("stepCompleted")
      try container.encode(number)
    case .problem(.rejectedCommand(let message)):
      try container.encode("rejectedCommand")
      try container.encode(message)
    case .problem(.unhandledAction(let action, let flow)):
      try container.encode("unhandledAction")
      try container.encode(action)
      try container.encode(flow.rawValue)
    case .problem(.deepLinkFailed(let message)):
      try container.encode("deepLinkFailed")
      try container.encode(message)
    case .problem(.hostFallback(let text)):
      try container.encode("hostFallback")
      try container.encode(text)
    case .omitted(let reason):
      try container.encode("omitted")
      try container.encode(reason)
    }
  }

  /// Reads a cause: `["programmatic"]`, `["restoration"]`, `["hostRefused"]`, `["user", gesture]`,
  /// `["deepLink", "app://x"]`, `["window", change]`, or `["entry", source, "app://x"]` (the
  /// link left out for an entry that walks routes).
  private static func decodeCause(from line: inout some UnkeyedDecodingContainer) throws -> NavigationCause {
    var container = try line.nestedUnkeyedContainer()
    let name = try container.decode(String.self)
    switch name {
    case "programmatic": return .programmatic
    case "restoration": return .restoration
    case "hostRefused": return .hostRefused
    case "user": return .user(try container.decode(UserGesture.self))
    case "deepLink":
      let text = try container.decode(String.self)
      guard let url = URL(string: text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a URL")
      }
      return .deepLink(url)
    case "window": return .window(try container.decode(WindowChange.self))
    case "entry":
      let source = NavigationEntry.Source(try container.decode(String.self))
      guard !container.isAtEnd else { return .entry(source: source, link: nil) }
      let text = try container.decode(String.self)
      guard let url = URL(string: text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a URL")
      }
      return .entry(source: source, link: url)
    default:
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription:
          "unknown cause \"\(name)\": expected programmatic, restoration, hostRefused, user, deepLink, window or entry"
      )
    }
  }

  /// Writes a cause as ``decodeCause(from:)`` reads it.
  private static func encode(_ cause: NavigationCause, to line: inout some UnkeyedEncodingContainer) throws {
    var container = line.nestedUnkeyedContainer()
    switch cause {
    case .programmatic: try container.encode("programmatic")
    case .restoration: try container.encode("restoration")
    case .hostRefused: try container.encode("hostRefused")
    case .user(let gesture):
      try container.encode("user")
      try container.encode(gesture)
    case .deepLink(let url):
      try container.encode("deepLink")
      try container.encode(url.absoluteString)
    case .window(let change):
      try container.encode("window")
      try container.encode(change)
    case .entry(let source, let link):
      try container.encode("entry")
      try container.encode(source.rawValue)
      if let link { try container.encode(link.absoluteString) }
    }
  }
}

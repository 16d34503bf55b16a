import CoordinatorsCore
import Foundation

// The stored form of an event log's lines (see `EventLog`). Internal: the public face is
// `EventLog`'s reading and writing.

/// The first line: `{"eventLog": 1, "routesVersion": 1, "state": {...}}`.
struct EventLogHeader: Codable {
  var eventLog: Int
  var routesVersion: Int
  var state: NavigationState
}

/// The versions a header names, read before anything else of it.
struct EventLogHeaderVersions: Decodable {
  var eventLog: Int?
  var routesVersion: Int?
}

/// One event line: its sequence number, its time in seconds since 1970, and one key naming the
/// kind of event.
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

  private enum CodingKeys: String, CodingKey {
    case seq, time, navigation, flow, step, problem, omitted
  }

  private enum NavigationKeys: String, CodingKey {
    case cause, commands, state
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    sequence = try container.decode(Int.self, forKey: .seq)
    time = try container.decode(Double.self, forKey: .time)
    let kinds = container.allKeys.filter { $0 != .seq && $0 != .time }
    guard kinds.count == 1, let kind = kinds.first else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [],
          debugDescription: "expected one of \"navigation\", \"flow\", \"step\", \"problem\" or \"omitted\""
        )
      )
    }
    switch kind {
    case .navigation:
      let navigation = try container.nestedContainer(keyedBy: NavigationKeys.self, forKey: .navigation)
      payload = .navigation(
        cause: try navigation.decode(LoggedCause.self, forKey: .cause).cause,
        commands: try navigation.decodeIfPresent([NavigationCommand].self, forKey: .commands) ?? [],
        state: try navigation.decode(NavigationState.self, forKey: .state)
      )
    case .flow: payload = .flow(try container.decode(LoggedFlowEvent.self, forKey: .flow).event)
    case .step: payload = .step(try container.decode(LoggedStepEvent.self, forKey: .step).event)
    case .problem: payload = .problem(try container.decode(LoggedProblem.self, forKey: .problem).problem)
    default: payload = .omitted(try container.decode(String.self, forKey: .omitted))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sequence, forKey: .seq)
    try container.encode(time, forKey: .time)
    switch payload {
    case .navigation(let cause, let commands, let state):
      var navigation = container.nestedContainer(keyedBy: NavigationKeys.self, forKey: .navigation)
      try navigation.encode(LoggedCause(cause: cause), forKey: .cause)
      if !commands.isEmpty { try navigation.encode(commands, forKey: .commands) }
      try navigation.encode(state, forKey: .state)
    case .flow(let event): try container.encode(LoggedFlowEvent(event: event), forKey: .flow)
    case .step(let event): try container.encode(LoggedStepEvent(event: event), forKey: .step)
    case .problem(let problem): try container.encode(LoggedProblem(problem: problem), forKey: .problem)
    case .omitted(let reason): try container.encode(reason, forKey: .omitted)
    }
  }
}

/// Reads a value stored as an object with exactly one key, and names the key.
private func onlyKey<Key: CodingKey>(of container: KeyedDecodingContainer<Key>, naming what: String) throws -> Key {
  guard container.allKeys.count == 1, let key = container.allKeys.first else {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(codingPath: container.codingPath, debugDescription: "expected one key naming \(what)")
    )
  }
  return key
}

/// `"programmatic"`, `"restoration"`, `{"user": gesture}` or `{"deepLink": "app://x"}`.
struct LoggedCause: Codable {
  var cause: NavigationCause

  init(cause: NavigationCause) { self.cause = cause }

  private enum CodingKeys: String, CodingKey {
    case user, deepLink
  }

  init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
      switch name {
      case "programmatic": cause = .programmatic
      case "restoration": cause = .restoration
      default:
        throw DecodingError.dataCorruptedError(
          in: single,
          debugDescription: "unknown cause \"\(name)\": expected programmatic, restoration, user or deepLink")
      }
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try onlyKey(of: container, naming: "a cause") {
    case .user: cause = .user(try container.decode(UserGesture.self, forKey: .user))
    case .deepLink:
      let text = try container.decode(String.self, forKey: .deepLink)
      guard let url = URL(string: text) else {
        throw DecodingError.dataCorruptedError(forKey: .deepLink, in: container, debugDescription: "not a URL")
      }
      cause = .deepLink(url)
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch cause {
    case .programmatic, .restoration:
      var single = encoder.singleValueContainer()
      try single.encode(cause == .programmatic ? "programmatic" : "restoration")
    case .user(let gesture):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(gesture, forKey: .user)
    case .deepLink(let url):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(url.absoluteString, forKey: .deepLink)
    }
  }
}

/// `{"started": {"flow": 2, "coordinator": "X", "parent": 1}}` or
/// `{"finished": {"flow": 2, "coordinator": "X", "outcome": "cancelled"}}`.
struct LoggedFlowEvent: Codable {
  var event: FlowEvent

  init(event: FlowEvent) { self.event = event }

  private enum CodingKeys: String, CodingKey {
    case started, finished
  }

  private enum PayloadKeys: String, CodingKey {
    case flow, coordinator, parent, outcome
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try onlyKey(of: container, naming: "a flow event")
    let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: key)
    let flow = try payload.decode(FlowID.self, forKey: .flow)
    let coordinator = try payload.decode(String.self, forKey: .coordinator)
    switch key {
    case .started:
      event = .started(
        flow, coordinator: coordinator, parent: try payload.decodeIfPresent(FlowID.self, forKey: .parent))
    case .finished:
      switch try payload.decode(String.self, forKey: .outcome) {
      case "finished": event = .finished(flow, coordinator: coordinator, outcome: .finished)
      case "cancelled": event = .finished(flow, coordinator: coordinator, outcome: .cancelled)
      default:
        throw DecodingError.dataCorruptedError(
          forKey: .outcome, in: payload, debugDescription: "expected \"finished\" or \"cancelled\"")
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch event {
    case .started(let flow, let coordinator, let parent):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .started)
      try payload.encode(flow, forKey: .flow)
      try payload.encode(coordinator, forKey: .coordinator)
      try payload.encodeIfPresent(parent, forKey: .parent)
    case .finished(let flow, let coordinator, let outcome):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .finished)
      try payload.encode(flow, forKey: .flow)
      try payload.encode(coordinator, forKey: .coordinator)
      try payload.encode(outcome == .finished ? "finished" : "cancelled", forKey: .outcome)
    }
  }
}

/// `{"hostAttached": {}}`, `{"started": {"number": 3, "step": step}}` or `{"completed": 3}`.
struct LoggedStepEvent: Codable {
  var event: HostStepEvent

  init(event: HostStepEvent) { self.event = event }

  private enum CodingKeys: String, CodingKey {
    case hostAttached, started, completed
  }

  private enum PayloadKeys: String, CodingKey {
    case number, step
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try onlyKey(of: container, naming: "a step event") {
    case .hostAttached: event = .hostAttached
    case .started:
      let payload = try container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .started)
      event = .started(
        try payload.decode(HostStep.self, forKey: .step), number: try payload.decode(Int.self, forKey: .number))
    case .completed: event = .completed(number: try container.decode(Int.self, forKey: .completed))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch event {
    case .hostAttached: _ = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .hostAttached)
    case .started(let step, let number):
      var payload = container.nestedContainer(keyedBy: PayloadKeys.self, forKey: .started)
      try payload.encode(number, forKey: .number)
      try payload.encode(step, forKey: .step)
    case .completed(let number): try container.encode(number, forKey: .completed)
    }
  }
}

/// `{"rejectedCommand": "..."}`, `{"unhandledAction": {"action": "...", "flow": 2}}`,
/// `{"deepLinkFailed": "..."}` or `{"hostFallback": "..."}`.
struct LoggedProblem: Codable {
  var problem: EventLogProblem

  init(problem: EventLogProblem) { self.problem = problem }

  private enum CodingKeys: String, CodingKey {
    case rejectedCommand, unhandledAction, deepLinkFailed, hostFallback
  }

  private enum ActionKeys: String, CodingKey {
    case action, flow
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch try onlyKey(of: container, naming: "a problem") {
    case .rejectedCommand: problem = .rejectedCommand(try container.decode(String.self, forKey: .rejectedCommand))
    case .unhandledAction:
      let payload = try container.nestedContainer(keyedBy: ActionKeys.self, forKey: .unhandledAction)
      problem = .unhandledAction(
        try payload.decode(String.self, forKey: .action), from: try payload.decode(FlowID.self, forKey: .flow))
    case .deepLinkFailed: problem = .deepLinkFailed(try container.decode(String.self, forKey: .deepLinkFailed))
    case .hostFallback: problem = .hostFallback(try container.decode(String.self, forKey: .hostFallback))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch problem {
    case .rejectedCommand(let message): try container.encode(message, forKey: .rejectedCommand)
    case .unhandledAction(let action, let flow):
      var payload = container.nestedContainer(keyedBy: ActionKeys.self, forKey: .unhandledAction)
      try payload.encode(action, forKey: .action)
      try payload.encode(flow, forKey: .flow)
    case .deepLinkFailed(let message): try container.encode(message, forKey: .deepLinkFailed)
    case .hostFallback(let text): try container.encode(text, forKey: .hostFallback)
    }
  }
}

@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting

// What both measuring tools share, so that the ordo-one suite (wall time, mallocs) and
// InstructionCounts (callgrind) measure the same host and the same logs.

/// A host without animations: it completes every step before returning, so each command is
/// planned, performed and shown before it returns. What the navigator costs without a UI.
@MainActor
public final class CompletingHost {
  /// Every capability: the host shows whatever the navigator plans.
  @_spi(Hosts) public let capabilities = HostCapabilities.all

  /// A host to attach.
  public init() {}

  /// Ends `step` at once.
  @_spi(Hosts) public func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    .now
  }
}

@_spi(Hosts) extension CompletingHost: NavigationHost {}

/// The registry of the event logs below: `TestRoute` under "test".
public let eventLogRegistry: RouteRegistry = {
  var registry = RouteRegistry()
  try? registry.register(TestRoute.self, key: "test")
  return registry
}()

/// A navigator at `depth` (10 unless given) shown by a ``CompletingHost``.
@MainActor
public func eventLogNavigator(depth: Int = 10) -> Navigator {
  let navigator = Navigator(root: TestRoute("root"))
  for index in 1..<depth { navigator.push(TestRoute("screen \(index)")) }
  navigator.attach(CompletingHost())
  return navigator
}

/// A log of `events` events: pushes and pops around `depth` (10 unless given), a sheet now and
/// then, each change with its host step started and completed.
@MainActor
public func recordedEventLog(events: Int, depth: Int = 10) -> EventLog {
  let navigator = eventLogNavigator(depth: depth)
  let recorder = EventLogRecorder(navigator, capacity: events)
  var round = 0
  while recorder.count < events {
    switch round % 6 {
    case 0, 1: navigator.push(TestRoute("screen \(round)"))
    case 2: navigator.present(TestRoute("sheet \(round)"), as: .sheet())
    case 3: navigator.dismiss()
    default: navigator.pop()
    }
    round += 1
  }
  return recorder.log
}

/// The routes of a chain of nested flows: each flow shows `link` and opens the next flow for
/// `next`.
public enum ChainRoute: Route, Codable {
  /// The one screen of a flow of the chain.
  case link
  /// Opens the next flow of the chain.
  case next
}

/// A flow of one screen that opens another of its kind, pushed, for `next`: `depth` times
/// `.next` makes a chain of `depth` nested flows.
@MainActor
public final class ChainCoordinator: Coordinator {
  /// The flow's handle.
  public let flow = Flow<ChainRoute>()

  /// A coordinator of the chain.
  public init() {}

  /// Shows `link`.
  public func start() { flow.show(.link) }

  /// A new flow of the chain for `next`.
  public func child(for route: ChainRoute) -> ChildFlow? { route == .next ? .flow(ChainCoordinator()) : nil }
}

/// The registry of the chain's snapshots: `ChainRoute` under "chain".
public let chainRegistry: RouteRegistry = {
  var registry = RouteRegistry()
  do {
    try registry.register(ChainRoute.self, key: "chain")
  } catch {
    preconditionFailure("one key: \(error)")
  }
  return registry
}()

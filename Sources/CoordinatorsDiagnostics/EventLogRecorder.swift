@_spi(Hosts) import Coordinators
import Foundation

/// Records a navigator's events in a ring of the last ones, and writes them as an ``EventLog``
/// of JSON lines: cheap enough to stay on in a shipped app.
///
/// Recording keeps the event values as they are, with a number and the time; nothing is encoded
/// until the log is written. When the ring is full, each new event drops the oldest one, and the
/// log starts from the state after the last dropped change.
///
/// ```swift
/// let recorder = EventLogRecorder(navigator, capacity: 500)
/// // ... later, when the user reports a bug:
/// try recorder.log.write(to: logURL, registry: AppRoutes.registry)
/// ```
///
/// Record from the moment the navigator is made, before its host is attached, for a log whose
/// replay completes every host step as the app did.
@MainActor
public final class EventLogRecorder {
  /// How many events the ring keeps: the last ones.
  package let capacity: Int
  /// The app's version of what its routes store, written in the log's header
  /// (``EventLog/routesVersion``): the `SnapshotMigrations.currentVersion` its snapshots use.
  package let routesVersion: Int

  private var ring: [Recorded] = []
  /// The index in `ring` of the oldest event, once the ring is full.
  private var oldest = 0
  private var nextSequence = 0
  /// The state before the oldest event kept.
  private var initialState: NavigationState
  private weak var navigator: Navigator?
  private var token: ObserverToken?

  /// Starts recording `navigator`'s events, the last `capacity` of them (at least one).
  public init(_ navigator: Navigator, capacity: Int = 1_000, routesVersion: Int = 1) {
    self.capacity = max(1, capacity)
    self.routesVersion = routesVersion
    self.navigator = navigator
    initialState = navigator.state
    ring.reserveCapacity(min(self.capacity, 4_096))
    token = navigator.observe { [weak self] event in self?.record(event) }
  }

  /// The number of events kept.
  @_spi(Testing) public var count: Int { ring.count }

  /// What was recorded, as a log: the state before the oldest event kept, then the events.
  public var log: EventLog {
    var entries: [EventLogEntry] = []
    entries.reserveCapacity(ring.count)
    for offset in ring.indices {
      let recorded = ring[(oldest + offset) % ring.count]
      entries.append(EventLogEntry(sequence: recorded.sequence, time: recorded.time, event: recorded.logged))
    }
    return EventLog(initialState: initialState, routesVersion: routesVersion, entries: entries)
  }

  /// Writes what was recorded to `stream` as JSON lines, as ``EventLog/jsonLines(registry:)`` makes them.
  package func write(to stream: inout some TextOutputStream, registry: RouteRegistry) {
    log.write(to: &stream, registry: registry)
  }

  /// Writes what was recorded to the file at `url` as JSON lines, replacing it.
  ///
  /// - Throws: the error of the file system when the file cannot be written.
  package func write(to url: URL, registry: RouteRegistry) throws {
    try log.write(to: url, registry: registry)
  }

  /// Forgets what was recorded; the log starts again from the navigator's current state.
  public func clear() {
    ring.removeAll(keepingCapacity: true)
    oldest = 0
    if let navigator { initialState = navigator.state }
  }

  /// Stops recording; what was recorded stays.
  public func stop() {
    if let token { navigator?.removeObserver(token) }
    token = nil
  }

  private func record(_ event: NavigatorEvent) {
    let recorded = Recorded(sequence: nextSequence, time: Date(), event: event)
    nextSequence += 1
    guard ring.count == capacity else { return ring.append(recorded) }
    if case .navigation(let dropped) = ring[oldest].event { initialState = dropped.after }
    ring[oldest] = recorded
    oldest = (oldest + 1) % capacity
  }
}

/// An event as the ring keeps it: as received, converted only when the log is made.
private struct Recorded {
  let sequence: Int
  let time: Date
  let event: NavigatorEvent

  var logged: EventLogEntry.Event {
    switch event {
    case .navigation(let event): .navigation(event)
    case .flow(let event): .flow(event)
    case .step(let event): .step(event)
    case .problem(let problem): .problem(EventLogProblem(problem))
    }
  }
}

import Observation

/// A navigator's asynchronous work under way, and the tasks waiting for it to be idle.
///
/// Observable: ``Navigator/isIdle`` reads ``busyCount`` and ``Navigator/pendingWork`` reads
/// ``entries``, so a view or an observation that reads them hears the work begin, wait and end.
/// The navigator alone changes it, on the main actor.
@MainActor
@Observable
final class PendingWorkList {
  /// The work under way, by key; see ``Navigator/pendingWork``.
  private(set) var entries: [Int: PendingWork] = [:]
  /// How many of ``entries`` go on by themselves (do not wait for the user): the navigator is
  /// idle only when it is 0.
  private(set) var busyCount = 0
  @ObservationIgnored private var nextKey = 0
  /// The tasks in ``Navigator/waitUntilIdle()``, by key: read on every command, so the accesses
  /// are not checked at run time; none can overlap, as each ends before a task is resumed.
  @ObservationIgnored @exclusivity(unchecked) private var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  @ObservationIgnored private var nextWaiterKey = 0

  /// Whether work waits for the user or a test: some of ``entries`` do not go on by themselves.
  var isWaitingForUser: Bool { entries.count > busyCount }

  /// Notes work that has begun (`subject` names it: `link app://x`); returns the key to end it
  /// with.
  func begin(_ subject: String) -> Int {
    defer { nextKey += 1 }
    entries[nextKey] = PendingWork(subject: subject)
    busyCount += 1
    return nextKey
  }

  /// The work `key` waits for the user, or a test, to do what `reason` says; returns whether it
  /// was going on by itself until now (the navigator may have become idle).
  func waitForUser(_ key: Int, on reason: String) -> Bool {
    guard let waitingFor = entries[key]?.waitingFor else {
      guard entries[key] != nil else { return false }
      entries[key]?.waitingFor = reason
      busyCount -= 1
      return true
    }
    if waitingFor != reason { entries[key]?.waitingFor = reason }
    return false
  }

  /// The work `key` goes on by itself again.
  func resume(_ key: Int) {
    guard entries[key]?.waitingFor != nil else { return }
    entries[key]?.waitingFor = nil
    busyCount += 1
  }

  /// The work `key` is done; returns whether it was there.
  func end(_ key: Int) -> Bool {
    guard let ended = entries.removeValue(forKey: key) else { return false }
    if ended.waitingFor == nil { busyCount -= 1 }
    return true
  }

  // MARK: Idle waiters

  /// Whether a task waits for the navigator to be idle.
  var hasIdleWaiters: Bool { !idleWaiters.isEmpty }

  /// A key for the next task that waits for the navigator to be idle.
  func makeIdleWaiterKey() -> Int {
    defer { nextWaiterKey += 1 }
    return nextWaiterKey
  }

  /// Keeps `continuation`, resumed once the navigator is idle, or when `key` is removed.
  func addIdleWaiter(_ key: Int, _ continuation: CheckedContinuation<Void, Never>) {
    idleWaiters[key] = continuation
  }

  /// Takes the waiter `key` out; its task was cancelled.
  func removeIdleWaiter(_ key: Int) -> CheckedContinuation<Void, Never>? {
    idleWaiters.removeValue(forKey: key)
  }

  /// Takes every waiter out, to be resumed: the navigator is idle.
  func takeIdleWaiters() -> Dictionary<Int, CheckedContinuation<Void, Never>>.Values {
    let waiters = idleWaiters.values
    idleWaiters.removeAll()
    return waiters
  }
}

/// Asynchronous work a navigator has under way, for ``Navigator/pendingWork``.
struct PendingWork: CustomStringConvertible {
  /// What it is: `link app://x`.
  let subject: String
  /// What it waits for the user, or a test, to do; `nil` while it goes on by itself.
  var waitingFor: String?

  /// `link app://x waits for guard "signed in"`, or `link app://x is under way`.
  var description: String {
    waitingFor.map { "\(subject) waits for \($0)" } ?? "\(subject) is under way"
  }
}

import Coordinators
import Testing

/// What `Navigator.settle(timeout:sourceLocation:)` does: waits until the navigator is idle, or
/// until a whole `timeout` passes without one of its events, and then records what is pending.
@MainActor
enum Settling {
  /// Waits for `navigator` to be idle, with the clock's wait given: `sleep` passes `timeout`, or
  /// throws when cancelled.
  static func settle(
    _ navigator: Navigator,
    timeout: Duration,
    sourceLocation: SourceLocation,
    sleeping sleep: @escaping @MainActor (Duration) async throws -> Void
  ) async {
    let events = EventCount()
    let token = navigator.observe { _ in events.count += 1 }
    defer { navigator.removeObserver(token) }
    let waiting = Task { @MainActor in await navigator.waitUntilIdle() }
    // The clock: when a whole `timeout` passes without an event, it cancels the wait, which
    // then returns.
    let deadline = Task { @MainActor in
      var seen = -1
      while events.count != seen {
        seen = events.count
        try await sleep(timeout)
      }
      waiting.cancel()
    }
    await withTaskCancellationHandler {
      await waiting.value
    } onCancel: {
      waiting.cancel()
    }
    deadline.cancel()
    guard !navigator.isIdle, !Task.isCancelled else { return }
    let pending = navigator.pendingWork.map { "- \($0)" }.joined(separator: "\n")
    recordIssue(
      "the navigation did not settle: nothing happened for \(timeout); still pending:\n\(pending)", at: sourceLocation)
  }
}

/// How many events a navigator sent while ``Coordinators/Navigator/settle(timeout:sourceLocation:)``
/// waits.
@MainActor
private final class EventCount {
  var count = 0
}

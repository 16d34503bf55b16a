import Foundation
import TestSupport
import Testing

@Suite("The hang limit: a test that hangs fails, waiting for the main actor does not count", .hangLimit)
struct HangLimitTests {
  @Test func aBodyThatEndsIsReportedAsEnded() async throws {
    #expect(try await HangLimit.run(within: .seconds(60)) {})
  }

  @Test func aBodyThatNeverEndsIsCancelledAtTheLimit() async throws {
    let cancelled = Flag()
    let (never, keeper) = AsyncStream.makeStream(of: Void.self)
    defer { keeper.finish() }  // held, so the stream ends only by cancellation
    let ended = try await HangLimit.run(within: MainActorClock.tick * 3) {
      for await _ in never {}  // ends only when the task is cancelled
      if Task.isCancelled { cancelled.set() }
    }
    #expect(!ended)
    #expect(cancelled.isSet, "the hung body is cancelled")
  }

  @Test func anErrorOfTheBodyReachesTheTest() async {
    struct Failure: Error {}
    await #expect(throws: Failure.self) { try await HangLimit.run(within: .seconds(60)) { throw Failure() } }
  }

  @Test func theClockStandsStillWhileTheMainActorIsHeld() async {
    let clock = MainActorClock.shared
    _ = clock.now
    // A tick may be under way when the hold starts: it counts once the hold ends, at most one.
    let (before, after) = await MainActor.run {
      let before = clock.now
      let end = ContinuousClock.now + MainActorClock.tick * 10
      while ContinuousClock.now < end {}
      return (before, clock.now)
    }
    #expect(after - before <= MainActorClock.tick)
  }
}

/// A flag set from another task.
private final class Flag: @unchecked Sendable {
  // `@unchecked Sendable`: `value` is read and written only under `lock`.
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}

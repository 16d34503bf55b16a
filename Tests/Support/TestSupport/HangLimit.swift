import Foundation
import Testing

/// A trait that fails a test that hangs, and only one that hangs.
///
/// Swift Testing's `.timeLimit` counts from the moment a test is started, and on a busy machine
/// a `@MainActor` test may spend most of its first minute waiting for the main actor while
/// hundreds of others run there: a one-minute limit then fails tests that never hung. This
/// limit counts *main-actor time*: time in which the main actor answered within
/// ``MainActorClock/tick``, the only time in which a waiting main-actor test could have run. A
/// test that made no end after ``minutes`` of it records an issue at its own source location and
/// is cancelled.
///
/// `COORDINATORS_TEST_MINUTES` replaces the default of two minutes, for runs that are slow by
/// design (`Scripts/sanitize.sh` sets 10: sanitized code runs 5 to 15 times slower). A code path
/// that keeps the main actor busy for ever stops the clock too; `.ci/run` bounds the whole run
/// for that case.
///
/// ```swift
/// @Suite("Inbox navigation", .hangLimit) struct InboxTests { ... }
/// ```
public struct HangLimit: TestTrait, SuiteTrait, TestScoping {
  /// The main-actor minutes a test may take before it counts as hung.
  public let minutes: Int

  /// Applies to every test of a suite that carries it.
  public var isRecursive: Bool { true }

  init(minutes: Int) { self.minutes = minutes }

  /// A watchdog for each test case (a test without arguments has one), none around a suite.
  public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  /// Runs the test under the watchdog; records an issue at the test if it hangs.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let ended = try await Self.run(within: .seconds(60 * minutes), function)
    if !ended {
      Issue.record(
        "hung: no end after \(minutes) minutes of main-actor time (COORDINATORS_TEST_MINUTES sets the limit)",
        sourceLocation: test.sourceLocation)
    }
  }

  /// Runs `body` until it ends, or until `limit` of main-actor time (``MainActorClock``) has
  /// passed, when it cancels `body` and waits for it to return; whether `body` ended first.
  package static func run(
    within limit: Duration,
    _ body: @Sendable () async throws -> Void
  ) async throws -> Bool {
    let clock = MainActorClock.shared
    let start = clock.now
    return try await withoutActuallyEscaping(body) { body in
      try await withThrowingTaskGroup(of: Bool.self) { group in
        group.addTask {
          try await body()
          return true
        }
        group.addTask {
          while clock.now - start < limit {
            try await Task.sleep(for: MainActorClock.tick * 2)
          }
          return false
        }
        defer { group.cancelAll() }
        return try await group.next() ?? true
      }
    }
  }
}

extension Trait where Self == HangLimit {
  /// Fails a test that hangs, counting only the time the main actor was free to run it (see
  /// ``HangLimit``); two minutes, or `COORDINATORS_TEST_MINUTES`.
  public static var hangLimit: Self {
    let minutes = ProcessInfo.processInfo.environment["COORDINATORS_TEST_MINUTES"].flatMap { Int($0) } ?? 2
    return HangLimit(minutes: max(minutes, 1))
  }
}

/// A clock that advances only while the main actor answers: every ``tick`` it waits for a turn
/// on the main actor, and counts one tick when it gets it. While long work holds the main actor,
/// or a queue of main-actor tests waits for it, the clock slows or stops with the tests that
/// wait.
///
/// `@unchecked Sendable`: `ticks` is read and written only under `lock`.
package final class MainActorClock: @unchecked Sendable {
  package static let tick = Duration.milliseconds(100)
  package static let shared = MainActorClock()

  private let lock = NSLock()
  private var ticks = 0

  private init() {
    Task.detached { [self] in
      while true {
        try? await Task.sleep(for: Self.tick)
        await MainActor.run {}
        lock.withLock { ticks += 1 }
      }
    }
  }

  /// The main-actor time counted since the clock was first read.
  package var now: Duration { Self.tick * lock.withLock { ticks } }
}

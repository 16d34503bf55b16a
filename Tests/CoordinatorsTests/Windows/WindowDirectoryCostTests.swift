import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// How much work the directory does to place a window, counted as the calls of the app's
/// ``WindowRule`` (never as time): opening N windows costs O(N), not O(N²).
@MainActor
@Suite("Windows: opening N windows costs work linear in N", .hangLimit)
struct WindowDirectoryCostTests {
  /// Counts the calls of a rule.
  final class Calls: @unchecked Sendable {
    // Every access holds the lock.
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
  }

  /// The calls of the rule while `windows` documents are opened, each in its own window, from
  /// the first window.
  func ruleCalls(opening windows: Int) throws -> Int {
    let calls = Calls()
    let rule = WindowRule { route in
      calls.add()
      if case .document(let id)? = route.route(as: ShelfRoute.self) { return "document-\(id)" }
      return nil
    }
    let access = ShelfAccess()
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: rule)
    let platform = TestWindows(directory: directory) { ShelfApp.makeNavigator(access) }
    let first = platform.openFirstWindow().navigator
    for id in 0..<windows {
      guard case .newWindow = try first.openWindow(showing: [ShelfRoute.document(id)]) else {
        Issue.record("document \(id) did not open a new window")
        return 0
      }
    }
    return calls.value
  }

  @Test("twice the windows cost at most twice the rule's calls, plus a constant")
  func openingWindowsIsLinear() throws {
    let small = try ruleCalls(opening: 50)
    let large = try ruleCalls(opening: 100)
    let larger = try ruleCalls(opening: 200)
    // Linear work: the calls per window opened stay the same as the windows grow.
    #expect(larger - large <= 2 * (large - small) + 10, "calls: \(small), \(large), \(larger)")
    #expect(larger <= 20 * 200, "calls: \(larger)")
  }
}

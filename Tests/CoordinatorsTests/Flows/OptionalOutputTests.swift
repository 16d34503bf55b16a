import Coordinators
import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

/// Picks a user or nobody: its output is optional.
@MainActor
final class OptionalPickerCoordinator: Coordinator {
  typealias Output = Owner?

  let flow = Flow<PickerRoute>()

  func start() { flow.show(.colors) }
}

struct Owner: Hashable, Sendable {
  var id: Int
}

@MainActor
@Suite("Flows: optional outputs", .hangLimit)
struct OptionalOutputTests {
  @Test("a flow that finishes with nil is not cancelled, and prints unlike a cancellation")
  func finishingWithNilIsNotCancelling() async throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let host = TestHost()
    navigator.attach(host)
    navigator.expectNoProblems()
    var results: [FlowResult<Owner?>] = []
    for ending in ["nil", "value", "swipe"] {
      let picker = OptionalPickerCoordinator()
      let waiting = Task { await home.flow.run(picker, as: .sheet()) }
      await navigator.settle()
      switch ending {
      case "nil": picker.finish(with: nil)
      case "value": picker.finish(with: Owner(id: 7))
      default: #expect(host.swipeDown())
      }
      results.append(await waiting.value)
    }
    #expect(results.map(\.description) == ["finished(nil)", "finished(Owner(id: 7))", "cancelled"])
    #expect(results.map(\.isCancelled) == [false, false, true])
    guard case .finished(nil) = results[0], case .finished(let owner?) = results[1], case .cancelled = results[2]
    else {
      Issue.record("the cases do not match as the Results article shows: \(results)")
      return
    }
    #expect(owner == Owner(id: 7))
  }
}

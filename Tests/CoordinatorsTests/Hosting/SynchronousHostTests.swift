@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// A host whose steps are over as soon as it shows them, as `TerminalHost` and an immediate
/// `TestHost`. While it shows a step it pushes another screen, `pushes`
/// times in all, so the navigator always has one more step for it: a plan as long as `pushes`.
@MainActor
private final class PushingSynchronousHost: NavigationHost {
  let capabilities = HostCapabilities.all
  weak var navigator: Navigator?
  var pushes: Int
  private(set) var performed = 0
  /// How many `show` calls are on the stack now, and the most there ever were.
  private(set) var depth = 0
  private(set) var deepest = 0

  init(pushes: Int) { self.pushes = pushes }

  func didAttach(to session: HostSession) {
    navigator = session.navigator
  }

  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    depth += 1
    deepest = max(deepest, depth)
    defer { depth -= 1 }
    performed += 1
    if pushes > 0 {
      pushes -= 1
      navigator?.push(TestRoute("pushed"))
    }
    return .now
  }
}

/// A host whose steps are over inside `show` is handed the next step after `show`
/// returns, never from inside the completion: a plan of any length runs on a stack of fixed
/// depth. Handing it over from the completion (a recursion, one set of frames a step)
/// overflowed the stack of a debug build between 1,750 and 2,000 steps.
@MainActor
@Suite("A host that completes at once", .hangLimit)
struct SynchronousHostTests {
  /// Ten times deeper than a recursion through the completion survived.
  static let steps = 20_000

  @Test("20,000 steps, each handed over after the last returned, in order, each shown")
  func manyStepsAreHandedOverIteratively() throws {
    let navigator = Navigator(root: TestRoute("root"))
    navigator.expectNoProblems()
    var events: [String] = []
    navigator.observe { event in
      guard case .step(let step) = event else { return }
      switch step {
      case .started(_, let number): events.append("started \(number)")
      case .completed(let number): events.append("completed \(number)")
      case .hostAttached: events.append("attached")
      }
    }
    let host = PushingSynchronousHost(pushes: Self.steps)
    navigator.attach(host)
    #expect(navigator.state.screenCount == Self.steps + 1)
    #expect(navigator.renderedState == navigator.state)
    #expect(navigator.session?.shown == navigator.state)
    #expect(navigator.isIdle)
    #expect(host.performed == Self.steps + 1, "the first step shows the root, each later one a push")
    #expect(host.deepest == 1, "no step is handed over from inside another")
    let expected = ["attached"] + (1...Self.steps + 1).flatMap { ["started \($0)", "completed \($0)"] }
    #expect(events == expected)
  }
}

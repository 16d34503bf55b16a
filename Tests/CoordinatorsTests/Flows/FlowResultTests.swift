import Coordinators
import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

@MainActor
@Suite("Flows: typed results, awaited or called back")
struct FlowResultTests {
  @Test("run returns the child's value", .hangLimit)
  func runFinished() async throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let picker = PickerCoordinator()
    let waiting = Task { await home.flow.run(picker, as: .sheet()) }
    await navigator.settle()
    try #require(picker.flow.isRunning)
    #expect(navigator.state.modals.count == 1)
    picker.finish(with: 7)
    #expect(await waiting.value == .finished(7))
    #expect(navigator.state.modals.isEmpty)
  }

  @Test("run returns cancelled when the user swipes the child away", .hangLimit)
  func runCancelledByGesture() async throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let host = TestHost()
    navigator.attach(host)
    let picker = PickerCoordinator()
    let waiting = Task { await home.flow.run(picker, as: .sheet()) }
    await navigator.settle()
    try #require(picker.flow.isRunning)
    #expect(host.swipeDown())
    #expect(await waiting.value == .cancelled)
    #expect(picker.flow.id == nil)
  }

  @Test("cancelling the waiting task cancels the child flow", .hangLimit)
  func taskCancellation() async throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let picker = PickerCoordinator()
    let waiting = Task { await home.flow.run(picker, as: .sheet()) }
    await navigator.settle()
    try #require(picker.flow.isRunning)
    waiting.cancel()
    #expect(await waiting.value == .cancelled)
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.flowCount == 1)
  }

  @Test("run returns cancelled at once when the child cannot start", .hangLimit)
  func runFailsToStart() async throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let result = await home.flow.run(EmptyCoordinator(), as: .push)
    #expect(result.value == nil)
    #expect(problems.errors.map(\.detail) == [.flowShowedNothing(1)])
  }

  @Test("the callback is called once, even when the flow is ended twice")
  func callbackOnce() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    var results: [FlowResult<Int>] = []
    let picker = PickerCoordinator()
    home.flow.start(picker, as: .sheet()) { results.append($0) }
    #expect(picker.finish(with: 1))
    #expect(!picker.finish(with: 2))
    #expect(!picker.cancel())
    #expect(results == [.finished(1)])
    // The ended flow is detached from the navigator: the later calls are refused, as coming
    // from a flow that has finished, and reach the navigator it ran in.
    #expect(problems.errors.map(\.detail) == [.flowNotRunning(1), .flowNotRunning(1)])
    #expect(problems.errors.first?.description == "flow 1 is not running; it has finished")
    #expect(picker.flow.id == nil)
  }

  @Test("an ancestor that replaces the stack cancels the flows on it, descendants first")
  func ancestorReplacesStack() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    var order: [String] = []
    let outer = WizardCoordinator()
    home.flow.start(outer, as: .push) { order.append("outer \($0)") }
    outer.flow.start(PickerCoordinator(), as: .sheet()) { order.append("picker \($0)") }
    let inner = WizardCoordinator()
    outer.flow.start(inner, as: .push) { order.append("inner \($0)") }
    #expect(navigator.flowCount == 4)
    #expect(home.flow.popToRoot())
    #expect(order == ["inner cancelled", "picker cancelled", "outer cancelled"])
    #expect(navigator.flowCount == 1)
  }

  @Test("finishing a flow also ends its children, which are told first")
  func finishEndsChildren() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    var order: [String] = []
    let outer = WizardCoordinator()
    home.flow.start(outer, as: .push) { order.append("outer \($0)") }
    outer.flow.start(PickerCoordinator(), as: .sheet()) { order.append("picker \($0)") }
    #expect(outer.finish(with: "ok"))
    #expect(order == ["picker cancelled", "outer finished(\"ok\")"])
    #expect(navigator.state.screenCount == 1)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test("a flow's start is told after the change that shows it, its end after the change that removes it")
  func eventOrder() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    var log: [String] = []
    navigator.observe(NavigationEvent.self) { log.append("state: \($0.after.screenCount) screens") }
    navigator.observe(FlowEvent.self) { log.append("\($0)") }
    let wizard = WizardCoordinator()
    home.flow.start(wizard, as: .push)
    wizard.cancel()
    #expect(
      log == [
        "state: 2 screens", "flow 1 (WizardCoordinator) started under flow 0",
        "state: 1 screens", "flow 1 (WizardCoordinator) was cancelled",
      ]
    )
  }

  @Test("flow events say what started and finished, in order")
  func events() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    var events: [FlowEvent] = []
    navigator.observe(FlowEvent.self) { events.append($0) }
    let wizard = WizardCoordinator()
    home.flow.start(wizard, as: .push)
    wizard.flow.start(PickerCoordinator(), as: .sheet())
    wizard.cancel()
    #expect(
      events == [
        .started(1, coordinator: "WizardCoordinator", parent: 0),
        .started(2, coordinator: "PickerCoordinator", parent: 1),
        .finished(2, coordinator: "PickerCoordinator", outcome: .cancelled),
        .finished(1, coordinator: "WizardCoordinator", outcome: .cancelled),
      ]
    )
  }
}

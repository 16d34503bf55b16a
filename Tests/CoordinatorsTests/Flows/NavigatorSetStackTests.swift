@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("Navigator: a stack set to routes in one call", .hangLimit)
struct NavigatorSetStackTests {
  @Test("a plain navigator sets its stack to routes in one change, keeping the screens that stay")
  func setsTheTopMostStackToRoutes() {
    let navigator = Navigator(root: TestRoute("inbox"))
    navigator.expectNoProblems()
    navigator.push(TestRoute("old"))
    var events: [NavigationEvent] = []
    navigator.observe(NavigationEvent.self) { events.append($0) }
    let ids = navigator.setStack([TestRoute("inbox"), TestRoute("message"), TestRoute("reply")])
    #expect(ids == [0, 2, 3])
    #expect(
      navigator.state.stack(at: .root)?.map(\.route) == ["inbox", "message", "reply"].map { AnyRoute(TestRoute($0)) })
    #expect(events.count == 1)
  }

  @Test("a modal layer's stack keeps its presentation; an empty list or a missing stack is a reported problem")
  func setsAModalStackAndReportsMistakes() {
    let navigator = Navigator(root: TestRoute("list"))
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    navigator.present(TestRoute("sheet"), as: .sheet())
    #expect(navigator.setStack([TestRoute("a"), TestRoute("b")], at: .modal(0)) != nil)
    #expect(navigator.state.modals[0].presentation == .sheet())
    #expect(navigator.state.modals[0].stack.map(\.route) == [AnyRoute(TestRoute("a")), AnyRoute(TestRoute("b"))])
    let before = navigator.state
    #expect(navigator.setStack([]) == nil)
    #expect(navigator.setStack([TestRoute("x")], at: .modal(3)) == nil)
    #expect(navigator.state == before)
    #expect(problems.errors.map(\.detail) == [.noScreens, .stackNotFound(.modal(3))])
  }
}

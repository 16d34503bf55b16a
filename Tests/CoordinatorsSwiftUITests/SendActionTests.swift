@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
import CoordinatorsTesting
import TestSupport
import Testing

/// A parent flow that handles the detail's actions, and a child flow that handles its own.
private enum InboxAction: CoordinatorAction, Equatable { case open(Int) }
private enum ChildAction: CoordinatorAction, Equatable { case close }
private enum StrayAction: CoordinatorAction { case nobodyHandlesThis }

@MainActor
private final class InboxCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  var opened: [Int] = []
  func start() { flow.show(TestRoute("inbox")) }
  func child(for route: TestRoute) -> ChildFlow? { route == TestRoute("child") ? .flow(ChildCoordinator()) : nil }
  func handle(_ action: InboxAction) -> ActionHandling {
    guard case .open(let id) = action else { return .unhandled }
    opened.append(id)
    return .handled
  }
}

@MainActor
private final class ChildCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  var closed = 0
  func start() { flow.show(TestRoute("child-first")) }
  func handle(_ action: ChildAction) -> ActionHandling {
    closed += 1
    return .handled
  }
}

@MainActor
@Suite("SendAction: the action a screen's view sends", .hangLimit)
struct SendActionTests {
  @Test func theInitializerForTestsAndPreviewsHandsEachActionToItsClosure() {
    var received: [InboxAction] = []
    let sendAction = SendAction { action in
      guard let action = action as? InboxAction else { return false }
      received.append(action)
      return true
    }
    #expect(sendAction(InboxAction.open(7)))
    #expect(!sendAction(StrayAction.nobodyHandlesThis))
    #expect(received == [.open(7)])
  }

  @Test func aCoordinatorsSenderOffersTheActionToItsFlowFirstThenToItsAncestors() throws {
    let root = InboxCoordinator()
    let navigator = Navigator(root: root)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    root.flow.show(TestRoute("child"))
    let child = try #require(navigator.coordinators(ofType: ChildCoordinator.self).last)
    let sendAction = SendAction(coordinator: child)

    #expect(sendAction(ChildAction.close))
    #expect(child.closed == 1)
    #expect(sendAction(InboxAction.open(3)), "the child passes it by; its parent handles it")
    #expect(root.opened == [3])
    #expect(problems.problems.isEmpty)
    #expect(!sendAction(StrayAction.nobodyHandlesThis))
    #expect(problems.unhandledActions == ["nobodyHandlesThis from flow 1"])
  }

  @Test func aScreensSenderSendsFromThatScreen() throws {
    let root = InboxCoordinator()
    let navigator = Navigator(root: root)
    navigator.expectNoProblems()
    let screen = navigator.state.topScreen.id
    #expect(SendAction(navigator: navigator, screen: screen)(InboxAction.open(1)))
    #expect(root.opened == [1])
  }

  @Test func aSenderKeepsNothingAliveAndSendsNowhereOnceItsCoordinatorIsGone() {
    var root: InboxCoordinator? = InboxCoordinator()
    weak let released = root
    let sendAction = SendAction(coordinator: root!)
    root = nil
    #expect(released == nil, "the sender holds its coordinator weakly")
    #expect(!sendAction(InboxAction.open(1)))
  }
}

@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// A test failure points at the call that failed, recorders of one navigator combine, and a
/// scope on the navigator expects problems that must occur.
@MainActor
@Suite("CoordinatorsTesting: problems point at their call, recorders combine", .hangLimit)
struct ProblemRecorderTests {
  @Test func aRefusedNavigatorCommandIsAnIssueAtItsCall() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.push(TestRoute("detail"))
    navigator.expectNoProblems()
    let line = #line + 2
    expectIssues {
      navigator.pop(count: 5)
    } matching: { issue in
      issue.sourceLocation.line == line
        && issue.sourceLocation.fileName == "ProblemRecorderTests.swift"
        && issue.says(
          "cannot pop 5 screens", "called at CoordinatorsTestingTests/ProblemRecorderTests.swift:\(line)",
          "shown: screen 1, TestRoute.detail")
    }
  }

  @Test func aRefusedSetStackIsAnIssueAtItsCall() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let line = #line + 2
    expectIssues {
      navigator.setStack([])
    } matching: { issue in
      issue.sourceLocation.line == line && issue.says("called at CoordinatorsTestingTests/ProblemRecorderTests.swift")
    }
  }

  @Test func aRefusedFlowOperationIsAnIssueAtItsCall() {
    let wizard = WizardCoordinator()
    let navigator = Navigator(root: wizard)
    navigator.expectNoProblems()
    let line = #line + 2
    expectIssues {
      wizard.flow.pop(count: 3)
    } matching: { issue in
      issue.sourceLocation.line == line && issue.says("called at CoordinatorsTestingTests/ProblemRecorderTests.swift")
    }
  }

  @Test func anOperationOfAFinishedFlowIsAnIssueAtItsCall() {
    let navigator = Navigator(root: WizardCoordinator())
    let child = WizardCoordinator()
    navigator.coordinators(ofType: WizardCoordinator.self).last?.flow.start(child)
    #expect(child.finish())
    navigator.expectNoProblems()
    let line = #line + 2
    expectIssues {
      child.flow.push(.step(2))
    } matching: { issue in
      issue.sourceLocation.line == line && issue.says("flow 1 is not running")
    }
  }

  @Test func theCallSiteIsNoPartOfAnErrorsIdentity() {
    var located = NavigationError(.noModalLayer)
    located.callSite = CallSite()
    #expect(located == NavigationError(.noModalLayer))
    #expect(Set([located, NavigationError(.noModalLayer)]).count == 1)
    #expect(located.callSite?.description.hasPrefix("CoordinatorsTestingTests/ProblemRecorderTests.swift:") == true)
  }

  @Test func anErrorThrownToItsCallerHasNoCallSite() {
    let navigator = Navigator(root: TestRoute("list"))
    #expect(performing: { try navigator.apply(.dismiss) }, throws: { ($0 as? NavigationError)?.callSite == nil })
  }

  @Test func aSecondRecorderExpectsAProblemForTheOneAHelperMade() {
    let navigator = makeCheckedNavigator()
    let problems = ProblemRecorder(navigator)
    problems.expecting { navigator.pop() }
    #expect(problems.errors.map(\.detail) == [.cannotPop(count: 1, available: 0, .root)])
  }

  @Test func theNavigatorsScopeExpectsItsProblemsForEveryRecorder() {
    let navigator = makeCheckedNavigator()
    let problems = navigator.expecting {
      #expect(!navigator.logsProblems)
      navigator.dismiss()
    }
    #expect(problems == [.rejectedCommand(NavigationError(.noModalLayer, context: "dismiss the top modal layer"))])
    #expect(!navigator.logsProblems)
  }

  @Test func theNavigatorsScopeWaitsForALinkThatFails() async throws {
    let navigator = makeCheckedNavigator()
    navigator.attach(TestHost())
    let link = try #require(URL(string: "app://nowhere"))
    let problems = await navigator.expecting {
      await #expect(throws: DeepLinkError.self) { try await navigator.open(link) }
    }
    #expect(problems.count == 1)
    guard case .deepLinkFailed(let error) = problems.first else {
      Issue.record("expected a failed link, got \(problems)")
      return
    }
    #expect(error.url == link.absoluteString)
  }

  @Test func theNavigatorsScopeRestoresLogging() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expecting { navigator.dismiss() }
    #expect(navigator.logsProblems)
  }

  @Test func theNavigatorsScopeRequiresAProblem() {
    let navigator = makeCheckedNavigator()
    let line = #line + 2
    expectIssues {
      navigator.expecting { navigator.push(TestRoute("detail")) }
    } matching: { issue in
      issue.sourceLocation.line == line && issue.says("a navigation problem was expected")
    }
  }

  @Test func problemsAfterTheScopeAreIssuesAgain() {
    let navigator = makeCheckedNavigator()
    navigator.expecting { navigator.dismiss() }
    expectIssues {
      navigator.dismiss()
    } matching: { issue in
      issue.says("no modal layer is presented")
    }
  }

  @Test func aTapSendsTheActionFromTheScreenShown() {
    let navigator = Navigator(root: WizardCoordinator())
    navigator.expectNoProblems()
    #expect(navigator.tap(WizardCoordinator.Action.next))
    #expect(navigator.tap(WizardCoordinator.Action.next))
    #expect(navigator.state.topScreen.route == AnyRoute(WizardCoordinator.Route.step(3)))
  }

  @Test func aTapNobodyHandlesIsOneIssueAtTheTap() {
    let navigator = Navigator(root: WizardCoordinator())
    navigator.expectNoProblems()
    let line = #line + 2
    expectIssues {
      navigator.tap(Ping.ping)
    } matching: { issue in
      issue.sourceLocation.line == line && issue.says("no coordinator handled ping, tapped on screen 0, ")
    }
  }

  @Test func aFinishedFlowsCoordinatorKeptInMemoryIsAnIssue() {
    let navigator = Navigator(root: WizardCoordinator())
    navigator.expectNoProblems()
    let coordinators = CoordinatorTracker(navigator)
    var kept: WizardCoordinator? = WizardCoordinator()
    navigator.coordinators(ofType: WizardCoordinator.self).last?.flow.start(kept!)
    navigator.tap(WizardCoordinator.Action.close)
    #expect(kept?.flow.isRunning == false)
    expectIssues {
      coordinators.expectFinishedFlowsReleased()
    } matching: { issue in
      issue.says("finished flows whose coordinators are still in memory: flow 1 (WizardCoordinator)")
    }
    kept = nil
    #expect(coordinators.unreleased.isEmpty)
    coordinators.expectFinishedFlowsReleased()
  }

  @Test func aRunningFlowIsNoLeak() {
    let navigator = Navigator(root: WizardCoordinator())
    let coordinators = CoordinatorTracker(navigator)
    navigator.coordinators(ofType: WizardCoordinator.self).last?.flow.start(WizardCoordinator())
    #expect(coordinators.unreleased.isEmpty)
    coordinators.expectFinishedFlowsReleased()
  }

  /// What a shared test helper does: a navigator whose problems are issues.
  private func makeCheckedNavigator() -> Navigator {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    return navigator
  }
}

/// A flow of numbered steps, which starts more of its kind.
@MainActor
final class WizardCoordinator: Coordinator {
  enum Route: Coordinators.Route { case step(Int) }
  enum Action: CoordinatorAction { case next, close }

  let flow = Flow<Route>()

  func start() { flow.show(.step(1)) }

  func handle(_ action: Action) -> ActionHandling {
    switch action {
    case .next: flow.push(.step(flow.screens.count + 1))
    case .close: finish()
    }
    return .handled
  }
}

/// An action no coordinator handles.
enum Ping: CoordinatorAction { case ping }

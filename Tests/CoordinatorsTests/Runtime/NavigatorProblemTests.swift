@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("The navigator: problems reported, commands refused up front, waiting for everything", .hangLimit)
struct NavigatorProblemTests {
  // MARK: Problems

  @Test("a problem reaches every observer, in the order they were added, and the event stream")
  func everyObserverHearsAProblem() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.logsProblems = false
    var heard: [String] = []
    navigator.observe(NavigationProblem.self) { heard.append("logger: \($0)") }
    let recorder = ProblemRecorder(navigator, recordsIssues: false)
    navigator.observe { heard.append("stream: \($0)") }
    #expect(!navigator.dismiss())
    let problem = NavigationProblem.rejectedCommand(
      NavigationError(.noModalLayer, context: "dismiss the top modal layer"))
    #expect(recorder.problems == [problem])
    #expect(problem.description == "rejected command: cannot dismiss the top modal layer: no modal layer is presented")
    #expect(heard == ["logger: \(problem)", "stream: \(problem)"])
  }

  @Test("problems are logged to standard error by default, and a host reports its fallbacks")
  func hostsReportFallbacks() {
    let navigator = Navigator(root: TestRoute("list"))
    #expect(navigator.logsProblems)
    let recorder = ProblemRecorder(navigator, recordsIssues: false)
    #expect(!navigator.logsProblems, "a recorder keeps the test's error stream quiet")
    navigator.report(.hostFallback("the push of screen 1 never ended; completed by the watchdog"))
    #expect(recorder.problems == [.hostFallback("the push of screen 1 never ended; completed by the watchdog")])
  }

  @Test("an action nobody handles is a test issue under expectNoProblems")
  func anUnhandledActionIsAnIssue() {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.expectNoProblems()
    expectIssues {
      navigator.send(StandardAction.done, from: 0)
    } matching: { issue in
      issue.says("no coordinator handled done, sent from flow 0")
    }
  }

  @Test("a problem the test expects is recorded but is no issue")
  func expectedProblemsAreNoIssues() {
    let navigator = Navigator(root: TestRoute("list"))
    let problems = navigator.expectNoProblems()
    problems.expecting { navigator.pop() }
    #expect(problems.errors.map(\.detail) == [.cannotPop(count: 1, available: 0, .root)])
  }

  @Test("an operation of a flow that never started is refused as not started")
  func aFlowNeverStartedSaysSo() async throws {
    // It has no navigator to report to: its problem goes to standard error only, which a child
    // process writes here, so that the test run stays quiet.
    let result = try #require(
      await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let navigator = Navigator(root: HomeCoordinator())
          let problems = ProblemRecorder(navigator, recordsIssues: false)
          let refused = PickerCoordinator().flow.push(.shades) == nil
          if !refused || !problems.problems.isEmpty { exit(EXIT_FAILURE) }
        }
      })
    let lines = String(decoding: result.standardErrorContent, as: UTF8.self).split(separator: "\n")
    #expect(
      lines.filter { $0.hasPrefix("swift-coordinators:") } == [
        "swift-coordinators: rejected command: the coordinator's flow has not been started; "
          + "start it from its parent or give it to a navigator"
      ])
  }

  @Test("an operation of a flow whose navigator was released says so, on standard error by default")
  func aFlowWhoseNavigatorWasReleasedSaysSo() async throws {
    let result = try #require(
      await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let home = HomeCoordinator()
          weak var released: Navigator?
          do {
            let navigator = Navigator(root: home)
            released = navigator
          }
          if released != nil || home.flow.push(.detail(1)) != nil { exit(EXIT_FAILURE) }
        }
      })
    let lines = String(decoding: result.standardErrorContent, as: UTF8.self).split(separator: "\n")
    #expect(
      lines.filter { $0.hasPrefix("swift-coordinators:") } == [
        "swift-coordinators: rejected command: flow 0 runs no more: its navigator was released; "
          + "keep the navigator (in the app or the scene) while its coordinators are in use"
      ])
  }

  @Test("a flow whose navigator was released keeps quiet when that navigator did not log problems")
  func aFlowWhoseQuietNavigatorWasReleasedKeepsQuiet() async throws {
    let result = try #require(
      await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
        await MainActor.run {
          let home = HomeCoordinator()
          let picker = PickerCoordinator()
          weak var released: Navigator?
          do {
            let navigator = Navigator(root: home)
            navigator.logsProblems = false
            if !home.flow.start(picker, as: .modal(.sheet())) || !picker.cancel() { exit(EXIT_FAILURE) }
            released = navigator
          }
          // One ran when the navigator went, one had finished before.
          if released != nil || home.flow.push(.detail(1)) != nil || picker.flow.push(.shades) != nil {
            exit(EXIT_FAILURE)
          }
        }
      })
    let lines = String(decoding: result.standardErrorContent, as: UTF8.self).split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("swift-coordinators:") } == [])
  }

  // MARK: Commands refused up front

  @Test("a screen whose flow does not take its route type is refused, whatever the command")
  func aRouteOfAnotherTypeIsRefused() throws {
    let navigator = Navigator(root: HomeCoordinator())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let before = navigator.state
    #expect(navigator.push(PickerRoute.shades) == nil)
    #expect(navigator.present(WizardRoute.step(1), as: .sheet(), owner: .root) == nil)
    let expected = NavigationError(
      .wrongRouteType(AnyRoute(PickerRoute.shades), flow: .root, expected: "HomeRoute"),
      context: "push screen 1")
    #expect(problems.errors.first == expected)
    #expect(throws: NavigationError.self) {
      try navigator.apply([.pop(count: 1), .push([navigator.makeScreen(PickerRoute.colors)])])
    }
    #expect(navigator.state == before)
    // What restoration would take is still taken.
    #expect(navigator.push(HomeRoute.detail(3)) != nil)
  }

  @Test("a screen for a flow that is not there, or a flow route as a screen, is refused")
  func unknownFlowsAndFlowRoutesAreRefused() throws {
    let navigator = Navigator(root: HomeCoordinator())
    #expect {
      try navigator.apply(.push([navigator.makeScreen(HomeRoute.detail(1), owner: 7)]))
    } throws: { error in
      (error as? NavigationError)?.detail == .flowNotFound(7)
    }
    #expect {
      try navigator.apply(.push([navigator.makeScreen(HomeRoute.wizard)]))
    } throws: { error in
      (error as? NavigationError)?.detail == .flowRouteAsScreen(AnyRoute(HomeRoute.wizard))
    }
    #expect(navigator.state.screenCount == 1)
    // A flow that has finished is gone: its screens cannot come back through a command.
    let home = try #require(navigator.rootCoordinator as? HomeCoordinator)
    let picker = PickerCoordinator()
    #expect(home.flow.start(picker, as: .modal(.sheet())))
    let pickerID = try #require(picker.flow.id)
    #expect(picker.cancel())
    #expect {
      try navigator.apply(.push([navigator.makeScreen(PickerRoute.shades, owner: pickerID)]))
    } throws: { error in
      (error as? NavigationError)?.detail == .flowNotFound(pickerID)
    }
  }

  @Test("a refused command in a transaction names its index")
  func aRefusedCommandOfATransactionNamesItsIndex() {
    let navigator = Navigator(root: HomeCoordinator())
    #expect {
      try navigator.apply([
        .push([navigator.makeScreen(HomeRoute.detail(1))]), .push([navigator.makeScreen(TestRoute("x"))]),
      ])
    } throws: { error in
      (error as? NavigationError)?.commandIndex == 1
    }
  }

  @Test("a navigator made from a route takes any route, as its restoration does")
  func aNavigatorWithoutFlowsTakesAnyRoute() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    #expect(navigator.push(PickerRoute.shades) != nil)
  }

  // MARK: Hosts and waiting

  @Test("attaching the host that is attached, mid-step, never gives it a second step")
  func reattachingKeepsOneStepInFlight() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    navigator.push(TestRoute("detail"))
    #expect(host.stepInFlight != nil)
    navigator.attach(host)
    #expect(host.steps.count == 1)
    let completed = host.completeAllSteps()
    #expect(completed.map(\.description) == ["setRoot(stack: 0)", "setStack(the root stack: 0, 1)"])
    #expect(host.shown == navigator.state)
    #expect(navigator.isIdle)
  }

  @Test("completeAllSteps completes each step the navigator hands over until none is in flight")
  func completeAllStepsRunsToTheEnd() async {
    let navigator = Navigator(root: TestRoute("list"))
    let host = TestHost(completion: .manual, capabilities: [])
    navigator.attach(host)
    navigator.present(TestRoute("one"), as: .sheet())
    navigator.present(TestRoute("two"), as: .sheet())
    navigator.dismissAll()
    #expect(!navigator.isIdle)
    host.completeAllSteps()
    await navigator.settle()
    #expect(host.shown == navigator.state)
  }

  @Test("a wait that keeps moving on settles, however many timeouts it takes; one that stands still fails")
  func aWaitThatMovesOnSettles() async {
    let navigator = Navigator(root: TestRoute("list"))
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    host.completeStep()
    navigator.push(TestRoute("0"))
    // The clock is played: during each timeout the user completes a step and asks for the next,
    // 60 timeouts in all, then lets the last step finish. No real time passes.
    var timeouts = 0
    let (never, keeper) = AsyncStream.makeStream(of: Void.self)
    defer { keeper.finish() }  // held, so the stream ends only by cancellation
    let issues = await capturingIssues {
      await navigator.settle(timeout: .seconds(1), sourceLocation: #_sourceLocation) { _ in
        timeouts += 1
        guard timeouts <= 61 else {
          // Idle now: this timeout lasts until settle returns and cancels it.
          for await _ in never {}
          throw CancellationError()
        }
        if timeouts <= 60 { navigator.push(TestRoute("\(timeouts)")) }
        host.completeStep()
        await Task.yield()
      }
    }
    #expect(issues.isEmpty, "\(issues.map(\.comment))")
    #expect(timeouts >= 61)
    #expect(navigator.isIdle)
    #expect(host.shown == navigator.state)
    #expect(navigator.state.topScreen.route == AnyRoute(TestRoute("60")))

    // A timeout in which nothing happens ends the wait, however many came before.
    navigator.push(TestRoute("61"))
    var quiet = 0
    let stuck = await capturingIssues {
      await navigator.settle(timeout: .seconds(1), sourceLocation: #_sourceLocation) { _ in
        quiet += 1
        await Task.yield()
      }
    }
    #expect(quiet == 1, "the push came before the wait: its first timeout sees no event")
    #expect(stuck.count == 1)
    #expect(stuck.first?.says("nothing happened for 1.0 seconds; still pending:") == true)
    host.completeStep()
  }

  @Test("a wait that cannot end fails with what is pending, and returns")
  func aWaitThatCannotEndSaysWhatIsPending() async {
    let navigator = Navigator(root: TestRoute("list"))
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    host.completeStep()
    navigator.push(TestRoute("detail"))
    #expect(
      navigator.pendingWork == [
        "step setStack(the root stack: 0, 1) is in flight on a test host that completes steps by hand "
          + "(completeStep() or completeAllSteps())"
      ])
    // The one clock of the tests: a short timeout, so that this test ends soon.
    await expectIssues {
      await navigator.settle(timeout: .milliseconds(20))
    } matching: { issue in
      issue.says("nothing happened for 0.02 seconds; still pending:\n- step setStack(the root stack: 0, 1)")
    }
    host.completeStep()
    await navigator.settle()
  }

  @Test("waiting covers a flow.run until its result is delivered and the awaiting code goes on")
  func waitingCoversFlowRun() async throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    navigator.attach(TestHost())
    let picker = PickerCoordinator()
    var afterwards: [String] = []
    Task {
      let result = await home.flow.run(picker, as: .modal(.sheet()))
      afterwards.append("\(result)")
    }
    await navigator.settle()
    try #require(picker.flow.isRunning)
    #expect(navigator.pendingWork == ["flow.run(PickerCoordinator) waits for its child flow 1 to finish"])
    picker.cancel()
    await navigator.settle()
    #expect(afterwards.count == 1)
    #expect(navigator.pendingWork.isEmpty)
  }

  // MARK: Values tests compare

  @Test("errors compare with ==, and a transaction's closure needs no throws spelled out")
  func errorsCompareAndClosuresInferTheirErrors() throws {
    #expect(DeepLinkError(.noRouter, url: "app://x") == DeepLinkError(.noRouter, url: "app://x"))
    #expect(DeepLinkError(.cancelled, url: "app://x") != DeepLinkError(.noRouter, url: "app://x"))
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    // A body of short methods throws the typed error; they report nothing inside it.
    do throws(NavigationError) {
      try navigator.transaction {
        navigator.push(TestRoute("a"))
        navigator.pop(count: 5)
      }
      Issue.record("the transaction did not throw")
    } catch {
      #expect(error.detail == .cannotPop(count: 5, available: 1, .root))
    }
    // A body that tries needs no annotation either; what it throws comes out as it is.
    let id = try navigator.transaction {
      try navigator.apply(.push([navigator.makeScreen(TestRoute("a"))]))
      return navigator.push(TestRoute("b"))
    }
    #expect(id == 2)
    struct Unavailable: Error {}
    #expect(throws: Unavailable.self) {
      try navigator.transaction {
        navigator.pop()
        throw Unavailable()
      }
    }
    #expect(navigator.state.screenCount == 3)
  }

  @Test("a host step says what it is through its accessors")
  func hostStepAccessors() {
    let screens = [Screen(id: 0, route: TestRoute("a"))]
    let step = HostStep.setStack(.root, screens, transition: "zoom")
    #expect(step.stackLocation == .root)
    #expect(step.screens.map(Array.init) == screens)
    #expect(step.transition == "zoom")
    #expect(step.selectedTab == nil)
    #expect(HostStep.selectTab("b").selectedTab == "b")
    #expect(HostStep.dismiss(fromLayer: 2).dismissedLayer == 2)
    #expect(HostStep.dismiss(fromLayer: 2).screens == nil)
  }

  @Test("a resolved link compares with routes of any type, unwrapped")
  func aResolvedLinkComparesWithRoutes() throws {
    let router = try DeepLinkRouter([
      DeepLink("app://home/detail/{id:int}", parameters: DetailLink.self) { link in
        [HomeRoute.home, HomeRoute.detail(link.id)]
      }
    ])
    let link = try router.resolve(try #require(URL(string: "app://home/detail/4")))
    #expect(link.leads(to: [HomeRoute.home, HomeRoute.detail(4)]))
    #expect(!link.leads(to: [HomeRoute.home]))
    #expect(!link.leads(to: [HomeRoute.home, PickerRoute.colors]))
  }
}

/// The parameters of the detail link in ``NavigatorProblemTests``.
private struct DetailLink: Decodable, Sendable {
  let id: Int
}

import Coordinators
import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

@MainActor
@Suite("Flows: starting, showing and finishing", .hangLimit)
struct FlowLifecycleTests {
  @Test("the root coordinator's first screen is the first state")
  func rootCoordinatorShowsFirstScreen() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(HomeRoute.home)])
    #expect(navigator.state.topScreen.id == 0)
    #expect(navigator.state.topScreen.owner == .root)
    #expect(home.flow.id == .root)
    #expect(navigator.flowCount == 1)
    #expect(navigator.rootCoordinator === home)
  }

  @Test("a flow route pushes a child flow that owns its screens")
  func pushedChildFlow() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    #expect(home.flow.show(.wizard))
    let wizard = try #require(home.flow.children.first as? WizardCoordinator)
    #expect(wizard.flow.id == 1)
    #expect(navigator.state.stack(at: .root)?.map(\.owner) == [.root, 1])
    #expect(navigator.state.topScreen.route == AnyRoute(WizardRoute.step(1)))
    #expect(wizard.flow.parent === home)
    #expect(wizard.flow.openingRoute == AnyRoute(HomeRoute.wizard))
  }

  @Test("finishing hands the typed value to the parent and releases the child")
  func finishWithResult() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    var results: [FlowResult<String>] = []
    weak var weakWizard: WizardCoordinator?
    do {
      let wizard = WizardCoordinator(firstSteps: 2)
      weakWizard = wizard
      #expect(home.flow.start(wizard, as: .push) { results.append($0) })
      #expect(navigator.state.screenCount == 3)
      #expect(wizard.finish(with: "done"))
    }
    #expect(results == [.finished("done")])
    #expect(weakWizard == nil)
    #expect(navigator.flowCount == 1)
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(HomeRoute.home)])
  }

  @Test("a user's back swipe cancels the child flow once")
  func backSwipeCancels() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let host = TestHost()
    navigator.attach(host)
    var results: [FlowResult<String>] = []
    home.flow.start(WizardCoordinator(), as: .push) { results.append($0) }
    #expect(host.swipeBack())
    #expect(results == [.cancelled])
    #expect(navigator.flowCount == 1)
  }

  @Test("a modal child flow opens its own layer and a swipe-down ends it")
  func modalChildFlow() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let host = TestHost()
    navigator.attach(host)
    var results: [FlowResult<Int>] = []
    home.flow.start(PickerCoordinator(), as: .sheet()) { results.append($0) }
    #expect(navigator.state.modals.count == 1)
    let picker = try #require(navigator.coordinators(ofType: PickerCoordinator.self).first)
    #expect(picker.flow.push(.shades) != nil)
    #expect(navigator.state.modals[0].stack.map(\.owner) == [FlowID(rawValue: 1), 1])
    #expect(host.swipeDown())
    #expect(results == [.cancelled])
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.flowCount == 1)
  }

  @Test("a flow that shows nothing does not start, and nothing changes")
  func emptyFlowIsRejected() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let before = navigator.state
    let empty = EmptyCoordinator()
    #expect(!home.flow.start(empty, as: .push))
    #expect(problems.errors.map(\.detail) == [.flowShowedNothing(1)])
    #expect(navigator.state == before)
    #expect(navigator.flowCount == 1)
    #expect(empty.flow.id == nil)
  }

  @Test("starting a coordinator that already runs is an error")
  func startingTwiceIsRejected() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let wizard = WizardCoordinator()
    #expect(home.flow.start(wizard, as: .push))
    let before = navigator.state
    #expect(!home.flow.start(wizard, as: .push))
    #expect(problems.errors.map(\.detail) == [.flowAlreadyRunning(1)])
    #expect(navigator.state == before)
  }

  @Test("a flow may not pop its parent's screens")
  func ownershipIsEnforced() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    home.flow.push(.detail(1))
    let wizard = WizardCoordinator()
    home.flow.start(wizard, as: .push)
    let before = navigator.state
    #expect(!wizard.flow.remove(1))
    #expect(problems.errors.first?.detail == .screenNotOwned(1, owner: .root, caller: 1))
    #expect(navigator.state == before)
    // The parent, an ancestor, may remove the child's screen.
    #expect(home.flow.remove(2))
    #expect(navigator.flowCount == 1)
  }

  @Test("navigate(to:) walks routes through child flows in one change")
  func walk() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    var events: [NavigationEvent] = []
    navigator.observe(NavigationEvent.self) { events.append($0) }
    home.flow.push(.detail(9))
    events.removeAll()
    try navigator.navigate(to: [HomeRoute.detail(1), HomeRoute.wizard, WizardRoute.step(2), WizardRoute.step(3)])
    #expect(events.count == 1)
    #expect(
      navigator.state.allScreens.map(\.route) == [
        AnyRoute(HomeRoute.home), AnyRoute(HomeRoute.detail(1)), AnyRoute(WizardRoute.step(1)),
        AnyRoute(WizardRoute.step(2)), AnyRoute(WizardRoute.step(3)),
      ]
    )
    #expect(navigator.flowCount == 2)
  }

  @Test("a walk gives a route the flow does not take to the nearest ancestor that takes it")
  func walkBubblesToAncestors() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    try navigator.navigate(to: [HomeRoute.wizard, WizardRoute.step(2), HomeRoute.detail(4), HomeRoute.featured])
    // The walk goes on in the home flow: the detail is pushed onto its stack, over the wizard's,
    // and the featured screen is presented over everything.
    #expect(navigator.state.stack(at: .root)?.map(\.owner) == [.root, 1, 1, .root])
    #expect(navigator.state.modals.map { $0.stack.map(\.route) } == [[AnyRoute(HomeRoute.featured)]])
    #expect(navigator.flowCount == 2)
  }

  @Test("a walk with a route no flow on the way takes fails whole")
  func walkWithWrongRouteFails() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    home.flow.push(.detail(9))
    let before = navigator.state
    #expect {
      try navigator.navigate(to: [HomeRoute.wizard, PickerRoute.colors])
    } throws: { error in
      guard let error = error as? NavigationError, case .wrongRouteType = error.detail else { return false }
      return error.commandIndex == 1
    }
    #expect(navigator.state == before)
    #expect(navigator.flowCount == 1)
  }
}

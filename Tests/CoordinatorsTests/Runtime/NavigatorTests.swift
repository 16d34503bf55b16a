@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("Navigator: commands, hosts and events", .hangLimit)
struct NavigatorTests {
  /// A navigator at `list`, shown by an immediate host that has caught up.
  func shownNavigator(capabilities: HostCapabilities = .all) async throws -> (Navigator, TestHost) {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let host = TestHost(capabilities: capabilities)
    navigator.attach(host)
    await navigator.waitUntilIdle()
    return (navigator, host)
  }

  @Test func identifiersCountUpFromZeroSoTestsCanNameScreens() {
    let navigator = Navigator(root: TestRoute("list"))
    #expect(navigator.push(TestRoute("a")) == 1)
    #expect(navigator.present(TestRoute("b"), as: .sheet()) == 2)
    #expect(navigator.state.topScreen.id == 2)
  }

  @Test func anInjectedGeneratorNeverReusesAnIdentifierOfTheInitialState() throws {
    let state = try NavigationState(rootScreen: Screen(id: 41, route: TestRoute("list")))
    let navigator = Navigator(state: state, identifiers: IdentifierGenerator(firstScreen: 10))
    #expect(navigator.push(TestRoute("a")) == 42)
  }

  @Test func theGeneratorSkipsIdentifiersThatScreensMadeElsewhereBroughtIn() throws {
    let navigator = Navigator(root: TestRoute("list"))
    try navigator.apply(.push([Screen(id: 7, route: TestRoute("made elsewhere"))]))
    #expect(navigator.push(TestRoute("next")) == 8)
    let observed = Navigator(root: TestRoute("list"))
    observed.observe(NavigationEvent.self) { _ in }
    try observed.apply(.push([Screen(id: 3, route: TestRoute("made elsewhere"))]))
    #expect(observed.push(TestRoute("next")) == 4)
  }

  @Test func commandsChangeTheStateAtOnceWithoutAHost() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.push(TestRoute("detail"))
    expectState(
      navigator,
      """
      stack
        0 TestRoute.list  [flow 0]
        1 TestRoute.detail  [flow 0]
      """)
    #expect(navigator.renderedState == nil)
    #expect(navigator.isIdle)
    await navigator.waitUntilIdle()
  }

  @Test func attachingAHostRendersTheWholeStateFromNothing() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.push(TestRoute("detail"))
    navigator.present(TestRoute("sheet"), as: .sheet(detents: [.medium]))
    let host = TestHost()
    navigator.attach(host)
    await navigator.waitUntilIdle()
    expectSteps(host, ["setRoot(stack: 0, 1)", "present(sheet(medium): 2)"])
    #expect(host.shown == navigator.state)
    #expect(navigator.renderedState == navigator.state)
  }

  @Test func eachCommandBecomesOneStepOnceTheHostIsIdle() async throws {
    let (navigator, host) = try await shownNavigator()
    navigator.push(TestRoute("a"))
    await navigator.waitUntilIdle()
    navigator.pop()
    await navigator.waitUntilIdle()
    expectSteps(host, ["setRoot(stack: 0)", "setStack(the root stack: 0, 1)", "setStack(the root stack: 0)"])
  }

  @Test func aRejectedShortCommandIsReportedAndChangesNothing() {
    let navigator = Navigator(root: TestRoute("list"))
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let before = navigator.state
    #expect(navigator.pop() == false)
    #expect(navigator.state == before)
    #expect(problems.errors.map(\.detail) == [.cannotPop(count: 1, available: 0, .root)])
  }

  @Test func applyThrowsTheTypedErrorAndChangesNothing() {
    let navigator = Navigator(root: TestRoute("list"))
    let events = EventRecorder(navigator)
    let before = navigator.state
    #expect(throws: NavigationError(.screenNotFound(9), context: "pop to screen 9")) {
      try navigator.apply(.popTo(9))
    }
    #expect(navigator.state == before)
    #expect(events.events.isEmpty)
  }

  @Test func aTransactionIsOneChangeAndOneEvent() throws {
    let navigator = Navigator(root: TestRoute("list"))
    let events = EventRecorder(navigator)
    let a = try navigator.makeScreen(TestRoute("a"))
    let b = try navigator.makeScreen(TestRoute("b"))
    let sheet = try navigator.makeScreen(TestRoute("sheet"), presentation: .modal(.sheet()))
    try navigator.apply([.push([a]), .push([b]), .present(ModalLayer([sheet]))])
    #expect(events.events.count == 1)
    #expect(events.events.first?.after == navigator.state)
    #expect(events.events.first?.before.screenCount == 1)
    #expect(navigator.state.screenCount == 4)
  }

  @Test func aFailedTransactionEmitsNothingAndLeavesTheStateAsItWas() throws {
    let navigator = Navigator(root: TestRoute("list"))
    let events = EventRecorder(navigator)
    let before = navigator.state
    let a = try navigator.makeScreen(TestRoute("a"))
    #expect(throws: NavigationError.self) {
      try navigator.apply([.push([a]), .dismiss])
    }
    #expect(navigator.state == before)
    #expect(events.events.isEmpty)
  }

  @Test func everyChangeEmitsAnEventWithBeforeAfterAndCause() async throws {
    let (navigator, host) = try await shownNavigator()
    let events = EventRecorder(navigator)
    navigator.push(TestRoute("a"))
    await navigator.waitUntilIdle()
    host.swipeBack()
    await navigator.waitUntilIdle()
    expectEvents(events, causes: [.programmatic, .user(.popped(to: 0))])
    #expect(events.events[0].before.screenCount == 1)
    #expect(events.events[0].after.screenCount == 2)
    #expect(events.events[1].after == navigator.state)
  }

  @Test func aCommandThatChangesNothingEmitsNoEvent() {
    let navigator = Navigator(root: TestRoute("list"))
    let events = EventRecorder(navigator)
    navigator.dismissAll()
    navigator.popToRoot()
    #expect(events.events.isEmpty)
  }

  @Test func aRemovedObserverHearsNothingMore() {
    let navigator = Navigator(root: TestRoute("list"))
    var heard = 0
    let token = navigator.observe(NavigationEvent.self) { _ in heard += 1 }
    navigator.push(TestRoute("a"))
    navigator.removeObserver(token)
    navigator.push(TestRoute("b"))
    #expect(heard == 1)
  }

  @Test func popToARouteGoesToTheNearestScreenShowingIt() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.push(TestRoute("a"))
    let nearest = navigator.push(TestRoute("a"))
    navigator.push(TestRoute("b"))
    navigator.present(TestRoute("sheet"), as: .sheet())
    #expect(navigator.pop(to: TestRoute("a")))
    #expect(navigator.state.topScreen.id == nearest)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test func hostsThatCannotDismissSeveralLayersGetOneStepPerLayerTopFirst() async throws {
    let (navigator, host) = try await shownNavigator(capabilities: [])
    navigator.present(TestRoute("one"), as: .sheet())
    navigator.present(TestRoute("two"), as: .fullScreenCover())
    navigator.present(TestRoute("three"), as: .sheet())
    await navigator.waitUntilIdle()
    navigator.dismissAll()
    await navigator.waitUntilIdle()
    #expect(
      host.steps.suffix(3).map(\.description) == [
        "dismiss(from layer 2)", "dismiss(from layer 1)", "dismiss(from layer 0)",
      ])
    #expect(host.shown == navigator.state)
  }

  @Test func aNewHostStartsFromNothingAndTheOldOnesStepIsIgnored() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    let old = TestHost(completion: .manual)
    navigator.attach(old)
    _ = try await old.waitForStep()
    let new = TestHost()
    navigator.attach(new)
    #expect(old.stepInFlight == nil, "the old host's step is let go with it")
    await navigator.waitUntilIdle()
    expectSteps(new, ["setRoot(stack: 0)"])
    #expect(navigator.renderedState == navigator.state)
  }

  @Test func theTreeSaysWhetherTheHostHasCaughtUp() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    #expect(navigator.treeDescription.hasSuffix("host: none"))
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    _ = try await host.waitForStep()
    #expect(
      navigator.treeDescription == """
        stack
          0 TestRoute.list  [flow 0]
        host: catching up
          nothing
        """)
    host.completeStep()
    await navigator.waitUntilIdle()
    #expect(navigator.treeDescription.hasSuffix("host: showing this"))
  }
}

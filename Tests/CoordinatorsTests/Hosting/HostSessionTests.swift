@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("Host session: the host catches up one real step at a time", .hangLimit)
struct HostSessionTests {
  /// A navigator at `list` with a manual host that has shown it.
  func manualNavigator() async throws -> (Navigator, TestHost) {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    try await host.completeNextStep()
    await navigator.waitUntilIdle()
    return (navigator, host)
  }

  /// A navigator at `list` with the screens `pushed` on top, shown by an immediate host.
  func shownNavigator(pushing pushed: String...) async -> (Navigator, TestHost) {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let host = TestHost()
    navigator.attach(host)
    for name in pushed { navigator.push(TestRoute(name)) }
    await navigator.waitUntilIdle()
    return (navigator, host)
  }

  @Test func aCommandDuringAStepIsFoldedIntoTheNextPlan() async throws {
    let (navigator, host) = try await manualNavigator()
    navigator.push(TestRoute("a"))
    #expect(try await host.waitForStep() == .setStack(.root, ScreenStack(navigator.state.allScreens)))
    navigator.push(TestRoute("b"))
    #expect(navigator.state.screenCount == 3, "the state never lags")
    #expect(navigator.renderedState?.screenCount == 1, "the host has not confirmed the push yet")
    host.completeStep()
    let next = try await host.waitForStep()
    #expect(next.description == "setStack(the root stack: 0, 1, 2)")
    host.completeStep()
    await navigator.waitUntilIdle()
    #expect(host.steps.count == 3)
  }

  @Test func aBurstOfOneHundredCommandsDuringOneAnimationTakesOneMoreStep() async throws {
    let (navigator, host) = try await manualNavigator()
    navigator.push(TestRoute("first"))
    _ = try await host.waitForStep()
    for index in 0..<100 {
      if index % 10 == 9 { navigator.pop() } else { navigator.push(TestRoute("burst \(index)")) }
    }
    #expect(host.steps.count == 2, "no step starts while one is in flight")
    host.completeStep()
    let folded = try await host.waitForStep()
    guard case .setStack(.root, let screens, _) = folded else {
      Issue.record("expected one setStack for the whole burst, got \(folded)")
      return
    }
    #expect(screens == navigator.state.stack(at: .root))
    #expect(screens.count == 2 + 80)
    host.completeStep()
    await navigator.waitUntilIdle()
    #expect(host.steps.count == 3)
    #expect(host.shown == navigator.state)
  }

  @Test func aCommandUndoneBeforeTheStepEndsCostsNoFurtherStep() async throws {
    let (navigator, host) = try await manualNavigator()
    navigator.present(TestRoute("sheet"), as: .sheet())
    _ = try await host.waitForStep()
    navigator.push(TestRoute("inside"))
    navigator.pop()
    host.completeStep()
    await navigator.waitUntilIdle()
    expectSteps(host, ["setRoot(stack: 0)", "present(sheet(large): 1)"])
  }

  @Test func aGestureWhileCommandsArePendingRemovesOnlyWhatTheUserLeft() async throws {
    let (navigator, host) = try await manualNavigator()
    let a = navigator.push(TestRoute("a"))
    try await host.completeNextStep()
    await navigator.waitUntilIdle()
    let b = navigator.push(TestRoute("b"))
    _ = try await host.waitForStep()
    let c = navigator.push(TestRoute("c"))
    // The host shows the push of b, c is pending: the user goes back to list. The push completes
    // first (the user acted on its result), so b leaves with a; c was never shown and stays.
    let events = EventRecorder(navigator)
    #expect(host.popBack(to: 0))
    #expect(navigator.state.stack(at: .root)?.map(\.id) == [0, c].compactMap { $0 })
    #expect(!navigator.state.contains(a!))
    #expect(!navigator.state.contains(b!))
    let next = try await host.waitForStep()
    #expect(next.description == "setStack(the root stack: 0, \(c!))")
    host.completeStep()
    await navigator.waitUntilIdle()
    #expect(host.shown == navigator.state)
    expectEvents(events, causes: [.user(.popped(to: 0))])
  }

  @Test func aGestureRightAfterAStepCompletesActsOnItsResult() async throws {
    let (navigator, host) = try await manualNavigator()
    navigator.present(TestRoute("sheet"), as: .sheet())
    try await host.completeNextStep()
    // The host shows the sheet and has said so; the user swipes it down at once.
    let events = EventRecorder(navigator)
    #expect(host.swipeDown())
    await navigator.waitUntilIdle()
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.renderedState == navigator.state)
    #expect(host.shown == navigator.state)
    expectEvents(events, causes: [.user(.dismissedLayer(1))])
    #expect(host.steps.count == 2, "the sheet is not presented again")
  }

  @Test func aGestureDuringAPresentationActsOnThePresentedLayer() async throws {
    let (navigator, host) = try await manualNavigator()
    navigator.push(TestRoute("a"))
    try await host.completeNextStep()
    await navigator.waitUntilIdle()
    navigator.present(TestRoute("sheet"), as: .sheet())
    _ = try await host.waitForStep()
    #expect(!host.swipeBack(), "the sheet being presented is on top: its one screen has nothing to go back to")
    host.completeStep()
    await navigator.waitUntilIdle()
    expectState(
      navigator,
      """
      stack
        0 TestRoute.list  [flow 0]
        1 TestRoute.a  [flow 0]
      modal layer 0: sheet(large)
          2 TestRoute.sheet  [flow 0]
      """)
    #expect(host.shown == navigator.state)
  }

  @Test func aCancelledBackSwipeChangesNothingAndHeldStepsThenRun() async throws {
    let (navigator, host) = await shownNavigator(pushing: "a")
    let events = EventRecorder(navigator)
    host.beginBackSwipe()
    navigator.push(TestRoute("b"))
    let held = try #require(navigator.session?.heldStep, "the step waits for the swipe to end, unshown")
    #expect(host.stepInFlight == nil)
    #expect(navigator.renderedState?.screenCount == 2)
    host.cancelBackSwipe()
    await navigator.waitUntilIdle()
    #expect(held.description == "setStack(the root stack: 0, 1, 2)")
    expectEvents(events, causes: [.programmatic])
    #expect(navigator.state.screenCount == 3)
    #expect(host.shown == navigator.state)
  }

  @Test func aFinishedBackSwipeChangesTheStateOnce() async throws {
    let (navigator, host) = await shownNavigator(pushing: "a", "b")
    let events = EventRecorder(navigator)
    let stepsBefore = host.steps.count
    host.beginBackSwipe()
    #expect(host.finishBackSwipe())
    await navigator.waitUntilIdle()
    expectEvents(events, causes: [.user(.popped(to: 1))])
    #expect(navigator.state.stack(at: .root)?.map(\.id) == [0, 1])
    #expect(host.steps.count == stepsBefore, "the host already shows the pop: no step follows")
  }

  @Test func aGestureReportedTwiceChangesTheStateOnce() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    let host = TestHost()
    navigator.attach(host)
    navigator.push(TestRoute("a"))
    navigator.present(TestRoute("sheet"), as: .sheet())
    await navigator.waitUntilIdle()
    let events = EventRecorder(navigator)
    #expect(host.swipeDown())
    #expect(navigator.session?.userDid(.dismissedLayer(2)) == false)
    #expect(navigator.session?.userDid(.popped(to: 0)) == true)
    #expect(navigator.session?.userDid(.popped(to: 0)) == false)
    expectEvents(events, causes: [.user(.dismissedLayer(2)), .user(.popped(to: 0))])
  }

  @Test func aSheetWhoseDismissIsDisabledIgnoresTheSwipeDown() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    let host = TestHost()
    navigator.attach(host)
    navigator.present(TestRoute("form"), as: .sheet(interactiveDismissDisabled: true))
    await navigator.waitUntilIdle()
    #expect(host.swipeDown() == false)
    #expect(navigator.state.modals.count == 1)
  }

  @Test func swipingDownWhileALayerIsPresentedDismissesThatLayer() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    try await host.completeNextStep()
    await navigator.waitUntilIdle()
    navigator.present(TestRoute("one"), as: .sheet())
    try await host.completeNextStep()
    await navigator.waitUntilIdle()
    navigator.present(TestRoute("two"), as: .sheet())
    _ = try await host.waitForStep()
    // The presentation completes first: the user swipes down what is on top, layer two.
    #expect(host.swipeDown(), "the user swipes down layer two as it is presented")
    #expect(host.stepInFlight == nil, "the swipe ended the presentation's step")
    await navigator.waitUntilIdle()
    #expect(navigator.state.modals.map(\.id) == [1])
    #expect(navigator.renderedState == navigator.state)
  }

  @Test func tappingTabsSelectsThemAndReselectingPopsToTheRoot() async throws {
    let tabs = RootContainer.tabs(
      [
        Tab(id: "main", stack: [Screen(id: 0, route: TestRoute("home"))]),
        Tab(id: "locations", stack: [Screen(id: 1, route: TestRoute("map"))]),
      ], selectedIndex: 0)
    let navigator = Navigator(state: try NavigationState(root: tabs))
    let host = TestHost()
    navigator.attach(host)
    navigator.push(TestRoute("detail"))
    await navigator.waitUntilIdle()
    let events = EventRecorder(navigator)
    #expect(host.tapTab("locations"))
    #expect(navigator.state.selectedTab == "locations")
    #expect(host.tapTab("main"))
    #expect(host.tapTab("main"))
    await navigator.waitUntilIdle()
    #expect(navigator.state.stack(at: .tab("main"))?.map(\.id) == [0])
    expectEvents(
      events, causes: [.user(.selectedTab("locations")), .user(.selectedTab("main")), .user(.reselectedTab("main"))])
    #expect(host.shown == navigator.state)
    #expect(host.tapTab("nowhere") == false)
  }

  @Test(arguments: ["main", "settings"])
  func aTabTappedRightAfterASelectionCompletedEndsTheSameOnHostAndNavigator(tapped: TabID) async throws {
    let tabs = RootContainer.tabs(
      [
        Tab(id: "main", stack: [Screen(id: 0, route: TestRoute("home")), Screen(id: 1, route: TestRoute("detail"))]),
        Tab(id: "locations", stack: [Screen(id: 2, route: TestRoute("map"))]),
        Tab(id: "settings", stack: [Screen(id: 3, route: TestRoute("settings"))]),
      ], selectedIndex: 0)
    let navigator = Navigator(state: try NavigationState(root: tabs))
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    try await host.completeNextStep()
    navigator.selectTab("locations")
    try await host.completeNextStep()
    // The host shows locations and has said so; the user taps another tab at once. (When the
    // host's completion came later than the host's screen changed, the navigator applied the
    // tap before the selection and the two ended on different tabs.)
    let events = EventRecorder(navigator)
    #expect(host.tapTab(tapped))
    await navigator.waitUntilIdle()
    #expect(navigator.state.selectedTab == tapped)
    #expect(navigator.state.stack(at: .tab("main"))?.count == 2, "a selection, not a reselection that pops")
    #expect(host.shown == navigator.state)
    expectEvents(events, causes: [.user(.selectedTab(tapped))])
  }

  @Test func reselectingCanBeTurnedOff() async throws {
    let tabs = RootContainer.tabs(
      [Tab(id: "main", stack: [Screen(id: 0, route: TestRoute("home")), Screen(id: 1, route: TestRoute("detail"))])],
      selectedIndex: 0)
    let navigator = Navigator(state: try NavigationState(root: tabs))
    navigator.popsToRootOnTabReselect = false
    let host = TestHost()
    navigator.attach(host)
    await navigator.waitUntilIdle()
    host.tapTab("main")
    #expect(navigator.state.stack(at: .tab("main"))?.count == 2)
  }

  @Test(arguments: 0..<1000)
  func randomCommandsAndGesturesNeverOverlapStepsAndEndInSync(seed: Int) async throws {
    var random = SeededRandomNumberGenerator(seed: UInt64(seed))
    var maker = RandomNavigation(firstScreenID: 1_000_000)
    let navigator = Navigator(state: maker.state(screens: 8, using: &random))
    navigator.logsProblems = false
    let host = TestHost(completion: .manual, capabilities: seed.isMultiple(of: 2) ? .all : [])
    navigator.attach(host)
    for _ in 0..<60 {
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<4:
        try? navigator.apply(maker.command(for: navigator.state, using: &random))
      case 4:
        host.swipeBack()
      case 5:
        host.swipeDown()
      case 6:
        host.tapTab(TabID(rawValue: "tab\(Int.random(in: 0..<3, using: &random))"))
      default:
        if host.stepInFlight != nil { host.completeStep() }
      }
      #expect(navigator.state.invariantViolations().isEmpty, "seed \(seed)")
    }
    host.completion = .immediate
    host.completeAllSteps()
    await navigator.settle()
    #expect(navigator.renderedState == navigator.state, "seed \(seed)")
    #expect(host.shown == navigator.state, "seed \(seed)")
  }
}

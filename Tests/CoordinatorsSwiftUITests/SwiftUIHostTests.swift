@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("The SwiftUI host model: steps, signals and the watchdog", .hangLimit)
struct SwiftUIHostStepTests {
  @Test func theFirstStepRendersTheRootAndWaitsForItsTopToAppear() throws {
    let fixture = try HostFixture(stack: "list", "detail")
    let stack = try #require(fixture.rootStack)
    #expect(stack.first == 0)
    #expect(stack.path == [1])
    #expect(stack.screen(1)?.route == AnyRoute(TestRoute("detail")))
    #expect(fixture.session.stepInFlight == .setRoot(.stack(HostFixture.screens(["list", "detail"], from: 0))))
    fixture.host.screenDidAppear(0)
    #expect(fixture.session.stepInFlight != nil, "only the top screen's appearance ends the step")
    fixture.host.screenDidAppear(1)
    #expect(fixture.session.stepInFlight == nil)
    #expect(fixture.navigator.isIdle)
  }

  @Test func aPushCompletesWhenTheNewTopAppearsAndNotBefore() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    let pushed = try #require(fixture.navigator.push(TestRoute("detail")))
    #expect(fixture.rootStack?.path == [pushed], "the model shows the push at once")
    #expect(!fixture.navigator.isIdle)
    fixture.host.screenDidDisappear(0)
    fixture.host.screenDidAppear(0)
    #expect(!fixture.navigator.isIdle, "other screens' signals do not end the push")
    fixture.host.screenDidAppear(pushed)
    #expect(fixture.navigator.isIdle)
    fixture.host.screenDidAppear(pushed)
    #expect(fixture.navigator.isIdle, "a repeated signal changes nothing")
  }

  @Test func commandsDuringAStepReachTheModelAsOneNextStep() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    fixture.navigator.push(TestRoute("a"))
    fixture.navigator.push(TestRoute("b"))
    fixture.navigator.push(TestRoute("c"))
    #expect(fixture.rootStack?.path == [1], "the second push waits for the first to end")
    fixture.appearTop()
    #expect(fixture.rootStack?.path == [1, 2, 3], "the next two pushes are one path write")
    fixture.appearTop()
    #expect(fixture.navigator.isIdle)
  }

  @Test func aStackStepRerendersFromTheFirstScreenWhoseIdentifierChanged() throws {
    let fixture = try HostFixture(stack: "list", "a", "b")
    fixture.appearTop()
    let stack = try #require(fixture.rootStack)
    let replacement = Screen(id: 7, route: TestRoute("c"))
    let kept = try #require(fixture.navigator.state.stack(at: .root))
    try fixture.navigator.apply(.setStack([kept[0], replacement, kept[2]], at: .root))
    #expect(stack.path == [7, 2], "the screen under the unchanged top is replaced")
    #expect(stack.screen(7)?.route == AnyRoute(TestRoute("c")))
    #expect(stack.screen(1)?.route == AnyRoute(TestRoute("a")), "the replaced screen is drawn while it animates away")
    #expect(stack.screen(2)?.route == AnyRoute(TestRoute("b")))
  }

  /// The stack model finds what a step keeps by identifiers alone (a few instructions a screen,
  /// not a comparison of routes): that holds only while a state never keeps an identifier for
  /// another screen.
  @Test func aStepCannotKeepAnIdentifierForAnotherScreen() throws {
    let shown = try NavigationState(root: .stack(HostFixture.screens(["list", "detail"], from: 0)))
    let first = try #require(shown.stack(at: .root)?.first)
    let other = Screen(id: 1, route: TestRoute("other"))
    #expect(throws: NavigationError.self) {
      try NavigationState.rendering(.setStack(.root, [first, other]), onto: shown)
    }
  }

  @Test func aStepTheUserDoesNotSeeCompletesAtOnce() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    fixture.appearTop()
    try fixture.navigator.apply(.setStack(HostFixture.screens(["search", "deep"], from: 1), at: .tab("search")))
    #expect(fixture.navigator.isIdle, "a stack in another tab has no transition to wait for")
    #expect(fixture.tabs?.tab("search")?.stack.path == [2])
    fixture.presentSheet("sheet")
    fixture.navigator.selectTab("search")
    #expect(fixture.navigator.isIdle, "a tab selected under a layer has no transition to wait for")
    #expect(fixture.tabs?.selection == "search")
  }

  @Test func aDismissalCompletesWhenTheDismissedTopDisappears() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    let lower = try #require(fixture.presentSheet("lower"))
    let upper = try #require(fixture.presentSheet("upper"))
    let pushed = try #require(fixture.push("upper detail"))
    fixture.navigator.dismissAll()
    #expect(fixture.host.presented.layer == nil, "every layer goes in one step")
    #expect(fixture.session.stepInFlight == .dismiss(fromLayer: 0))
    fixture.host.screenDidDisappear(lower)
    fixture.host.screenDidDisappear(upper)
    #expect(fixture.session.stepInFlight != nil, "the user saw the top of the top-most layer go")
    fixture.host.screenDidDisappear(pushed)
    #expect(fixture.navigator.isIdle)
  }

  @Test func theWatchdogTakesAStepThatWaitedOnceForSlowAndEndsItAfterTwiceAsLongCountingIt() throws {
    let fixture = try HostFixture(stack: "list")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.appearTop()
    fixture.navigator.push(TestRoute("detail"))
    #expect(fixture.session.watchdogFirings == 0)
    fixture.timers.fireAll()
    #expect(fixture.session.stepInFlight != nil, "slow, not lost: it waits once more")
    #expect(fixture.fallbacks.isEmpty)
    fixture.timers.fireAll()
    #expect(fixture.navigator.isIdle)
    #expect(fixture.session.watchdogFirings == 1)
    #expect(fixture.fallbacks.count == 1)
    #expect(problems.problems == fixture.fallbacks.map { .hostFallback($0) }, "the navigator's observers hear it")
    #expect(fixture.fallbacks.first?.contains("the watchdog completed it") == true, "\(fixture.fallbacks)")
    fixture.host.screenDidAppear(1)
    #expect(fixture.session.watchdogFirings == 1, "a late signal after the watchdog changes nothing")
  }

  @Test func theWatchdogNeverFiresForAStepWhoseSignalCame() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    fixture.push("detail")
    fixture.push("more")
    #expect(fixture.timers.pending.count == 3, "one timer for each step that waited")
    fixture.timers.fireAll()
    #expect(fixture.session.watchdogFirings == 0)
    #expect(fixture.fallbacks.isEmpty)
  }

  @Test func theWatchdogOfAnEarlierStepDoesNotCompleteALaterOne() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    fixture.navigator.push(TestRoute("detail"))
    fixture.appearTop()
    fixture.navigator.push(TestRoute("more"))
    let timers = fixture.timers.pending.count
    fixture.timers.fireAll()
    fixture.timers.fireAll()
    #expect(timers == 3)
    #expect(fixture.session.watchdogFirings == 1, "only the timers of the step still in flight fire")
  }

  @Test func whileTheSceneIsInactiveStepsWaitAndArePerformedOnceActive() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    fixture.host.scenePhaseChanged(active: false)
    fixture.navigator.push(TestRoute("a"))
    #expect(fixture.rootStack?.path == [], "the model does not change while the scene is inactive")
    #expect(fixture.session.heldStep != nil)
    fixture.timers.fireAll()
    #expect(fixture.session.watchdogFirings == 0, "no watchdog runs for a step that has not started")
    fixture.navigator.push(TestRoute("b"))
    #expect(fixture.rootStack?.path == [])
    fixture.host.scenePhaseChanged(active: true)
    #expect(fixture.rootStack?.path == [1], "the waiting step is performed")
    fixture.appearTop()
    #expect(fixture.rootStack?.path == [1, 2])
    fixture.appearTop()
    #expect(fixture.navigator.isIdle)
  }

  @Test func attachedAgainWhileTheSceneIsInactiveStepsStillWait() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    fixture.host.scenePhaseChanged(active: false)
    let before = fixture.navigator.state
    fixture.navigator.attach(fixture.host)
    fixture.navigator.push(TestRoute("a"))
    #expect(fixture.session.isHeld(by: .sceneInactive), "an attach does not make the scene active")
    #expect(fixture.session.shown == before, "what was shown stays, and the push waits")
    fixture.host.scenePhaseChanged(active: true)
    fixture.appearTop()
    fixture.appearTop()
    #expect(fixture.navigator.isIdle)
    #expect(fixture.host.stateReadFromModels == fixture.navigator.state)
  }

  @Test func attachedToAnotherNavigatorStepsWaitUntilTheViewsReportTheScene() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    let other = Navigator(root: TestRoute("other"))
    other.attach(fixture.host)
    #expect(other.session?.isHeld(by: .sceneInactive) == true, "the new session has not heard of the scene")
    #expect(other.session?.shown == nil)
    // The views show the other navigator and report the scene's phase to it.
    fixture.host.scenePhaseChanged(active: true)
    if let top = other.session?.shown?.topScreen.id { fixture.host.screenDidAppear(top) }
    #expect(other.isIdle)
    #expect(fixture.host.stateReadFromModels == other.state)
  }

  @Test func aPushInsideASheetDoesNotInvalidateTheRootStack() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    fixture.presentSheet("sheet")
    let root = try #require(fixture.rootStack)
    let sheet = try #require(fixture.layer(0))
    #expect(
      !invalidates(
        { fixture.push("inside") },
        reading: {
          _ = root.path
          _ = root.first
        }))
    #expect(invalidates({ fixture.push("again") }, reading: { _ = sheet.stack.path }))
    #expect(sheet.stack.path.count == 2)
  }

  @Test func layersPresentTheNextLayerFromTheirOwnSlot() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    fixture.presentSheet("sheet")
    fixture.navigator.present(TestRoute("cover"), as: .fullScreenCover())
    fixture.appearTop()
    fixture.navigator.present(TestRoute("custom"), as: .custom("zoom", interactiveDismissDisabled: true))
    fixture.appearTop()
    let sheet = try #require(fixture.layer(0))
    #expect(fixture.host.presented.sheet === sheet)
    #expect(fixture.host.presented.fullScreenCover == nil)
    let cover = try #require(sheet.presented.fullScreenCover)
    #expect(sheet.presented.sheet == nil)
    #expect(cover.kind == .fullScreenCover)
    let custom = try #require(cover.presented.layer)
    #expect(custom.kind == .fullScreenCover, "a custom presentation falls back to a cover")
    #expect(custom.isInteractiveDismissDisabled)
    #expect(!sheet.isInteractiveDismissDisabled)
    #expect(custom.index == 2)
  }

  @Test func tabsCarryTheirItemsOrATitleFromTheirFirstScreen() throws {
    let fixture = try HostFixture(tabs: "home", "search", items: [TabItem(title: "Home", systemImage: "house")])
    let tabs = try #require(fixture.tabs)
    #expect(tabs.tabs.map(\.item) == [TabItem(title: "Home", systemImage: "house"), TabItem(title: "search")])
    #expect(tabs.selection == "home")
  }

  @Test func aNewRootReplacesTheModelsAndTheLayers() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    let sheet = try #require(fixture.presentSheet("sheet"))
    let oldRoot = try #require(fixture.rootStack)
    try fixture.navigator.apply(
      .setRoot(.tabs([Tab(id: "one", stack: [try fixture.navigator.makeScreen(TestRoute("one"))])], selectedIndex: 0)))
    #expect(fixture.session.stepInFlight == .dismiss(fromLayer: 0))
    fixture.host.screenDidDisappear(sheet)
    fixture.appearTop()
    #expect(fixture.navigator.isIdle)
    #expect(fixture.host.presented.layer == nil)
    #expect(fixture.tabs?.tabs.map(\.id) == ["one"])
    oldRoot.path = []
    #expect(fixture.gestures.isEmpty, "a stack no longer rendered writes nothing the host follows")
  }
}

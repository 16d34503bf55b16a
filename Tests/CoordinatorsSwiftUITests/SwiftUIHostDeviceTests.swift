@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// What a device does that a kind host would not expect (signals that never come, late writes,
/// hidden tabs), played on the model by hand.
@MainActor
@Suite("The SwiftUI host model under a device's behaviours", .hangLimit)
struct SwiftUIHostDeviceTests {
  // MARK: A root swap (finding 3)

  @Test func aSwapOfTheOnlyScreenCompletesAtOnceWithoutTheWatchdog() throws {
    let fixture = try HostFixture(stack: "login")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.appearTop()
    try fixture.navigator.apply(.replace(0, with: try fixture.navigator.makeScreen(TestRoute("home"))))
    #expect(fixture.navigator.isIdle, "NavigationStack swaps its root view in place: nothing appears")
    #expect(fixture.rootStack?.first == 1)
    fixture.timers.fireAll()
    #expect(fixture.session.watchdogFirings == 0)
    #expect(problems.problems.isEmpty)
  }

  // MARK: The user's own transition (finding 4)

  @Test func aStepWaitsWhileTheUserSwipesBackAndLandsOnWhatTheUserLeft() throws {
    let fixture = try HostFixture(stack: "list", "detail")
    fixture.appearTop()
    fixture.host.screenWillDisappear(1)
    fixture.navigator.push(TestRoute("from a link"))
    #expect(fixture.rootStack?.path == [1], "the path does not change under the user's finger")
    fixture.rootStack?.path = []
    #expect(fixture.gestures == [.popped(to: 0)])
    #expect(fixture.rootStack?.path == [], "the waiting push still waits for the pop to end")
    fixture.host.screenDidDisappear(1)
    #expect(fixture.rootStack?.path == [2], "the push lands on what the user left, in one update")
    fixture.appearTop()
    #expect(fixture.navigator.isIdle)
  }

  @Test func aCancelledSwipeLetsTheWaitingStepRunWhenTheTopAppearsAgain() throws {
    let fixture = try HostFixture(stack: "list", "detail")
    fixture.appearTop()
    fixture.host.screenWillDisappear(1)
    fixture.navigator.push(TestRoute("more"))
    #expect(fixture.rootStack?.path == [1])
    fixture.host.screenDidAppear(1)
    #expect(fixture.rootStack?.path == [1, 2])
    #expect(fixture.gestures.isEmpty)
  }

  @Test func aSheetDragHoldsAPresentationUntilItEnds() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    let sheet = try #require(fixture.presentSheet("sheet"))
    fixture.host.screenWillDisappear(sheet)
    fixture.navigator.present(TestRoute("alert"), as: .sheet())
    #expect(fixture.layer(0)?.presented.layer == nil, "nothing is presented from a sheet being dragged")
    fixture.host.screenDidAppear(sheet)
    #expect(fixture.layer(0)?.presented.layer != nil)
  }

  /// A swipe the user holds past the watchdog's timeout: SwiftUI will still end it (the screen
  /// appears again or disappears), so the step waits for that end, not for the clock.
  @Test func aUserTransitionHeldPastTheWatchdogHoldsStepsUntilTheScreenAppearsOrDisappears() throws {
    let fixture = try HostFixture(stack: "list", "detail")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.appearTop()
    fixture.host.screenWillDisappear(1)
    fixture.navigator.push(TestRoute("more"))
    fixture.timers.fireAll()
    #expect(fixture.rootStack?.path == [1], "the step waits while the user's finger is down")
    #expect(fixture.session.watchdogFirings == 0)
    #expect(problems.problems.isEmpty)
    fixture.host.screenDidAppear(1)
    #expect(fixture.rootStack?.path == [1, 2], "the swipe cancelled: the held step is shown")
  }

  @Test func aStepsOwnTransitionIsNoUserTransition() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    fixture.navigator.push(TestRoute("detail"))
    fixture.host.screenWillDisappear(0)
    fixture.appearTop()
    fixture.navigator.push(TestRoute("more"))
    #expect(fixture.rootStack?.path == [1, 2], "a push's own disappearance holds nothing")
  }

  // MARK: Late nil writes and a sheet that dismisses itself (finding 5)

  @Test func aLateNilOfADismissedSheetDoesNotDismissTheCoverShownAfterIt() throws {
    let fixture = try fixtureAfterAStepDismissedASheet()
    fixture.navigator.present(TestRoute("cover"), as: .fullScreenCover())
    fixture.appearTop()
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures.isEmpty)
    #expect(fixture.host.presented.fullScreenCover != nil)
  }

  @Test func aLateNilOfADismissedSheetDoesNotDismissTheSheetShownAfterItOnceAppeared() throws {
    let fixture = try fixtureAfterAStepDismissedASheet()
    let second = try #require(fixture.presentSheet("second"))
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures.isEmpty, "the nil SwiftUI owed for the first sheet")
    fixture.host.screenDidDisappear(second)
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures == [.dismissedLayer(second)], "a swipe down of the second is still the user's")
  }

  @Test func theViewsOwnDismissIsFollowedWhenSwiftUISentNoEchoForTheSheetBefore() throws {
    let fixture = try fixtureAfterAStepDismissedASheet()
    let second = try #require(fixture.presentSheet("second"))
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures.isEmpty, "taken for the echo owed for the first sheet")
    fixture.host.screenDidDisappear(second)
    #expect(fixture.gestures == [.dismissedLayer(second)], "the sheet went: it was the view's own dismiss")
  }

  @Test func anEchoThatCameWhileTheLevelWasEmptyIsNoLongerOwed() throws {
    let fixture = try fixtureAfterAStepDismissedASheet()
    fixture.host.presented.sheet = nil
    let second = try #require(fixture.presentSheet("second"))
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures == [.dismissedLayer(second)], "the view's dismiss, at once")
  }

  @Test func aSheetThatDismissesItselfBeforeItAppearedIsFollowed() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let sheet = try #require(fixture.navigator.present(TestRoute("failing"), as: .sheet()))
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures.isEmpty, "not yet: a nil before the sheet appeared may be late")
    fixture.host.screenDidDisappear(sheet)
    #expect(fixture.gestures == [.dismissedLayer(sheet)])
    #expect(fixture.host.presented.layer == nil)
    #expect(fixture.navigator.isIdle, "the presentation ends with the sheet")
    fixture.timers.fireAll()
    #expect(fixture.session.watchdogFirings == 0)
  }

  @Test func aSheetThatGoesBeforeItAppearedIsFollowedWhenItsNilComes() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let sheet = try #require(fixture.navigator.present(TestRoute("failing"), as: .sheet()))
    fixture.host.screenDidDisappear(sheet)
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures == [.dismissedLayer(sheet)])
    #expect(fixture.navigator.isIdle)
  }

  @Test func aSlowPresentationIsNeverTakenBack() throws {
    let fixture = try HostFixture(stack: "a")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.appearTop()
    let sheet = try #require(fixture.navigator.present(TestRoute("a heavy form"), as: .sheet()))
    fixture.timers.fireAll()
    #expect(fixture.host.presented.layer?.id == sheet, "a timeout alone is no sign of refusal")
    fixture.host.screenDidAppear(sheet)
    #expect(fixture.navigator.isIdle)
    #expect(fixture.navigator.state.modals.map(\.id) == [sheet])
    #expect(fixture.gestures.isEmpty, "the flow that presented it hears of no dismissal")
    #expect(problems.problems.isEmpty)
  }

  @Test func aPresentationThatNeverAppearsIsReportedAndStaysInTheState() throws {
    let fixture = try HostFixture(stack: "a")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.appearTop()
    let sheet = try #require(fixture.navigator.present(TestRoute("behind the app's alert"), as: .sheet()))
    fixture.timers.fireAll()
    fixture.timers.fireAll()
    // SwiftUI gives no sign that it dropped the presentation: the lost signal is reported.
    #expect(fixture.navigator.isIdle)
    #expect(fixture.navigator.state.modals.map(\.id) == [sheet])
    #expect(fixture.host.presented.layer?.id == sheet)
    #expect(fixture.gestures.isEmpty)
    #expect(problems.problems.count == 1)
    #expect(fixture.session.watchdogFirings == 1)
  }

  @Test func aDismissalOfALayerSwiftUINeverShowedEndsAtOnceAsUIKitsDoes() throws {
    let fixture = try HostFixture(stack: "a")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.appearTop()
    _ = try #require(fixture.navigator.present(TestRoute("behind the app's alert"), as: .sheet()))
    fixture.timers.fireAll()
    fixture.timers.fireAll()
    #expect(fixture.session.watchdogFirings == 1)
    fixture.navigator.dismiss()
    // No screen of the sheet appeared: none will disappear, and the step waits for no signal.
    #expect(fixture.navigator.isIdle)
    fixture.timers.fireAll()
    fixture.timers.fireAll()
    #expect(fixture.session.watchdogFirings == 1, "the dismissal ended without the watchdog")
    #expect(problems.problems.count == 1, "only the lost presentation is reported")
    #expect(fixture.navigator.state.modals.isEmpty)
  }

  @Test func aDismissalOfALayerWhoseTopAlreadyWentEndsAtOnce() throws {
    let fixture = try HostFixture(stack: "a")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.appearTop()
    let sheet = try #require(fixture.presentSheet("sheet"))
    // The system took the sheet down without a binding write the host could follow.
    fixture.host.screenDidDisappear(sheet)
    fixture.navigator.dismiss()
    #expect(fixture.navigator.isIdle)
    fixture.timers.fireAll()
    fixture.timers.fireAll()
    #expect(fixture.session.watchdogFirings == 0)
    #expect(problems.problems.isEmpty)
  }

  @Test func aDismissalOfALayerOnScreenWaitsForItsTopToDisappear() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let sheet = try #require(fixture.presentSheet("sheet"))
    fixture.navigator.dismiss()
    #expect(!fixture.navigator.isIdle)
    fixture.host.screenDidDisappear(sheet)
    #expect(fixture.navigator.isIdle)
    #expect(fixture.session.watchdogFirings == 0)
  }

  /// A stack under which a step presented a sheet, then dismissed it; both steps have ended.
  private func fixtureAfterAStepDismissedASheet() throws -> HostFixture {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let sheet = try #require(fixture.presentSheet("sheet"))
    fixture.navigator.dismiss()
    fixture.host.screenDidDisappear(sheet)
    return fixture
  }

  // MARK: A tab the user just left (finding 14)

  @Test func aTabChangedWhileHiddenReassertsItsPathWhenItShowsAgain() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    fixture.appearTop()
    let search = try #require(fixture.tabs?.tab("search")?.stack)
    try fixture.navigator.apply(.setStack(HostFixture.screens(["search", "deep"], from: 1), at: .tab("search")))
    #expect(fixture.navigator.isIdle)
    fixture.tabs?.selection = "search"
    #expect(invalidates({ fixture.host.screenDidAppear(1) }, reading: { _ = search.path }))
    #expect(!invalidates({ fixture.host.screenDidAppear(2) }, reading: { _ = search.path }), "once")
  }

  @Test func aTabLeftDuringAPushReassertsItsPathWhenItShowsAgain() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    fixture.appearTop()
    let home = try #require(fixture.tabs?.tab("home")?.stack)
    fixture.navigator.push(TestRoute("detail"))
    fixture.tabs?.selection = "search"
    #expect(fixture.gestures == [.selectedTab("search")])
    fixture.appearTop()
    fixture.tabs?.selection = "home"
    #expect(invalidates({ fixture.host.screenDidAppear(0) }, reading: { _ = home.path }))
    #expect(home.path == [2])
  }

  // MARK: The watchdog and animations (finding 15)

  @Test func noWatchdogRunsBeforeTheViewsShowTheScene() throws {
    let navigator = Navigator(root: TestRoute("list"))
    let timers = ManualWatchdog()
    let host = SwiftUIHost(watchdog: timers.watchdog)
    navigator.attach(host)
    navigator.push(TestRoute("detail"))
    #expect(timers.pending.isEmpty, "a cold launch: no window yet")
    host.scenePhaseChanged(active: true)
    #expect(timers.pending.count == 1, "the step in flight is watched from here")
  }

  @Test func withoutSignalsEachStepEndsAfterTheStepTimeAndReportsNothing() throws {
    let navigator = Navigator(root: TestRoute("list"))
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let timers = ManualWatchdog()
    let host = SwiftUIHost(watchdog: timers.watchdog)
    // As `NavigatorView` sets it on macOS, before it attaches the host.
    host.hasTransitionSignals = false
    navigator.attach(host)
    host.scenePhaseChanged(active: true)
    timers.fireAll()
    navigator.push(TestRoute("a"))
    navigator.push(TestRoute("b"))
    #expect(!navigator.isIdle)
    timers.fireAll()
    timers.fireAll()
    #expect(navigator.isIdle)
    #expect(navigator.session?.watchdogFirings == 0)
    #expect(problems.problems.isEmpty)
  }

  @Test func stepsThatRestoreAreNotAnimated() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.appearTop()
    #expect(fixture.host.animatesSteps)
    let restored = try fixture.navigator.makeScreen(TestRoute("restored"))
    try fixture.navigator.apply(.push([restored]), cause: .restoration)
    #expect(!fixture.host.animatesSteps)
    fixture.appearTop()
    fixture.navigator.push(TestRoute("later"))
    #expect(fixture.host.animatesSteps)
  }

  // MARK: A popped screen animating away (finding 16)

  @Test func aPoppedScreenCanBeDrawnUntilTheNextChange() throws {
    let fixture = try HostFixture(stack: "list", "detail")
    fixture.appearTop()
    let stack = try #require(fixture.rootStack)
    fixture.navigator.pop()
    #expect(stack.screen(1)?.route == AnyRoute(TestRoute("detail")), "SwiftUI may draw it while it animates away")
    fixture.appearTop()
    fixture.navigator.push(TestRoute("next"))
    #expect(stack.screen(1) == nil)
  }
}

@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// A navigator driving the UIKit host model through ``FakeUIKit``, with what it heard.
@MainActor
final class UIKitFixture {
  let uiKit = FakeUIKit()
  let navigator: Navigator
  private(set) var gestures: [UserGesture] = []
  var model: UIKitHostModel<FakeController> { uiKit.model }
  /// The host session: what is shown, the step in flight, the held step.
  var session: HostSession? { navigator.session }

  convenience init(_ names: String..., tabs: Bool = false) throws {
    let screens = names.enumerated().map { Screen(id: ScreenID(rawValue: $0), route: TestRoute($1)) }
    let root: RootContainer =
      tabs
      ? .tabs(zip(names, screens).map { Tab(id: TabID(rawValue: $0), stack: [$1]) }, selectedIndex: 0)
      : .stack(screens)
    self.init(navigator: Navigator(state: try NavigationState(root: root)))
  }

  /// The UIKit host model showing `navigator` in a window of `width`, made by the test (with
  /// flows, for example).
  init(navigator: Navigator, windowWidth: WidthClass = .regular, windowPoints: Double? = nil) {
    self.navigator = navigator
    uiKit.windowWidth = windowWidth
    uiKit.windowPoints = windowPoints
    navigator.observe(NavigationEvent.self) { [unowned self] event in
      if case .user(let gesture) = event.cause { gestures.append(gesture) }
    }
    navigator.attach(model)
    settle()
  }

  /// Lets every transition end, and those of the steps that follow.
  func settle() {
    for _ in 0..<50 where uiKit.isTransitioning { uiKit.finishTransitions() }
  }

  /// The `setViewControllers` calls made, as (stack, animated, transition).
  var stackCalls: [(StackLocation, Bool, TransitionID?)] {
    uiKit.actions.compactMap {
      if case .setViewControllers(_, let stack, let animated, let transition) = $0 {
        return (stack, animated, transition)
      }
      return nil
    }
  }
}

@MainActor
@Suite("The UIKit host model", .hangLimit)
struct UIKitHostModelTests {
  @Test func aStackStepMakesAndReleasesOnlyTheControllersOfTheScreensItChanges() throws {
    let fixture = try UIKitFixture("a", "b", "c")
    let kept = try #require(fixture.model.controller(for: 1))
    weak let top = fixture.model.controller(for: 2)
    let pushed = try #require(fixture.navigator.push(TestRoute("d")))
    fixture.settle()
    #expect(fixture.model.controllers.keys.sorted() == [0, 1, 2, pushed])
    fixture.navigator.pop(count: 2)
    fixture.settle()
    fixture.uiKit.forgetActions()
    #expect(fixture.model.controllers.keys.sorted() == [0, 1])
    #expect(fixture.model.controller(for: 1) === kept, "a screen that stays keeps its controller")
    #expect(top == nil, "the popped screens' controllers are released")
    var moved = try #require(fixture.navigator.state.stack(at: .root))
    moved.insert(Screen(id: 50, route: TestRoute("e")), at: 1)
    try fixture.navigator.apply(.setStack(moved, at: .root))
    fixture.settle()
    #expect(fixture.model.controllers.keys.sorted() == [0, 1, 50])
    #expect(fixture.model.controller(for: 1) === kept, "a screen moved up by an insertion keeps its controller")
  }

  @Test func aCompletedBackSwipeIsReportedOnceAndReleasesTheControllers() throws {
    let fixture = try UIKitFixture("a", "b", "c")
    weak let top = fixture.model.controller(for: 2)
    #expect(top != nil)
    #expect(fixture.uiKit.beginBackSwipe())
    #expect(fixture.gestures == [])
    fixture.uiKit.endBackSwipe(cancelled: false)
    #expect(fixture.gestures == [.popped(to: 1)])
    #expect(fixture.model.controllers.keys.sorted() == [0, 1])
    fixture.uiKit.forgetActions()
    #expect(top == nil, "the popped screen's controller is released")
    #expect(fixture.navigator.state.stack(at: .root)?.map(\.id) == [0, 1])
  }

  @Test(arguments: [true, false])
  func aCancelledBackSwipeReportsNothingAndChangesNothing(iOS18: Bool) throws {
    let fixture = try UIKitFixture("a", "b", "c")
    fixture.uiKit.callsDidShowAfterCancelledPop = iOS18
    fixture.uiKit.beginBackSwipe()
    fixture.uiKit.endBackSwipe(cancelled: true)
    #expect(fixture.gestures == [])
    #expect(fixture.model.controllers.keys.sorted() == [0, 1, 2])
    #expect(fixture.session?.shown == fixture.navigator.state)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aStepWaitsForTheUsersSwipeToEnd() throws {
    let fixture = try UIKitFixture("a", "b")
    fixture.uiKit.beginBackSwipe()
    let calls = fixture.stackCalls.count
    fixture.navigator.push(TestRoute("c"))
    #expect(fixture.stackCalls.count == calls, "no UIKit call during the user's transition")
    fixture.uiKit.endBackSwipe(cancelled: true)
    fixture.settle()
    #expect(fixture.stackCalls.count == calls + 1)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.navigator.state.stack(at: .root)?.count == 3)
  }

  @Test func onlyTheStackOnTopAnimates() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    #expect(fixture.stackCalls.last.map { $0.0 == .tab("home") && $0.1 } == true)
    let search = try #require(fixture.navigator.state.stack(at: .tab("search")))
    try fixture.navigator.apply(.setStack(search + [fixture.navigator.makeScreen(TestRoute("x"))], at: .tab("search")))
    fixture.settle()
    #expect(fixture.stackCalls.last.map { $0.0 == .tab("search") && !$0.1 } == true, "another tab does not animate")
  }

  @Test func aCustomTransitionIsKeptForTheUsersPopAndGatesTheBackSwipe() throws {
    let fixture = try UIKitFixture("a")
    fixture.uiKit.animators = ["zoom"]
    let drag = (x: 200.0, y: 0.0)
    #expect(!fixture.model.mayBeginBackSwipe(at: .stack(.root), translation: drag, velocity: drag))
    #expect(fixture.model.usesSystemBackSwipe(at: .stack(.root)))
    let zoom = TransitionID("zoom")
    fixture.navigator.transitionRules = [TransitionRule(to: .type(TestRoute.self), on: .push, use: zoom)]
    fixture.navigator.push(TestRoute("b"))
    #expect(fixture.model.transition(in: .root) == zoom)
    #expect(
      !fixture.model.mayBeginBackSwipe(at: .stack(.root), translation: drag, velocity: drag), "not while the push runs")
    fixture.settle()
    #expect(fixture.model.transition(in: .root) == zoom, "the pop of a screen pushed with it uses it too")
    #expect(fixture.model.mayBeginBackSwipe(at: .stack(.root), translation: drag, velocity: drag))
    #expect(!fixture.model.usesSystemBackSwipe(at: .stack(.root)), "UIKit's edge swipe would compete with the host's")
    fixture.navigator.transitionRules = []
    fixture.navigator.pop()
    fixture.settle()
    #expect(fixture.model.usesSystemBackSwipe(at: .stack(.root)), "back on a screen pushed by UIKit's own transition")
  }

  @Test func aSheetIsModalInPresentationWhenItsSwipeIsDisabled() throws {
    let fixture = try UIKitFixture("a")
    fixture.navigator.present(TestRoute("locked"), as: .sheet(interactiveDismissDisabled: true))
    fixture.settle()
    guard case .present(let layer, _)? = fixture.uiKit.actions.last else {
      Issue.record("the last call is not a presentation: \(fixture.uiKit.actions)")
      return
    }
    #expect(layer.isModalInPresentation)
    #expect(!fixture.uiKit.swipeDownTopLayer())
    #expect(fixture.gestures == [])
  }

  @Test func aSwipeDownIsReportedOnceAndReleasesTheLayersControllers() throws {
    let fixture = try UIKitFixture("a")
    let id = try #require(fixture.navigator.present(TestRoute("sheet"), as: .sheet()))
    fixture.settle()
    fixture.navigator.push(TestRoute("sheet detail"))
    fixture.settle()
    weak let detail = fixture.model.controller(for: fixture.navigator.state.topScreen.id)
    #expect(fixture.uiKit.swipeDownTopLayer())
    #expect(fixture.gestures == [.dismissedLayer(id)])
    fixture.uiKit.forgetActions()
    #expect(detail == nil)
    #expect(fixture.model.controllers.keys.sorted() == [0])
  }

  @Test func aDismissalWaitsForTheUsersSwipeDownAndNeverDismissesItTwice() throws {
    let fixture = try UIKitFixture("a")
    let id = try #require(fixture.navigator.present(TestRoute("sheet"), as: .sheet()))
    fixture.settle()
    fixture.model.presentationControllerWillDismiss(layer: id)
    fixture.navigator.dismiss()
    #expect(!fixture.uiKit.actions.contains { if case .dismiss = $0 { true } else { false } })
    fixture.model.layerWasDismissed(id)
    fixture.settle()
    #expect(!fixture.uiKit.actions.contains { if case .dismiss = $0 { true } else { false } })
    #expect(fixture.navigator.state.modals.isEmpty)
  }

  @Test func aPresentationWaitsForItsPresenterToAppear() throws {
    let uiKit = FakeUIKit()
    let navigator = Navigator(state: try NavigationState(rootScreen: Screen(id: 0, route: TestRoute("a"))))
    navigator.attach(uiKit.model)
    navigator.present(TestRoute("sheet"), as: .sheet())
    #expect(!uiKit.actions.contains { if case .present = $0 { true } else { false } })
    uiKit.finishTransitions()  // the root appears
    #expect(uiKit.actions.contains { if case .present = $0 { true } else { false } })
  }

  @Test func aTapOnTheSelectedTabIsAReselectionThatUIKitDoesNotPerform() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    #expect(!fixture.model.tabBarShouldSelect(tab: "home"))
    #expect(fixture.gestures == [.reselectedTab("home")])
    fixture.settle()
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.count == 1, "the navigator pops the tab in a step")
    #expect(fixture.model.tabBarShouldSelect(tab: "search"))
    fixture.model.tabBarDidSelect(tab: "search")
    #expect(fixture.gestures == [.reselectedTab("home"), .selectedTab("search")])
  }

  @Test func theMoreTabIsAllowedAndATabPickedThereIsReportedWhenTheMoreNavigationControllerShowsIt() throws {
    let fixture = try UIKitFixture("one", "two", "three", "four", "five", "six", tabs: true)
    #expect(fixture.model.tabBarShouldSelect(tab: nil), "the More tab lists the other tabs")
    #expect(fixture.gestures == [])
    fixture.model.tabPickedInMore("six")
    fixture.model.tabPickedInMore("six")
    #expect(fixture.gestures == [.selectedTab("six")], "reported once")
    fixture.navigator.selectTab("one")
    fixture.settle()
    fixture.model.tabPickedInMore("one")
    #expect(fixture.gestures == [.selectedTab("six")], "the host's own selection is no gesture")
    fixture.navigator.present(TestRoute("cover"), as: .fullScreenCover())
    fixture.settle()
    #expect(!fixture.model.tabBarShouldSelect(tab: nil), "a layer covers the tab bar")
  }

  @Test func aStepHeldForAUsersGestureThatNeverEndsStartsOnTheWatchdog() throws {
    let fixture = try UIKitFixture("a", "b")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    #expect(fixture.uiKit.beginBackSwipe())
    fixture.navigator.push(TestRoute("c"))
    #expect(fixture.session?.heldStep != nil)
    #expect(fixture.navigator.state.stack(at: .root)?.count == 3)
    fixture.uiKit.fireWatchdog()
    #expect(problems.problems.count == 1)
    fixture.settle()
    #expect(fixture.session?.heldStep == nil && fixture.session?.stepInFlight == nil)
  }

  @Test func theRootsFirstAppearanceIsNotBoundedByTheWatchdog() throws {
    let uiKit = FakeUIKit()
    let navigator = Navigator(state: try NavigationState(rootScreen: Screen(id: 0, route: TestRoute("a"))))
    let problems = ProblemRecorder(navigator)
    navigator.attach(uiKit.model)
    uiKit.fireWatchdog()
    uiKit.fireWatchdog()
    #expect(
      navigator.session?.stepInFlight != nil, "a cold launch may outlast the bound: the root waits for its window")
    uiKit.finishTransitions()
    #expect(navigator.session?.stepInFlight == nil)
    #expect(problems.problems.isEmpty)
  }

  @Test func aTabBadgeChangesTheTabBarItemAloneAndKeepsEveryController() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.navigator.present(TestRoute("sheet"), as: .sheet())
    fixture.settle()
    let controllers = fixture.model.controllers.mapValues(ObjectIdentifier.init)
    fixture.uiKit.forgetActions()
    try fixture.navigator.apply(.setTabItem(TabItem(title: "Search", badge: "3"), for: "search"))
    fixture.settle()
    let calls = fixture.uiKit.actions.map { action -> String in
      if case .setTabItem(let item, let tab) = action { return "\(tab.rawValue): \(item.badge ?? "")" }
      return "another call"
    }
    #expect(calls == ["search: 3"])
    #expect(fixture.model.controllers.mapValues(ObjectIdentifier.init) == controllers)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aRootSwitchReleasesEveryControllerOfTheOldRoot() throws {
    let fixture = try UIKitFixture("a", "b")
    fixture.navigator.present(TestRoute("sheet"), as: .sheet())
    fixture.settle()
    weak let old = fixture.model.controller(for: 1)
    weak let sheet = fixture.model.controller(for: 2)
    try fixture.navigator.apply(.setRoot(.stack([fixture.navigator.makeScreen(TestRoute("login"))])))
    fixture.settle()
    fixture.uiKit.forgetActions()
    #expect(old == nil && sheet == nil)
    #expect(fixture.model.controllers.count == 1)
  }

  @Test func aLongPressOnTheBackButtonUnderAnAlertIsTakenBack() throws {
    let fixture = try UIKitFixture("a", "b", "c")
    try fixture.navigator.apply(.showAlert(NavigationAlert(id: 0, title: "Sure?", buttons: [.init("OK")])))
    fixture.settle()
    let before = fixture.navigator.state
    // UIKit's back button menu asks no one: it pops, and the host takes the pop back.
    #expect(fixture.uiKit.popFromBackButtonMenu(2))
    fixture.settle()
    #expect(fixture.navigator.state == before)
    #expect(fixture.uiKit.navigation(at: .root)?.ids == [0, 1, 2], "the popped controllers are set again")
    #expect(fixture.uiKit.shownState == before)
    #expect(fixture.gestures == [])
  }

  @Test func aReselectionThatWouldPopAGuardedFlowIsRefusedAndTheFlowHearsOfIt() async throws {
    let home = GuardedCoordinator()
    let fixture = UIKitFixture(navigator: Navigator(root: GuardedTabsCoordinator(home: home)))
    home.flow.push(TestRoute("form"))
    fixture.settle()
    let (attempts, attempt) = AsyncStream<Void>.makeStream()
    home.flow.disableInteractiveDismissal(.everyScreen) { attempt.yield() }
    let steps = fixture.session?.stepNumber
    #expect(!fixture.model.tabBarShouldSelect(tab: "home"), "UIKit would pop the tab itself")
    var heard = attempts.makeAsyncIterator()
    #expect(await heard.next() != nil, "the flow's onAttempt runs")
    #expect(fixture.session?.stepNumber == steps, "no step pops the tab")
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.count == 2)
    #expect(fixture.gestures == [])
  }

  /// A completion names its step, so that one that comes after its
  /// step ended (the watchdog ended it) does not end the next step on the same stack.
  @Test func aLateCompletionOfAStepDoesNotEndTheNextStep() throws {
    let fixture = try UIKitFixture("a")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.navigator.push(TestRoute("b"))
    // UIKit's signal is late: the watchdog waits once more, then ends the step as lost.
    fixture.uiKit.fireWatchdog()
    fixture.uiKit.fireWatchdog()
    #expect(problems.problems.count == 1)
    fixture.navigator.push(TestRoute("c"))
    #expect(fixture.session?.stepInFlight != nil)
    fixture.uiKit.finishFirstTransition()  // the first push's end, late
    #expect(fixture.session?.stepInFlight != nil, "the second push runs on")
    fixture.settle()
    #expect(fixture.session?.stepInFlight == nil)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// A transition that outlasts the watchdog's timeout once is slow,
  /// not lost; it ends on UIKit's signal and nothing is reported.
  @Test func aSlowTransitionIsNotTakenForALostOne() throws {
    let fixture = try UIKitFixture("a")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.navigator.push(TestRoute("b"))
    fixture.uiKit.fireWatchdog()
    #expect(fixture.session?.stepInFlight != nil, "it waits once more")
    fixture.settle()
    #expect(fixture.session?.stepInFlight == nil)
    #expect(problems.problems.isEmpty)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// UIKit defers a change made during a running transition (openradar 44091459) and its
  /// `didShow` reports the older, shorter stack: no pop while a step on that stack runs.
  @Test func aShorterStackWhileAStepOnItRunsIsNoPop() throws {
    let fixture = try UIKitFixture("a")
    fixture.navigator.push(TestRoute("b"))
    #expect(fixture.session?.stepInFlight != nil)
    fixture.model.didShow([0], at: .stack(.root), cancelled: false)
    #expect(fixture.gestures == [])
    fixture.settle()
    #expect(fixture.navigator.state.stack(at: .root)?.count == 2)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }
}

extension UIKitHostModelTests {
  /// The UIKit watchdog runs only while the scene is active: UIKit
  /// runs no transition in the background, and a step that waits there is not lost.
  @Test func theWatchdogDoesNotRunWhileTheSceneIsInactive() throws {
    let fixture = try UIKitFixture("a")
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.navigator.push(TestRoute("b"))
    fixture.uiKit.setSceneActive(false)
    fixture.uiKit.fireWatchdog()
    fixture.uiKit.fireWatchdog()
    #expect(problems.problems.isEmpty, "the step is not lost while the scene is inactive")
    #expect(fixture.session?.stepInFlight != nil)
    fixture.uiKit.setSceneActive(true)
    fixture.settle()
    #expect(problems.problems.isEmpty)
    #expect(fixture.session?.stepInFlight == nil)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// An adaptive layout is not rebuilt for the app switcher's
  /// snapshots, and nothing is reported.
  @Test func anAdaptiveRootIsNotRebuiltForTheSnapshotsOfABackgroundScene() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.resize(to: .compact)
    try fixture.layOut(.adaptive(.twoColumns))
    fixture.settle()
    let gestures = fixture.gestures
    fixture.uiKit.forgetActions()
    #expect(fixture.uiKit.snapshotsOtherSizesInTheBackground())
    fixture.settle()
    let rootsShown = fixture.uiKit.actions.filter { if case .showRoot = $0 { true } else { false } }
    #expect(rootsShown.isEmpty, "no root is made in the background")
    #expect(fixture.gestures == gestures)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// A window resized for good while the scene was inactive (the user
  /// resized it in Stage Manager, then came back) is followed once the scene is active.
  @Test func aWidthThatChangedInTheBackgroundIsFollowedOnReturn() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.resize(to: .compact)
    try fixture.layOut(.adaptive(.twoColumns))
    fixture.settle()
    let gestures = fixture.gestures
    fixture.uiKit.setSceneActive(false)
    fixture.uiKit.resize(to: .regular)
    fixture.settle()
    #expect(fixture.gestures == gestures, "nothing is followed while the scene is inactive")
    fixture.uiKit.setSceneActive(true)
    fixture.settle()
    #expect(fixture.gestures == gestures + [.resized(.regular)])
    #expect(fixture.split != nil, "the regular window shows the split view")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// The app dismisses from the lower of two covers; only the top one's
  /// container hears of it, and both leave, reported once.
  @Test func aDismissalFromALowerLayerTakesEveryLayerAboveIt() throws {
    let fixture = try UIKitFixture("a")
    fixture.navigator.present(TestRoute("purchase"), as: .fullScreenCover())
    fixture.settle()
    fixture.navigator.present(TestRoute("receipt"), as: .fullScreenCover())
    fixture.settle()
    let lower = fixture.navigator.state.modals[0].id
    #expect(fixture.uiKit.appDismisses(fromLayer: 0))
    fixture.settle()
    #expect(fixture.gestures == [.dismissedLayer(lower)])
    #expect(fixture.navigator.state.modals.isEmpty)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// iOS 26's content back swipe is off over a screen pushed with a
  /// custom transition (the host's own swipe drives its pop, with its interaction controller),
  /// where the edge swipe is off too.
  @Test func theContentBackSwipeDoesNotPopAScreenPushedWithACustomTransition() throws {
    let fixture = try UIKitFixture("a")
    fixture.uiKit.animators = ["zoom"]
    fixture.uiKit.hasContentPopGesture = true
    fixture.navigator.push(TestRoute("plain"))
    fixture.settle()
    #expect(fixture.uiKit.beginContentSwipe(), "a screen pushed without a custom transition pops")
    fixture.uiKit.endBackSwipe(cancelled: false)
    fixture.navigator.transitionRules = [TransitionRule(to: .type(TestRoute.self), on: .push, use: "zoom")]
    fixture.navigator.push(TestRoute("b"))
    fixture.settle()
    #expect(!fixture.model.usesSystemBackSwipe(at: .stack(.root)))
    #expect(!fixture.uiKit.beginContentSwipe())
    #expect(!fixture.model.systemBackSwipesAreEnabled(at: .stack(.root)), "UIKit's back swipes are off there")
    #expect(fixture.navigator.state.stack(at: .root)?.count == 2)
  }

  /// A transition identifier the host has no animator for (`.zoom`, shared with the SwiftUI
  /// host) is pushed with UIKit's own animation: its screen keeps UIKit's back swipes, and the
  /// host's own swipe, which pops without an animator, does not begin.
  @Test func aTransitionWithoutAnAnimatorKeepsUIKitsBackSwipes() throws {
    let fixture = try UIKitFixture("a")
    fixture.navigator.transitionRules = [TransitionRule(to: .type(TestRoute.self), on: .push, use: .zoom)]
    fixture.navigator.push(TestRoute("b"))
    fixture.settle()
    let drag = (x: 200.0, y: 0.0)
    #expect(fixture.model.usesSystemBackSwipe(at: .stack(.root)))
    #expect(!fixture.model.mayBeginBackSwipe(at: .stack(.root), translation: drag, velocity: drag))
    #expect(fixture.model.transition(in: .root) == nil, "its pop is UIKit's too")
    #expect(fixture.uiKit.beginBackSwipe(), "UIKit's edge swipe pops it")
    fixture.uiKit.endBackSwipe(cancelled: false)
    #expect(fixture.navigator.state.stack(at: .root)?.count == 1)
  }

  /// UIKit's back swipes require the host's guard to fail (the one use the iOS 26.2
  /// `UINavigationController.h` allows of them): it begins only for a back drag UIKit would turn
  /// into a pop, which the session refuses; at UIKit's root, during a transition or for a drag
  /// that is no back swipe it fails, and UIKit decides with its own delegate.
  @Test func theBackSwipeGuardBeginsOnlyForABackSwipeTheSessionRefuses() throws {
    let fixture = try UIKitFixture("a", "b")
    let back = (translation: (x: 40.0, y: 0.0), velocity: (x: 200.0, y: 0.0))
    func guardBegins(controllers: Int = 2, transitioning: Bool = false, up: Bool = false) -> Bool {
      fixture.model.backSwipeGuardShouldBegin(
        at: .stack(.root), translation: up ? (x: 0, y: -40) : back.translation,
        velocity: up ? (x: 0, y: -200) : back.velocity, controllersInUIKit: controllers, transitioning: transitioning)
    }
    #expect(!guardBegins(), "going back is allowed")
    try fixture.navigator.apply(
      .showAlert(NavigationAlert(id: 0, title: "Saved", buttons: [NavigationAlert.Button("OK")])))
    fixture.settle()
    #expect(guardBegins(), "under an alert the session refuses going back")
    #expect(!guardBegins(controllers: 1), "UIKit's own delegate refuses at its root")
    #expect(!guardBegins(transitioning: true), "UIKit's own delegate refuses during a transition")
    #expect(!guardBegins(up: true), "a vertical drag is no back swipe")
    #expect(
      fixture.model.systemBackSwipesAreEnabled(at: .stack(.root)),
      "an alert leaves them on: no didShow tells when it goes")
  }

  /// `isEnabled` of UIKit's back swipes follows the flows' rules: off over a flow's first screen
  /// once it disables its interactive dismissal, and the host hears of the change.
  @Test func theSystemBackSwipesAreDisabledWhereAFlowKeepsItsScreensAndTheHostHearsOfTheChange() throws {
    let guarded = GuardedCoordinator()
    let fixture = UIKitFixture(navigator: Navigator(root: guarded))
    guarded.flow.push(TestRoute("field"))
    fixture.settle()
    let changed = ChangeFlag()
    #expect(fixture.model.systemBackSwipesAreEnabled(at: .stack(.root)) { changed.set() })
    guarded.flow.disableInteractiveDismissal(.everyScreen)
    #expect(changed.value, "the host hears that the rules changed")
    #expect(!fixture.model.systemBackSwipesAreEnabled(at: .stack(.root)))
  }
}

/// A flag set from the observation's `@Sendable` change handler.
private final class ChangeFlag: @unchecked Sendable {
  // Set and read on the main actor only: the handler runs where the rules change.
  private(set) var value = false
  func set() { value = true }
}

/// A tab's flow that a test keeps its screens from the user.
@MainActor private final class GuardedCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  func start() { flow.show(TestRoute("list")) }
}

/// The root flow: a tab bar of two tabs, the first one's flow guarded.
@MainActor private final class GuardedTabsCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  let home: GuardedCoordinator
  init(home: GuardedCoordinator) { self.home = home }
  func start() {
    flow.showTabs([TabFlow("home", home, item: TabItem(title: "Home")), TabFlow("search", GuardedCoordinator())])
  }
}

@MainActor
@Suite("The UIKit host's table of controllers", .hangLimit)
struct UIKitControllerTableTests {
  let screens = (0..<4).map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) }

  @Test func aStackStepMakesOnlyTheScreensItBringsAndLetsGoOfThoseItTakesAway() throws {
    let before = try NavigationState(root: .stack(Array(screens[0..<3])))
    var table = UIKitControllerTable<FakeController> { FakeController(screen: $0) }
    table.follow(.setRoot(before.root), from: nil, to: before) { _ in true }
    #expect(Set(table.controllers.keys) == [0, 1, 2])
    let first = try #require(table[0])
    let kept = try #require(table[1])
    let stack = ScreenStack([screens[0], screens[1], screens[3]])
    let zoom = TransitionID("zoom")
    let after = try before.applying(.setStack(stack, at: .root))
    table.follow(.setStack(.root, stack, transition: zoom), from: before, to: after) { $0 == zoom }
    #expect(Set(table.controllers.keys) == [0, 1, 3], "screen 2 is let go, screen 3 made")
    #expect(table[0] === first && table[1] === kept, "the shared start keeps its controllers")
    #expect(table.id(of: first) == 0 && table[2] == nil)
    #expect(table.pushTransition(of: 3) == zoom && table.pushTransition(of: 1) == nil)
    table.release(keeping: nil)
    #expect(table.controllers.isEmpty && table.id(of: first) == nil && table.pushTransition(of: 3) == nil)
  }
}

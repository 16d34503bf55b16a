@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @testable import CoordinatorsCore

/// The host-neutral rules a host applies to what its platform reports, one row each: what a
/// stack the platform says it shows is, when its announcing a screen begins the user's
/// transition, and which presentations wait for a root off screen.
@Suite("Host rules: what the platform reports, one row each", .hangLimit)
struct HostRulesTests {
  /// One row of ``StackDidShow``: what the platform reports, what the host shows, the session's
  /// facts, and the answer.
  struct DidShow: Sendable, CustomTestStringConvertible {
    let name: String
    let reported: [ScreenID]
    let shown: [ScreenID]
    var cancelled = false
    var stepWaits = false
    var userTransitionRuns = false
    let answer: StackDidShow
    var testDescription: String { name }
  }

  static let didShows: [DidShow] = [
    DidShow(name: "the host's own push, ended", reported: [0, 1], shown: [0, 1], stepWaits: true, answer: .shown),
    DidShow(name: "a repeated report", reported: [0, 1], shown: [0, 1], answer: .shown),
    DidShow(
      name: "a back swipe, cancelled", reported: [0, 1], shown: [0, 1], cancelled: true, userTransitionRuns: true,
      answer: .cancelled),
    DidShow(
      name: "a back swipe, completed", reported: [0], shown: [0, 1], userTransitionRuns: true, answer: .usersChange),
    DidShow(name: "a pop from the back button's menu", reported: [0], shown: [0, 1, 2], answer: .usersChange),
    DidShow(
      name: "an earlier transition's end, during a step", reported: [0], shown: [0, 1, 2], stepWaits: true,
      answer: .earlierCall),
    DidShow(
      name: "a back tap that reversed the step's push (iOS 26)", reported: [0], shown: [0, 1], cancelled: true,
      stepWaits: true, userTransitionRuns: true, answer: .usersChange),
    DidShow(
      name: "a back tap during the step's push, not flagged cancelled", reported: [0], shown: [0, 1], stepWaits: true,
      userTransitionRuns: true, answer: .usersChange),
    DidShow(
      name: "a cancelled transition of another stack's", reported: [0], shown: [0, 1], cancelled: true,
      answer: .cancelled),
    DidShow(name: "a stack UIKit made up", reported: [0, 5], shown: [0, 1], answer: .usersChange),
  ]

  @Test(arguments: didShows)
  func whatAStackShownIs(_ row: DidShow) {
    let answer = StackDidShow(
      reported: row.reported, shown: row.shown, cancelled: row.cancelled, stepWaits: row.stepWaits,
      userTransitionRuns: row.userTransitionRuns)
    #expect(answer == row.answer)
  }

  /// One row of ``StackDidShow/init(inPlace:shown:cancelled:waitingCallShowedReported:stepRuns:userTransitionRuns:)``:
  /// a split view's column.
  struct ColumnDidShow: Sendable, CustomTestStringConvertible {
    let name: String
    let reported: [ScreenID]
    let shown: [ScreenID]
    var cancelled = false
    var waitingCallShowedReported = false
    var stepRuns = false
    var userTransitionRuns = false
    let answer: StackDidShow
    var testDescription: String { name }
  }

  static let columnDidShows: [ColumnDidShow] = [
    ColumnDidShow(
      name: "the host's own push, ended", reported: [0, 1], shown: [0, 1], stepRuns: true, answer: .shown),
    ColumnDidShow(
      name: "the end of the transition a waiting call waits for", reported: [0], shown: [0, 1],
      waitingCallShowedReported: true, answer: .earlierCall),
    ColumnDidShow(
      name: "the end of the user's transition a waiting call waits for", reported: [0], shown: [0, 1],
      waitingCallShowedReported: true, stepRuns: true, userTransitionRuns: true, answer: .earlierCall),
    ColumnDidShow(
      name: "a back tap that reversed the step's push (iOS 26)", reported: [0], shown: [0, 1], cancelled: true,
      stepRuns: true, userTransitionRuns: true, answer: .usersChange),
    ColumnDidShow(
      name: "a cancelled transition, no step", reported: [0], shown: [0, 1], cancelled: true,
      userTransitionRuns: true, answer: .cancelled),
    ColumnDidShow(
      name: "a back swipe, completed", reported: [0], shown: [0, 1], userTransitionRuns: true, answer: .usersChange),
    ColumnDidShow(
      name: "a change during a step with no transition of the user's", reported: [0], shown: [0, 1], stepRuns: true,
      answer: .usersChange),
    ColumnDidShow(
      name: "a back swipe, cancelled", reported: [0, 1], shown: [0, 1], cancelled: true, userTransitionRuns: true,
      answer: .cancelled),
  ]

  @Test(arguments: columnDidShows)
  func whatAColumnShownIs(_ row: ColumnDidShow) {
    let answer = StackDidShow(
      inPlace: row.reported, shown: row.shown, cancelled: row.cancelled,
      waitingCallShowedReported: row.waitingCallShowedReported, stepRuns: row.stepRuns,
      userTransitionRuns: row.userTransitionRuns)
    #expect(answer == row.answer)
  }

  @Test func aScreenOtherThanTheTopBeginsTheUsersTransition() {
    #expect(StackDidShow.willShowBeginsUserTransition(showing: 0, top: 1))
    #expect(StackDidShow.willShowBeginsUserTransition(showing: nil, top: 1), "a compact column's sidebar")
    #expect(!StackDidShow.willShowBeginsUserTransition(showing: 1, top: 1), "the host's own")
  }

  @Test func aTabBarAsksTheSessionOnlyAboutATabShown() throws {
    let tabs = try NavigationState(root: .tabs([Tab(id: "home", stack: ScreenStack([Self.root]))], selectedIndex: 0))
    var asked: [TabID] = []
    let ask = { (id: TabID) -> Result<UserGesture, UserAttemptRefusal> in
      asked.append(id)
      return .success(.reselectedTab(id))
    }
    #expect(TabTapAnswer(tab: nil, in: tabs, offersTabList: true, answer: ask) == .select, "More, offered")
    #expect(TabTapAnswer(tab: nil, in: tabs, offersTabList: false, answer: ask) == .refuse, "More, covered")
    #expect(TabTapAnswer(tab: "gone", in: tabs, offersTabList: true, answer: ask) == .refuse, "no such tab")
    #expect(asked.isEmpty)
    #expect(TabTapAnswer(tab: "home", in: tabs, offersTabList: true, answer: ask) == .report(.reselectedTab("home")))
    #expect(asked == ["home"])
  }

  @Test func aTabBarMaySelectATabButNeverReselectOne() {
    #expect(TabTapAnswer(.success(.selectedTab("b"))) == .select)
    #expect(TabTapAnswer(.success(.reselectedTab("a"))) == .report(.reselectedTab("a")), "the navigator's to decide")
    #expect(TabTapAnswer(.failure(.flow(FlowID(rawValue: 2)))) == .refuse)
    #expect(TabTapAnswer(.failure(.shown(.tabBarCovered))) == .refuse)
  }

  // MARK: Going back, and layers gone

  static let layered = NavigationState(
    unchecked: .stack(ScreenStack([root, Screen(id: 1, route: TestRoute("detail"))])),
    modals: [ModalLayer([sheet]), ModalLayer([cover])])

  @Test func theBackButtonPopsOnlyAboveTheFirstScreen() {
    #expect(Self.layered.backButtonPops(over: 1, in: .root))
    #expect(!Self.layered.backButtonPops(over: 0, in: .root), "the first screen: nothing to pop")
    #expect(!Self.layered.backButtonPops(over: 100, in: .root), "not a screen of that stack")
  }

  @Test func aPlatformsBackSwipeAsksAboutThePopBelowTheTop() {
    #expect(Self.layered.systemBackSwipePop(in: .root) == .popped(to: 0))
    #expect(Self.layered.systemBackSwipePop(in: .modal(0)) == nil, "one screen: nothing to ask")
    #expect(Self.layered.systemBackSwipePop(in: .tab("home")) == nil, "no such stack")
  }

  /// One row of `NavigationState.offersGoingBack(_:allows:)`: a back button shown, a back swipe
  /// enabled, in every host.
  struct BackOffer: Sendable, CustomTestStringConvertible {
    let alertShows: Bool
    let gesture: UserGesture?
    let sessionAllows: Bool
    let offered: Bool
    var testDescription: String {
      "alert \(alertShows), \(gesture.map { "\($0)" } ?? "nothing to ask"), allowed \(sessionAllows): \(offered)"
    }
  }

  static let backOffers: [BackOffer] = [
    BackOffer(alertShows: false, gesture: .popped(to: 0), sessionAllows: true, offered: true),
    BackOffer(alertShows: false, gesture: .popped(to: 0), sessionAllows: false, offered: false),
    BackOffer(alertShows: false, gesture: nil, sessionAllows: false, offered: true),
    // Modal: the user reaches nothing under it, and the host's guard refuses what gets through.
    BackOffer(alertShows: true, gesture: .popped(to: 0), sessionAllows: false, offered: true),
    BackOffer(alertShows: true, gesture: nil, sessionAllows: false, offered: true),
  ]

  @Test(arguments: backOffers)
  func aBackAffordanceIsOfferedAsTheSessionAllowsButStaysUnderAnAlert(_ row: BackOffer) {
    var state = Self.layered
    if row.alertShows { state.alert = Self.alert }
    #expect(state.offersGoingBack(row.gesture) { _ in row.sessionAllows } == row.offered)
  }

  @Test func aPickInThePlatformsTabListSelectsAnotherTabOnly() throws {
    let tabs = try NavigationState(
      root: .tabs(
        [
          Tab(id: "home", stack: ScreenStack([Self.root])),
          Tab(id: "more", stack: ScreenStack([Screen(id: 1, route: TestRoute("detail"))])),
        ],
        selectedIndex: 0))
    #expect(tabs.tabListPick("more") == .selectedTab("more"))
    #expect(tabs.tabListPick("home") == nil, "the selected tab, shown again")
    #expect(tabs.tabListPick("gone") == nil, "no such tab")
    #expect(Self.layered.tabListPick("home") == nil, "no tabs")
  }

  @Test func aWidthChangeConcernsLayoutsOnly() throws {
    #expect(NavigationState.widthChangeConcerns(nil), "the first layout")
    #expect(!NavigationState.widthChangeConcerns(Self.layered), "a single stack")
    let tabs = try NavigationState(root: .tabs([Tab(id: "home", stack: ScreenStack([Self.root]))], selectedIndex: 0))
    #expect(NavigationState.widthChangeConcerns(tabs))
  }

  /// One row of the back-swipe pan rules: the platform's facts and the answers.
  @Test(arguments: [
    // dragsBack, transitioning, screens, usesSystemSwipe: whether the platform's swipe pops
    (true, false, 2, true, true),
    (false, false, 2, true, false),
    (true, true, 2, true, false),
    (true, false, 1, true, false),
    (true, false, 2, false, false),
  ])
  func whenAPlatformsBackSwipePops(
    _ dragsBack: Bool, _ transitioning: Bool, _ screens: Int, _ usesSystemSwipe: Bool, _ pops: Bool
  ) {
    #expect(
      BackSwipePan.systemSwipePops(
        dragsBack: dragsBack, transitioning: transitioning, screensInPlatform: screens, usesSystemSwipe: usesSystemSwipe
      )
        == pops)
  }

  @Test(
    arguments: [
      // dragsBack, usesSystemSwipe, sessionAllows, screensInPlace: whether the host's swipe may begin
      (true, false, true, nil, true),
      (true, false, true, 2, true),
      (true, false, true, 1, false),
      (false, false, true, nil, false),
      (true, true, true, nil, false),
      (true, false, false, nil, false),
    ] as [(Bool, Bool, Bool, Int?, Bool)])
  func whenTheHostsBackSwipeMayBegin(
    _ dragsBack: Bool, _ usesSystemSwipe: Bool, _ sessionAllows: Bool, _ screensInPlace: Int?, _ begins: Bool
  ) {
    #expect(
      BackSwipePan.hostSwipeMayBegin(
        dragsBack: dragsBack, usesSystemSwipe: usesSystemSwipe, sessionAllows: sessionAllows,
        screensInPlace: screensInPlace) == begins)
  }

  @Test func theLowestLayerGoneIsTheOneAboveThoseStillPresented() {
    #expect(Self.layered.lowestLayerGone(100, stillPresented: 0) == 200, "the app dismissed from the first layer")
    #expect(Self.layered.lowestLayerGone(100, stillPresented: 1) == 100)
    #expect(Self.layered.lowestLayerGone(100, stillPresented: nil) == 100, "UIKit does not say: the one reported")
    #expect(Self.layered.lowestLayerGone(5, stillPresented: 0) == 5, "no such layer")
  }

  @Test(arguments: ["idle", "step", "user"])
  func aHostDrivenSwipeBeginsOnlyWhenNothingElseRuns(_ running: String) throws {
    var machine = HostSessionMachine()
    let start = NavigationState(unchecked: .stack(ScreenStack([Self.root])), modals: [])
    _ = machine.planStep(toward: start, capabilities: .all)
    _ = machine.startHeldStep()
    _ = machine.hostDidShow(.now)
    switch running {
    case "step":
      let pushed = try start.applying(.push([Screen(id: 1, route: TestRoute("pushed"))]))
      _ = machine.planStep(toward: pushed, capabilities: .all)
      _ = machine.startHeldStep()
      _ = machine.hostDidShow(.signal("pushed"))
    case "user": _ = machine.userTransitionBegan(HostSignal("swipe"))
    default: break
    }
    #expect(machine.mayBeginHostDrivenSwipe == (running == "idle"))
  }

  @Test func anAlertGoesWithItsLayerOnlyOnceItsPresentationEnded() throws {
    let start = NavigationState(unchecked: .stack(ScreenStack([Self.root])), modals: [])
    var alerted = start
    alerted.alert = Self.alert
    var machine = HostSessionMachine()
    _ = machine.planStep(toward: start, capabilities: .all)
    _ = machine.startHeldStep()
    _ = machine.hostDidShow(.now)
    #expect(machine.alertGoneWithItsLayer == nil, "no alert shown")
    _ = machine.planStep(toward: alerted, capabilities: .all)
    _ = machine.startHeldStep()
    _ = machine.hostDidShow(.signal("alert"))
    #expect(machine.stepInFlight == .showAlert(Self.alert))
    #expect(machine.alertGoneWithItsLayer == nil, "its presentation runs: the platform's refusal reports it")
    _ = machine.endStepInFlight()
    #expect(machine.alertGoneWithItsLayer == Self.alert.id)
  }

  // MARK: A presentation waits for its presenter

  static let root = Screen(id: 0, route: TestRoute("root"))
  static let cover = Screen(id: 100, route: TestRoute("cover"), presentation: .modal(.fullScreenCover()))
  static let sheet = Screen(id: 200, route: TestRoute("sheet"), presentation: .modal(.sheet()))
  static let alert = NavigationAlert(id: AlertID(rawValue: 7), title: "Sure?", buttons: [NavigationAlert.Button("OK")])

  struct Presenter: Sendable, CustomTestStringConvertible {
    let name: String
    let layers: [Screen]
    let step: String
    let shows: Bool
    var testDescription: String { name }
  }

  static let presenters: [Presenter] = [
    Presenter(name: "a layer the root presents", layers: [], step: "present", shows: false),
    Presenter(name: "an alert the root presents", layers: [], step: "alert", shows: false),
    Presenter(name: "a layer over a cover", layers: [cover], step: "present", shows: true),
    Presenter(name: "an alert over a cover", layers: [cover], step: "alert", shows: true),
    Presenter(name: "a push in the root", layers: [], step: "push", shows: true),
  ]

  /// A machine that shows `layers` over the root, its root off screen, then plans `step`.
  @Test(arguments: presenters)
  func aPresentationWaitsForItsPresenterOnly(_ row: Presenter) throws {
    var machine = HostSessionMachine()
    let start = NavigationState(
      unchecked: .stack(ScreenStack([Self.root])), modals: row.layers.map { ModalLayer([$0]) })
    _ = machine.planStep(toward: start, capabilities: .all)
    while machine.startHeldStep() != nil {
      _ = machine.hostDidShow(.now)
      _ = machine.planStep(toward: start, capabilities: .all)
    }
    machine.hold(.presenterOffScreen)
    var desired = start
    switch row.step {
    case "present": desired = try desired.applying(.present(ModalLayer([Self.sheet])))
    case "alert": desired = try desired.applying(.showAlert(Self.alert))
    default:
      desired = try desired.applying(.push([Screen(id: 1, route: TestRoute("pushed"))]))
    }
    let planned = machine.planStep(toward: desired, capabilities: .all)
    let shown = machine.startHeldStep() != nil
    #expect(planned)
    #expect(shown == row.shows)
  }
}

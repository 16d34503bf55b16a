@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

extension UIKitFixture {
  /// The split view UIKit shows, if the root is one.
  var split: FakeSplitViewController? {
    if case .split(let split)? = uiKit.root { return split }
    return nil
  }

  /// The screens of each column of the split view.
  func ids(_ column: UIKitSplitColumn) -> [ScreenID] { split?.navigation(of: column).ids ?? [] }

  /// Lays the sections out as `sections` and lets every transition end.
  func layOut(_ sections: SectionLayout) throws {
    try navigator.apply(.setSectionLayout(sections))
    settle()
  }

  /// Pushes screens named `names` onto the selected section, each step to its end.
  func push(_ names: String...) {
    for name in names {
      navigator.push(TestRoute(name))
      settle()
    }
  }

  /// The `setColumn` calls made, as (column, animated).
  var columnCalls: [(UIKitSplitColumn, Bool)] {
    uiKit.actions.compactMap {
      if case .setColumn(_, let column, let animated) = $0 { return (column, animated) }
      return nil
    }
  }
}

@MainActor
@Suite("The UIKit host model shows split layouts", .hangLimit)
struct UIKitSplitTests {
  @Test func twoColumnsShowTheSelectedSectionsStackInTheSecondaryColumn() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.push("detail")
    try fixture.layOut(.sidebar(.twoColumns))
    let split = try #require(fixture.split)
    #expect(split.columns == .twoColumns && !split.isCollapsed)
    #expect(split.items.map(\.item.title) == ["home", "search"] && split.selected == 0)
    #expect(split.items.map(\.accessibilityIdentifier) == ["coordinators.tab.home", "coordinators.tab.search"])
    #expect(fixture.ids(.secondary) == [0, 2])
    #expect(fixture.ids(.supplementary) == [] && fixture.ids(.compact) == [])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.gestures == [])
  }

  @Test func threeColumnsShowTheFirstScreenInTheContentColumnAndTheOthersInTheDetail() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.sidebar(.threeColumns))
    #expect(fixture.ids(.supplementary) == [0] && fixture.ids(.secondary) == [])
    fixture.uiKit.forgetActions()
    fixture.push("mail", "attachment")
    #expect(fixture.ids(.supplementary) == [0] && fixture.ids(.secondary) == [2, 3])
    #expect(
      fixture.columnCalls.map(\.0) == [.secondary, .secondary] && fixture.columnCalls.allSatisfy(\.1),
      "each push animates in the detail column alone")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aStepOnAnotherSectionMakesNoUIKitCall() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.sidebar(.twoColumns))
    fixture.uiKit.forgetActions()
    let search = try #require(fixture.navigator.state.stack(at: .tab("search")))
    try fixture.navigator.apply(.setStack(search + [fixture.navigator.makeScreen(TestRoute("x"))], at: .tab("search")))
    fixture.settle()
    #expect(fixture.columnCalls.isEmpty, "UIKit shows no controller of a section that is not selected")
    #expect(fixture.model.controllers.count == 3, "the host keeps its controller, to show when it is selected")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aSidebarTapInARegularWidthIsReportedOnceAndShowsTheSectionAtOnce() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.sidebar(.twoColumns))
    fixture.uiKit.forgetActions()
    #expect(fixture.uiKit.tapSidebar(1))
    #expect(fixture.gestures == [.selectedTab("search")])
    #expect(fixture.ids(.secondary) == [1] && fixture.split?.selected == 1)
    #expect(fixture.columnCalls.map(\.1) == [false], "the detail column changes without a push")
    #expect(fixture.uiKit.tapSidebar(1))
    #expect(fixture.gestures == [.selectedTab("search")], "a tap on the selected section changes nothing")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test(arguments: [true, false])
  func collapsingAndExpandingKeepTheUsersPlaceAndTheControllers(asksFirst: Bool) throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.asksBeforeCollapsing = asksFirst
    try fixture.layOut(.sidebar(.threeColumns))
    fixture.push("mail", "attachment")
    let controllers = fixture.model.controllers
    fixture.uiKit.resize(to: .compact)
    #expect(fixture.gestures == [.resized(.compact)])
    #expect(fixture.navigator.state.appearance == .collapsedSplitView(.section))
    #expect(fixture.ids(.compact) == [0, 2, 3], "the compact column shows the section's whole stack")
    #expect(fixture.ids(.supplementary) == [] && fixture.ids(.secondary) == [])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    fixture.uiKit.resize(to: .regular)
    #expect(fixture.gestures == [.resized(.compact), .resized(.regular)])
    #expect(fixture.ids(.supplementary) == [0] && fixture.ids(.secondary) == [2, 3] && fixture.ids(.compact) == [])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.model.controllers.allSatisfy { controllers[$0.key] === $0.value }, "no controller is made again")
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  @Test(arguments: [true, false])
  func theControllersMoveWhenUIKitAsksBeforeItShowsTheCompactColumn(asksFirst: Bool) throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.asksBeforeCollapsing = asksFirst
    try fixture.layOut(.sidebar(.twoColumns))
    fixture.push("detail")
    fixture.uiKit.resize(to: .compact)
    #expect(
      fixture.split?.compactWhenCollapsed == (asksFirst ? [0, 2] : []),
      "asked first, the host fills the compact column before UIKit shows it; else at didCollapse")
    #expect(fixture.ids(.compact) == [0, 2])
  }

  @Test func aSplitViewBornInACompactWindowCollapsesBeforeItAppears() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.windowWidth = .compact
    try fixture.layOut(.sidebar(.twoColumns))
    #expect(fixture.gestures == [.resized(.compact)], "reported once")
    #expect(fixture.ids(.compact) == [0] && fixture.ids(.secondary) == [])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    fixture.push("detail")
    #expect(fixture.ids(.compact) == [0, 2])
    #expect(fixture.columnCalls.last.map { $0.0 == .compact && $0.1 } == true, "a push animates in the compact column")
  }

  @Test func goingBackFromTheFirstScreenShowsTheSidebarAndATapShowsASectionAgain() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.windowWidth = .compact
    try fixture.layOut(.sidebar(.twoColumns))
    fixture.push("detail")
    #expect(fixture.uiKit.beginBackSwipe())
    fixture.uiKit.endBackSwipe(cancelled: false)
    #expect(fixture.uiKit.beginBackSwipe(), "the sidebar is below the section's first screen")
    fixture.uiKit.endBackSwipe(cancelled: false)
    #expect(fixture.gestures == [.resized(.compact), .popped(to: 0), .returnedToSidebar])
    #expect(fixture.navigator.state.appearance == .collapsedSplitView(.sidebar))
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.map(\.id) == [0], "the section keeps its stack")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(!fixture.uiKit.beginBackSwipe(), "nothing is below the sidebar")
    fixture.uiKit.forgetActions()
    #expect(fixture.uiKit.tapSidebar(1))
    fixture.settle()
    #expect(fixture.gestures.last == .selectedTab("search"))
    #expect(fixture.ids(.compact) == [1])
    #expect(fixture.columnCalls.map(\.1) == [true], "the section is pushed over the sidebar")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    fixture.uiKit.resize(to: .regular)
    #expect(fixture.ids(.secondary) == [1] && fixture.split?.selected == 1)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aCancelledBackSwipeInTheCompactColumnReportsNothing() throws {
    let fixture = try UIKitFixture("home", tabs: true)
    fixture.uiKit.windowWidth = .compact
    try fixture.layOut(.sidebar(.twoColumns))
    #expect(fixture.uiKit.beginBackSwipe())
    fixture.uiKit.endBackSwipe(cancelled: true)
    #expect(fixture.gestures == [.resized(.compact)])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func inACollapsedSplitViewALongPressOnTheBackButtonUnderAnAlertIsTakenBack() throws {
    let editor = SplitEditorCoordinator()
    let fixture = UIKitFixture(navigator: Navigator(root: SplitSectionsCoordinator(editor: editor)))
    fixture.uiKit.resize(to: .compact)
    editor.flow.push(TestRoute("form"))
    editor.flow.push(TestRoute("more"))
    fixture.settle()
    editor.flow.alert("Sure?", buttons: [AlertButton<StandardAction>.cancel("OK")])
    fixture.settle()
    let before = fixture.navigator.state
    // UIKit's back button menu asks no one: it pops, and the host takes the pop back.
    #expect(fixture.uiKit.popFromBackButtonMenu(1))
    fixture.settle()
    #expect(fixture.navigator.state == before)
    #expect(fixture.uiKit.shownState == before)
    #expect(fixture.gestures == [.resized(.compact)])
  }

  @Test func inACollapsedSplitViewAFlowThatGuardsEveryScreenRefusesTheSwipeAndTheBackButtonButNotTheWayToTheSidebar()
    throws
  {
    let editor = SplitEditorCoordinator()
    let fixture = UIKitFixture(navigator: Navigator(root: SplitSectionsCoordinator(editor: editor)))
    fixture.uiKit.resize(to: .compact)
    editor.flow.push(TestRoute("form"))
    fixture.settle()
    // Every screen guarded: the pop from the form to the list, both the editor's, is refused.
    editor.flow.disableInteractiveDismissal(.everyScreen)
    let form = try #require(fixture.model.controller(for: fixture.navigator.state.topScreen.id))
    let list = try #require(fixture.model.controller(for: fixture.navigator.state.screenBelowTop?.id ?? -1))
    // Over the form, the back button pops the list's section: it asks first, and is refused.
    #expect(fixture.model.backButtonPopsAScreen(over: form, in: .tab("editor")))
    #expect(!fixture.model.mayGoBack(at: .stack(.tab("editor"))))
    #expect(!fixture.uiKit.beginBackSwipe(), "UIKit's edge swipe in the compact column asks the model")
    #expect(fixture.navigator.state.topScreen.route == AnyRoute(TestRoute("form")))
    // Over the section's first screen the back button shows the sidebar: no pop, nothing asked.
    #expect(!fixture.model.backButtonPopsAScreen(over: list, in: .tab("editor")))
    editor.flow.enableInteractiveDismissal()
    #expect(fixture.uiKit.beginBackSwipe())
    fixture.uiKit.endBackSwipe(cancelled: false)
    editor.flow.disableInteractiveDismissal(.everyScreen)
    #expect(fixture.model.mayGoBack(at: .column(.compact)), "back to the sidebar pops no screen")
    #expect(fixture.uiKit.beginBackSwipe())
    fixture.uiKit.endBackSwipe(cancelled: false)
    #expect(fixture.navigator.state.appearance == .collapsedSplitView(.sidebar))
    #expect(fixture.gestures == [.resized(.compact), .popped(to: 0), .returnedToSidebar])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// The sidebar asks before it selects, as the tab bar does.
  @Test func aSidebarPickUnderTheLockIsRefusedBeforeAnythingIsShown() throws {
    let editor = SplitEditorCoordinator()
    let fixture = UIKitFixture(navigator: Navigator(root: SplitSectionsCoordinator(editor: editor, others: ["notes"])))
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    editor.flow.lockNavigation()
    fixture.settle()
    let steps = fixture.session?.stepNumber
    fixture.uiKit.forgetActions()
    #expect(fixture.uiKit.tapSidebar(1))
    #expect(fixture.session?.stepNumber == steps, "no step shows the section, nor takes it back")
    #expect(fixture.uiKit.actions.isEmpty, "UIKit shows nothing of the section")
    #expect(fixture.split?.selected == 0)
    #expect(fixture.navigator.state.selectedTab == "editor")
    #expect(problems.problems.count == 1, "the lock's refusal is reported")
    #expect(fixture.gestures == [])
  }

  @Test func aPopInTheDetailColumnIsReportedOnce() throws {
    let fixture = try UIKitFixture("home", tabs: true)
    try fixture.layOut(.sidebar(.threeColumns))
    fixture.push("mail", "attachment")
    #expect(fixture.uiKit.beginBackSwipe())
    fixture.uiKit.endBackSwipe(cancelled: false)
    #expect(fixture.gestures == [.popped(to: 1)])
    #expect(fixture.ids(.secondary) == [1])
    #expect(!fixture.uiKit.beginBackSwipe(), "the detail column's first screen is its navigation controller's root")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func anAdaptiveLayoutShowsATabBarWhenCompactAndASplitViewWhenRegular() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.adaptive(.twoColumns))
    fixture.push("detail")
    #expect(fixture.split != nil)
    fixture.uiKit.resize(to: .compact)
    fixture.settle()
    guard case .tabs(let tabs, _)? = fixture.uiKit.root else {
      Issue.record("a compact width shows a tab bar")
      return
    }
    #expect(tabs[0].navigation.ids == [0, 2], "the section keeps its stack")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    fixture.uiKit.resize(to: .regular)
    fixture.settle()
    #expect(fixture.ids(.secondary) == [0, 2])
    #expect(fixture.gestures == [.resized(.compact), .resized(.regular)])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func anAdaptiveSwitchDuringAPushEndsThePushWithTheOldRoot() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.adaptive(.twoColumns))
    var fallbacks: [String] = []
    fixture.navigator.logsProblems = false
    fixture.navigator.observe(NavigationProblem.self) { fallbacks.append("\($0)") }
    fixture.navigator.push(TestRoute("detail"))
    #expect(fixture.session?.stepInFlight != nil, "the push animates in the detail column")
    fixture.uiKit.resize(to: .compact)
    #expect(fixture.session?.stepInFlight == nil, "the new root shows the pushed screen: the push is over")
    fixture.settle()
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.count == 2)
    fixture.uiKit.fireWatchdog()
    #expect(fallbacks.isEmpty, "no step waits for a signal of the split view that is gone")
  }

  @Test func anAdaptiveSwitchUnderASheetKeepsTheSheet() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.adaptive(.twoColumns))
    fixture.navigator.present(TestRoute("sheet"), as: .sheet())
    fixture.settle()
    fixture.uiKit.resize(to: .compact)
    fixture.settle()
    #expect(fixture.uiKit.presented.count == 1, "the window's root presents the layer, whatever root it shows")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    fixture.navigator.dismiss()
    fixture.settle()
    #expect(fixture.uiKit.presented.isEmpty && fixture.uiKit.misuse.isEmpty)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func theAppsShowDetailViewControllerIsRefusedAndReported() throws {
    let fixture = try UIKitFixture("home", tabs: true)
    try fixture.layOut(.sidebar(.twoColumns))
    var problems: [String] = []
    fixture.navigator.logsProblems = false
    fixture.navigator.observe(NavigationProblem.self) { problems.append("\($0)") }
    #expect(fixture.model.appDidShowInSplitView("showDetailViewController(_:sender:)"), "handled: UIKit does nothing")
    #expect(problems.count == 1 && problems[0].contains("showDetailViewController(_:sender:)"))
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }
}

@MainActor
@Suite("The UIKit host model shows what the state says, whatever the user and the app do", .hangLimit)
struct UIKitSplitPropertyTests {
  /// What the user or the app does next.
  enum Move: CaseIterable {
    case push, pop, select, tapSidebar, backSwipe, cancelledBackSwipe, resize, resizeDuringAPush, relayOut, present
    case swipeDown
  }

  @Test(arguments: 1...20 as ClosedRange<UInt64>)
  func uiKitAndTheStateAgreeAfterEveryMove(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let fixture = try UIKitFixture("home", "search", "library", tabs: true)
    fixture.uiKit.asksBeforeCollapsing = seed.isMultiple(of: 2)
    // Half the runs play the columns' transitions, during which UIKit defers a change (issue 31).
    fixture.uiKit.defersStackUpdatesDuringTransition = seed % 4 < 2
    fixture.navigator.logsProblems = false
    var fallbacks: [String] = []
    fixture.navigator.observe(NavigationProblem.self) { problem in
      // A pop at a stack's root is the random app's mistake, rejected as it should be.
      if case .hostFallback(let message) = problem { fallbacks.append(message) }
    }
    let layouts: [SectionLayout] = [.sidebar(.twoColumns), .sidebar(.threeColumns), .adaptive(.twoColumns)]
    try fixture.layOut(.sidebar(.twoColumns))
    var moves: [String] = []
    for index in 0..<150 {
      let move = Move.allCases.randomElement(using: &random) ?? .push
      moves.append("\(move)")
      switch move {
      case .push: fixture.navigator.push(TestRoute("s\(index)"))
      case .pop: fixture.navigator.pop()
      case .select:
        let tabs = fixture.navigator.state.tabs
        if let tab = tabs.randomElement(using: &random) { try? fixture.navigator.apply(.selectTab(tab.id)) }
      case .tapSidebar: _ = fixture.uiKit.tapSidebar(Int.random(in: 0..<3, using: &random))
      case .backSwipe, .cancelledBackSwipe:
        if fixture.uiKit.beginBackSwipe() { fixture.uiKit.endBackSwipe(cancelled: move == .cancelledBackSwipe) }
      case .resize: fixture.uiKit.resize(to: fixture.uiKit.windowWidth == .compact ? .regular : .compact)
      case .resizeDuringAPush:
        fixture.navigator.push(TestRoute("s\(index)"))
        fixture.uiKit.resize(to: fixture.uiKit.windowWidth == .compact ? .regular : .compact)
      case .relayOut:
        try? fixture.navigator.apply(.setSectionLayout(layouts.randomElement(using: &random) ?? .sidebar(.twoColumns)))
      case .present: fixture.navigator.present(TestRoute("m\(index)"), as: .sheet())
      case .swipeDown: _ = fixture.uiKit.swipeDownTopLayer()
      }
      fixture.settle()
      guard fixture.uiKit.shownState == fixture.navigator.state else {
        Issue.record(
          "seed \(seed): after \(moves.joined(separator: ", ")), UIKit shows \(String(describing: fixture.uiKit.shownState)) against \(fixture.navigator.state)"
        )
        return
      }
    }
    #expect(fallbacks.isEmpty, "seed \(seed): \(fallbacks)")
    #expect(fixture.uiKit.misuse.isEmpty, "seed \(seed)")
  }
}

@Suite("What each column of the UIKit split view shows", .hangLimit)
struct UIKitSplitColumnsTests {
  /// Sections "home" (screens 0, 3, 4) and "search" (screen 1), home selected, laid out so.
  func state(_ sections: SectionLayout, _ width: WidthClass, showing column: CollapsedColumn = .section) throws
    -> NavigationState
  {
    let screens = (0..<5).map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) }
    let tabs = [Tab(id: "home", stack: [screens[0], screens[3], screens[4]]), Tab(id: "search", stack: [screens[1]])]
    let layout = RootLayout(sections: sections, widthClass: width, collapsedColumn: column)
    return try NavigationState(root: .tabs(tabs, selectedIndex: 0), layout: layout)
  }

  @Test func eachAppearanceHasItsColumns() throws {
    #expect(UIKitSplitColumns(try state(.tabBar, .regular)) == nil)
    #expect(UIKitSplitColumns(try state(.adaptive(.twoColumns), .compact)) == nil, "a tab bar")
    let two = try #require(UIKitSplitColumns(try state(.sidebar(.twoColumns), .regular)))
    #expect(two.secondary == [0, 3, 4] && two.supplementary == [] && two.compact == [] && two.top == .secondary)
    let three = try #require(UIKitSplitColumns(try state(.sidebar(.threeColumns), .regular)))
    #expect(three.supplementary == [0] && three.secondary == [3, 4] && three.top == .secondary)
    let collapsed = try #require(UIKitSplitColumns(try state(.sidebar(.threeColumns), .compact)))
    #expect(collapsed.compact == [0, 3, 4] && collapsed.secondary == [] && collapsed.top == .compact)
    let sidebar = try #require(UIKitSplitColumns(try state(.sidebar(.twoColumns), .compact, showing: .sidebar)))
    #expect(sidebar == UIKitSplitColumns() && sidebar.top == nil, "the sidebar alone: no column shows a screen")
  }

  @Test func aColumnThatLetsGoIsSetBeforeTheColumnThatTakes() throws {
    let expanded = try #require(UIKitSplitColumns(try state(.sidebar(.threeColumns), .regular)))
    let collapsed = try #require(UIKitSplitColumns(try state(.sidebar(.threeColumns), .compact)))
    #expect(expanded.changes(to: collapsed) == [.supplementary, .secondary, .compact])
    #expect(collapsed.changes(to: expanded) == [.compact, .supplementary, .secondary])
    #expect(expanded.changes(to: expanded) == [])
    #expect(
      expanded.order([.compact, .secondary], to: collapsed) == [.secondary, .compact],
      "only the columns asked for, the one that takes last")
    #expect(expanded.order([.supplementary], to: expanded) == [.supplementary], "an unchanged column too")
  }

  /// Issue 30: a navigation controller's place names the stack it shows part of, the screens the
  /// host set there, and whether the stack's top (its bar) is there.
  @Test func aPlaceNamesItsStackItsScreensAndWhetherTheTopIsThere() throws {
    let three = try state(.sidebar(.threeColumns), .regular)
    let columns = UIKitSplitColumns(three)
    let secondary = UIKitRootNavigation.column(.secondary)
    let supplementary = UIKitRootNavigation.column(.supplementary)
    #expect(secondary.stack(in: three, columns: columns) == .tab("home"))
    #expect(secondary.stack(in: three, columns: nil) == nil, "no split view, no column")
    #expect(UIKitRootNavigation.stack(.tab("search")).screens(in: three, columns: columns) == [1])
    #expect(
      supplementary.screens(in: three, columns: columns) == [0]
        && secondary.screens(in: three, columns: columns) == [3, 4])
    #expect(secondary.showsTop(of: columns) && !supplementary.showsTop(of: columns))
    #expect(UIKitRootNavigation.stack(.root).showsTop(of: nil))
  }

  /// A column's way back: the compact column's only screen goes back to the sidebar; a pop in
  /// the secondary column of three counts from the supplementary's screens.
  @Test func aColumnsWayBackAndItsGestures() throws {
    let three = try state(.sidebar(.threeColumns), .regular)
    let expanded = try #require(UIKitSplitColumns(three))
    let collapsed = try #require(UIKitSplitColumns(try state(.sidebar(.threeColumns), .compact)))
    let home = try #require(three.stack(at: .tab("home")))
    #expect(expanded.offersBack(in: .secondary) && !expanded.offersBack(in: .supplementary))
    var one = collapsed
    one.compact = [0]
    #expect(one.offersBack(in: .compact), "back to the sidebar")
    #expect(expanded.gesture(showing: [3], in: .secondary, of: home) == .popped(to: 3))
    #expect(expanded.gesture(showing: [], in: .secondary, of: home) == .popped(to: 0))
    #expect(collapsed.gesture(showing: [], in: .compact, of: home) == .returnedToSidebar)
    #expect(expanded.gesture(showing: [], in: .supplementary, of: home) == nil, "the content column pops nothing")
    #expect(expanded.gesture(showing: [4, 3], in: .secondary, of: home) == nil)
  }

  /// Issue 31: while a transition of one column runs, every column a change sets waits, then all
  /// are set together, in the order that lets go before it takes.
  @Test func columnsWaitTogetherForARunningTransition() throws {
    var calls = UIKitColumnCalls(try #require(UIKitSplitColumns(try state(.sidebar(.twoColumns), .compact))))
    var running: Set<UIKitSplitColumn> = [.compact]
    let expanded = try state(.sidebar(.twoColumns), .regular)
    let (changes, first) = calls.layOut(expanded, animated: false, running: running.contains)
    #expect(changes == [.compact, .secondary])
    #expect(first == [.watch(.compact)], "nothing is set while the compact column's transition runs")
    #expect(calls.waits(.compact) && calls.waits(.secondary) && !calls.waits(.supplementary))
    #expect(calls.isEarlier([0, 3, 4], in: .compact), "what the compact column showed before its call")
    #expect(!calls.isEarlier([0, 3], in: .compact), "a pop of the user's")
    #expect(calls.transitionEnded(nil, running: running.contains) == [], "still running: the watch stays")
    running = []
    #expect(
      calls.transitionEnded(.compact, running: running.contains) == [
        .set(.compact, [], animated: false), .set(.secondary, [0, 3, 4], animated: false),
      ])
    #expect(!calls.waits(.compact) && !calls.waits(.secondary))
  }

  @Test func aChangeWhileColumnsWaitJoinsThemFromWhatUIKitShows() throws {
    let collapsed = try state(.sidebar(.twoColumns), .compact)
    var calls = UIKitColumnCalls(try #require(UIKitSplitColumns(collapsed)))
    let running: (UIKitSplitColumn) -> Bool = { $0 == .compact }
    _ = calls.layOut(try state(.sidebar(.twoColumns), .regular), animated: true, running: running)
    let (changes, second) = calls.layOut(collapsed, animated: false, running: running)
    #expect(changes == [.secondary, .compact] && second == [], "already watched")
    #expect(
      calls.transitionEnded(.compact) { _ in false } == [
        .set(.secondary, [], animated: false), .set(.compact, [0, 3, 4], animated: false),
      ], "both columns, set to what UIKit showed before")
  }
}

/// A section's flow that a test keeps from being left.
@MainActor private final class SplitEditorCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  func start() { flow.show(TestRoute("list")) }
}

/// The root flow: the editor's section, then one section per name in `others`, laid out as a
/// split view's sidebar of two columns.
@MainActor private final class SplitSectionsCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  let editor: SplitEditorCoordinator
  let others: [String]
  init(editor: SplitEditorCoordinator, others: [String] = []) {
    self.editor = editor
    self.others = others
  }
  func start() {
    let sections = others.map { TabFlow(TabID(rawValue: $0), SplitEditorCoordinator()) }
    flow.showTabs([TabFlow("editor", editor, item: TabItem(title: "Editor"))] + sections, layout: .sidebar(.twoColumns))
  }
}

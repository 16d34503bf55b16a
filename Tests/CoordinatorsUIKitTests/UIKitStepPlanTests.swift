@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// The UIKit host's pure rules, one row each: what a step or a change of layout becomes in UIKit
/// (`UIKitStepPlan`) and how it ends, the split view's columns that follow a width the session
/// keeps, where a navigation controller offers a way back, the width reported after UIKit's
/// callback (`UIKitWidthReport`), the calls that wait for a transition (`UIKitWaitingCalls`), and a
/// dismissal of a layer UIKit no longer presents.
@Suite("The UIKit host's rules: what a step becomes in UIKit, one row each", .hangLimit)
struct UIKitStepPlanTests {
  static func screens(_ ids: Int...) -> ScreenStack {
    ScreenStack(ids.map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) })
  }

  static func layers(_ count: Int) -> [ModalLayer] {
    (0..<count).map { index in
      ModalLayer([Screen(id: ScreenID(rawValue: 10 + index), route: TestRoute("sheet"), presentation: .modal(.sheet()))]
      )
    }
  }

  /// What a row shows, built in its test (a state is checked, and throws).
  enum Shown: Sendable {
    /// A root stack of screen 0 and the screens `ids`, under `layers` layers.
    case stack([Int], layers: Int = 0)
    /// Sections "home" (screens 0, 1) and "search" (screen 2), each with its item, laid out as
    /// `layout`, the one at `selected` selected, under `layers` layers.
    case tabs(RootLayout = RootLayout(), selected: Int = 0, layers: Int = 0)

    static let root = RootContainer.stack(screens(0))
    static let tabsRoot = RootContainer.tabs(
      [
        Tab(id: "home", stack: screens(0, 1), item: TabItem(title: "Home")),
        Tab(id: "search", stack: screens(2), item: TabItem(title: "Search")),
      ], selectedIndex: 0)

    func state() throws -> NavigationState {
      switch self {
      case .stack(let ids, let count):
        let stack = ScreenStack(([0] + ids).map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) })
        return try NavigationState(root: .stack(stack), modals: layers(count))
      case .tabs(let layout, let selected, let count):
        guard case .tabs(let tabs, _) = Self.tabsRoot else { fatalError("tabs") }
        return try NavigationState(root: .tabs(tabs, selectedIndex: selected), modals: layers(count), layout: layout)
      }
    }
  }

  static func stack(_ ids: Int..., layers count: Int = 0) -> Shown { .stack(ids, layers: count) }

  static func tabs(_ layout: RootLayout = RootLayout(), selected: Int = 0, layers count: Int = 0) -> Shown {
    .tabs(layout, selected: selected, layers: count)
  }

  static let twoColumns = RootLayout(sections: .sidebar(.twoColumns))
  static let collapsed = RootLayout(sections: .sidebar(.twoColumns), widthClass: .compact)
  static let collapsedToSidebar = RootLayout(
    sections: .sidebar(.twoColumns), widthClass: .compact, collapsedColumn: .sidebar)
  static let alert = NavigationAlert(id: 7, title: "Sure?", buttons: [NavigationAlert.Button("OK")])

  /// Whether `end` is what a row expects: at once with no signals, else `signals`, bounded or
  /// not.
  static func end(_ end: StepEnd, is signals: Set<UIKitSignal>, unbounded: Bool = false) -> Bool {
    let expected = Set(signals.map { HostSignal($0) })
    switch end {
    case .now: return signals.isEmpty
    case .signals(let got): return !unbounded && !signals.isEmpty && got == expected
    case .unboundedSignals(let got): return unbounded && got == expected
    case .afterStepTime: return false
    }
  }

  // MARK: Steps

  /// One row: the step, what was and is shown, the root's facts, the plan and its end.
  struct Step: Sendable, CustomTestStringConvertible {
    let name: String
    let step: HostStep
    var before: Shown? = UIKitStepPlanTests.stack(1)
    let after: Shown
    var splitView = false
    var rootOnScreen = true
    var animates = true
    let plan: UIKitStepPlan
    var ends: Set<UIKitSignal> = []
    var unbounded = false
    var testDescription: String { name }
  }

  static let steps: [Step] = [
    Step(
      name: "the first root waits for its appearance without a bound", step: .setRoot(Shown.root), before: nil,
      after: stack(), plan: .newRoot(.firstAppearance), ends: [.rootAppearance], unbounded: true),
    Step(
      name: "a new root waits for its appearance", step: .setRoot(Shown.tabsRoot), after: tabs(),
      plan: .newRoot(.appearance), ends: [.rootAppearance]),
    Step(
      name: "a new root under a layer ends at once", step: .setRoot(Shown.tabsRoot), after: tabs(layers: 1),
      plan: .newRoot(.nothing)),
    Step(
      name: "a layout of another kind of root is a new root", step: .setLayout(twoColumns), before: tabs(),
      after: tabs(twoColumns), plan: .newRoot(.appearance), ends: [.rootAppearance]),
    Step(
      name: "a split view collapsed lays its columns out, after its sidebar", step: .setLayout(collapsed),
      before: tabs(twoColumns), after: tabs(collapsed), splitView: true,
      plan: .columns(setsSidebar: true, animated: true)),
    Step(
      name: "a layout of the same tab bar is nothing",
      step: .setLayout(RootLayout(sections: .adaptive(.twoColumns), widthClass: .compact)), before: tabs(),
      after: tabs(RootLayout(sections: .adaptive(.twoColumns), widthClass: .compact)), plan: .nothing),
    Step(
      name: "a push on the root on screen animates", step: .setStack(.root, screens(0, 1, 3)), after: stack(1, 3),
      plan: .stack(.root, [0, 1, 3], animated: true, transition: nil), ends: [.stackTransition(.root)]),
    Step(
      name: "a push with a custom transition keeps it", step: .setStack(.root, screens(0, 1, 3), transition: "zoom"),
      after: stack(1, 3), plan: .stack(.root, [0, 1, 3], animated: true, transition: "zoom"),
      ends: [.stackTransition(.root)]),
    Step(
      name: "a push on a root off screen does not animate", step: .setStack(.root, screens(0, 1, 3)),
      after: stack(1, 3), rootOnScreen: false, plan: .stack(.root, [0, 1, 3], animated: false, transition: nil),
      ends: [.stackTransition(.root)]),
    Step(
      name: "a push under a layer does not animate", step: .setStack(.root, screens(0, 1, 3)),
      after: stack(1, 3, layers: 1), plan: .stack(.root, [0, 1, 3], animated: false, transition: nil),
      ends: [.stackTransition(.root)]),
    Step(
      name: "a push on a layer over a root off screen animates", step: .setStack(.modal(0), screens(10)),
      after: stack(1, layers: 1), rootOnScreen: false, plan: .stack(.modal(0), [10], animated: true, transition: nil),
      ends: [.stackTransition(.modal(0))]),
    Step(
      name: "a preview's push does not animate", step: .setStack(.root, screens(0, 1, 3)), after: stack(1, 3),
      animates: false, plan: .stack(.root, [0, 1, 3], animated: false, transition: nil),
      ends: [.stackTransition(.root)]),
    Step(
      name: "a push on a section in a split view lays the columns out", step: .setStack(.tab("home"), screens(0, 1)),
      before: tabs(twoColumns), after: tabs(twoColumns), splitView: true,
      plan: .columns(setsSidebar: false, animated: true)),
    Step(
      name: "a split view's columns under a layer do not animate", step: .setStack(.tab("home"), screens(0, 1)),
      before: tabs(twoColumns), after: tabs(twoColumns, layers: 1), splitView: true,
      plan: .columns(setsSidebar: false, animated: false)),
    Step(
      name: "a presentation ends with it", step: .present(layers(1)[0]), after: stack(1, layers: 1),
      plan: .present(layer: 0, animated: true), ends: [.presentation(layer: 0)]),
    Step(
      name: "a dismissal ends with it", step: .dismiss(fromLayer: 0), before: stack(1, layers: 1), after: stack(1),
      plan: .dismiss(fromLayer: 0, animated: true), ends: [.dismissal(fromLayer: 0)]),
    Step(
      name: "a tab selected in a tab bar ends at once", step: .selectTab("search"), before: tabs(),
      after: tabs(selected: 1), plan: .selectTab("search")),
    Step(
      name: "a section selected in a split view sets the sidebar and the columns", step: .selectTab("search"),
      before: tabs(twoColumns), after: tabs(twoColumns, selected: 1), splitView: true,
      plan: .columns(setsSidebar: true, animated: true)),
    Step(
      name: "a tab item set in a tab bar ends at once", step: .setTabItem(TabItem(title: "Home"), for: "home"),
      before: tabs(), after: tabs(), plan: .tabItem(TabItem(title: "Home"), tab: "home")),
    Step(
      name: "a tab item set in a split view sets its sidebar", step: .setTabItem(TabItem(title: "Home"), for: "home"),
      before: tabs(twoColumns), after: tabs(twoColumns), splitView: true, plan: .sidebar),
    Step(
      name: "a tab item of a tab not shown is nothing", step: .setTabItem(TabItem(title: "Mail"), for: "mail"),
      before: tabs(), after: tabs(), plan: .nothing),
    Step(
      name: "an alert is presented over the layers", step: .showAlert(alert), before: stack(1, layers: 1),
      after: stack(1, layers: 1), plan: .presentAlert(alert, overLayers: 1), ends: [.alertPresentation(7)]),
    Step(
      name: "an alert taken down ends with its dismissal", step: .dismissAlert(7), after: stack(1),
      plan: .dismissAlert(7), ends: [.alertDismissal(7)]),
  ]

  @Test(arguments: steps)
  func whatAStepBecomesInUIKit(_ row: Step) throws {
    let plan = UIKitStepPlan(
      row.step, from: try row.before?.state(), to: try row.after.state(), splitView: row.splitView,
      rootOnScreen: row.rootOnScreen,
      animates: row.animates)
    #expect(plan == row.plan)
    #expect(Self.end(plan.end(), is: row.ends, unbounded: row.unbounded))
  }

  @Test func columnsEndWithTheTransitionsOfThoseThatChange() {
    let plan = UIKitStepPlan.columns(setsSidebar: false, animated: true)
    #expect(Self.end(plan.end(changing: []), is: []), "no column changes: at once")
    #expect(Self.end(plan.end(changing: [.secondary, .compact]), is: [.column(.secondary), .column(.compact)]))
  }

  // MARK: Layouts no step made

  /// One row of `UIKitStepPlan(layoutFrom:to:…)`: a gesture's or a width's change of layout.
  struct Layout: Sendable, CustomTestStringConvertible {
    let name: String
    let before: Shown
    let after: Shown
    var splitView = true
    var rootOnScreen = true
    let plan: UIKitStepPlan
    var testDescription: String { name }
  }

  static let layouts: [Layout] = [
    Layout(
      name: "an adaptive layout crossing to a split view is a new root", before: tabs(), after: tabs(twoColumns),
      splitView: false, plan: .newRoot(.appearance)),
    Layout(name: "a tab bar's change is nothing", before: tabs(), after: tabs(), splitView: false, plan: .nothing),
    Layout(
      name: "a section picked in an expanded sidebar sets the sidebar, the columns without animation",
      before: tabs(twoColumns), after: tabs(twoColumns, selected: 1),
      plan: .columns(setsSidebar: true, animated: false)),
    Layout(
      name: "a section picked over a collapsed sidebar is pushed, the user's transition",
      before: tabs(collapsedToSidebar), after: tabs(collapsed, selected: 1),
      plan: .columns(setsSidebar: true, animated: true)),
    Layout(
      name: "the section shown again over a collapsed sidebar sets no sidebar", before: tabs(collapsedToSidebar),
      after: tabs(collapsed), plan: .columns(setsSidebar: false, animated: true)),
    Layout(
      name: "a push over a collapsed sidebar off screen does not animate", before: tabs(collapsedToSidebar),
      after: tabs(collapsed), rootOnScreen: false, plan: .columns(setsSidebar: false, animated: false)),
    Layout(
      name: "a push over a collapsed sidebar under a layer does not animate", before: tabs(collapsedToSidebar),
      after: tabs(collapsed, layers: 1), plan: .columns(setsSidebar: false, animated: false)),
    Layout(
      name: "a return to the collapsed sidebar does not animate", before: tabs(collapsed),
      after: tabs(collapsedToSidebar), plan: .columns(setsSidebar: false, animated: false)),
  ]

  @Test(arguments: layouts)
  func whatALayoutNoStepMadeBecomesInUIKit(_ row: Layout) throws {
    let plan = UIKitStepPlan(
      layoutFrom: try row.before.state(), to: try row.after.state(), splitView: row.splitView,
      rootOnScreen: row.rootOnScreen,
      animates: true)
    #expect(plan == row.plan)
  }

  @Test func aSplitViewKeptAtAnotherWidthLaysItsColumnsOutForIt() throws {
    let expanded = try Self.tabs(Self.twoColumns).state()
    let columns = try #require(UIKitStepPlan.columns(of: expanded, at: .compact, splitView: true))
    #expect(columns.appearance == .collapsedSplitView(.section))
    #expect(UIKitStepPlan.columns(of: expanded, at: .compact, splitView: false) == nil, "no split view")
    let adaptive = try Self.tabs(RootLayout(sections: .adaptive(.twoColumns))).state()
    #expect(UIKitStepPlan.columns(of: adaptive, at: .compact, splitView: true) == nil, "a tab bar there")
  }

  // MARK: What a navigation controller shows

  /// One row of `UIKitDidShow`: what a navigation controller reports, what the host shows, the
  /// session's facts, and the answer.
  struct DidShow: Sendable, CustomTestStringConvertible {
    let name: String
    let reported: [ScreenID]
    var place = UIKitRootNavigation.stack(.root)
    var shown = UIKitStepPlanTests.stack(1)
    var cancelled = false
    var step: HostStep? = nil
    var userTransitionRuns = false
    let answer: UIKitDidShow?
    var testDescription: String { name }
  }

  static let didShows: [DidShow] = [
    DidShow(
      name: "the host's own push, ended", reported: [0, 1], step: .setStack(.root, screens(0, 1)), answer: .shown),
    DidShow(name: "a pop UIKit made", reported: [0], answer: .gesture(.popped(to: 0))),
    DidShow(
      name: "a back swipe, cancelled", reported: [0, 1], cancelled: true, userTransitionRuns: true, answer: .nothing),
    DidShow(
      name: "an earlier transition's end, during a step", reported: [0], shown: stack(1, 3),
      step: .setStack(.root, screens(0, 1, 3)), answer: .nothing),
    DidShow(
      name: "a back tap during the step's push (iOS 26)", reported: [0], step: .setStack(.root, screens(0, 1)),
      userTransitionRuns: true, answer: .gesture(.popped(to: 0))),
    DidShow(
      name: "a step on another stack does not make a pop an earlier call's end", reported: [0],
      step: .setStack(.modal(0), screens(10)), answer: .gesture(.popped(to: 0))),
    DidShow(name: "a stack UIKit made up", reported: [0, 5], answer: .unknown),
    DidShow(name: "a column while the root is no split view", reported: [0], place: .column(.secondary), answer: nil),
    DidShow(
      name: "the compact column back to its sidebar", reported: [], place: .column(.compact), shown: tabs(collapsed),
      answer: .gesture(.returnedToSidebar)),
    DidShow(
      name: "a pop in the compact column", reported: [0], place: .column(.compact), shown: tabs(collapsed),
      answer: .gesture(.popped(to: 0))),
    DidShow(
      name: "the compact column as set", reported: [0, 1], place: .column(.compact), shown: tabs(collapsed),
      answer: .shown),
    DidShow(
      name: "a column's screens the host never set", reported: [2], place: .column(.secondary),
      shown: tabs(twoColumns), answer: .unknown),
  ]

  @Test(arguments: didShows)
  func whatANavigationControllerShowingNewScreensIs(_ row: DidShow) throws {
    let shown = try row.shown.state()
    let answer = UIKitDidShow(
      row.reported, at: row.place, in: shown, columns: UIKitSplitColumns(shown).map(UIKitColumnCalls.init),
      cancelled: row.cancelled, stepInFlight: row.step, userTransitionRuns: row.userTransitionRuns)
    #expect(answer == row.answer)
  }

  /// One row of `UIKitColumnCalls.setAgain(_:to:showing:running:)`: the compact column shows
  /// screens 0 and 1, the user popped it to 0, and the session took the pop back.
  struct TakenBack: Sendable, CustomTestStringConvertible {
    let name: String
    let running: Bool
    let calls: [UIKitColumnCalls.Call]
    let callsAtTheEnd: [UIKitColumnCalls.Call]
    var testDescription: String { name }
  }

  static let takenBack: [TakenBack] = [
    TakenBack(
      name: "no transition runs: the column is set again at once", running: false,
      calls: [.set(.compact, [0, 1], animated: false)], callsAtTheEnd: []),
    TakenBack(
      name: "a transition runs: the column is set again once it ended", running: true, calls: [.watch(.compact)],
      callsAtTheEnd: [.set(.compact, [0, 1], animated: false)]),
  ]

  @Test(arguments: takenBack)
  func aColumnTheSessionTookBackIsSetAgain(_ row: TakenBack) throws {
    let shown = try Self.tabs(Self.collapsed).state()
    var calls = UIKitColumnCalls(try #require(UIKitSplitColumns(shown)))
    calls.follow([0], in: .compact)
    #expect(calls.columns.compact == [0])
    #expect(calls.setAgain(.compact, to: [0, 1], showing: [0], running: { _ in row.running }) == row.calls)
    #expect(calls.columns.compact == [0, 1])
    #expect(calls.transitionEnded(.compact, running: { _ in false }) == row.callsAtTheEnd)
  }

  // MARK: Going back, widths, dismissals

  /// One row of `UIKitRootNavigation.offersBack(in:)` and `screensForHostSwipe(in:)`.
  struct Back: Sendable, CustomTestStringConvertible {
    let name: String
    let place: UIKitRootNavigation
    var columns: UIKitSplitColumns? = nil
    let offersBack: Bool
    let screensForHostSwipe: Int?
    var testDescription: String { name }
  }

  static func columns(secondary: [ScreenID] = [], compact: [ScreenID] = []) -> UIKitSplitColumns {
    var columns = UIKitSplitColumns()
    columns.secondary = secondary
    columns.compact = compact
    return columns
  }

  static let backs: [Back] = [
    Back(name: "a stack's: the session answers", place: .stack(.root), offersBack: true, screensForHostSwipe: nil),
    Back(
      name: "a column while the root is no split view", place: .column(.secondary), offersBack: false,
      screensForHostSwipe: 0),
    Back(
      name: "a column showing one screen", place: .column(.secondary), columns: columns(secondary: [0]),
      offersBack: false, screensForHostSwipe: 1),
    Back(
      name: "a column showing two screens", place: .column(.secondary), columns: columns(secondary: [0, 1]),
      offersBack: true, screensForHostSwipe: 2),
    Back(
      name: "the compact column's only screen goes back to the sidebar", place: .column(.compact),
      columns: columns(compact: [0]), offersBack: true, screensForHostSwipe: 1),
    Back(
      name: "the compact column showing its sidebar", place: .column(.compact), columns: columns(),
      offersBack: false, screensForHostSwipe: 0),
    Back(
      name: "the supplementary column's first screen", place: .column(.supplementary),
      columns: columns(secondary: [1]), offersBack: false, screensForHostSwipe: 0),
  ]

  @Test(arguments: backs)
  func whereANavigationControllerOffersAWayBack(_ row: Back) {
    #expect(row.place.offersBack(in: row.columns) == row.offersBack)
    #expect(row.place.screensForHostSwipe(in: row.columns) == row.screensForHostSwipe)
  }

  /// One row of `UIKitWidthReport`: widths UIKit gives inside its callbacks (`nil`: the callback
  /// returned), the reports asked for, and the widths reported.
  struct WidthRow: Sendable, CustomTestStringConvertible {
    let name: String
    let events: [WidthClass?]
    let asks: Int
    let reported: [WidthClass]
    var testDescription: String { name }
  }

  static let widthRows: [WidthRow] = [
    WidthRow(
      name: "one change, reported once the callback returned", events: [.compact, nil], asks: 1, reported: [.compact]),
    WidthRow(
      name: "several changes in one callback report the last, once", events: [.compact, .regular, .compact, nil],
      asks: 1, reported: [.compact]),
    WidthRow(name: "a callback that changed nothing reports nothing", events: [nil], asks: 0, reported: []),
    WidthRow(
      name: "a change in each of two callbacks reports each", events: [.compact, nil, .regular, nil], asks: 2,
      reported: [.compact, .regular]),
    WidthRow(name: "a change not yet returned waits", events: [.regular], asks: 1, reported: []),
  ]

  @Test(arguments: widthRows)
  func widthsChangedInsideUIKitsCallbacks(_ row: WidthRow) {
    var report = UIKitWidthReport()
    var asks = 0
    var reported: [WidthClass] = []
    for event in row.events {
      if let width = event {
        if report.widthChanged(to: width) { asks += 1 }
      } else if let width = report.callbackReturned() {
        reported.append(width)
      }
    }
    #expect(asks == row.asks && reported == row.reported)
  }

  /// One event for `UIKitWaitingCalls`, at the root stack's navigation controller unless it
  /// names the root of layer 0.
  enum CallEvent: Sendable {
    /// A call made while a transition runs there or not.
    case call(String, running: Bool, onLayer: Bool = false)
    /// The transition there ended, another one running now or not.
    case ended(running: Bool, onLayer: Bool = false)
    /// The watchdog gave up: the root stack's transition still runs or not; the layer's does not.
    case lost(rootRuns: Bool)
  }

  /// One row of `UIKitWaitingCalls`: the events, and what the host does (`watch` for a watch of
  /// a transition, else the calls made).
  struct Waiting: Sendable, CustomTestStringConvertible {
    let name: String
    let events: [CallEvent]
    let done: [String]
    var testDescription: String { name }
  }

  static let waitings: [Waiting] = [
    Waiting(name: "a call with no transition running is made", events: [.call("a", running: false)], done: ["a"]),
    Waiting(
      name: "a call during a transition waits for its end, watched",
      events: [.call("a", running: true), .ended(running: false)],
      done: ["watch", "a"]),
    Waiting(
      name: "a later call replaces the waiting one, watched once",
      events: [.call("a", running: true), .call("b", running: true), .ended(running: false)], done: ["watch", "b"]),
    Waiting(
      name: "a call waits again for a transition that began as the last ended",
      events: [.call("a", running: true), .ended(running: true), .ended(running: false)], done: ["watch", "watch", "a"]),
    Waiting(name: "an end with no call waiting does nothing", events: [.ended(running: false)], done: []),
    Waiting(
      name: "calls wait at each place",
      events: [
        .call("a", running: true), .call("b", running: true, onLayer: true), .ended(running: false, onLayer: true),
      ],
      done: ["watch", "watch", "b"]),
    Waiting(
      name: "a lost step makes the calls where no transition runs any more",
      events: [.call("a", running: true), .call("b", running: true, onLayer: true), .lost(rootRuns: true)],
      done: ["watch", "watch", "b"]),
    Waiting(
      name: "a call made for a lost step is not made again at the transition's end",
      events: [.call("a", running: true), .lost(rootRuns: false), .ended(running: false)], done: ["watch", "a"]),
  ]

  @Test(arguments: waitings)
  func callsWaitForTheTransitionOfTheirNavigationController(_ row: Waiting) {
    var calls = UIKitWaitingCalls<String>()
    var done: [String] = []
    func record(_ next: UIKitWaitingCalls<String>.Next) {
      switch next {
      case .make(let call): done.append(call)
      case .watchTransition: done.append("watch")
      case .nothing: break
      }
    }
    let root = UIKitRootNavigation.stack(.root)
    let layer = UIKitRootNavigation.stack(.modal(0))
    for event in row.events {
      switch event {
      case .call(let call, let running, let onLayer):
        record(calls.call(call, at: onLayer ? layer : root, running: running))
      case .ended(let running, let onLayer): record(calls.transitionEnded(at: onLayer ? layer : root, running: running))
      case .lost(let rootRuns): done += calls.callsNoTransitionHolds(running: { $0 == root && rootRuns })
      }
    }
    #expect(done == row.done)
  }

  @Test(arguments: [(Bool?.none, UIKitDismissal.endAtOnce), (false, .endAtOnce), (true, .dismiss)])
  func aDismissalOfALayerUIKitNoLongerPresentsEndsAtOnce(presenterPresents: Bool?, dismissal: UIKitDismissal) {
    #expect(UIKitDismissal(presenterPresents: presenterPresents) == dismissal)
  }
}

import CoordinatorsTesting
import CoordinatorsUIKit
import TestSupport
import Testing

/// Past five tabs UIKit adds "More", where the user can rearrange the
/// tabs (Edit) and pick one from a list. The host names each tab by its identity, never by its
/// place in the tab bar, and hears of a pick in More from the More navigation controller.
@MainActor
@Suite("The UIKit host model's tabs past five", .hangLimit)
struct UIKitMoreTabsTests {
  private func sevenTabs() throws -> UIKitFixture {
    try UIKitFixture("one", "two", "three", "four", "five", "six", "seven", tabs: true)
  }

  @Test func aTabTappedAfterTheUserRearrangedTheTabsIsReportedAsItself() throws {
    let fixture = try sevenTabs()
    fixture.uiKit.userRearrangesTabs(from: 6, to: 1)
    #expect(fixture.uiKit.tapTab(1))
    #expect(fixture.gestures == [.selectedTab("seven")])
    fixture.settle()
    #expect(fixture.uiKit.selectedTabID == "seven")
    #expect(fixture.navigator.state.selectedTab == "seven")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aSelectionStepAndABadgeAfterARearrangementReachTheirOwnTab() throws {
    let fixture = try sevenTabs()
    fixture.uiKit.userRearrangesTabs(from: 6, to: 0)
    fixture.navigator.selectTab("two")
    fixture.settle()
    #expect(fixture.uiKit.selectedTabID == "two")
    try fixture.navigator.apply(.setTabItem(TabItem(title: "Three", badge: "3"), for: "three"))
    fixture.settle()
    #expect(fixture.uiKit.tabItem(of: "three")?.badge == "3")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aTabPickedInMoreIsReportedOnce() throws {
    let fixture = try sevenTabs()
    #expect(fixture.uiKit.pickInMore(5))
    #expect(fixture.gestures == [.selectedTab("six")])
    fixture.settle()
    #expect(fixture.navigator.state.selectedTab == "six")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aTabPickedInMoreAfterARearrangementIsReportedAsItself() throws {
    let fixture = try sevenTabs()
    fixture.uiKit.userRearrangesTabs(from: 1, to: 6)
    #expect(fixture.uiKit.pickInMore(6))
    #expect(fixture.gestures == [.selectedTab("two")])
  }
}

extension UIKitMoreTabsTests {
  @Test func aTabBarMadeAgainKeepsTheUsersOrder() throws {
    let fixture = try sevenTabs()
    try fixture.navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    fixture.uiKit.resize(to: .compact)
    fixture.settle()
    fixture.uiKit.userRearrangesTabs(from: 6, to: 0)
    fixture.uiKit.resize(to: .regular)
    fixture.settle()
    fixture.uiKit.resize(to: .compact)
    fixture.settle()
    guard case .tabs(let tabs, _)? = fixture.uiKit.root else {
      Issue.record("a compact width shows a tab bar")
      return
    }
    #expect(tabs.map(\.id.rawValue) == ["seven", "one", "two", "three", "four", "five", "six"])
    #expect(fixture.uiKit.selectedTabID == "one")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }
}

extension UIKitMoreTabsTests {
  @Test func aTabPickedInMoreUnderTheLockIsTakenBackByItsIdentity() throws {
    let first = LockingCoordinator()
    let fixture = UIKitFixture(navigator: Navigator(root: SevenTabsCoordinator(first: first)))
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.uiKit.userRearrangesTabs(from: 0, to: 3)
    first.flow.lockNavigation()
    fixture.settle()
    #expect(fixture.uiKit.pickInMore(5))
    fixture.settle()
    #expect(fixture.uiKit.selectedTabID == "t0", "the former tab is selected again, wherever the user put it")
    #expect(fixture.navigator.state.selectedTab == "t0")
    #expect(fixture.gestures == [])
    #expect(problems.problems.count == 1, "the lock's refusal is reported")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }
}

@MainActor private final class LockingCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  func start() { flow.show(TestRoute("list")) }
}

/// Seven tabs, the first one's flow given.
@MainActor private final class SevenTabsCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  let first: LockingCoordinator
  init(first: LockingCoordinator) { self.first = first }
  func start() {
    flow.showTabs(
      [TabFlow("t0", first)] + (1..<7).map { TabFlow(TabID(rawValue: "t\($0)"), LockingCoordinator()) })
  }
}

/// A tab picked in More shows inside UIKit's More navigation controller, which UIKit fills with
/// the tab's screens (openradar 22878083): its pops, its back swipes and the tab's steps are
/// the tab's.
extension UIKitMoreTabsTests {
  @Test func aPopInMoresNavigationControllerIsFollowedOnce() throws {
    let fixture = try sevenTabs()
    fixture.uiKit.moreMovesNestedStack = true
    #expect(fixture.uiKit.pickInMore(5))
    fixture.settle()
    let root = try #require(fixture.navigator.state.stack(at: .tab("six"))?.first?.id)
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    #expect(fixture.uiKit.beginBackSwipe())
    fixture.uiKit.endBackSwipe(cancelled: false)
    fixture.settle()
    #expect(fixture.gestures == [.selectedTab("six"), .popped(to: root)])
    #expect(fixture.navigator.state.stack(at: .tab("six"))?.count == 1)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// More keeps the tab it showed (openradar 22878083): the user who taps another tab, then
  /// More again, is back in that tab, a pick reported once more.
  @Test func aTabShownAgainByMoreIsReportedAsAPick() throws {
    let fixture = try sevenTabs()
    fixture.uiKit.moreMovesNestedStack = true
    #expect(fixture.uiKit.pickInMore(5))
    fixture.settle()
    #expect(fixture.uiKit.tapTab(0))
    fixture.settle()
    #expect(fixture.uiKit.pickInMore(5))
    fixture.settle()
    #expect(fixture.gestures == [.selectedTab("six"), .selectedTab("one"), .selectedTab("six")])
    #expect(fixture.navigator.state.selectedTab == "six")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aPushStepInATabShownInMoreLandsInMoresNavigationController() throws {
    let fixture = try sevenTabs()
    fixture.uiKit.moreMovesNestedStack = true
    #expect(fixture.uiKit.pickInMore(6))
    fixture.settle()
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    #expect(fixture.navigator.state.stack(at: .tab("seven"))?.count == 2)
    #expect(fixture.uiKit.shownState == fixture.navigator.state, "UIKit shows the pushed screen in More")
  }

  @Test func aGuardedFlowInATabShownInMoreRefusesTheBackSwipeBeforeAnyPop() async throws {
    let flows = (0..<7).map { _ in LockingCoordinator() }
    let fixture = UIKitFixture(navigator: Navigator(root: TabsCoordinator(flows)))
    fixture.uiKit.moreMovesNestedStack = true
    fixture.uiKit.systemRecognizersIgnoreReplacedDelegate = true
    #expect(fixture.uiKit.pickInMore(5))
    fixture.settle()
    let editor = LockingCoordinator()
    flows[5].flow.start(editor)
    editor.flow.push(TestRoute("field"))
    let attempts = AttemptCount()
    editor.flow.disableInteractiveDismissal { attempts.count += 1 }
    fixture.settle()
    #expect(fixture.uiKit.beginBackSwipe(), "between the editor's own screens")
    fixture.uiKit.endBackSwipe(cancelled: false)
    fixture.settle()
    let before = fixture.navigator.state
    #expect(!fixture.uiKit.beginBackSwipe(), "over the editor's first screen")
    for _ in 0..<100 where attempts.count == 0 { await Task.yield() }
    #expect(attempts.count == 1)
    #expect(fixture.navigator.state == before)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }
}

@MainActor private final class AttemptCount { var count = 0 }

/// Tabs "t0" to "t6", each with the flow given.
@MainActor private final class TabsCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  let flows: [LockingCoordinator]
  init(_ flows: [LockingCoordinator]) { self.flows = flows }
  func start() {
    flow.showTabs(flows.enumerated().map { TabFlow(TabID(rawValue: "t\($0)"), $1) })
  }
}

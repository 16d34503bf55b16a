@_spi(Hosts) import Coordinators
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// The testing product's own promises: its assertions fail with both trees in the message, and
/// its host catches a navigator that breaks the contract.
@MainActor
@Suite("CoordinatorsTesting: assertions and the test host", .hangLimit)
struct TestingProductTests {
  @Test func expectStateShowsTheExpectedAndTheActualTreeWhenTheyDiffer() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.push(TestRoute("detail"))
    expectIssues {
      expectState(
        navigator,
        """
        stack
          0 TestRoute.list  [flow 0]
        """)
    } matching: { issue in
      issue.says("--- expected\nstack\n  0 TestRoute.list", "--- actual\nstack", "1 TestRoute.detail")
    }
  }

  @Test func expectStateAcceptsAnIndentedTreeWithoutIdentifiers() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.present(TestRoute("sheet"), as: .fullScreenCover())
    expectState(
      navigator,
      """
          stack
            TestRoute.list  [flow 0]
          modal layer 0: fullScreenCover
              TestRoute.sheet  [flow 0]
      """, includingIdentifiers: false)
  }

  @Test func expectStepsAndExpectEventsListBothSidesWhenTheyDiffer() async {
    let navigator = Navigator(root: TestRoute("list"))
    let host = TestHost()
    navigator.attach(host)
    let events = EventRecorder(navigator)
    navigator.push(TestRoute("a"))
    await navigator.waitUntilIdle()
    expectIssues {
      expectSteps(host, ["setRoot(stack: 0)"])
    } matching: { issue in
      issue.says("--- expected\nsetRoot(stack: 0)\n--- actual", "setStack(the root stack: 0, 1)")
    }
    expectIssues {
      expectEvents(events, causes: [.restoration])
    } matching: { issue in
      issue.says("--- expected\nrestoration\n--- actual\nprogrammatic")
    }
  }

  @Test func rejectedCommandsBecomeIssuesWhenAsked() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    expectIssues {
      navigator.dismiss()
    } matching: { issue in
      issue.says("rejected command: cannot dismiss the top modal layer: no modal layer is presented")
    }
  }

  @Test func completingAStepThatIsNotWaitingIsAnIssue() {
    let host = TestHost(completion: .manual)
    expectIssues {
      host.completeStep()
    } matching: { issue in
      issue.says("completeStep() called with no step waiting")
    }
  }

  @Test func theCauseGivenToApplyReachesTheEvent() throws {
    let navigator = Navigator(root: TestRoute("list"))
    let events = EventRecorder(navigator)
    let link = try #require(URL(string: "coordinatorexample://custom/star"))
    try navigator.apply(.push([navigator.makeScreen(TestRoute("star"))]), cause: .deepLink(link))
    try navigator.apply([.popToRoot], cause: .restoration)
    expectEvents(events, causes: [.deepLink(link), .restoration])
    #expect(events.causes.map(\.description) == ["deep link: coordinatorexample://custom/star", "restoration"])
    events.stop()
    navigator.push(TestRoute("after"))
    #expect(events.events.count == 2)
  }

  @Test func aTabGestureOnAStackRootChangesNothing() async {
    let navigator = Navigator(root: TestRoute("list"))
    let host = TestHost()
    navigator.attach(host)
    await navigator.waitUntilIdle()
    #expect(navigator.session?.userDid(.selectedTab("main")) == false)
    #expect(navigator.session?.userDid(.dismissedLayer(0)) == false)
    #expect(navigator.session?.userDid(.popped(to: 0)) == false)
  }

  /// A tap on a tab bar of two tabs, "main" selected with two screens and "search" with one.
  enum TabTap: String, CaseIterable, Sendable {
    case anotherTab, selectedTabWithAStack, selectedTabAtItsRoot, selectedTabWithPopToRootOff, missingTab, coveredTabBar
  }

  @Test("tapTab returns whether the tap changed the navigation", arguments: TabTap.allCases)
  func tapTabSaysWhetherTheTapChangedTheNavigation(_ tap: TabTap) async throws {
    let tabs = RootContainer.tabs(
      [
        Tab(id: "main", stack: [Screen(id: 0, route: TestRoute("home")), Screen(id: 1, route: TestRoute("detail"))]),
        Tab(id: "search", stack: [Screen(id: 2, route: TestRoute("search"))]),
      ], selectedIndex: 0)
    let navigator = Navigator(state: try NavigationState(root: tabs))
    let host = TestHost()
    navigator.attach(host)
    let tapped: TabID
    let changes: Bool
    switch tap {
    case .anotherTab: (tapped, changes) = ("search", true)
    case .selectedTabWithAStack: (tapped, changes) = ("main", true)
    case .selectedTabAtItsRoot:
      navigator.popToRoot()
      (tapped, changes) = ("main", false)
    case .selectedTabWithPopToRootOff:
      navigator.popsToRootOnTabReselect = false
      (tapped, changes) = ("main", false)
    case .missingTab: (tapped, changes) = ("settings", false)
    case .coveredTabBar:
      navigator.present(TestRoute("sheet"), as: .sheet())
      (tapped, changes) = ("search", false)
    }
    await navigator.waitUntilIdle()
    let before = navigator.state
    let events = EventRecorder(navigator)

    #expect(host.tapTab(tapped) == changes)
    await navigator.waitUntilIdle()
    #expect((navigator.state != before) == changes)
    #expect(events.events.count == (changes ? 1 : 0))
    #expect(host.shown == navigator.state)
  }

  @Test func flowIdentifiersCountUpFromOneAfterTheRootFlow() throws {
    let navigator = Navigator(root: TestRoute("list"), identifiers: IdentifierGenerator(firstScreen: 5, firstFlow: 1))
    #expect(try navigator.makeFlowID() == 1)
    #expect(try navigator.makeFlowID() == 2)
    #expect(navigator.state.topScreen.id == 5)
    #expect(navigator.state.topScreen.owner == .root)
  }
}

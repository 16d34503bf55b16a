@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("The SwiftUI host model: a split view's bindings, collapse and expand", .hangLimit)
struct SwiftUISplitTests {
  /// Tabs `home` [0, 2, 3] (selected) and `search` [1], laid out in a sidebar of `columns`.
  func fixture(_ columns: SplitColumns = .twoColumns) throws -> HostFixture {
    let fixture = try HostFixture(tabs: "home", "search")
    try fixture.navigator.apply(.setSectionLayout(.sidebar(columns)))
    fixture.appearTop()
    fixture.push("detail")
    fixture.push("more")
    return fixture
  }

  @Test func theLayoutStepShowsTheSplitViewAndTheTabsKeepTheirStacks() throws {
    let fixture = try fixture()
    #expect(fixture.host.split.showsSplitView)
    #expect(fixture.host.split.sidebarSelection == "home")
    #expect(fixture.host.split.selectedStack?.path == [2, 3])
    #expect(fixture.navigator.isIdle)
  }

  @Test func collapsingAndExpandingAreReportedOnceAndKeepEveryStack() throws {
    let fixture = try fixture()
    fixture.host.widthClassChanged(.compact)
    fixture.host.widthClassChanged(.compact)
    #expect(fixture.gestures == [.resized(.compact)])
    #expect(fixture.host.split.layout.appearance == .collapsedSplitView(.section))
    #expect(fixture.host.split.compactColumn == .detail)
    fixture.host.widthClassChanged(.regular)
    #expect(fixture.gestures == [.resized(.compact), .resized(.regular)])
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.map(\.id) == [0, 2, 3])
    #expect(fixture.navigator.isIdle)
  }

  @Test func goingBackToTheSidebarIsOneGestureWhateverSwiftUIWrites() throws {
    let fixture = try fixture()
    fixture.host.widthClassChanged(.compact)
    let split = fixture.host.split
    split.sidebarSelection = nil
    split.compactColumn = .sidebar
    #expect(fixture.gestures == [.resized(.compact), .returnedToSidebar])
    #expect(split.sidebarSelection == nil)
    #expect(split.compactColumn == .sidebar)
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.count == 3, "the section keeps its stack")
    // Echoes of what is shown are no gesture.
    split.sidebarSelection = split.sidebarSelection
    split.compactColumn = split.compactColumn
    #expect(fixture.gestures.count == 2)
    // The selected section tapped again shows its stack.
    split.sidebarSelection = "home"
    split.compactColumn = .detail
    #expect(fixture.gestures.last == .selectedTab("home"))
    #expect(fixture.gestures.count == 3)
    #expect(split.layout.appearance == .collapsedSplitView(.section))
  }

  @Test func aStepBehindACollapsedSidebarCompletesAtOnceWithoutTheWatchdog() throws {
    let fixture = try fixture()
    fixture.host.widthClassChanged(.compact)
    fixture.host.split.sidebarSelection = nil
    try fixture.navigator.apply([.selectTab("search"), .showColumn(.sidebar)])
    #expect(fixture.navigator.isIdle, "no screen of a section is on screen: nothing to wait for")
    #expect(fixture.session.stepInFlight == nil)
    #expect(fixture.host.split.sidebarSelection == nil)
    #expect(fixture.fallbacks.isEmpty)
  }

  @Test func inAnExpandedSplitViewOnlyAnotherSectionIsASelection() throws {
    let fixture = try fixture()
    let split = fixture.host.split
    split.sidebarSelection = "home"
    split.sidebarSelection = nil
    split.compactColumn = .sidebar
    #expect(fixture.gestures.isEmpty)
    split.sidebarSelection = "search"
    #expect(fixture.gestures == [.selectedTab("search")])
    #expect(split.selectedStack?.location == .tab("search"))
  }

  /// `NavigationSplitView` clears the path of the detail stack it stops
  /// showing when the sidebar's selection changes.
  @Test func aHiddenSectionsStackClearedBySwiftUIKeepsItsScreens() throws {
    let fixture = try fixture()
    let split = fixture.host.split
    let home = try #require(split.selectedStack)
    split.sidebarSelection = "search"
    fixture.appearTop()
    home.path = []
    #expect(fixture.gestures == [.selectedTab("search")], "no pop: the user sees no screen of home")
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.map(\.id) == [0, 2, 3])
    split.sidebarSelection = "home"
    #expect(invalidates({ fixture.host.screenDidAppear(3) }, reading: { _ = home.path }), "its path is read again")
    #expect(home.path == [2, 3])
    #expect(fixture.navigator.isIdle)
  }

  /// Collapsed, a three-column split view is one stack (the sidebar,
  /// the section's first screen, its second, the detail path); back from the second screen
  /// moves the compact column to the content column and writes no path.
  @Test func backFromACollapsedThreeColumnSectionsSecondScreenIsAPop() throws {
    let fixture = try fixture(.threeColumns)
    fixture.navigator.pop()
    fixture.appearTop()
    fixture.host.widthClassChanged(.compact)
    let split = fixture.host.split
    #expect(split.compactColumn == .detail)
    #expect(split.detailPath.isEmpty)
    split.compactColumn = .content
    #expect(fixture.gestures == [.resized(.compact), .popped(to: 0)])
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.map(\.id) == [0])
    #expect(split.compactColumn == .content)
    split.compactColumn = .content
    #expect(fixture.gestures.count == 2, "an echo")
  }

  @Test func aThreeColumnDetailPathIsTheStackAboveItsSecondScreen() throws {
    let fixture = try fixture(.threeColumns)
    let split = fixture.host.split
    #expect(split.detailPath == [3])
    split.detailPath = [3]
    #expect(fixture.gestures.isEmpty, "an echo")
    split.detailPath = []
    #expect(fixture.gestures == [.popped(to: 2)])
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.map(\.id) == [0, 2])
  }

  /// A `NavigationStack` whose identity changes in the update that sets
  /// its path discards the path. A deep link that replaces the section's second screen and
  /// pushes above it in one step leaves the detail stack its identity; only the root's content,
  /// the second screen, gets a new one (fresh `@State`).
  @Test func aDeepLinkReplacingTheSecondScreenKeepsTheDetailStacksIdentity() throws {
    let fixture = try fixture(.threeColumns)
    let split = fixture.host.split
    let stackIdentity = split.detailStackIdentity
    #expect(split.detailRootContentIdentity == 2)
    let screens = [Screen(id: 0, route: TestRoute("home"))] + HostFixture.screens(["other", "deeper"], from: 10)
    try fixture.navigator.apply(.setStack(screens, at: .tab("home")))
    #expect(fixture.host.split.selectedStack?.path == [10, 11], "one step: the path is set in the same update")
    #expect(split.detailStackIdentity == stackIdentity, "the stack keeps its identity, and so its path")
    #expect(split.detailRootContentIdentity == 10)
    #expect(split.detailPath == [11])
  }

  @Test func anAdaptiveLayoutSwitchesBetweenTheTabViewAndTheSplitViewOnTheSameStacks() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    try fixture.navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    fixture.appearTop()
    fixture.push("detail")
    let stack = try #require(fixture.tabs?.tab("home")?.stack)
    fixture.host.widthClassChanged(.compact)
    #expect(!fixture.host.split.showsSplitView)
    fixture.host.widthClassChanged(.regular)
    #expect(fixture.host.split.showsSplitView)
    #expect(fixture.host.split.selectedStack === stack, "the same stack model: SwiftUI keeps its path")
    #expect(stack.path == [2])
  }

  /// An adaptive layout swapped a tab view and a split view at each
  /// size-class crossing, and every screen lost its `@State`.
  @Test func anAdaptiveTwoColumnLayoutKeepsOneTabViewAcrossACrossingWhenTheTabViewAdaptsByItself() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    try fixture.navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    fixture.appearTop()
    let split = fixture.host.split
    #expect(split.showsSplitView)
    #expect(split.tabsContainer(tabViewAdaptsToSidebar: true) == .tabView)
    #expect(split.tabsContainer(tabViewAdaptsToSidebar: false) == .splitView)
    fixture.host.widthClassChanged(.compact)
    #expect(!split.showsSplitView)
    #expect(split.tabsContainer(tabViewAdaptsToSidebar: true) == .tabView, "the same container: nothing is rebuilt")
    #expect(split.tabsContainer(tabViewAdaptsToSidebar: false) == .tabView)
    // Three columns, and a sidebar layout, keep the split view.
    try fixture.navigator.apply(.setSectionLayout(.adaptive(.threeColumns)))
    fixture.host.widthClassChanged(.regular)
    #expect(split.tabsContainer(tabViewAdaptsToSidebar: true) == .splitView)
    try fixture.navigator.apply(.setSectionLayout(.sidebar(.twoColumns)))
    #expect(split.tabsContainer(tabViewAdaptsToSidebar: true) == .splitView)
  }

  /// The views know `horizontalSizeClass` before the first step: the host reports it at attach,
  /// and the first root is built for it (a tab bar in a compact window), with no resize.
  @Test func aWidthReportedBeforeAnythingIsShownIsTheFirstLayoutNotAResize() throws {
    let host = SwiftUIHost(watchdog: HostWatchdog(schedule: { _, _ in }))
    host.widthClassChanged(.compact)
    let tabs = [
      Tab(id: "a", stack: [Screen(id: 0, route: TestRoute("a"))]),
      Tab(id: "b", stack: [Screen(id: 1, route: TestRoute("b"))]),
    ]
    let navigator = Navigator(state: try NavigationState(root: .tabs(tabs, selectedIndex: 0)))
    navigator.logsProblems = false
    try navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    var causes: [NavigationCause] = []
    var roots = 0
    navigator.observe { (event: NavigatorEvent) in
      if case .navigation(let change) = event { causes.append(change.cause) }
      if case .step(.started(.setRoot, _)) = event { roots += 1 }
    }
    navigator.attach(host)
    host.scenePhaseChanged(active: true)
    host.screenDidAppear(0)
    #expect(navigator.state.rootLayout.widthClass == .compact)
    #expect(host.split.tabsContainer(tabViewAdaptsToSidebar: false) == .tabView, "a tab bar, built once")
    #expect(roots == 1)
    #expect(!causes.contains(.user(.resized(.compact))), "the first layout is no resize: \(causes)")
  }
}

@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Split layouts as navigation state: the same sections as tabs, laid out in a sidebar, collapsed
/// and expanded by the host's width, without losing the user's place.
@Suite("Split layouts: sections in a sidebar, collapse and expand keep the user's place", .hangLimit)
struct SplitLayoutTests {
  /// `threeTabs` (home [0, 1, 2] selected, search [3, 4], profile [5]) laid out as `sections`,
  /// in `width`.
  func split(
    _ sections: SectionLayout = .sidebar(.twoColumns), width: WidthClass = .regular, selected: Int = 0,
    modals: [ModalLayer] = []
  ) throws -> NavigationState {
    try threeTabs(selected: selected, modals: modals).applying([.setSectionLayout(sections), .setWidthClass(width)])
  }

  @Test func theAppearanceFollowsTheLayoutAndTheWidth() throws {
    #expect(try stackState([0]).appearance == .stack)
    #expect(try threeTabs().appearance == .tabBar)
    #expect(try split(.sidebar(.twoColumns)).appearance == .splitView(.twoColumns))
    #expect(try split(.sidebar(.threeColumns)).appearance == .splitView(.threeColumns))
    #expect(try split(.sidebar(.twoColumns), width: .compact).appearance == .collapsedSplitView(.section))
    #expect(try split(.adaptive(.twoColumns)).appearance == .splitView(.twoColumns))
    #expect(try split(.adaptive(.twoColumns), width: .compact).appearance == .tabBar)
  }

  @Test func aSidebarNeedsTabsAndAStackRootHasNone() throws {
    expectRejected(.setSectionLayout(.sidebar(.twoColumns)), by: try stackState([0, 1]), for: .notTabs)
    #expect(try expectApplied(.setSectionLayout(.tabBar), to: try stackState([0])) == (try stackState([0])))
    #expect(throws: NavigationError(.invalidState([.sidebarWithoutTabs(.sidebar(.twoColumns))]))) {
      try NavigationState(root: .stack(pushed([0])), layout: RootLayout(sections: .sidebar(.twoColumns)))
    }
  }

  @Test func collapsingShowsTheSelectedSectionsStackAndExpandingShowsTheSidebarBesideIt() throws {
    let expanded = try split(selected: 1)
    let collapsed = try expectApplied(.setWidthClass(.compact), to: expanded)
    #expect(collapsed.appearance == .collapsedSplitView(.section))
    #expect(collapsed.tabs == expanded.tabs)
    #expect(collapsed.selectedTab == "search")
    #expect(collapsed.topScreen.id == 4)
    let again = try expectApplied(.setWidthClass(.regular), to: collapsed)
    #expect(again == expanded)
  }

  @Test func goingBackToTheSidebarKeepsEveryStackAndSelectingASectionShowsItAsItWas() throws {
    let collapsed = try split(width: .compact)
    #expect(collapsed.backGesture == .popped(to: 1))
    let atRoot = try #require(collapsed.applyingUserGesture(.popped(to: 0)))
    #expect(atRoot.backGesture == .returnedToSidebar)
    let sidebar = try #require(atRoot.applyingUserGesture(.returnedToSidebar))
    #expect(sidebar.appearance == .collapsedSplitView(.sidebar))
    #expect(sidebar.tabs == atRoot.tabs)
    #expect(sidebar.backGesture == nil)
    #expect(sidebar.applyingUserGesture(.returnedToSidebar) == nil, "a repeated report changes nothing")

    // A tap on the selected section shows it again; a tap on another selects and shows it.
    #expect(try sidebar.tabTap("home") == .selectedTab("home"))
    let home = try #require(sidebar.applyingUserGesture(.selectedTab("home")))
    #expect(home == atRoot)
    let search = try #require(sidebar.applyingUserGesture(.selectedTab("search")))
    #expect(search.appearance == .collapsedSplitView(.section))
    #expect(search.topScreen.id == 4)

    // Expanding from the sidebar shows the sidebar and the selected section, stacks intact.
    let expanded = try #require(sidebar.applyingUserGesture(.resized(.regular)))
    #expect(expanded.appearance == .splitView(.twoColumns))
    #expect(expanded.tabs == sidebar.tabs)
    #expect(expanded.selectedTab == "home")
  }

  @Test func aCommandThatChangesTheSelectedSectionShowsItOverTheSidebar() throws {
    let sidebar = try split(width: .compact).applying(.showColumn(.sidebar))
    let pushedOne = try expectApplied(.push([pushed(9)]), to: sidebar)
    #expect(pushedOne.appearance == .collapsedSplitView(.section))
    #expect(pushedOne.topScreen.id == 9)
    let selected = try expectApplied(.selectTab("profile"), to: sidebar)
    #expect(selected.appearance == .collapsedSplitView(.section))
    // A change to another section's stack leaves the sidebar shown.
    let elsewhere = try expectApplied(.setStack(pushed([3]), at: .tab("search")), to: sidebar)
    #expect(elsewhere.appearance == .collapsedSplitView(.sidebar))
  }

  @Test func onlyACollapsedSplitViewShowsOneColumn() throws {
    expectRejected(.showColumn(.sidebar), by: try split(), for: .notCollapsed(.splitView(.twoColumns)))
    expectRejected(.showColumn(.sidebar), by: try threeTabs(), for: .notCollapsed(.tabBar))
    expectRejected(
      .showColumn(.sidebar), by: try split(.adaptive(.twoColumns), width: .compact), for: .notCollapsed(.tabBar))
  }

  @Test func anAdaptiveLayoutSwitchesBetweenTabsAndASidebarKeepingEachSectionsStack() throws {
    let tabs = try split(.adaptive(.twoColumns), width: .compact, selected: 1)
    #expect(tabs.appearance == .tabBar)
    #expect(try tabs.tabTap("search") == .reselectedTab("search"))
    let sidebar = try #require(tabs.applyingUserGesture(.resized(.regular)))
    #expect(sidebar.appearance == .splitView(.twoColumns))
    #expect(sidebar.tabs == tabs.tabs)
    #expect(sidebar.selectedTab == "search")
    // In a sidebar, a tap on the selected section is a selection that changes nothing.
    #expect(try sidebar.tabTap("search") == .selectedTab("search"))
    #expect(sidebar.applyingUserGesture(.selectedTab("search")) == nil)
    let steps = NavigationPlanner.steps(from: tabs, to: sidebar)
    #expect(steps == [.setLayout(sidebar.rootLayout)])
  }

  @Test func aNewRootKeepsTheWidthAndATabContainerKeepsTheSections() throws {
    let sidebar = try split(width: .compact).applying(.showColumn(.sidebar))
    let tabs = try expectApplied(.setRoot(.tabs([Tab(id: "a", stack: pushed([7]))], selectedIndex: 0)), to: sidebar)
    #expect(tabs.rootLayout == RootLayout(sections: .sidebar(.twoColumns), widthClass: .compact))
    let stack = try expectApplied(.setRoot(.stack(pushed([8]))), to: sidebar)
    #expect(stack.rootLayout == RootLayout(widthClass: .compact))
  }

  @Test func thePlanLaysTheRootOutAfterANewRootAndBeforeTheStacks() throws {
    let target = try split(width: .compact).applying(.push([pushed(9)]))
    let fromNothing = NavigationPlanner.steps(from: nil, to: target)
    #expect(fromNothing == [.setRoot(target.root, layout: target.rootLayout)])
    let collapsing = NavigationPlanner.steps(from: try split(), to: target)
    #expect(collapsing == [.setLayout(target.rootLayout), .setStack(.tab("home"), target.tabs[0].stack)])
    var shown: NavigationState? = try split()
    for step in collapsing { shown = try NavigationState.rendering(step, onto: shown) }
    #expect(shown == target)
    #expect(NavigationPlanner.steps(from: target, to: target) == [])
  }

  @Test func aSectionSelectedBehindTheSidebarIsPlannedAndRenderedAsTheDesiredStateSaysIt() throws {
    let shown = try split(width: .compact)
    let desired = try shown.applying([.selectTab("search"), .showColumn(.sidebar)])
    #expect(desired.appearance == .collapsedSplitView(.sidebar))
    let steps = NavigationPlanner.steps(from: shown, to: desired)
    #expect(steps == [.setLayout(desired.rootLayout), .selectTab("search")])
    var rendered: NavigationState? = shown
    for step in steps { rendered = try NavigationState.rendering(step, onto: rendered) }
    #expect(rendered == desired)
  }

  @Test func aSidebarLayoutOnAStackIsAStepThatDoesNotFit() throws {
    #expect(throws: NavigationError.self) {
      try NavigationState.rendering(.setLayout(RootLayout(sections: .sidebar(.twoColumns))), onto: try stackState([0]))
    }
  }

  @Test func theTreeSaysHowTheSectionsAreShown() throws {
    let description = try split(width: .compact).applying(.showColumn(.sidebar)).description
    #expect(description.hasPrefix("tabs (layout: sidebar (2 columns), shown as collapsed split view (sidebar))\n"))
    #expect(try threeTabs().description.hasPrefix("tabs\n"))
  }

  @Test func aSplitStateItsCommandsGesturesAndStepsRoundTripThroughJSON() throws {
    var registry = RouteRegistry()
    try registry.register(TestRoute.self, key: "test")
    let encoder = JSONEncoder()
    encoder.userInfo[.routeRegistry] = registry
    let decoder = JSONDecoder()
    decoder.userInfo[.routeRegistry] = registry
    func roundTrip<T: Codable & Equatable>(_ value: T) throws {
      #expect(try decoder.decode(T.self, from: try encoder.encode(value)) == value)
    }
    let sidebar = try split(.sidebar(.threeColumns), width: .compact, modals: [layer(10)]).applying(
      [.dismissAll, .showColumn(.sidebar), .present(layer(10))])
    #expect(sidebar.rootLayout.collapsedColumn == .sidebar)
    try roundTrip(sidebar)
    try roundTrip(try split(.adaptive(.twoColumns)))
    try roundTrip(try threeTabs(modals: twoLayers))
    for command: NavigationCommand in [
      .setSectionLayout(.tabBar), .setSectionLayout(.sidebar(.twoColumns)), .setSectionLayout(.adaptive(.threeColumns)),
      .setWidthClass(.compact), .showColumn(.sidebar), .showColumn(.section),
    ] {
      try roundTrip(command)
    }
    for gesture: UserGesture in [.resized(.compact), .resized(.regular), .returnedToSidebar] { try roundTrip(gesture) }
    try roundTrip(HostStep.setLayout(sidebar.rootLayout))
    try roundTrip(HostStep.setRoot(sidebar.root, layout: sidebar.rootLayout))
    // A new root laid out by default is stored as before the layout came with it, which decodes.
    let stackRoot = HostStep.setRoot(try stackState([0]).root)
    try roundTrip(stackRoot)
    #expect(String(decoding: try encoder.encode(stackRoot), as: UTF8.self).hasPrefix(#"["setRoot",["stack","#))
    #expect(!String(decoding: try encoder.encode(stackRoot), as: UTF8.self).contains("width"))
    let json = String(
      decoding: try encoder.encode(NavigationCommand.setSectionLayout(.sidebar(.twoColumns))), as: UTF8.self)
    #expect(json == #"["setSectionLayout",["sidebar",2]]"#)
  }

  @Test func aLayoutWithAnImpossibleColumnCountIsADecodingError() throws {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(SectionLayout.self, from: Data(#"["sidebar", 4]"#.utf8))
    }
  }
}

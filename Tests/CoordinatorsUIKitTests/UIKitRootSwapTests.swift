@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// An adaptive layout swaps its root (a tab bar
/// for a split view) at a size-class crossing, a presented sheet or not. The screens keep their
/// controllers, and no controller is ever in two navigation controllers: UIKit raises
/// `UIViewControllerHierarchyInconsistency` for that (``FakeUIKit`` records it as misuse).
@MainActor
@Suite("The UIKit host model swaps an adaptive root", .hangLimit)
struct UIKitRootSwapTests {
  @Test(arguments: [false, true])
  func aRootSwapMovesEveryControllerOutOfTheOldRootFirst(underASheet: Bool) throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    if underASheet {
      fixture.navigator.present(TestRoute("sheet"), as: .sheet())
      fixture.settle()
    }
    let controllers = fixture.model.controllers.mapValues(ObjectIdentifier.init)
    for width in [WidthClass.compact, .regular, .compact] {
      fixture.uiKit.resize(to: width)
      fixture.settle()
      #expect(fixture.uiKit.misuse.isEmpty)
      #expect(fixture.uiKit.shownState == fixture.navigator.state)
    }
    #expect(
      fixture.model.controllers.mapValues(ObjectIdentifier.init) == controllers, "every screen keeps its controller")
    #expect(fixture.uiKit.presented.count == (underASheet ? 1 : 0))
  }

  /// At each crossing the navigation controller that
  /// shows the top of the selected section moves into the new root (the tab's becomes the split
  /// view's column that shows the section's top, and back), so its bar and its own state are
  /// not made again. It leaves the old root's container first: a controller has one parent.
  @Test(arguments: [(SplitColumns.twoColumns, 2), (.threeColumns, 2), (.threeColumns, 1)])
  func theSelectedSectionsNavigationControllerMovesIntoTheNewRoot(columns: SplitColumns, screens: Int) throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.navigator.apply(.setSectionLayout(.adaptive(columns)))
    if screens == 2 { fixture.navigator.push(TestRoute("detail")) }
    fixture.settle()
    // With three columns the secondary shows the screens above the first: none for one screen.
    let top: UIKitSplitColumn = columns == .threeColumns && screens == 1 ? .supplementary : .secondary
    let navigation = try #require(fixture.split?.navigation(of: top))
    fixture.uiKit.resize(to: .compact)
    fixture.settle()
    guard case .tabs(let tabs, let selected)? = fixture.uiKit.root else {
      Issue.record("no tab bar")
      return
    }
    #expect(tabs[selected].navigation === navigation, "the column's navigation controller is the tab's")
    #expect(tabs[selected].navigation.ids.count == screens)
    fixture.uiKit.resize(to: .regular)
    fixture.settle()
    #expect(fixture.split?.navigation(of: top) === navigation, "and the column's again")
    #expect(
      fixture.uiKit.movedNavigations.suffix(2).map(\.to) == [.stack(.tab("home")), .column(top)],
      "each crossing moves it")
    #expect(fixture.uiKit.misuse.isEmpty)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// The app lays the sections out in a sidebar in a compact window: the selected tab's
  /// navigation controller becomes the collapsed split view's compact column, its screens above
  /// the sidebar; laid out as a tab bar again, it is the tab's once more.
  @Test func theSelectedTabsNavigationControllerBecomesTheCompactColumnOfACollapsedSplitView() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.resize(to: .compact)
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    let navigation = try #require(fixture.uiKit.navigation(at: .tab("home")))
    try fixture.layOut(.sidebar(.twoColumns))
    #expect(fixture.split?.compact === navigation)
    #expect(fixture.ids(.compact) == [0, 2])
    try fixture.layOut(.tabBar)
    #expect(fixture.uiKit.navigation(at: .tab("home")) === navigation)
    #expect(fixture.uiKit.navigation(at: .tab("home"))?.ids == [0, 2])
    #expect(fixture.uiKit.misuse.isEmpty)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// A root that shows another section, or no sections, takes no navigation controller of the
  /// old one: every one is emptied, as before.
  @Test func aNewRootOfAnotherSectionOrAStackTakesNoNavigationController() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    let other = try fixture.navigator.makeScreen(TestRoute("other"))
    try fixture.navigator.apply(.setRoot(.tabs([Tab(id: "other", stack: [other])], selectedIndex: 0)))
    fixture.settle()
    try fixture.navigator.apply(.setRoot(.stack([fixture.navigator.makeScreen(TestRoute("login"))])))
    fixture.settle()
    let emptied = fixture.uiKit.actions.compactMap { if case .emptyRoot(let keeping) = $0 { keeping } else { nil } }
    #expect(emptied == [[], [], []], "the first root, the other section's, the stack")
    #expect(fixture.uiKit.movedNavigations.isEmpty)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  /// A navigator of two tabs laid out adaptively: a tab bar when compact, a split view when regular.
  static func adaptiveTabs() throws -> Navigator {
    let tabs = [
      Tab(id: "home", stack: [Screen(id: 0, route: TestRoute("home"))]),
      Tab(id: "search", stack: [Screen(id: 1, route: TestRoute("search"))]),
    ]
    let navigator = Navigator(state: try NavigationState(root: .tabs(tabs, selectedIndex: 0)))
    try navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    return navigator
  }

  /// The window's width is known when the host attaches: in a compact window an adaptive layout
  /// is built as a tab bar at once, never a split view swapped at launch, and no resize is
  /// reported.
  @Test func aCompactWindowBuildsTheFirstRootForItsWidth() throws {
    let navigator = try Self.adaptiveTabs()
    let fixture = UIKitFixture(navigator: navigator, windowWidth: .compact)
    let roots = fixture.uiKit.actions.filter { if case .showRoot = $0 { true } else { false } }
    #expect(roots.count == 1, "one root: \(roots)")
    guard case .tabs? = fixture.uiKit.root else {
      Issue.record("no tab bar")
      return
    }
    #expect(fixture.gestures.isEmpty, "the first layout is no resize: \(fixture.gestures)")
    #expect(fixture.uiKit.shownState == navigator.state)
  }

  /// A regular window (1,000 pt wide, an iPad's) shows an adaptive layout as a split view: the
  /// first root is built as one, and no tab bar controller is made at all, not even for a moment.
  @Test func aRegularWindowBuildsTheFirstAdaptiveRootAsASplitViewAndMakesNoTabBar() throws {
    let navigator = try Self.adaptiveTabs()
    let fixture = UIKitFixture(navigator: navigator, windowWidth: .regular, windowPoints: 1000)
    #expect(fixture.uiKit.tabBarsMade == 0, "no tab bar controller")
    let roots = fixture.uiKit.actions.filter { if case .showRoot = $0 { true } else { false } }
    #expect(roots.count == 1, "one root: \(roots)")
    #expect(fixture.split != nil, "a split view")
    #expect(fixture.gestures.isEmpty, "the first layout is no resize: \(fixture.gestures)")
    #expect(fixture.uiKit.misuse.isEmpty)
    #expect(fixture.uiKit.shownState == navigator.state)
  }
}

extension UIKitRootSwapTests {
  /// `UIKitHost.configureTabBarController` runs with each tab bar the host makes: one per
  /// `showRoot(.tabs)` the model decides, at the first step and again at each crossing of an
  /// adaptive layout back to a tab bar (the new tab bar does not keep what the app set on the
  /// old one), and at no other step.
  @Test func theHostMakesATabBarAtTheFirstStepAndAtEachCrossingBackToATabBarOnly() throws {
    let fixture = try UIKitFixture("one", "two", tabs: true)
    var tabBarsMade: Int {
      fixture.uiKit.actions.filter { if case .showRoot(.tabs) = $0 { true } else { false } }.count
    }
    #expect(tabBarsMade == 1, "the first step")
    fixture.navigator.push(TestRoute("detail"))
    fixture.navigator.selectTab("two")
    fixture.settle()
    #expect(tabBarsMade == 1, "a push and a selection make none")
    try fixture.navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    fixture.settle()
    for width in [WidthClass.compact, .regular, .compact] {
      fixture.uiKit.resize(to: width)
      fixture.settle()
    }
    #expect(tabBarsMade == 3, "each crossing back to a compact width makes a tab bar again")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }
}

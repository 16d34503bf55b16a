import CoordinatorsTesting
import CoordinatorsUIKit
import TestSupport
import Testing

/// A screen that hides the tab bar when pushed, or not.
private struct ChromeRoute: Route {
  var name: String
  var hidesTabBar = false

  var screenOptions: ScreenOptions { ScreenOptions(title: name, hidesTabBar: hidesTabBar) }
}

/// The search tab, the tab bar hidden on a pushed screen, and the identifiers of what the UIKit
/// host makes.
@MainActor
@Suite("The UIKit host's search tab and tab bar chrome", .hangLimit)
struct UIKitTabChromeTests {
  /// Tabs `home`, `find`, `more`, with these items.
  private func fixture(items: [TabItem?]) throws -> UIKitFixture {
    let tabs = ["home", "find", "more"].enumerated().map { index, name in
      Tab(
        id: TabID(rawValue: name), stack: [Screen(id: ScreenID(rawValue: index), route: TestRoute(name))],
        item: items.indices.contains(index) ? items[index] : nil)
    }
    return UIKitFixture(navigator: Navigator(state: try NavigationState(root: .tabs(tabs, selectedIndex: 0))))
  }

  @Test func theSearchTabIsMadeAsTheSearchTabWithItsOwnStack() throws {
    let search = TabItem(title: "Search", systemImage: "magnifyingglass", role: .search)
    let fixture = try fixture(items: [nil, search, search])
    #expect(fixture.uiKit.searchTab == "find", "the first tab with the role, the later one ordinary")
    try fixture.navigator.apply(.selectTab("find"))
    fixture.navigator.push(TestRoute("results"))
    fixture.settle()
    #expect(fixture.uiKit.navigation(at: .tab("find"))?.ids == [1, 3])
    #expect(fixture.uiKit.navigation(at: .tab("home"))?.ids == [0])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func anItemThatGivesTheRoleMakesTheTabBarAgainWithEveryStack() throws {
    let fixture = try fixture(items: [])
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    #expect(fixture.uiKit.searchTab == nil)
    let made = fixture.uiKit.tabBarsMade
    try fixture.navigator.apply(.setTabItem(TabItem(title: "Search", role: .search), for: "find"))
    fixture.settle()
    #expect(fixture.uiKit.searchTab == "find")
    #expect(fixture.uiKit.tabBarsMade == made + 1)
    #expect(fixture.uiKit.navigation(at: .tab("home"))?.ids == [0, 3])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
    // A badge changes the item alone.
    try fixture.navigator.apply(.setTabItem(TabItem(title: "Search", badge: "2", role: .search), for: "find"))
    fixture.settle()
    #expect(fixture.uiKit.tabBarsMade == made + 1)
  }

  @Test func aScreenThatHidesTheTabBarHidesTheBottomBarWhenPushed() throws {
    let fixture = try fixture(items: [])
    fixture.navigator.push(ChromeRoute(name: "player", hidesTabBar: true))
    fixture.navigator.push(ChromeRoute(name: "info"))
    fixture.settle()
    let controllers = try #require(fixture.uiKit.navigation(at: .tab("home"))?.viewControllers)
    #expect(controllers.map(\.hidesBottomBarWhenPushed) == [false, true, false])
  }
}

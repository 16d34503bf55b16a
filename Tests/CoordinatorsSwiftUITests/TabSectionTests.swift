@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("The SwiftUI host lists the tabs of a sidebar by section, under stable customization identifiers", .hangLimit)
struct TabSectionTests {
  @Test func theTabsOfASectionAreGatheredAtThePlaceOfItsFirstTab() throws {
    let fixture = try HostFixture(
      tabs: "home", "photos", "search", "albums",
      items: [nil, TabItem(title: "Photos", section: "Library"), nil, TabItem(title: "Albums", section: "Library")])
    let groups = try #require(fixture.tabs?.groups)
    #expect(groups.map(\.id) == ["tab.home", "section.Library", "tab.search"])
    #expect(groups.map { $0.tabs.map(\.id) } == [["home"], ["photos", "albums"], ["search"]])
    #expect(groups[1].section?.title == "Library")
    #expect(groups[0].section == nil && groups[2].section == nil)
  }

  @Test func aSectionIsKnownByItsNameSoATranslatedTitleKeepsTheUsersCustomization() throws {
    let fixture = try HostFixture(
      tabs: "photos", "albums", "people",
      items: [
        TabItem(title: "Photos", section: TabItem.Section("Bibliothèque", id: "library")),
        TabItem(title: "Albums", section: TabItem.Section("Library", id: "library")),
        TabItem(title: "People", section: TabItem.Section("Library", id: "people")),
      ])
    let groups = try #require(fixture.tabs?.groups)
    #expect(groups.map(\.id) == ["section.library", "section.people"])
    #expect(groups[0].section?.title == "Bibliothèque", "the title is that of the section's first tab")
    #expect(groups[0].tabs.map(\.id) == ["photos", "albums"])
  }

  @Test func customizationIdentifiersComeFromTheNamesAndNeverCollide() throws {
    let fixture = try HostFixture(
      tabs: "library", "section.library",
      items: [TabItem(title: "Library", section: "library"), TabItem(title: "Odd")])
    let tabs = try #require(fixture.tabs)
    #expect(tabs.tabs.map(\.customizationID) == ["tab.library", "tab.section.library"])
    let identifiers = tabs.groups.map(\.id) + tabs.tabs.map(\.customizationID)
    #expect(identifiers == ["section.library", "tab.section.library", "tab.library", "tab.section.library"])
    #expect(Set(tabs.groups.map(\.id)).count == tabs.groups.count)
    #expect(!tabs.groups.map(\.id).contains("tab.library"), "a section's identifier is never a tab's")
  }

  @Test func aNewItemMovesItsTabIntoASectionAndTheSidebarFollows() throws {
    let fixture = try HostFixture(tabs: "home", "photos")
    fixture.appearTop()
    let tabs = try #require(fixture.tabs)
    #expect(tabs.groups.map(\.id) == ["tab.home", "tab.photos"])
    let moved = invalidates(
      { try? fixture.navigator.apply(.setTabItem(TabItem(title: "Photos", section: "Library"), for: "photos")) },
      reading: { _ = tabs.groups })
    #expect(moved, "a view listing the groups reads them again")
    #expect(tabs.groups.map(\.id) == ["tab.home", "section.Library"])
  }

  @Test func theSearchTabIsTheFirstWithTheRoleAndIsListedOutsideItsSection() throws {
    let fixture = try HostFixture(
      tabs: "home", "find", "photos", "again",
      items: [
        nil, TabItem(title: "Search", systemImage: "magnifyingglass", section: "Library", role: .search),
        TabItem(title: "Photos", section: "Library"), TabItem(title: "Again", role: .search),
      ])
    let tabs = try #require(fixture.tabs)
    #expect(tabs.searchTab == "find")
    #expect(tabs.groups.map(\.id) == ["tab.home", "tab.find", "section.Library", "tab.again"])
    #expect(tabs.groups[2].tabs.map(\.id) == ["photos"])
  }

  @Test func anItemThatGivesTheRoleMakesTheTabTheSearchTabInPlace() throws {
    let fixture = try HostFixture(tabs: "home", "find")
    fixture.appearTop()
    let tabs = try #require(fixture.tabs)
    let stack = try #require(tabs.tab("find")?.stack)
    #expect(tabs.searchTab == nil)
    let changed = invalidates(
      { try? fixture.navigator.apply(.setTabItem(TabItem(title: "Search", role: .search), for: "find")) },
      reading: { _ = tabs.searchTab })
    #expect(changed, "a view reading the search tab reads it again")
    #expect(tabs.searchTab == "find")
    #expect(tabs.tab("find")?.stack === stack, "the tab keeps its stack")
  }

  @Test func everyTabCarriesTheCoresAccessibilityIdentifier() throws {
    let fixture = try HostFixture(tabs: "home", "find")
    let tabs = try #require(fixture.tabs)
    #expect(tabs.tabs.map(\.accessibilityIdentifier) == ["coordinators.tab.home", "coordinators.tab.find"])
  }
}

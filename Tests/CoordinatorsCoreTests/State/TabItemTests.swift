import CoordinatorsCore
import Foundation
import TestSupport
import Testing

@Suite("A tab item's section", .hangLimit)
struct TabItemTests {
  @Test func aStringLiteralIsASectionNamedByItsTitle() {
    let section: TabItem.Section = "Library"
    #expect(section == TabItem.Section("Library", id: "Library"))
    #expect(TabItem.Section("Bibliothèque", id: "library").id == "library")
  }

  @Test func anItemStoredBeforeSectionsReadsAsATabOfItsOwn() throws {
    let stored = Data(#"{"title":"Home","systemImage":"house"}"#.utf8)
    let item = try JSONDecoder().decode(TabItem.self, from: stored)
    #expect(item == TabItem(title: "Home", systemImage: "house"))
    #expect(item.section == nil)
  }

  @Test func anItemWithASectionSurvivesARoundTrip() throws {
    let item = TabItem(title: "Photos", systemImage: "photo", section: TabItem.Section("Library", id: "library"))
    let decoded = try JSONDecoder().decode(TabItem.self, from: JSONEncoder().encode(item))
    #expect(decoded == item)
  }
}

@Suite("The search tab", .hangLimit)
struct SearchTabTests {
  private func state(_ items: [TabItem?]) throws -> NavigationState {
    let tabs = items.enumerated().map {
      Tab(
        id: TabID(rawValue: "t\($0.offset)"), stack: [pushed(ScreenID(rawValue: $0.offset))],
        item: $0.element)
    }
    return try NavigationState(root: .tabs(tabs, selectedIndex: 0))
  }

  @Test func theFirstTabWithTheSearchRoleIsTheSearchTab() throws {
    let search = TabItem(title: "Search", systemImage: "magnifyingglass", role: .search)
    #expect(try state([TabItem(title: "Home"), search]).searchTab == "t1")
    // One search tab: a later tab with the role is an ordinary tab.
    #expect(try state([nil, search, search]).searchTab == "t1")
    #expect(try state([TabItem(title: "Home"), nil]).searchTab == nil)
    #expect(try NavigationState(root: .stack([pushed(0)])).searchTab == nil)
  }

  @Test func anItemStoredBeforeRolesReadsAsAnOrdinaryTab() throws {
    let stored = Data(#"{"title":"Search","systemImage":"magnifyingglass","section":{"id":"s","title":"S"}}"#.utf8)
    let item = try JSONDecoder().decode(TabItem.self, from: stored)
    #expect(item.role == nil)
    #expect(item == TabItem(title: "Search", systemImage: "magnifyingglass", section: TabItem.Section("S", id: "s")))
  }

  @Test func theSearchRoleIsStoredAsItsNameAndReadBack() throws {
    let item = TabItem(title: "Search", role: .search)
    let data = try JSONEncoder().encode(item)
    #expect(String(decoding: data, as: UTF8.self).contains(#""role":"search""#))
    #expect(try JSONDecoder().decode(TabItem.self, from: data) == item)
    // An ordinary item stores no role, as before roles.
    #expect(!String(decoding: try JSONEncoder().encode(TabItem(title: "Home")), as: UTF8.self).contains("role"))
  }

  @Test func anUnknownRoleIsAnError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TabItem.self, from: Data(#"{"title":"X","role":"inbox"}"#.utf8))
    }
  }
}

@Suite("A screen's options in stored data", .hangLimit)
struct ScreenOptionsCodingTests {
  @Test func optionsStoredBeforeTheTabBarOptionReadWithTheTabBarShown() throws {
    let stored = Data(
      #"{"title":"Book","titleDisplayMode":"inline","hidesBackButton":false,"hidesNavigationBar":true}"#.utf8)
    let options = try JSONDecoder().decode(ScreenOptions.self, from: stored)
    #expect(options == ScreenOptions(title: "Book", titleDisplayMode: .inline, hidesNavigationBar: true))
    #expect(!options.hidesTabBar)
  }

  @Test func optionsThatHideTheTabBarSurviveARoundTrip() throws {
    let options = ScreenOptions(title: "Player", hidesTabBar: true)
    #expect(try JSONDecoder().decode(ScreenOptions.self, from: JSONEncoder().encode(options)) == options)
    // Options that show the tab bar are written as before it existed.
    let plain = String(decoding: try JSONEncoder().encode(ScreenOptions(title: "A")), as: UTF8.self)
    #expect(!plain.contains("hidesTabBar"))
  }
}

@Suite("The hosts' accessibility identifiers", .hangLimit)
struct AccessibilityIdentifiersTests {
  @Test(arguments: [
    (TabID(rawValue: "library"), "coordinators.tab.library"),
    (TabID(rawValue: "search"), "coordinators.tab.search"),
    (TabID(rawValue: "a.b"), "coordinators.tab.a.b"),
    (TabID(rawValue: "Réglages"), "coordinators.tab.Réglages"),
  ])
  func aTabIsNamedByItsIdentifier(tab: TabID, identifier: String) {
    #expect(AccessibilityIdentifiers.tab(tab) == identifier)
  }

  @Test func aSectionIsNamedByItsNameNotItsTitle() {
    #expect(
      AccessibilityIdentifiers.section(TabItem.Section("Bibliothèque", id: "library")) == "coordinators.section.library"
    )
    #expect(AccessibilityIdentifiers.section("Library") == "coordinators.section.Library")
  }

  @Test(arguments: [
    (0, "coordinators.alert.button.0"), (1, "coordinators.alert.button.1"), (12, "coordinators.alert.button.12"),
  ])
  func anAlertButtonIsNamedByItsPlace(index: Int, identifier: String) {
    #expect(AccessibilityIdentifiers.alertButton(at: index) == identifier)
  }

  @Test func everyIdentifierStartsWithThePrefix() {
    let all = [
      AccessibilityIdentifiers.tab("x"), AccessibilityIdentifiers.section("x"),
      AccessibilityIdentifiers.alertButton(at: 0),
    ]
    #expect(all.allSatisfy { $0.hasPrefix(AccessibilityIdentifiers.prefix + ".") })
    #expect(Set(all).count == all.count)
  }
}

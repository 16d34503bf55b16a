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

import Foundation
import TestSupport
import Testing

@testable import CoordinatorsSwiftUI

/// A stand-in for SwiftUI's `TabViewCustomization`: a `Codable`, `Equatable` value whose keys a
/// plain encoder may write in any order.
private struct Customization: Codable, Equatable {
  var hidden: [String: Bool] = [:]
  var order: [String] = []
}

/// The tab customization binding reads the app's storage at every body
/// evaluation and writes it back.
@MainActor
@Suite("The stored tab customization is decoded once per data and written in one form", .hangLimit)
struct StoredJSONTests {
  private let value = Customization(hidden: ["tab.b": true, "tab.a": false, "section.c": true], order: ["tab.a"])

  @Test func theSameDataIsDecodedOnce() throws {
    let store = StoredJSON(empty: Customization())
    let data = try JSONEncoder().encode(value)
    #expect(store.value(in: data) == value)
    #expect(store.value(in: data) == value)
    #expect(store.decodings == 1)
    #expect(store.value(in: Data()) == Customization(), "empty data is no customization")
    #expect(store.value(in: Data("not json".utf8)) == Customization(), "unreadable data is none")
  }

  @Test func aValueIsWrittenWithSortedKeys() throws {
    let store = StoredJSON(empty: Customization())
    let written = try #require(store.data(for: value, replacing: Data()))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(written == (try encoder.encode(value)))
    #expect(store.value(in: written) == value)
    #expect(store.decodings == 1, "what it wrote it does not decode again")
  }

  @Test func aValueEqualToTheStoredOneIsNotWritten() throws {
    let stored = try JSONEncoder().encode(value)
    let store = StoredJSON(empty: Customization())
    #expect(store.data(for: value, replacing: stored) == nil)
    #expect(store.data(for: Customization(), replacing: Data()) == nil)
    var changed = value
    changed.order.append("tab.b")
    #expect(store.data(for: changed, replacing: stored) != nil)
  }
}

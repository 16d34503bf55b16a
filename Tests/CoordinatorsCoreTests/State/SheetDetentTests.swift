import CoordinatorsCore
import Foundation
import TestSupport
import Testing

/// Sheet detents reach every host as UIKit requires them: at least one, smallest first.
@Suite("Sheet detents, normalised once in the core", .hangLimit)
struct SheetDetentTests {
  @Test func noDetentsIsAFullHeightSheet() {
    #expect(SheetDetent.normalized([]) == [.large])
    #expect(ModalPresentation.sheet(detents: []).style == .sheet(detents: [.large], grabber: .automatic))
  }

  @Test func detentsGoFromSmallestToLargest() {
    #expect(SheetDetent.normalized([.large, .medium]) == [.medium, .large])
    #expect(
      SheetDetent.normalized([.large, .fraction(0.7), .medium, .height(120), .fraction(0.2), .height(80)])
        == [.height(80), .height(120), .fraction(0.2), .medium, .fraction(0.7), .large])
    #expect(
      ModalPresentation(style: .sheet(detents: [.large, .medium], grabber: .visible)).description
        == "sheet(medium, large, grabber: visible)")
  }

  @Test func storedDetentsAreNormalisedWhenRead() throws {
    let stored =
      #"{"style":{"sheet":{"detents":[],"grabber":"visible"}},"isInteractiveDismissDisabled":false,"embedsNavigationStack":true}"#
    let presentation = try JSONDecoder().decode(ModalPresentation.self, from: Data(stored.utf8))
    #expect(presentation.style == .sheet(detents: [.large], grabber: .visible))
  }

  @Test func aDetentGivenTwiceIsKeptOnce() {
    #expect(SheetDetent.normalized([.medium, .large, .medium]) == [.medium, .large])
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity, 0, -0.5])
  func aHeightOrFractionThatIsNoHeightIsLeftOut(_ value: Double) throws {
    #expect(SheetDetent.normalized([.fraction(value), .medium]) == [.medium])
    #expect(SheetDetent.normalized([.height(value)]) == [.large])
    let presentation = ModalPresentation.sheet(detents: [.fraction(value), .height(value)])
    let data = try JSONEncoder().encode(presentation)
    #expect(try JSONDecoder().decode(ModalPresentation.self, from: data) == presentation)
  }

  @Test func aFractionAboveTheFullHeightIsTheFullHeight() {
    #expect(SheetDetent.normalized([.fraction(3)]) == [.fraction(1)])
  }
}

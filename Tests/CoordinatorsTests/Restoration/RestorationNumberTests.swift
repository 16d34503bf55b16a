import Coordinators
import CoordinatorsTesting
import Foundation
import Testing

/// Numbers that do not fit were rounded silently: `-9223372036854775809` restored as `Int.min`,
/// `1e-400` as 0. They are refused with an error that says which number and where.
@MainActor
@Suite("Restoration: numbers that do not fit exactly are refused", .suiteTimeLimit)
struct RestorationNumberTests {
  @Test(
    "a number that does not fit stops the restoration at its screen, naming it",
    arguments: [
      ("-9223372036854775809", "the integer -9223372036854775809 does not fit in 64 bits"),
      ("9223372036854775808", "the integer 9223372036854775808 does not fit in 64 bits"),
      ("1e-400", "the number 1e-400 is out of range"),
    ])
  func refused(number: String, message: String) throws {
    let saved = Navigator(root: LibraryCoordinator())
    saved.push(PhotoRoute.photo(424_242), owner: .root)
    let text = String(decoding: saved.snapshotData(registry: RestorationFixtures.registry), as: UTF8.self)
    #expect(text.contains("424242"))
    let offset = try #require(text.range(of: "424242")).lowerBound.utf16Offset(in: text)
    let data = Data(text.replacingOccurrences(of: "424242", with: number).utf8)
    let navigator = Navigator(root: LibraryCoordinator())
    let report = navigator.restore(from: data, registry: RestorationFixtures.registry)
    #expect(report.errors.map(\.reason).contains(.malformed(message, atByte: offset)), "\(report)")
    #expect(report.restoredScreenCount == 1)
    #expect(!navigator.state.allScreens.contains { $0.route.route(as: PhotoRoute.self) == .photo(.min) })
  }

  @Test("the largest and smallest integers and doubles round-trip")
  func edgesRoundTrip() throws {
    let saved = Navigator(root: LibraryCoordinator())
    saved.push(PhotoRoute.photo(.min), owner: .root)
    saved.push(PhotoRoute.photo(.max), owner: .root)
    let editor = try #require(saved.coordinators(ofType: LibraryCoordinator.self).first)
    editor.flow.show(.editor)
    let navigator = Navigator(root: LibraryCoordinator())
    let report = navigator.restore(
      from: saved.snapshotData(registry: RestorationFixtures.registry), registry: RestorationFixtures.registry)
    #expect(report.isComplete, "\(report)")
    #expect(navigator.state.allScreens.map(\.route) == saved.state.allScreens.map(\.route))
  }
}

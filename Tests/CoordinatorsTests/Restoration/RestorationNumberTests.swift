@_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Numbers that do not fit were rounded silently: `-9223372036854775809` restored as `Int.min`.
/// Foundation's decoder refuses them; the route that holds one stops the restoration at its screen.
@MainActor
@Suite("Restoration: numbers that do not fit exactly are refused", .hangLimit)
struct RestorationNumberTests {
  @Test(
    "a number that does not fit stops the restoration at its screen",
    arguments: ["-9223372036854775809", "9223372036854775808"])
  func refused(number: String) throws {
    let saved = Navigator(root: LibraryCoordinator())
    saved.push(PhotoRoute.photo(424_242), owner: .root)
    let text = String(decoding: saved.snapshotData(registry: RestorationFixtures.registry), as: UTF8.self)
    #expect(text.contains("424242"))
    let data = Data(text.replacingOccurrences(of: "424242", with: number).utf8)
    let navigator = Navigator(root: LibraryCoordinator())
    let report = navigator.restore(from: data, registry: RestorationFixtures.registry)
    #expect(report.errors.map(\.location) == [.screen(.root, index: 1)], "\(report)")
    guard case .routeNotDecodable(key: "photos", _)? = report.errors.first?.detail else {
      Issue.record("expected the photo's route to fail, got \(report)")
      return
    }
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

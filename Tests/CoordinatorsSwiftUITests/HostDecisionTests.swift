import CoordinatorsTesting
import Testing

@testable import CoordinatorsSwiftUI

@Suite("The SwiftUI host's decisions")
struct HostDecisionTests {
  @Test func aPathWrittenBackIsAnEcho() {
    #expect(PathWrite(written: [1, 2], rendered: screens(0, 1, 2)) == .echo)
  }
}

/// Pushed screens with these identifiers.
func screens(_ ids: Int...) -> [Screen] {
  ids.map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) }
}

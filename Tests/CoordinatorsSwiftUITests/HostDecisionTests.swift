import CoordinatorsTesting
import Testing

@testable import CoordinatorsSwiftUI

@Suite("The SwiftUI host's decisions")
struct HostDecisionTests {
  @Test func aPathWrittenBackIsAnEcho() {
    #expect(ReportedStack([1, 2], from: 1, rendered: screens(0, 1, 2)) == .echo)
  }
}

/// Pushed screens with these identifiers.
func screens(_ ids: Int...) -> ScreenStack {
  ScreenStack(ids.map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) })
}

@MainActor
@Suite("A stack remembers the custom transition its screens came on top with")
struct StackTransitionTests {
  @Test func aPushedScreenKeepsItsTransitionUntilItLeaves() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.show(screens(0, 1), transition: "fade")
    #expect(stack.transition(for: 1) == "fade")
    #expect(stack.transition(for: 0) == nil)
    stack.show(screens(0), transition: "fade")
    #expect(stack.transition(for: 0) == nil)
    #expect(stack.transition(for: 1) == nil)
  }

  @Test func aPushWithoutTransitionRecordsNone() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.show(screens(0, 1))
    #expect(stack.transition(for: 1) == nil)
  }
}

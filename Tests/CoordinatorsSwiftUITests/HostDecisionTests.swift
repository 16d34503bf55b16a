import CoordinatorsTesting
import TestSupport
import Testing

@_spi(HostModel) @testable import CoordinatorsSwiftUI

@Suite("The SwiftUI host's decisions", .hangLimit)
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
@Suite("A stack remembers the custom transition its screens came on top with", .hangLimit)
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

@Suite("A screen's options add only the modifiers they set (HOST-REVIEW finding 6)", .hangLimit)
struct ScreenModifiersTests {
  /// The names of the modifiers `options` sets.
  private func set(by options: ScreenOptions) -> Set<String> {
    let modifiers = ScreenModifiers(options)
    let set: [String: Bool] = [
      "title": modifiers.title != nil,
      "titleDisplayMode": modifiers.titleDisplayMode != nil,
      "hidesBackButton": modifiers.hidesBackButton != nil,
      "hidesNavigationBar": modifiers.hidesNavigationBar != nil,
      "barStyle": modifiers.barStyle != nil,
    ]
    return Set(set.filter(\.value).keys)
  }

  @Test func defaultOptionsSetNoModifier() {
    #expect(set(by: ScreenOptions()) == [])
    #expect(
      set(by: ScreenOptions(titleDisplayMode: .automatic, hidesBackButton: false, hidesNavigationBar: false)) == [])
  }

  @Test(arguments: [
    (ScreenOptions(title: "Account"), "title"),
    (ScreenOptions(title: ""), "title"),
    (ScreenOptions(titleDisplayMode: .inline), "titleDisplayMode"),
    (ScreenOptions(titleDisplayMode: .large), "titleDisplayMode"),
    (ScreenOptions(hidesBackButton: true), "hidesBackButton"),
    (ScreenOptions(hidesNavigationBar: true), "hidesNavigationBar"),
    (ScreenOptions(barStyle: "account"), "barStyle"),
  ])
  func eachOptionSetsExactlyItsOwnModifier(options: ScreenOptions, modifier: String) {
    #expect(set(by: options) == [modifier])
  }

  @Test func theModifiersCarryTheOptionsValues() {
    let modifiers = ScreenModifiers(
      ScreenOptions(
        title: "Account", titleDisplayMode: .large, hidesBackButton: true, hidesNavigationBar: true, barStyle: "account"
      ))
    #expect(modifiers.title == "Account")
    #expect(modifiers.titleDisplayMode == .large)
    #expect(modifiers.hidesBackButton == true)
    #expect(modifiers.hidesNavigationBar == true)
    #expect(modifiers.barStyle == "account")
  }
}

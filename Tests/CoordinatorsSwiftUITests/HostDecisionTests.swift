import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @_spi(Testing) @testable import CoordinatorsSwiftUI

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

/// Every option set for the screen's life.
private let everyOption = ScreenOptions(
  title: "Account", titleDisplayMode: .large, hidesBackButton: true, hidesNavigationBar: true, barStyle: "account")

@Suite("A screen's options add only the modifiers they set, and the back button's always", .hangLimit)
struct ScreenModifiersTests {
  /// The modifiers `options` applies, besides the back button's.
  private func set(by options: ScreenOptions) -> Set<ScreenModifiers.Kind> {
    ScreenModifiers(options).applied.subtracting([.backButtonHidden])
  }

  @Test func defaultOptionsSetNoModifierButTheBackButtons() {
    #expect(ScreenModifiers(ScreenOptions()).applied == [.backButtonHidden])
    #expect(
      set(by: ScreenOptions(titleDisplayMode: .automatic, hidesBackButton: false, hidesNavigationBar: false)) == [])
  }

  @Test(arguments: [
    (ScreenOptions(title: "Account"), ScreenModifiers.Kind.title),
    (ScreenOptions(title: ""), .title),
    (ScreenOptions(titleDisplayMode: .inline), .titleDisplayMode),
    (ScreenOptions(titleDisplayMode: .large), .titleDisplayMode),
    (ScreenOptions(hidesNavigationBar: true), .navigationBarHidden),
    (ScreenOptions(barStyle: "account"), .barStyle),
    (ScreenOptions(hidesTabBar: true), .tabBarHidden),
  ])
  func eachOptionSetsExactlyItsOwnModifier(options: ScreenOptions, modifier: ScreenModifiers.Kind) {
    #expect(set(by: options) == [modifier])
  }

  /// Whether the user may go back changes during a screen's life (an alert, a flow that disables
  /// its interactive dismissal on the first keystroke): it changes the back button's value, never
  /// which modifiers wrap the screen, or SwiftUI would remake its content and lose its `@State`.
  @Test(arguments: [ScreenOptions(), ScreenOptions(hidesBackButton: true), everyOption])
  func goingBackRefusedChangesAValueNeverTheModifiersApplied(options: ScreenOptions) {
    let allowed = ScreenModifiers(options, allowsGoingBack: true)
    let refused = ScreenModifiers(options, allowsGoingBack: false)
    #expect(allowed.applied == refused.applied)
    #expect(refused.hidesBackButton == true)
    #expect(allowed.hidesBackButton == options.hidesBackButton)
  }

  @Test func theModifiersCarryTheOptionsValues() {
    let modifiers = ScreenModifiers(everyOption)
    #expect(modifiers.title == "Account")
    #expect(modifiers.titleDisplayMode == .large)
    #expect(modifiers.hidesBackButton == true)
    #expect(modifiers.hidesNavigationBar == true)
    #expect(modifiers.barStyle == "account")
    #expect(ScreenModifiers(ScreenOptions(hidesTabBar: true)).hidesTabBar == true)
    #expect(ScreenModifiers(ScreenOptions()).hidesTabBar == nil, "a screen that shows the tab bar adds nothing")
  }
}

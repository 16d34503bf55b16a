import CoordinatorsTesting
import CoordinatorsUIKit
import TestSupport
import Testing

/// iOS 26 lets the user interrupt a transition: a back tap during a push reverses it
/// (https://github.com/grahammendick/navigation/pull/888, "interacting during transition that's
/// new in iOS 26, for example, clicking back button multiple times"). The pop is the user's: the
/// session completes the push first, then follows it, as it does for every gesture during a step.
@MainActor
@Suite("The UIKit host model follows a push the user interrupts", .hangLimit)
struct UIKitInterruptedTransitionTests {
  @Test func aBackTapDuringAPushIsTheUsersPop() throws {
    let fixture = try UIKitFixture("a")
    fixture.uiKit.interruptibleTransitions = true
    let pushed = try #require(fixture.navigator.push(TestRoute("b")))
    #expect(fixture.uiKit.isTransitioning, "the push runs")
    #expect(fixture.uiKit.tapBackButton())
    fixture.settle()
    #expect(fixture.navigator.state.stack(at: .root)?.map(\.id) == [0], "the state shows a")
    #expect(fixture.gestures == [.popped(to: 0)])
    #expect(fixture.model.controller(for: pushed) == nil, "b's controller is let go")
    let next = try #require(fixture.navigator.push(TestRoute("c")))
    fixture.settle()
    #expect(fixture.navigator.state.stack(at: .root)?.map(\.id) == [0, next], "b does not come back")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  /// In a split view's column the same: the pop interrupts the push of the section's stack.
  @Test func aBackTapDuringAPushInASplitViewColumnIsTheUsersPop() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.sidebar(.twoColumns))
    fixture.uiKit.interruptibleTransitions = true
    let pushed = try #require(fixture.navigator.push(TestRoute("b")))
    #expect(fixture.uiKit.isTransitioning, "the push runs")
    #expect(fixture.ids(.secondary) == [0, pushed])
    #expect(fixture.uiKit.tapBackButton())
    fixture.settle()
    #expect(fixture.navigator.state.stack(at: .tab(fixture.navigator.state.tabs[0].id))?.map(\.id) == [0])
    #expect(fixture.gestures == [.popped(to: 0)])
    #expect(fixture.model.controller(for: pushed) == nil, "b's controller is let go")
    let next = try #require(fixture.navigator.push(TestRoute("c")))
    fixture.settle()
    #expect(fixture.ids(.secondary) == [0, next], "b does not come back")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  /// A back tap after the push ended is an ordinary pop; one refused by a flow changes nothing.
  @Test func aBackTapAfterThePushIsAPop() throws {
    let fixture = try UIKitFixture("a")
    fixture.uiKit.interruptibleTransitions = true
    fixture.navigator.push(TestRoute("b"))
    fixture.settle()
    #expect(fixture.uiKit.tapBackButton())
    fixture.settle()
    #expect(fixture.navigator.state.stack(at: .root)?.map(\.id) == [0])
    #expect(fixture.gestures == [.popped(to: 0)])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }
}

@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @_spi(Testing) @testable import CoordinatorsSwiftUI

@MainActor
@Suite("A push with TransitionID.zoom zooms from the view on screen that shows the pushed route", .hangLimit)
struct ZoomSourceTests {
  let detail = AnyRoute(TestRoute("s1"))

  @Test func aPushZoomsFromTheViewThatShowsItsRouteOnTheScreenItLeaves() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.transitionSourceAppeared(AnyRoute(TestRoute("s7")), on: 0)
    stack.transitionSourceAppeared(detail, on: 0)
    stack.show(screens(0, 1), transition: .zoom)
    #expect(stack.zoomSource(for: 1) == TransitionSourceID(route: detail))
    #expect(stack.transition(for: 1) == .zoom)
  }

  @Test func withNoSuchViewOnScreenThePushIsTheDefaultOne() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.transitionSourceAppeared(AnyRoute(TestRoute("another")), on: 0)
    stack.show(screens(0, 1), transition: .zoom)
    #expect(stack.zoomSource(for: 1) == nil)
    #expect(stack.transition(for: 1) == nil, "no custom transition: the system's push")
  }

  @Test func aSourceThatLeftTheScreenNoLongerCounts() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.transitionSourceAppeared(detail, on: 0)
    stack.transitionSourceAppeared(detail, on: 0)
    stack.transitionSourceDisappeared(detail, on: 0)
    stack.transitionSourceDisappeared(detail, on: 0)
    stack.show(screens(0, 1), transition: .zoom)
    #expect(stack.zoomSource(for: 1) == nil, "the cell scrolled away")
  }

  @Test func twoViewsOfOneRouteCountUntilBothHaveGone() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.transitionSourceAppeared(detail, on: 0)
    stack.transitionSourceAppeared(detail, on: 0)
    stack.transitionSourceDisappeared(detail, on: 0)
    stack.show(screens(0, 1), transition: .zoom)
    #expect(stack.zoomSource(for: 1) == TransitionSourceID(route: detail))
  }

  @Test func aPushOfSeveralScreensAtOncePushesTheTopAsUsual() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.transitionSourceAppeared(AnyRoute(TestRoute("s2")), on: 0)
    stack.show(screens(0, 1, 2), transition: .zoom)
    #expect(stack.zoomSource(for: 2) == nil, "the screen it lands on was never on screen")
    #expect(stack.transition(for: 2) == nil)
  }

  @Test func aSourceOnAScreenTheStackDoesNotHoldIsIgnored() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.transitionSourceAppeared(detail, on: 9)
    stack.show(screens(0, 1), transition: .zoom)
    #expect(stack.zoomSource(for: 1) == nil)
  }

  @Test func theZoomAndTheSourcesLeaveWithTheirScreens() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.transitionSourceAppeared(detail, on: 0)
    stack.show(screens(0, 1), transition: .zoom)
    stack.transitionSourceAppeared(AnyRoute(TestRoute("s2")), on: 1)
    stack.show(screens(0))
    #expect(stack.zoomSource(for: 1) != nil, "the popped screen zooms back into the cell while it animates away")
    #expect(stack.transitionSources[1] == nil)
    stack.transitionSourceDisappeared(AnyRoute(TestRoute("s2")), on: 1)
    #expect(stack.transitionSources[1] == nil, "a late disappearance changes nothing")
    #expect(stack.transitionSources[0]?[detail] == 1, "the list's cell is still on screen")
    stack.show(screens(0, 2))
    #expect(stack.zoomSource(for: 1) == nil, "forgotten at the next change, once its pop has ended")
  }

  @Test func otherTransitionsAreLeftToTheStyle() {
    let stack = StackModel(location: .root, screens: screens(0), host: nil)
    stack.transitionSourceAppeared(detail, on: 0)
    stack.show(screens(0, 1), transition: "photo")
    #expect(stack.transition(for: 1) == "photo")
    #expect(stack.zoomSource(for: 1) == nil)
  }

  @Test func aCoordinatorPushChosenByATransitionRuleZoomsFromTheCell() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.navigator.transitionRules = [TransitionRule(to: .type(TestRoute.self), on: .push, use: .zoom)]
    fixture.appearTop()
    let stack = try #require(fixture.rootStack)
    stack.transitionSourceAppeared(AnyRoute(TestRoute("photo 2")), on: 0)
    stack.transitionSourceAppeared(AnyRoute(TestRoute("photo 3")), on: 0)
    let pushed = try #require(fixture.push("photo 3"))
    #expect(stack.zoomSource(for: pushed) == TransitionSourceID(route: AnyRoute(TestRoute("photo 3"))))
    let next = try #require(fixture.push("photo 4"))
    #expect(stack.zoomSource(for: next) == nil, "no view of photo 4 was on the screen it left")
  }

  @Test func aDeepLinkThatLandsOnTheListZoomsFromTheCellAndOneThatJumpsDoesNot() throws {
    let fixture = try HostFixture(stack: "list")
    fixture.navigator.transitionRules = [TransitionRule(to: .type(TestRoute.self), on: .push, use: .zoom)]
    fixture.appearTop()
    let stack = try #require(fixture.rootStack)
    stack.transitionSourceAppeared(AnyRoute(TestRoute("photo")), on: 0)
    let list = try #require(fixture.navigator.state.stack(at: .root)?.first)
    let photo = try fixture.navigator.makeScreen(TestRoute("photo"))
    try fixture.navigator.apply(.setStack([list, photo], at: .root))
    #expect(stack.zoomSource(for: photo.id) != nil)
    fixture.appearTop()
    let album = try fixture.navigator.makeScreen(TestRoute("album"))
    let other = try fixture.navigator.makeScreen(TestRoute("photo"))
    try fixture.navigator.apply(.setStack([list, album, other], at: .root))
    #expect(stack.zoomSource(for: other.id) == nil, "the list was not on screen under the new top")
  }
}

import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// An app may attach the host that is attached already (a SwiftUI view's `onAppear` that runs
/// again): the session starts over, and the screens keep their controllers, with what their
/// views hold.
@MainActor
@Suite("The UIKit host model attached again", .hangLimit)
struct UIKitReattachTests {
  @Test func attachingTheSameHostAgainKeepsItsScreensControllers() throws {
    let fixture = try UIKitFixture("a", "b")
    let first = try #require(fixture.model.controller(for: 0))
    let second = try #require(fixture.model.controller(for: 1))
    fixture.navigator.attach(fixture.model)
    fixture.settle()
    #expect(fixture.model.controller(for: 0) === first)
    #expect(fixture.model.controller(for: 1) === second)
    guard case .stack(let navigation)? = fixture.uiKit.root else {
      Issue.record("a stack shows in a navigation controller")
      return
    }
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.viewControllers.first === first && navigation.viewControllers.last === second)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func attachingTheSameHostAgainKeepsTheTabsControllers() throws {
    let fixture = try UIKitFixture("one", "two", tabs: true)
    fixture.navigator.push(TestRoute("detail"))
    fixture.settle()
    let controllers = fixture.model.controllers
    fixture.navigator.attach(fixture.model)
    fixture.settle()
    #expect(fixture.model.controllers.count == controllers.count)
    for (id, controller) in controllers { #expect(fixture.model.controller(for: id) === controller) }
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }
}

import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// An app may attach the host that is attached already (a SwiftUI view's `onAppear` that runs
/// again): nothing it shows changes, neither the screens' controllers (with what their views
/// hold) nor the containers around them nor the layers they present, and UIKit gets no call.
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

  @Test func attachingTheSameHostAgainKeepsTheRootContainerAndMakesNoCall() throws {
    let fixture = try UIKitFixture("a", "b")
    guard case .stack(let before)? = fixture.uiKit.root else {
      Issue.record("a stack shows in a navigation controller")
      return
    }
    fixture.uiKit.forgetActions()
    fixture.navigator.attach(fixture.model)
    fixture.settle()
    guard case .stack(let after)? = fixture.uiKit.root else {
      Issue.record("a stack shows in a navigation controller")
      return
    }
    #expect(after === before, "the root's navigation controller stays")
    #expect(fixture.uiKit.actions.isEmpty, "UIKit is asked for nothing")
  }

  @Test func attachingTheSameHostAgainKeepsThePresentedLayersAndTheirControllers() throws {
    let fixture = try UIKitFixture("a", "b")
    let sheet = try #require(fixture.navigator.present(TestRoute("sheet"), as: .sheet()))
    let cover = try #require(fixture.navigator.present(TestRoute("cover"), as: .fullScreenCover()))
    fixture.settle()
    let controllers = fixture.model.controllers
    #expect(controllers.keys.sorted() == [0, 1, sheet, cover])
    fixture.uiKit.forgetActions()
    fixture.navigator.attach(fixture.model)
    fixture.settle()
    for (id, controller) in controllers {
      #expect(fixture.model.controller(for: id) === controller, "screen \(id) keeps its controller")
    }
    #expect(fixture.uiKit.presented.map(\.layer.id) == [sheet, cover])
    #expect(fixture.uiKit.actions.isEmpty, "nothing is dismissed or presented again")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func attachingTheSameHostAgainDuringAStepLetsItEndAndShowsWhatFollows() throws {
    let fixture = try UIKitFixture("a")
    fixture.navigator.push(TestRoute("b"))
    #expect(fixture.uiKit.isTransitioning, "the push runs")
    fixture.navigator.attach(fixture.model)
    fixture.navigator.push(TestRoute("c"))
    fixture.settle()
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.navigator.isIdle)
  }
}

@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// The host attached again while its scene is inactive: UIKit says a scene is active only when it
/// becomes so (`UIScene.didActivateNotification`), so the session keeps its hold through the
/// attach.
@MainActor
@Suite("The UIKit host model attached again while the scene is inactive", .hangLimit)
struct UIKitInactiveReattachTests {
  @Test func stepsWaitUntilTheSceneIsActiveAgain() throws {
    let fixture = try UIKitFixture("a")
    fixture.uiKit.setSceneActive(false)
    fixture.navigator.attach(fixture.model)
    fixture.navigator.push(TestRoute("b"))
    fixture.settle()
    #expect(fixture.session?.isHeld(by: .sceneInactive) == true, "an attach does not make the scene active")
    #expect(fixture.session?.heldStep != nil, "no step is shown while the scene is inactive")
    fixture.uiKit.setSceneActive(true)
    fixture.settle()
    #expect(fixture.session?.heldStep == nil)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aNewNavigatorAttachedInTheBackgroundShowsNothingUntilTheSceneIsActive() throws {
    let fixture = try UIKitFixture("a")
    fixture.uiKit.setSceneActive(false)
    let calls = fixture.uiKit.actions.count
    let other = Navigator(state: try NavigationState(root: .stack([Screen(id: 10, route: TestRoute("x"))])))
    other.attach(fixture.model)
    other.push(TestRoute("y"))
    fixture.settle()
    fixture.uiKit.fireWatchdog()
    #expect(other.session?.isHeld(by: .sceneInactive) == true, "the host read the scene's activity at attach")
    #expect(fixture.uiKit.actions.count == calls, "no step is shown while the scene is in the background")
    #expect(other.session?.watchdogFirings == 0, "no watchdog runs while the scene is in the background")
    fixture.uiKit.setSceneActive(true)
    fixture.settle()
    #expect(other.session?.heldStep == nil)
    #expect(fixture.uiKit.shownState == other.state)
  }
}

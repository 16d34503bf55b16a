@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

@MainActor
@Suite("Alerts: shown by a flow, answered through the action path", .hangLimit)
struct AlertTests {
  /// A navigator with the asking home flow, shown by a test host.
  func makeNavigator() -> (Navigator, AskingCoordinator, TestHost) {
    let home = AskingCoordinator()
    let navigator = Navigator(root: home)
    let host = TestHost()
    navigator.attach(host)
    return (navigator, home, host)
  }

  @Test("a flow's alert is part of the state and shows on the host with its title, message and buttons")
  func shown() throws {
    let (navigator, home, host) = makeNavigator()
    let id = try #require(home.confirmDeletion())
    let alert = try #require(host.shownAlert)
    #expect(navigator.state.alert == alert)
    #expect(alert.id == id && alert.owner == home.flow.id && alert.style == .alert)
    #expect(alert.title == "Delete the star?" && alert.message == "It cannot be undone.")
    #expect(
      alert.buttons == [
        NavigationAlert.Button("Delete", role: .destructive), NavigationAlert.Button("Keep"),
        NavigationAlert.Button("Cancel", role: .cancel),
      ])
    #expect(host.steps.last == .showAlert(alert))
  }

  @Test("a tapped button's action reaches the coordinator that showed the alert, and the alert leaves")
  func tapDeliversTheAction() throws {
    let (navigator, home, host) = makeNavigator()
    home.confirmDeletion()
    #expect(host.tapAlertButton("Keep"))
    #expect(home.received == [.keep])
    #expect(navigator.state.alert == nil && host.shownAlert == nil)
    #expect(!host.tapAlertButton("Delete"))
    #expect(home.received == [.keep])
  }

  @Test("a button without an action only closes the alert")
  func cancelWithoutAction() throws {
    let (navigator, home, host) = makeNavigator()
    home.confirmDeletion()
    #expect(host.tapAlertButton("Cancel"))
    #expect(home.received.isEmpty && navigator.state.alert == nil)
  }

  @Test("an alert of a flow that handles no action bubbles its action to the parent, as a screen's does")
  func bubbles() throws {
    let (navigator, home, host) = makeNavigator()
    home.flow.show(.wizard)
    let wizard = try #require(home.flow.children.first as? AskingWizard)
    wizard.flow.alert("Leave?", buttons: [AlertButton("Leave", action: ShapeAction.delete)])
    #expect(host.shownAlert?.owner == wizard.flow.id)
    #expect(host.tapAlertButton("Leave"))
    #expect(home.received == [.delete] && navigator.state.alert == nil)
  }

  @Test("an alert from a flow whose screens are under a sheet shows over the sheet, where the user sees it")
  func shownOverTheTopLevel() throws {
    let (navigator, home, host) = makeNavigator()
    home.flow.push(.detail(1))
    home.flow.show(.picker)
    #expect(navigator.state.modals.count == 1)
    home.confirmDeletion()
    #expect(host.shownAlert?.owner == home.flow.id)
    #expect(host.shown?.modals.count == 1)
    #expect(host.tapAlertButton("Delete"))
    #expect(home.received == [.delete] && navigator.state.modals.count == 1)
  }

  @Test("an alert after an alert replaces it; the first one's ask gets nil, the second's answer is its own")
  func alertAfterAlert() async throws {
    let (navigator, home, host) = makeNavigator()
    host.completion = .manual
    let first = Task { await home.flow.ask("First?", buttons: [AlertButton("Yes", action: ShapeAction.keep)]) }
    await Task.yield()
    host.completeAllSteps()
    let firstID = try #require(host.shownAlert?.id)
    let second = Task { await home.flow.ask("Second?", buttons: [AlertButton("Yes", action: ShapeAction.delete)]) }
    #expect(await first.value == nil)
    #expect(host.completeAllSteps() == [.dismissAlert(firstID), .showAlert(try #require(navigator.state.alert))])
    #expect(host.shownAlert?.title == "Second?")
    #expect(host.tapAlertButton("Yes"))
    #expect(await second.value == .delete)
    #expect(home.received.isEmpty)
  }

  @Test("presenting or dismissing a layer takes the alert down first, in the same plan; its ask gets nil")
  func layerChangesTakeTheAlertDown() async throws {
    let (navigator, home, host) = makeNavigator()
    let answer = Task { await home.flow.ask("Sure?", buttons: [AlertButton<ShapeAction>.cancel()]) }
    await Task.yield()
    let id = try #require(host.shownAlert?.id)
    host.completion = .manual
    home.flow.show(.picker)
    #expect(navigator.state.alert == nil)
    #expect(await answer.value == nil)
    let steps = host.completeAllSteps()
    #expect(steps.first == .dismissAlert(id))
    #expect(steps.count == 2)
    let second = try #require(home.confirmDeletion())
    #expect(navigator.dismiss())
    #expect(navigator.state.alert == nil)
    #expect(host.completeAllSteps().suffix(2) == [.dismissAlert(second), .dismiss(fromLayer: 0)])
    #expect(host.shownAlert == nil && host.shown?.modals.isEmpty == true)
  }

  @Test("a push or a pop happens under the alert, which stays")
  func pushUnderTheAlert() throws {
    let (navigator, home, host) = makeNavigator()
    let alert = try #require(home.confirmDeletion()).rawValue
    let before = host.steps.count
    home.flow.push(.detail(1))
    #expect(navigator.state.alert?.id.rawValue == alert)
    #expect(host.steps.dropFirst(before).map(\.stackLocation) == [.root])
    #expect(host.shownAlert?.id.rawValue == alert)
  }

  @Test("the system taking the alert down sends no action, and the alert leaves the state")
  func systemDismissal() async throws {
    let (navigator, home, host) = makeNavigator()
    let answer = Task { await home.flow.ask("Sure?", buttons: [AlertButton("Yes", action: ShapeAction.keep)]) }
    await Task.yield()
    #expect(host.dismissAlertBySystem())
    #expect(await answer.value == nil)
    #expect(navigator.state.alert == nil && home.received.isEmpty)
    #expect(!host.dismissAlertBySystem())
  }

  @Test("cancelling the task that asks takes the alert down, and the ask gets nil")
  func cancelledAsk() async throws {
    let (navigator, home, host) = makeNavigator()
    let answer = Task { await home.flow.ask("Sure?", buttons: [AlertButton("Yes", action: ShapeAction.keep)]) }
    await Task.yield()
    #expect(host.shownAlert != nil)
    answer.cancel()
    #expect(await answer.value == nil)
    await navigator.waitUntilIdle()
    #expect(navigator.state.alert == nil && host.shownAlert == nil)
  }

  @Test("while an alert shows, the user's back swipe, swipe down and tab taps do not reach what is under it")
  func gesturesWaitForTheAlert() throws {
    let (navigator, home, host) = makeNavigator()
    home.flow.push(.detail(1))
    home.confirmDeletion()
    #expect(!host.swipeBack())
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(1)))
    #expect(host.tapAlertButton("Keep"))
    #expect(host.swipeBack())
    home.flow.show(.picker)
    home.confirmDeletion()
    let before = navigator.state
    #expect(!host.swipeDown())
    #expect(throws: GestureRefusal.alertShown(1)) { try before.swipeDownOfTopLayer() }
    #expect(navigator.state == before)
  }

  @Test("while an alert shows, a long press on the back button pops nothing, as the back swipe; the core says why")
  func longPressWaitsForTheAlert() throws {
    let (navigator, home, host) = makeNavigator()
    home.flow.push(.detail(1))
    home.flow.push(.detail(2))
    home.confirmDeletion()
    let before = navigator.state
    let first = before.allScreens[0].id
    #expect(before.refusal(of: .popped(to: first)) == .alertShown(before.alert!.id))
    #expect(!host.popBack(to: first))
    #expect(navigator.state == before && host.shown == before)
    #expect(host.tapAlertButton("Keep"))
    #expect(host.popBack(to: first))
    #expect(navigator.state.screenCount == 1)
  }

  @Test("an alert shown in a transaction that fails leaves the alert shown before, and its buttons, as they were")
  func rolledBackAlert() throws {
    let (navigator, home, host) = makeNavigator()
    navigator.logsProblems = false
    home.confirmDeletion()
    let shown = navigator.state.alert
    #expect(throws: NavigationError.self) {
      try navigator.transaction {
        home.flow.alert("Other?", buttons: [AlertButton("Yes", action: ShapeAction.keep)])
        home.flow.pop(count: 5)
      }
    }
    #expect(navigator.state.alert == shown && host.shownAlert == shown)
    #expect(host.tapAlertButton("Delete"))
    #expect(home.received == [.delete])
  }

  @Test("a flow that finishes takes its alert down")
  func finishingFlowTakesItsAlertDown() throws {
    let (navigator, home, host) = makeNavigator()
    home.flow.show(.wizard)
    let wizard = try #require(home.flow.children.first as? AskingWizard)
    wizard.flow.alert("Leave?", buttons: [AlertButton<ShapeAction>.cancel()])
    #expect(navigator.state.alert != nil)
    home.flow.end(wizard)
    #expect(navigator.state.alert == nil && host.shownAlert == nil)
    // A flow whose screens a pop removes finishes too.
    home.flow.show(.wizard)
    let second = try #require(home.flow.children.first as? AskingWizard)
    second.flow.alert("Leave?", buttons: [AlertButton<ShapeAction>.cancel()])
    home.flow.popToRoot()
    #expect(navigator.state.alert == nil && host.shownAlert == nil)
  }

  @Test("a flow dismisses its own alert; another flow's is refused with a problem")
  func dismissByTheFlow() throws {
    let (navigator, home, host) = makeNavigator()
    navigator.logsProblems = false
    var problems: [NavigationProblem] = []
    navigator.observe(NavigationProblem.self) { problems.append($0) }
    home.flow.show(.wizard)
    let wizard = try #require(home.flow.children.first as? AskingWizard)
    home.confirmDeletion()
    #expect(!wizard.flow.dismissAlert())
    #expect(problems.count == 1)
    #expect(problems.first.map { "\($0)" }?.contains("shows no alert to dismiss") == true)
    #expect(home.flow.dismissAlert())
    #expect(host.shownAlert == nil && home.received.isEmpty)
  }

  @Test(
    "an alert whose buttons send nothing compiles without an action type, in a flow with actions and in one without")
  func buttonsWithoutActions() throws {
    let (navigator, home, host) = makeNavigator()
    home.flow.alert("Could not save", buttons: [.cancel("OK")])
    #expect(host.shownAlert?.buttons == [NavigationAlert.Button("OK", role: .cancel)])
    #expect(host.tapAlertButton("OK"))
    #expect(home.received.isEmpty && navigator.state.alert == nil)
    home.flow.show(.wizard)
    let wizard = try #require(home.flow.children.first as? AskingWizard)
    wizard.flow.alert("Saved", buttons: [AlertButton("OK"), .cancel()])
    #expect(host.shownAlert?.owner == wizard.flow.id)
    #expect(
      host.shownAlert?.buttons == [NavigationAlert.Button("OK"), NavigationAlert.Button("Cancel", role: .cancel)])
    #expect(host.tapAlertButton("OK"))
    #expect(home.received.isEmpty && navigator.state.alert == nil)
    // A button that names an action still decides the type, in either position.
    home.flow.alert("Delete?", buttons: [.cancel(), .destructive("Delete", action: ShapeAction.delete)])
    #expect(host.tapAlertButton("Delete"))
    #expect(home.received == [.delete])
  }

  @Test("an alert without buttons, or with two cancel buttons, is refused with a message that says what to do")
  func invalidAlerts() throws {
    let (navigator, home, _) = makeNavigator()
    navigator.logsProblems = false
    var problems: [String] = []
    navigator.observe(NavigationProblem.self) { problems.append("\($0)") }
    #expect(home.flow.alert("Nothing", buttons: [AlertButton<ShapeAction>]()) == nil)
    #expect(home.flow.alert("Twice", buttons: [AlertButton<ShapeAction>.cancel(), .cancel("No")]) == nil)
    #expect(navigator.state.alert == nil)
    #expect(problems.count == 2)
    #expect(problems.first?.contains("give it one") == true)
    #expect(problems.last?.contains("one button at most") == true)
  }
}

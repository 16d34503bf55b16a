@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

/// A coordinator that asks, with its asking wizard shown as a child, on a test host.
@MainActor
private func makeWizard() throws -> (Navigator, AskingCoordinator, AskingWizard, TestHost) {
  let home = AskingCoordinator()
  let navigator = Navigator(root: home)
  let host = TestHost()
  navigator.attach(host)
  home.flow.show(.wizard)
  let wizard = try #require(home.flow.children.first as? AskingWizard)
  return (navigator, home, wizard, host)
}

/// A tab container with a Home tab (which asks) and a Settings tab (which shows errors), shown by
/// a test host, with the home tab selected.
@MainActor
private func makeTabs() throws -> (Navigator, HomeCoordinator, SettingsCoordinator, TestHost) {
  let navigator = Navigator(root: TabsCoordinator())
  let host = TestHost()
  navigator.attach(host)
  let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
  let settings = try #require(navigator.coordinators(ofType: SettingsCoordinator.self).first)
  return (navigator, home, settings, host)
}

/// Asks "Discard changes?" from `flow`, in a task of its own, and lets it show.
@MainActor
private func askToDiscard(_ flow: Flow<some Route>) async -> Task<ShapeAction?, Never> {
  let task = Task { @MainActor in
    await flow.ask(
      "Discard changes?", buttons: [.destructive("Discard", action: ShapeAction.delete), .cancel("Keep Editing")])
  }
  await Task.yield()
  return task
}

@MainActor
@Suite("Alerts: an ask always returns once, and an alert waits until it can be seen")
struct AlertWaitingTests {
  // MARK: An ask returns once, whatever happens

  @Test("an ask returns nil once its navigator is released, and a later cancel changes nothing", .hangLimit)
  func askReturnsNilWhenItsNavigatorIsReleased() async throws {
    let home = AskingCoordinator()
    var navigator: Navigator? = Navigator(root: home)
    navigator?.attach(TestHost())
    let task = await askToDiscard(home.flow)
    #expect(navigator?.state.alert?.title == "Discard changes?")
    weak let released = navigator
    navigator = nil
    #expect(released == nil)
    #expect(await task.value == nil)
    task.cancel()
    await Task.yield()
    #expect(await task.value == nil)
  }

  @Test("an ask that waits returns nil once its navigator is released", .hangLimit)
  func waitingAskReturnsNilWhenItsNavigatorIsReleased() async throws {
    var navigator: Navigator? = Navigator(root: TabsCoordinator())
    navigator?.attach(TestHost())
    let home = try #require(navigator?.coordinators(ofType: HomeCoordinator.self).first)
    let settings = try #require(navigator?.coordinators(ofType: SettingsCoordinator.self).first)
    let question = await askToDiscard(home.flow)
    let retry = await askToDiscard(settings.flow)
    #expect(navigator?.waitingAlerts.count == 1)
    weak let released = navigator
    navigator = nil
    #expect(released == nil)
    #expect(await retry.value == nil)
    #expect(await question.value == nil)
  }

  @Test("an ask cancelled after its navigator was released returns nil", .hangLimit)
  func askCancelledAfterTheNavigatorWasReleased() async throws {
    let home = AskingCoordinator()
    var navigator: Navigator? = Navigator(root: home)
    navigator?.attach(TestHost())
    let task = await askToDiscard(home.flow)
    task.cancel()
    navigator = nil
    #expect(await task.value == nil)
  }

  @Test("an ask whose task is cancelled before it runs shows nothing and returns nil")
  func cancelledBeforeShowing() async throws {
    let home = AskingCoordinator()
    let navigator = Navigator(root: home)
    let host = TestHost()
    navigator.attach(host)
    let steps = host.steps.count
    let task = Task { @MainActor in
      await home.flow.ask("Discard changes?", buttons: [.destructive("Discard", action: ShapeAction.delete)])
    }
    task.cancel()
    #expect(await task.value == nil)
    #expect(navigator.state.alert == nil && navigator.waitingAlerts.isEmpty)
    #expect(host.steps.count == steps)
  }

  @Test("a cancel after the answer leaves the next alert alone, shown or waiting")
  func cancelledAfterTheAnswer() async throws {
    let (navigator, home, settings, host) = try makeTabs()
    let task = await askToDiscard(home.flow)
    #expect(host.tapAlertButton("Discard"))
    #expect(await task.value == .delete)
    let next = try #require(home.flow.alert("Saved", buttons: [.cancel("OK")]))
    let waiting = try #require(settings.flow.alert("Could not sync", buttons: [.cancel("OK")]))
    task.cancel()
    await Task.yield()
    await navigator.waitUntilIdle()
    #expect(navigator.state.alert?.id == next && host.shownAlert?.id == next)
    #expect(navigator.waitingAlerts.map(\.id) == [waiting])
  }

  @Test("an ask whose flow finishes while it shows returns nil")
  func flowFinishesWhileAsking() async throws {
    let home = AskingCoordinator()
    let navigator = Navigator(root: home)
    navigator.attach(TestHost())
    home.flow.show(.wizard)
    let wizard = try #require(home.flow.children.first as? AskingWizard)
    let task = await askToDiscard(wizard.flow)
    #expect(navigator.state.alert?.owner == wizard.flow.id)
    #expect(home.flow.end(wizard))
    #expect(await task.value == nil)
    #expect(navigator.state.alert == nil)
  }

  @Test("an alert that would wait, shown in a transaction that rolls back, does not wait")
  func waitingAlertInARolledBackTransaction() async throws {
    let (navigator, home, settings, _) = try makeTabs()
    navigator.logsProblems = false
    let question = await askToDiscard(home.flow)
    #expect(throws: NavigationError.self) {
      try navigator.transaction {
        settings.flow.alert("Could not sync", buttons: [.cancel("OK")])
        home.flow.pop(count: 5)
      }
    }
    #expect(navigator.waitingAlerts.isEmpty)
    question.cancel()
    #expect(await question.value == nil)
    await navigator.waitUntilIdle()
    #expect(navigator.state.alert == nil)
  }

  // MARK: Alerts that wait

  @Test("the issue's scenario: a background tab's error waits behind the question, then until its tab is selected")
  func backgroundErrorWaitsForTheQuestionAndItsTab() async throws {
    let (navigator, home, settings, host) = try makeTabs()
    let question = await askToDiscard(home.flow)
    let error = try #require(settings.flow.alert("Could not sync", buttons: [.cancel("OK")]))
    #expect(navigator.state.alert?.title == "Discard changes?" && host.shownAlert?.title == "Discard changes?")
    #expect(navigator.waitingAlerts.map(\.id) == [error])
    #expect(host.tapAlertButton("Keep Editing"))
    #expect(await question.value == nil)
    // Answered; the settings tab is still not selected, so the error still waits.
    #expect(navigator.state.alert == nil && navigator.waitingAlerts.map(\.id) == [error])
    #expect(host.tapTab("settings"))
    #expect(navigator.state.alert?.id == error && host.shownAlert?.title == "Could not sync")
    #expect(navigator.waitingAlerts.isEmpty)
  }

  @Test("a background tab's error whose tab is selected under the question shows once the question is answered")
  func backgroundErrorShowsAfterTheAnswer() async throws {
    let (navigator, home, settings, host) = try makeTabs()
    let question = await askToDiscard(home.flow)
    let error = try #require(settings.flow.alert("Could not sync", buttons: [.cancel("OK")]))
    #expect(navigator.selectTab("settings"))
    #expect(navigator.state.alert?.title == "Discard changes?")
    #expect(host.tapAlertButton("Discard"))
    #expect(await question.value == .delete)
    #expect(navigator.state.alert?.id == error && host.shownAlert?.id == error)
  }

  @Test("another flow's alert never replaces the one shown, asked or not; the flow's own replaces its own")
  func anotherFlowsAlertWaits() async throws {
    let (navigator, home, wizard, host) = try makeWizard()
    let first = try #require(home.confirmDeletion())
    let wizards = try #require(wizard.flow.alert("Leave?", buttons: [.cancel("OK")]))
    #expect(navigator.state.alert?.id == first && navigator.waitingAlerts.map(\.id) == [wizards])
    // The home flow's own next alert replaces its own; the wizard's still waits.
    let second = try #require(home.flow.alert("Really?", buttons: [AlertButton("Yes", action: ShapeAction.delete)]))
    #expect(navigator.state.alert?.id == second && navigator.waitingAlerts.map(\.id) == [wizards])
    #expect(host.tapAlertButton("Yes"))
    #expect(home.received == [.delete])
    #expect(navigator.state.alert?.id == wizards && host.shownAlert?.id == wizards)
  }

  @Test("a flow's new alert replaces its own that waited: the waiting ask gets nil")
  func newerAlertReplacesTheWaitingOne() async throws {
    let (navigator, home, settings, host) = try makeTabs()
    let question = await askToDiscard(home.flow)
    let retry = await askToDiscard(settings.flow)
    #expect(navigator.waitingAlerts.count == 1)
    let error = try #require(settings.flow.alert("Could not sync", buttons: [.cancel("OK")]))
    #expect(await retry.value == nil)
    #expect(navigator.waitingAlerts.map(\.id) == [error])
    #expect(host.tapAlertButton("Keep Editing"))
    #expect(await question.value == nil)
    #expect(host.tapTab("settings"))
    #expect(host.shownAlert?.id == error)
  }

  @Test("the alerts of a flow that ends while they wait leave with it: their asks get nil")
  func waitingAlertsOfAnEndedFlowLeave() async throws {
    let (navigator, home, wizard, host) = try makeWizard()
    let question = await askToDiscard(home.flow)
    let leave = await askToDiscard(wizard.flow)
    #expect(navigator.waitingAlerts.count == 1)
    #expect(host.swipeBack() == false)  // the alert covers the screen
    #expect(home.flow.end(wizard))
    #expect(await leave.value == nil)
    #expect(navigator.waitingAlerts.isEmpty)
    #expect(navigator.state.alert?.title == "Discard changes?")
    #expect(host.tapAlertButton("Discard"))
    #expect(await question.value == .delete)
    #expect(navigator.state.alert == nil)
  }

  @Test("cancelling a waiting ask lets go of it: it never shows")
  func cancelledWhileWaiting() async throws {
    let (navigator, home, settings, host) = try makeTabs()
    _ = await askToDiscard(home.flow)
    let retry = await askToDiscard(settings.flow)
    #expect(navigator.waitingAlerts.count == 1)
    retry.cancel()
    #expect(await retry.value == nil)
    await navigator.waitUntilIdle()
    #expect(navigator.waitingAlerts.isEmpty)
    #expect(navigator.state.alert?.title == "Discard changes?")
    #expect(host.tapAlertButton("Discard"))
    #expect(navigator.state.alert == nil)
  }

  @Test("cancelling a parent's ask takes down its alert only: its child's waiting alert then shows")
  func cancelledAskLeavesTheChildsWaitingAlert() async throws {
    let (navigator, home, wizard, host) = try makeWizard()
    let question = await askToDiscard(home.flow)
    let leave = try #require(wizard.flow.alert("Leave?", buttons: [.cancel("OK")]))
    #expect(navigator.waitingAlerts.map(\.id) == [leave])
    question.cancel()
    #expect(await question.value == nil)
    await navigator.waitUntilIdle()
    #expect(navigator.state.alert?.id == leave && host.shownAlert?.id == leave)
    #expect(navigator.waitingAlerts.isEmpty)
  }

  @Test("a flow's dismissAlert lets go of its waiting alerts too")
  func dismissAlertDropsTheWaitingOnes() async throws {
    let (navigator, home, settings, _) = try makeTabs()
    navigator.logsProblems = false
    _ = await askToDiscard(home.flow)
    let retry = await askToDiscard(settings.flow)
    #expect(settings.flow.dismissAlert())
    #expect(await retry.value == nil)
    #expect(navigator.waitingAlerts.isEmpty && navigator.state.alert?.title == "Discard changes?")
    #expect(!settings.flow.dismissAlert())
  }

  @Test("a parent's dismissAlert takes down its alert and lets go of its child's waiting one, which never shows")
  func parentsDismissAlertDropsTheChildsWaitingAlert() async throws {
    let (navigator, home, wizard, host) = try makeWizard()
    home.confirmDeletion()
    let leave = await askToDiscard(wizard.flow)
    #expect(navigator.waitingAlerts.count == 1)
    #expect(home.flow.dismissAlert())
    #expect(await leave.value == nil)
    #expect(navigator.state.alert == nil && host.shownAlert == nil && navigator.waitingAlerts.isEmpty)
  }

  @Test("a dismissAlert in a transaction that rolls back leaves the alert shown and the waiting one as they were")
  func rolledBackDismissAlertKeepsTheWaitingAlert() async throws {
    let home = AskingCoordinator()
    let navigator = Navigator(root: home)
    navigator.logsProblems = false
    let host = TestHost()
    navigator.attach(host)
    home.flow.show(.wizard)
    let wizard = try #require(home.flow.children.first as? AskingWizard)
    let shown = try #require(home.confirmDeletion())
    let leave = try #require(wizard.flow.alert("Leave?", buttons: [.cancel("OK")]))
    #expect(throws: NavigationError.self) {
      try navigator.transaction {
        home.flow.dismissAlert()
        home.flow.pop(count: 5)
      }
    }
    #expect(navigator.state.alert?.id == shown && navigator.waitingAlerts.map(\.id) == [leave])
    #expect(host.tapAlertButton("Keep"))
    #expect(navigator.state.alert?.id == leave && host.shownAlert?.id == leave)
  }

  @Test("an alert from a background tab's flow that presents a sheet shows: the sheet is in sight")
  func backgroundFlowWithASheetIsInSight() throws {
    let (navigator, home, _, host) = try makeTabs()
    #expect(navigator.selectTab("settings"))
    home.flow.show(.picker)
    #expect(navigator.state.modals.count == 1)
    let id = try #require(home.confirmDeletionOfNothing())
    #expect(host.shownAlert?.id == id && navigator.waitingAlerts.isEmpty)
  }

  @Test("an alert that waited shows as a change of its own: the event log records it and a replay shows it")
  func waitedAlertIsRecordedAndReplayed() async throws {
    let navigator = Navigator(root: PanesCoordinator())
    let host = TestHost()
    navigator.attach(host)
    let recorder = EventLogRecorder(navigator)
    let panes = navigator.coordinators(ofType: PaneCoordinator.self)
    let editor = try #require(panes.first { $0.route == .editor })
    let sync = try #require(panes.first { $0.route == .sync })
    let question = await askToDiscard(editor.flow)
    sync.flow.alert("Could not sync", buttons: [.cancel("OK")])
    #expect(host.tapAlertButton("Discard"))
    #expect(await question.value == .delete)
    #expect(host.tapTab("sync"))
    #expect(host.tapAlertButton("OK"))
    var registry = RouteRegistry()
    try registry.register(PaneRoute.self, key: "pane")
    let text = recorder.log.jsonLines(registry: registry)
    let log = try EventLog(data: Data(text.utf8), registry: registry)
    let shown = log.entries.compactMap { entry -> String? in
      guard case .navigation(let event) = entry.event, event.before.alert != event.after.alert else { return nil }
      return event.after.alert?.title ?? "-"
    }
    #expect(shown == ["Discard changes?", "-", "Could not sync", "-"])
    let replay = EventLogReplayer(log)
    try replay.replay()
    #expect(replay.isAtEnd)
    #expect(replay.navigator.state == navigator.state)
  }
}

/// The routes of a tab container whose tabs' flows show one screen each; codable, for the log.
private enum PaneRoute: Route, Codable {
  case editor
  case sync
}

/// A tab container with an Editor tab and a Sync tab.
@MainActor
private final class PanesCoordinator: Coordinator {
  let flow = Flow<PaneRoute>()

  func start() {
    flow.showTabs(
      [
        TabFlow("editor", PaneCoordinator(.editor)),
        TabFlow("sync", PaneCoordinator(.sync)),
      ], selected: "editor")
  }
}

/// A tab's flow: one screen.
@MainActor
private final class PaneCoordinator: Coordinator {
  let flow = Flow<PaneRoute>()
  let route: PaneRoute

  init(_ route: PaneRoute) { self.route = route }

  func start() { flow.show(route) }
}

extension HomeCoordinator {
  /// Shows an alert whose only button sends nothing.
  @discardableResult
  func confirmDeletionOfNothing() -> AlertID? {
    flow.alert("Nothing to delete", buttons: [.cancel("OK")])
  }
}

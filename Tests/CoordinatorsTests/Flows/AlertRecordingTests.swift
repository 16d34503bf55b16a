@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// The routes of a logged session, codable for the event log and for restoration.
private enum LoggedRoute: Route, Codable {
  case home
  case item(Int)
  case sheet

  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    try? registry.register(LoggedRoute.self, key: "log")
    return registry
  }()
}

/// The root of a logged session: it shows its own routes and asks before deleting.
@MainActor
private final class LoggedRoot: Coordinator {
  let flow = Flow<LoggedRoute>()
  var received: [ShapeAction] = []

  func start() { flow.show(.home) }

  func handle(_ action: ShapeAction) -> ActionHandling {
    received.append(action)
    return .handled
  }
}

@MainActor
@Suite("Alerts: the text tree, the event log and its replay, restoration", .hangLimit)
struct AlertRecordingTests {
  @Test("the text tree shows the alert, its buttons and its flow")
  func textTree() throws {
    let home = AskingCoordinator()
    let navigator = Navigator(root: home)
    home.confirmDeletion(style: .confirmationDialog)
    let lines = navigator.state.description.split(separator: "\n")
    #expect(
      lines.last
        == #"confirmation dialog 0 "Delete the star?" [Delete (destructive)] [Keep] [Cancel (cancel)]  [flow 0]"#)
    #expect(
      navigator.state.treeDescription(includingIdentifiers: false).hasSuffix(
        #"dialog "Delete the star?" [Delete (destructive)] [Keep] [Cancel (cancel)]  [flow 0]"#))
  }

  @Test("the alert shown and the button tapped are recorded, read back and replayed")
  func recordedAndReplayed() throws {
    let root = LoggedRoot()
    let navigator = Navigator(root: root)
    navigator.logsProblems = false
    let recorder = EventLogRecorder(navigator)
    let host = TestHost()
    navigator.attach(host)
    root.flow.push(.item(1))
    root.flow.alert("Delete?", buttons: [.destructive("Delete", action: ShapeAction.delete), .cancel()])
    root.flow.alert("Really?", buttons: [AlertButton("Yes", action: ShapeAction.delete), .cancel()])
    #expect(host.tapAlertButton("Yes"))
    root.flow.alert("Again?", buttons: [AlertButton<ShapeAction>.cancel()])
    #expect(host.dismissAlertBySystem())
    #expect(root.received == [.delete])
    let text = recorder.log.jsonLines(registry: LoggedRoute.registry)
    #expect(text.contains(#"["showAlert",{"#))
    #expect(text.contains(#"["user",["tappedAlertButton",1,0]]"#))
    #expect(text.contains(#"["user",["dismissedAlert",2]]"#))
    let log = try EventLog(data: Data(text.utf8), registry: LoggedRoute.registry)
    let shownAlerts = log.entries.compactMap { entry -> String? in
      guard case .navigation(let event) = entry.event else { return nil }
      return event.after.alert?.title
    }
    #expect(shownAlerts == ["Delete?", "Really?", "Again?"])
    let replay = EventLogReplayer(log)
    try replay.replay()
    #expect(replay.isAtEnd)
    #expect(replay.navigator.state == navigator.state)
  }

  @Test("a snapshot taken while an alert shows leaves it out, and restores everything else")
  func restorationLeavesTheAlertOut() throws {
    let registry = LoggedRoute.registry
    let root = LoggedRoot()
    let navigator = Navigator(root: root)
    root.flow.push(.item(1))
    root.flow.present(.sheet, as: .sheet())
    root.flow.alert("Delete?", buttons: [AlertButton<ShapeAction>.cancel()])
    #expect(navigator.state.alert != nil)
    let data = navigator.snapshotData(registry: registry)
    let restored = Navigator(root: LoggedRoot())
    #expect(restored.restore(from: data, registry: registry).isComplete)
    #expect(restored.state.alert == nil)
    #expect(restored.state.treeDescription(includingIdentifiers: false).split(separator: "\n").count == 5)
    #expect(restored.state.visiblePath.map(\.route) == navigator.state.visiblePath.map(\.route))
  }
}

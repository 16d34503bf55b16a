@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation

/// Routes and a recorded session for the event log's tests.
enum LogRoute: Route, Codable {
  case home
  case item(Int)
  case sheet
}

@MainActor
enum EventLogFixtures {
  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    try? registry.register(LogRoute.self, key: "log")
    return registry
  }()

  /// A navigator shown by a test host whose steps complete at once, recorded from the start:
  /// three pushes, a sheet, a back swipe, a dismiss.
  static func recordedSession(capacity: Int = 1_000) -> (navigator: Navigator, recorder: EventLogRecorder) {
    let navigator = Navigator(root: LogRoute.home)
    navigator.logsProblems = false
    let recorder = EventLogRecorder(navigator, capacity: capacity)
    let host = TestHost()
    navigator.attach(host)
    navigator.push(LogRoute.item(1))
    navigator.push(LogRoute.item(2))
    navigator.push(LogRoute.item(3))
    host.swipeBack()
    navigator.present(LogRoute.sheet, as: .sheet(detents: [.medium]))
    navigator.dismiss()
    return (navigator, recorder)
  }

  /// The session's log as JSON lines.
  static func lines() -> [String] {
    recordedSession().recorder.log.jsonLines(registry: registry).split(separator: "\n").map(String.init)
  }

  static func data(_ lines: [String]) -> Data {
    Data((lines.joined(separator: "\n") + "\n").utf8)
  }
}

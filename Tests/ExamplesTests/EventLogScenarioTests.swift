@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import ShapesFlows
import TestSupport
import Testing

@MainActor
@Suite("A recorded Shapes session, written, read back and replayed", .hangLimit)
struct EventLogScenarioTests {
  /// A user's session of the Shapes example: actions through its coordinators, a back swipe
  /// during a push, a sheet swiped down, a deep link, a pop out of a child flow. Returns the
  /// navigator and what the recorder kept.
  static func recordSession() async throws -> (navigator: Navigator, recorder: EventLogRecorder) {
    let navigator = ShapesApp.makeNavigator()
    navigator.logsProblems = false
    let recorder = EventLogRecorder(navigator)
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    host.completeAllSteps()
    let send = { (action: ShapesAction) in _ = navigator.send(action, from: navigator.state.topScreen.id) }

    send(.showSimpleShapes)
    host.completeAllSteps()
    send(.select(.simple(.circle)))
    // The user swipes back to the root list while the circle is being pushed.
    host.swipeBack()
    host.completeAllSteps()
    send(.showFeatured)
    host.completeAllSteps()
    host.swipeDown()
    host.completeAllSteps()

    host.completion = .immediate
    try await navigator.open(#require(URL(string: "coordinatorexample://custom/star")))
    send(.backToList)
    send(.select(.custom(.triangle)))
    host.swipeBack()
    host.swipeBack()
    send(.showCustomShapes)
    navigator.popToRoot()
    return (navigator, recorder)
  }

  @Test func aShapesSessionRecordsEveryKindOfCause() async throws {
    let (_, recorder) = try await Self.recordSession()
    let causes = recorder.log.entries.compactMap { entry -> String? in
      guard case .navigation(let event) = entry.event else { return nil }
      return "\(event.cause)"
    }
    #expect(causes.contains("programmatic"))
    #expect(causes.contains("deep link: coordinatorexample://custom/star"))
    #expect(causes.contains("user: popped to screen 0"))
    #expect(causes.contains { $0.hasPrefix("user: dismissed the layer") })
    let steps = recorder.log.entries.filter { if case .step(.completed) = $0.event { true } else { false } }
    #expect(steps.count >= 8)
    let flows = recorder.log.entries.filter { if case .flow = $0.event { true } else { false } }
    #expect(flows.count >= 6)
  }

  @Test func aShapesSessionWrittenToAFileReadsBackAsTheSameEvents() async throws {
    let (_, recorder) = try await Self.recordSession()
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try recorder.write(to: url, registry: ShapesApp.routes)

    let read = try EventLog(contentsOf: url, registry: ShapesApp.routes)
    #expect(read.initialState == recorder.log.initialState)
    #expect(read.navigatorEvents == recorder.log.navigatorEvents)
    #expect(read.entries.map(\.sequence) == Array(0..<recorder.count))
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.split(separator: "\n").count == recorder.count + 1)
    #expect(text.contains(#""type":"shapes.custom""#))
  }

  @Test func aShapesSessionReplaysToTheRecordedStateAtEveryEvent() async throws {
    let (navigator, recorder) = try await Self.recordSession()
    let data = Data(recorder.log.jsonLines(registry: ShapesApp.routes).utf8)
    let replay = try EventLogReplayer(data: data, registry: ShapesApp.routes)

    var compared = 0
    while let entry = try replay.replayNext() {
      guard case .navigation(let event) = entry.event else { continue }
      #expect(replay.navigator.state == event.after, "entry \(entry.sequence)")
      compared += 1
    }
    #expect(compared >= 10)
    #expect(replay.navigator.state == navigator.state)
    #expect(replay.host.shown == navigator.state)
  }

  @Test func aReplayStopsAtTheLineAsked() async throws {
    let (_, recorder) = try await Self.recordSession()
    let log = recorder.log
    let index = try #require(
      log.entries.firstIndex { entry in
        if case .navigation(let event) = entry.event, case .deepLink = event.cause { return true }
        return false
      })
    let replay = EventLogReplayer(log)
    try replay.replay(through: EventLog.line(ofEntry: index))
    #expect(replay.nextEntry == index + 1)
    #expect(replay.navigator.state.topScreen.route == AnyRoute(CustomShapesRoute.shape(.star)))
  }

  @Test func aLogWhoseStateWasChangedByHandFailsItsReplayAtThatLine() async throws {
    let (_, recorder) = try await Self.recordSession()
    var log = recorder.log
    let index = try #require(
      log.entries.indices.last { index in
        if case .navigation = log.entries[index].event { return true }
        return false
      })
    guard case .navigation(let event) = log.entries[index].event else { return }
    let wrong = try NavigationState(rootScreen: Screen(id: 99, route: ShapesRoute.featured(.custom(.star))))
    log.entries[index].event = .navigation(
      NavigationEvent(before: event.before, after: wrong, cause: event.cause, commands: event.commands))

    let replay = EventLogReplayer(log)
    let divergence = try #require(throws: EventLogDivergence.self) { try replay.replay() }
    #expect(divergence.line == EventLog.line(ofEntry: index))
    #expect(divergence.difference == .state(recorded: wrong, replayed: event.after))
    #expect(divergence.description.hasPrefix("line \(divergence.line) (event \(log.entries[index].sequence)):"))
  }

  @Test func aRestorationIsRecordedAsCommandsThatReplay() throws {
    let saved = ShapesApp.makeNavigator()
    saved.logsProblems = false
    saved.attach(TestHost())
    _ = saved.send(ShapesAction.showCustomShapes, from: saved.state.topScreen.id)
    _ = saved.send(ShapesAction.select(.custom(.tower)), from: saved.state.topScreen.id)
    let data = saved.snapshotData(registry: ShapesApp.routes)

    let navigator = ShapesApp.makeNavigator()
    navigator.logsProblems = false
    let recorder = EventLogRecorder(navigator)
    navigator.attach(TestHost())
    let report = navigator.restore(from: data, registry: ShapesApp.routes)
    #expect(report.isComplete)

    let log = try EventLog(
      data: Data(recorder.log.jsonLines(registry: ShapesApp.routes).utf8), registry: ShapesApp.routes)
    let restored = log.entries.compactMap { entry -> NavigationEvent? in
      guard case .navigation(let event) = entry.event, event.cause == .restoration else { return nil }
      return event
    }
    #expect(restored.count == 1)
    #expect(restored.first?.commands.isEmpty == false)
    let replay = EventLogReplayer(log)
    try replay.replay()
    #expect(replay.navigator.state == navigator.state)
  }
}

@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Recording a navigator's events in a ring", .hangLimit)
struct EventLogRecorderTests {
  @Test func everyChangeCarriesTheCommandsThatMadeIt() throws {
    let navigator = Navigator(root: LogRoute.home)
    let events = EventRecorder(navigator)
    let pushed = try #require(navigator.push(LogRoute.item(1)))
    let sheet = try navigator.makeScreen(LogRoute.sheet, presentation: .sheet())
    try navigator.apply([.present(ModalLayer([sheet])), .dismiss], cause: .programmatic)
    try navigator.apply([.present(ModalLayer([sheet]))])
    let host = TestHost()
    navigator.attach(host)
    host.swipeDown()

    #expect(events.events.map(\.commands).count == 3)
    let pushScreen = try #require(events.events[0].after.screen(pushed))
    #expect(events.events[0].commands == [.push([pushScreen])])
    #expect(events.events[1].commands == [.present(ModalLayer([sheet]))])
    #expect(events.events[2].commands == [])
    #expect(events.events[2].cause == .user(.dismissedLayer(sheet.id)))
  }

  @Test func aChangeByFlowsListsTheFlowsCommands() throws {
    let navigator = Navigator(root: FlowRootCoordinator())
    let events = EventRecorder(navigator)
    let root = try #require(navigator.rootCoordinator as? FlowRootCoordinator)
    root.flow.push(.item(4))
    let screen = navigator.state.topScreen
    #expect(events.events.last?.commands == [.push([screen])])
    var replayed = events.events[0].before
    try replayed.apply(events.events[0].commands)
    #expect(replayed == events.events[0].after)
  }

  @Test func theHostsStepsReachTheObserversOfEveryEvent() {
    let navigator = Navigator(root: LogRoute.home)
    var steps: [HostStepEvent] = []
    navigator.observe { event in if case .step(let step) = event { steps.append(step) } }
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    navigator.push(LogRoute.item(1))
    host.completeAllSteps()
    #expect(
      steps.map(\.description) == [
        "host attached",
        "step 1 started: setRoot(stack: 0)",
        "step 1 completed",
        "step 2 started: setStack(the root stack: 0, 1)",
        "step 2 completed",
      ])
  }

  @Test func theRingKeepsTheLastEventsAndTheStateBeforeThem() throws {
    let (navigator, full) = EventLogFixtures.recordedSession()
    let (_, ring) = EventLogFixtures.recordedSession(capacity: 5)
    #expect(ring.count == 5)
    let log = ring.log
    #expect(log.entries.map(\.sequence) == Array((full.count - 5)..<full.count))
    // The state before the kept events is the one after the last change that was dropped.
    let dropped = full.log.entries.prefix(full.count - 5).compactMap { entry -> NavigationState? in
      if case .navigation(let event) = entry.event { return event.after }
      return nil
    }
    #expect(log.initialState == dropped.last)
    let replay = EventLogReplayer(log)
    try replay.replay()
    #expect(replay.navigator.state == navigator.state)
  }

  @Test func stoppingKeepsWhatWasRecordedAndClearingStartsFromTheCurrentState() {
    let (navigator, recorder) = EventLogFixtures.recordedSession()
    let count = recorder.count
    recorder.stop()
    navigator.push(LogRoute.item(9))
    #expect(recorder.count == count)
    recorder.clear()
    #expect(recorder.count == 0)
    #expect(recorder.log.initialState == navigator.state)
  }

  @Test func anEventWithAnUnregisteredRouteIsWrittenAsAnOmittedLineAndStopsTheReplay() throws {
    let navigator = Navigator(root: LogRoute.home)
    let recorder = EventLogRecorder(navigator)
    navigator.push(LogRoute.item(1))
    navigator.push(TestRoute("unregistered"))
    navigator.push(LogRoute.item(2))
    let text = recorder.log.jsonLines(registry: EventLogFixtures.registry)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[2].hasPrefix("[1,"))
    #expect(lines[2].hasSuffix(#","omitted","route type TestRoute is not registered; register it with a stable key"]"#))
    // Every state that holds the screen is omitted too.
    #expect(lines[3].hasPrefix("[2,"))
    #expect(lines[3].contains(#","omitted","#))

    let log = try EventLog(data: Data(text.utf8), registry: EventLogFixtures.registry)
    #expect(log.navigatorEvents.count == 1)
    let replay = EventLogReplayer(log)
    let divergence = try #require(throws: EventLogDivergence.self) { try replay.replay() }
    #expect(divergence.line == 3)
    guard case .notRecorded = divergence.difference else {
      Issue.record("expected an event that was not recorded, got \(divergence)")
      return
    }
  }

  @Test func writingToAStreamWritesTheSameLinesAsToAFile() throws {
    let (_, recorder) = EventLogFixtures.recordedSession()
    var stream = ""
    recorder.write(to: &stream, registry: EventLogFixtures.registry)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try recorder.write(to: url, registry: EventLogFixtures.registry)
    #expect(try String(contentsOf: url, encoding: .utf8) == stream)
    #expect(stream.split(separator: "\n").count == recorder.count + 1)
  }

  @Test func problemsAreKeptAsTextAndUnhandledActionsComeBackAsEvents() throws {
    let navigator = Navigator(root: LogRoute.home)
    navigator.logsProblems = false
    let recorder = EventLogRecorder(navigator)
    navigator.pop()
    navigator.report(.hostFallback("the transition never ended"))
    navigator.report(.unhandledAction("tap", from: 3))
    let log = try EventLog(
      data: Data(recorder.log.jsonLines(registry: EventLogFixtures.registry).utf8), registry: EventLogFixtures.registry)
    guard case .problem(.rejectedCommand(let message)) = log.entries[0].event else {
      Issue.record("expected a rejected command, got \(log.entries)")
      return
    }
    #expect(message.contains("pop"))
    #expect(
      log.navigatorEvents == [
        .problem(.hostFallback("the transition never ended")), .problem(.unhandledAction("tap", from: 3)),
      ])
  }
}

@MainActor
@Suite("Replaying an event log", .hangLimit)
struct EventLogReplayTests {
  @Test func aGestureThatFitsNothingShownIsNamed() throws {
    let (_, recorder) = EventLogFixtures.recordedSession()
    var log = recorder.log
    let index = try #require(
      log.entries.firstIndex { entry in
        if case .navigation(let event) = entry.event, case .user = event.cause { return true }
        return false
      })
    guard case .navigation(let event) = log.entries[index].event else { return }
    log.entries[index].event = .navigation(
      NavigationEvent(before: event.before, after: event.after, cause: .user(.popped(to: 42))))
    let divergence = try #require(throws: EventLogDivergence.self) { try EventLogReplayer(log).replay() }
    #expect(
      divergence
        == EventLogDivergence(
          line: index + 2, sequence: log.entries[index].sequence, difference: .gestureIgnored(.popped(to: 42))))
  }

  @Test func commandsTheNavigatorRejectsAreNamed() throws {
    let (_, recorder) = EventLogFixtures.recordedSession()
    var log = recorder.log
    let index = try #require(
      log.entries.firstIndex { entry in
        if case .navigation(let event) = entry.event, !event.commands.isEmpty { return true }
        return false
      })
    guard case .navigation(let event) = log.entries[index].event else { return }
    log.entries[index].event = .navigation(
      NavigationEvent(before: event.before, after: event.after, cause: .programmatic, commands: [.popTo(77)]))
    let divergence = try #require(throws: EventLogDivergence.self) { try EventLogReplayer(log).replay() }
    #expect(divergence.line == index + 2)
    #expect(divergence.description.contains("the navigator rejected the recorded commands: "))
  }

  @Test func aLogRecordedBeforeAnyHostReplaysWithoutSteps() throws {
    let navigator = Navigator(root: LogRoute.home)
    let recorder = EventLogRecorder(navigator)
    navigator.push(LogRoute.item(1))
    navigator.present(LogRoute.sheet, as: .fullScreenCover())
    let replay = EventLogReplayer(recorder.log)
    try replay.replay()
    #expect(replay.isAtEnd)
    #expect(replay.navigator.state == navigator.state)
    #expect(replay.host.shown == navigator.state)
  }
}

/// A root coordinator that pushes its own routes.
@MainActor
private final class FlowRootCoordinator: Coordinator {
  let flow = Flow<LogRoute>()
  func start() { flow.show(.home) }
}

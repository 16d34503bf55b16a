@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Reading an event log, whole or damaged", .hangLimit)
struct EventLogReadingTests {
  private func readingError(_ data: Data, migrations: SnapshotMigrations = SnapshotMigrations()) throws -> EventLogError
  {
    try #require(throws: EventLogError.self) {
      try EventLog(data: data, registry: EventLogFixtures.registry, migrations: migrations)
    }
  }

  @Test func aWrittenLogReadsBackAsTheSameEvents() throws {
    let (_, recorder) = EventLogFixtures.recordedSession()
    let log = recorder.log
    let read = try EventLog(
      data: Data(log.jsonLines(registry: EventLogFixtures.registry).utf8), registry: EventLogFixtures.registry)
    #expect(read.initialState == log.initialState)
    #expect(read.navigatorEvents == log.navigatorEvents)
    #expect(read.entries.map(\.sequence) == log.entries.map(\.sequence))
    for (written, back) in zip(log.entries, read.entries) {
      #expect(abs(written.time.timeIntervalSince(back.time)) < 0.001)
    }
  }

  @Test func emptyDataIsAnEmptyLog() throws {
    let error = try readingError(Data())
    #expect(error == EventLogError(line: 0, .empty))
  }

  @Test func aFirstLineThatIsNoHeaderIsNotAnEventLog() throws {
    var lines = EventLogFixtures.lines()
    lines[0] = #"{"format":1,"version":1,"root":"stack"}"#
    #expect(try readingError(EventLogFixtures.data(lines)) == EventLogError(line: 1, .notAnEventLog))
    #expect(try readingError(Data("hello\n".utf8)) == EventLogError(line: 1, .notAnEventLog))
  }

  @Test func aNewerFormatVersionIsNamedOnTheHeader() throws {
    var lines = EventLogFixtures.lines()
    lines[0] = lines[0].replacingOccurrences(of: #""eventLog":2"#, with: #""eventLog":7"#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error == EventLogError(line: 1, .unsupportedFormat(7, supported: 2)))
    #expect(error.description == "line 1: the log's format version 7 is newer than the 2 this library reads")
  }

  @Test func aLogOfThePreReleaseFormatIsRefusedOnTheHeader() throws {
    // Format 1 wrote each line as an object; its lines are not read as format 2's arrays.
    var lines = EventLogFixtures.lines()
    lines[0] = lines[0].replacingOccurrences(of: #""eventLog":2"#, with: #""eventLog":1"#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error == EventLogError(line: 1, .unsupportedFormat(1, supported: 2)))
    #expect(
      error.description == "line 1: the log's format version 1 is older than the 2 this library reads: record it again")
  }

  @Test func aLogCutShortInItsLastLineNamesThatLine() throws {
    let lines = EventLogFixtures.lines()
    var text = lines.joined(separator: "\n")
    text.removeLast(lines[lines.count - 1].count / 2)
    let error = try readingError(Data(text.utf8))
    #expect(error.line == lines.count)
    guard case .malformedLine = error.detail else {
      Issue.record("expected a malformed line, got \(error)")
      return
    }
  }

  @Test func aLineThatIsNotJSONIsNamed() throws {
    var lines = EventLogFixtures.lines()
    lines[3] = "{\"seq\": 2, garbage"
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error.line == 4)
    #expect(error.description.hasPrefix("line 4: not a line of an event log:"))
  }

  @Test func anEmptyLineInTheMiddleIsNamed() throws {
    var lines = EventLogFixtures.lines()
    lines.insert("", at: 2)
    #expect(
      try readingError(EventLogFixtures.data(lines)) == EventLogError(line: 3, .malformedLine("the line is empty")))
  }

  @Test func anUnknownRouteKeyIsNamedWithItsLine() throws {
    var lines = EventLogFixtures.lines()
    let index = try #require(lines.firstIndex { $0.contains(#""navigation""#) })
    lines[index] = lines[index].replacingOccurrences(of: #""type":"log""#, with: #""type":"gone""#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error == EventLogError(line: index + 1, .unknownRouteKey("gone")))
  }

  @Test func aRouteValueEditedByHandIsNamedWithWhereItIs() throws {
    var lines = EventLogFixtures.lines()
    let index = try #require(lines.firstIndex { $0.contains(#""item":{"_0":2}"#) })
    lines[index] = lines[index].replacingOccurrences(of: #""item":{"_0":2}"#, with: #""item":{"_0":"two"}"#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error.line == index + 1)
    guard case .routeNotDecodable(let message) = error.detail else {
      Issue.record("expected an undecodable route, got \(error)")
      return
    }
    #expect(message.contains("route.value"))
  }

  @Test func aStateBreakingARuleIsNamed() throws {
    var lines = EventLogFixtures.lines()
    let index = try #require(lines.firstIndex { $0.contains(#""navigation""#) && $0.contains(#"["stack",[2,2]]"#) })
    // The state's stack keeps screens 0 and 1 of the one before and adds screen 2; screen 1
    // instead: two screens with one identifier.
    lines[index] = lines[index].replacingOccurrences(of: #"["stack",[2,2]]"#, with: #"["stack",[2,1]]"#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error.line == index + 1)
    guard case .invalidState(let message) = error.detail else {
      Issue.record("expected an invalid state, got \(error)")
      return
    }
    #expect(message.contains("1"))
  }

  @Test func aScreenNamedBeforeItWasRecordedIsNamed() throws {
    var lines = EventLogFixtures.lines()
    let index = try #require(lines.firstIndex { $0.contains(#""navigation""#) && $0.contains(#"["stack",[2,2]]"#) })
    lines[index] = lines[index].replacingOccurrences(of: #"["stack",[2,2]]"#, with: #"["stack",[2,9]]"#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error.line == index + 1)
    #expect(error.description.contains("screen 9 is named before it was recorded in full"))
  }

  @Test func linesOutOfOrderAreNamed() throws {
    var lines = EventLogFixtures.lines()
    lines.swapAt(3, 4)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error == EventLogError(line: 4, .outOfOrder(sequence: 3, expected: 2)))
    #expect(error.description.contains("a line is missing, repeated or out of order"))
  }

  @Test func aMissingLineIsNamed() throws {
    var lines = EventLogFixtures.lines()
    lines.remove(at: 5)
    #expect(
      try readingError(EventLogFixtures.data(lines)) == EventLogError(line: 6, .outOfOrder(sequence: 5, expected: 4)))
  }

  @Test func aLogNewerThanTheAppIsRefusedOnTheHeader() throws {
    var lines = EventLogFixtures.lines()
    lines[0] = lines[0].replacingOccurrences(of: #""routesVersion":1"#, with: #""routesVersion":3"#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error.line == 1)
    guard case .migrationFailed = error.detail else {
      Issue.record("expected a failed migration, got \(error)")
      return
    }
  }

  @Test func aFileThatDoesNotExistIsUnreadable() throws {
    let url = URL(filePath: "/nonexistent/\(UUID().uuidString).jsonl")
    let error = try #require(throws: EventLogError.self) {
      try EventLog(contentsOf: url, registry: EventLogFixtures.registry)
    }
    guard case .unreadable = error.detail else {
      Issue.record("expected an unreadable file, got \(error)")
      return
    }
  }

  /// The seeds of the event-log fuzzer (Fuzz/Seeds/eventlog), and its routes: TestRoute under
  /// "test", at routes version 2 (the fuzzer's migrations rename "old"; the seeds need none).
  static func fuzzerSeeds() throws -> (files: [URL], registry: RouteRegistry) {
    var registry = RouteRegistry()
    try registry.register(TestRoute.self, key: "test")
    let seeds = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/Seeds/eventlog")
    let files = try FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "jsonl" }
    #expect(files.count == 7)
    return (files, registry)
  }

  @Test func theFuzzersSeedsAreLogsThisFormatReads() throws {
    // The seeds start the event-log fuzzer; a seed that no longer reads would leave it searching
    // from nothing.
    let (files, registry) = try Self.fuzzerSeeds()
    for file in files {
      let log = try EventLog(contentsOf: file, registry: registry, migrations: SnapshotMigrations(currentVersion: 1))
      let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
      #expect(
        log.entries.count == lines.count - 1, "every line after the header of \(file.lastPathComponent) is an entry")
    }
  }

  @Test func everyKindOfLineIsStoredInTheFormEarlierVersionsWrote() throws {
    // Each kind of event and each cause, byte for byte: logs written before keep reading, and
    // what is written does not change.
    let home = Screen(id: 0, route: LogRoute.home)
    let state = try NavigationState(root: .stack(ScreenStack([home])))
    let causes: [NavigationCause] = [
      .programmatic, .restoration, .hostRefused, .user(.popped(to: 0)),
      .deepLink(URL(string: "app://item/1")!),
      .window(.opened), .window(.shownInCurrentWindow(.windowRefused("limit"))),
      .entry(source: .init("widget"), link: nil),
      .entry(source: .init("widget"), link: URL(string: "app://item/2")!),
    ]
    var events: [EventLogEntry.Event] = causes.map {
      .navigation(NavigationEvent(before: state, after: state, cause: $0, commands: [.popToRoot]))
    }
    events += [
      .flow(.started(1, coordinator: "Child", parent: 0)), .flow(.started(2, coordinator: "Root", parent: nil)),
      .flow(.finished(1, coordinator: "Child", outcome: .finished)),
      .flow(.finished(1, coordinator: "Child", outcome: .cancelled)),
      .step(.hostAttached), .step(.started(.dismiss(fromLayer: 0), number: 3)), .step(.completed(number: 3)),
      .problem(.rejectedCommand("no")), .problem(.unhandledAction("tap", from: 1)), .problem(.deepLinkFailed("bad")),
      .problem(.hostFallback("fell")), .omitted("unregistered"),
    ]
    let time = Date(timeIntervalSince1970: 2.5)
    let log = EventLog(
      initialState: state,
      entries: events.enumerated().map { EventLogEntry(sequence: $0.offset, time: time, event: $0.element) })
    let text = log.jsonLines(registry: EventLogFixtures.registry)
    let expected = [
      #"{"eventLog":2,"routesVersion":1,"state":[["stack",[{"id":0,"route":{"type":"log","value":{"home":{}}}}]]]}"#,
      #"[0,2.5,"navigation",["programmatic"],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[1,2.5,"navigation",["restoration"],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[2,2.5,"navigation",["hostRefused"],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[3,2.5,"navigation",["user",["popped",0]],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[4,2.5,"navigation",["deepLink","app://item/1"],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[5,2.5,"navigation",["window",{"opened":{}}],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[6,2.5,"navigation",["window",{"shownInCurrentWindow":{"_0":{"windowRefused":{"_0":"limit"}}}}],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[7,2.5,"navigation",["entry","widget"],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[8,2.5,"navigation",["entry","widget","app://item/2"],[["popToRoot"]],[["stack",[1]]]]"#,
      #"[9,2.5,"flowStarted",1,"Child",0]"#,
      #"[10,2.5,"flowStarted",2,"Root"]"#,
      #"[11,2.5,"flowFinished",1,"Child","finished"]"#,
      #"[12,2.5,"flowFinished",1,"Child","cancelled"]"#,
      #"[13,2.5,"hostAttached"]"#,
      #"[14,2.5,"stepStarted",3,["dismiss",0]]"#,
      #"[15,2.5,"stepCompleted",3]"#,
      #"[16,2.5,"rejectedCommand","no"]"#,
      #"[17,2.5,"unhandledAction","tap",1]"#,
      #"[18,2.5,"deepLinkFailed","bad"]"#,
      #"[19,2.5,"hostFallback","fell"]"#,
      #"[20,2.5,"omitted","unregistered"]"#,
    ]
    #expect(text.split(separator: "\n").map(String.init) == expected)
    let read = try EventLog(data: Data(text.utf8), registry: EventLogFixtures.registry)
    #expect(read == log)
  }

  @Test func theFuzzersSeedsAreWrittenBackByteForByte() throws {
    // What the library writes for a seed's events is the seed itself (a hand-written seed
    // writes its whole-number times as `1.0`, which the library writes as `1`).
    let (files, registry) = try Self.fuzzerSeeds()
    for file in files {
      let stored = try String(contentsOf: file, encoding: .utf8)
        .replacing(/^(\[\d+,\d+)\.0,/.anchorsMatchLineEndings(), with: { "\($0.output.1)," })
      let log = try EventLog(contentsOf: file, registry: registry, migrations: SnapshotMigrations(currentVersion: 1))
      #expect(log.jsonLines(registry: registry) == stored, "\(file.lastPathComponent)")
    }
  }

  @Test func aLineStoresWhatChangedNotTheWholeStack() throws {
    // 1,000 screens deep: a push's line and its steps' lines stay as short as at depth 2.
    let navigator = Navigator(root: LogRoute.home)
    for index in 1..<1_000 { navigator.push(LogRoute.item(index)) }
    let recorder = EventLogRecorder(navigator)
    navigator.attach(TestHost())
    navigator.push(LogRoute.item(1_000))
    navigator.pop()
    let text = recorder.log.jsonLines(registry: EventLogFixtures.registry)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 1 + recorder.log.entries.count)
    // The header holds the 1,000 screens; no other line holds more than a few numbers.
    for line in lines.dropFirst() {
      #expect(line.utf8.count < 200, "\(line)")
    }
    // The push: the command holds the new screen in full; the state keeps 1,000 screens and
    // names it. The pop keeps 1,000 screens.
    #expect(
      lines.contains {
        $0.hasSuffix(
          #"[["push",[{"id":1000,"route":{"type":"log","value":{"item":{"_0":1000}}}}]]],[["stack",[1000,1000]]]]"#)
      })
    #expect(lines.contains { $0.hasSuffix(#"[["stack",[1000]]]]"#) })
    let read = try EventLog(data: Data(text.utf8), registry: EventLogFixtures.registry)
    #expect(read.navigatorEvents == recorder.log.navigatorEvents)
  }

  @Test func aStackKeepingMoreScreensThanTheStateBeforeHadIsNamed() throws {
    var lines = EventLogFixtures.lines()
    let index = try #require(lines.firstIndex { $0.contains(#""navigation""#) && $0.contains(#"["stack",[2,2]]"#) })
    lines[index] = lines[index].replacingOccurrences(of: #"["stack",[2,2]]"#, with: #"["stack",[7,2]]"#)
    let error = try readingError(EventLogFixtures.data(lines))
    #expect(error.line == index + 1)
    #expect(error.description.contains("the stack keeps 7 screens of the 2 at the root stack in the state before"))
  }

  @Test func aHeaderWhoseStateWasNotStoredSaysWhy() throws {
    // TestRoute is not in the log's registry: the writer cannot store the first state, and says
    // why in the header instead; the reader names it.
    let log = EventLog(initialState: try NavigationState(rootScreen: Screen(id: 0, route: TestRoute("home"))))
    let text = log.jsonLines(registry: EventLogFixtures.registry)
    #expect(text.hasPrefix(#"{"eventLog":2,"omitted":"route type TestRoute is not registered"#))
    let error = try readingError(Data(text.utf8))
    #expect(error.line == 1)
    #expect(
      error.description.hasPrefix(
        "line 1: not a line of an event log: the recorder could not store the first state: route type TestRoute"))
  }

  @Test func tabsAndModalLayersStoreWhatTheyKeepAndReadBackToTheSameReplay() throws {
    var registry = RouteRegistry()
    try registry.register(TestRoute.self, key: "test")
    let state = try NavigationState(
      root: .tabs(
        [
          Tab(id: "a", stack: [Screen(id: 0, route: TestRoute("a"))]),
          Tab(id: "b", stack: [Screen(id: 1, route: TestRoute("b"))]),
        ], selectedIndex: 0))
    let navigator = Navigator(state: state)
    let recorder = EventLogRecorder(navigator)
    navigator.attach(TestHost())
    navigator.push(TestRoute("a1"))
    navigator.selectTab("b")
    navigator.push(TestRoute("b1"))
    navigator.present(TestRoute("sheet"), as: .sheet())
    navigator.push(TestRoute("in sheet"))
    navigator.pop()
    navigator.dismiss()
    try navigator.apply(.setStack(ScreenStack([navigator.state.tabs[0].stack[0]]), at: .tab("a")))
    let text = recorder.log.jsonLines(registry: registry)
    let lines = text.split(separator: "\n")
    // The push in the sheet keeps tab a's two screens, tab b's two and the sheet's one.
    #expect(
      lines.contains {
        $0.contains(#"[["tabs",[{"id":"a","stack":[2]},{"id":"b","stack":[2]}],1],[1,"#)
          && $0.contains(#""route":{"type":"test","value":{"name":"in sheet"}}"#)
      })
    // The setStack command on tab a keeps its first screen.
    #expect(lines.contains { $0.contains(#"[["setStack",["tab","a"],[1]]]"#) })
    let read = try EventLog(data: Data(text.utf8), registry: registry)
    #expect(read.navigatorEvents == recorder.log.navigatorEvents)
    try EventLogReplayer(read).replay()
  }
}

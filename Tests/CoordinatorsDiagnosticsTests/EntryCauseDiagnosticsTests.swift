@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// The parameters of a link to an item.
private struct ItemLink: Decodable {
  var item: Int
}

@MainActor
@Suite("Diagnostics: an entry's source in the event log, the line logger and the map", .hangLimit)
struct EntryCauseDiagnosticsTests {
  /// A navigator of log routes on a test host, recorded from the start, with links to items.
  func recordedNavigator() throws -> (Navigator, EventLogRecorder) {
    let navigator = Navigator(root: LogRoute.home)
    navigator.logsProblems = false
    let recorder = EventLogRecorder(navigator)
    navigator.attach(TestHost())
    navigator.deepLinks = try DeepLinkRouter([
      DeepLink("app://item/{item:int}", parameters: ItemLink.self) { link in [LogRoute.item(link.item)] }
    ])
    return (navigator, recorder)
  }

  @Test("an entry's source and link are written to the event log and read back")
  func theEventLogKeepsTheSource() async throws {
    let (navigator, recorder) = try recordedNavigator()
    try await navigator.open(entry: NavigationEntry(URL(string: "app://item/1")!, source: .notification))
    try await navigator.open(entry: NavigationEntry(walk: [LogRoute.item(2)], source: .appIntent))
    try await navigator.open(URL(string: "app://item/3")!)
    let text = recorder.log.jsonLines(registry: EventLogFixtures.registry)
    #expect(text.contains(#""navigation",["entry","notification","app://item/1"]"#))
    #expect(text.contains(#""navigation",["entry","appIntent"]"#))
    #expect(text.contains(#""navigation",["deepLink","app://item/3"]"#))
    let read = try EventLog(data: Data(text.utf8), registry: EventLogFixtures.registry)
    let causes = read.entries.compactMap { entry -> NavigationCause? in
      if case .navigation(let event) = entry.event { event.cause } else { nil }
    }
    #expect(
      causes == [
        .entry(source: .notification, link: URL(string: "app://item/1")!),
        .entry(source: .appIntent, link: nil),
        .deepLink(URL(string: "app://item/3")!),
      ])
  }

  @Test("a log written before entries had sources still reads: its links are the app's own URLs")
  func anOlderLogStillReads() throws {
    // Written by the library before the `entry` cause existed (format 2).
    let lines = [
      #"{"eventLog":2,"routesVersion":1,"state":[["stack",[{"id":0,"route":{"type":"log","value":{"home":{}}}}]]]}"#,
      #"[0,1795439816.53,"hostAttached"]"#,
      #"[1,1795439816.6,"navigation",["deepLink","app://item/1"],[["push",[{"id":1,"route":{"type":"log","value":{"item":{"_0":1}}}}]]],[["stack",[1,1]]]]"#,
    ]
    let log = try EventLog(data: EventLogFixtures.data(lines), registry: EventLogFixtures.registry)
    guard case .navigation(let event) = log.entries.last?.event else {
      Issue.record("the last line is no navigation")
      return
    }
    #expect(event.cause == .deepLink(URL(string: "app://item/1")!))
    #expect(event.cause.entrySource == .url)
  }

  @Test("an entry's cause that is not a URL is named with its line")
  func aBrokenEntryCauseIsNamed() throws {
    let lines = [
      #"{"eventLog":2,"routesVersion":1,"state":[["stack",[{"id":0,"route":{"type":"log","value":{"home":{}}}}]]]}"#,
      #"[0,1795439816.6,"navigation",["entry","widget",""],[["push",[{"id":1,"route":{"type":"log","value":{"item":{"_0":1}}}}]]],[["stack",[1,1]]]]"#,
    ]
    let error = try #require(throws: EventLogError.self) {
      try EventLog(data: EventLogFixtures.data(lines), registry: EventLogFixtures.registry)
    }
    #expect(error.line == 2)
  }

  @Test("the line logger names an entry's source")
  func theLoggerNamesTheSource() async throws {
    let (navigator, _) = try recordedNavigator()
    var lines: [String] = []
    NavigationLogger(prefix: "") { line, event in
      if case .navigation = event { lines.append(line) }
    }.observe(navigator)
    try await navigator.open(entry: NavigationEntry(URL(string: "app://item/4")!, source: .spotlight))
    #expect(lines == ["deep link LogRoute.home → LogRoute.item(4) (+1 screen; entry from spotlight: app://item/4)"])
  }

  @Test("the map draws an entry as a deep link")
  func theMapDrawsAnEntryAsALink() async throws {
    let (navigator, _) = try recordedNavigator()
    var transitions: [NavigationMap.Transition] = []
    navigator.observe(NavigationEvent.self) { event in transitions.append(NavigationMap.Transition(event)) }
    try await navigator.open(entry: NavigationEntry(URL(string: "app://item/5")!, source: .liveActivity))
    #expect(transitions == [.deepLink])
  }
}

@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Every output escapes hostile text: the 39 hostile texts as an
/// alert's title, message and buttons, a route and a route's payload reach a state's
/// description, a map and the event log's JSON escaped, and the log reads back exactly.
@MainActor
@Suite("Hostile text in a state's description, a map and the event log's JSON: nothing raw", .hangLimit)
struct HostileTextOutputsTests {
  enum PayloadRoute: Route, Codable {
    case named(String)
  }

  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    try? registry.register(TestRoute.self, key: "test")
    try? registry.register(PayloadRoute.self, key: "payload")
    return registry
  }()

  static func alert(_ text: String, id: AlertID = 0) -> NavigationAlert {
    NavigationAlert(
      id: id, title: text, message: text,
      buttons: [NavigationAlert.Button(text, role: .destructive), NavigationAlert.Button(text + "!", role: .cancel)])
  }

  @Test func theFixtureHoldsTheProbesThirtyNineKinds() {
    #expect(HostileTexts.all.count == 39)
    #expect(Set(HostileTexts.all.map(\.name)).count == 39)
  }

  @Test func aStatesDescriptionWritesEveryTextEscapedOneLineEach() throws {
    for (name, text) in HostileTexts.all {
      let state = try NavigationState(
        root: .tabs(
          [
            Tab(id: TabID(rawValue: text), stack: [Screen(id: 0, route: TestRoute(text))]),
            Tab(id: "other", stack: [Screen(id: 1, route: PayloadRoute.named(text))]),
          ], selectedIndex: 0),
        alert: Self.alert(text))
      let description = state.description
      let obeyed = HostileTexts.obeyedScalar(in: description, allowingLineBreaks: true)
      #expect(obeyed == nil, "\(name): U+\(String(obeyed?.value ?? 0, radix: 16)) is raw")
      // tabs, two tabs of a screen each, the alert: a line break in a text forges no line.
      #expect(description.split(separator: "\n", omittingEmptySubsequences: false).count == 6, "\(name)")
    }
  }

  @Test func aRoutesPayloadIsDescribedEscaped() {
    #expect(
      "\(AnyRoute(PayloadRoute.named("a\u{2028}b\u{202E}c\u{200F}")))"
        == #"PayloadRoute.named("a\u{2028}b\u{202E}c\u{200F}")"#)
    #expect("\(AnyRoute(PayloadRoute.named("line\nbreak")))" == #"PayloadRoute.named("line\nbreak")"#)
  }

  @Test func aMapLabelHoldsNoControlAndNoBidiCharacter() {
    for (name, text) in HostileTexts.all {
      let navigator = Navigator(root: TestRoute("home"))
      let recorder = EventRecorder(navigator)
      navigator.push(TestRoute(text))
      navigator.push(PayloadRoute.named(text))
      for naming in [NavigationMap.Naming.route, .routeCase] {
        let map = NavigationMap(recorder.events, naming: naming)
        for language in [NavigationMap.Format.mermaid, .dot] {
          let diagram = map.diagram(language)
          let obeyed = HostileTexts.obeyedScalar(in: diagram, allowingLineBreaks: true)
          #expect(obeyed == nil, "\(name), \(language): U+\(String(obeyed?.value ?? 0, radix: 16)) is raw")
        }
      }
    }
  }

  @Test func theEventLogsJSONHoldsNoRawControlAndReadsBackExactly() throws {
    for (name, text) in HostileTexts.all {
      let navigator = Navigator(root: TestRoute("home"))
      navigator.logsProblems = false
      let recorder = EventLogRecorder(navigator)
      navigator.attach(TestHost())
      navigator.push(TestRoute(text))
      navigator.push(PayloadRoute.named(text))
      try navigator.apply(.showAlert(Self.alert(text)))
      let lines = recorder.log.jsonLines(registry: Self.registry)
      let obeyed = HostileTexts.obeyedScalar(in: lines, allowingLineBreaks: true)
      #expect(obeyed == nil, "\(name): U+\(String(obeyed?.value ?? 0, radix: 16)) is raw in the JSON")
      #expect(lines.split(separator: "\n").count == recorder.log.entries.count + 1, "\(name): one line an entry")
      let read = try EventLog(data: Data(lines.utf8), registry: Self.registry)
      #expect(read.initialState == recorder.log.initialState, "\(name)")
      #expect(read.navigatorEvents == recorder.log.navigatorEvents, "\(name)")
      #expect(read.states.last?.alert == Self.alert(text), "\(name)")
      #expect(read.jsonLines(registry: Self.registry) == lines, "\(name): written again alike")
    }
  }

  @Test func theEventLogWritesThemAsJSONUnicodeEscapes() {
    let navigator = Navigator(root: TestRoute("a\u{7F}\u{85}\u{2028}\u{202E}\u{061C}\u{200F}—é"))
    let lines = EventLogRecorder(navigator).log.jsonLines(registry: Self.registry)
    #expect(lines.contains(#""name":"a\u007f\u0085\u2028\u202e\u061c\u200f—é""#))
  }
}

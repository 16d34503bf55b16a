@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Hostile input (control characters, line separators, a map arrow with no start) in the
/// texts a navigator writes: the problem log, the line logger and the map.
@MainActor
@Suite("Hostile text: nothing raw on a terminal, no diagram without both ends of an arrow", .hangLimit)
struct HostileTextTests {
  enum ItemRoute: Route {
    case home
    case item(Int)
  }
  struct ItemParameters: Decodable, Sendable { var id: Int }
  struct Named: Route, CustomStringConvertible {
    var name: String
    var description: String { name }
  }

  /// Whether `text` holds a scalar a terminal would obey (C0, DEL, C1, separators, bidi).
  private func holdsControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      $0.properties.generalCategory == .control || [0x2028, 0x2029, 0x202E].contains($0.value)
    }
  }

  @Test func aLinkWithEscapeSequencesReachesTheProblemLogEscaped() async throws {
    let navigator = Navigator(root: ItemRoute.home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    navigator.deepLinks = try DeepLinkRouter([
      DeepLink("app://item/{id:int}", parameters: ItemParameters.self) { [ItemRoute.item($0.id)] }
    ])
    navigator.handle(try #require(URL(string: "app://item/%1B%5D0;owned%07%1B%5B2J%0Dok")))
    await navigator.waitUntilIdle()
    let problem = try #require(problems.problems.first)
    #expect(!holdsControl(problem.description), "\(problem.description.debugDescription)")
    #expect(!holdsControl(problem.logLine))
    #expect(problem.logLine.contains(#"\u{1B}]0;owned\u{7}\u{1B}[2J\rok"#))
  }

  @Test func theLoggerWritesEveryRouteAndProblemTextEscaped() throws {
    let navigator = Navigator(root: ItemRoute.home)
    var lines: [String] = []
    NavigationLogger(prefix: "") { line, _ in lines.append(line) }.observe(navigator)
    navigator.push(Named(name: "Mallory\u{1B}[2J\u{7}\0\u{7F}\u{9B}\u{85}\u{2028}\u{202E}"))
    navigator.report(.hostFallback("step\u{1B}[31m red\rover"))
    #expect(lines.count == 2)
    for line in lines { #expect(!holdsControl(line), "\(line.debugDescription)") }
    #expect(
      lines.first
        == #"push ItemRoute.home → Named.Mallory\u{1B}[2J\u{7}\0\u{7F}\u{9B}\u{85}\u{2028}\u{202E} (+1 screen; programmatic)"#
    )
  }

  /// D4: a map of events with a gap has a node for the screen the gap hid, and both languages
  /// parse.
  @Test func aMapOfEventsWithAGapDrawsEveryArrowBetweenNodes() throws {
    let navigator = Navigator(root: TestRoute("a"))
    let recorder = EventRecorder(navigator)
    navigator.push(TestRoute("b"))
    navigator.push(TestRoute("c"))
    navigator.push(TestRoute("d"))
    let map = NavigationMap([recorder.events[0], recorder.events[2]], naming: .route)
    #expect(map.nodes.map(\.name) == ["TestRoute.a", "TestRoute.b", "TestRoute.c", "TestRoute.d"])
    #expect(map.edges.map { "\($0.from)→\($0.to)" } == ["TestRoute.a→TestRoute.b", "TestRoute.c→TestRoute.d"])
    try expectValidDiagrams(map)
  }

  /// D4: a valid log in which a screen keeps its identifier and changes its route.
  @Test func aMapOfALogWhoseScreenChangesItsRouteDrawsTheNewRoute() throws {
    var registry = RouteRegistry()
    try registry.register(TestRoute.self, key: "test")
    let log = """
      {"eventLog":2,"routesVersion":1,"state":[["stack",[{"id":0,"route":{"type":"test","value":{"name":"A"}}},{"id":1,"route":{"type":"test","value":{"name":"B"}}}]]]}
      [0,1.0,"navigation",["programmatic"],[],[["stack",[1,{"id":1,"route":{"type":"test","value":{"name":"C"}}}]]]]
      [1,2.0,"navigation",["programmatic"],[],[["stack",[2,{"id":2,"route":{"type":"test","value":{"name":"D"}}}]]]]
      """
    let read = try EventLog(data: Data(log.utf8), registry: registry)
    let map = NavigationMap(read.navigatorEvents, naming: .route)
    #expect(map.nodes.map(\.name).contains("TestRoute.C"))
    #expect(map.edges.map { "\($0.from)→\($0.to)" } == ["TestRoute.C→TestRoute.D"])
    try expectValidDiagrams(map)
  }

  /// N1: a line or paragraph separator is a line break in both languages, never raw.
  @Test func separatorsInNamesAreLineBreaksInBothLanguages() throws {
    let navigator = Navigator(root: TestRoute("a"))
    let recorder = EventRecorder(navigator)
    navigator.push(TestRoute("line\u{2028}para\u{2029}end"))
    let map = NavigationMap(recorder.events, naming: .route)
    #expect(map.diagram(.mermaid).contains(#"n1["TestRoute.line<br>para<br>end"]"#))
    #expect(map.diagram(.dot).contains(#"n1 [label="TestRoute.line\npara\nend"];"#))
    try expectValidDiagrams(map)
  }

  private func expectValidDiagrams(_ map: NavigationMap, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let mermaid = try DiagramSyntax.mermaid(map.diagram(.mermaid))
    #expect(mermaid.problems == [], sourceLocation: sourceLocation)
    #expect(mermaid.nodes == map.nodes.count && mermaid.edges == map.edges.count + 1, sourceLocation: sourceLocation)
    let dot = try DiagramSyntax.dot(map.diagram(.dot))
    #expect(dot.problems == [], sourceLocation: sourceLocation)
    #expect(dot.nodes == map.nodes.count && dot.edges == map.edges.count + 1, sourceLocation: sourceLocation)
  }
}

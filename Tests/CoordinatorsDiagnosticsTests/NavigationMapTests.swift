@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) @_spi(Testing) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

/// A route whose descriptions hold everything that could break a diagram's syntax.
enum TrickyRoute: Route, CustomStringConvertible {
  case plain
  case named(String)

  var description: String {
    switch self {
    case .plain: "plain"
    case .named(let name): "named(\(name))"
    }
  }
}

@MainActor
@Suite("The navigation map: screens, flows and transitions, as Mermaid and DOT", .hangLimit)
struct NavigationMapTests {
  /// Compares docs/maps/`name` with `text`, or writes `text` there when `UPDATE_MAPS` is set:
  /// `Scripts/render-map.sh --check` then proves that Graphviz reads what the map writes.
  private func checkFixture(_ name: String, _ text: String) throws {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let url = root.appending(path: "docs/maps/\(name)")
    if ProcessInfo.processInfo.environment["UPDATE_MAPS"] != nil {
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
      try String(contentsOf: url, encoding: .utf8) == text,
      "docs/maps/\(name) is out of date: UPDATE_MAPS=1 swift test --filter NavigationMapTests")
  }

  /// A navigator running the home flow, a map that starts from it and records its events, and
  /// the events.
  @MainActor
  private final class Session {
    let home = HomeCoordinator()
    let navigator: Navigator
    let problems: ProblemRecorder
    var map: NavigationMap
    var events: [NavigatorEvent] = []

    init() {
      navigator = Navigator(root: home)
      problems = navigator.expectNoProblems()
      navigator.attach(TestHost())
      map = NavigationMap(navigator)
      navigator.observe { [unowned self] event in
        map.record(event)
        events.append(event)
      }
    }
  }

  @Test func nodesAreRouteCasesWithoutPayloadsAndEdgesCountEachTransition() throws {
    let session = Session()
    let (navigator, home) = (session.navigator, session.home)
    let map = { session.map }
    home.flow.show(.detail(1))
    navigator.session?.userDid(.popped(to: 0))
    home.flow.show(.detail(2))
    navigator.session?.userDid(.popped(to: 0))
    home.flow.show(.featured)
    navigator.dismiss()

    #expect(map().nodes.map(\.name) == ["HomeRoute.home", "HomeRoute.detail", "HomeRoute.featured"])
    #expect(map().nodes.allSatisfy { $0.flow == "HomeCoordinator" }, "the navigator named the root flow")
    #expect(map().start == "HomeRoute.home")
    #expect(
      map().edges.map { "\($0.from) -\($0.transition)-> \($0.to) x\($0.count)" } == [
        "HomeRoute.home -push-> HomeRoute.detail x2",
        "HomeRoute.detail -back swipe-> HomeRoute.home x2",
        "HomeRoute.home -present-> HomeRoute.featured x1",
        "HomeRoute.featured -dismiss-> HomeRoute.home x1",
      ])
  }

  @Test func childFlowsAreBoxesCountedAsTheyStartAndEnd() throws {
    let session = Session()
    let (navigator, home) = (session.navigator, session.home)
    let map = { session.map }
    home.flow.show(.wizard)
    navigator.session?.userDid(.popped(to: 0))
    home.flow.show(.picker)
    navigator.session?.userDid(.dismissedLayer(try #require(navigator.state.modals.first?.id)))

    #expect(
      map().nodes.map { "\($0.name) in \($0.flow ?? "nothing")" } == [
        "HomeRoute.home in HomeCoordinator", "WizardRoute.step in WizardCoordinator",
        "PickerRoute.colors in PickerCoordinator",
      ])
    #expect(
      map().flows.map { "\($0.name) \($0.started) \($0.finished) \($0.cancelled)" } == [
        "HomeCoordinator 0 0 0", "WizardCoordinator 1 0 1", "PickerCoordinator 1 0 1",
      ])
    #expect(
      map().diagram(.mermaid) == """
        flowchart TD
          begin(["start"])
          subgraph f0 ["HomeCoordinator"]
            n0["HomeRoute.home"]
          end
          subgraph f1 ["WizardCoordinator · started 1 · cancelled 1"]
            n1["WizardRoute.step"]
          end
          subgraph f2 ["PickerCoordinator · started 1 · cancelled 1"]
            n2["PickerRoute.colors"]
          end
          begin --> n0
          n0 -->|"push (1)"| n1
          n1 -->|"back swipe (1)"| n0
          n0 -->|"present (1)"| n2
          n2 -->|"swipe down (1)"| n0

        """)
    #expect(
      map().diagram(.dot) == """
        digraph navigation {
          rankdir=TB;
          newrank=true;
          graph [fontname="Helvetica"];
          node [shape=box, style=rounded, fontname="Helvetica"];
          edge [fontname="Helvetica", fontsize=10];
          begin [label="start", shape=oval, style=dashed];
          subgraph cluster_f0 {
            label="HomeCoordinator";
            n0 [label="HomeRoute.home"];
          }
          subgraph cluster_f1 {
            label="WizardCoordinator · started 1 · cancelled 1";
            n1 [label="WizardRoute.step"];
          }
          subgraph cluster_f2 {
            label="PickerCoordinator · started 1 · cancelled 1";
            n2 [label="PickerRoute.colors"];
          }
          begin -> n0;
          n0 -> n1 [label="push (1)"];
          n1 -> n0 [label="back swipe (1)"];
          n0 -> n2 [label="present (1)"];
          n2 -> n0 [label="swipe down (1)"];
        }

        """)
  }

  @Test func theSameEventsGiveTheSameTextAndARecordedRunMatchesTheLiveMap() throws {
    let session = Session()
    let (navigator, home) = (session.navigator, session.home)
    home.flow.show(.detail(1))
    home.flow.show(.wizard)
    navigator.popToRoot()
    // Rejected (there are no tabs): counted as a problem, drawn nowhere.
    session.problems.expecting { navigator.selectTab("none") }
    let first = NavigationMap(session.events)
    let second = NavigationMap(session.events)
    #expect(first == second)
    #expect(first.diagram(.mermaid) == second.diagram(.mermaid))
    #expect(first.diagram(.dot) == second.diagram(.dot))
    #expect(first.problemCount == 1)
    // Without the navigator, the root flow is nameless: its screens are drawn outside any box.
    #expect(first.nodes.map(\.flow) == [nil, nil, "WizardCoordinator"])
    #expect(session.map.nodes.map(\.name) == first.nodes.map(\.name))
    #expect(session.map.edges == first.edges)
  }

  @Test(arguments: [NavigationMap.Naming.routeCase, .route, .routeType])
  func eachNamingDrawsItsOwnNodes(naming: NavigationMap.Naming) {
    let navigator = Navigator(root: HomeRoute.home)
    let events = EventRecorder(navigator)
    navigator.push(HomeRoute.detail(1))
    navigator.push(HomeRoute.detail(2))
    let names = NavigationMap(events.events, naming: naming).nodes.map(\.name)
    switch naming {
    case .routeCase: #expect(names == ["HomeRoute.home", "HomeRoute.detail"])
    case .route: #expect(names == ["HomeRoute.home", "HomeRoute.detail(1)", "HomeRoute.detail(2)"])
    case .routeType: #expect(names == ["HomeRoute"])
    }
  }

  @Test func eachCauseAndEffectNamesItsTransition() throws {
    let state = try NavigationState(
      root: .tabs(
        [
          Tab(id: "a", stack: [Screen(id: 0, route: TestRoute("a"))]),
          Tab(id: "b", stack: [Screen(id: 1, route: TestRoute("b"))]),
        ], selectedIndex: 0))
    let navigator = Navigator(state: state)
    navigator.attach(TestHost())
    let events = EventRecorder(navigator)
    navigator.push(TestRoute("a1"))
    navigator.push(TestRoute("a2"))
    navigator.pop()
    navigator.selectTab("b")
    navigator.session?.userDid(.selectedTab("a"))
    navigator.session?.userDid(.reselectedTab("a"))
    navigator.present(TestRoute("sheet"), as: .sheet())
    try navigator.apply(
      .replace(navigator.state.topScreen.id, with: navigator.makeScreen(TestRoute("other"), presentation: .sheet())))
    navigator.dismiss()
    try navigator.apply([.push([navigator.makeScreen(TestRoute("x")), navigator.makeScreen(TestRoute("y"))])])
    try navigator.apply(.push([navigator.makeScreen(TestRoute("linked"))]), cause: .deepLink(URL(string: "app://x")!))
    try navigator.apply(.popToRoot, cause: .restoration)
    #expect(
      events.events.map { NavigationMap.Transition($0) } == [
        .push, .push, .pop, .tabSwitch, .tabTap, .tabReselect, .present, .replace, .dismiss, .push, .deepLink,
        .restoration,
      ])
  }

  /// A programmatic change of the root stack from `before` to `after`, as `NavigationMap.Transition`
  /// names it.
  private func transition(_ before: ScreenStack, _ after: ScreenStack) throws -> NavigationMap.Transition {
    NavigationMap.Transition(
      NavigationEvent(
        before: try NavigationState(root: .stack(before)), after: try NavigationState(root: .stack(after)),
        cause: .programmatic))
  }

  @Test func aDeepStackNamesEachChangeOfItsTopAsItsScreensSay() throws {
    // 70 screens: blocks of 32 that versions of the stack share, and screens above them.
    func screen(_ id: Int) -> Screen { Screen(id: ScreenID(rawValue: id), route: TestRoute("s\(id)")) }
    let deep = ScreenStack((0..<70).map(screen))
    func changed(_ change: (inout ScreenStack) -> Void) -> ScreenStack {
      var stack = deep
      change(&stack)
      return stack
    }
    // Versions that share the blocks, and stacks built apart from the same screens.
    #expect(try transition(deep, changed { $0.append(screen(100)) }) == .push)
    #expect(try transition(deep, ScreenStack((0..<70).map(screen) + [screen(100), screen(101)])) == .push)
    #expect(try transition(deep, changed { $0.removeLast(40) }) == .pop)
    #expect(try transition(deep, ScreenStack((0..<3).map(screen))) == .pop)
    #expect(try transition(changed { $0.removeLast(40) }, deep) == .push)
    // The new top was in the stack before, above other changes: a pop.
    #expect(try transition(deep, changed { $0.replaceSubrange(11..., with: [screen(50)]) }) == .pop)
    #expect(try transition(deep, changed { $0.swapAt(68, 69) }) == .pop)
    // The old top is still in the stack, under a new one, though a screen below changed: a push.
    #expect(
      try transition(
        deep,
        changed {
          $0.replaceSubrange(0..<1, with: [screen(200)])
          $0.append(screen(100))
        }) == .push)
    #expect(
      try transition(
        deep,
        changed {
          $0.removeFirst()
          $0.append(screen(100))
        }) == .push)
    // Neither top in the other stack: a replace.
    #expect(try transition(deep, changed { $0[69] = screen(100) }) == .replace)
    #expect(try transition(deep, changed { $0.replaceSubrange(30..., with: [screen(100), screen(101)]) }) == .replace)
  }

  @Test func aMapOfADeepStackAddsTheScreensAChangeBringsAnywhereInTheStack() throws {
    let navigator = Navigator(root: TestRoute("root"))
    for index in 1..<70 { navigator.push(TestRoute("deep\(index % 3)")) }
    var map = NavigationMap(navigator, naming: .route)
    navigator.observe { map.record($0) }
    navigator.push(TestRoute("top"))
    try navigator.apply(.replace(navigator.state.topScreen.id, with: navigator.makeScreen(TestRoute("replaced"))))
    // A screen changed far below the top, in a block the versions no longer share.
    let low = navigator.state.stack(at: .root)![5].id
    try navigator.apply(.replace(low, with: navigator.makeScreen(TestRoute("low"))))
    navigator.popToRoot()
    #expect(
      map.nodes.map(\.name) == [
        "TestRoute.root", "TestRoute.deep1", "TestRoute.deep2", "TestRoute.deep0", "TestRoute.top",
        "TestRoute.replaced", "TestRoute.low",
      ])
    #expect(
      map.edges.map { "\($0.from) \($0.transition) \($0.to)" } == [
        "TestRoute.deep0 push TestRoute.top", "TestRoute.top replace TestRoute.replaced",
        "TestRoute.replaced pop TestRoute.root",
      ])
  }

  @Test func quotesBracketsAndLineBreaksInNamesCannotBreakEitherLanguage() throws {
    let navigator = Navigator(root: TrickyRoute.plain)
    let events = EventRecorder(navigator)
    let tricky = "say \"hi\" [x] {y} <b>&amp; #quot; | `code` \\ back;\nsecond line\r\u{7}"
    navigator.push(TrickyRoute.named(tricky))
    let map = NavigationMap(events.events, naming: .route)

    let mermaid = map.diagram(.mermaid)
    let label = mermaid.split(separator: "\n").first { $0.hasPrefix("  n1[") }.map(String.init)
    #expect(
      label
        == #"  n1["TrickyRoute.named(say #34;hi#34; [x] {y} #60;b#62;#38;amp; #35;quot; #124; #96;code#96; \ back;<br>second line )"]"#
    )
    // Every line is one statement: a label never holds a raw quote or a line break.
    for line in mermaid.split(separator: "\n") {
      let quotes = line.count { $0 == "\"" }
      #expect(quotes == 0 || quotes == 2, "\(line)")
    }

    let dot = map.diagram(.dot)
    #expect(
      dot.contains(
        #"n1 [label="TrickyRoute.named(say \"hi\" [x] {y} <b>&amp; #quot; | `code` \\ back;\nsecond line )"];"#))
    #expect(dot.split(separator: "\n").count == 12, "no label spills onto another line")
    try checkFixture("escaping.dot", dot)
  }

  /// A map of events with a gap, as docs/maps/gap.dot: `Scripts/render-map.sh --check` proves
  /// that Graphviz reads it.
  @Test func aMapOfEventsWithAGapIsAValidDiagram() throws {
    let navigator = Navigator(root: TrickyRoute.plain)
    let events = EventRecorder(navigator)
    navigator.push(TrickyRoute.named("b"))
    navigator.push(TrickyRoute.named("c\u{2028}d"))
    navigator.push(TrickyRoute.named("e\\"))
    let map = NavigationMap([events.events[0], events.events[2]], naming: .route)
    #expect(map.nodes.count == 4 && map.edges.count == 2)
    try checkFixture("gap.dot", map.diagram(.dot))
  }

  @Test func theNavigatorDiagramShowsEachStackItsScreensTheLayersAndTheFlowTree() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    home.flow.show(.wizard)
    home.flow.show(.picker)
    #expect(
      NavigationMap.diagram(of: navigator, .mermaid) == """
        flowchart LR
          subgraph l0 ["root stack"]
            s0["0 HomeRoute.home<br>flow 0"]
            s1["1 WizardRoute.step(1)<br>flow 1"]
          end
          subgraph l1 ["modal layer 0: sheet(large)"]
            s2["2 PickerRoute.colors<br>flow 2"]
          end
          subgraph flows ["flows"]
            c0["flow 0<br>HomeCoordinator"]
            c1["flow 1<br>WizardCoordinator"]
            c2["flow 2<br>PickerCoordinator"]
          end
          s0 -->|"push"| s1
          s1 -.->|"sheet(large)"| s2
          c0 -->|"child"| c1
          c0 -->|"child"| c2

        """)
    #expect(NavigationMap.diagram(of: navigator, .dot).contains("s1 -> s2 [label=\"sheet(large)\", style=dashed];"))
  }

  @Test func theNavigatorDiagramOfTabsQuotesTheirNamesSafely() throws {
    let state = try NavigationState(
      root: .tabs(
        [
          Tab(id: "main", stack: [Screen(id: 0, route: TrickyRoute.plain)]),
          Tab(id: "say \"hi\"", stack: [Screen(id: 1, route: TrickyRoute.named("a\nb [c]"))]),
        ], selectedIndex: 1),
      modals: [ModalLayer([Screen(id: 2, route: TrickyRoute.plain, presentation: .fullScreenCover())])])
    let navigator = Navigator(state: state)
    let mermaid = NavigationMap.diagram(of: navigator, .mermaid)
    #expect(mermaid.contains(##"  subgraph l1 ["tab #34;say #34;hi#34;#34; (selected)"]"##))
    #expect(mermaid.contains(##"    s1["1 TrickyRoute.named(a<br>b [c])<br>flow 0"]"##))
    #expect(mermaid.contains(##"  s1 -.->|"fullScreenCover"| s2"##), "the cover is presented from the selected tab")
    let dot = NavigationMap.diagram(of: navigator, .dot)
    #expect(dot.contains(#"    label="tab \"say \"hi\"\" (selected)";"#))
    try checkFixture("state.dot", dot)
  }
}

import Coordinators
import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

/// Identifiers near `Int.max`: every path that reached it trapped on `+= 1`. Now a command that
/// needs an identifier that is not left is refused with a typed error, and no identifier is
/// handed out twice.
@MainActor
@Suite("Identifiers: running out is a typed error, never a trap or a duplicate", .hangLimit)
struct IdentifierExhaustionTests {
  /// A navigator that records what it refused.
  func recording(_ navigator: Navigator) -> () -> [NavigationError.Detail] {
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    return { problems.errors.map(\.detail) }
  }

  func expectUniqueIdentifiers(_ navigator: Navigator) {
    let ids = navigator.state.allScreens.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(navigator.state.invariantViolations().isEmpty)
  }

  @Test("a screen at Int.max brought in by a command ends the count: the next push is refused")
  func screenAtMaxFromACommand() throws {
    let navigator = Navigator(root: TestRoute("list"))
    let reported = recording(navigator)
    try navigator.apply(.push([Screen(id: ScreenID(rawValue: .max), route: TestRoute("made elsewhere"))]))
    let before = navigator.state
    #expect(navigator.push(TestRoute("next")) == nil)
    #expect(navigator.present(TestRoute("sheet"), as: .sheet()) == nil)
    #expect(reported() == [.screenIdentifiersExhausted, .screenIdentifiersExhausted])
    #expect(navigator.state == before)
    #expect(throws: NavigationError(.screenIdentifiersExhausted)) { try navigator.makeScreen(TestRoute("x")) }
  }

  @Test("a state holding a screen at Int.max, given to the navigator, ends the count")
  func screenAtMaxFromTheInitialState() throws {
    let state = try NavigationState(rootScreen: Screen(id: ScreenID(rawValue: .max), route: TestRoute("list")))
    let navigator = Navigator(state: state)
    let reported = recording(navigator)
    #expect(navigator.push(TestRoute("next")) == nil)
    #expect(reported() == [.screenIdentifiersExhausted])
    #expect(navigator.state == state)
    let description = NavigationError(.screenIdentifiersExhausted).description
    #expect(description.contains("Int.max") && description.contains("smaller identifiers"))
  }

  @Test("a generator at Int.max - 3 hands out three identifiers, then refuses, never Int.max")
  func generatorNearMax() {
    let navigator = Navigator(root: TestRoute("list"), identifiers: IdentifierGenerator(firstScreen: .max - 3))
    let reported = recording(navigator)
    #expect(navigator.state.topScreen.id.rawValue == .max - 3)
    #expect(navigator.push(TestRoute("a"))?.rawValue == .max - 2)
    #expect(navigator.push(TestRoute("b"))?.rawValue == .max - 1)
    #expect(navigator.push(TestRoute("c")) == nil)
    #expect(navigator.push(TestRoute("d")) == nil)
    #expect(reported() == [.screenIdentifiersExhausted, .screenIdentifiersExhausted])
    #expect(navigator.state.screenCount == 3)
    expectUniqueIdentifiers(navigator)
  }

  @Test("a generator at Int.max refuses every screen; a navigator that must start with it counts from 0")
  func generatorAtMax() throws {
    var generator = IdentifierGenerator(firstScreen: .max)
    #expect(throws: NavigationError(.screenIdentifiersExhausted)) { try generator.makeScreenID() }
    let state = try NavigationState(rootScreen: Screen(id: 5, route: TestRoute("list")))
    let given = Navigator(state: state, identifiers: IdentifierGenerator(firstScreen: .max))
    let reported = recording(given)
    #expect(given.push(TestRoute("a")) == nil)
    #expect(reported() == [.screenIdentifiersExhausted])
    // Its first screen needs an identifier, and the navigator holds none yet.
    let fromRoute = Navigator(root: TestRoute("list"), identifiers: IdentifierGenerator(firstScreen: .max))
    #expect(fromRoute.state.topScreen.id == 0)
    #expect(fromRoute.push(TestRoute("a")) == 1)
    let fromCoordinator = Navigator(root: HomeCoordinator(), identifiers: IdentifierGenerator(firstScreen: .max))
    #expect(fromCoordinator.state.topScreen.id == 0)
    expectUniqueIdentifiers(fromCoordinator)
  }

  @Test("numbers below the generator's range are raised: no screen at a stand-in's, no flow at the root's")
  func generatorBelowRange() throws {
    var generator = IdentifierGenerator(firstScreen: -2, firstFlow: -5)
    #expect(generator.nextScreen == 0)
    #expect(generator.nextFlow == 1)
    #expect(try generator.makeFlowID() == 1)
    let navigator = Navigator(root: HomeCoordinator(), identifiers: IdentifierGenerator(firstFlow: 0))
    #expect(navigator.state.allScreens.map(\.id) == [0])
    #expect(navigator.flowIDs == [0])
    navigator.coordinators(ofType: HomeCoordinator.self).first?.flow.show(.wizard)
    #expect(navigator.flowIDs == [0, 1])
  }

  @Test("a generator at Int.max - 1 starts one child flow, then refuses the next, never Int.max")
  func flowsNearMax() throws {
    let navigator = Navigator(root: HomeCoordinator(), identifiers: IdentifierGenerator(firstFlow: .max - 1))
    let reported = recording(navigator)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    #expect(home.flow.show(.wizard))
    #expect(navigator.flowIDs == [0, FlowID(rawValue: .max - 1)])
    let before = navigator.state
    #expect(!home.flow.show(.picker))
    #expect(!home.flow.show(.wizard))
    #expect(reported() == [.flowIdentifiersExhausted, .flowIdentifiersExhausted])
    #expect(navigator.state == before)
    #expect(navigator.flowCount == 2)
    #expect(throws: NavigationError(.flowIdentifiersExhausted)) { try navigator.makeFlowID() }
  }

  @Test("a tab container whose tabs need more flows than are left cannot start; the navigator counts afresh")
  func tabsNearMax() {
    let navigator = Navigator(root: TabsCoordinator(), identifiers: IdentifierGenerator(firstFlow: .max - 1))
    #expect(navigator.flowIDs == [0, 1, 2])
    expectUniqueIdentifiers(navigator)
  }

  @Test("restoring more screens than identifiers are left restores the prefix that fits, without a trap")
  func restorationNearMax() throws {
    let saved = Navigator(root: LibraryCoordinator())
    let library = try #require(saved.coordinators(ofType: LibraryCoordinator.self).first)
    for index in 0..<5 { library.flow.show(.photo(index)) }
    let data = saved.snapshotData(registry: RestorationFixtures.registry)
    let navigator = Navigator(root: LibraryCoordinator(), identifiers: IdentifierGenerator(firstScreen: .max - 4))
    let report = navigator.restore(from: data, registry: RestorationFixtures.registry)
    #expect(!report.isComplete)
    #expect(report.restoredScreenCount < 6)
    #expect(navigator.state.allScreens.allSatisfy { $0.id.rawValue < .max })
    expectUniqueIdentifiers(navigator)
  }
}

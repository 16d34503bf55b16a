@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

/// The reconciler's fast path, `NavigationPlanner.topStackStep`: when it plans a step, the planner
/// plans exactly that step and nothing else; when the change could need more, it declines.
@Suite("NavigationPlanner: the one step of a change of the top stack, without the planner", .hangLimit)
struct TopStackStepTests {
  /// A rule that applies to every push onto a `detail` screen and every pop back to `list`.
  static let rules: TransitionRules = [
    TransitionRule(to: .route(TestRoute("detail")), on: .push, use: "zoom"),
    TransitionRule(to: .route(TestRoute("list")), on: .pop, use: "fold"),
  ]

  /// Expects the fast path to plan `expected`, and the planner to plan it alone.
  func expectTheOneStep(
    _ expected: HostStep,
    from shown: NavigationState,
    to desired: NavigationState,
    rules: TransitionRules = TransitionRules(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fast = NavigationPlanner.topStackStep(from: shown, to: desired, transitions: rules)
    let planned = NavigationPlanner.steps(from: shown, to: desired, transitions: rules)
    #expect(fast == expected, sourceLocation: sourceLocation)
    #expect(planned == [expected], "the planner's plan", sourceLocation: sourceLocation)
  }

  /// Expects the fast path to decline, and returns the planner's plan.
  @discardableResult
  func expectDeclined(
    from shown: NavigationState,
    to desired: NavigationState,
    rules: TransitionRules = TransitionRules(),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [HostStep] {
    #expect(
      NavigationPlanner.topStackStep(from: shown, to: desired, transitions: rules) == nil,
      sourceLocation: sourceLocation)
    return NavigationPlanner.steps(from: shown, to: desired, transitions: rules)
  }

  // MARK: Where it applies

  @Test func aPushOntoTheRootStackIsOneSetStack() throws {
    let shown = try stackState([0, 1])
    var desired = shown
    try desired.apply(.push([pushed(2)]))
    expectTheOneStep(.setStack(.root, pushed([0, 1, 2])), from: shown, to: desired)
  }

  @Test func aPopIsOneSetStack() throws {
    let shown = try stackState([0, 1, 2])
    var desired = shown
    try desired.apply(.pop(count: 2))
    expectTheOneStep(.setStack(.root, pushed([0])), from: shown, to: desired)
  }

  @Test func aSetStackOfFreshScreensIsOneSetStack() throws {
    let shown = try stackState([0, 1, 2])
    var desired = shown
    try desired.apply(.setStack(pushed([0, 7, 8]), at: .root))
    expectTheOneStep(.setStack(.root, pushed([0, 7, 8])), from: shown, to: desired)
  }

  @Test func aNewFirstScreenOfTheRootStackIsOneSetStack() throws {
    let shown = try stackState([0, 1])
    var desired = shown
    try desired.apply(.setStack(pushed([7]), at: .root))
    expectTheOneStep(.setStack(.root, pushed([7])), from: shown, to: desired)
  }

  @Test func aPushInsideTheTopLayerIsOneSetStackOfThatLayer() throws {
    let shown = try stackState([0], modals: twoLayers)
    var desired = shown
    try desired.apply(.push([pushed(30)]))
    expectTheOneStep(
      .setStack(.modal(1), ModalLayer([modal(20, as: .fullScreenCover())] + pushed([21, 30])).stack),
      from: shown, to: desired)
  }

  @Test func aPushOntoTheSelectedTabIsOneSetStackOfThatTab() throws {
    let shown = try threeTabs(selected: 1)
    var desired = shown
    try desired.apply(.push([pushed(9)]))
    expectTheOneStep(.setStack(.tab("search"), pushed([3, 4, 9])), from: shown, to: desired)
  }

  @Test func aTransitionRuleThatAppliesIsCarriedAsThePlannerCarriesIt() throws {
    let shown = try NavigationState(root: .stack([pushed(0, "list")]))
    var pushedOnce = shown
    try pushedOnce.apply(.push([pushed(1, "detail")]))
    expectTheOneStep(
      .setStack(.root, [pushed(0, "list"), pushed(1, "detail")], transition: "zoom"), from: shown, to: pushedOnce,
      rules: Self.rules)
    expectTheOneStep(
      .setStack(.root, [pushed(0, "list")], transition: "fold"), from: pushedOnce, to: shown,
      rules: Self.rules)
  }

  // MARK: Where it declines

  @Test func aChangeOfAStackUnderAModalLayerIsLeftToThePlanner() throws {
    let shown = try stackState([0, 1], modals: [layer(10)])
    var desired = shown
    try desired.apply(.setStack(pushed([0, 1, 2]), at: .root))
    #expect(expectDeclined(from: shown, to: desired) == [.setStack(.root, pushed([0, 1, 2]))])
  }

  @Test func aLayerTheHostDoesNotShowYetIsLeftToThePlanner() throws {
    let shown = try stackState([0])
    var desired = shown
    try desired.apply(.present(layer(10, pushing: [11])))
    #expect(expectDeclined(from: shown, to: desired) == [.present(layer(10, pushing: [11]))])
  }

  @Test func aTopLayerThatOpensWithAnotherScreenIsLeftToThePlanner() throws {
    let shown = try stackState([0], modals: [layer(10, pushing: [11])])
    var desired = shown
    try desired.apply(.setStack([modal(12)], at: .modal(0)))
    #expect(expectDeclined(from: shown, to: desired) == [.dismiss(fromLayer: 0), .present(ModalLayer([modal(12)]))])
  }

  @Test func aScreenThatMovesFromAnotherStackIsLeftToThePlanner() throws {
    let shown = try threeTabs(selected: 1)
    var desired = shown
    // Screen 1 leaves `home` for `search`: two stacks change.
    try desired.apply([.remove([1]), .push([pushed(1)])])
    let plan = expectDeclined(from: shown, to: desired)
    #expect(plan.count == 2)
  }

  @Test func anIdentifierThatComesBackAsAnotherScreenIsLeftToThePlanner() throws {
    // No command reuses an identifier, but states from elsewhere (a restore, a replay) may.
    let shown = try stackState([0, 1])
    let desired = try NavigationState(root: .stack([pushed(0), pushed(1, "another"), pushed(2)]))
    #expect(
      expectDeclined(from: shown, to: desired) == [.setRoot(.stack([pushed(0), pushed(1, "another"), pushed(2)]))])
  }

  @Test func aChangeOfSelectionOrOfAnotherTabIsLeftToThePlanner() throws {
    let shown = try threeTabs(selected: 0)
    var selected = shown
    try selected.apply(.selectTab("search"))
    #expect(expectDeclined(from: shown, to: selected) == [.selectTab("search")])
    var otherTab = shown
    try otherTab.apply(.setStack(pushed([3]), at: .tab("search")))
    #expect(expectDeclined(from: shown, to: otherTab) == [.setStack(.tab("search"), pushed([3]))])
  }

  @Test func equalStatesPlanNothing() throws {
    let shown = try stackState([0, 1])
    let rebuilt = try stackState([0, 1])
    #expect(expectDeclined(from: shown, to: shown) == [])
    #expect(expectDeclined(from: shown, to: rebuilt) == [])
  }

  // MARK: Everywhere

  @Test func onRandomCommandsEveryStepItPlansIsThePlannersWholePlan() {
    var applied = 0
    var planned = 0
    for seed in 0..<200 as Range<UInt64> {
      var random = SeededRandomNumberGenerator(seed: seed)
      var maker = RandomNavigation(routeNames: ["list", "detail", "a", "b"])
      var state = maker.state(using: &random)
      for step in 0..<50 {
        let before = state
        guard (try? state.apply(maker.command(for: state, using: &random))) != nil else { continue }
        applied += 1
        for rules in [TransitionRules(), Self.rules] {
          guard let fast = NavigationPlanner.topStackStep(from: before, to: state, transitions: rules) else { continue }
          planned += 1
          let plan = NavigationPlanner.steps(from: before, to: state, transitions: rules)
          #expect(plan == [fast], "seed \(seed), step \(step): from \(before) to \(state)")
        }
      }
    }
    // Pushes, pops and stack changes are common among random commands: the comparison ran often.
    #expect(planned * 5 >= applied, "the fast path planned \(planned) of \(applied) changes")
  }
}

@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// Routes of a small shapes app, so that rules can tell types and values apart.
private enum ShapesRoute: Route {
  case list
  case settings
}

private enum StarRoute: Route {
  case small
  case large
}

@Suite("TransitionRules: which rule applies", .hangLimit)
struct TransitionRuleMatchingTests {
  @Test func aTypeMatcherAcceptsEveryValueOfItsTypeAndNoOtherType() {
    let matcher = RouteMatcher.type(StarRoute.self)
    #expect(matcher.matches(AnyRoute(StarRoute.small)))
    #expect(matcher.matches(AnyRoute(StarRoute.large)))
    #expect(!matcher.matches(AnyRoute(ShapesRoute.list)))
    #expect(!matcher.matches(AnyRoute(TestRoute("small"))))
  }

  @Test func aTypeMatcherWithAPredicateSeesTheTypedRoute() {
    let matcher = RouteMatcher.type(StarRoute.self) { $0 == .large }
    #expect(matcher.matches(AnyRoute(StarRoute.large)))
    #expect(!matcher.matches(AnyRoute(StarRoute.small)))
    #expect(!matcher.matches(AnyRoute(ShapesRoute.list)))
  }

  @Test func aValueMatcherAcceptsOnlyAnEqualRouteOfTheSameType() {
    let matcher = RouteMatcher.route(ShapesRoute.list)
    #expect(matcher.matches(AnyRoute(ShapesRoute.list)))
    #expect(!matcher.matches(AnyRoute(ShapesRoute.settings)))
    #expect(!matcher.matches(AnyRoute(TestRoute("list"))))
  }

  @Test func aPredicateMatcherSeesTheErasedRoute() {
    let matcher = RouteMatcher.matching { $0.route(as: TestRoute.self)?.name.hasPrefix("detail") == true }
    #expect(matcher.matches(AnyRoute(TestRoute("detail 7"))))
    #expect(!matcher.matches(AnyRoute(TestRoute("list"))))
    #expect(!matcher.matches(AnyRoute(StarRoute.small)))
  }

  @Test func theAnyMatcherAcceptsEveryRoute() {
    #expect(RouteMatcher.any.matches(AnyRoute(StarRoute.small)))
    #expect(RouteMatcher.any.matches(AnyRoute(TestRoute("x"))))
  }

  @Test func aRuleNeedsBothRoutesAndTheDirectionToMatch() {
    let rule = TransitionRule(from: .route(ShapesRoute.list), to: .type(StarRoute.self), on: .push, use: "morph")
    let rules: TransitionRules = [rule]
    #expect(rules.transition(from: ShapesRoute.list, to: StarRoute.large, direction: .push) == "morph")
    #expect(rules.transition(from: ShapesRoute.settings, to: StarRoute.large, direction: .push) == nil)
    #expect(rules.transition(from: ShapesRoute.list, to: ShapesRoute.settings, direction: .push) == nil)
    #expect(rules.transition(from: ShapesRoute.list, to: StarRoute.large, direction: .pop) == nil)
  }

  @Test func theFirstMatchingRuleWins() {
    let specific = TransitionRule(from: .route(ShapesRoute.list), to: .type(StarRoute.self), use: "morph")
    let general = TransitionRule(to: .type(StarRoute.self), use: "fade")
    let specificFirst: TransitionRules = [specific, general]
    let generalFirst: TransitionRules = [general, specific]
    #expect(specificFirst.transition(from: ShapesRoute.list, to: StarRoute.small, direction: .push) == "morph")
    #expect(specificFirst.transition(from: ShapesRoute.settings, to: StarRoute.small, direction: .push) == "fade")
    #expect(generalFirst.transition(from: ShapesRoute.list, to: StarRoute.small, direction: .push) == "fade")
  }

  @Test func aRuleAddedInFrontTakesPrecedence() {
    var rules: TransitionRules = [TransitionRule(use: "fade")]
    rules.insert(TransitionRule(to: .type(StarRoute.self), use: "morph"), at: 0)
    #expect(rules.count == 2)
    #expect(rules.transition(from: ShapesRoute.list, to: StarRoute.small, direction: .pop) == "morph")
    #expect(rules.transition(from: StarRoute.small, to: ShapesRoute.list, direction: .pop) == "fade")
  }

  @Test(arguments: [
    (TransitionRule.Directions.push, TransitionDirection.push, true),
    (.push, .pop, false),
    (.pop, .pop, true),
    (.pop, .push, false),
    (.both, .push, true),
    (.both, .pop, true),
  ])
  func aRuleAppliesOnlyInItsDirections(
    directions: TransitionRule.Directions, direction: TransitionDirection, applies: Bool
  ) {
    let rules: TransitionRules = [TransitionRule(on: directions, use: "slide")]
    let chosen = rules.transition(from: ShapesRoute.list, to: StarRoute.small, direction: direction)
    #expect(chosen == (applies ? "slide" : nil))
  }

  @Test func withNoMatchingRuleThereIsNoTransition() {
    let rules: TransitionRules = [TransitionRule(from: .type(StarRoute.self), use: "morph")]
    #expect(rules.transition(from: ShapesRoute.list, to: StarRoute.small, direction: .push) == nil)
    #expect(TransitionRules().transition(from: ShapesRoute.list, to: StarRoute.small, direction: .push) == nil)
  }

  @Test func screensAreMatchedByTheirRoutes() {
    let rules: TransitionRules = [
      TransitionRule(from: .route(ShapesRoute.list), to: .route(StarRoute.large), use: "zoom")
    ]
    let list = Screen(id: 0, route: ShapesRoute.list)
    let star = Screen(id: 1, route: StarRoute.large)
    #expect(rules.transition(from: list, to: star, direction: .push) == "zoom")
    #expect(rules.transition(from: star, to: list, direction: .pop) == nil)
  }

  @Test func aRuleDescribesItself() {
    let rule = TransitionRule(from: .route(ShapesRoute.list), to: .type(StarRoute.self), on: .push, use: "morph")
    #expect(rule.description == "ShapesRoute.list -> any StarRoute on push: morph")
  }
}

@Suite("NavigationPlanner: transitions on stack steps", .hangLimit)
struct PlannerTransitionTests {
  let list = Screen(id: 0, route: ShapesRoute.list)
  let settings = Screen(id: 1, route: ShapesRoute.settings)
  let small = Screen(id: 2, route: StarRoute.small)
  let large = Screen(id: 3, route: StarRoute.large)
  let sheet = Screen(id: 100, route: ShapesRoute.settings, presentation: .modal(.sheet()))

  let rules: TransitionRules = [
    TransitionRule(from: .route(ShapesRoute.list), to: .type(StarRoute.self), on: .push, use: "morph"),
    TransitionRule(from: .type(StarRoute.self), to: .route(ShapesRoute.list), on: .pop, use: "unmorph"),
  ]

  func plan(_ from: [Screen], _ to: [Screen], modals: [ModalLayer] = [], rules: TransitionRules? = nil) throws
    -> [HostStep]
  {
    NavigationPlanner.steps(
      from: try NavigationState(root: .stack(from), modals: modals),
      to: try NavigationState(root: .stack(to), modals: modals),
      transitions: rules ?? self.rules
    )
  }

  @Test func aPushGetsTheTransitionOfTheMatchingPushRule() throws {
    let steps = try plan([list], [list, large])
    #expect(steps == [.setStack(.root, [list, large], transition: "morph")])
    #expect(steps.map(\.description) == ["setStack(the root stack: 0, 3; transition morph)"])
  }

  @Test func aPopGetsTheTransitionOfTheMatchingPopRule() throws {
    #expect(try plan([list, small], [list]) == [.setStack(.root, [list], transition: "unmorph")])
  }

  @Test func aPopIsNotAPush() throws {
    let pushOnly: TransitionRules = [TransitionRule(on: .push, use: "slide")]
    #expect(try plan([list, small], [list], rules: pushOnly) == [.setStack(.root, [list], transition: nil)])
    #expect(
      try plan([list], [list, small], rules: pushOnly) == [.setStack(.root, [list, small], transition: "slide")])
  }

  @Test func aRuleForBothDirectionsAppliesToPushesAndPops() throws {
    let both: TransitionRules = [TransitionRule(on: .both, use: "fade")]
    #expect(try plan([list], [list, small], rules: both) == [.setStack(.root, [list, small], transition: "fade")])
    #expect(try plan([list, small], [list], rules: both) == [.setStack(.root, [list], transition: "fade")])
  }

  @Test func withoutAMatchingRuleTheStepHasNoTransition() throws {
    let steps = try plan([list], [list, settings])
    #expect(steps == [.setStack(.root, [list, settings], transition: nil)])
    #expect(steps.map(\.description) == ["setStack(the root stack: 0, 1)"])
  }

  @Test func aStepThatKeepsTheTopScreenHasNoTransition() throws {
    let everything: TransitionRules = [TransitionRule(use: "fade")]
    let steps = try plan([list, small], [list, settings, small], rules: everything)
    #expect(steps == [.setStack(.root, [list, settings, small], transition: nil)])
  }

  @Test func aPopOfSeveralScreensGoesFromTheOldTopToTheNewTop() throws {
    let rules: TransitionRules = [
      TransitionRule(from: .route(ShapesRoute.settings), on: .pop, use: "from the middle"),
      TransitionRule(from: .route(StarRoute.large), to: .route(ShapesRoute.list), on: .pop, use: "home"),
    ]
    #expect(
      try plan([list, settings, small, large], [list], rules: rules) == [.setStack(.root, [list], transition: "home")])
  }

  @Test func aPopThatAlsoPushesIsAPushOfTheNewTop() throws {
    // Popping to `list` and pushing `small` in one step shows a screen the stack did not hold,
    // coming from `large`, not from `list`: neither rule of the suite applies.
    #expect(try plan([list, settings, large], [list, small]) == [.setStack(.root, [list, small], transition: nil)])
    let fromAny: TransitionRules = [TransitionRule(on: .pop, use: "back"), TransitionRule(on: .push, use: "forward")]
    #expect(
      try plan([list, settings, large], [list, small], rules: fromAny) == [
        .setStack(.root, [list, small], transition: "forward")
      ])
  }

  @Test func aStackInAModalLayerGetsATransitionToo() throws {
    let shown = try NavigationState(root: .stack([list]), modals: [ModalLayer([sheet])])
    let desired = try NavigationState(root: .stack([list]), modals: [ModalLayer([sheet, large])])
    let rules: TransitionRules = [
      TransitionRule(from: .type(ShapesRoute.self), to: .type(StarRoute.self), use: "morph")
    ]
    let steps = NavigationPlanner.steps(from: shown, to: desired, transitions: rules)
    #expect(steps == [.setStack(.modal(0), [sheet, large], transition: "morph")])
  }

  @Test func presentationsAndNewRootsCarryNoTransition() throws {
    let everything: TransitionRules = [TransitionRule(use: "fade")]
    let shown = try NavigationState(root: .stack([list]))
    let desired = try NavigationState(root: .stack([list, small]), modals: [ModalLayer([sheet])])
    let steps = NavigationPlanner.steps(from: shown, to: desired, transitions: everything)
    #expect(steps == [.setStack(.root, [list, small], transition: "fade"), .present(ModalLayer([sheet]))])
    #expect(
      NavigationPlanner.steps(from: nil, to: desired, transitions: everything) == [
        .setRoot(.stack([list, small])), .present(ModalLayer([sheet])),
      ])
  }

  @Test func withoutRulesTheStepIsTheSameAsBefore() throws {
    #expect(try plan([list], [list, large], rules: TransitionRules()) == [.setStack(.root, [list, large])])
  }
}

@Suite("Transition rules between two screens", .hangLimit)
struct TransitionBetweenTests {
  @Test("between gives the push one way and the pop back the same transition, and nothing else")
  func between() {
    let rules = TransitionRules(
      TransitionRule.between(.route(TestRoute("list")), and: .route(TestRoute("star")), use: "fade"))
    #expect(rules.transition(from: TestRoute("list"), to: TestRoute("star"), direction: .push) == "fade")
    #expect(rules.transition(from: TestRoute("star"), to: TestRoute("list"), direction: .pop) == "fade")
    #expect(rules.transition(from: TestRoute("star"), to: TestRoute("list"), direction: .push) == nil)
    #expect(rules.transition(from: TestRoute("list"), to: TestRoute("star"), direction: .pop) == nil)
    #expect(rules.transition(from: TestRoute("list"), to: TestRoute("tower"), direction: .push) == nil)
  }
}

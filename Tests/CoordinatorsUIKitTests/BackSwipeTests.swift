import CoordinatorsTesting
import CoordinatorsUIKit
import TestSupport
import Testing

@Suite("The host's own back swipe", .hangLimit)
struct BackSwipeTests {
  /// Plays `phases` (phase, translation, velocity) on a view 400 points wide.
  private func play(_ phases: [(BackSwipe.Phase, Double, Double)]) -> [BackSwipe.Action?] {
    var swipe = BackSwipe()
    return phases.map { swipe.action(for: $0.0, translation: $0.1, width: 400, velocity: $0.2) }
  }

  @Test func aSwipePastHalfWayPopsFollowsTheFingerAndFinishes() {
    let actions = play([(.began, 0, 0), (.changed, 100, 50), (.changed, 300, 50), (.ended, 300, 50)])
    #expect(actions == [.pop, .update(0.25), .update(0.75), .finish])
  }

  /// One row of `BackSwipe.systemSwipesAreEnabled(usesSystemSwipe:pop:allows:)`.
  struct Enabled: Sendable, CustomTestStringConvertible {
    let name: String
    let usesSystemSwipe: Bool
    let pop: UserGesture?
    let allows: Bool
    let enabled: Bool
    var testDescription: String { name }
  }

  static let enabled: [Enabled] = [
    Enabled(name: "a pop the session allows", usesSystemSwipe: true, pop: .popped(to: 0), allows: true, enabled: true),
    Enabled(name: "a pop a flow keeps", usesSystemSwipe: true, pop: .popped(to: 0), allows: false, enabled: false),
    Enabled(name: "no pop to ask about", usesSystemSwipe: true, pop: nil, allows: false, enabled: true),
    Enabled(
      name: "over a custom transition", usesSystemSwipe: false, pop: .popped(to: 0), allows: true, enabled: false),
    Enabled(name: "over a custom transition, no pop", usesSystemSwipe: false, pop: nil, allows: true, enabled: false),
  ]

  @Test(arguments: enabled)
  func uikitsOwnSwipesAreEnabled(_ row: Enabled) {
    #expect(
      BackSwipe.systemSwipesAreEnabled(usesSystemSwipe: row.usesSystemSwipe, pop: row.pop) { _ in row.allows }
        == row.enabled)
  }

  @Test func aSwipeLetGoBeforeHalfWayCancels() {
    #expect(play([(.began, 0, 0), (.changed, 120, 0), (.ended, 120, 0)]) == [.pop, .update(0.3), .cancel])
  }

  @Test func aFlickDecidesWhateverTheProgress() {
    #expect(play([(.began, 0, 0), (.ended, 40, 900)]).last == .finish)
    #expect(play([(.began, 0, 0), (.ended, 350, -900)]).last == .cancel)
  }

  @Test func progressStaysBetweenZeroAndOne() {
    #expect(play([(.began, 0, 0), (.changed, -50, 0), (.changed, 900, 0)]) == [.pop, .update(0), .update(1)])
  }

  @Test func aCancelledGestureCancelsThePop() {
    #expect(play([(.began, 0, 0), (.changed, 300, 0), (.cancelled, 300, 0)]) == [.pop, .update(0.75), .cancel])
  }

  @Test func phasesWithoutARunningPopDoNothing() {
    #expect(play([(.changed, 100, 0), (.ended, 300, 900), (.cancelled, 0, 0)]) == [nil, nil, nil])
    var swipe = BackSwipe()
    _ = swipe.action(for: .began, translation: 0, width: 400, velocity: 0)
    #expect(swipe.isRunning)
    #expect(swipe.action(for: .began, translation: 0, width: 400, velocity: 0) == nil, "one pop per swipe")
    _ = swipe.action(for: .ended, translation: 300, width: 400, velocity: 0)
    #expect(!swipe.isRunning)
  }

  @Test func aViewWithoutWidthMakesNoProgress() {
    var swipe = BackSwipe()
    _ = swipe.action(for: .began, translation: 0, width: 0, velocity: 0)
    #expect(swipe.action(for: .changed, translation: 100, width: 0, velocity: 0) == .update(0))
  }

  @Test func aRightwardMostlyHorizontalDragBegins() {
    #expect(BackSwipe.mayBegin(translation: (12, 0), velocity: (200, 0)))
    #expect(BackSwipe.mayBegin(translation: (12, -8), velocity: (200, -150)))
  }

  @Test(arguments: [
    ((x: 2.0, y: 14.0), (x: 50.0, y: 600.0)),  // a vertical scroll
    ((x: 10.0, y: -10.0), (x: 300.0, y: -300.0)),  // as much up as right
    ((x: -12.0, y: 0.0), (x: -400.0, y: 0.0)),  // a leftward drag: a table cell's swipe actions
    ((x: 12.0, y: 0.0), (x: -80.0, y: 0.0)),  // a drag that turned back
    ((x: 0.0, y: 0.0), (x: 0.0, y: 0.0)),  // no movement yet
  ])
  func aDragThatIsNotRightwardAndMostlyHorizontalDoesNotBegin(
    translation: (x: Double, y: Double), velocity: (x: Double, y: Double)
  ) {
    #expect(!BackSwipe.mayBegin(translation: translation, velocity: velocity))
  }

  /// In a right-to-left language the back swipe starts at the right
  /// edge and moves left, as UIKit's own does.
  @Test func aLeftwardDragBeginsInARightToLeftLayoutAndARightwardOneDoesNot() {
    #expect(BackSwipe.mayBegin(translation: (-12, 3), velocity: (-200, 40), direction: .rightToLeft))
    #expect(!BackSwipe.mayBegin(translation: (12, 0), velocity: (200, 0), direction: .rightToLeft))
    #expect(!BackSwipe.mayBegin(translation: (-2, 14), velocity: (-50, 600), direction: .rightToLeft), "a scroll")
  }

  @Test func aRightToLeftSwipeFollowsALeftwardFingerAndFinishesOnALeftwardFlick() {
    var swipe = BackSwipe()
    let actions = [
      (BackSwipe.Phase.began, 0.0, 0.0), (.changed, -100, -50), (.changed, -300, -50), (.ended, -300, -50),
    ]
    .map { swipe.action(for: $0.0, translation: $0.1, width: 400, velocity: $0.2, direction: .rightToLeft) }
    #expect(actions == [.pop, .update(0.25), .update(0.75), .finish])
    _ = swipe.action(for: .began, translation: 0, width: 400, velocity: 0, direction: .rightToLeft)
    #expect(swipe.action(for: .ended, translation: -40, width: 400, velocity: -900, direction: .rightToLeft) == .finish)
    _ = swipe.action(for: .began, translation: 0, width: 400, velocity: 0, direction: .rightToLeft)
    #expect(swipe.action(for: .ended, translation: -350, width: 400, velocity: 900, direction: .rightToLeft) == .cancel)
  }

  @MainActor
  @Test func theModelBeginsTheBackSwipeInTheLayoutsDirection() throws {
    let fixture = try UIKitFixture("a")
    fixture.uiKit.animators = ["zoom"]
    fixture.navigator.transitionRules = [TransitionRule(to: .type(TestRoute.self), on: .push, use: "zoom")]
    fixture.navigator.push(TestRoute("b"))
    fixture.settle()
    #expect(
      fixture.model.mayBeginBackSwipe(
        at: .stack(.root), translation: (-12, 1), velocity: (-250, 10), direction: .rightToLeft))
    #expect(
      !fixture.model.mayBeginBackSwipe(
        at: .stack(.root), translation: (12, 1), velocity: (250, 10), direction: .rightToLeft))
  }

  @MainActor
  @Test func theModelBeginsTheBackSwipeOnlyForARightwardHorizontalDrag() throws {
    let fixture = try UIKitFixture("a")
    fixture.uiKit.animators = ["zoom"]
    fixture.navigator.transitionRules = [TransitionRule(to: .type(TestRoute.self), on: .push, use: "zoom")]
    fixture.navigator.push(TestRoute("b"))
    fixture.settle()
    #expect(fixture.model.mayBeginBackSwipe(at: .stack(.root), translation: (12, 1), velocity: (250, 10)))
    #expect(!fixture.model.mayBeginBackSwipe(at: .stack(.root), translation: (1, 12), velocity: (10, 250)), "a scroll")
    #expect(
      !fixture.model.mayBeginBackSwipe(at: .stack(.root), translation: (-12, 0), velocity: (-250, 0)), "a leftward drag"
    )
  }
}

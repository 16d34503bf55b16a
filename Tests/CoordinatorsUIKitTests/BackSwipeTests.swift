import CoordinatorsUIKit
import Testing

@Suite("The host's own back swipe")
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
}

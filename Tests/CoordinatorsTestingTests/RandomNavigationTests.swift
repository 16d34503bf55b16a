import Coordinators
import CoordinatorsTesting
import TestSupport
import Testing

/// `RandomNavigation` as an app's test uses it, through the public spelling alone: a seed in,
/// states and commands out, the same for the same seed.
@Suite("Random navigation from a seed", .hangLimit)
struct RandomNavigationTests {
  /// The property test of the Testing article, run as written there.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func everyCommandKeepsTheRules(seed: UInt64) {
    var random = RandomNavigation(seed: seed)
    var state = random.state(screens: 20)
    for step in 0..<50 {
      let command = random.command(for: state)
      let before = state
      do {
        try state.apply(command)
      } catch {
        #expect(state == before, "seed \(seed), step \(step): the rejected \(command) changed the state")
      }
      #expect(state.invariantViolations().isEmpty, "seed \(seed), step \(step): \(command) broke a rule")
    }
  }

  @Test func theSameSeedGivesTheSameStatesCommandsAndNumbers() {
    var first = RandomNavigation(seed: 7)
    var second = RandomNavigation(seed: 7)
    #expect(first.seed == 7)
    let state = first.state(screens: 30)
    #expect(second.state(screens: 30) == state)
    #expect("\(first.command(for: state))" == "\(second.command(for: state))")
    #expect(Int.random(in: 0..<1_000_000, using: &first) == Int.random(in: 0..<1_000_000, using: &second))
    var other = RandomNavigation(seed: 8)
    #expect((0..<8).map { _ in first.next() } != (0..<8).map { _ in other.next() })
  }

  @Test func aCopyReplaysWhatFollows() {
    var random = RandomNavigation(seed: 3)
    _ = random.state()
    var copy = random
    #expect(random.state(screens: 10) == copy.state(screens: 10))
  }
}

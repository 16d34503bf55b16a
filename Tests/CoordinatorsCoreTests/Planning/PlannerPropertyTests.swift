@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// The planner's contract, checked on random pairs of states made from seeds.
///
/// A failure prints the pair's seed; `PlannerFixtures.randomPair(seed:)` makes that pair again.
@Suite("NavigationPlanner: properties over random states", .hangLimit)
struct PlannerPropertyTests {
  /// The pairs each property checks, per kind of host (a tenth under the sanitizers).
  private static let pairCount = TestScale.count(10_000)
  /// A failing property reports this many pairs, then stops.
  private static let reportedFailures = 3

  @Test(arguments: PlannerHost.allCases)
  func everyPlanReachesItsTargetTouchingEachStackAndLayerOnceInTheDocumentedOrder(host: PlannerHost) {
    var failures = 0
    var stepKinds: [Int: Int] = [:]
    var coverage: [String: Int] = [:]
    for index in 0..<Self.pairCount {
      let pair = PlannerFixtures.randomPair(seed: 0x504C_414E_0000 + UInt64(index))
      let violations = PlannerFixtures.contractViolations(from: pair.from, to: pair.to, capabilities: host.capabilities)
      if !violations.isEmpty {
        Issue.record("\(pair.summary)\n\(violations.joined(separator: "\n"))")
        failures += 1
        if failures == Self.reportedFailures { return }
      }
      let steps = NavigationPlanner.steps(from: pair.from, to: pair.to, capabilities: host.capabilities)
      for step in steps { stepKinds[PlannerFixtures.rank(of: step), default: 0] += 1 }
      guard let from = pair.from else {
        coverage["from nothing", default: 0] += 1
        continue
      }
      if pair.movesAScreen { coverage["a screen moves", default: 0] += 1 }
      if from.tabs.map(\.id) != pair.to.tabs.map(\.id) {
        coverage["the tabs or the root's kind change", default: 0] += 1
      } else if PlannerFixtures.expectsNewRoot(from: from, to: pair.to) {
        coverage["a screen moves into an earlier base stack", default: 0] += 1
      } else if PlannerFixtures.expectedKeptLayers(from: from, to: pair.to)
        < PlannerFixtures.layersWithSameFirstScreen(from: from, to: pair.to)
      {
        coverage["a kept layer gives a screen away", default: 0] += 1
      }
    }
    // The pairs are varied enough to exercise every kind of step (but `setTabItem`, rank 5:
    // random states carry no tab items; PlannerTests covers it) and every reason for a new root
    // or a dismissal.
    for rank in [0, 1, 2, 3, 4, 6, 7] {
      #expect(
        stepKinds[rank, default: 0] >= TestScale.count(200), "only \(stepKinds[rank, default: 0]) steps of rank \(rank)"
      )
    }
    for reason in [
      "from nothing", "a screen moves", "the tabs or the root's kind change",
      "a screen moves into an earlier base stack", "a kept layer gives a screen away",
    ] {
      #expect(
        coverage[reason, default: 0] >= TestScale.count(50),
        "only \(coverage[reason, default: 0]) pairs where \(reason)")
    }
  }

  @Test(arguments: PlannerHost.allCases)
  func replanningAfterAnyStepGivesTheRestOfThePlan(host: PlannerHost) {
    var failures = 0
    var replans = 0
    for index in 0..<Self.pairCount {
      let pair = PlannerFixtures.randomPair(seed: 0x5245_504C_0000 + UInt64(index))
      let plan = NavigationPlanner.steps(from: pair.from, to: pair.to, capabilities: host.capabilities)
      var shown = pair.from
      for (offset, step) in plan.enumerated() {
        guard let next = try? NavigationState.rendering(step, onto: shown) else {
          Issue.record("\(pair.summary)\nstep \(offset) \(step) cannot be rendered; plan: \(plan)")
          failures += 1
          break
        }
        shown = next
        let replanned = NavigationPlanner.steps(from: next, to: pair.to, capabilities: host.capabilities)
        replans += 1
        if replanned != Array(plan[(offset + 1)...]) {
          Issue.record(
            "\(pair.summary)\nplan: \(plan)\nafter step \(offset), from\n\(next)\nthe plan is \(replanned)"
          )
          failures += 1
          break
        }
      }
      if failures >= Self.reportedFailures { return }
    }
    #expect(replans >= Self.pairCount)
  }
}

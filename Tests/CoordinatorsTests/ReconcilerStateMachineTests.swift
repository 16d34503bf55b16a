import CoordinatorsTesting
import Testing

@testable import Coordinators

/// The reconciler's phases without a navigator or a host: planned, started, completed.
///
/// (`#expect` cannot wrap a mutating call, so results are taken into constants first.)
@Suite("Reconciler state machine")
struct ReconcilerStateMachineTests {
  let list = Screen(id: 0, route: TestRoute("list"))
  let detail = Screen(id: 1, route: TestRoute("detail"))
  let more = Screen(id: 2, route: TestRoute("more"))

  /// A reconciler whose host shows `screens` as the root stack.
  func showing(_ screens: [Screen]) throws -> Reconciler {
    var reconciler = Reconciler()
    let state = try NavigationState(root: .stack(screens))
    _ = reconciler.nextStep(toward: state, capabilities: .all)
    let started = reconciler.startStep(number: reconciler.inFlightNumber)
    reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    #expect(started)
    #expect(reconciler.isIdle(showing: state))
    return reconciler
  }

  @Test func aStepIsPlannedOnceAndNothingElseUntilItCompletes() throws {
    var reconciler = try showing([list])
    let desired = try NavigationState(root: .stack([list, detail]))
    let planned = reconciler.nextStep(toward: desired, capabilities: .all)
    let plannedAgain = reconciler.nextStep(toward: desired, capabilities: .all)
    let started = reconciler.startStep(number: reconciler.inFlightNumber)
    let plannedWhilePerforming = reconciler.nextStep(toward: desired, capabilities: .all)
    reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    #expect(planned == .setStack(.root, [list, detail]))
    #expect(plannedAgain == nil)
    #expect(started)
    #expect(plannedWhilePerforming == nil)
    #expect(reconciler.isIdle(showing: desired))
  }

  @Test func aStepPlannedBeforeAGestureIsNotStartedAndIsPlannedAgain() throws {
    var reconciler = try showing([list, detail])
    let desired = try NavigationState(root: .stack([list, detail, more]))
    _ = reconciler.nextStep(toward: desired, capabilities: .all)
    let stale = reconciler.inFlightNumber
    let shownBefore = reconciler.userDid(.popped(to: 0))
    let started = reconciler.startStep(number: stale)
    let replanned = reconciler.nextStep(
      toward: try NavigationState(root: .stack([list, more])), capabilities: .all)
    #expect(shownBefore?.stack(at: .root) == [list, detail])
    #expect(started == false)
    #expect(replanned == .setStack(.root, [list, more]))
  }

  @Test func aGestureOnTheResultOfAStartedStepRecordsTheStepFirst() throws {
    var reconciler = try showing([list])
    let desired = try NavigationState(root: .stack([list, detail, more]))
    _ = reconciler.nextStep(toward: desired, capabilities: .all)
    let number = reconciler.inFlightNumber
    let started = reconciler.startStep(number: number)
    // The host finished the push and the user went back before the completion arrived.
    let shownBefore = reconciler.userDid(.popped(to: 1))
    let plannedWhilePerforming = reconciler.nextStep(toward: desired, capabilities: .all)
    #expect(started)
    #expect(shownBefore?.stack(at: .root) == [list, detail, more])
    #expect(reconciler.rendered?.stack(at: .root) == [list, detail])
    #expect(plannedWhilePerforming == nil, "the host is still inside perform")
    reconciler.stepDidComplete(number: number)
    #expect(reconciler.rendered?.stack(at: .root) == [list, detail], "the step is not applied twice")
  }

  @Test func aGestureOnTheResultOfAStepOnlyPlannedIsStale() throws {
    var reconciler = try showing([list])
    let desired = try NavigationState(root: .stack([list, detail, more]))
    _ = reconciler.nextStep(toward: desired, capabilities: .all)
    let shownBefore = reconciler.userDid(.popped(to: 1))
    #expect(shownBefore == nil, "the host cannot show what it was not asked to")
    #expect(reconciler.rendered?.stack(at: .root) == [list])
  }

  @Test func aCompletionOfAStepThatIsNoLongerInFlightIsIgnored() throws {
    var reconciler = try showing([list])
    let desired = try NavigationState(root: .stack([list, detail]))
    _ = reconciler.nextStep(toward: desired, capabilities: .all)
    let old = reconciler.inFlightNumber
    let started = reconciler.startStep(number: old)
    reconciler.reset()  // a new host
    _ = reconciler.nextStep(toward: desired, capabilities: .all)
    reconciler.stepDidComplete(number: old)
    #expect(started)
    #expect(reconciler.rendered == nil)
    #expect(reconciler.inFlight == .setRoot(.stack([list, detail])))
  }
}

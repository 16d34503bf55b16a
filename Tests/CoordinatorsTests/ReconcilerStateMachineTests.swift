import CoordinatorsTesting
import Testing

@testable import Coordinators

/// The reconciler without a navigator or a host: plan a step, complete it, follow gestures.
///
/// (`#expect` cannot wrap a mutating call, so results are taken into constants first.)
@Suite("Reconciler state machine")
struct ReconcilerStateMachineTests {
  let list = Screen(id: 0, route: TestRoute("list"))
  let detail = Screen(id: 1, route: TestRoute("detail"))
  let more = Screen(id: 2, route: TestRoute("more"))
  let sheet = Screen(id: 100, route: TestRoute("sheet"), presentation: .modal(.sheet()))
  let inSheet = Screen(id: 101, route: TestRoute("in sheet"))

  /// A reconciler whose host shows `state`.
  func showing(_ state: NavigationState) -> Reconciler {
    var reconciler = Reconciler()
    while let _ = reconciler.nextStep(toward: state, capabilities: .all) {
      reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    }
    #expect(reconciler.isIdle(showing: state))
    return reconciler
  }

  @Test func aStepIsPlannedOnceAndNothingElseUntilItCompletes() throws {
    var reconciler = showing(try NavigationState(root: .stack([list])))
    let desired = try NavigationState(root: .stack([list, detail]))
    let planned = reconciler.nextStep(toward: desired, capabilities: .all)
    let plannedAgain = reconciler.nextStep(toward: desired, capabilities: .all)
    reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    #expect(planned == .setStack(.root, [list, detail]))
    #expect(plannedAgain == nil)
    #expect(reconciler.isIdle(showing: desired))
  }

  @Test func theStepCarriesTheTransitionTheRulesChoose() throws {
    var reconciler = showing(try NavigationState(root: .stack([list])))
    let desired = try NavigationState(root: .stack([list, detail]))
    let rules: TransitionRules = [TransitionRule(to: .route(TestRoute("detail")), on: .push, use: "zoom")]
    let planned = reconciler.nextStep(toward: desired, capabilities: .all, transitions: rules)
    #expect(planned == .setStack(.root, [list, detail], transition: "zoom"))
  }

  @Test func aGestureDuringAStepActsOnWhatWasShownAndTheStepThenLandsOnTop() throws {
    var reconciler = showing(try NavigationState(root: .stack([list, detail])))
    let desired = try NavigationState(root: .stack([list, detail, more]))
    _ = reconciler.nextStep(toward: desired, capabilities: .all)
    let shownBefore = reconciler.userDid(.popped(to: 0))
    #expect(shownBefore?.stack(at: .root) == [list, detail])
    #expect(reconciler.rendered?.stack(at: .root) == [list])
    reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    #expect(reconciler.rendered?.stack(at: .root) == [list, detail, more], "the host finished the push after the pop")
  }

  @Test func aStepThatAGestureMadeImpossibleIsDropped() throws {
    var reconciler = showing(try NavigationState(root: .stack([list]), modals: [ModalLayer([sheet])]))
    let desired = try NavigationState(root: .stack([list]), modals: [ModalLayer([sheet, inSheet])])
    let planned = reconciler.nextStep(toward: desired, capabilities: .all)
    let shownBefore = reconciler.userDid(.dismissedLayer(100))
    reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    #expect(planned == .setStack(.modal(0), [sheet, inSheet]))
    #expect(shownBefore?.modals.count == 1)
    #expect(reconciler.rendered == (try NavigationState(root: .stack([list]))))
    #expect(reconciler.inFlight == nil)
  }

  @Test func aStaleOrRepeatedGestureChangesNothing() throws {
    var reconciler = showing(try NavigationState(root: .stack([list, detail])))
    let first = reconciler.userDid(.popped(to: 0))
    let repeated = reconciler.userDid(.popped(to: 0))
    let unknown = reconciler.userDid(.dismissedLayer(100))
    #expect(first != nil)
    #expect(repeated == nil)
    #expect(unknown == nil)
    #expect(reconciler.rendered?.stack(at: .root) == [list])
  }

  @Test func aHostThatShowsNothingYetGetsThePlannersFirstStep() throws {
    var reconciler = Reconciler()
    let desired = try NavigationState(root: .stack([list, detail]), modals: [ModalLayer([sheet])])
    let planned = reconciler.nextStep(toward: desired, capabilities: .all)
    #expect(planned == .setRoot(.stack([list, detail])))
    #expect(planned == NavigationPlanner.steps(from: nil, to: desired).first)
  }

  @Test func aChangeDuringAStepIsPlannedFromWhatTheStepShowsAsThePlannerPlansIt() throws {
    var reconciler = showing(try NavigationState(root: .stack([list])))
    let afterFirstPush = try NavigationState(root: .stack([list, detail]))
    let afterSecondPush = try NavigationState(root: .stack([list, detail, more]))
    _ = reconciler.nextStep(toward: afterFirstPush, capabilities: .all)
    let plannedDuringTheStep = reconciler.nextStep(toward: afterSecondPush, capabilities: .all)
    reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    let plannedAfter = reconciler.nextStep(toward: afterSecondPush, capabilities: .all)
    #expect(plannedDuringTheStep == nil)
    #expect(plannedAfter == .setStack(.root, [list, detail, more]))
    #expect(plannedAfter.map { [$0] } == NavigationPlanner.steps(from: afterFirstPush, to: afterSecondPush))
  }

  @Test func aCompletionReportedTwiceOrByAReplacedHostIsIgnored() throws {
    var reconciler = showing(try NavigationState(root: .stack([list])))
    let desired = try NavigationState(root: .stack([list, detail]))
    _ = reconciler.nextStep(toward: desired, capabilities: .all)
    let old = reconciler.inFlightNumber
    reconciler.reset()  // a new host
    _ = reconciler.nextStep(toward: desired, capabilities: .all)
    reconciler.stepDidComplete(number: old)
    #expect(reconciler.rendered == nil)
    #expect(reconciler.inFlight == .setRoot(.stack([list, detail])))
    reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    reconciler.stepDidComplete(number: reconciler.inFlightNumber)
    #expect(reconciler.isIdle(showing: desired))
  }
}

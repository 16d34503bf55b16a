@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// In UIKit, a transition that outlasts the watchdog is slow, not
/// the user's act. UIKit defers `setViewControllers(_:animated:)` made while a transition of the
/// navigation controller runs (openradar 44091459), so the model makes no such call: it waits
/// for the running transition to end, or, when that end never reaches it, for the watchdog.
@MainActor
@Suite("The UIKit host model survives a slow transition", .hangLimit)
struct UIKitSlowTransitionTests {
  /// A fixture on `names` whose UIKit defers stack updates during a transition, where a push of
  /// `"slow"` outlasts the watchdog (``FakeUIKit/transitionOutlastsWatchdog``) while `next`
  /// waits: the watchdog ends the slow push as lost before UIKit ends it, and `next` starts
  /// while UIKit still runs it.
  private func slowPush(
    _ names: String..., then next: (Navigator) -> Void, losesWatches: Bool = false
  ) throws -> (UIKitFixture, ProblemRecorder) {
    let fixture = try UIKitFixture(names.first ?? "a")
    fixture.uiKit.defersStackUpdatesDuringTransition = true
    for name in names.dropFirst() {
      fixture.navigator.push(TestRoute(name))
      fixture.settle()
    }
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.uiKit.losesTransitionEndWatches = losesWatches
    fixture.navigator.push(TestRoute("slow"))
    next(fixture.navigator)
    fixture.uiKit.transitionOutlastsWatchdog = true
    fixture.uiKit.finishFirstTransition()  // the watchdog first, then the slow push's end
    fixture.uiKit.transitionOutlastsWatchdog = false
    #expect(problems.problems.count == 1, "the lost signal is reported once")
    return (fixture, problems)
  }

  @Test func aPushDuringATransitionThatOutlastedTheWatchdogWaitsForItAndStays() throws {
    let (fixture, problems) = try slowPush("a") { $0.push(TestRoute("c")) }
    #expect(fixture.session?.stepInFlight != nil, "the next push ends with its own transition, not the slow one's")
    fixture.settle()
    #expect(fixture.session?.stepInFlight == nil)
    #expect(fixture.gestures == [], "no gesture is reported")
    #expect(problems.problems.count == 1)
    #expect(fixture.navigator.state.stack(at: .root)?.count == 3, "the pushed screen stays")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func aPopDuringATransitionThatOutlastedTheWatchdogWaitsForIt() throws {
    let (fixture, problems) = try slowPush("a", "b") { $0.pop() }
    #expect(fixture.session?.stepInFlight != nil, "the pop ends with its own transition, not the slow one's")
    #expect(fixture.gestures == [])
    fixture.settle()
    #expect(fixture.session?.stepInFlight == nil)
    #expect(problems.problems.count == 1, "the slow push's didShow is no stack the host did not set")
    #expect(fixture.navigator.state.stack(at: .root)?.count == 2)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// The end of the running transition never reaches the model (a completion UIKit never runs):
  /// the step waits no longer than the watchdog's bound, reported as a fallback, and the call
  /// is made once no transition runs.
  @Test func aStepWaitingForATransitionEndThatNeverComesEndsOnTheWatchdog() throws {
    let (fixture, problems) = try slowPush("a", then: { $0.push(TestRoute("c")) }, losesWatches: true)
    #expect(fixture.session?.stepInFlight != nil)
    fixture.uiKit.fireWatchdog()
    fixture.uiKit.fireWatchdog()
    #expect(problems.problems.count == 2, "the wait is bounded and reported")
    fixture.settle()
    #expect(fixture.session?.stepInFlight == nil && fixture.session?.heldStep == nil)
    #expect(fixture.gestures == [])
    #expect(fixture.navigator.state.stack(at: .root)?.count == 3)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// Issue 31: a window that becomes regular while a push runs in the compact column of a
  /// collapsed split view. The compact column lets go of the section's controllers and the
  /// secondary takes them: the secondary may not take them before the compact column's
  /// transition ends, so the model sets both together once it ended.
  @Test func columnsWaitTogetherForATransitionOfOneOfThem() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.defersStackUpdatesDuringTransition = true
    fixture.uiKit.windowWidth = .compact
    try fixture.navigator.apply(.setSectionLayout(.sidebar(.twoColumns)))
    fixture.settle()
    fixture.navigator.push(TestRoute("detail"))
    #expect(fixture.split?.compact.isTransitioning == true, "the push runs in the compact column")
    fixture.uiKit.resize(to: .regular)
    #expect(fixture.ids(.secondary) == [], "no controller moves while the compact column's transition runs")
    fixture.settle()
    #expect(fixture.ids(.compact) == [] && fixture.ids(.secondary) == [0, 2])
    #expect(fixture.session?.stepInFlight == nil)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  /// Issue 31: a step of three columns whose secondary runs a transition that outlasted the
  /// watchdog, and which gives the supplementary column a screen the secondary holds: both wait.
  @Test func aStepTakingAScreenFromAColumnInTransitionWaitsForIt() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.defersStackUpdatesDuringTransition = true
    try fixture.navigator.apply(.setSectionLayout(.sidebar(.threeColumns)))
    fixture.settle()
    fixture.navigator.push(TestRoute("mail"))
    fixture.settle()
    let problems = ProblemRecorder(fixture.navigator, recordsIssues: false)
    fixture.navigator.push(TestRoute("slow"))
    #expect(fixture.split?.secondary.isTransitioning == true)
    let stack = try #require(fixture.navigator.state.stack(at: .tab("home")))
    try fixture.navigator.apply(.setStack(Array(stack.dropFirst()), at: .tab("home")))
    fixture.uiKit.transitionOutlastsWatchdog = true
    fixture.uiKit.finishFirstTransition()  // the watchdog first: the next step starts during the push
    fixture.uiKit.transitionOutlastsWatchdog = false
    #expect(problems.problems.count == 1, "the lost signal is reported once")
    fixture.settle()
    #expect(fixture.ids(.supplementary) == [2] && fixture.ids(.secondary) == [3])
    #expect(fixture.session?.stepInFlight == nil && fixture.session?.heldStep == nil)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }
}

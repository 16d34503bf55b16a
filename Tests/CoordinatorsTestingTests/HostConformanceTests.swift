@_spi(Hosts) import Coordinators
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

/// Drives a ``TestHost``: its gestures are the ones it plays; in manual mode a step is a
/// transition that runs until the driver completes it.
@MainActor
struct TestHostDriver: HostConformanceDriver {
  let completion: TestHost.Completion

  func makeHost() -> TestHost { TestHost(completion: completion) }

  func shown(by host: TestHost) -> NavigationState? { host.shown }

  func play(_ gesture: ConformanceGesture, on host: TestHost) -> Bool {
    switch gesture {
    case .goBack:
      return host.swipeBack()
    case .goBackSeveral(let count):
      guard let shown = host.shown, let stack = shown.stack(at: shown.topLocation), count < stack.count else {
        return false
      }
      return host.popBack(to: stack[stack.count - 1 - count].id)
    case .dismissTopLayer:
      return host.swipeDown()
    case .tapTab(let index):
      guard let tabs = host.shown?.tabs, tabs.indices.contains(index) else { return false }
      return host.tapTab(tabs[index].id)
    }
  }

  func isTransitioning(_ host: TestHost) -> Bool { host.stepInFlight != nil }

  var readsAlerts: Bool { true }

  func tapAlertButton(_ index: Int, on host: TestHost) -> Bool {
    guard let alert = host.shownAlert, alert.buttons.indices.contains(index) else { return false }
    return host.tapAlertButton(alert.buttons[index].title)
  }

  func finishTransition(on host: TestHost) {
    if host.stepInFlight != nil { host.completeStep() }
  }

  /// A test host has an interactive back swipe; its swipe down is over in one call.
  func play(_ behaviour: DeviceBehaviour, on host: TestHost) -> Bool {
    switch behaviour {
    case .userBeginsGesture(.backSwipe):
      guard host.shown?.screenBelowTop != nil else { return false }
      host.beginBackSwipe()
    case .userEndsGesture(let cancelled) where host.isSwipingBack:
      if cancelled { host.cancelBackSwipe() } else { host.finishBackSwipe() }
    default:
      return false
    }
    return true
  }
}

@MainActor
@Suite("The host conformance checks", .hangLimit)
struct HostConformanceTests {
  @Test(arguments: HostConformanceCheck.contract)
  func aTestHostThatCompletesAtOncePasses(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: TestHostDriver(completion: .immediate))
  }

  @Test(arguments: HostConformanceCheck.contract)
  func aTestHostWhoseStepsRunLikeAnimationsPasses(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: TestHostDriver(completion: .manual))
  }

  @Test(arguments: HostConformanceCheck.device)
  func aTestHostSurvivesTheDevice(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: TestHostDriver(completion: .manual))
  }

  @Test func aTestHostRefusesTheSwipeDownOfAFullScreenCover() throws {
    let navigator = Navigator(state: try NavigationState(rootScreen: Screen(id: 0, route: TestRoute("root"))))
    let host = TestHost()
    navigator.attach(host)
    let cover = try #require(navigator.present(TestRoute("cover"), as: .fullScreenCover()))
    #expect(!host.swipeDown(), "no iPhone user can swipe a full-screen cover away")
    #expect(navigator.state.modals.map(\.id) == [cover])
    navigator.present(TestRoute("custom"), as: .custom("zoom"))
    #expect(!host.swipeDown(), "a custom presentation offers no swipe down either")
    navigator.dismiss()
    navigator.present(TestRoute("sheet"), as: .sheet())
    #expect(host.swipeDown())
    #expect(navigator.state.modals.map(\.id) == [cover])
  }

  @Test func aHostThatWaitsForeverForALostSignalFailsTheDeviceCheck() async {
    let failures = await HostConformance.failures(
      of: .named("endsAStepWhoseSignalNeverComes"), with: SignalLosingDriver())
    #expect(failures.contains { $0.contains("never completed") })
    #expect(failures.contains { $0.contains("must end as a reported problem") })
  }

  @Test func everyCheckHasAReadableName() {
    #expect(HostConformanceCheck.named("setsStacks").description == "sets stacks")
    #expect(HostConformanceCheck.named("reportsABackGestureOnce").description == "reports a back gesture once")
    #expect(HostConformanceCheck.named("endsARefusedPresentation").description == "ends a refused presentation")
  }

  @Test func everyCheckHasANameOfItsOwn() {
    let checks = HostConformanceCheck.contract + HostConformanceCheck.device
    #expect(Set(checks.map(\.id)).count == checks.count)
    #expect(Set(checks.map(\.description)).count == checks.count)
    #expect(checks.allSatisfy { HostConformanceCheck.named($0.id).description == $0.description })
  }

  @Test func aPublicCheckRunsTheCheckItNames() async throws {
    let check = try #require(HostConformanceCheck.device.first { $0.id == "endsAStepWhoseSignalNeverComes" })
    let issues = await capturingIssues { await HostConformance.run(check, with: SignalLosingDriver()) }
    #expect(issues.contains { $0.says("never completed") })
  }

  @Test func runAllRunsEveryCheck() async {
    await HostConformance.runAll(with: TestHostDriver(completion: .immediate))
  }

  // MARK: Hosts that break the contract

  @Test(arguments: [
    (
      FaultyHost.Fault.reportsBackTwice, HostConformanceCheck.named("reportsABackGestureOnce"),
      "go back must be reported exactly once, as popped to screen 2; the navigator heard popped to screen 2, then popped to screen 1"
    ),
    (
      .silentSwipeDown, .named("reportsASwipeDownOnce"),
      "dismiss the top layer must be reported exactly once, as dismissed the layer of screen 2; the navigator heard nothing"
    ),
    (
      .ignoresDismissDisabled, .named("keepsADismissDisabledLayer"),
      "dismiss the top layer must report nothing for a layer whose presentation disables it"
    ),
    (.completesEarly, .named("performsOneStepAtATime"), "reached the host while a transition still ran"),
    (
      .neverCompletes, .named("showsTheFirstState"),
      "after attaching the host, the host never completed setRoot(stack: 0, 1)"
    ),
    (.skipsTabSelection, .named("showsTabs"), "after selecting a tab, the host shows"),
    (
      .popsOneScreenAtATime, .named("reportsAPopOfSeveralScreensOnce"),
      "go back 3 screens must be reported exactly once, as popped to screen 1; the navigator heard popped to screen 3, then popped to screen 2, then popped to screen 1"
    ),
    (
      .takesEchoesForGestures, .named("ignoresEchoesOfItsOwnSteps"),
      "what the UI wrote back after the host's own steps must report nothing; the navigator heard"
    ),
  ])
  func aHostThatBreaksARuleFailsTheCheckForIt(fault: FaultyHost.Fault, check: HostConformanceCheck, message: String)
    async
  {
    let failures = await HostConformance.failures(of: check, with: FaultyHostDriver(fault: fault))
    #expect(failures.contains { $0.contains(message) }, "\(failures)")
  }

  @Test func aHostThatKeepsTheContractBreaksNoRule() async {
    for check in HostConformanceCheck.contract {
      #expect(await HostConformance.failures(of: check, with: TestHostDriver(completion: .manual)) == [])
    }
  }
}

/// A test host whose platform loses the next transition's signal, and which has no bound on its
/// wait: the host the device check `endsAStepWhoseSignalNeverComes` must catch.
@MainActor
struct SignalLosingDriver: HostConformanceDriver {
  @MainActor
  final class Lost {
    var signal = false
  }

  let lost = Lost()

  func makeHost() -> TestHost { TestHost(completion: .manual) }

  func shown(by host: TestHost) -> NavigationState? { host.shown }

  func play(_ gesture: ConformanceGesture, on host: TestHost) -> Bool { false }

  func isTransitioning(_ host: TestHost) -> Bool { host.stepInFlight != nil && !lost.signal }

  func finishTransition(on host: TestHost) {
    if host.stepInFlight != nil, !lost.signal { host.completeStep() }
  }

  func play(_ behaviour: DeviceBehaviour, on host: TestHost) -> Bool {
    guard behaviour == .losesTheNextTransitionSignal else { return false }
    lost.signal = true
    return true
  }
}

@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

/// A stream that keeps what is written, shared by the copies a logger makes.
final class SharedText: TextOutputStream {
  var text = ""
  func write(_ string: String) { text += string }
}

/// A reference to a `SharedText`, as a value stream.
struct SharedTextStream: TextOutputStream {
  let target: SharedText
  mutating func write(_ string: String) { target.write(string) }
}

@MainActor
@Suite("The line logger: one readable line per event", .hangLimit)
struct NavigationLoggerTests {
  @Test func eachStateChangeFlowEventAndProblemIsOneLine() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.attach(TestHost())
    var lines: [String] = []
    var kinds: [String] = []
    NavigationLogger { line, event in
      lines.append(line)
      if case .problem = event { kinds.append("problem") } else { kinds.append("other") }
    }.observe(navigator)
    #expect(!navigator.logsProblems, "the logger writes the problems itself")

    home.flow.show(.wizard)
    navigator.session?.userDid(.popped(to: 0))
    home.flow.show(.picker)
    navigator.pop(count: 5)
    navigator.dismiss()

    #expect(
      lines == [
        "navigation: push HomeRoute.home → WizardRoute.step(1) (+1 screen; programmatic)",
        "navigation: flow 1 (WizardCoordinator) started under flow 0",
        "navigation: back swipe WizardRoute.step(1) → HomeRoute.home (−1 screen; user: popped to screen 0)",
        "navigation: flow 1 (WizardCoordinator) was cancelled",
        "navigation: present HomeRoute.home → PickerRoute.colors (+1 screen; programmatic)",
        "navigation: flow 2 (PickerCoordinator) started under flow 0",
        "navigation: problem: rejected command: cannot pop 5 screens: modal layer 0 can pop 0 screens, not 5; its first screen stays",
        "navigation: dismiss PickerRoute.colors → HomeRoute.home (−1 screen; programmatic)",
        "navigation: flow 2 (PickerCoordinator) was cancelled",
      ])
    #expect(kinds.filter { $0 == "problem" }.count == 1)
  }

  @Test func aChangeUnderTheTopScreenAndALineBreakInARouteStayOnOneLine() throws {
    let navigator = Navigator(root: TestRoute("first"))
    var lines: [String] = []
    NavigationLogger(prefix: "") { line, _ in lines.append(line) }.observe(navigator)
    try navigator.apply(.insert([navigator.makeScreen(TestRoute("below"))], at: .before(0)))
    navigator.push(TestRoute("two\nlines"))
    #expect(
      lines == [
        "change under TestRoute.first (+1 screen; programmatic)",
        "push TestRoute.first → TestRoute.two\\nlines (+1 screen; programmatic)",
      ])
  }

  @Test func hostStepsGetLinesOnlyWhenAsked() {
    let navigator = Navigator(root: TestRoute("first"))
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    host.completeAllSteps()
    var lines: [String] = []
    let logger = NavigationLogger(prefix: "") { line, _ in lines.append(line) }
    logger.observe(navigator)
    navigator.push(TestRoute("second"))
    host.completeAllSteps()
    logger.logsHostSteps = true
    navigator.pop()
    host.completeAllSteps()
    #expect(
      lines == [
        "push TestRoute.first → TestRoute.second (+1 screen; programmatic)",
        "pop TestRoute.second → TestRoute.first (−1 screen; programmatic)",
        "host step 3 started: setStack(the root stack: 0)",
        "host step 3 completed",
      ])
  }

  @Test func aStreamGetsEachLineWithItsLineBreak() {
    let navigator = Navigator(root: TestRoute("first"))
    let text = SharedText()
    NavigationLogger(output: SharedTextStream(target: text)).observe(navigator)
    navigator.push(TestRoute("second"))
    navigator.pop()
    #expect(
      text.text == """
        navigation: push TestRoute.first → TestRoute.second (+1 screen; programmatic)
        navigation: pop TestRoute.second → TestRoute.first (−1 screen; programmatic)

        """)
  }

  @Test func theLoggerAndATestRecorderBothHearEveryProblem() async throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    var logged: [String] = []
    NavigationLogger(prefix: "") { line, event in
      if case .problem = event { logged.append(line) }
    }.observe(navigator)
    navigator.deepLinks = try DeepLinkRouter([DeepLink("app://home") { [HomeRoute.detail(1)] }])

    navigator.pop(count: 3)  // an error of a short method
    navigator.send(SeenAction(base: StandardAction.done), from: 0)  // an action nobody handles
    navigator.handle(URL(string: "app://nowhere")!)  // a link that fails
    await navigator.settle()
    navigator.report(.hostFallback("a watchdog completed a step"))  // a host's fallback

    #expect(problems.problems.count == 4)
    #expect(logged == problems.problems.map { "problem: \($0)" })
    #expect(problems.errors.count == 1)
    #expect(problems.unhandledActions.count == 1)
    #expect(problems.deepLinkErrors.count == 1)
  }

  /// A state of one stack holding a screen of each route, numbered from `firstID`.
  private func stack(_ routes: [String], firstID: Int = 0) throws -> NavigationState {
    try NavigationState(
      root: .stack(
        ScreenStack(routes.indices.map { Screen(id: ScreenID(rawValue: firstID + $0), route: TestRoute(routes[$0])) })))
  }

  @Test func aLineCountsEveryScreenGainedOrLostAndNamesEachCause() throws {
    let logger = NavigationLogger { _, _ in }
    let one = try stack(["a"])
    let four = try stack(["a", "b", "c", "d"])
    let lines = [
      NavigationEvent(before: one, after: four, cause: .programmatic),
      NavigationEvent(before: four, after: one, cause: .user(.popped(to: 0))),
      NavigationEvent(
        before: four, after: try four.applying(.replace(3, with: Screen(id: 9, route: TestRoute("x")))),
        cause: .deepLink(URL(string: "app://x")!)),
      NavigationEvent(
        before: one, after: try one.applying(.insert([Screen(id: 5, route: TestRoute("z"))], at: .before(0))),
        cause: .restoration),
    ].map { logger.line(for: .navigation($0)) }
    #expect(
      lines == [
        "push TestRoute.a → TestRoute.d (+3 screens; programmatic)",
        "back swipe TestRoute.d → TestRoute.a (−3 screens; user: popped to screen 0)",
        "deep link TestRoute.d → TestRoute.x (deep link: app://x)",
        "change under TestRoute.a (+1 screen; restoration)",
      ])
  }

  @Test func aScreenThatKeepsTheIdentifierOfAnotherPrintsItsOwnRoute() throws {
    // A new root starts the identifiers afresh: the screens of the second change have the
    // identifiers of the first's, with other routes.
    let logger = NavigationLogger { _, _ in }
    let first = NavigationEvent(before: try stack(["a"]), after: try stack(["a", "b"]), cause: .programmatic)
    let second = NavigationEvent(
      before: try stack(["b", "c"]), after: try stack(["b", "c", "d"]), cause: .programmatic)
    let third = NavigationEvent(before: try stack(["x", "d"]), after: try stack(["x"]), cause: .programmatic)
    #expect(
      [first, second, third].map { logger.line(for: .navigation($0)) } == [
        "push TestRoute.a → TestRoute.b (+1 screen; programmatic)",
        "push TestRoute.c → TestRoute.d (+1 screen; programmatic)",
        "pop TestRoute.d → TestRoute.x (−1 screen; programmatic)",
      ])
  }

  @Test func aStreamGetsFlowAndProblemLinesWithTheirLineBreakToo() {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.attach(TestHost())
    let text = SharedText()
    let logger = NavigationLogger(prefix: "> ", output: SharedTextStream(target: text))
    logger.logsHostSteps = true
    logger.observe(navigator)
    home.flow.show(.wizard)
    navigator.pop(count: 5)
    #expect(
      text.text.split(separator: "\n", omittingEmptySubsequences: false) == [
        "> push HomeRoute.home → WizardRoute.step(1) (+1 screen; programmatic)",
        "> flow 1 (WizardCoordinator) started under flow 0",
        "> host step 2 started: setStack(the root stack: 0, 1)",
        "> host step 2 completed",
        "> problem: rejected command: cannot pop 5 screens: the root stack can pop 1 screen, not 5; its first screen stays",
        "",
      ])
  }
}

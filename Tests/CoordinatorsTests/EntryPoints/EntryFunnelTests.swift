@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

/// A clock a test moves by hand.
final class TestClock: @unchecked Sendable {
  // Read and moved on the main actor only, by the navigator and the test.
  var now = Date(timeIntervalSince1970: 1_800_000_000)

  func advance(by seconds: TimeInterval) { now += seconds }
}

@MainActor
@Suite("Entry points: every way in is one funnel", .hangLimit)
struct EntryFunnelTests {
  nonisolated static let sources: [NavigationEntry.Source] = [
    .url, .notification, .widget, .liveActivity, .control, .spotlight, .appIntent, .handoff, .shortcutItem, .uiTest,
    NavigationEntry.Source("watchApp"),
  ]

  /// Home on a test host with its links, a clock the test moves, and a recorder of problems that
  /// records no issue.
  func home(session: Session = Session(), attached: Bool = true) throws -> (Navigator, ProblemRecorder, TestClock) {
    let navigator = Navigator(root: HomeCoordinator())
    if attached { navigator.attach(TestHost()) }
    navigator.deepLinks = try homeLinks(session: session)
    let clock = TestClock()
    navigator.entryClock = { clock.now }
    return (navigator, ProblemRecorder(navigator, recordsIssues: false), clock)
  }

  /// Records the cause of every change.
  final class Causes {
    var all: [NavigationCause] = []
  }

  func recordingCauses(_ navigator: Navigator) -> Causes {
    let causes = Causes()
    navigator.observe(NavigationEvent.self) { event in causes.all.append(event.cause) }
    return causes
  }

  // MARK: Sources

  @Test("an entry from every source lands through the funnel, and its change names its source", arguments: sources)
  func everySourceLands(_ source: NavigationEntry.Source) async throws {
    let (navigator, problems, clock) = try home()
    let causes = recordingCauses(navigator)
    try await navigator.open(entry: NavigationEntry(url("app://home/detail/4"), source: source, arrival: clock.now))
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(4)))
    let cause = try #require(causes.all.last)
    #expect(cause.entrySource == source)
    if source == .url {
      #expect(cause == .deepLink(url("app://home/detail/4")))
    } else {
      #expect(cause == .entry(source: source, link: url("app://home/detail/4")))
      #expect(cause.description == "entry from \(source): app://home/detail/4")
    }
    #expect(problems.problems.isEmpty)
  }

  @Test("an entry that walks routes lands as one change through its child flows")
  func aWalkLands() async throws {
    let (navigator, problems, clock) = try home()
    let causes = recordingCauses(navigator)
    navigator.handle(
      entry: NavigationEntry(walk: [HomeRoute.wizard, WizardRoute.step(2)], source: .appIntent, arrival: clock.now))
    await navigator.settle()
    #expect(navigator.state.topScreen.route == AnyRoute(WizardRoute.step(2)))
    #expect(causes.all == [.entry(source: .appIntent, link: nil)])
    #expect(problems.problems.isEmpty)
  }

  @Test("a walk passes the route guards: a guarded route waits for the login, then lands")
  func aWalkPassesTheRouteGuards() async throws {
    let session = Session()
    let (navigator, problems, clock) = try home(session: session)
    let opening = Task {
      try await navigator.open(
        entry: NavigationEntry(walk: [HomeRoute.picker, PickerRoute.shades], source: .spotlight, arrival: clock.now))
    }
    await navigator.settle()
    let login = try #require(navigator.coordinators(ofType: LoginCoordinator.self).first)
    #expect(navigator.state.topScreen.route == AnyRoute(LoginRoute.form))
    session.isSignedIn = true
    login.finish()
    try await opening.value
    #expect(navigator.state.topScreen.route == AnyRoute(PickerRoute.shades))
    #expect(problems.problems.isEmpty)
  }

  @Test("a failed entry's error names its source")
  func aFailedEntryNamesItsSource() async throws {
    let (navigator, problems, clock) = try home()
    await #expect(throws: DeepLinkError.self) {
      try await navigator.open(entry: NavigationEntry(url("app://home/nowhere"), source: .widget, arrival: clock.now))
    }
    #expect(problems.deepLinkErrors.map(\.source) == [.widget])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.home))
  }

  @Test("a flow opens an entry as it opens a link")
  func aFlowOpensAnEntry() async throws {
    let (navigator, problems, clock) = try home()
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    try await home.flow.open(
      entry: NavigationEntry(url("app://home/detail/3"), source: .shortcutItem, arrival: clock.now))
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(3)))
    #expect(problems.problems.isEmpty)
  }

  // MARK: Order and cold starts

  @Test("entries from different sources before a host land in the order they arrived")
  func aColdStartKeepsTheOrderAcrossSources() async throws {
    let (navigator, problems, clock) = try home(attached: false)
    let causes = recordingCauses(navigator)
    navigator.handle(entry: NavigationEntry(url("app://home/detail/1"), source: .notification, arrival: clock.now))
    navigator.handle(url("app://home/detail/2"))
    navigator.handle(entry: NavigationEntry(walk: [HomeRoute.detail(3)], source: .appIntent, arrival: clock.now))
    navigator.handle(entry: NavigationEntry(url("app://home/detail/4"), source: .widget, arrival: clock.now))
    await navigator.settle()
    #expect(causes.all.isEmpty)
    navigator.attach(TestHost())
    await navigator.settle()
    #expect(
      causes.all == [
        .entry(source: .notification, link: url("app://home/detail/1")),
        .deepLink(url("app://home/detail/2")),
        .entry(source: .appIntent, link: nil),
        .entry(source: .widget, link: url("app://home/detail/4")),
      ])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(4)))
    #expect(problems.problems.isEmpty)
  }

  // MARK: Age

  @Test("an entry older than its source's limit when its turn comes ends with its age and the limit")
  func aStaleEntryExpires() async throws {
    let (navigator, problems, clock) = try home()
    navigator.maximumEntryAge[.notification] = .seconds(120)
    let arrival = clock.now
    clock.advance(by: 130)
    await #expect(
      throws: DeepLinkError(
        .expired(age: .seconds(130), limit: .seconds(120)), url: "app://home/detail/1", source: .notification)
    ) {
      try await navigator.open(
        entry: NavigationEntry(url("app://home/detail/1"), source: .notification, arrival: arrival))
    }
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.home))
    #expect(problems.deepLinkErrors.map(\.detail) == [.expired(age: .seconds(130), limit: .seconds(120))])
    #expect(
      problems.deepLinkErrors.first?.description
        == "cannot open app://home/detail/1: it arrived from notification 130 s ago, and entries from notification may wait 120 s at most"
    )
  }

  @Test("an entry parked through a cold start that took too long expires; one of a source without a limit lands")
  func aColdStartTooLongExpires() async throws {
    let (navigator, problems, clock) = try home(attached: false)
    navigator.maximumEntryAge[.liveActivity] = .seconds(30)
    navigator.handle(entry: NavigationEntry(url("app://home/detail/1"), source: .liveActivity, arrival: clock.now))
    navigator.handle(entry: NavigationEntry(url("app://home/detail/2"), source: .widget, arrival: clock.now))
    await navigator.settle()
    clock.advance(by: 45)
    navigator.attach(TestHost())
    await navigator.settle()
    #expect(problems.deepLinkErrors.map(\.detail) == [.expired(age: .seconds(45), limit: .seconds(30))])
    #expect(problems.deepLinkErrors.map(\.source) == [.liveActivity])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(2)))
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("an entry within its limit lands, and nothing expires unless the app sets a limit")
  func freshEntriesLand() async throws {
    let (navigator, problems, clock) = try home()
    let arrival = clock.now
    clock.advance(by: 100_000)
    try await navigator.open(
      entry: NavigationEntry(url("app://home/detail/1"), source: .notification, arrival: arrival))
    navigator.maximumEntryAge[.notification] = .seconds(120)
    let second = clock.now
    clock.advance(by: 119)
    try await navigator.open(entry: NavigationEntry(url("app://home/detail/2"), source: .notification, arrival: second))
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(2)))
    #expect(problems.problems.isEmpty)
  }

  @Test("an entry that waited behind the navigation lock past its limit expires when the lock ends")
  func anEntryBehindTheLockExpires() async throws {
    let (navigator, problems, clock) = try home()
    navigator.maximumEntryAge[.control] = .seconds(10)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    home.flow.lockNavigation()
    navigator.handle(entry: NavigationEntry(url("app://home/detail/1"), source: .control, arrival: clock.now))
    await navigator.settle()
    #expect(
      navigator.pendingWork == [
        "entry from control: app://home/detail/1 waits for the navigation lock of flow 0 to end"
      ])
    clock.advance(by: 11)
    home.flow.unlockNavigation()
    await navigator.settle()
    #expect(problems.deepLinkErrors.map(\.detail) == [.expired(age: .seconds(11), limit: .seconds(10))])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.home))
  }

  @Test("the time the user spends in the entry's own login does not age it")
  func theLoginDoesNotAgeTheEntry() async throws {
    let session = Session()
    let (navigator, problems, clock) = try home(session: session)
    navigator.maximumEntryAge[.notification] = .seconds(60)
    navigator.handle(entry: NavigationEntry(url("app://home/featured"), source: .notification, arrival: clock.now))
    await navigator.settle()
    clock.advance(by: 600)
    session.isSignedIn = true
    navigator.coordinators(ofType: LoginCoordinator.self).first?.finish()
    await navigator.settle()
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.featured))
    #expect(problems.problems.isEmpty)
  }

  // MARK: A newer entry

  @Test("a newer entry that arrives while the first waits for its login supersedes it and lands")
  func aNewerEntrySupersedesOneWaitingForTheUser() async throws {
    let session = Session()
    let (navigator, problems, clock) = try home(session: session)
    let first = Task {
      try await navigator.open(
        entry: NavigationEntry(url("app://home/featured"), source: .notification, arrival: clock.now))
    }
    await navigator.settle()
    #expect(navigator.coordinators(ofType: LoginCoordinator.self).count == 1)
    navigator.handle(entry: NavigationEntry(url("app://home/detail/2"), source: .notification, arrival: clock.now))
    await navigator.settle()
    let result = await first.result
    #expect(
      throws: DeepLinkError(
        .superseded(by: "notification entry app://home/detail/2"), url: "app://home/featured", source: .notification)
    ) { try result.get() }
    #expect(navigator.state.allScreens.map(\.route).contains(AnyRoute(HomeRoute.detail(2))))
    #expect(problems.deepLinkErrors.map(\.detail) == [.superseded(by: "notification entry app://home/detail/2")])
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a newer entry that needs the same login waits for the login on screen, not a second one")
  func aNewerEntryTakesOverTheLogin() async throws {
    let session = Session()
    let (navigator, problems, clock) = try home(session: session)
    let causes = recordingCauses(navigator)
    navigator.handle(entry: NavigationEntry(url("app://home/featured"), source: .notification, arrival: clock.now))
    await navigator.settle()
    navigator.handle(
      entry: NavigationEntry(walk: [HomeRoute.picker, PickerRoute.shades], source: .notification, arrival: clock.now))
    await navigator.settle()
    #expect(navigator.coordinators(ofType: LoginCoordinator.self).count == 1)
    #expect(
      navigator.pendingWork == [
        "entry from notification: walk to HomeRoute.picker, PickerRoute.shades waits for guard \"signed in\" (its flow LoginCoordinator to finish)"
      ])
    session.isSignedIn = true
    navigator.coordinators(ofType: LoginCoordinator.self).first?.finish()
    await navigator.settle()
    #expect(navigator.state.topScreen.route == AnyRoute(PickerRoute.shades))
    #expect(causes.all.contains(.entry(source: .notification, link: nil)))
    #expect(!causes.all.contains(.entry(source: .notification, link: url("app://home/featured"))))
    #expect(problems.deepLinkErrors.map(\.detail).count == 1)
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a newer entry that takes over the login ends cancelled when the user leaves the login")
  func aTakenOverLoginLeftCancelsTheNewerEntry() async throws {
    let session = Session()
    let host = TestHost()
    let navigator = Navigator(root: HomeCoordinator())
    navigator.attach(host)
    navigator.deepLinks = try homeLinks(session: session)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    navigator.handle(url("app://home/featured"))
    await navigator.settle()
    navigator.handle(entry: NavigationEntry(url("app://home/featured"), source: .widget))
    await navigator.settle()
    #expect(host.swipeDown())
    await navigator.settle()
    #expect(
      problems.deepLinkErrors.map(\.detail) == [
        .superseded(by: "widget entry app://home/featured"), .guardCancelled("signed in"),
      ])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.home))
    #expect(navigator.pendingWork.isEmpty)
    #expect(!navigator.isWaitingForUser)
  }

  // MARK: The second link of a login

  @Test("a login flow whose code awaits a second link through the navigator before it finishes: both links end")
  func theSecondLinkOfALoginDoesNotDeadlock() async throws {
    let session = Session()
    let navigator = Navigator(root: HomeCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try homeLinks(session: session)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let first = Task { try await navigator.open(url("app://home/featured")) }
    await navigator.settle()
    let login = try #require(navigator.coordinators(ofType: LoginCoordinator.self).first)
    // The login's code: signed in, it opens a welcome link and waits for it, then finishes.
    final class Ended { var second = false }
    let ended = Ended()
    let second = Task {
      session.isSignedIn = true
      defer { ended.second = true }
      try await navigator.open(url("app://home/detail/9"))
      login.finish()
    }
    await navigator.settle()
    let bothEnded = await holds { ended.second }
    #expect(bothEnded)
    if !bothEnded {
      // Ends the waits, so that the test fails rather than hangs.
      second.cancel()
      login.finish()
    }
    _ = await second.result
    let firstResult = await first.result
    #expect(throws: DeepLinkError(.superseded(by: "app://home/detail/9"), url: "app://home/featured")) {
      try firstResult.get()
    }
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(9)))
    #expect(problems.deepLinkErrors.map(\.detail) == [.superseded(by: "app://home/detail/9")])
    #expect(navigator.pendingWork.isEmpty)
    #expect(!navigator.isWaitingForUser)
  }

  // MARK: A UI test's launch arguments

  @Test("a launch argument names the entry a UI test starts at, with the source uiTest")
  func aLaunchArgumentNamesTheEntry() {
    let arrival = Date(timeIntervalSince1970: 0)
    let entry = NavigationEntry.launchEntry(
      arguments: ["/path/App", "-CoordinatorsEntry", "app://home/detail/5", "-other"], environment: [:],
      arrival: arrival)
    #expect(entry == NavigationEntry(url("app://home/detail/5"), source: .uiTest, arrival: arrival))
  }

  @Test("the environment names the entry when no argument does; the argument wins over it")
  func theEnvironmentNamesTheEntry() {
    let arrival = Date(timeIntervalSince1970: 0)
    let environment = ["COORDINATORS_ENTRY": "app://home/detail/6"]
    #expect(
      NavigationEntry.launchEntry(arguments: ["App"], environment: environment, arrival: arrival)
        == NavigationEntry(url("app://home/detail/6"), source: .uiTest, arrival: arrival))
    #expect(
      NavigationEntry.launchEntry(
        arguments: ["App", "-CoordinatorsEntry", "app://home/detail/7"], environment: environment, arrival: arrival)
        == NavigationEntry(url("app://home/detail/7"), source: .uiTest, arrival: arrival))
  }

  @Test("no entry without a value, or with an empty one")
  func noEntryWithoutAPlace() {
    #expect(NavigationEntry.launchEntry(arguments: ["App"], environment: [:]) == nil)
    #expect(NavigationEntry.launchEntry(arguments: ["App", "-CoordinatorsEntry"], environment: [:]) == nil)
    #expect(NavigationEntry.launchEntry(arguments: ["App", "-CoordinatorsEntry", ""], environment: [:]) == nil)
  }

  @Test("what the navigator shows reads as JSON with each route's registered key and each screen's id")
  func theStateReadsAsJSON() async throws {
    var registry = RouteRegistry()
    try registry.register(PickerRoute.self, key: "picker")
    let navigator = Navigator(root: PickerRoute.shades)
    navigator.attach(TestHost())
    navigator.push(PickerRoute.shades)
    let encoder = JSONEncoder()
    encoder.userInfo[.routeRegistry] = registry
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(navigator.state), as: UTF8.self)
    #expect(
      json
        == #"[["stack",[{"id":0,"route":{"type":"picker","value":{"shades":{}}}},{"id":1,"route":{"type":"picker","value":{"shades":{}}}}]]]"#
    )
    #expect(try navigator.stateJSON(registry: registry) == json)
  }

  @Test("a UI test's entry waits for the host as a cold start's link does, and lands")
  func aUITestEntryLands() async throws {
    let (navigator, problems, _) = try home(attached: false)
    let causes = recordingCauses(navigator)
    let entry = try #require(
      NavigationEntry.launchEntry(arguments: ["App", "-CoordinatorsEntry", "app://home/wizard/3"], environment: [:]))
    let start = navigator.state
    navigator.handle(entry: entry)
    await Task.yield()
    #expect(navigator.state == start, "parked: no host yet")
    #expect(navigator.pendingWork.count == 1)
    navigator.attach(TestHost())
    await navigator.settle()
    #expect(navigator.state.topScreen.route == AnyRoute(WizardRoute.step(3)))
    #expect(causes.all.last == .entry(source: .uiTest, link: url("app://home/wizard/3")))
    #expect(problems.problems.isEmpty)
  }
}

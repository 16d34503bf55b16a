@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

/// A login flow whose code opens a link: what the Deep Links article calls a wait for itself.
@MainActor
final class LinkingLoginCoordinator: Coordinator {
  let flow = Flow<LoginRoute>()

  func start() { flow.show(.form) }
}

/// A flow that locks the navigation and opens a link in its `start()`, inside the transaction
/// that starts it.
@MainActor
final class LockingLinkCoordinator: Coordinator {
  let flow = Flow<WizardRoute>()

  func start() {
    flow.show(.step(1))
    flow.lockNavigation()
    flow.handle(url("app://home/detail/1"))
  }
}

@MainActor
private func linkingLoginLinks(session: Session) throws -> DeepLinkRouter {
  let signedIn = LinkGuard(
    "signed in",
    isSatisfied: { session.isSignedIn },
    redirect: { .flow(LinkingLoginCoordinator(), as: .sheet()) }
  )
  return try DeepLinkRouter([
    DeepLink("app://home/detail/{item:int}") { (item: Int) in [HomeRoute.detail(item)] },
    DeepLink("app://home/featured", requires: [signedIn]) { [HomeRoute.featured] },
  ])
}

/// Whether `condition` holds within `turns` turns of the main actor: for what happens when tasks
/// run, never a time.
@MainActor
func holds(within turns: Int = 200, _ condition: () -> Bool) async -> Bool {
  for _ in 0..<turns {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}

@MainActor
@Suite("Deep links: no wait lasts for ever", .hangLimit)
struct LinkWaitTests {
  /// Home on a test host, with its links, and a recorder of its problems that records no issue.
  func homeWithLinks() throws -> (Navigator, ProblemRecorder) {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try homeLinks(session: Session())
    return (navigator, ProblemRecorder(navigator, recordsIssues: false))
  }

  /// Records the links each deep-link change applied.
  final class Applied {
    var links: [String] = []
  }

  func recordingApplied(_ navigator: Navigator) -> Applied {
    let applied = Applied()
    navigator.observe(NavigationEvent.self) { event in
      if case .deepLink(let url) = event.cause { applied.links.append(url.absoluteString) }
    }
    return applied
  }

  @Test("a link that a guard's flow opens while the guard waits for it fails at once, and the first link opens")
  func aGuardsFlowThatOpensALinkDoesNotWaitForItself() async throws {
    let session = Session()
    let navigator = Navigator(root: HomeCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try linkingLoginLinks(session: session)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let applied = recordingApplied(navigator)
    navigator.handle(url("app://home/featured"))
    await navigator.settle()
    let login = try #require(navigator.coordinators(ofType: LinkingLoginCoordinator.self).first)
    let loginID = try #require(login.flow.id)
    session.isSignedIn = true
    await #expect(throws: DeepLinkError(.waitsForItsOwnFlow(loginID), url: "app://home/detail/2")) {
      try await login.flow.open(url("app://home/detail/2"))
    }
    // Finished first, the login's link waits its turn, after the link that waited for it.
    login.finish()
    let second = Task { try await login.flow.open(url("app://home/detail/2")) }
    await navigator.settle()
    try await second.value
    #expect(applied.links == ["app://home/featured", "app://home/detail/2"])
    #expect(problems.deepLinkErrors.map(\.detail) == [.waitsForItsOwnFlow(loginID)])
    #expect(navigator.pendingWork.isEmpty)
    #expect(!navigator.isWaitingForUser)
  }

  @Test(
    "a guard's flow whose code awaits the navigator's open never waits for itself: its link supersedes the waiting one")
  func aWaitForItselfThroughTheNavigatorEnds() async throws {
    let session = Session()
    let navigator = Navigator(root: HomeCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try linkingLoginLinks(session: session)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let applied = recordingApplied(navigator)
    navigator.handle(url("app://home/featured"))
    await navigator.settle()
    let login = try #require(navigator.coordinators(ofType: LinkingLoginCoordinator.self).first)
    session.isSignedIn = true
    // The navigator cannot tell that this task is the login flow's: the link supersedes the one
    // that waits for the login, and goes on.
    let linking = Task {
      try await navigator.open(url("app://home/detail/2"))
      login.finish()
    }
    await navigator.settle()
    try await linking.value
    #expect(applied.links == ["app://home/detail/2"])
    #expect(problems.deepLinkErrors.map(\.detail) == [.superseded(by: "app://home/detail/2")])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(2)))
    #expect(navigator.pendingWork.isEmpty)
    #expect(!navigator.isWaitingForUser)
  }

  @Test("a flow that locks and opens a link in its start() is refused at once, not queued behind its own lock")
  func aLinkOpenedInStartUnderItsOwnLockFails() async throws {
    let (navigator, problems) = try homeWithLinks()
    let home = try #require(navigator.rootCoordinator as? HomeCoordinator)
    #expect(home.flow.start(LockingLinkCoordinator(), as: .sheet()))
    let locking = try #require(navigator.coordinators(ofType: LockingLinkCoordinator.self).first)
    let lockingID = try #require(locking.flow.id)
    await navigator.settle()
    #expect(problems.deepLinkErrors.map(\.detail) == [.waitsForItsOwnFlow(lockingID)])
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a flow that never ran opens no link")
  func aFlowThatNeverRanOpensNoLink() async throws {
    let login = LinkingLoginCoordinator()
    await #expect(throws: DeepLinkError(.navigation(NavigationError(.flowNotRunning(nil))), url: "app://x")) {
      try await login.flow.open(url("app://x"))
    }
  }

  @Test("a link the lock holder, or a flow below it, opens fails at once; one from outside waits")
  func aLockHolderThatOpensALinkDoesNotWaitForItself() async throws {
    let (navigator, problems) = try homeWithLinks()
    let applied = recordingApplied(navigator)
    let home = try #require(navigator.rootCoordinator as? HomeCoordinator)
    home.flow.show(.wizard)
    let wizard = try #require(navigator.coordinators(ofType: WizardCoordinator.self).first)
    #expect(home.flow.lockNavigation())
    await #expect(throws: DeepLinkError(.waitsForItsOwnFlow(.root), url: "app://home/detail/1")) {
      try await home.flow.open(url("app://home/detail/1"))
    }
    wizard.flow.handle(url("app://home/detail/2"))
    #expect(problems.deepLinkErrors.map(\.detail) == [.waitsForItsOwnFlow(.root), .waitsForItsOwnFlow(.root)])
    navigator.handle(url("app://home/detail/3"))
    await navigator.settle()
    #expect(navigator.pendingWork == ["link app://home/detail/3 waits for the navigation lock of flow 0 to end"])
    #expect(navigator.isIdle && navigator.isWaitingForUser)
    home.flow.unlockNavigation()
    await navigator.settle()
    #expect(applied.links == ["app://home/detail/3"])
    #expect(!navigator.isWaitingForUser)
  }

  @Test("a link whose guard's flow the user swiped away after signing in opens")
  func aGuardThatHoldsWhenItsFlowIsSwipedAwayLetsTheLinkOpen() async throws {
    let session = Session()
    let navigator = Navigator(root: HomeCoordinator())
    let host = TestHost()
    navigator.attach(host)
    navigator.deepLinks = try homeLinks(session: session)
    navigator.expectNoProblems()
    let applied = recordingApplied(navigator)
    navigator.handle(url("app://home/featured"))
    await navigator.settle()
    session.isSignedIn = true
    #expect(host.swipeDown())
    await navigator.settle()
    #expect(applied.links == ["app://home/featured"])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.featured))
  }

  @Test("a navigator released while links wait for a host, the lock or a guard's flow is freed")
  func aReleasedNavigatorWithWaitingLinksIsFreed() async throws {
    for waitsFor in ["host", "lock", "guard"] {
      weak var released: Navigator?
      do {
        let navigator = Navigator(root: HomeCoordinator())
        navigator.logsProblems = false
        navigator.deepLinks = try homeLinks(session: Session())
        if waitsFor != "host" { navigator.attach(TestHost()) }
        if waitsFor == "lock" { (navigator.rootCoordinator as? HomeCoordinator)?.flow.lockNavigation() }
        if waitsFor == "guard" { navigator.handle(url("app://home/featured")) }
        for item in 0..<10 { navigator.handle(url("app://home/detail/\(item)")) }
        await navigator.settle()
        #expect(navigator.isWaitingForUser, "\(waitsFor)")
        released = navigator
      }
      #expect(await holds { released == nil }, "links waiting for a \(waitsFor)")
    }
  }

  @Test("a flow's link waiting for a host ends with navigatorReleased when its navigator goes away")
  func aWaitingLinkEndsWhenItsNavigatorGoesAway() async throws {
    weak var released: Navigator?
    var opening: Task<Void, any Error>?
    do {
      let navigator = Navigator(root: HomeCoordinator())
      navigator.logsProblems = false
      navigator.deepLinks = try homeLinks(session: Session())
      let home = try #require(navigator.rootCoordinator as? HomeCoordinator)
      opening = Task { try await home.flow.open(url("app://home/detail/1")) }
      await navigator.settle()
      #expect(navigator.pendingWork == ["link app://home/detail/1 waits for a host to be attached"])
      released = navigator
    }
    #expect(await holds { released == nil })
    let result = try #require(await opening?.result)
    #expect(throws: DeepLinkError(.navigatorReleased, url: "app://home/detail/1")) { try result.get() }
  }

  @Test("a for-await loop over events ends when the navigator goes away")
  func eventsEndWithTheNavigator() async throws {
    weak var released: Navigator?
    let ended = Applied()
    do {
      let navigator = Navigator(root: HomeCoordinator())
      let events = navigator.events
      Task {
        for await _ in events {}
        ended.links.append("ended")
      }
      (navigator.rootCoordinator as? HomeCoordinator)?.flow.show(.detail(1))
      released = navigator
    }
    #expect(await holds { released == nil })
    #expect(await holds { ended.links == ["ended"] })
  }

  @Test("at most 1,000 links wait: the next fails at once and changes nothing; the others open in order")
  func theQueueHasABound() async throws {
    let (navigator, problems) = try homeWithLinks()
    let applied = recordingApplied(navigator)
    let home = try #require(navigator.rootCoordinator as? HomeCoordinator)
    #expect(navigator.maximumPendingLinks == 1_000)
    home.flow.lockNavigation()
    for item in 0..<1_000 { navigator.handle(url("app://home/detail/\(item)")) }
    let before = navigator.state
    await #expect(throws: DeepLinkError(.tooManyPendingLinks(1_000), url: "app://home/detail/1000")) {
      try await navigator.open(url("app://home/detail/1000"))
    }
    navigator.handle(url("app://home/detail/1001"))
    #expect(navigator.state == before)
    #expect(problems.deepLinkErrors.map(\.detail) == [.tooManyPendingLinks(1_000), .tooManyPendingLinks(1_000)])
    home.flow.unlockNavigation()
    await navigator.settle()
    #expect(applied.links == (0..<1_000).map { "app://home/detail/\($0)" })
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(999)))
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("links cancelled in the middle of the queue free their place; the others open in order")
  func cancelledLinksInTheMiddleKeepTheOrder() async throws {
    let (navigator, problems) = try homeWithLinks()
    let applied = recordingApplied(navigator)
    let home = try #require(navigator.rootCoordinator as? HomeCoordinator)
    home.flow.lockNavigation()
    var tasks: [Task<Void, any Error>] = []
    for item in 0..<200 { tasks.append(Task { try await navigator.open(url("app://home/detail/\(item)")) }) }
    await navigator.settle()
    for (item, task) in tasks.enumerated() where item % 2 == 1 { task.cancel() }
    #expect(await holds { navigator.pendingWork.count == 100 })
    home.flow.unlockNavigation()
    await navigator.settle()
    #expect(applied.links == stride(from: 0, to: 200, by: 2).map { "app://home/detail/\($0)" })
    #expect(problems.deepLinkErrors.count == 100)
    #expect(problems.deepLinkErrors.allSatisfy { $0.reason == .cancelled })
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a scene that disconnects ends its waiting links with sceneDisconnected")
  func aDisconnectedSceneEndsItsLinks() async throws {
    let (navigator, problems) = try homeWithLinks()
    let restorer = SceneRestorer(navigator: navigator, registry: RouteRegistry())
    restorer.holdLinksUntilRestored()
    let waiting = Task { try await navigator.open(url("app://home/detail/1")) }
    navigator.handle(url("app://home/detail/2"))
    await navigator.settle()
    #expect(navigator.pendingWork.count == 2)
    restorer.sceneDidDisconnect()
    await navigator.settle()
    let result = await waiting.result
    #expect(throws: DeepLinkError(.sceneDisconnected, url: "app://home/detail/1")) { try result.get() }
    #expect(problems.deepLinkErrors.map(\.detail) == [.sceneDisconnected, .sceneDisconnected])
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a link whose turn came just before the scene disconnected ends too, and is not walked")
  func aDisconnectedSceneEndsALinkWhoseTurnCame() async throws {
    let (navigator, problems) = try homeWithLinks()
    let applied = recordingApplied(navigator)
    let restorer = SceneRestorer(navigator: navigator, registry: RouteRegistry())
    let home = try #require(navigator.rootCoordinator as? HomeCoordinator)
    home.flow.lockNavigation()
    navigator.handle(url("app://home/detail/1"))
    await navigator.settle()
    home.flow.unlockNavigation()
    restorer.sceneDidDisconnect()
    await navigator.settle()
    #expect(applied.links.isEmpty)
    #expect(problems.deepLinkErrors.map(\.detail) == [.sceneDisconnected])
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a link waiting for a guard's flow ends when the scene disconnects; the flow stays")
  func aDisconnectedSceneEndsALinkWaitingForItsGuard() async throws {
    let (navigator, problems) = try homeWithLinks()
    let restorer = SceneRestorer(navigator: navigator, registry: RouteRegistry())
    navigator.handle(url("app://home/featured"))
    navigator.handle(url("app://home/detail/2"))
    await navigator.settle()
    restorer.sceneDidDisconnect()
    // Both links go on by themselves now, to their ends: were the navigator idle until their
    // tasks ran, a wait for it could return before they end (a full serial run under load did).
    #expect(!navigator.isIdle)
    await navigator.settle()
    #expect(problems.deepLinkErrors.map(\.detail) == [.sceneDisconnected, .sceneDisconnected])
    #expect(navigator.pendingWork.isEmpty)
    #expect(!navigator.coordinators(ofType: LoginCoordinator.self).isEmpty)
  }
}

@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Deep links: the order links are applied in", .hangLimit)
struct LinkOrderTests {
  /// The links each deep-link change of `navigator` applied, in order.
  func appliedLinks(_ navigator: Navigator, while body: () async -> Void) async -> [String] {
    var applied: [String] = []
    let token = navigator.observe(NavigationEvent.self) { event in
      if case .deepLink(let url) = event.cause { applied.append(url.absoluteString) }
    }
    await body()
    navigator.removeObserver(token)
    return applied
  }

  @Test("links opened before a host are applied in the order they were opened, every time")
  func linksBeforeAHostKeepTheirOrder() async throws {
    let links = ["app://home/detail/1", "app://home/wizard/2", "app://home/detail/3"]
    var wrongRuns = 0
    for _ in 0..<1_000 {
      let navigator = Navigator(root: HomeCoordinator())
      navigator.deepLinks = try homeLinks(session: Session())
      navigator.expectNoProblems()
      let applied = await appliedLinks(navigator) {
        for link in links { navigator.handle(url(link)) }
        await Task.yield()
        navigator.attach(TestHost())
        await navigator.settle()
      }
      if applied != links { wrongRuns += 1 }
    }
    #expect(wrongRuns == 0)
  }

  @Test("a link that awaits open before a host goes after the links handled before it")
  func awaitedLinksKeepTheirOrder() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.deepLinks = try homeLinks(session: Session())
    navigator.expectNoProblems()
    let applied = await appliedLinks(navigator) {
      navigator.handle(url("app://home/detail/1"))
      let second = Task { try await navigator.open(url("app://home/detail/2")) }
      await Task.yield()
      navigator.attach(TestHost())
      await navigator.settle()
      _ = await second.result
    }
    #expect(applied == ["app://home/detail/1", "app://home/detail/2"])
  }

  @Test("a link queued before a guard's flow starts goes after the guarded link")
  func linksWaitForAGuardedLink() async throws {
    let session = Session()
    let navigator = Navigator(root: HomeCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try homeLinks(session: session)
    navigator.expectNoProblems()
    let applied = await appliedLinks(navigator) {
      navigator.handle(url("app://home/featured"))
      navigator.handle(url("app://home/detail/2"))
      await navigator.settle()
      #expect(
        navigator.pendingWork == [
          "link app://home/featured waits for guard \"signed in\" (its flow LoginCoordinator to finish)",
          "link app://home/detail/2 waits for the links opened before it",
        ])
      session.isSignedIn = true
      navigator.coordinators(ofType: LoginCoordinator.self).first?.finish()
      await navigator.settle()
    }
    #expect(applied == ["app://home/featured", "app://home/detail/2"])
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a link that arrives while a guard's flow waits for the user supersedes the guarded link")
  func aLinkDuringALoginSupersedesTheGuardedLink() async throws {
    let session = Session()
    let navigator = Navigator(root: HomeCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try homeLinks(session: session)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let applied = await appliedLinks(navigator) {
      navigator.handle(url("app://home/featured"))
      await navigator.settle()
      navigator.handle(url("app://home/detail/2"))
      await navigator.settle()
    }
    #expect(applied == ["app://home/detail/2"])
    #expect(problems.deepLinkErrors.map(\.detail) == [.superseded(by: "app://home/detail/2")])
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a link behind a guarded link that is dropped still opens")
  func linksGoOnAfterADroppedLink() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    let host = TestHost()
    navigator.attach(host)
    navigator.deepLinks = try homeLinks(session: Session())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    navigator.handle(url("app://home/featured"))
    navigator.handle(url("app://home/detail/2"))
    await navigator.settle()
    #expect(host.swipeDown())
    await navigator.settle()
    #expect(problems.deepLinkErrors.map(\.detail) == [.guardCancelled("signed in")])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(2)))
  }

  @Test("a link waiting for its turn ends with a cancelled error when its task is cancelled")
  func waitingLinksCanBeCancelled() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.deepLinks = try homeLinks(session: Session())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let opening = Task { try await navigator.open(url("app://home/detail/1")) }
    await navigator.settle()
    opening.cancel()
    let result = await opening.result
    #expect(throws: DeepLinkError(.cancelled, url: "app://home/detail/1")) { try result.get() }
    #expect(problems.deepLinkErrors.map(\.detail) == [.cancelled])
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("open reports a link it cannot open to the problem observers, and throws")
  func openReportsAndThrows() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try homeLinks(session: Session())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    await #expect(throws: DeepLinkError.self) { try await navigator.open(url("app://home/nowhere")) }
    #expect(problems.deepLinkErrors.map(\.url) == ["app://home/nowhere"])
  }
}

@_spi(Testing) import Coordinators
import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

/// A link is the outside world, as the user is: it asks a flow that keeps unsaved edits before
/// it takes its screens.
@MainActor
@Suite("Deep links: a flow that disabled its interactive dismissal is asked first", .hangLimit)
struct LinkDismissalTests {
  /// Home with a wizard of two steps pushed over it, links for home, on a test host.
  func wizardWithLinks() throws -> (Navigator, WizardCoordinator, TestHost) {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let host = TestHost()
    navigator.attach(host)
    navigator.deepLinks = try homeLinks(session: Session())
    let wizard = WizardCoordinator(firstSteps: 2)
    home.flow.start(wizard)
    return (navigator, wizard, host)
  }

  /// Disables the wizard's interactive dismissal with an attempt that waits for the user's
  /// answer, which comes when `answer` finishes; `started` tells when an attempt began.
  func answerLater(_ wizard: WizardCoordinator) -> (started: AsyncStream<Void>, answer: AsyncStream<Void>.Continuation)
  {
    let (started, start) = AsyncStream.makeStream(of: Void.self)
    let (answers, answer) = AsyncStream.makeStream(of: Void.self)
    wizard.flow.disableInteractiveDismissal {
      start.yield()
      for await _ in answers { break }  // the user has not answered yet
    }
    return (started, answer)
  }

  @Test("a link that would take a guarded flow away asks it; the flow cancels and the link goes on")
  func theFlowLetsGoByCancelling() async throws {
    let (navigator, wizard, _) = try wizardWithLinks()
    navigator.expectNoProblems()
    let asked = Journal()
    wizard.flow.disableInteractiveDismissal { [weak wizard] in
      asked.entries.append("asked")
      await Task.yield()  // an alert would be awaited here
      wizard?.cancel()
    }
    try await navigator.open(url("app://home/detail/5"))
    #expect(asked.entries == ["asked"])
    #expect(!wizard.flow.isRunning)
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(HomeRoute.home), AnyRoute(HomeRoute.detail(5))])
  }

  @Test("a flow that enables its dismissal when asked lets the link go on")
  func theFlowLetsGoByEnabling() async throws {
    let (navigator, wizard, _) = try wizardWithLinks()
    navigator.expectNoProblems()
    wizard.flow.disableInteractiveDismissal { [weak wizard] in wizard?.flow.enableInteractiveDismissal() }
    try await navigator.open(url("app://home/detail/5"))
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(5)))
    #expect(!wizard.flow.isRunning)
  }

  @Test("a flow that keeps its screens when asked fails the link with a typed reason, and nothing is applied")
  func theFlowKeepsItsScreens() async throws {
    let (navigator, wizard, host) = try wizardWithLinks()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let asked = Journal()
    wizard.flow.disableInteractiveDismissal { asked.entries.append("asked") }
    await navigator.settle()
    let before = navigator.state
    let flow = try #require(wizard.flow.id)
    let expected = DeepLinkError(.flowKeepsItsScreens(flow), url: "app://home/detail/5")
    await #expect(throws: expected) { try await navigator.open(url("app://home/detail/5")) }
    #expect(asked.entries == ["asked"])
    #expect(navigator.state == before && host.shown == before)
    #expect(wizard.flow.isRunning)
    #expect(problems.deepLinkErrors == [expected])
    #expect(expected.description.contains("flow \(flow) keeps its screens"))
  }

  @Test("a link whose task is cancelled while the flow answers ends with a typed error, nothing applied")
  func theWaitEndsWhenTheLinkIsCancelled() async throws {
    let (navigator, wizard, _) = try wizardWithLinks()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let (started, answer) = answerLater(wizard)
    await navigator.settle()
    let before = navigator.state
    let link = Task { @MainActor in try await navigator.open(url("app://home/detail/5")) }
    for await _ in started { break }
    link.cancel()
    let result = await link.result
    #expect(throws: DeepLinkError(.cancelled, url: "app://home/detail/5")) { try result.get() }
    #expect(navigator.state == before)
    #expect(problems.deepLinkErrors.map(\.detail) == [.cancelled])
    answer.finish()
  }

  @Test("the flow's end while its answer is awaited lets the link go on")
  func theFlowEndsWhileAsked() async throws {
    let (navigator, wizard, _) = try wizardWithLinks()
    navigator.expectNoProblems()
    let (started, answer) = answerLater(wizard)
    let link = Task { @MainActor in try await navigator.open(url("app://home/detail/5")) }
    for await _ in started { break }
    // The app ends the flow by a command of its own; no answer comes.
    wizard.cancel()
    try await link.value
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(5)))
    answer.finish()
  }

  @Test("the flow's end while its answer is awaited keeps the navigator busy until the link has gone on")
  func theFlowsEndKeepsTheNavigatorBusy() async throws {
    let (navigator, wizard, _) = try wizardWithLinks()
    navigator.expectNoProblems()
    let (started, answer) = answerLater(wizard)
    let link = Task { @MainActor in try await navigator.open(url("app://home/detail/5")) }
    for await _ in started { break }
    #expect(navigator.isIdle && navigator.isWaitingForUser)
    wizard.cancel()
    // The link goes on by itself now, to its end: were it noted as waiting until its task ran,
    // the navigator could count as idle, and a wait for it return before the link is applied.
    #expect(navigator.pendingWork.contains("link app://home/detail/5 is under way"))
    #expect(!navigator.isIdle)
    try await link.value
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(5)))
    answer.finish()
  }

  @Test("the flow's answer keeps the navigator busy until the link has gone on")
  func theAnswerKeepsTheNavigatorBusy() async throws {
    let (navigator, wizard, _) = try wizardWithLinks()
    navigator.expectNoProblems()
    let idleRightAfterTheAnswer = Journal()
    wizard.flow.disableInteractiveDismissal { [weak wizard] in
      wizard?.flow.enableInteractiveDismissal()
      // Runs once the answer has ended the link's wait, before the link's task goes on.
      Task { @MainActor in idleRightAfterTheAnswer.entries.append("\(navigator.isIdle)") }
    }
    try await navigator.open(url("app://home/detail/5"))
    await navigator.settle()
    // Were the navigator idle until the link's task ran, a wait for it could return before the
    // link is applied.
    #expect(idleRightAfterTheAnswer.entries == ["false"])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(5)))
  }

  @Test("a link waiting for a flow's answer ends with sceneDisconnected when its scene goes, nothing applied")
  func theWaitEndsWhenTheSceneDisconnects() async throws {
    let (navigator, wizard, _) = try wizardWithLinks()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let restorer = SceneRestorer(navigator: navigator, registry: RouteRegistry())
    let (started, answer) = answerLater(wizard)
    await navigator.settle()
    let before = navigator.state
    let link = Task { @MainActor in try await navigator.open(url("app://home/detail/5")) }
    for await _ in started { break }
    #expect(navigator.pendingWork.count == 1)
    restorer.sceneDidDisconnect()
    let result = await link.result
    #expect(throws: DeepLinkError(.sceneDisconnected, url: "app://home/detail/5")) { try result.get() }
    #expect(navigator.state == before)
    #expect(wizard.flow.isRunning)
    #expect(problems.deepLinkErrors.map(\.detail) == [.sceneDisconnected])
    await navigator.settle()
    #expect(navigator.pendingWork.isEmpty)
    answer.finish()
  }

  @Test("a navigator released while a link waits for a flow's answer is freed, and the link ends")
  func theWaitEndsWhenTheNavigatorGoes() async throws {
    weak var released: Navigator?
    let started: AsyncStream<Void>
    let answer: AsyncStream<Void>.Continuation
    do {
      let (navigator, wizard, _) = try wizardWithLinks()
      (started, answer) = answerLater(wizard)
      navigator.logsProblems = false
      navigator.handle(url("app://home/detail/5"))
      for await _ in started { break }
      #expect(navigator.pendingWork.count == 1)
      released = navigator
    }
    for _ in 0..<1_000 where released != nil { await Task.yield() }
    #expect(released == nil, "a link asking a flow keeps its navigator alive")
    answer.finish()
  }

  @Test("the app's own commands still take the screens without asking")
  func commandsDoNotAsk() throws {
    let (navigator, wizard, _) = try wizardWithLinks()
    navigator.expectNoProblems()
    wizard.flow.disableInteractiveDismissal { Issue.record("a command must not ask the flow") }
    try navigator.navigate(to: [HomeRoute.detail(5)])
    #expect(!wizard.flow.isRunning)
  }
}

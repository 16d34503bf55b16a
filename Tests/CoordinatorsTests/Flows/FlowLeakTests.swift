@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// Every way a flow can end releases its coordinator and leaves nothing of it in the navigator;
/// its parent hears once, descendants before ancestors.
@MainActor
@Suite("Flows: every way a flow ends releases it")
struct FlowLeakTests {
  /// A navigator whose root flow is `Root`, with a test host attached and the log observing it;
  /// a problem is a test issue unless the test `expectsProblems` (and records them itself).
  private func makeNavigator(
    host: Bool = true,
    expectsProblems: Bool = false
  ) -> (Navigator, LeakLog, TestHost, LeakCoordinator) {
    let log = LeakLog()
    let root = LeakCoordinator("Root", log: log)
    let navigator = Navigator(root: root)
    if !expectsProblems { navigator.expectNoProblems() }
    log.observe(navigator)
    let testHost = TestHost()
    if host { navigator.attach(testHost) }
    return (navigator, log, testHost, root)
  }

  /// `Root` ← `Alpha` (2 screens) ← `Bravo` ← `Charlie` (2 screens), all pushed onto the root stack.
  private func pushChain(_ root: LeakCoordinator, _ log: LeakLog) throws {
    try #require(root.startChild("Alpha", as: .push, screens: 2))
    try #require(log["Alpha"]?.startChild("Bravo", as: .push) == true)
    try #require(log["Bravo"]?.startChild("Charlie", as: .push, screens: 2) == true)
  }

  // MARK: Gestures

  @Test("back swipes end the flows they leave, one at a time")
  func backSwipe() throws {
    let (navigator, log, host, root) = makeNavigator()
    try #require(root.startChild("Alpha", as: .push, screens: 2))
    try #require(log["Alpha"]?.startChild("Bravo", as: .push) == true)

    #expect(host.swipeBack())
    expectReleased("Bravo", log: log, navigator: navigator)
    #expect(log.results == ["Bravo cancelled"])
    #expect(navigator.flowCount == 2)

    // A swipe the user lets go of changes nothing; a completed one pops Alpha's second screen.
    host.beginBackSwipe()
    host.cancelBackSwipe()
    #expect(host.finishBackSwipe())
    #expect(log.isAlive("Alpha"))
    #expect(navigator.flowCount == 2)

    #expect(host.swipeBack())
    expectReleased("Alpha", log: log, navigator: navigator)
    #expect(log.results == ["Bravo cancelled", "Alpha cancelled"])
    #expect(log.ends == ["Bravo", "Alpha"])
    #expect(navigator.flowCount == 1)
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(LeakRoute.screen("Root.1"))])
  }

  /// The ways to pop several screens at once, spanning nested flows.
  enum MultiLevelPop: String, CaseIterable, Sendable {
    case userLongPressOnBack
    case navigatorPopCount
    case flowPopCount
    case flowPopToRoute
  }

  @Test("a pop of several screens ends every nested flow it leaves", arguments: MultiLevelPop.allCases)
  func multiLevelPop(_ pop: MultiLevelPop) throws {
    let (navigator, log, host, root) = makeNavigator()
    try pushChain(root, log)
    // Root.1, Alpha.1, Alpha.2, Bravo.1, Charlie.1, Charlie.2: back to Alpha.1.
    switch pop {
    case .userLongPressOnBack: #expect(host.popBack(to: try navigator.screenID(.screen("Alpha.1"))))
    case .navigatorPopCount: #expect(navigator.pop(count: 4))
    case .flowPopCount: #expect(log["Alpha"]?.flow.pop(count: 4) == true)
    case .flowPopToRoute: #expect(log["Alpha"]?.flow.pop(to: .screen("Alpha.1")) == true)
    }
    expectReleased("Bravo", "Charlie", log: log, navigator: navigator)
    #expect(log.results == ["Charlie cancelled", "Bravo cancelled"])
    #expect(log.ends == ["Charlie", "Bravo"])
    #expect(log.isAlive("Alpha"))
    #expect(navigator.flowCount == 2)
    #expect(navigator.isIdle)
  }

  /// The ways to pop to the root screen.
  enum PopToRoot: String, CaseIterable, Sendable {
    case navigator
    case rootFlow
    case userLongPressOnBack
    case rootFlowPopToRoute
  }

  @Test("a pop to the root ends every flow above it, deepest first", arguments: PopToRoot.allCases)
  func popToRoot(_ pop: PopToRoot) throws {
    let (navigator, log, host, root) = makeNavigator()
    try pushChain(root, log)
    switch pop {
    case .navigator: #expect(navigator.popToRoot())
    case .rootFlow: #expect(root.flow.popToRoot())
    case .userLongPressOnBack: #expect(host.popBack(to: try navigator.screenID(.screen("Root.1"))))
    case .rootFlowPopToRoute: #expect(root.flow.pop(to: .screen("Root.1")))
    }
    expectReleased("Alpha", "Bravo", "Charlie", log: log, navigator: navigator)
    #expect(log.results == ["Charlie cancelled", "Bravo cancelled", "Alpha cancelled"])
    #expect(log.ends == ["Charlie", "Bravo", "Alpha"])
    #expect(navigator.flowCount == 1)
  }

  @Test("a plain navigator pop, without a host, ends the flows it leaves")
  func popWithoutHost() throws {
    let (navigator, log, _, root) = makeNavigator(host: false)
    try #require(root.startChild("Alpha", as: .push))
    try #require(log["Alpha"]?.startChild("Bravo", as: .push) == true)
    #expect(navigator.pop())
    expectReleased("Bravo", log: log, navigator: navigator)
    #expect(navigator.pop())
    expectReleased("Alpha", log: log, navigator: navigator)
    #expect(log.results == ["Bravo cancelled", "Alpha cancelled"])
    #expect(navigator.flowCount == 1)
  }

  @Test("a pop the host reports without an animation ends the flows once")
  func userDidPopWithoutAnimation() throws {
    let (navigator, log, _, root) = makeNavigator(host: false)
    navigator.attach(LeakImmediateHost())
    try pushChain(root, log)
    let rootScreen = try navigator.screenID(.screen("Root.1"))
    #expect(navigator.session?.userDid(.popped(to: rootScreen)) == true)
    #expect(navigator.session?.userDid(.popped(to: rootScreen)) == false)
    expectReleased("Alpha", "Bravo", "Charlie", log: log, navigator: navigator)
    #expect(log.results == ["Charlie cancelled", "Bravo cancelled", "Alpha cancelled"])
    #expect(navigator.flowCount == 1)
    #expect(navigator.isIdle)
  }

  @Test("a sheet swiped down ends the flow presented in it and the flows pushed inside")
  func sheetSwipeDown() throws {
    let (navigator, log, host, root) = makeNavigator()
    try #require(root.startChild("Alpha", as: .sheet(), screens: 2))
    try #require(log["Alpha"]?.startChild("Bravo", as: .push) == true)
    try #require(log["Alpha"]?.startChild("Charlie", as: .sheet()) == true)
    try #require(log["Charlie"]?.startChild("Delta", as: .push) == true)
    #expect(navigator.state.modals.count == 2)

    #expect(host.swipeDown())
    expectReleased("Charlie", "Delta", log: log, navigator: navigator)
    #expect(log.results == ["Delta cancelled", "Charlie cancelled"])
    #expect(navigator.flowCount == 3)

    #expect(host.swipeDown())
    expectReleased("Alpha", "Bravo", log: log, navigator: navigator)
    #expect(log.results == ["Delta cancelled", "Charlie cancelled", "Bravo cancelled", "Alpha cancelled"])
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.flowCount == 1)
  }

  // MARK: Programmatic dismissal

  /// The ways to dismiss modal flows, and the flows each ends.
  enum Dismissal: String, CaseIterable, Sendable {
    case flowDismissesItsOwnLayer
    case innerFlowDismissesItsOwnLayer
    case navigatorDismiss
    case navigatorDismissAll
  }

  @Test("a programmatic dismiss ends the flows of the layers it dismisses", arguments: Dismissal.allCases)
  func programmaticDismiss(_ dismissal: Dismissal) throws {
    let (navigator, log, _, root) = makeNavigator()
    // Alpha in a sheet (2 screens) presents Bravo in a second sheet, where Charlie is pushed.
    try #require(root.startChild("Alpha", as: .sheet(), screens: 2))
    try #require(log["Alpha"]?.startChild("Bravo", as: .fullScreenCover()) == true)
    try #require(log["Bravo"]?.startChild("Charlie", as: .push) == true)
    switch dismissal {
    case .flowDismissesItsOwnLayer: #expect(log["Alpha"]?.flow.dismiss() == true)
    case .innerFlowDismissesItsOwnLayer: #expect(log["Bravo"]?.flow.dismiss() == true)
    case .navigatorDismiss: #expect(navigator.dismiss())
    case .navigatorDismissAll: #expect(navigator.dismissAll())
    }
    let innerOnly = dismissal == .innerFlowDismissesItsOwnLayer || dismissal == .navigatorDismiss
    expectReleased("Bravo", "Charlie", log: log, navigator: navigator)
    if innerOnly {
      #expect(log.results == ["Charlie cancelled", "Bravo cancelled"])
      #expect(log.isAlive("Alpha"))
      #expect(navigator.state.modals.count == 1)
      #expect(navigator.flowCount == 2)
    } else {
      expectReleased("Alpha", log: log, navigator: navigator)
      #expect(log.results == ["Charlie cancelled", "Bravo cancelled", "Alpha cancelled"])
      #expect(navigator.state.modals.isEmpty)
      #expect(navigator.flowCount == 1)
    }
  }

  // MARK: New stacks and roots

  @Test("a new stack ends the flows whose screens it drops")
  func newStack() throws {
    let (navigator, log, _, root) = makeNavigator()
    try pushChain(root, log)
    try #require(root.startChild("Delta", as: .sheet()))
    try #require(log["Delta"]?.startChild("Echo", as: .push) == true)

    // In the sheet: Echo's screen goes, Delta stays.
    try navigator.apply(.setStack([try #require(navigator.state.modals.first?.stack.first)], at: .modal(0)))
    expectReleased("Echo", log: log, navigator: navigator)
    #expect(log.results == ["Echo cancelled"])

    // At the root: Root.1 stays, a new screen of the root flow replaces the pushed flows.
    let first = try #require(navigator.state.stack(at: .root)?.first)
    let fresh = try navigator.makeScreen(LeakRoute.screen("Root.fresh"))
    try navigator.apply(.setStack([first, fresh], at: .root))
    expectReleased("Alpha", "Bravo", "Charlie", log: log, navigator: navigator)
    #expect(log.results == ["Echo cancelled", "Charlie cancelled", "Bravo cancelled", "Alpha cancelled"])
    #expect(log.isAlive("Delta"))
    #expect(navigator.flowCount == 2)
  }

  @Test("a new root (log-out) ends every flow but the root flow")
  func newRoot() throws {
    let (navigator, log, _, root) = makeNavigator()
    try pushChain(root, log)
    try #require(root.startChild("Delta", as: .sheet()))
    try #require(log["Delta"]?.startChild("Echo", as: .push) == true)

    try navigator.apply(.setRoot(.stack([navigator.makeScreen(LeakRoute.screen("Root.loggedOut"))])))
    expectReleased("Alpha", "Bravo", "Charlie", "Delta", "Echo", log: log, navigator: navigator)
    #expect(log.results.count == 5)
    expectOrder(log.results, ["Charlie", "Bravo", "Alpha"])
    expectOrder(log.results, ["Echo", "Delta"])
    #expect(Set(log.ends) == ["Alpha", "Bravo", "Charlie", "Delta", "Echo"])
    #expect(navigator.flowCount == 1)
    #expect(log.isAlive("Root"))
  }

  @Test("an app coordinator switching its root child releases the old tree")
  func appSwitchesRootChild() throws {
    let log = LeakLog()
    let navigator = Navigator(root: LeakAppCoordinator(log: log, first: "Login"))
    navigator.expectNoProblems()
    log.observe(navigator)
    navigator.attach(TestHost())
    try #require(log["Login"]?.startChild("Alpha", as: .push) == true)
    try #require(log["Alpha"]?.startChild("Bravo", as: .sheet()) == true)
    try #require(log["Login"]?.startChild("Charlie", as: .sheet()) == true)

    let app = try #require(navigator.rootCoordinator as? LeakAppCoordinator)
    #expect(app.switchRoot(to: "Main"))
    expectReleased("Login", "Alpha", "Bravo", "Charlie", log: log, navigator: navigator)
    #expect(log.results.count == 4)
    expectOrder(log.results, ["Bravo", "Alpha", "Login"])
    expectOrder(log.results, ["Charlie", "Login"])
    #expect(log.results.last == "Login cancelled")
    #expect(navigator.flowCount == 2)
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(LeakRoute.screen("Main.1"))])
  }

  @Test("a login flow that finishes with a value is released when the app switches root")
  func loginFinishesThenAppSwitches() throws {
    let log = LeakLog()
    let navigator = Navigator(root: LeakAppCoordinator(log: log, first: "Login"))
    navigator.expectNoProblems()
    log.observe(navigator)
    navigator.attach(TestHost())
    try #require(log["Login"]?.startChild("Alpha", as: .push, screens: 2) == true)

    #expect(log["Login"]?.finish(with: "token") == true)
    expectReleased("Login", "Alpha", log: log, navigator: navigator)
    #expect(log.results.filter { $0.hasPrefix("Login") } == ["Login finished(token)"])
    #expect(log.results.filter { $0.hasPrefix("Alpha") } == ["Alpha cancelled"])
    #expect(log.isAlive("Main"))
    #expect(navigator.flowCount == 2)
  }

  // MARK: Finishing, cancelling, ending

  @Test("a flow at the root that finishes with a value ends its children before its parent hears")
  func rootPlacedFlowFinishesAfterItsChildren() throws {
    let log = LeakLog()
    let navigator = Navigator(root: LeakAppCoordinator(log: log, first: "Home"))
    log.observe(navigator)
    try #require(log["Home"]?.startChild("Alpha", as: .push) == true)
    #expect(log["Home"]?.finish(with: "done") == true)
    #expect(log.results == ["Alpha cancelled", "Home finished(done)"])
    #expect(log.ends.first == "Alpha")
    expectReleased("Alpha", log: log, navigator: navigator)
  }

  @Test("finish(with:) hands the value up after the flow's children are cancelled")
  func finishWithValue() throws {
    let (navigator, log, _, root) = makeNavigator(expectsProblems: true)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    try #require(root.startChild("Alpha", as: .push, screens: 2))
    try #require(log["Alpha"]?.startChild("Bravo", as: .push) == true)
    try #require(log["Bravo"]?.startChild("Charlie", as: .sheet()) == true)
    do {
      let alpha = try #require(log["Alpha"])
      #expect(alpha.finish(with: "done"))
      #expect(!alpha.finish(with: "again"))
      #expect(!alpha.cancel())
    }
    // A finished flow's calls are refused as coming from a finished flow, not one never started.
    #expect(problems.errors.map(\.detail) == [.flowNotRunning(1), .flowNotRunning(1)])
    expectReleased("Alpha", "Bravo", "Charlie", log: log, navigator: navigator)
    #expect(log.results == ["Charlie cancelled", "Bravo cancelled", "Alpha finished(done)"])
    #expect(log.ends == ["Charlie", "Bravo", "Alpha"])
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(LeakRoute.screen("Root.1"))])
    #expect(navigator.flowCount == 1)
  }

  @Test("finish(with:) of a modal flow dismisses its layer and releases it")
  func finishModalWithValue() throws {
    let (navigator, log, _, root) = makeNavigator()
    try #require(root.startChild("Alpha", as: .sheet(), screens: 2))
    try #require(log["Alpha"]?.startChild("Bravo", as: .push) == true)
    #expect(log["Alpha"]?.finish(with: "picked") == true)
    expectReleased("Alpha", "Bravo", log: log, navigator: navigator)
    #expect(log.results == ["Bravo cancelled", "Alpha finished(picked)"])
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.flowCount == 1)
  }

  @Test("cancel() ends the flow and its children, the children first")
  func cancel() throws {
    let (navigator, log, _, root) = makeNavigator()
    try pushChain(root, log)
    try #require(log["Bravo"]?.startChild("Delta", as: .sheet()) == true)
    #expect(log["Bravo"]?.cancel() == true)
    expectReleased("Bravo", "Charlie", "Delta", log: log, navigator: navigator)
    #expect(log.results.count == 3)
    expectOrder(log.results, ["Charlie", "Bravo"])
    expectOrder(log.results, ["Delta", "Bravo"])
    #expect(log.isAlive("Alpha"))
    #expect(navigator.flowCount == 2)
    #expect(navigator.state.modals.isEmpty)
  }

  @Test("a parent's end(child) ends that child with its children")
  func parentEndsChild() throws {
    let (navigator, log, _, root) = makeNavigator(expectsProblems: true)
    try pushChain(root, log)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    do {
      let bravo = try #require(log["Bravo"])
      let alpha = try #require(log["Alpha"])
      #expect(!root.flow.end(bravo))  // not the root flow's child
      #expect(alpha.flow.end(bravo))
    }
    #expect(problems.errors.map(\.detail) == [.notAChild(2, parent: .root)])
    expectReleased("Bravo", "Charlie", log: log, navigator: navigator)
    #expect(log.results == ["Charlie cancelled", "Bravo cancelled"])
    #expect(navigator.flowCount == 2)
  }

  @Test("endChildren() ends every child flow, pushed and presented, in one change")
  func parentEndsChildren() throws {
    let (navigator, log, _, root) = makeNavigator()
    var changes = 0
    navigator.observe(NavigationEvent.self) { _ in changes += 1 }
    try pushChain(root, log)
    try #require(root.startChild("Delta", as: .sheet()))
    changes = 0
    #expect(root.flow.endChildren())
    #expect(changes == 1)
    expectReleased("Alpha", "Bravo", "Charlie", "Delta", log: log, navigator: navigator)
    #expect(log.results.count == 4)
    expectOrder(log.results, ["Charlie", "Bravo", "Alpha"])
    #expect(navigator.flowCount == 1)
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(LeakRoute.screen("Root.1"))])
  }

  // MARK: Walks and tabs

  @Test("a walk replaces nested flows with the flows it starts")
  func walkReplacesNestedFlows() throws {
    let (navigator, log, _, root) = makeNavigator()
    try pushChain(root, log)
    try navigator.navigate(to: [LeakRoute.pushed("Delta"), LeakRoute.pushed("Echo"), LeakRoute.screen("Echo.2")])
    expectReleased("Alpha", "Bravo", "Charlie", log: log, navigator: navigator)
    #expect(log.results == ["Charlie cancelled", "Bravo cancelled", "Alpha cancelled"])
    #expect(navigator.flowCount == 3)

    // A second walk replaces the flows the first one started, which had no result callback.
    try navigator.navigate(to: [LeakRoute.presented("Foxtrot")])
    expectReleased("Delta", "Echo", log: log, navigator: navigator)
    #expect(log.ends == ["Charlie", "Bravo", "Alpha", "Echo", "Delta"])
    #expect(navigator.state.modals.count == 1)

    try navigator.navigate(to: [])
    expectReleased("Foxtrot", log: log, navigator: navigator)
    #expect(navigator.flowCount == 1)
  }

  @Test("a walk through the app's root route replaces the flow at the root")
  func walkReplacesRootChild() throws {
    let log = LeakLog()
    let navigator = Navigator(root: LeakAppCoordinator(log: log, first: "Login"))
    navigator.expectNoProblems()
    log.observe(navigator)
    try #require(log["Login"]?.startChild("Alpha", as: .push) == true)
    try navigator.navigate(to: [LeakAppRoute.main, LeakRoute.screen("Main.2")])
    expectReleased("Login", "Alpha", log: log, navigator: navigator)
    #expect(log.results == ["Alpha cancelled", "Login cancelled"])
    #expect(navigator.flowCount == 2)

    // A walk through the same root route keeps Main and pops it to its first screen.
    try navigator.navigate(to: [LeakAppRoute.main, LeakRoute.pushed("Bravo")])
    #expect(navigator.flowCount == 3)
    try navigator.navigate(to: [LeakAppRoute.main, LeakRoute.screen("Main.3")])
    expectReleased("Bravo", log: log, navigator: navigator)
    #expect(log.ends == ["Alpha", "Login", "Bravo"])
    #expect(navigator.flowCount == 2)
  }

  @Test("a tab container replaced at the root releases every tab's flows")
  func tabContainerReplaced() throws {
    let log = LeakLog()
    let navigator = Navigator(root: LeakAppCoordinator(log: log, first: "Tabs"))
    navigator.expectNoProblems()
    log.observe(navigator)
    navigator.attach(TestHost())
    try #require(log["TabOne"]?.startChild("Alpha", as: .push) == true)
    try #require(log["TabTwo"]?.startChild("Bravo", as: .sheet()) == true)
    #expect(navigator.flowCount == 6)

    let app = try #require(navigator.rootCoordinator as? LeakAppCoordinator)
    #expect(app.switchRoot(to: "Main"))
    expectReleased("Tabs", "TabOne", "TabTwo", "Alpha", "Bravo", log: log, navigator: navigator)
    #expect(log.results.count == 3)
    expectOrder(log.results, ["Alpha", "Tabs"])
    expectOrder(log.results, ["Bravo", "Tabs"])
    expectOrder(log.ends, ["Alpha", "TabOne", "Tabs"])
    expectOrder(log.ends, ["Bravo", "TabTwo", "Tabs"])
    #expect(navigator.flowCount == 2)
    #expect(navigator.state.tabs.isEmpty)
  }

  @Test("a new root in place of the root tab container releases the tab flows that leave it")
  func rootTabContainerGetsNewRoot() throws {
    let log = LeakLog()
    let navigator = Navigator(root: LeakTabsCoordinator(log: log))
    navigator.expectNoProblems()
    log.observe(navigator)
    try #require(log["TabOne"]?.startChild("Alpha", as: .push) == true)
    // The tab container takes no screen routes: a root screen it would own is refused, as
    // restoring it would be, and nothing changes.
    #expect(
      throws: NavigationError(
        .wrongRouteType(AnyRoute(LeakRoute.screen("Tabs.loggedOut")), flow: .root, expected: "Never"),
        context: "set the root"
      )
    ) {
      try navigator.apply(.setRoot(.stack([navigator.makeScreen(LeakRoute.screen("Tabs.loggedOut"))])))
    }
    #expect(navigator.flowCount == 4)
    // A root that the first tab's flow owns keeps that flow, and releases the others.
    try navigator.apply(.setRoot(.stack([navigator.makeScreen(LeakRoute.screen("One.loggedOut"), owner: 1)])))
    expectReleased("TabTwo", "Alpha", log: log, navigator: navigator)
    #expect(log.results == ["Alpha cancelled"])
    #expect(log.isAlive("TabOne"))
    #expect(navigator.flowCount == 2)
    #expect(log.isAlive("Tabs"))
  }

  // MARK: The navigator itself

  @Test("releasing the navigator releases every coordinator, the root's included")
  func navigatorReleased() throws {
    let log = LeakLog()
    var navigator: Navigator? = Navigator(root: LeakCoordinator("Root", log: log))
    navigator?.attach(TestHost())
    navigator?.expectNoProblems()
    try #require(log["Root"]?.startChild("Alpha", as: .push) == true)
    try #require(log["Alpha"]?.startChild("Bravo", as: .sheet()) == true)
    weak let released = navigator
    navigator = nil
    #expect(released == nil)
    #expect(log.aliveNames.isEmpty)
  }
}

/// An awaited child result resumes the awaiting task exactly once, whatever ends the wait.
@MainActor
@Suite("Flows: an awaited result resumes once")
struct FlowRunLeakTests {
  /// Starts a task that awaits `Alpha` (pushed by `Root`) and records what it returned; returns
  /// once Alpha runs.
  private func runAlpha(
    _ root: LeakCoordinator,
    _ log: LeakLog
  ) async throws -> Task<FlowResult<String>, Never> {
    let task = Task { @MainActor [log] in
      let result = await root.flow.run(LeakCoordinator("Alpha", log: log), as: .push)
      log.record(result, from: "run")
      return result
    }
    await root.flow.navigator?.settle()
    try #require(log.results.isEmpty, "run returned before Alpha started: \(log.results)")
    try #require(log["Alpha"]?.flow.isRunning == true)
    return task
  }

  @Test("run resumes with the value the child finishes with", .hangLimit)
  func runFinishes() async throws {
    let log = LeakLog()
    let root = LeakCoordinator("Root", log: log)
    let navigator = Navigator(root: root)
    navigator.attach(TestHost())
    let task = try await runAlpha(root, log)
    #expect(log["Alpha"]?.finish(with: "done") == true)
    #expect(await task.value == .finished("done"))
    #expect(log.results == ["run finished(done)"])
    expectReleased("Alpha", log: log, navigator: navigator)
    #expect(navigator.flowCount == 1)
  }

  @Test("run resumes once with cancelled when the child is cancelled", .hangLimit)
  func runChildCancelled() async throws {
    let log = LeakLog()
    let root = LeakCoordinator("Root", log: log)
    var navigator: Navigator? = Navigator(root: root)
    let host = TestHost()
    navigator?.attach(host)
    let task = try await runAlpha(root, log)
    #expect(log["Alpha"]?.cancel() == true)
    #expect(await task.value == .cancelled)
    expectReleased("Alpha", log: log, navigator: try #require(navigator))
    // Nothing resumes it again: not the navigator going away.
    navigator = nil
    await Task.yield()
    #expect(log.results == ["run cancelled"])
  }

  @Test("run resumes once with cancelled when the user swipes the child away", .hangLimit)
  func runChildSwipedAway() async throws {
    let log = LeakLog()
    let root = LeakCoordinator("Root", log: log)
    let navigator = Navigator(root: root)
    let host = TestHost()
    navigator.attach(host)
    let task = try await runAlpha(root, log)
    #expect(host.swipeBack())
    #expect(await task.value == .cancelled)
    #expect(log.results == ["run cancelled"])
    expectReleased("Alpha", log: log, navigator: navigator)
  }

  @Test("cancelling the awaiting task cancels the child and resumes once", .hangLimit)
  func awaitingTaskCancelled() async throws {
    let log = LeakLog()
    let root = LeakCoordinator("Root", log: log)
    let navigator = Navigator(root: root)
    navigator.attach(TestHost())
    log.observe(navigator)
    let task = try await runAlpha(root, log)
    task.cancel()
    #expect(await task.value == .cancelled)
    // The child is cancelled on the main actor after the task is told, and before it resumes.
    await navigator.settle()
    #expect(navigator.flowCount == 1)
    #expect(log.results == ["run cancelled"])
    #expect(log.ends == ["Alpha"])
    expectReleased("Alpha", log: log, navigator: navigator)
    #expect(navigator.state.screenCount == 1)
  }

  @Test("a task cancelled before run starts the child resumes at once", .hangLimit)
  func awaitingTaskCancelledBeforeStart() async throws {
    let log = LeakLog()
    let root = LeakCoordinator("Root", log: log)
    let navigator = Navigator(root: root)
    let task = Task { @MainActor [log] in
      withUnsafeCurrentTask { $0?.cancel() }
      let result = await root.flow.run(LeakCoordinator("Alpha", log: log), as: .push)
      log.record(result, from: "run")
      return result
    }
    #expect(await task.value == .cancelled)
    #expect(log.results == ["run cancelled"])
    expectReleased("Alpha", log: log, navigator: navigator)
    #expect(navigator.flowCount == 1)
  }

  @Test("releasing the navigator while a child runs resumes the task with cancelled", .hangLimit)
  func navigatorReleased() async throws {
    let log = LeakLog()
    let root = LeakCoordinator("Root", log: log)
    var navigator: Navigator? = Navigator(root: root)
    navigator?.attach(TestHost())
    let task = try await runAlpha(root, log)
    weak let released = navigator
    navigator = nil
    #expect(released == nil)
    #expect(await task.value == .cancelled)
    #expect(log.results == ["run cancelled"])
    #expect(!log.isAlive("Alpha"))
    #expect(!root.flow.isRunning)
  }
}

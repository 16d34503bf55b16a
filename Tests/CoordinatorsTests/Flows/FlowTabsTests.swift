import Coordinators
import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

@MainActor
@Suite("Flows: tabs and root switching", .hangLimit)
struct FlowTabsTests {
  @Test("a tab container gives each tab its own flow and stack")
  func tabsHaveFlows() throws {
    let navigator = Navigator(root: TabsCoordinator())
    navigator.expectNoProblems()
    #expect(navigator.state.tabs.map(\.id) == ["home", "settings"])
    #expect(navigator.state.selectedTab == "home")
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    let settings = try #require(navigator.coordinators(ofType: SettingsCoordinator.self).first)
    #expect(navigator.state.stack(at: .tab("home"))?.map(\.owner) == [try #require(home.flow.id)])
    #expect(navigator.state.stack(at: .tab("settings"))?.map(\.owner) == [try #require(settings.flow.id)])
    #expect(home.flow.parent === navigator.rootCoordinator)
    #expect(navigator.rootCoordinator?.flowChildrenCount == 2)
    // Each flow pushes onto its own tab's stack, selected or not.
    #expect(settings.flow.push(.about) != nil)
    #expect(navigator.state.stack(at: .tab("settings"))?.count == 2)
    #expect(navigator.state.stack(at: .tab("home"))?.count == 1)
    #expect(navigator.state.selectedTab == "home")
  }

  @Test("a flow in a tab that is not selected returns to its checkpoint in its own tab, which the return selects")
  func aReturnInABackgroundTabSelectsItsTab() throws {
    let navigator = Navigator(root: TabsCoordinator())
    navigator.expectNoProblems()
    let settings = try #require(navigator.coordinators(ofType: SettingsCoordinator.self).first)
    let returned = Journal()
    let about = Checkpoint<String>("about")
    #expect(settings.flow.push(.about) != nil)
    #expect(settings.flow.markCheckpoint(about) { returned.entries.append($0) })
    #expect(settings.flow.push(.overview) != nil)
    #expect(navigator.state.selectedTab == "home")
    #expect(settings.flow.returnToCheckpoint(about, with: "back"))
    #expect(
      navigator.state.stack(at: .tab("settings"))?.map(\.route) == [
        AnyRoute(SettingsRoute.overview), AnyRoute(SettingsRoute.about),
      ])
    #expect(navigator.state.selectedTab == "settings", "the user sees where the value arrived")
    #expect(returned.entries == ["back"])
    #expect(navigator.state.topScreen.route == AnyRoute(SettingsRoute.about))
  }

  @Test("a tab flow that finishes keeps its tab's first screen but is no longer a running child")
  func finishedTabFlowIsNotAChild() throws {
    let navigator = Navigator(root: TabsCoordinator())
    navigator.expectNoProblems()
    let tabs = try #require(navigator.rootCoordinator as? TabsCoordinator)
    let settings = try #require(navigator.coordinators(ofType: SettingsCoordinator.self).first)
    #expect(tabs.flow.children.count == 2)
    #expect(settings.cancel())
    #expect(!settings.flow.isRunning)
    // Its screen stays until the container replaces the tab.
    #expect(navigator.state.stack(at: .tab("settings"))?.count == 1)
    #expect(
      tabs.flow.children.map { ObjectIdentifier($0) } == [
        ObjectIdentifier(try #require(navigator.coordinators(ofType: HomeCoordinator.self).first))
      ])
  }

  @Test("reselecting the selected tab pops it to its root and releases its child flows")
  func reselectPopsToRoot() throws {
    let navigator = Navigator(root: TabsCoordinator())
    let host = TestHost()
    navigator.attach(host)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    var results: [FlowResult<String>] = []
    home.flow.start(WizardCoordinator(firstSteps: 2), as: .push) { results.append($0) }
    #expect(navigator.state.stack(at: .tab("home"))?.count == 3)
    #expect(host.tapTab("home"))
    #expect(navigator.state.stack(at: .tab("home"))?.count == 1)
    #expect(results == [.cancelled])
    #expect(navigator.coordinators(ofType: WizardCoordinator.self).isEmpty)
  }

  @Test("reselecting does nothing when popsToRootOnTabReselect is off")
  func reselectCanBeTurnedOff() throws {
    let navigator = Navigator(root: TabsCoordinator())
    navigator.popsToRootOnTabReselect = false
    let host = TestHost()
    navigator.attach(host)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    home.flow.push(.detail(1))
    #expect(!host.tapTab("home"))
    #expect(navigator.state.stack(at: .tab("home"))?.count == 2)
  }

  @Test("a walk selects a tab, pops it to its root and goes on in its flow")
  func walkIntoTab() throws {
    let navigator = Navigator(root: TabsCoordinator())
    navigator.expectNoProblems()
    let settings = try #require(navigator.coordinators(ofType: SettingsCoordinator.self).first)
    settings.flow.push(.about)
    try navigator.navigate(to: [AppTab.main, HomeRoute.detail(3), HomeRoute.wizard, WizardRoute.step(2)])
    #expect(navigator.state.selectedTab == "home")
    #expect(
      navigator.state.stack(at: .tab("home"))?.map(\.route) == [
        AnyRoute(HomeRoute.home), AnyRoute(HomeRoute.detail(3)), AnyRoute(WizardRoute.step(1)),
        AnyRoute(WizardRoute.step(2)),
      ]
    )
    // The walk leaves the tabs it does not enter alone.
    #expect(navigator.state.stack(at: .tab("settings"))?.count == 2)
    try navigator.navigate(to: [AppTab.main])
    #expect(navigator.state.stack(at: .tab("home"))?.count == 1)
    #expect(navigator.coordinators(ofType: WizardCoordinator.self).isEmpty)
  }

  @Test("navigating into a tab that is not selected selects it")
  func showTabRoute() throws {
    let navigator = Navigator(root: TabsCoordinator())
    let tabs = try #require(navigator.rootCoordinator as? TabsCoordinator)
    #expect(tabs.flow.show(.settings))
    #expect(navigator.state.selectedTab == "settings")
    #expect(tabs.flow.selectTab("home"))
    #expect(navigator.state.selectedTab == "home")
  }

  @Test("an app coordinator switches its root flow and the old tree is released")
  func rootSwitching() throws {
    let journal = Journal()
    let app = AppCoordinator(journal: journal)
    let navigator = Navigator(root: app)
    navigator.expectNoProblems()
    weak let onboarding = navigator.coordinators(ofType: OnboardingCoordinator.self).first
    #expect(onboarding != nil)
    #expect(navigator.state.allScreens.map(\.route) == [AnyRoute(OnboardingRoute.welcome)])
    onboarding?.flow.push(.terms)
    #expect(app.flow.show(.main))
    #expect(onboarding == nil)
    #expect(navigator.state.tabs.count == 2)
    #expect(navigator.coordinators(ofType: OnboardingCoordinator.self).isEmpty)
    weak let home = navigator.coordinators(ofType: HomeCoordinator.self).first
    #expect(home != nil)
    // Log-out: back to onboarding; the tab flows go, the root flow stays.
    #expect(app.flow.show(.onboarding))
    #expect(home == nil)
    #expect(navigator.flowCount == 2)
    #expect(navigator.rootCoordinator === app)
  }

  @Test(
    "a root flow that finishes hands over its result, and goes when its parent replaces it",
    arguments: [false, true]
  )
  func rootChildFinishing(observed: Bool) throws {
    let journal = Journal()
    let app = AppCoordinator(journal: journal)
    let navigator = Navigator(root: app)
    navigator.expectNoProblems()
    // With an observer the navigator compares states, and finishing changes none.
    if observed { navigator.observe(NavigationEvent.self) { _ in } }
    let first = try #require(navigator.coordinators(ofType: OnboardingCoordinator.self).first)
    first.cancel()
    app.startWithCallbacks()
    weak let onboarding = navigator.coordinators(ofType: OnboardingCoordinator.self).first
    #expect(onboarding?.finish() == true)
    #expect(journal.entries == ["onboarding finished()"])
    #expect(onboarding == nil)
    #expect(navigator.state.tabs.count == 2)
  }

  @Test("the tab container starts a new flow as a tab, and the tab's old flow ends")
  func startAsTab() throws {
    let navigator = Navigator(root: TabsCoordinator())
    navigator.expectNoProblems()
    let tabs = try #require(navigator.rootCoordinator as? TabsCoordinator)
    weak let oldSettings = navigator.coordinators(ofType: SettingsCoordinator.self).first
    oldSettings?.flow.push(.about)
    var results: [FlowResult<Void>] = []
    let replacement = SettingsCoordinator()
    #expect(tabs.flow.start(replacement, inTab: "settings") { results.append($0) })
    #expect(oldSettings == nil)
    #expect(navigator.state.stack(at: .tab("settings"))?.map(\.owner) == [try #require(replacement.flow.id)])
    #expect(navigator.state.stack(at: .tab("settings"))?.count == 1)
    #expect(navigator.coordinators(ofType: SettingsCoordinator.self).count == 1)
    try navigator.navigate(to: [AppTab.settings, SettingsRoute.about])
    #expect(replacement.flow.screens.count == 2)
    #expect(results.isEmpty)
  }

  @Test("only the tab container may start a flow as a tab")
  func startAsTabNeedsTheContainer() throws {
    let navigator = Navigator(root: TabsCoordinator())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    let before = navigator.state
    #expect(!home.flow.start(SettingsCoordinator(), inTab: "settings"))
    #expect(problems.errors.map(\.detail) == [.notAtRoot(1)])
    #expect(navigator.state == before)
  }

  @Test("a tab bar under a modal layer cannot be tapped")
  func tabsUnderASheet() throws {
    let navigator = Navigator(root: TabsCoordinator())
    let host = TestHost()
    navigator.attach(host)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    home.flow.show(.picker)
    #expect(!host.tapTab("settings"))
    #expect(navigator.state.selectedTab == "home")
  }

  @Test("a child opened by a flow route reports its result to the callback of its ChildFlow")
  func childFlowResults() throws {
    let navigator = Navigator(root: ResultfulCoordinator())
    navigator.expectNoProblems()
    let parent = try #require(navigator.rootCoordinator as? ResultfulCoordinator)
    try navigator.navigate(to: [HomeRoute.picker])
    let picker = try #require(navigator.coordinators(ofType: PickerCoordinator.self).first)
    picker.finish(with: 3)
    #expect(parent.results == [.finished(3)])
    parent.flow.show(.picker)
    let host = TestHost()
    navigator.attach(host)
    host.swipeDown()
    #expect(parent.results == [.finished(3), .cancelled])
  }

  @Test("showTabs is only for a flow at the root")
  func showTabsNeedsTheRoot() throws {
    let navigator = Navigator(root: HomeCoordinator())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let home = try #require(navigator.rootCoordinator as? HomeCoordinator)
    let wizard = WizardCoordinator()
    home.flow.start(wizard, as: .push)
    let before = navigator.state
    #expect(!wizard.flow.showTabs([TabFlow("settings", SettingsCoordinator())]))
    #expect(problems.errors.map(\.detail) == [.notAtRoot(1)])
    #expect(navigator.state == before)
    #expect(navigator.flowCount == 2)
  }
}

extension Coordinator {
  var flowChildrenCount: Int { flow.children.count }
}

/// Opens a picker from a flow route and keeps what it returns.
@MainActor
final class ResultfulCoordinator: Coordinator {
  let flow = Flow<HomeRoute>()
  var results: [FlowResult<Int>] = []

  func start() { flow.show(.home) }

  func child(for route: HomeRoute) -> ChildFlow? {
    guard route == .picker else { return nil }
    return .flow(PickerCoordinator(), as: .sheet()) { [weak self] in self?.results.append($0) }
  }
}

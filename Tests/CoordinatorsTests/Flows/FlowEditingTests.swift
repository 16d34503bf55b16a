import Coordinators
import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

@MainActor
@Suite("Flows: a coordinator edits its own screens", .hangLimit)
struct FlowEditingTests {
  /// Home with detail 1, 2, 3 pushed: screens 0 to 3, all the root flow's.
  func homeWithDetails() -> (Navigator, HomeCoordinator) {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    for item in 1...3 { home.flow.push(.detail(item)) }
    return (navigator, home)
  }

  func routes(_ navigator: Navigator) -> [AnyRoute] { navigator.state.allScreens.map(\.route) }

  @Test("remove, replace and insert work anywhere in the flow's stack")
  func midStackEdits() throws {
    let (navigator, home) = homeWithDetails()
    #expect(home.flow.remove(2))
    #expect(routes(navigator) == [.init(HomeRoute.home), .init(HomeRoute.detail(1)), .init(HomeRoute.detail(3))])
    let replacement = try #require(home.flow.replace(1, with: .detail(10)))
    #expect(navigator.state.screen(replacement)?.owner == .root)
    #expect(home.flow.insert(.detail(5), at: .after(replacement)) != nil)
    #expect(
      routes(navigator) == [
        .init(HomeRoute.home), .init(HomeRoute.detail(10)), .init(HomeRoute.detail(5)), .init(HomeRoute.detail(3)),
      ]
    )
  }

  @Test("pop, pop(to:) and popToRoot stay within the flow")
  func pops() throws {
    let (navigator, home) = homeWithDetails()
    #expect(home.flow.pop())
    #expect(navigator.state.screenCount == 3)
    #expect(home.flow.pop(to: .detail(1)))
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(1)))
    home.flow.push(.detail(2))
    #expect(home.flow.popToRoot())
    #expect(navigator.state.screenCount == 1)
  }

  @Test("a child's popToRoot goes back to the child's first screen, not the parent's")
  func childPopToRoot() throws {
    let (navigator, home) = homeWithDetails()
    let wizard = WizardCoordinator(firstSteps: 3)
    home.flow.start(wizard, as: .push)
    #expect(wizard.flow.popToRoot())
    #expect(navigator.state.topScreen.route == AnyRoute(WizardRoute.step(1)))
    #expect(navigator.state.screenCount == 5)
    #expect(wizard.flow.isRunning)
  }

  @Test("a flow cannot pop more than its stack holds, nor its parent's screens")
  func popLimits() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    home.flow.push(.detail(1))
    let wizard = WizardCoordinator()
    home.flow.start(wizard, as: .push)
    let before = navigator.state
    #expect(!wizard.flow.pop(count: 2))
    #expect(!home.flow.pop(count: 3))
    #expect(navigator.state == before)
    #expect(
      problems.errors.map(\.detail) == [
        .screenNotOwned(1, owner: .root, caller: 1), .cannotPop(count: 3, available: 2, .root),
      ])
  }

  @Test("show presents what presentation(for:) says, dismiss takes the flow's own layer")
  func presentationAndDismiss() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    #expect(home.flow.show(.featured))
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.state.modals[0].presentation == .fullScreenCover())
    #expect(home.flow.dismiss())
    #expect(navigator.state.modals.isEmpty)
  }

  @Test("a flow cannot dismiss a layer it did not present")
  func dismissOthers() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let picker = PickerCoordinator()
    home.flow.start(picker, as: .sheet())
    let wizard = WizardCoordinator()
    picker.flow.start(wizard, as: .push)
    #expect(!wizard.flow.dismiss())
    #expect(problems.errors.map(\.detail) == [.flowPresentedNoLayer(2)])
    // The parent presented the layer's flow, so it may dismiss it: the flows in it end.
    #expect(picker.flow.dismiss())
    #expect(navigator.flowCount == 1)
  }

  @Test("a flow route cannot be pushed as a screen")
  func flowRouteAsScreen() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(home.flow.push(.wizard) == nil)
    #expect(problems.errors.map(\.detail) == [.flowRouteAsScreen(AnyRoute(HomeRoute.wizard))])
    #expect(navigator.state.screenCount == 1)
  }

  @Test("a transaction applies several flow operations as one change, or none")
  func transactions() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    var events: [NavigationEvent] = []
    navigator.observe(NavigationEvent.self) { events.append($0) }
    try navigator.transaction {
      home.flow.push(.detail(1))
      home.flow.show(.wizard)
    }
    #expect(events.count == 1)
    #expect(navigator.flowCount == 2)
    let before = navigator.state
    #expect(throws: NavigationError.self) {
      try navigator.transaction {
        home.flow.push(.detail(2))
        home.flow.remove(99)
        home.flow.push(.detail(3))
      }
    }
    #expect(navigator.state == before)
    #expect(events.count == 1)
  }

  @Test("a failed start inside a transaction leaves no flow behind")
  func failedStartRollsBack() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let wizard = WizardCoordinator()
    #expect(throws: NavigationError.self) {
      try navigator.transaction {
        home.flow.start(wizard, as: .push)
        home.flow.start(EmptyCoordinator(), as: .push)
      }
    }
    #expect(wizard.flow.id == nil)
    #expect(navigator.flowCount == 1)
    #expect(navigator.state.screenCount == 1)
    // The coordinator can start again afterwards.
    navigator.expectNoProblems()
    #expect(home.flow.start(wizard, as: .push))
  }
}

@MainActor
@Suite("Flows: reading the tree", .hangLimit)
struct FlowTreeTests {
  @Test("children, parent, keys and types find flows")
  func lookups() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    let first = WizardCoordinator()
    let second = WizardCoordinator()
    home.flow.start(first, as: .push, key: "first")
    first.flow.start(second, as: .push, key: "second")
    #expect(home.flow.children.map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
    #expect(second.flow.parent === first)
    #expect(home.flow.parent == nil)
    #expect(navigator.coordinator(forKey: "second") === second)
    #expect(navigator.coordinator(forKey: "third") == nil)
    #expect(
      navigator.coordinators(ofType: WizardCoordinator.self).map(ObjectIdentifier.init) == [
        ObjectIdentifier(first), ObjectIdentifier(second),
      ])
    #expect(navigator.coordinator(for: 2) === second)
    #expect(second.flow.key == "second")
    #expect(navigator.flowID(owning: navigator.state.topScreen.id) == 2)
    #expect(first.flow.screens.map(\.route) == [AnyRoute(WizardRoute.step(1))])
  }

  @Test("end and endChildren end child flows with their screens")
  func endingChildren() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let wizard = WizardCoordinator()
    let picker = PickerCoordinator()
    home.flow.start(wizard, as: .push)
    home.flow.start(picker, as: .sheet())
    #expect(!wizard.flow.end(picker))
    #expect(problems.errors.map(\.detail) == [.notAChild(2, parent: 1)])
    #expect(home.flow.end(picker))
    #expect(navigator.state.modals.isEmpty)
    home.flow.start(PickerCoordinator(), as: .sheet())
    #expect(home.flow.endChildren())
    #expect(navigator.flowCount == 1)
    #expect(navigator.state.screenCount == 1)
  }

  @Test("the navigator prints the flow tree under the state")
  func treeDescription() throws {
    let navigator = Navigator(root: TabsCoordinator())
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    home.flow.show(.wizard)
    let flows = navigator.treeDescription.split(separator: "\n").drop { $0 != "flows" }
    #expect(
      Array(flows) == [
        "flows",
        "  0 TabsCoordinator",
        "    1 HomeCoordinator (tab \"home\")",
        "      3 WizardCoordinator (opened by HomeRoute.wizard)",
        "    2 SettingsCoordinator (tab \"settings\")",
        "host: none",
      ]
    )
  }

  @Test("a walk keeps a root child opened by the same route, and on a navigator without flows pushes")
  func walkReusesRootChild() throws {
    let app = AppCoordinator()
    let navigator = Navigator(root: app)
    navigator.expectNoProblems()
    try navigator.navigate(to: [AppRoute.main, AppTab.settings, SettingsRoute.about])
    let tabs = try #require(navigator.coordinators(ofType: TabsCoordinator.self).first)
    #expect(navigator.state.selectedTab == "settings")
    try navigator.navigate(to: [AppRoute.main, AppTab.main])
    #expect(navigator.coordinators(ofType: TabsCoordinator.self).first === tabs)
    #expect(navigator.state.selectedTab == "home")

    let plain = Navigator(root: TestRoute("root"))
    plain.push(TestRoute("old"))
    try plain.navigate(to: [TestRoute("a"), TestRoute("b")])
    #expect(plain.state.allScreens.map(\.route) == ["root", "a", "b"].map { AnyRoute(TestRoute($0)) })
  }

  @Test("a walk presents modal screens and starts modal child flows, and pushes inside them")
  func walkIntoModals() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    try navigator.navigate(to: [HomeRoute.picker, PickerRoute.shades])
    #expect(navigator.state.modals.count == 1)
    #expect(
      navigator.state.modals[0].stack.map(\.route) == [AnyRoute(PickerRoute.colors), AnyRoute(PickerRoute.shades)])
    try navigator.navigate(to: [HomeRoute.featured])
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.state.modals[0].presentation == .fullScreenCover())
    #expect(navigator.coordinators(ofType: PickerCoordinator.self).isEmpty)
  }
}

@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

/// Handles only ``Tapped``, typed.
@MainActor
final class TappedWizard: Coordinator {
  let flow = Flow<WizardRoute>()
  var tapped: [Int] = []

  func start() { flow.show(.step(1)) }

  func handle(_ action: Tapped) -> ActionHandling {
    tapped.append(action.item)
    return action.item > 0 ? .handled : .unhandled
  }
}

/// Handles ``Tapped`` and ``StandardAction`` through an enum that wraps both.
@MainActor
final class WrappingWizard: Coordinator {
  enum Action: CoordinatorAction, Equatable {
    case tapped(Tapped)
    case standard(StandardAction)

    static func accepting(_ action: any CoordinatorAction) -> Action? {
      Tapped.accepting(action).map(tapped) ?? StandardAction.accepting(action).map(standard)
    }
  }

  let flow = Flow<WizardRoute>()
  var handled: [Action] = []

  func start() { flow.show(.step(1)) }

  func handle(_ action: Action) -> ActionHandling {
    handled.append(action)
    return .handled
  }
}

/// Starts children with the callbacks that hand it back to itself.
@MainActor
final class ParentCoordinator: Coordinator {
  let flow = Flow<HomeRoute>()
  var results: [String] = []

  func start() { flow.show(.home) }

  func child(for route: HomeRoute) -> ChildFlow? {
    guard route == .picker else { return nil }
    return childFlow(PickerCoordinator(), as: .sheet()) { parent, result in
      parent.results.append("picker \(result)")
    }
  }
}

@MainActor
@Suite("The typed API: actions, presentations, results, the root and stacks", .hangLimit)
struct TypedAPITests {
  // MARK: Actions

  @Test("a coordinator is offered only actions of its type, typed; others go on to its parent")
  func typedActions() throws {
    let journal = Journal()
    let home = HomeCoordinator(journal: journal)
    let navigator = Navigator(root: home)
    let wizard = TappedWizard()
    #expect(home.flow.start(wizard))
    #expect(wizard.flow.send(Tapped(item: 3)))
    #expect(wizard.tapped == [3])
    #expect(journal.entries.isEmpty)
    // Not a Tapped: the wizard never sees it, the home coordinator does.
    _ = ProblemRecorder(navigator, recordsIssues: false)  // the navigator keeps it alive
    #expect(!wizard.flow.send(StandardAction.done))
    #expect(wizard.tapped == [3])
    #expect(journal.entries == ["home handled done"])
    // A Tapped the wizard leaves unhandled goes up too.
    journal.entries.removeAll()
    #expect(!wizard.flow.send(Tapped(item: 0)))
    #expect(wizard.tapped == [3, 0])
    #expect(journal.entries == ["home handled Tapped(item: 0)"])
  }

  @Test("an enum that wraps several action types takes each of them")
  func wrappedActions() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let wizard = WrappingWizard()
    #expect(home.flow.start(wizard))
    #expect(navigator.send(Tapped(item: 2), from: navigator.state.topScreen.id))
    #expect(wizard.flow.send(StandardAction.cancel))
    #expect(wizard.handled == [.tapped(Tapped(item: 2)), .standard(.cancel)])
  }

  @Test("a coordinator without an action type passes every action by, and one nobody takes is reported")
  func neverHandlesNothing() throws {
    let navigator = Navigator(root: SettingsCoordinator())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(!navigator.send(Tapped(item: 1), from: 0))
    #expect(problems.problems == [.unhandledAction("Tapped(item: 1)", from: 0)])
  }

  // MARK: Presentations

  @Test("a modal is written the same way wherever a Presentation is asked for")
  func presentationSpellings() {
    #expect(Presentation.sheet() == .modal(.sheet()))
    #expect(
      Presentation.sheet(detents: [.medium], grabber: .hidden, interactiveDismissDisabled: true)
        == .modal(
          ModalPresentation(style: .sheet(detents: [.medium], grabber: .hidden), isInteractiveDismissDisabled: true)))
    #expect(
      Presentation.fullScreenCover(embedsNavigationStack: false)
        == .modal(.fullScreenCover(embedsNavigationStack: false)))
    #expect(Presentation.custom("zoom") == .modal(.custom("zoom")))
  }

  @Test("a child flow started as a sheet opens a modal layer; pushed by default")
  func startAsPresentation() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    #expect(home.flow.start(WizardCoordinator()))
    #expect(navigator.state.stack(at: .root)?.count == 2)
    #expect(home.flow.start(PickerCoordinator(), as: .fullScreenCover()))
    #expect(navigator.state.modals.map(\.presentation) == [.fullScreenCover()])
  }

  // MARK: The root and running coordinators by type

  @Test("the running coordinators are found by their type, in the order they started, and by their key")
  func coordinatorsByType() throws {
    let navigator = Navigator(root: TabsCoordinator())
    #expect(navigator.rootCoordinator is TabsCoordinator)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).last)
    #expect(navigator.coordinators(ofType: WizardCoordinator.self).isEmpty)
    let first = WizardCoordinator()
    let second = WizardCoordinator()
    #expect(home.flow.start(first, key: "first"))
    #expect(home.flow.start(second))
    let wizards = navigator.coordinators(ofType: WizardCoordinator.self)
    #expect(wizards.count == 2 && wizards.first === first && wizards.last === second)
    #expect(navigator.coordinator(forKey: "first") === first)
    #expect(navigator.coordinator(forKey: "second") == nil)
  }

  // MARK: Results that call back the parent

  @Test("start hands the child's typed result to its callback, once")
  func startCallsBack() throws {
    let parent = ParentCoordinator()
    let navigator = Navigator(root: parent)
    navigator.expectNoProblems()
    let picker = PickerCoordinator()
    var received: [FlowResult<Int>] = []
    #expect(parent.flow.start(picker, as: .sheet()) { result in received.append(result) })
    #expect(navigator.state.modals.count == 1)
    picker.finish(with: 7)
    #expect(received == [.finished(7)])
  }

  @Test("a child flow of a route hands the parent back with the result")
  func childFlowCallsBackTheParent() throws {
    let parent = ParentCoordinator()
    let navigator = Navigator(root: parent)
    navigator.expectNoProblems()
    #expect(parent.flow.show(.picker))
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.dismiss())
    #expect(parent.results == ["picker cancelled"])
  }

  @Test("startAtRoot replaces the navigation and hands the child's result to its callback")
  func startAtRootCallsBack() throws {
    let app = AppCoordinator()
    let navigator = Navigator(root: app)
    navigator.expectNoProblems()
    let onboarding = OnboardingCoordinator()
    var received: [FlowResult<Void>] = []
    #expect(app.flow.startAtRoot(onboarding) { result in received.append(result) })
    #expect(navigator.state.stack(at: .root)?.map(\.owner) == [try #require(onboarding.flow.id)])
    onboarding.finish()
    #expect(received.count == 1 && received.first?.value != nil)
  }

  // MARK: Stack conveniences

  @Test("pop(to:) a route type pops the flow back out of a pushed child flow")
  func flowPopToType() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    home.flow.push(.detail(1))
    #expect(home.flow.start(WizardCoordinator(firstSteps: 3)))
    #expect(navigator.state.screenCount == 5)
    #expect(home.flow.pop(to: HomeRoute.self))
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(1)))
    #expect(navigator.coordinators(ofType: WizardCoordinator.self).last == nil)
  }

  @Test("pop(to:) a route type that the stack does not show is refused with a typed error")
  func popToMissingType() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(!home.flow.pop(to: PickerRoute.self))
    #expect(!navigator.pop(to: PickerRoute.self))
    #expect(problems.errors.map(\.detail) == Array(repeating: .routeTypeNotFound("PickerRoute", .root), count: 2))
  }

  @Test("the navigator pops its top-most stack to the top-most screen of a route type")
  func navigatorPopToType() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    #expect(home.flow.start(WizardCoordinator(firstSteps: 2)))
    home.flow.push(.detail(4))
    #expect(navigator.pop(to: WizardRoute.self))
    #expect(navigator.state.topScreen.route == AnyRoute(WizardRoute.step(2)))
  }

  @Test("popOrDismiss pops while the stack has screens to pop, then dismisses the flow's layer")
  func flowPopOrDismiss() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    let picker = PickerCoordinator()
    var results: [FlowResult<Int>] = []
    #expect(home.flow.start(picker, as: .sheet()) { results.append($0) })
    picker.flow.push(.shades)
    #expect(picker.flow.popOrDismiss())
    #expect(navigator.state.modals.first?.stack.count == 1)
    #expect(picker.flow.popOrDismiss())
    #expect(navigator.state.modals.isEmpty)
    #expect(results == [.cancelled])
  }

  @Test("popOrDismiss with one screen and no layer is refused")
  func popOrDismissWithNowhereToGo() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(!home.flow.popOrDismiss())
    #expect(!navigator.popOrDismiss())
    #expect(problems.errors.map(\.detail) == Array(repeating: .cannotPop(count: 1, available: 0, .root), count: 2))
  }

  @Test("the navigator's popOrDismiss pops, then dismisses the top-most layer")
  func navigatorPopOrDismiss() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    home.flow.push(.detail(1))
    home.flow.present(.detail(2), as: .sheet())
    #expect(navigator.popOrDismiss())
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.popOrDismiss())
    #expect(navigator.state.screenCount == 1)
  }

  @Test("setStack keeps the screens whose route stays at the same place, and replaces the rest")
  func setStackKeepsScreens() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    let first = try #require(home.flow.push(.detail(1)))
    home.flow.push(.detail(2))
    let ids = try #require(home.flow.setStack([.home, .detail(1), .detail(3), .detail(4)]))
    #expect(ids[0] == 0)
    #expect(ids[1] == first)
    #expect(ids[2] > first && ids[3] > ids[2])
    #expect(navigator.state.stack(at: .root)?.map(\.id) == ids)
    #expect(
      navigator.state.stack(at: .root)?.map(\.route)
        == [HomeRoute.home, .detail(1), .detail(3), .detail(4)].map { AnyRoute($0) })
  }

  @Test("setStack inside a modal flow keeps the layer's presentation on a new first screen")
  func setStackInAModalLayer() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    let picker = PickerCoordinator()
    #expect(home.flow.start(picker, as: .sheet(detents: [.medium])))
    let ids = try #require(picker.flow.setStack([.shades, .colors]))
    #expect(navigator.state.modals.first?.stack.map(\.id) == ids)
    #expect(navigator.state.modals.first?.presentation == .sheet(detents: [.medium]))
  }

  @Test("setStack that would remove a screen the flow does not own is refused; nothing changes")
  func setStackRefusesOthersScreens() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let wizard = WizardCoordinator()
    #expect(home.flow.start(wizard))
    let parents = try #require(home.flow.push(.detail(9)))
    let before = navigator.state
    #expect(wizard.flow.setStack([.step(5)]) == nil)
    #expect(navigator.state == before)
    let caller = try #require(wizard.flow.id)
    #expect(problems.errors.map(\.detail) == [.screenNotOwned(parents, owner: .root, caller: caller)])
  }

  // MARK: Walks without routes that only enter a tab

  @Test("a walk enters the tab whose flow takes its first route, without a route of the tab container")
  func walkEntersTabByRouteType() throws {
    let navigator = Navigator(root: TabsCoordinator())
    navigator.expectNoProblems()
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).last)
    home.flow.push(.detail(1))
    try navigator.navigate(to: [SettingsRoute.about])
    #expect(navigator.state.selectedTab == "settings")
    #expect(
      navigator.state.stack(at: .tab("settings"))?.map(\.route)
        == [SettingsRoute.overview, .about].map { AnyRoute($0) })
    try navigator.navigate(to: [HomeRoute.wizard, WizardRoute.step(2)])
    #expect(navigator.state.selectedTab == "home")
    #expect(
      navigator.state.stack(at: .tab("home"))?.map(\.route) == [
        AnyRoute(HomeRoute.home), AnyRoute(WizardRoute.step(1)), AnyRoute(WizardRoute.step(2)),
      ])
  }

  @Test("a walk goes down through a root child to the tab that takes the route")
  func walkEntersRootChildAndTab() throws {
    let app = AppCoordinator()
    let navigator = Navigator(root: app)
    navigator.expectNoProblems()
    try navigator.navigate(to: [AppRoute.main])
    try navigator.navigate(to: [SettingsRoute.about])
    #expect(navigator.state.selectedTab == "settings")
    #expect(navigator.state.topScreen.route == AnyRoute(SettingsRoute.about))
  }
}

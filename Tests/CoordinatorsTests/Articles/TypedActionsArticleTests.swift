@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

// The code of the article Typed Actions (Sources/Coordinators/Documentation.docc/TypedActions.md), as it
// is printed there, and the behaviour the article describes. Keep the two in step.
enum ActionsArticle {
  enum InboxRoute: Route {
    case inbox, settings
    case message(Int)
  }
  enum SettingsRoute: Route { case settings, about }

  enum InboxAction: CoordinatorAction { case open(Int) }
  enum SettingsAction: CoordinatorAction { case showAbout }
  enum SessionAction: CoordinatorAction { case signOut }

  @MainActor final class SettingsCoordinator: Coordinator {
    let flow = Flow<SettingsRoute>()

    func start() { flow.show(.settings) }

    func handle(_ action: SettingsAction) -> ActionHandling {  // its Action is SettingsAction
      switch action {
      case .showAbout: flow.push(.about)
      }
      return .handled
    }
  }

  @MainActor final class InboxCoordinator: Coordinator {
    enum Action: CoordinatorAction {
      case inbox(InboxAction)
      case session(SessionAction)

      static func accepting(_ action: any CoordinatorAction) -> Action? {
        InboxAction.accepting(action).map(inbox) ?? SessionAction.accepting(action).map(session)
      }
    }

    let flow = Flow<InboxRoute>()
    var isSignedIn = true

    func start() { flow.show(.inbox) }

    func child(for route: InboxRoute) -> ChildFlow? {
      route == .settings ? .flow(SettingsCoordinator()) : nil
    }

    func handle(_ action: Action) -> ActionHandling {
      switch action {
      case .inbox(.open(let id)): flow.push(.message(id))
      case .session(.signOut):
        isSignedIn = false
        flow.popToRoot()  // ends the settings flow too
      }
      return .handled
    }
  }
}

extension ActionsArticle {
  @MainActor
  @Suite("Article Typed Actions: typed actions that bubble up the flow tree", .hangLimit)
  struct Tests {
    @Test("an action from a screen goes to the flow that owns it, then up to the first coordinator of its type")
    func bubbling() throws {
      let inbox = InboxCoordinator()
      let navigator = Navigator(root: inbox)
      navigator.expectNoProblems()
      try navigator.navigate(to: [InboxRoute.settings])
      let settingsScreen = navigator.state.topScreen.id
      #expect(navigator.send(SettingsAction.showAbout, from: settingsScreen))
      #expect(navigator.state.topScreen.route == AnyRoute(SettingsRoute.about))
      let aboutScreen = navigator.state.topScreen.id
      weak let settings = navigator.coordinators(ofType: SettingsCoordinator.self).last
      #expect(settings != nil)

      #expect(navigator.send(SessionAction.signOut, from: aboutScreen))
      #expect(!inbox.isSignedIn)
      #expect(settings == nil)
      #expect(navigator.state.screenCount == 1)
    }

    @Test("a coordinator sends from its flow, or straight to its parent")
    func fromTheFlow() throws {
      let inbox = InboxCoordinator()
      let navigator = Navigator(root: inbox)
      navigator.expectNoProblems()
      inbox.flow.show(.settings)
      let settings = try #require(navigator.coordinators(ofType: SettingsCoordinator.self).last)
      #expect(settings.flow.send(InboxAction.open(7)))
      #expect(navigator.state.topScreen.route == AnyRoute(InboxRoute.message(7)))
      #expect(settings.flow.sendToParent(SessionAction.signOut))
      #expect(!inbox.isSignedIn)
    }

    @Test("an action nobody takes is a problem for the observers, naming the action and the flow")
    func unhandled() throws {
      let navigator = Navigator(root: InboxCoordinator())
      let problems = ProblemRecorder(navigator, recordsIssues: false)
      var seen: [NavigationProblem] = []
      navigator.observe(NavigationProblem.self) { seen.append($0) }
      #expect(!navigator.send(StandardAction.done, from: 0))
      #expect(problems.unhandledActions == ["done from flow 0"])
      #expect(seen == [.unhandledAction("done", from: 0)])
      #expect(seen.first?.description == "no coordinator handled done, sent from flow 0")

      #expect(!navigator.send(StandardAction.done, from: 42))
      #expect(problems.errors.map(\.detail) == [.screenNotFound(42)])
    }
  }
}

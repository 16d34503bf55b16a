// The declarations the code of the TestingNavigation article takes for granted
// (Scripts/check-snippets.sh): an inbox, a wizard, and an app that starts the wizard.
import Coordinators
import CoordinatorsTesting
import Foundation
import Testing

let navigator = Navigator(root: TestRoute("inbox"))
let reportURL = URL(filePath: "/tmp/navigation.jsonl")

@MainActor func makeInboxNavigator() -> Navigator {
  let navigator = Navigator(root: TestRoute("inbox"))
  navigator.expectNoProblems()
  return navigator
}

enum AppRoutes {
  static let registry = RouteRegistry()
}

enum WizardRoute: Route { case step(Int) }
enum WizardAction: CoordinatorAction { case next }

final class WizardCoordinator: Coordinator {
  let flow = Flow<WizardRoute>()
  func start() { flow.show(.step(1)) }
  func handle(_ action: WizardAction) -> ActionHandling {
    flow.push(.step(2))
    return .handled
  }
}

enum AppRoute: Route { case home }
enum AppAction: CoordinatorAction { case startWizard }

final class AppCoordinator: Coordinator {
  let flow = Flow<AppRoute>()
  func start() { flow.show(.home) }
  func handle(_ action: AppAction) -> ActionHandling {
    flow.start(WizardCoordinator(), as: .sheet())
    return .handled
  }
}

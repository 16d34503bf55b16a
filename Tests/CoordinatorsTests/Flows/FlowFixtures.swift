import Coordinators

/// The routes of the fixture flows: a home flow with a pushed wizard, a presented picker and an
/// ordinary detail screen.
enum HomeRoute: Route {
  case home
  case detail(Int)
  case wizard
  case picker
  case featured
}

enum WizardRoute: Route {
  case step(Int)
}

enum PickerRoute: Route, Codable {
  case colors
  case shades
}

/// Any action at all, for coordinators that record every action that reaches them.
struct SeenAction: CoordinatorAction, CustomStringConvertible {
  let base: any CoordinatorAction

  static func accepting(_ action: any CoordinatorAction) -> SeenAction? { SeenAction(base: action) }

  var description: String { String(describing: base) }
}

/// Records what reached it, so tests can see results and actions arrive.
@MainActor
final class Journal {
  var entries: [String] = []
}

@MainActor
final class HomeCoordinator: Coordinator {
  let flow = Flow<HomeRoute>()
  let journal: Journal
  var handles: (SeenAction) -> ActionHandling = { _ in .unhandled }

  init(journal: Journal = Journal()) { self.journal = journal }

  func start() { flow.show(.home) }

  func child(for route: HomeRoute) -> ChildFlow? {
    switch route {
    case .wizard: .flow(WizardCoordinator(journal: journal))
    case .picker: .flow(PickerCoordinator(), as: .sheet())
    default: nil
    }
  }

  func presentation(for route: HomeRoute) -> Presentation {
    route == .featured ? .modal(.fullScreenCover()) : .push
  }

  func handle(_ action: SeenAction) -> ActionHandling {
    journal.entries.append("home handled \(action)")
    return handles(action)
  }
}

@MainActor
final class WizardCoordinator: Coordinator {
  typealias Output = String

  let flow = Flow<WizardRoute>()
  let journal: Journal
  let firstSteps: Int

  init(journal: Journal = Journal(), firstSteps: Int = 1) {
    self.journal = journal
    self.firstSteps = firstSteps
  }

  func start() {
    for step in 1...firstSteps { flow.show(.step(step)) }
  }
}

@MainActor
final class PickerCoordinator: Coordinator {
  typealias Output = Int

  let flow = Flow<PickerRoute>()

  func start() { flow.show(.colors) }
}

/// Shows nothing when started: an error.
@MainActor
final class EmptyCoordinator: Coordinator {
  let flow = Flow<WizardRoute>()

  func start() {}
}

// MARK: Tabs and root switching

enum AppTab: Route {
  case main
  case settings
}

enum SettingsRoute: Route {
  case overview
  case about
}

/// A tab container: no screens of its own, a Home tab and a Settings tab.
@MainActor
final class TabsCoordinator: Coordinator {
  let flow = Flow<AppTab>()
  let journal: Journal

  init(journal: Journal = Journal()) { self.journal = journal }

  func start() {
    flow.showTabs(
      [TabFlow("home", HomeCoordinator(journal: journal)), TabFlow("settings", SettingsCoordinator())],
      selected: "home"
    )
  }

  func child(for route: AppTab) -> ChildFlow? {
    switch route {
    case .main: .tab("home")
    case .settings: .tab("settings")
    }
  }
}

@MainActor
final class SettingsCoordinator: Coordinator {
  let flow = Flow<SettingsRoute>()

  func start() { flow.show(.overview) }
}

enum AppRoute: Route {
  case onboarding
  case main
}

enum OnboardingRoute: Route {
  case welcome
  case terms
}

@MainActor
final class OnboardingCoordinator: Coordinator {
  let flow = Flow<OnboardingRoute>()

  func start() { flow.show(.welcome) }
}

/// An app coordinator without screens: it runs onboarding, then the tabs, at the root.
@MainActor
final class AppCoordinator: Coordinator {
  let flow = Flow<AppRoute>()
  let journal: Journal

  init(journal: Journal = Journal()) { self.journal = journal }

  func start() { flow.show(.onboarding) }

  func child(for route: AppRoute) -> ChildFlow? {
    switch route {
    case .onboarding:
      let onboarding = OnboardingCoordinator()
      return .root(onboarding)
    case .main:
      return .root(TabsCoordinator(journal: journal))
    }
  }

  /// Runs onboarding, and the tabs once it finishes.
  func startWithCallbacks() {
    flow.startAtRoot(OnboardingCoordinator()) { [weak self] result in
      self?.journal.entries.append("onboarding \(result)")
      if case .finished = result { self?.flow.show(.main) }
    }
  }
}

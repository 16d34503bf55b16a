import Coordinators

// The flows the tests of the flow layer, the map and the logger run: one copy for every test
// target (the expected maps in docs/maps name these coordinators and routes).

/// The routes of the fixture flows: a home flow with a pushed wizard, a presented picker and an
/// ordinary detail screen.
package enum HomeRoute: Route {
  case home
  case detail(Int)
  case wizard
  case picker
  case featured
}

package enum WizardRoute: Route {
  case step(Int)
}

package enum PickerRoute: Route, Codable {
  case colors
  case shades
}

/// Any action at all, for coordinators that record every action that reaches them.
package struct SeenAction: CoordinatorAction, CustomStringConvertible {
  package let base: any CoordinatorAction

  package init(base: any CoordinatorAction) { self.base = base }

  package static func accepting(_ action: any CoordinatorAction) -> SeenAction? { SeenAction(base: action) }

  package var description: String { String(describing: base) }
}

/// Records what reached it, so tests can see results and actions arrive.
@MainActor
package final class Journal {
  package var entries: [String] = []

  package init() {}
}

@MainActor
package final class HomeCoordinator: Coordinator {
  package let flow = Flow<HomeRoute>()
  package let journal: Journal
  package var handles: (SeenAction) -> ActionHandling = { _ in .unhandled }

  package init(journal: Journal = Journal()) { self.journal = journal }

  package func start() { flow.show(.home) }

  package func child(for route: HomeRoute) -> ChildFlow? {
    switch route {
    case .wizard: .flow(WizardCoordinator(journal: journal))
    case .picker: .flow(PickerCoordinator(), as: .sheet())
    default: nil
    }
  }

  package func presentation(for route: HomeRoute) -> Presentation {
    route == .featured ? .modal(.fullScreenCover()) : .push
  }

  package func handle(_ action: SeenAction) -> ActionHandling {
    journal.entries.append("home handled \(action)")
    return handles(action)
  }
}

@MainActor
package final class WizardCoordinator: Coordinator {
  package typealias Output = String

  package let flow = Flow<WizardRoute>()
  package let journal: Journal
  package let firstSteps: Int

  package init(journal: Journal = Journal(), firstSteps: Int = 1) {
    self.journal = journal
    self.firstSteps = firstSteps
  }

  package func start() {
    for step in 1...firstSteps { flow.show(.step(step)) }
  }
}

@MainActor
package final class PickerCoordinator: Coordinator {
  package typealias Output = Int

  package let flow = Flow<PickerRoute>()

  package init() {}

  package func start() { flow.show(.colors) }
}

/// Shows nothing when started: an error.
@MainActor
package final class EmptyCoordinator: Coordinator {
  package let flow = Flow<WizardRoute>()

  package init() {}

  package func start() {}
}

// MARK: Tabs and root switching

package enum AppTab: Route {
  case main
  case settings
}

package enum SettingsRoute: Route {
  case overview
  case about
}

/// A tab container: no screens of its own, a Home tab and a Settings tab.
@MainActor
package final class TabsCoordinator: Coordinator {
  package let flow = Flow<AppTab>()
  package let journal: Journal

  package init(journal: Journal = Journal()) { self.journal = journal }

  package func start() {
    flow.showTabs(
      [TabFlow("home", HomeCoordinator(journal: journal)), TabFlow("settings", SettingsCoordinator())],
      selected: "home"
    )
  }

  package func child(for route: AppTab) -> ChildFlow? {
    switch route {
    case .main: .tab("home")
    case .settings: .tab("settings")
    }
  }
}

@MainActor
package final class SettingsCoordinator: Coordinator {
  package let flow = Flow<SettingsRoute>()

  package init() {}

  package func start() { flow.show(.overview) }
}

package enum AppRoute: Route {
  case onboarding
  case main
}

package enum OnboardingRoute: Route {
  case welcome
  case terms
}

@MainActor
package final class OnboardingCoordinator: Coordinator {
  package let flow = Flow<OnboardingRoute>()

  package init() {}

  package func start() { flow.show(.welcome) }
}

/// An app coordinator without screens: it runs onboarding, then the tabs, at the root.
@MainActor
package final class AppCoordinator: Coordinator {
  package let flow = Flow<AppRoute>()
  package let journal: Journal

  package init(journal: Journal = Journal()) { self.journal = journal }

  package func start() { flow.show(.onboarding) }

  package func child(for route: AppRoute) -> ChildFlow? {
    switch route {
    case .onboarding:
      let onboarding = OnboardingCoordinator()
      return .root(onboarding)
    case .main:
      return .root(TabsCoordinator(journal: journal))
    }
  }

  /// Runs onboarding, and the tabs once it finishes.
  package func startWithCallbacks() {
    flow.startAtRoot(OnboardingCoordinator()) { [weak self] result in
      self?.journal.entries.append("onboarding \(result)")
      if case .finished = result { self?.flow.show(.main) }
    }
  }
}

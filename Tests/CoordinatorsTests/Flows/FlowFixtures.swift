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

enum PickerRoute: Route {
  case colors
  case shades
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
  var handles: (any CoordinatorAction) -> ActionHandling = { _ in .unhandled }

  init(journal: Journal = Journal()) { self.journal = journal }

  func start() { flow.show(.home) }

  func child(for route: HomeRoute) -> ChildFlow? {
    switch route {
    case .wizard: .push(WizardCoordinator(journal: journal))
    case .picker: .present(PickerCoordinator(), as: .sheet())
    default: nil
    }
  }

  func presentation(for route: HomeRoute) -> Presentation {
    route == .featured ? .modal(.fullScreenCover()) : .push
  }

  func handle(_ action: any CoordinatorAction) -> ActionHandling {
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

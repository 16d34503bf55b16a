import Coordinators

/// The flows the map's and the logger's tests draw and print: a home flow with a pushed wizard,
/// a presented picker, an ordinary detail screen and a full-screen cover. Their type and route
/// names are what the expected maps and lines hold (docs/maps too).
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

/// Any action at all: one that no coordinator handles.
struct SeenAction: CoordinatorAction, CustomStringConvertible {
  let base: any CoordinatorAction

  static func accepting(_ action: any CoordinatorAction) -> SeenAction? { SeenAction(base: action) }

  var description: String { String(describing: base) }
}

@MainActor
final class HomeCoordinator: Coordinator {
  let flow = Flow<HomeRoute>()

  func start() { flow.show(.home) }

  func child(for route: HomeRoute) -> ChildFlow? {
    switch route {
    case .wizard: .flow(WizardCoordinator())
    case .picker: .flow(PickerCoordinator(), as: .sheet())
    default: nil
    }
  }

  func presentation(for route: HomeRoute) -> Presentation {
    route == .featured ? .modal(.fullScreenCover()) : .push
  }

  func handle(_ action: SeenAction) -> ActionHandling { .unhandled }
}

@MainActor
final class WizardCoordinator: Coordinator {
  typealias Output = String

  let flow = Flow<WizardRoute>()

  func start() { flow.show(.step(1)) }
}

@MainActor
final class PickerCoordinator: Coordinator {
  typealias Output = Int

  let flow = Flow<PickerRoute>()

  func start() { flow.show(.colors) }
}

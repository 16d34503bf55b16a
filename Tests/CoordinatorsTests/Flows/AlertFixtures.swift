import Coordinators
import FlowFixtures

/// What the fixtures' alert buttons send.
enum ShapeAction: CoordinatorAction, Equatable {
  case delete
  case keep
}

/// A home flow that asks before deleting, and records the actions that reach it.
@MainActor
final class AskingCoordinator: Coordinator {
  let flow = Flow<HomeRoute>()
  var received: [ShapeAction] = []

  func start() { flow.show(.home) }

  func child(for route: HomeRoute) -> ChildFlow? {
    switch route {
    case .wizard: .flow(AskingWizard())
    case .picker: .flow(PickerCoordinator(), as: .sheet())
    default: nil
    }
  }

  func handle(_ action: ShapeAction) -> ActionHandling {
    received.append(action)
    return .handled
  }

  @discardableResult
  func confirmDeletion(style: AlertStyle = .alert) -> AlertID? {
    flow.alert(
      "Delete the star?", message: "It cannot be undone.", style: style,
      buttons: [.destructive("Delete", action: ShapeAction.delete), AlertButton("Keep", action: .keep), .cancel()])
  }
}

/// A pushed child flow that handles no action: its alert's actions go up to the home flow.
@MainActor
final class AskingWizard: Coordinator {
  let flow = Flow<WizardRoute>()

  func start() { flow.show(.step(1)) }
}

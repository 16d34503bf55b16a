import Coordinators
import Observation

/// The custom shapes flow: a list of shapes drawn with paths, pushed onto the root stack, and
/// the shape the user picks.
///
/// Going from its list to the star, and back, uses the transition ``ShapesApp/starTransition``
/// (see ``ShapesApp/transitionRules``).
///
/// A shape can be deleted, after a confirmation dialog: its destructive button's action comes
/// back to ``handle(_:)`` like any row's.
@MainActor
@Observable
public final class CustomShapesCoordinator: Coordinator {
  /// The flow's handle.
  public let flow = Flow<CustomShapesRoute>()
  /// The shapes the list shows: every custom shape but the deleted ones.
  public private(set) var shapes = CustomShape.allCases

  /// A coordinator that starts on its list.
  public init() {}

  /// Shows the list of custom shapes.
  public func start() {
    flow.show(.list)
  }

  /// Shows the custom shape a row selects; pops back to the list from a shape; asks before
  /// deleting a shape, and deletes it once confirmed.
  public func handle(_ action: ShapesAction) -> ActionHandling {
    switch action {
    case .select(.custom(let shape)): flow.show(.shape(shape))
    case .backToList: flow.pop(to: .list)
    case .askToDelete(let shape):
      flow.alert(
        "Delete the \(shape.title.lowercased())?", message: "It leaves the list.",
        style: .confirmationDialog, buttons: [.destructive("Delete", action: ShapesAction.delete(shape)), .cancel()])
    case .delete(let shape):
      shapes.removeAll { $0 == shape }
      flow.pop(to: .list)
    case .showSimpleShapes, .showCustomShapes, .showFeatured, .select, .openInNewWindow: return .unhandled
    }
    return .handled
  }
}

import Coordinators

/// The custom shapes flow: a list of shapes drawn with paths, pushed onto the root stack, and
/// the shape the user picks.
///
/// Going from its list to the star, and back, uses the transition ``ShapesApp/starTransition``
/// (see ``ShapesApp/transitionRules``).
@MainActor
public final class CustomShapesCoordinator: Coordinator {
  /// The flow's handle.
  public let flow = Flow<CustomShapesRoute>()

  /// A coordinator that starts on its list.
  public init() {}

  /// Shows the list of custom shapes.
  public func start() {
    flow.show(.list)
  }

  /// Shows the custom shape a row selects; pops back to the list from a shape.
  public func handle(_ action: ShapesAction) -> ActionHandling {
    switch action {
    case .select(.custom(let shape)): flow.show(.shape(shape))
    case .backToList: flow.pop(to: .list)
    case .showSimpleShapes, .showCustomShapes, .showFeatured, .select: return .unhandled
    }
    return .handled
  }
}

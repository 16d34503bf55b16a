import Coordinators

/// The simple shapes flow: a list of simple shapes, pushed onto the root stack, and the shape
/// the user picks.
///
/// Its screens share the root stack with the root's list; a back swipe off its list, or the
/// root popping back to its own list, ends the flow and releases the coordinator.
@MainActor
public final class SimpleShapesCoordinator: Coordinator {
  /// The flow's handle.
  public let flow = Flow<SimpleShapesRoute>()

  /// A coordinator that starts on its list.
  public init() {}

  /// Shows the list of simple shapes.
  public func start() {
    flow.show(.list)
  }

  /// Shows the simple shape a row selects; pops back to the list from a shape.
  public func handle(_ action: ShapesAction) -> ActionHandling {
    switch action {
    case .select(.simple(let shape)): flow.show(.shape(shape))
    case .backToList: flow.pop(to: .list)
    case .showSimpleShapes, .showCustomShapes, .showFeatured, .select, .askToDelete, .delete, .openInNewWindow:
      return .unhandled
    }
    return .handled
  }
}

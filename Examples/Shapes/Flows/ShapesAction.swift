import Coordinators

/// What the views of the Shapes example report: the rows and buttons they offer.
///
/// A view sends one to the navigator with the identifier of its screen
/// (``Navigator/send(_:from:)``): the coordinator of the flow that owns the screen is offered
/// it first, then its ancestors. Together with ``StandardAction/done`` and
/// ``StandardAction/cancel``, which the root handles, they are every tap of the app.
public enum ShapesAction: CoordinatorAction, Hashable {
  /// The root list's "Simple Shapes" row.
  case showSimpleShapes
  /// The root list's "Custom Shapes" row.
  case showCustomShapes
  /// The "Featured" button, on any screen of the app.
  case showFeatured
  /// A shape's row in the list of its flow.
  case select(ShapeKind)
  /// A shape screen's "Back to the list" button: its flow pops to its list.
  case backToList
  /// A custom shape screen's "Delete" button: its flow asks for a confirmation first.
  case askToDelete(CustomShape)
  /// The confirmation's "Delete" button: the flow deletes the shape and goes back to its list.
  case delete(CustomShape)
  /// A shape row's "Open in New Window" (a context menu): the shape in a window of its own, or
  /// in this one on an iPhone.
  case openInNewWindow(ShapeKind)
}

/// What the Shapes app's root flows handle (the list of ``ShapesCoordinator`` and the sections
/// of ``ShapesSidebarCoordinator``): the taps of the Shapes views that no child flow handled, and
/// done or cancel from a screen.
public enum ShapesRootAction: CoordinatorAction {
  /// A tap of a Shapes view.
  case shapes(ShapesAction)
  /// ``StandardAction/done`` or ``StandardAction/cancel``, from a screen.
  case standard(StandardAction)

  /// Takes a ``ShapesAction`` or a ``StandardAction``.
  public static func accepting(_ action: any CoordinatorAction) -> ShapesRootAction? {
    ShapesAction.accepting(action).map(shapes) ?? StandardAction.accepting(action).map(standard)
  }
}

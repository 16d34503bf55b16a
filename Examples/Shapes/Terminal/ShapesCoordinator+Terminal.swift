import CoordinatorsTerminal
import ShapesFlows

extension ShapesCoordinator: TerminalCoordinator {
  /// The root list with its rows, and the featured shape's sheet.
  public func screen(for route: ShapesRoute) -> TerminalScreen {
    switch route {
    case .list:
      TerminalScreen(
        body: ["Shapes drawn with the plain shapes every kit has, and with paths."],
        actions: [
          .send("Simple Shapes", ShapesAction.showSimpleShapes),
          .send("Custom Shapes", ShapesAction.showCustomShapes),
          .send("Featured", ShapesAction.showFeatured),
        ])
    case .featured(let shape):
      TerminalScreen(
        body: shape.drawing + ["", "Swipe it down (d), or:"],
        actions: [.send("Done", StandardAction.done)])
    }
  }
}

extension SimpleShapesCoordinator: TerminalCoordinator {
  /// The list of simple shapes, and one shape drawn.
  public func screen(for route: SimpleShapesRoute) -> TerminalScreen {
    switch route {
    case .list:
      TerminalScreen(
        actions: SimpleShape.allCases.map { .send($0.title, ShapesAction.select(.simple($0))) }
          + ShapesScreens.childFlowActions)
    case .shape(let shape):
      TerminalScreen(body: ShapeKind.simple(shape).drawing, actions: ShapesScreens.shapeActions)
    }
  }
}

extension CustomShapesCoordinator: TerminalCoordinator {
  /// The list of custom shapes, and one shape drawn.
  public func screen(for route: CustomShapesRoute) -> TerminalScreen {
    switch route {
    case .list:
      TerminalScreen(
        actions: shapes.map { .send($0.title, ShapesAction.select(.custom($0))) }
          + ShapesScreens.childFlowActions)
    case .shape(let shape):
      TerminalScreen(
        body: ShapeKind.custom(shape).drawing,
        actions: ShapesScreens.shapeActions + [.send("Delete", ShapesAction.askToDelete(shape))])
    }
  }
}

/// The buttons the screens of both shape flows share.
enum ShapesScreens {
  /// After a list's rows: the featured shape, and done, which returns to the root list.
  static let childFlowActions: [TerminalAction] = [
    .send("Featured", ShapesAction.showFeatured),
    .send("Done", StandardAction.done),
  ]

  /// Under a shape: back to its list, the featured shape, done and cancel.
  static let shapeActions: [TerminalAction] = [
    .send("Back to the list", ShapesAction.backToList),
    .send("Featured", ShapesAction.showFeatured),
    .send("Done", StandardAction.done),
    .send("Cancel", StandardAction.cancel),
  ]
}

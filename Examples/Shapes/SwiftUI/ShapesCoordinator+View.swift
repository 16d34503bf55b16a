#if canImport(SwiftUI)
  import CoordinatorsSwiftUI
  import ShapesFlows
  import SwiftUI

  extension ShapesCoordinator: ViewCoordinator {
    /// The root list, and the featured shape in its sheet: the flow routes are
    /// ``ShapesFlowRoute``s, which have no view.
    public func view(for route: ShapesRoute) -> some View {
      switch route {
      case .list: ShapesList(coordinator: self)
      case .featured(let shape): ShapeDetail(shape: shape)
      }
    }
  }

  /// The root list: the two flows and the featured shape, named by its coordinator.
  struct ShapesList: View {
    let coordinator: ShapesCoordinator
    @Environment(\.sendAction) private var sendAction

    var body: some View {
      List {
        Button("Simple Shapes") { sendAction(ShapesAction.showSimpleShapes) }
        Button("Custom Shapes") { sendAction(ShapesAction.showCustomShapes) }
        Button("Featured: \(coordinator.featured.title)") { sendAction(ShapesAction.showFeatured) }
      }
    }
  }
#endif

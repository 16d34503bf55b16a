// The declarations the code of the MigratingFromSwiftUICoordinator article takes for granted
// (Scripts/check-snippets.sh). Its first block is the SwiftUICoordinator library's code, which
// is not compiled.
import Coordinators
import CoordinatorsSwiftUI
import SwiftUI

nonisolated enum ShapeKind: Hashable, Sendable { case star }
enum ShapesAction: CoordinatorAction { case showSimpleShapes, showFeatured, showList }
enum SimpleShapesRoute: Route { case list }
enum CustomShapesRoute: Route { case list }

final class SimpleShapesCoordinator: Coordinator {
  let flow = Flow<SimpleShapesRoute>()
  func start() { flow.show(.list) }
}

final class CustomShapesCoordinator: Coordinator {
  let flow = Flow<CustomShapesRoute>()
  func start() { flow.show(.list) }
}

struct ShapesList: View {
  let coordinator: ShapesCoordinator
  var body: some View { Text("Shapes") }
}

struct ShapeDetail: View {
  let shape: ShapeKind
  var body: some View { Text("A shape") }
}

#if canImport(SwiftUI)
  import CoordinatorsSwiftUI
  import ShapesFlows
  import SwiftUI

  extension SimpleShapesCoordinator: ViewCoordinator {
    /// The list of simple shapes, and one of them.
    public func view(for route: SimpleShapesRoute) -> some View {
      switch route {
      case .list: ShapeList(shapes: SimpleShape.allCases.map(ShapeKind.simple))
      case .shape(let shape): ShapeDetail(shape: .simple(shape))
      }
    }
  }

  extension CustomShapesCoordinator: ViewCoordinator {
    /// The list of custom shapes, and one of them.
    public func view(for route: CustomShapesRoute) -> some View {
      switch route {
      case .list: ShapeList(shapes: shapes.map(ShapeKind.custom))
      case .shape(let shape): ShapeDetail(shape: .custom(shape))
      }
    }
  }

  /// A list of shapes; a row selects its shape.
  struct ShapeList: View {
    let shapes: [ShapeKind]
    @Environment(\.sendAction) private var sendAction

    var body: some View {
      List {
        ForEach(shapes, id: \.self) { shape in
          Button(shape.title) { sendAction(ShapesAction.select(shape)) }
            .contextMenu {
              Button("Open in New Window") { sendAction(ShapesAction.openInNewWindow(shape)) }
            }
        }
      }
    }
  }

  /// One shape, drawn large, with the buttons of the SwiftUICoordinator example.
  struct ShapeDetail: View {
    let shape: ShapeKind
    @Environment(\.sendAction) private var sendAction

    var body: some View {
      VStack(spacing: 24) {
        Image(systemName: shape.symbolName)
          .imageScale(.large)
          .foregroundStyle(Color.blue)
          .padding(40)
        Button("Featured") { sendAction(ShapesAction.showFeatured) }
        Button("Back to the list") { sendAction(ShapesAction.backToList) }
        Button("Done") { sendAction(StandardAction.done) }
        if case .custom(let custom) = shape {
          Button("Delete", role: .destructive) { sendAction(ShapesAction.askToDelete(custom)) }
        }
      }
    }
  }

  extension ShapeKind {
    /// The SF Symbol that draws the shape.
    var symbolName: String {
      switch self {
      case .simple(.rectangle): "rectangle.fill"
      case .simple(.roundedRectangle): "app.fill"
      case .simple(.capsule): "capsule.fill"
      case .simple(.ellipse): "oval.fill"
      case .simple(.circle): "circle.fill"
      case .custom(.triangle): "triangle.fill"
      case .custom(.star): "star.fill"
      case .custom(.tower): "building.columns.fill"
      }
    }
  }
#endif

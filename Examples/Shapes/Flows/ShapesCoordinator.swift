import Coordinators

/// The root of the Shapes example: the list titled "SwiftUI Shapes", which pushes the simple
/// and the custom shapes flows and presents the featured shape in a sheet.
///
/// It handles ``StandardAction/done`` and ``StandardAction/cancel`` from anywhere below it by
/// popping back to its list: the child flows lose their screens, are cancelled and released.
@MainActor
public final class ShapesCoordinator: Coordinator {
  /// The root flow's handle.
  public let flow = Flow<ShapesRoute>()
  /// The shape the "Featured" button presents.
  public let featured: ShapeKind

  /// The root coordinator; the "Featured" button presents `featured`.
  public init(featured: ShapeKind = .custom(.star)) {
    self.featured = featured
  }

  /// Shows the list.
  public func start() {
    flow.show(.list)
  }

  /// The simple and the custom shapes are child flows, each pushed with its own list.
  public func child(for route: ShapesRoute) -> ChildFlow? {
    switch route {
    case .simpleShapes: .push(SimpleShapesCoordinator())
    case .customShapes: .push(CustomShapesCoordinator())
    case .list, .featured: nil
    }
  }

  /// The featured shape comes up in a sheet that rests at half and full height.
  public func presentation(for route: ShapesRoute) -> Presentation {
    guard case .featured = route else { return .push }
    return .modal(ShapesApp.featuredSheet)
  }

  /// Opens the child flows and the featured sheet; goes back to the list on done or cancel.
  public func handle(_ action: any CoordinatorAction) -> ActionHandling {
    switch action {
    case let action as ShapesAction:
      switch action {
      case .showSimpleShapes: flow.show(.simpleShapes)
      case .showCustomShapes: flow.show(.customShapes)
      case .showFeatured: flow.show(.featured(featured))
      case .select, .backToList: return .unhandled
      }
    case is StandardAction:
      flow.popToRoot()
    default:
      return .unhandled
    }
    return .handled
  }
}

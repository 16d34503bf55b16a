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
  public func flow(for route: ShapesFlowRoute) -> ChildFlow {
    switch route {
    case .simpleShapes: .flow(SimpleShapesCoordinator())
    case .customShapes: .flow(CustomShapesCoordinator())
    }
  }

  /// The featured shape comes up in a sheet that rests at half and full height.
  public func presentation(for route: ShapesRoute) -> Presentation {
    guard case .featured = route else { return .push }
    return ShapesApp.featuredSheet
  }

  /// What the root handles: the taps of the Shapes views, and done or cancel from anywhere.
  public typealias Action = ShapesRootAction

  /// Opens the child flows and the featured sheet; goes back to the list on done or cancel.
  public func handle(_ action: Action) -> ActionHandling {
    switch action {
    case .shapes(.showSimpleShapes): show(.simpleShapes)
    case .shapes(.showCustomShapes): show(.customShapes)
    case .shapes(.showFeatured): flow.show(.featured(featured))
    case .shapes(.select), .shapes(.backToList), .shapes(.askToDelete), .shapes(.delete), .shapes(.openInNewWindow):
      return .unhandled
    case .standard: flow.popToRoot()
    }
    return .handled
  }
}

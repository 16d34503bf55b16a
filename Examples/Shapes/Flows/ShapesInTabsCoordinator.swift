import Coordinators

/// The Shapes flow as one tab of a larger app, beside the custom shapes: where a screen sits in a
/// sheet inside a tab. The SwiftUI example's previews show it (`ShapesPreviews`).
///
/// ```swift
/// let navigator = Navigator(root: ShapesInTabsCoordinator())
/// try navigator.prepareForPreview(at: .routes([
///   ShapesFlowRoute.customShapes, CustomShapesRoute.shape(.star), ShapesRoute.featured(.custom(.star)),
/// ]))
/// ```
@MainActor
public final class ShapesInTabsCoordinator: Coordinator {
  /// The tab container's handle: it shows no screen of its own.
  public let flow = Flow<Never>()

  /// The tab of the Shapes flow.
  public static let shapesTab: TabID = "shapes"
  /// The tab of the custom shapes.
  public static let customTab: TabID = "custom"

  /// A container that starts on the Shapes tab.
  public init() {}

  /// Shows the two tabs, each with a fresh coordinator.
  public func start() {
    flow.showTabs([
      TabFlow(Self.shapesTab, ShapesCoordinator(), item: TabItem(title: "Shapes", systemImage: "square.on.circle")),
      TabFlow(Self.customTab, CustomShapesCoordinator(), item: TabItem(title: "Custom", systemImage: "star")),
    ])
  }
}

import Coordinators

/// The Shapes example laid out for a regular width: a sidebar of shape kinds (simple, custom),
/// each with its own detail stack, run by the same flows the compact list pushes
/// (``SimpleShapesCoordinator``, ``CustomShapesCoordinator``).
///
/// The sections are declared once: in a compact width (an iPhone, Slide Over) they show as a
/// tab bar, in a regular one (an iPad, a Mac) as a split view's sidebar, each keeping its stack
/// when the width changes.
@MainActor
public final class ShapesSidebarCoordinator: Coordinator {
  /// The root flow's handle; the flow shows no screen of its own, only its sections.
  public let flow = Flow<Never>()
  /// The shape the "Featured" button shows.
  public let featured: ShapeKind
  /// The section of the simple shapes; a new one each start (a restoration starts again).
  public private(set) var simple = SimpleShapesCoordinator()
  /// The section of the custom shapes; a new one each start.
  public private(set) var custom = CustomShapesCoordinator()

  /// The sections' identifiers.
  public static let simpleSection: TabID = "simple"
  /// The custom shapes' section.
  public static let customSection: TabID = "custom"

  /// The root coordinator; the "Featured" button shows `featured` in its section.
  public init(featured: ShapeKind = .custom(.star)) {
    self.featured = featured
  }

  /// Shows the two sections, as tabs when compact and in a sidebar when regular.
  public func start() {
    simple = SimpleShapesCoordinator()
    custom = CustomShapesCoordinator()
    flow.showTabs(
      [
        TabFlow(Self.simpleSection, simple, item: TabItem(title: "Simple Shapes", systemImage: "square.on.circle")),
        TabFlow(Self.customSection, custom, item: TabItem(title: "Custom Shapes", systemImage: "star")),
      ],
      layout: .adaptive(.twoColumns))
  }

  /// What the root handles: the featured shape, and done or cancel from a section.
  public typealias Action = ShapesRootAction

  /// Shows the featured shape in its section (selecting it); opens a shape in a new window;
  /// done or cancel takes the selected section back to its list.
  public func handle(_ action: Action) -> ActionHandling {
    switch action {
    case .shapes(.showFeatured):
      switch featured {
      case .simple(let shape):
        flow.selectTab(Self.simpleSection)
        simple.flow.show(.shape(shape))
      case .custom(let shape):
        flow.selectTab(Self.customSection)
        custom.flow.show(.shape(shape))
      }
    case .shapes(.openInNewWindow(let shape)):
      // The shape's screen, in the section that shows it: a walk names the route, the navigator
      // enters the section. A place that cannot be shown changes nothing.
      let route: any Route =
        switch shape {
        case .simple(let simple): SimpleShapesRoute.shape(simple)
        case .custom(let custom): CustomShapesRoute.shape(custom)
        }
      _ = try? flow.openWindow(showing: [route])
    case .standard:
      if flow.navigator?.state.selectedTab == Self.simpleSection {
        simple.flow.pop(to: .list)
      } else {
        custom.flow.pop(to: .list)
      }
    case .shapes: return .unhandled
    }
    return .handled
  }
}

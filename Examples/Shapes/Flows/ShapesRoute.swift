import Coordinators

/// A shape the example draws.
public enum ShapeKind: String, Hashable, Sendable, CaseIterable {
  case circle, rectangle, capsule, star
}

/// The screens of the Shapes example (SwiftUICoordinator's example app): a list, simple and
/// custom shapes, a shape, and a featured shape presented modally.
public enum ShapesRoute: Route {
  case list
  case simpleShapes
  case customShapes
  case shape(ShapeKind)
  case featured(ShapeKind)

  /// The titles the example's navigation bar shows.
  public var screenOptions: ScreenOptions {
    switch self {
    case .list: ScreenOptions(title: "SwiftUI Shapes", titleDisplayMode: .large)
    case .simpleShapes: ScreenOptions(title: "Simple Shapes")
    case .customShapes: ScreenOptions(title: "Custom Shapes")
    case .shape(let kind): ScreenOptions(title: kind.rawValue.capitalized, titleDisplayMode: .inline)
    case .featured(let kind): ScreenOptions(title: "Featured: \(kind.rawValue)", hidesNavigationBar: true)
    }
  }
}

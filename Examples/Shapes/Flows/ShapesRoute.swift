import Coordinators

/// The screens of the root flow of the Shapes example: its list, and the featured shape it
/// presents in a sheet. The child flows the list opens are ``ShapesFlowRoute``s, so the view
/// factories switch over screens only.
public enum ShapesRoute: Route, Codable {
  /// The list the app opens on.
  case list
  /// The featured shape, presented in a sheet.
  case featured(ShapeKind)

  /// The list is titled "SwiftUI Shapes"; the featured sheet with the shape's name.
  public var screenOptions: ScreenOptions {
    switch self {
    case .list: ScreenOptions(title: "SwiftUI Shapes", titleDisplayMode: .large)
    case .featured(let shape): ScreenOptions(title: "Featured: \(shape.title)", titleDisplayMode: .inline)
    }
  }
}

/// The child flows the root list opens, each pushed with its own list.
public enum ShapesFlowRoute: Route, Codable {
  /// Opens the simple shapes flow (``SimpleShapesCoordinator``).
  case simpleShapes
  /// Opens the custom shapes flow (``CustomShapesCoordinator``).
  case customShapes
}

/// The screens of the simple shapes flow: its list, then one shape.
public enum SimpleShapesRoute: Route, Codable {
  /// The list of simple shapes.
  case list
  /// One shape, drawn large.
  case shape(SimpleShape)

  /// The list is titled "Simple Shapes", a shape with its name.
  public var screenOptions: ScreenOptions {
    switch self {
    case .list: ScreenOptions(title: "Simple Shapes")
    case .shape(let shape): ScreenOptions(title: shape.title, titleDisplayMode: .inline)
    }
  }
}

/// The screens of the custom shapes flow: its list, then one shape.
public enum CustomShapesRoute: Route, Codable {
  /// The list of custom shapes.
  case list
  /// One shape, drawn large.
  case shape(CustomShape)

  /// The list is titled "Custom Shapes", a shape with its name.
  public var screenOptions: ScreenOptions {
    switch self {
    case .list: ScreenOptions(title: "Custom Shapes")
    case .shape(let shape): ScreenOptions(title: shape.title, titleDisplayMode: .inline)
    }
  }
}

import Coordinators

/// The Shapes example put together: its navigator, its transitions and its sheet.
///
/// ```swift
/// let navigator = ShapesApp.makeNavigator()
/// navigator.attach(host)
/// navigator.send(ShapesAction.showCustomShapes, from: navigator.state.topScreen.id)
/// ```
public enum ShapesApp {
  /// The transition between the custom shapes list and the star, both ways; a host maps it to
  /// its animation (the SwiftUICoordinator example fades).
  public static let starTransition: TransitionID = "fade"

  /// The rules that give the push from the custom shapes list to the star, and the pop back,
  /// the ``starTransition``; every other stack change keeps the host's default.
  public static let transitionRules = TransitionRules(
    TransitionRule.between(
      .route(CustomShapesRoute.list),
      and: .route(CustomShapesRoute.shape(.star)),
      use: starTransition
    )
  )

  /// How the featured shape is presented: a sheet resting at half and full height, with a
  /// grabber.
  public static let featuredSheet: Presentation = .sheet(detents: [.medium, .large], grabber: .visible)

  /// The links the app opens, as in the SwiftUICoordinator example: the custom shapes, and the
  /// star inside them.
  @MainActor public static let deepLinks: DeepLinkRouter = {
    do {
      return try DeepLinkRouter([
        DeepLink("coordinatorexample://custom") { [ShapesFlowRoute.customShapes] },
        DeepLink("coordinatorexample://custom/star") {
          [ShapesFlowRoute.customShapes, CustomShapesRoute.shape(.star)]
        },
      ])
    } catch {
      preconditionFailure("the example's link patterns are valid: \(error)")
    }
  }()

  /// The links of the sidebar layout (``makeSidebarNavigator(featured:identifiers:)``): the
  /// same URLs, walked into the custom shapes' section.
  @MainActor public static let sidebarDeepLinks: DeepLinkRouter = {
    do {
      return try DeepLinkRouter([
        DeepLink("coordinatorexample://custom") { [CustomShapesRoute.list] },
        DeepLink("coordinatorexample://custom/star") { [CustomShapesRoute.shape(.star)] },
      ])
    } catch {
      preconditionFailure("the example's link patterns are valid: \(error)")
    }
  }()

  /// The stable keys under which the example's routes are stored in a snapshot.
  ///
  /// ```swift
  /// let data = navigator.snapshotData(registry: ShapesApp.routes)
  /// ShapesApp.makeNavigator().restore(from: data, registry: ShapesApp.routes)
  /// ```
  public static let routes: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(ShapesRoute.self, key: "shapes")
      try registry.register(ShapesFlowRoute.self, key: "shapes.flows")
      try registry.register(SimpleShapesRoute.self, key: "shapes.simple")
      try registry.register(CustomShapesRoute.self, key: "shapes.custom")
    } catch {
      preconditionFailure("the example's route keys are distinct: \(error)")
    }
    return registry
  }()

  /// A navigator running a ``ShapesCoordinator`` with the example's ``transitionRules`` and
  /// ``deepLinks``.
  ///
  /// - Parameters:
  ///   - featured: the shape the "Featured" button presents.
  ///   - identifiers: where screen and flow identifiers start.
  @MainActor
  public static func makeNavigator(
    featured: ShapeKind = .custom(.star),
    identifiers: IdentifierGenerator = IdentifierGenerator()
  ) -> Navigator {
    navigator(root: ShapesCoordinator(featured: featured), links: deepLinks, identifiers: identifiers)
  }

  /// A navigator running a ``ShapesSidebarCoordinator``: the shape kinds as sections, a tab bar
  /// when compact and a split view's sidebar when regular, with the example's
  /// ``transitionRules`` and ``sidebarDeepLinks``.
  @MainActor
  public static func makeSidebarNavigator(
    featured: ShapeKind = .custom(.star),
    identifiers: IdentifierGenerator = IdentifierGenerator()
  ) -> Navigator {
    navigator(root: ShapesSidebarCoordinator(featured: featured), links: sidebarDeepLinks, identifiers: identifiers)
  }

  /// A navigator running `root` with the example's ``transitionRules`` and `links`.
  @MainActor
  private static func navigator(
    root: some Coordinator, links: DeepLinkRouter, identifiers: IdentifierGenerator
  ) -> Navigator {
    let navigator = Navigator(root: root, identifiers: identifiers)
    navigator.transitionRules = transitionRules
    navigator.deepLinks = links
    return navigator
  }
}

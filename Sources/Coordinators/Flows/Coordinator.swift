import CoordinatorsCore

/// An object that owns a flow of screens: it shows the flow's first screen, reacts to what its
/// views report, starts child flows and hands a typed result to its parent.
///
/// A coordinator declares the type of its routes, keeps a ``Flow`` handle and shows its first
/// screen in ``start()``. It keeps no parent and no children: the ``Navigator`` keeps the tree,
/// holds the only strong reference to each running coordinator, and lets it go once its screens
/// and its child flows have left the navigation state.
///
/// ```swift
/// @MainActor final class ShapesCoordinator: Coordinator {
///   let flow = Flow<ShapesRoute>()
///
///   func start() { flow.show(.list) }
///
///   func child(for route: ShapesRoute) -> ChildFlow? {
///     switch route {
///     case .simpleShapes: .flow(SimpleShapesCoordinator())
///     case .customShapes: .flow(CustomShapesCoordinator())
///     default: nil
///     }
///   }
///
///   func presentation(for route: ShapesRoute) -> Presentation {
///     if case .featured = route { return .sheet(detents: [.medium, .large]) }
///     return .push
///   }
///
///   func handle(_ action: ShapesAction) -> ActionHandling {
///     switch action {
///     case .showFeatured: flow.show(.featured(.star))
///     default: return .unhandled
///     }
///     return .handled
///   }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
  /// The routes of the flow's screens, and of the child flows it opens unless ``FlowRoute``
  /// holds those.
  associatedtype RouteType: Route
  /// The routes that open child flows, kept apart from the screens' routes: then a view factory
  /// (`view(for:)`, `viewController(for:)`) switches over screens only, with no branch for a route
  /// that never has a view. `Never` (the default) when ``RouteType`` holds both.
  ///
  /// ```swift
  /// enum ShapesRoute: Route { case list, featured(ShapeKind) }      // screens
  /// enum ShapesFlowRoute: Route { case simpleShapes, customShapes }  // child flows
  ///
  /// func flow(for route: ShapesFlowRoute) -> ChildFlow {
  ///   switch route {
  ///   case .simpleShapes: .flow(SimpleShapesCoordinator())
  ///   case .customShapes: .flow(CustomShapesCoordinator())
  ///   }
  /// }
  /// ```
  ///
  /// ``show(_:fileID:filePath:line:column:)`` starts the flow of such a route; route walks and deep links list them as they
  /// list any route.
  associatedtype FlowRoute: Route = Never
  /// The value the flow hands its parent when it finishes; `Void` when it has nothing to say.
  associatedtype Output: Sendable = Void
  /// The actions the coordinator handles; `Never` when it handles none.
  ///
  /// An action of another type passes it by on its way up to the parent. A coordinator that
  /// handles several action types declares an enum that wraps them (see
  /// ``CoordinatorAction/accepting(_:)``).
  associatedtype Action: CoordinatorAction = Never

  /// The handle through which the coordinator navigates; the navigator attaches it on start.
  var flow: Flow<RouteType> { get }

  /// Shows the flow's first screen, with ``Flow/show(_:fileID:filePath:line:column:)``, or starts its first child flow.
  ///
  /// The navigator calls it once, when the flow starts. Everything it shows is applied as one
  /// change; a flow that shows nothing is an error and is not started.
  ///
  /// The flow runs already: `start()` may read ``Flow/parent``, ``Flow/screens`` or ``Flow/key``
  /// and tell its parent something with ``Flow/sendToParent(_:)``; what the parent does in
  /// return joins the same change. When the change fails, none of its screens and flows stay.
  func start()

  /// The child flow a route opens, or `nil` when the route is one of the flow's screens.
  ///
  /// ``Flow/show(_:fileID:filePath:line:column:)`` and route walks (``Navigator/navigate(to:cause:)``) ask it for each route.
  /// The default returns `nil`.
  func child(for route: RouteType) -> ChildFlow?

  /// The child flow that `route` opens (see ``FlowRoute``).
  func flow(for route: FlowRoute) -> ChildFlow
  /// How ``Flow/show(_:fileID:filePath:line:column:)`` and route walks show a screen route: pushed
  /// (the default) or presented.
  func presentation(for route: RouteType) -> Presentation

  /// Handles an action of its ``Action`` type that one of the flow's views or child flows
  /// reported, or returns ``ActionHandling/unhandled`` to pass it to the parent. The default
  /// handles nothing.
  func handle(_ action: Action) -> ActionHandling
}

extension Coordinator where FlowRoute == Never {
  /// No route of its own type opens a child flow.
  public func flow(for route: Never) -> ChildFlow {}
}
extension Coordinator {
  /// No route opens a child flow: every route is a screen.
  public func child(for route: RouteType) -> ChildFlow? { nil }

  /// Starts the child flow that `route` opens, as ``Flow/show(_:fileID:filePath:line:column:)``
  /// starts a flow route of ``RouteType``.
  ///
  /// - Returns: whether the flow started; a failure is reported to the navigator's problem
  ///   observers, at this call.
  @discardableResult
  public func show(
    _ route: FlowRoute, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    flow.show(AnyRoute(route), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  /// Every screen route is pushed.
  public func presentation(for route: RouteType) -> Presentation { .push }

  /// Handles nothing: every action goes on to the parent.
  public func handle(_ action: Action) -> ActionHandling { .unhandled }

  /// Offers `action` to ``handle(_:)`` when the coordinator's ``Action`` type takes it.
  func offer(_ action: any CoordinatorAction) -> ActionHandling {
    guard let typed = Action.accepting(action) else { return .unhandled }
    return handle(typed)
  }

  /// Ends the flow with `output`: its screens and those of its child flows leave the state, and
  /// its parent receives ``FlowResult/finished(_:)``.
  ///
  /// A flow whose first screen is the first screen of the root stack or of a tab cannot leave
  /// the state on its own: its parent receives the result at once, and the flow is released when
  /// the parent replaces its screens (as an app coordinator does when it switches flows).
  ///
  /// - Returns: whether the flow was running.
  @discardableResult
  public func finish(
    with output: Output, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    flow.end(with: .finished(output), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Ends the flow without a result: its screens leave the state, and its parent receives
  /// ``FlowResult/cancelled``.
  ///
  /// - Returns: whether the flow was running.
  @discardableResult
  public func cancel(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    flow.end(with: .cancelled, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

// MARK: Child flows that call back their parent

extension Coordinator {
  /// A child flow for ``child(for:)``, pushed or in a modal layer, whose result reaches
  /// `onResult` with this coordinator, held weakly until then.
  ///
  /// ```swift
  /// func child(for route: AppRoute) -> ChildFlow? {
  ///   guard route == .login else { return nil }
  ///   return childFlow(LoginCoordinator(), as: .sheet()) { app, result in app.loginEnded(result) }
  /// }
  /// ```
  public func childFlow<Child: Coordinator>(
    _ child: Child,
    as presentation: Presentation = .push,
    onResult: @escaping @MainActor (Self, FlowResult<Child.Output>) -> Void
  ) -> ChildFlow {
    ChildFlow(kind: .start(child, FlowPlacement(presentation), delivery(onResult)))
  }

  /// A delivery that hands the typed result to `onResult` with this coordinator, if it is alive.
  private func delivery<Output: Sendable>(
    _ onResult: @escaping @MainActor (Self, FlowResult<Output>) -> Void
  ) -> ResultDelivery {
    ResultDelivery { [weak self] outcome in
      guard let self else { return }
      onResult(self, FlowResult(outcome))
    }
  }
}

extension Coordinator where Output == Void {
  /// Ends the flow with success: its screens leave the state, and its parent receives
  /// `.finished(())`.
  ///
  /// - Returns: whether the flow was running.
  @discardableResult
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    finish(with: (), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// `Never` is the route type of a coordinator that shows no screens of its own: an app
/// coordinator that switches between flows, or a tab container.
extension Never: Route {}

import CoordinatorsCore

/// A child flow that a route opens: the coordinator to start and where its screens go.
///
/// ``Coordinator/child(for:)`` returns one for each flow route:
///
/// ```swift
/// func child(for route: ShapesRoute) -> ChildFlow? {
///   switch route {
///   case .customShapes: .flow(CustomShapesCoordinator())
///   case .palette: .flow(PaletteCoordinator(), as: .sheet())
///   default: nil
///   }
/// }
/// ```
@MainActor
public struct ChildFlow {
  enum Kind {
    case start(any Coordinator, FlowPlacement, ResultDelivery)
    case tab(TabID)
  }

  let kind: Kind

  /// Starts `coordinator` with its first screen pushed onto the parent's stack (`.push`, the
  /// default) or in a new modal layer (`.sheet()`, `.fullScreenCover()`, `.custom(_:)`).
  ///
  /// - Parameters:
  ///   - coordinator: the coordinator of the child flow.
  ///   - presentation: where its first screen goes.
  ///   - onResult: called once when the child ends, as for ``Flow/start(_:as:key:onResult:fileID:filePath:line:column:)``;
  ///     ``Coordinator/childFlow(_:as:onResult:)`` hands it the parent coordinator too.
  public static func flow<Child: Coordinator>(
    _ coordinator: Child,
    as presentation: Presentation = .push,
    onResult: (@MainActor (FlowResult<Child.Output>) -> Void)? = nil
  ) -> ChildFlow {
    ChildFlow(kind: .start(coordinator, FlowPlacement(presentation), ResultDelivery(typed: onResult)))
  }

  /// Starts `coordinator` in place of the whole navigation: the root and every modal layer (see
  /// ``Flow/startAtRoot(_:key:onResult:fileID:filePath:line:column:)``).
  ///
  /// A route walk that meets this route while a root child opened by an equal route runs
  /// keeps that child instead of starting the new one.
  ///
  /// - Parameters:
  ///   - coordinator: the coordinator of the child flow.
  ///   - onResult: called once when the child ends.
  public static func root<Child: Coordinator>(
    _ coordinator: Child,
    onResult: (@MainActor (FlowResult<Child.Output>) -> Void)? = nil
  ) -> ChildFlow {
    ChildFlow(kind: .start(coordinator, .root, ResultDelivery(typed: onResult)))
  }

  /// Selects the tab `id` of a tab container; a route walk goes on inside that tab's flow.
  public static func tab(_ id: TabID) -> ChildFlow {
    ChildFlow(kind: .tab(id))
  }
}

extension FlowPlacement {
  /// The placement of a flow whose first screen is shown as `presentation`.
  init(_ presentation: Presentation) {
    switch presentation {
    case .push: self = .push
    case .modal(let modal): self = .modal(modal)
    }
  }
}

/// One tab of a tab container: its identifier and the coordinator of its flow and stack.
@MainActor
public struct TabFlow {
  /// The tab's identifier.
  package let id: TabID
  /// What the tab bar shows for the tab, or `nil` to let the host title it after its first screen.
  package let item: TabItem?
  let coordinator: any Coordinator

  /// A tab named `id` whose stack belongs to `coordinator`'s flow, shown in the tab bar as
  /// `item`.
  public init(_ id: TabID, _ coordinator: some Coordinator, item: TabItem? = nil) {
    self.id = id
    self.coordinator = coordinator
    self.item = item
  }
}

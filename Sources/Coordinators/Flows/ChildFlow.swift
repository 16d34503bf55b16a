import CoordinatorsCore

/// Where a child flow's screens go when it starts.
public enum FlowPlacement: Hashable, Sendable {
  /// Its first screen is pushed onto the stack of the parent's top-most screen.
  case push
  /// Its first screen opens a new modal layer, presented this way, over everything.
  case modal(ModalPresentation)
  /// It replaces the whole navigation: the root and every modal layer. Only a flow at the root
  /// (the navigator's root coordinator, or a child placed at the root) may start one; this is
  /// how an app coordinator switches between onboarding, login and the main flow.
  case root
  /// It takes over the tab `id`: its first screen becomes the tab's only screen, and the tab's
  /// former flow ends. Only the tab container (the flow at the root that showed the tabs) may
  /// start one.
  case tab(TabID)
}

/// A child flow that a route opens: the coordinator to start and where its screens go.
///
/// ``Coordinator/child(for:)`` returns one for each flow route.
@MainActor
public struct ChildFlow {
  enum Kind {
    case start(any Coordinator, FlowPlacement, ResultDelivery)
    case tab(TabID)
  }

  let kind: Kind

  /// Starts `coordinator` with its first screen pushed onto the parent's stack.
  ///
  /// - Parameters:
  ///   - coordinator: the coordinator of the child flow.
  ///   - onResult: called once when the child ends, as for ``Flow/start(_:as:key:onResult:)``.
  public static func push<Child: Coordinator>(
    _ coordinator: Child,
    onResult: (@MainActor (FlowResult<Child.Output>) -> Void)? = nil
  ) -> ChildFlow {
    ChildFlow(kind: .start(coordinator, .push, ResultDelivery(typed: onResult)))
  }

  /// Starts `coordinator` in a new modal layer presented as `presentation`.
  ///
  /// - Parameters:
  ///   - coordinator: the coordinator of the child flow.
  ///   - presentation: how the layer is presented.
  ///   - onResult: called once when the child ends.
  public static func present<Child: Coordinator>(
    _ coordinator: Child,
    as presentation: ModalPresentation,
    onResult: (@MainActor (FlowResult<Child.Output>) -> Void)? = nil
  ) -> ChildFlow {
    ChildFlow(kind: .start(coordinator, .modal(presentation), ResultDelivery(typed: onResult)))
  }

  /// Starts `coordinator` in place of the whole navigation (see ``FlowPlacement/root``).
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

/// One tab of a tab container: its identifier and the coordinator of its flow and stack.
@MainActor
public struct TabFlow {
  /// The tab's identifier.
  public let id: TabID
  /// What the tab bar shows for the tab, or `nil` to let the host title it after its first screen.
  public let item: TabItem?
  let coordinator: any Coordinator

  /// A tab named `id` whose stack belongs to `coordinator`'s flow, shown in the tab bar as
  /// `item`.
  public init(_ id: TabID, _ coordinator: some Coordinator, item: TabItem? = nil) {
    self.id = id
    self.coordinator = coordinator
    self.item = item
  }
}

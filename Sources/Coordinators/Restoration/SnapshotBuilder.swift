import CoordinatorsCore
import Foundation

/// Builds a snapshot of a state and a flow tree, recording each flow the first time a screen
/// needs it, parents first.
@MainActor
struct SnapshotBuilder {
  let tree: FlowTree
  let registry: RouteRegistry
  /// Whether each route is encoded into its JSON value now, or kept to be encoded with the
  /// snapshot.
  let encodesRoutes: Bool
  var flows: [NavigationSnapshot.FlowRecord] = []
  /// The index in ``flows`` of each recorded flow.
  var indices: [FlowID: Int] = [:]
  /// The name of each coordinator type met: naming a type is a quarter of a snapshot's cost
  /// when every flow names it again.
  var names: [ObjectIdentifier: String] = [:]

  /// The snapshot of `state` and `tree`, its routes held as they are, and its JSON: each route
  /// is encoded once, straight into the JSON. When the encoding throws, the routes and the modal
  /// presentations are encoded one by one to find the first that cannot be stored, and the
  /// snapshot ends before it.
  static func snapshotAndData(
    of state: NavigationState, tree: FlowTree, registry: RouteRegistry, version: Int
  ) -> (snapshot: NavigationSnapshot, data: Data?) {
    var builder = SnapshotBuilder(tree: tree, registry: registry, encodesRoutes: false)
    let snapshot = builder.snapshot(of: state, version: version)
    if let data = try? SnapshotJSON.encoder(registry: registry).encode(snapshot) { return (snapshot, data) }
    var encoding = SnapshotBuilder(tree: tree, registry: registry, encodesRoutes: true)
    let truncated = encoding.snapshot(of: state, version: version)
    return (truncated, try? truncated.jsonData())
  }

  init(tree: FlowTree, registry: RouteRegistry, encodesRoutes: Bool) {
    self.tree = tree
    self.registry = registry
    self.encodesRoutes = encodesRoutes
    let root = tree[.root]
    flows.append(NavigationSnapshot.FlowRecord(parent: nil, placement: .root, coordinator: root?.coordinatorName))
    indices[.root] = 0
  }

  mutating func snapshot(of state: NavigationState, version: Int) -> NavigationSnapshot {
    let root: NavigationSnapshot.Root =
      if let selected = state.selectedTab {
        .tabs(state.tabs.map(\.id), selected: selected)
      } else {
        .stack
      }
    var stacks: [NavigationSnapshot.StackRecord] = []
    for location in state.locations {
      let screens = state.stack(at: location) ?? []
      let kind: NavigationSnapshot.StackRecord.Kind
      switch location {
      case .root: kind = .root
      case .tab(let tab): kind = .tab(tab)
      case .modal: kind = .modal(screens.first?.presentation.modal ?? .sheet())
      }
      var records: [NavigationSnapshot.ScreenRecord] = []
      records.reserveCapacity(screens.count)
      for (index, screen) in screens.enumerated() {
        do throws(RestorationError) {
          if index == 0, case .modal(let presentation) = kind {
            try checkStorable(presentation, typeName: screen.route.typeName)
          }
          let flow = try flowIndex(of: screen.owner)
          records.append(NavigationSnapshot.ScreenRecord(route: try store(screen.route), flow: flow))
        } catch {
          if !records.isEmpty { stacks.append(NavigationSnapshot.StackRecord(kind: kind, screens: records)) }
          var (typeName, reason) = (screen.route.typeName, error.description)
          if case .routeNotStorable(let name, let message) = error.detail { (typeName, reason) = (name, message) }
          let truncation = NavigationSnapshot.Truncation(
            stack: records.isEmpty ? stacks.count : stacks.count - 1, screen: index, typeName: typeName, reason: reason)
          return NavigationSnapshot(version: version, root: root, flows: flows, stacks: stacks, truncation: truncation)
        }
      }
      stacks.append(NavigationSnapshot.StackRecord(kind: kind, screens: records))
    }
    return NavigationSnapshot(version: version, root: root, flows: flows, stacks: stacks)
  }

  /// The index of the flow `id`, recording it and the flows above it first if needed.
  private mutating func flowIndex(of id: FlowID) throws(RestorationError) -> Int {
    if let index = indices[id] { return index }
    // A navigator made from a route has no flows; a screen's owner always runs otherwise.
    guard tree[id] != nil else { return 0 }
    var chain: [FlowNode] = []
    var current: FlowID? = id
    while let flow = current, indices[flow] == nil, let node = tree[flow] {
      chain.append(node)
      current = node.parent
    }
    for node in chain.reversed() {
      if case .modal(let presentation) = node.slot {
        try checkStorable(presentation, typeName: node.openingRoute?.typeName ?? name(of: node.coordinator))
      }
      var openingRoute: StoredRoute?
      if let route = node.openingRoute { openingRoute = try store(route) }
      let parent = node.parent.flatMap { indices[$0] } ?? 0
      indices[node.id] = flows.count
      flows.append(
        NavigationSnapshot.FlowRecord(
          parent: parent,
          placement: FlowPlacement(node.slot),
          openingRoute: openingRoute,
          coordinator: name(of: node.coordinator)
        )
      )
    }
    return indices[id] ?? 0
  }

  private mutating func name(of coordinator: any Coordinator) -> String {
    let type = ObjectIdentifier(Swift.type(of: coordinator))
    if let name = names[type] { return name }
    let name = String(describing: Swift.type(of: coordinator))
    names[type] = name
    return name
  }

  /// Throws when `presentation`, of a screen or a flow whose route is of `typeName`, cannot be
  /// stored: a sheet detent that is not a finite number, which JSON cannot hold. Checked only
  /// when the snapshot did not encode.
  private func checkStorable(_ presentation: ModalPresentation, typeName: String) throws(RestorationError) {
    guard encodesRoutes, (try? SnapshotJSON.encoder().encode(presentation)) == nil else { return }
    throw RestorationError(
      .routeNotStorable(
        typeName: typeName,
        "its modal presentation, \(presentation), holds a number that is not finite, which JSON cannot store"))
  }

  private func store(_ route: AnyRoute) throws(RestorationError) -> StoredRoute {
    guard encodesRoutes else {
      return StoredRoute(key: try registry.storageKey(of: route), payload: .route(route, registry))
    }
    return try StoredRoute(route, registry: registry)
  }
}

extension FlowPlacement {
  init(_ slot: FlowSlot) {
    switch slot {
    case .push: self = .push
    case .modal(let presentation): self = .modal(presentation)
    case .root: self = .root
    case .tab(let tab): self = .tab(tab)
    }
  }
}

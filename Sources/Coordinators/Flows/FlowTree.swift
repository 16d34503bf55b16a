import CoordinatorsCore

/// Where a running flow's screens go: pushed, modal, at the root, or in a tab of a tab container.
enum FlowSlot: Hashable {
  case push
  case modal(ModalPresentation)
  case root
  case tab(TabID)
}

/// What a route means to the flow it is given to.
@MainActor
enum RouteMeaning {
  /// A screen of the flow, shown this way.
  case screen(AnyRoute, Presentation)
  /// A route that opens a child flow.
  case child(ChildFlow)
}

/// One running flow: its coordinator (the navigator's only strong reference to it), its place
/// in the tree, and the closures that reach the coordinator without knowing its type.
@MainActor
struct FlowNode {
  /// What never changes while the flow runs, shared by every copy of the node: reading a node
  /// out of the tree copies it, and this makes the copy one retain instead of one for each
  /// closure, string and reference, which was a tenth of a deep walk's instructions.
  private final class Fixed {
    let id: FlowID
    let coordinator: any Coordinator
    let parent: FlowID?
    let slot: FlowSlot
    let openingRoute: AnyRoute?
    let key: String?
    let deliver: ResultDelivery
    let meaning: (AnyRoute) -> RouteMeaning?
    let routeType: any Route.Type

    init(
      id: FlowID,
      coordinator: any Coordinator,
      parent: FlowID?,
      slot: FlowSlot,
      openingRoute: AnyRoute?,
      key: String?,
      deliver: ResultDelivery,
      meaning: @escaping (AnyRoute) -> RouteMeaning?,
      routeType: any Route.Type
    ) {
      self.id = id
      self.coordinator = coordinator
      self.parent = parent
      self.slot = slot
      self.openingRoute = openingRoute
      self.key = key
      self.deliver = deliver
      self.meaning = meaning
      self.routeType = routeType
    }
  }

  private let fixed: Fixed
  var children: [FlowID] = []
  /// The stand-in screen that the flow's first ``Flow/show(_:fileID:filePath:line:column:)`` replaces (root and tab flows).
  var placeholder: ScreenID?
  /// How the flow ended, once ``Coordinator/finish(with:fileID:filePath:line:column:)`` or ``Coordinator/cancel(fileID:filePath:line:column:)`` ran.
  var outcome: FlowOutcome?
  /// Whether the parent has been told; a node tells it once.
  var hasDelivered = false
  /// What the flow does when the user tries to swipe its screens away, while it refuses that
  /// (see ``Flow/disableInteractiveDismissal(_:onAttempt:fileID:filePath:line:column:)``).
  var dismissalAttempt: (@MainActor () async -> Void)?
  /// Which gestures the flow refuses while ``dismissalAttempt`` is set.
  var dismissalScope = InteractiveDismissalScope.flow

  init(
    id: FlowID,
    coordinator: any Coordinator,
    parent: FlowID?,
    slot: FlowSlot,
    openingRoute: AnyRoute?,
    key: String?,
    placeholder: ScreenID?,
    deliver: ResultDelivery,
    meaning: @escaping (AnyRoute) -> RouteMeaning?,
    routeType: any Route.Type
  ) {
    fixed = Fixed(
      id: id,
      coordinator: coordinator,
      parent: parent,
      slot: slot,
      openingRoute: openingRoute,
      key: key,
      deliver: deliver,
      meaning: meaning,
      routeType: routeType
    )
    self.placeholder = placeholder
  }

  var id: FlowID { fixed.id }
  var coordinator: any Coordinator { fixed.coordinator }
  var parent: FlowID? { fixed.parent }
  var slot: FlowSlot { fixed.slot }
  /// The parent's route that opened the flow, when a route did.
  var openingRoute: AnyRoute? { fixed.openingRoute }
  /// The name the starter gave the flow, for ``Navigator/coordinator(forKey:)``.
  var key: String? { fixed.key }
  /// Tells the parent how the flow ended.
  var deliver: ResultDelivery { fixed.deliver }
  /// What a route means to the coordinator; `nil` when the route is not of its route type.
  var meaning: (AnyRoute) -> RouteMeaning? { fixed.meaning }
  /// The coordinator's route type; its name goes into errors, made only when one is thrown.
  var routeType: any Route.Type { fixed.routeType }

  var routeTypeName: String { String(describing: routeType) }

  var coordinatorName: String { String(describing: type(of: coordinator)) }

  var isRunning: Bool { outcome == nil }
}

/// The running flows, by identifier. A value, so a transaction that fails puts back the copy it
/// started from.
@MainActor
struct FlowTree {
  private(set) var nodes: [FlowID: FlowNode] = [:]
  /// The flow that holds the navigation lock (see ``Flow/lockNavigation(fileID:filePath:line:column:)``).
  var lockHolder: FlowID?
  /// The flows that ended and have not told their parent yet: found without a look at every flow.
  private(set) var awaitingDelivery: Set<FlowID> = []

  var isEmpty: Bool { nodes.isEmpty }

  var count: Int { nodes.count }

  /// A flow, edited in place: a change of one field copies nothing else of the node.
  subscript(id: FlowID) -> FlowNode? {
    get { nodes[id] }
    _modify {
      yield &nodes[id]
      noteDelivery(of: id)
    }
  }

  mutating func insert(_ node: FlowNode) {
    nodes[node.id] = node
    if let parent = node.parent { nodes[parent]?.children.append(node.id) }
    noteDelivery(of: node.id)
  }

  private mutating func noteDelivery(of id: FlowID) {
    if let node = nodes[id], node.outcome != nil, !node.hasDelivered {
      awaitingDelivery.insert(id)
    } else if !awaitingDelivery.isEmpty {
      awaitingDelivery.remove(id)
    }
  }

  /// Whether `id` is `ancestor` or one of its descendants.
  func isSelfOrDescendant(_ id: FlowID, of ancestor: FlowID) -> Bool {
    var current: FlowID? = id
    while let flow = current {
      if flow == ancestor { return true }
      current = nodes[flow]?.parent
    }
    return false
  }

  /// Whether `id` is `ancestor` or one of its descendants; `known` remembers the answer for
  /// every flow walked, so that the owners of many screens cost the flows above them once.
  func isSelfOrDescendant(_ id: FlowID, of ancestor: FlowID, known: inout [FlowID: Bool]) -> Bool {
    var path: [FlowID] = []
    var current: FlowID? = id
    var answer = false
    while let flow = current {
      if let found = known[flow] {
        answer = found
        break
      }
      if flow == ancestor {
        answer = true
        break
      }
      path.append(flow)
      current = nodes[flow]?.parent
    }
    for flow in path { known[flow] = answer }
    return answer
  }

  /// `id` and every flow below it.
  func subtree(of id: FlowID) -> Set<FlowID> {
    var result: Set<FlowID> = []
    var pending = [id]
    while let flow = pending.popLast() {
      guard result.insert(flow).inserted else { continue }
      pending += nodes[flow]?.children ?? []
    }
    return result
  }

  /// Removes the flows `ids`, and each from its parent's children, in one pass over the
  /// children of their parents: removing a flow at a time would search a parent's children once
  /// per child.
  mutating func remove(_ ids: some Sequence<FlowID>) {
    var removed: Set<FlowID> = []
    var parents: Set<FlowID> = []
    for id in ids {
      guard let node = nodes.removeValue(forKey: id) else { continue }
      removed.insert(id)
      awaitingDelivery.remove(id)
      if let parent = node.parent { parents.insert(parent) }
    }
    for parent in parents where nodes[parent] != nil {
      nodes[parent]?.children.removeAll { removed.contains($0) }
    }
  }

  /// The depth below the root of each flow of `ids` (0 for the root), counting a missing parent
  /// as a level. One pass: the ancestors of each flow are walked only up to one whose depth is
  /// known, so a chain of N flows costs N steps, not N²/2.
  func depths(of ids: some Sequence<FlowID>) -> [FlowID: Int] {
    var depths: [FlowID: Int] = [:]
    var path: [FlowID] = []
    for id in ids {
      var current: FlowID? = id
      var depth = -1
      while let flow = current {
        if let known = depths[flow] {
          depth = known
          break
        }
        path.append(flow)
        current = nodes[flow]?.parent
      }
      while let flow = path.popLast() {
        depth += 1
        depths[flow] = depth
      }
    }
    return depths
  }

}

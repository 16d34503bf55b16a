@_spi(Hosts) import Coordinators

/// The screens and flows a navigation went through, and the transitions between them, each
/// with the number of times it happened: a map to draw as Mermaid or Graphviz DOT.
///
/// Build it from a test's events, from a log read back, or live from a navigator:
///
/// ```swift
/// var map = NavigationMap(navigator)          // starts from what the navigator shows
/// navigator.observe { map.record($0) }
/// // ... the user navigates ...
/// print(map.diagram(.mermaid))
/// ```
///
/// A node is a route's type and case without its payload (``Naming/routeCase``):
/// `ShapesRoute.featured` stands for `featured(.star)` and `featured(.circle)` alike, so a map
/// shows the app's screens, not every value they were shown with, and a long session draws as
/// many nodes as the app has screens. Choose ``Naming/route`` to tell payloads apart, or
/// ``Naming/routeType`` to draw one node per route type. Each node sits in the flow (the
/// coordinator type) that owned it when it was first seen.
///
/// An edge goes from the screen the user saw before a change to the one they saw after it,
/// labelled with the transition (push, back swipe, deep link, ...) and counted; a change that
/// leaves the same screen on top draws no edge. Nodes, flows and edges keep the order in
/// which they were first seen, so the same events always give the same text.
public struct NavigationMap: Hashable, Sendable {
  /// What a node of the map stands for.
  public enum Naming: Hashable, Sendable {
    /// A route's type and case, without its payload: `ShapesRoute.featured`. A route that is
    /// not an enum has no case, and is named by its value: `TestRoute.detail`.
    case routeCase
    /// A route's type and whole value: `ShapesRoute.featured(ShapeKind.custom(star))`.
    case route
    /// A route's type alone: `ShapesRoute`.
    case routeType
  }

  /// A screen of the map; read by the package's fuzzer, which checks that every edge joins two
  /// nodes. Apps read a map as a diagram (``diagram(_:)``).
  @_spi(Testing)
  public struct Node: Hashable, Sendable {
    /// The node's name, as ``NavigationMap/naming`` makes it: `ShapesRoute.featured`.
    public let name: String
    /// The type name of the coordinator whose flow owned the screen when it was first seen, or
    /// `nil` when no flow event or navigator named that flow.
    public fileprivate(set) var flow: String?
  }

  /// A transition between two nodes, and how often it happened; read by the package's fuzzer.
  @_spi(Testing)
  public struct Edge: Hashable, Sendable {
    /// The name of the node the user saw before.
    public let from: String
    /// The name of the node the user saw after.
    public let to: String
    /// How the user got there.
    package let transition: Transition
    /// How many times it happened.
    public fileprivate(set) var count: Int
  }

  /// A kind of flow the navigation ran: a coordinator type, and how often its flows started,
  /// finished with a result and were cancelled.
  package struct FlowSummary: Hashable, Sendable {
    /// The coordinator's type name: `SimpleShapesCoordinator`.
    package let name: String
    /// How many flows of this coordinator started while the map recorded.
    package fileprivate(set) var started = 0
    /// How many finished with a result.
    package fileprivate(set) var finished = 0
    /// How many were cancelled.
    package fileprivate(set) var cancelled = 0
  }

  /// What a node stands for.
  package let naming: Naming
  /// The screens seen, in the order first seen.
  @_spi(Testing)
  public private(set) var nodes: [Node] = []
  /// The transitions seen, in the order first seen.
  @_spi(Testing)
  public private(set) var edges: [Edge] = []
  /// The kinds of flows seen, in the order first seen.
  package private(set) var flows: [FlowSummary] = []
  /// The node the user saw first, where the map starts; `nil` before the first state.
  package private(set) var start: String?
  /// How many problems were reported (see `NavigationProblem`).
  package private(set) var problemCount = 0

  /// The node of each name, by the name's number (see `nameNumbers`); `nil` until a screen
  /// of that name is seen.
  private var nodeOfName: [Int?] = []
  private var edgeIndex: [EdgeKey: Int] = [:]
  private var flowIndex: [String: Int] = [:]
  /// The coordinator type of each flow named by a flow event or a navigator.
  private var flowNames: [FlowID: String] = [:]
  /// The owner of each node whose flow has no name yet, by node index: a flow's screens come
  /// with the state change, its `started` event right after.
  private var unnamedOwners: [Int: FlowID] = [:]
  /// A number for each node name made, in the order made: nodes and edges are found by the
  /// numbers of their names, which hash faster than the names.
  private var nameNumbers: [String: Int] = [:]
  /// The node name of each route seen, with its number (see ``RouteLabels``).
  private var names = RouteLabels<Name>()

  /// A node name and its number in `nameNumbers`.
  private struct Name: Hashable, Sendable {
    let text: String
    let number: Int
  }

  /// An edge by the numbers of its names.
  private struct EdgeKey: Hashable, Sendable {
    let from: Int
    let to: Int
    let transition: Transition
  }

  /// An empty map.
  package init(naming: Naming = .routeCase) {
    self.naming = naming
  }

  /// The map of `events`: a test's or a log's.
  ///
  /// The first state change's state before says where the map starts. Flows that started
  /// before the first event (the root flow of a navigator, usually) are nameless unless a flow
  /// event names them: start from ``init(_:naming:)-(Navigator,_)`` to include them.
  public init(_ events: some Sequence<NavigatorEvent>, naming: Naming = .routeCase) {
    self.init(naming: naming)
    for event in events { record(event) }
  }

  /// The map of the state changes in `events`, as an `EventRecorder` of `CoordinatorsTesting`
  /// keeps them.
  public init(_ events: some Sequence<NavigationEvent>, naming: Naming = .routeCase) {
    self.init(naming: naming)
    for event in events { record(event) }
  }

  /// A map that starts from what `navigator` shows now, with the names of its running flows;
  /// record its events from here on with ``record(_:)``.
  @MainActor
  public init(_ navigator: Navigator, naming: Naming = .routeCase) {
    self.init(naming: naming)
    for id in navigator.flowIDs {
      guard let coordinator = navigator.coordinator(for: id) else { continue }
      name(id, String(describing: type(of: coordinator)))
    }
    see(navigator.state, newScreensOnly: nil)
  }

  // MARK: Recording

  /// Adds `event` to the map: a state change adds its screens and a transition, a flow event
  /// names and counts a flow, a problem is counted; a host's steps change nothing.
  public mutating func record(_ event: NavigatorEvent) {
    switch event {
    case .navigation(let event): record(event)
    case .flow(let event): record(event)
    case .problem: problemCount += 1
    case .step: break
    }
  }

  /// Adds the screens of a state change, and the transition from the screen on top before to
  /// the one on top after when they differ.
  package mutating func record(_ event: NavigationEvent) {
    if start == nil { see(event.before, newScreensOnly: nil) }
    let from = event.before.topScreen
    // Events with a gap leave the screen on top before unseen: an edge never starts at a
    // screen the map lacks.
    see(from)
    see(event.after, newScreensOnly: event.before)
    let to = event.after.topScreen
    guard from.id != to.id else { return }
    let (fromName, toName) = (cachedName(of: from), cachedName(of: to))
    let key = EdgeKey(
      from: fromName.number, to: toName.number, transition: Transition(event, from: from.id, to: to.id))
    if let index = edgeIndex[key] {
      edges[index].count += 1
    } else {
      edgeIndex[key] = edges.count
      edges.append(Edge(from: fromName.text, to: toName.text, transition: key.transition, count: 1))
    }
  }

  /// Names and counts the flow of a flow event.
  package mutating func record(_ event: FlowEvent) {
    switch event {
    case .started(let id, let coordinator, _):
      name(id, coordinator)
      flows[flowIndex[coordinator] ?? 0].started += 1
    case .finished(let id, let coordinator, let outcome):
      name(id, coordinator)
      let index = flowIndex[coordinator] ?? 0
      if outcome == .finished { flows[index].finished += 1 } else { flows[index].cancelled += 1 }
    }
  }

  /// The node name of `route`, as ``naming`` says.
  package func name(of route: AnyRoute) -> String {
    switch naming {
    case .route: return route.description
    case .routeType: return route.typeName
    case .routeCase:
      let mirror = Mirror(reflecting: route.base)
      guard mirror.displayStyle == .enum, let label = mirror.children.first?.label else {
        // A case without a payload prints as its name; a value that is not an enum, whole.
        return route.description
      }
      return "\(route.typeName).\(label)"
    }
  }

  /// The node name of `screen`'s route, made once, and its number.
  private mutating func cachedName(of screen: Screen) -> Name {
    if let name = names.label(of: screen) { return name }
    let text = self.name(of: screen.route)
    let name: Name
    if let number = nameNumbers[text] {
      name = Name(text: text, number: number)
    } else {
      name = Name(text: text, number: nameNumbers.count)
      nameNumbers[text] = name.number
      nodeOfName.append(nil)
    }
    names.keep(name, for: screen)
    return name
  }

  /// Adds the screens of `state` that are new since `before` (all of them when `before` is
  /// `nil`), and notes the first top screen as the start.
  ///
  /// A screen is new when it is not in the part of its stack that both states share from the
  /// stack's first screen: a comparison of identifiers, without a set of every screen, that
  /// skips the blocks both versions of a stack share (`ScreenStack.commonPrefixCount(with:)`),
  /// so a push costs the same at any depth.
  private mutating func see(_ state: NavigationState, newScreensOnly before: NavigationState?) {
    if start == nil { start = cachedName(of: state.topScreen).text }
    // Each stack in the order of `state.locations`, without making that array.
    switch state.root {
    case .stack(let stack):
      see(stack, newSince: before?.stack(at: .root))
    case .tabs(let tabs, _):
      for tab in tabs { see(tab.stack, newSince: before?.stack(at: .tab(tab.id))) }
    }
    let layers = state.modals
    let oldLayers = before?.modals ?? []
    for index in layers.indices {
      see(layers[index].stack, newSince: index < oldLayers.count ? oldLayers[index].stack : nil)
    }
  }

  /// Adds the screens of `stack` above the part it shares with `old` from its first screen.
  private mutating func see(_ stack: ScreenStack, newSince old: ScreenStack?) {
    // Past the shared part, a screen that kept its identifier may show another route: it is
    // seen again, which adds a node only for a name the map lacks.
    for screen in stack[stack.commonPrefixCount(with: old ?? [])...] { see(screen) }
  }

  /// Adds the node of `screen`, or names its flow when it had none.
  private mutating func see(_ screen: Screen) {
    let name = cachedName(of: screen)
    let flow = flowNames[screen.owner]
    if let index = nodeOfName[name.number] {
      if nodes[index].flow == nil, let flow {
        nodes[index].flow = flow
        unnamedOwners[index] = nil
      }
    } else {
      nodeOfName[name.number] = nodes.count
      if flow == nil { unnamedOwners[nodes.count] = screen.owner }
      nodes.append(Node(name: name.text, flow: flow))
    }
  }

  /// Notes that flow `id` runs a `coordinator`, and lists the coordinator's kind of flow.
  private mutating func name(_ id: FlowID, _ coordinator: String) {
    flowNames[id] = coordinator
    for (index, owner) in unnamedOwners where owner == id {
      nodes[index].flow = coordinator
      unnamedOwners[index] = nil
    }
    if flowIndex[coordinator] == nil {
      flowIndex[coordinator] = flows.count
      flows.append(FlowSummary(name: coordinator))
    }
  }
}

extension NavigationMap {
  /// Whether two maps draw alike: the same naming, nodes, edges, flows, start and number of
  /// problems.
  public static func == (lhs: NavigationMap, rhs: NavigationMap) -> Bool {
    lhs.naming == rhs.naming && lhs.nodes == rhs.nodes && lhs.edges == rhs.edges && lhs.flows == rhs.flows
      && lhs.start == rhs.start && lhs.problemCount == rhs.problemCount
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(naming)
    hasher.combine(nodes)
    hasher.combine(edges)
    hasher.combine(flows)
    hasher.combine(start)
    hasher.combine(problemCount)
  }
}

import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@testable import Coordinators

enum ChainRoute: Route, Codable {
  case link
  case next
}

/// A flow that shows one screen and opens another of its kind, pushed, for `next`.
@MainActor
final class ChainCoordinator: Coordinator {
  let flow = Flow<ChainRoute>()

  func start() { flow.show(.link) }

  func child(for route: ChainRoute) -> ChildFlow? { route == .next ? .flow(ChainCoordinator()) : nil }
}

/// One flow of a chain that records what happens to the chain: each start, and each time a
/// parent is told how its child ended. Each flow opens the next with `childFlow`, so the result
/// reaches the parent coordinator itself.
@MainActor
final class RecordingChainCoordinator: Coordinator {
  let flow = Flow<ChainRoute>()
  /// The flow's place in the chain: 0 for the root.
  let level: Int
  let record: ChainRecord

  init(level: Int, record: ChainRecord) {
    self.level = level
    self.record = record
    record.coordinators.append(Weak(self))
  }

  func start() {
    record.started.append(level)
    flow.show(.link)
  }

  func child(for route: ChainRoute) -> ChildFlow? {
    guard route == .next else { return nil }
    return childFlow(RecordingChainCoordinator(level: level + 1, record: record)) { parent, result in
      parent.record.told.append(parent.level)
      if case .finished = result { parent.record.finishedWithValue += 1 }
    }
  }
}

/// What a chain of ``RecordingChainCoordinator``s did.
@MainActor
final class ChainRecord {
  /// The level of each flow that started, in order.
  var started: [Int] = []
  /// The level of each parent told of its child's end, in order.
  var told: [Int] = []
  /// How many children ended otherwise than cancelled.
  var finishedWithValue = 0
  /// Every coordinator made, held weakly.
  var coordinators: [Weak<RecordingChainCoordinator>] = []

  /// The coordinators still alive, by level.
  var alive: [Int] { coordinators.compactMap { $0.value?.level } }
}

final class Weak<Value: AnyObject> {
  weak var value: Value?
  init(_ value: Value) { self.value = value }
}

/// Trees as deep as restoration data can describe: navigating to a chain of nested flows,
/// restoring it and popping it cost time linear in the number of flows, and what reads or
/// changes the flow tree is a loop, never a recursion as deep as the tree (which overflowed the
/// stack at 10,000 flows).
@MainActor
@Suite("A flow tree 10,000 deep", .hangLimit)
struct DeepTreeTests {
  static let depth = 10_000

  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    try? registry.register(ChainRoute.self, key: "chain")
    return registry
  }()

  static let chain = [any Route](repeating: ChainRoute.next, count: depth)

  /// The lines of the flow tree in `navigator`'s tree description.
  static func flowLines(of navigator: Navigator) -> [Substring] {
    let lines = navigator.treeDescription.split(separator: "\n")
    return Array(lines.drop { $0 != "flows" }.dropFirst().prefix { $0.hasPrefix(" ") })
  }

  /// Expects `navigator` to show the whole chain: a screen per flow, each owned by the flow of
  /// its level, each flow the only child of the one before.
  static func expectWholeChain(_ navigator: Navigator, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(navigator.flowCount == depth + 1, sourceLocation: sourceLocation)
    let stack = navigator.state.stack(at: .root) ?? []
    #expect(stack.count == depth + 1, sourceLocation: sourceLocation)
    let levels = stack.map { (navigator.coordinator(for: $0.owner) as? RecordingChainCoordinator)?.level }
    #expect(levels == Array(0...depth), sourceLocation: sourceLocation)
    #expect(stack.allSatisfy { $0.route == AnyRoute(ChainRoute.link) }, sourceLocation: sourceLocation)
    let flows = flowLines(of: navigator)
    #expect(flows.count == depth + 1, sourceLocation: sourceLocation)
    let last = String(repeating: "  ", count: 32) + "(depth \(depth)) \(stack.last?.owner.description ?? "")"
    #expect(
      flows.last.map(String.init) == last + " RecordingChainCoordinator (opened by ChainRoute.next)",
      sourceLocation: sourceLocation)
  }

  /// Pops `navigator` to its root and expects every flow of the chain to have finished once,
  /// innermost first, each parent told it was cancelled, and each released.
  static func expectPopFinishesChain(
    _ navigator: Navigator,
    _ record: ChainRecord,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    record.told = []
    #expect(navigator.popToRoot(), sourceLocation: sourceLocation)
    #expect(record.told == Array((0..<depth).reversed()), sourceLocation: sourceLocation)
    #expect(record.finishedWithValue == 0, sourceLocation: sourceLocation)
    #expect(navigator.flowCount == 1, sourceLocation: sourceLocation)
    #expect(flowLines(of: navigator) == ["  0 RecordingChainCoordinator"], sourceLocation: sourceLocation)
    #expect(record.alive == [0], sourceLocation: sourceLocation)
  }

  @Test("a walk into 10,000 nested flows starts each once, and popping finishes each once, innermost first")
  func walkAndPopDeepChain() throws {
    let record = ChainRecord()
    let navigator = Navigator(root: RecordingChainCoordinator(level: 0, record: record))
    try navigator.navigate(to: Self.chain)
    #expect(record.started == Array(0...Self.depth))
    Self.expectWholeChain(navigator)
    #expect(record.told.isEmpty)
    Self.expectPopFinishesChain(navigator, record)
  }

  @Test("10,000 nested flows restore from their snapshot into a fresh navigator, and pop")
  func restoreDeepChain() throws {
    let saved = Navigator(root: RecordingChainCoordinator(level: 0, record: ChainRecord()))
    try saved.navigate(to: Self.chain)
    let data = saved.snapshotData(registry: Self.registry)
    let record = ChainRecord()
    let navigator = Navigator(root: RecordingChainCoordinator(level: 0, record: record))
    let report = navigator.restore(from: data, registry: Self.registry)
    #expect(report.isComplete, "\(report)")
    #expect(report.restoredScreenCount == Self.depth + 1)
    // The root flow starts over, then each flow of the chain starts from its route.
    #expect(record.started == [0, 0] + Array(1...Self.depth))
    Self.expectWholeChain(navigator)
    #expect(
      navigator.state.treeDescription(includingIdentifiers: false)
        == saved.state.treeDescription(includingIdentifiers: false))
    Self.expectPopFinishesChain(navigator, record)
  }

  @Test("restoring over a chain of 10,000 flows finishes the old chain once, innermost first, and starts a new one")
  func restoreOverDeepChain() throws {
    let record = ChainRecord()
    let navigator = Navigator(root: RecordingChainCoordinator(level: 0, record: record))
    try navigator.navigate(to: Self.chain)
    let oldCount = record.coordinators.count
    let report = navigator.restore(from: navigator.snapshot(registry: Self.registry), registry: Self.registry)
    #expect(report.isComplete, "\(report)")
    #expect(record.told == Array((0..<Self.depth).reversed()))
    #expect(record.coordinators[1..<oldCount].allSatisfy { $0.value == nil }, "the old chain is released")
    Self.expectWholeChain(navigator)
    Self.expectPopFinishesChain(navigator, record)
  }

  @Test("cancelling the innermost of 10,000 nested flows finishes it alone; cancelling the first finishes the rest")
  func cancelInsideDeepChain() throws {
    let record = ChainRecord()
    let navigator = Navigator(root: RecordingChainCoordinator(level: 0, record: record))
    try navigator.navigate(to: Self.chain)
    let stack = try #require(navigator.state.stack(at: .root))
    // Called through the navigator, so that the test holds no coordinator alive.
    #expect(navigator.coordinator(for: stack[Self.depth].owner)?.cancel() == true)
    #expect(record.told == [Self.depth - 1])
    #expect(navigator.flowCount == Self.depth)
    #expect(navigator.coordinator(for: stack[1].owner)?.cancel() == true)
    #expect(record.told == [Self.depth - 1] + Array((0..<(Self.depth - 1)).reversed()))
    #expect(navigator.flowCount == 1)
    #expect(record.alive == [0])
  }

  /// Deeper than a recursion over the tree survives: one small frame a flow (a recursive
  /// description or finishing order) overflows the main thread's 8 MB stack at about 19,000
  /// flows in a debug build here, and the navigator's own calls need several frames a flow.
  static let overflowingDepth = 20_000

  @Test("20,000 nested flows, deeper than a recursion survives, are walked to, restored, described and popped")
  func chainDeeperThanRecursionSurvives() throws {
    let depth = Self.overflowingDepth
    let routes = [any Route](repeating: ChainRoute.next, count: depth)
    let saved = Navigator(root: RecordingChainCoordinator(level: 0, record: ChainRecord()))
    try saved.navigate(to: routes)
    let record = ChainRecord()
    let navigator = Navigator(root: RecordingChainCoordinator(level: 0, record: record))
    // From the snapshot value: the JSON around it adds nothing deep and costs seconds here.
    let report = navigator.restore(from: saved.snapshot(registry: Self.registry), registry: Self.registry)
    #expect(report.isComplete, "\(report)")
    #expect(navigator.flowCount == depth + 1)
    #expect(navigator.state.stack(at: .root)?.count == depth + 1)
    let flows = Self.flowLines(of: navigator)
    #expect(flows.count == depth + 1)
    #expect(flows.last?.contains("(depth \(depth)) ") == true)
    #expect(navigator.popToRoot())
    #expect(record.told == Array((0..<depth).reversed()))
    #expect(record.alive == [0])
    #expect(saved.popToRoot())
    #expect(saved.flowCount == 1)
  }

  @Test("the tree description lists 10,000 nested flows, indented so far and then by depth")
  func treeDescriptionOfDeepTree() throws {
    let navigator = Navigator(root: ChainCoordinator())
    try navigator.navigate(to: Self.chain)
    #expect(navigator.flowCount == Self.depth + 1)
    let flows = Self.flowLines(of: navigator)
    #expect(flows.count == Self.depth + 1)
    #expect(flows.first == "  0 ChainCoordinator")
    #expect(flows.dropFirst().first == "    1 ChainCoordinator (opened by ChainRoute.next)")
    let last = String(repeating: "  ", count: 32) + "(depth \(Self.depth)) \(Self.depth) ChainCoordinator"
    #expect(flows.last.map(String.init) == last + " (opened by ChainRoute.next)")
    // The text grows with the number of flows, not with its square.
    #expect(flows.allSatisfy { $0.utf8.count < 200 })
  }
}

import CoordinatorsTesting
import Foundation
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

/// Trees as deep as restoration data can describe: what reads the flow tree is a loop, never a
/// recursion as deep as the tree, which overflowed the stack at 10,000 flows.
@MainActor
@Suite("A flow tree 10,000 deep", .suiteTimeLimit)
struct DeepTreeTests {
  static let depth = 10_000

  @Test("the tree description lists 10,000 nested flows, indented so far and then by depth")
  func treeDescriptionOfDeepTree() throws {
    let navigator = Navigator(root: ChainCoordinator())
    // Walking 10,000 routes costs seconds (each step copies the stack): the nodes go straight
    // into the tree, each flow the only child of the one before.
    for index in 1...Self.depth {
      let coordinator = ChainCoordinator()
      navigator.tree.insert(
        FlowNode(
          id: FlowID(rawValue: index),
          coordinator: coordinator,
          parent: FlowID(rawValue: index - 1),
          slot: .push,
          openingRoute: AnyRoute(ChainRoute.next),
          key: nil,
          deliver: ResultDelivery(nil),
          meaning: { _ in nil },
          routeType: ChainRoute.self
        )
      )
    }
    #expect(navigator.flowCount == Self.depth + 1)
    let lines = navigator.treeDescription.split(separator: "\n")
    let flows = lines.drop { $0 != "flows" }.dropFirst().prefix { $0.hasPrefix(" ") }
    #expect(flows.count == Self.depth + 1)
    #expect(flows.first == "  0 ChainCoordinator")
    #expect(flows.dropFirst().first == "    1 ChainCoordinator (opened by ChainRoute.next)")
    let last = String(repeating: "  ", count: 32) + "(depth \(Self.depth)) \(Self.depth) ChainCoordinator"
    #expect(flows.last.map(String.init) == last + " (opened by ChainRoute.next)")
    // The text grows with the number of flows, not with its square.
    #expect(flows.allSatisfy { $0.utf8.count < 200 })
  }

  @Test("a deep chain of flows snapshots, restores and describes itself")
  func deepTreeRestores() throws {
    var registry = RouteRegistry()
    try registry.register(ChainRoute.self, key: "chain")
    let saved = Navigator(root: ChainCoordinator())
    try saved.navigate(to: Array(repeating: ChainRoute.next, count: 500))
    let navigator = Navigator(root: ChainCoordinator())
    let report = navigator.restore(from: saved.snapshotData(registry: registry), registry: registry)
    #expect(report.isComplete, "\(report)")
    #expect(navigator.flowCount == 501)
    #expect(
      navigator.state.treeDescription(includingIdentifiers: false)
        == saved.state.treeDescription(includingIdentifiers: false))
    #expect(navigator.treeDescription.split(separator: "\n").filter { $0.contains("(depth 500) ") }.count == 1)
  }
}

import Coordinators
import Foundation

/// A chain of nested flows, each showing one screen: navigating to it, restoring it and popping
/// it, at 1,000 and 10,000 flows, so that the cost per flow shows whether each is linear.
///
/// - `flows-navigate-N`: `navigate(to:)` with N flow routes on a fresh navigator: N child flows
///   start, each inside the one before, each showing one screen.
/// - `flows-restore-plan-N`: `restore(_:)` of an already made `RestorationPlan` on a fresh
///   navigator: the rebuild alone (the root flow starts over, N flows start from their routes,
///   N + 1 screens are checked).
/// - `flows-restore-snapshot-N`: `restore(from:registry:)` of a `NavigationSnapshot` value: the
///   plan's checks and the decoding of every stored route, then the rebuild.
/// - `flows-restore-data-N`: `restore(from:registry:)` of the snapshot's JSON: what a launch pays.
/// - `flows-pop-N`: `popToRoot()` on a navigator that shows the chain: N screens leave, N flows
///   finish, innermost first, each parent told.
///
/// Each operation works on a navigator of its own, made before the count and released after it.
let flowCases: [CountedCase] = [1_000, 10_000].flatMap { depth in
  [
    CountedCase(
      name: "flows-navigate-\(depth)",
      summary: "navigate(to:) a chain of \(depth) nested flows of one screen each"
    ) { count in
      var navigators = (0..<count).map { _ in Navigator(root: ChainCoordinator()) }
      var finished: [Navigator] = []
      let routes = Array(repeating: ChainRoute.next, count: depth)
      return {
        let navigator = navigators.removeLast()
        try! navigator.navigate(to: routes)
        finished.append(navigator)
      }
    },
    CountedCase(
      name: "flows-restore-plan-\(depth)",
      summary: "restore(_:) a plan of \(depth) nested flows (the rebuild alone)"
    ) { count in
      let plan = RestorationPlan(snapshot: chainSnapshot(depth: depth), registry: chainRegistry)
      var navigators = (0..<count).map { _ in Navigator(root: ChainCoordinator()) }
      var finished: [Navigator] = []
      return {
        let navigator = navigators.removeLast()
        consume(navigator.restore(plan))
        finished.append(navigator)
      }
    },
    CountedCase(
      name: "flows-restore-snapshot-\(depth)",
      summary: "restore(from:) a NavigationSnapshot of \(depth) nested flows (routes decoded, then rebuilt)"
    ) { count in
      let snapshot = chainSnapshot(depth: depth)
      var navigators = (0..<count).map { _ in Navigator(root: ChainCoordinator()) }
      var finished: [Navigator] = []
      return {
        let navigator = navigators.removeLast()
        consume(navigator.restore(from: snapshot, registry: chainRegistry))
        finished.append(navigator)
      }
    },
    CountedCase(
      name: "flows-restore-data-\(depth)",
      summary: "restore(from:) the JSON of \(depth) nested flows (read, decoded, rebuilt)"
    ) { count in
      let data = chainNavigator(depth: depth).snapshotData(registry: chainRegistry)
      var navigators = (0..<count).map { _ in Navigator(root: ChainCoordinator()) }
      var finished: [Navigator] = []
      return {
        let navigator = navigators.removeLast()
        consume(navigator.restore(from: data, registry: chainRegistry))
        finished.append(navigator)
      }
    },
    CountedCase(
      name: "flows-pop-\(depth)",
      summary: "popToRoot() under a chain of \(depth) nested flows: every flow finishes"
    ) { count in
      let routes = Array(repeating: ChainRoute.next, count: depth)
      var navigators = (0..<count).map { _ in
        let navigator = Navigator(root: ChainCoordinator())
        try! navigator.navigate(to: routes)
        return navigator
      }
      var finished: [Navigator] = []
      return {
        let navigator = navigators.removeLast()
        consume(navigator.popToRoot())
        finished.append(navigator)
      }
    },
  ]
}

/// The routes of the chain: each flow shows `link` and opens the next flow for `next`.
enum ChainRoute: Route, Codable {
  case link
  case next
}

/// A flow of one screen that opens another of its kind, pushed, for `next`.
@MainActor
final class ChainCoordinator: Coordinator {
  let flow = Flow<ChainRoute>()

  func start() { flow.show(.link) }

  func child(for route: ChainRoute) -> ChildFlow? { route == .next ? .flow(ChainCoordinator()) : nil }
}

let chainRegistry: RouteRegistry = {
  var registry = RouteRegistry()
  try! registry.register(ChainRoute.self, key: "chain")
  return registry
}()

/// A navigator showing a chain of `depth` nested flows.
@MainActor
func chainNavigator(depth: Int) -> Navigator {
  let navigator = Navigator(root: ChainCoordinator())
  try! navigator.navigate(to: Array(repeating: ChainRoute.next, count: depth))
  return navigator
}

/// The snapshot of a navigator showing a chain of `depth` nested flows.
@MainActor
func chainSnapshot(depth: Int) -> NavigationSnapshot {
  chainNavigator(depth: depth).snapshot(registry: chainRegistry)
}

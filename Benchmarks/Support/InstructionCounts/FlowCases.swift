@_spi(Hosts) import Coordinators
import Foundation
import NavigationFixtures

/// A chain of nested flows, each showing one screen: navigating to it, restoring it and popping
/// it, at 1,000 and 10,000 flows, so that the cost per flow shows whether each is linear.
///
/// - `flows-navigate-N`: `navigate(to:)` with N flow routes on a fresh navigator: N child flows
///   start, each inside the one before, each showing one screen.
/// - `flows-navigate-host-N`, `flows-restore-plan-host-N`, `flows-pop-host-N`: the same with a
///   host that completes every step at once and an observer, as in an app: each change is also
///   planned, performed and recorded as shown.
/// - `flows-restore-plan-N`: `restore(_:)` of an already made `RestorationPlan` on a fresh
///   navigator: the rebuild alone (the root flow starts over, N flows start from their routes,
///   N + 1 screens are checked).
/// - `flows-restore-snapshot-N`: `restore(from:registry:)` of a `NavigationSnapshot` value: the
///   plan's checks and the decoding of every stored route, then the rebuild.
/// - `flows-restore-data-N`: `restore(from:registry:)` of the snapshot's JSON: what a launch pays.
/// - `flows-snapshot-N` and `flows-snapshot-data-N`: storing the chain, as a value and as JSON.
/// - `flows-pop-N`: `popToRoot()` on a navigator that shows the chain: N screens leave, N flows
///   finish, innermost first, each parent told.
///
/// Each operation works on a navigator of its own, made before the count and released after it.
/// `flows-wall-times` is not a count: see ``flowWallTimes``.
let flowCases: [CountedCase] = chainCases + [flowWallTimes]

private let chainCases: [CountedCase] = [1_000, 10_000].flatMap { depth in
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
        walk(navigator, to: routes)
        finished.append(navigator)
      }
    },
    CountedCase(
      name: "flows-navigate-host-\(depth)",
      summary: "navigate(to:) a chain of \(depth) nested flows, with a host that completes at once and an observer"
    ) { count in
      var navigators = (0..<count).map { _ in hostedChainNavigator(depth: 0) }
      var finished: [Navigator] = []
      let routes = Array(repeating: ChainRoute.next, count: depth)
      return {
        let navigator = navigators.removeLast()
        walk(navigator, to: routes)
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
      name: "flows-snapshot-\(depth)",
      summary: "snapshot(registry:) of a chain of \(depth) nested flows (the value: routes encoded, flows recorded)"
    ) { _ in
      let navigator = chainNavigator(depth: depth)
      return { consume(navigator.snapshot(registry: chainRegistry)) }
    },
    CountedCase(
      name: "flows-snapshot-data-\(depth)",
      summary: "snapshotData(registry:) of a chain of \(depth) nested flows (the value, then its JSON)"
    ) { _ in
      let navigator = chainNavigator(depth: depth)
      return { consume(navigator.snapshotData(registry: chainRegistry)) }
    },
    CountedCase(
      name: "flows-restore-plan-host-\(depth)",
      summary: "restore(_:) a plan of \(depth) nested flows, with a host that completes at once and an observer"
    ) { count in
      let plan = RestorationPlan(snapshot: chainSnapshot(depth: depth), registry: chainRegistry)
      var navigators = (0..<count).map { _ in hostedChainNavigator(depth: 0) }
      var finished: [Navigator] = []
      return {
        let navigator = navigators.removeLast()
        consume(navigator.restore(plan))
        finished.append(navigator)
      }
    },
    CountedCase(
      name: "flows-pop-host-\(depth)",
      summary: "popToRoot() under a chain of \(depth) nested flows, with a host that completes at once and an observer"
    ) { count in
      var navigators = (0..<count).map { _ in hostedChainNavigator(depth: depth) }
      var finished: [Navigator] = []
      return {
        let navigator = navigators.removeLast()
        consume(navigator.popToRoot())
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
        walk(navigator, to: routes)
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

/// A navigator showing a chain of `depth` nested flows.
@MainActor
func chainNavigator(depth: Int) -> Navigator {
  let navigator = Navigator(root: ChainCoordinator())
  walk(navigator, to: Array(repeating: ChainRoute.next, count: depth))
  return navigator
}

/// A navigator showing a chain of `depth` nested flows, with a host that completes every step at
/// once and an observer.
@MainActor
func hostedChainNavigator(depth: Int) -> Navigator {
  let navigator = Navigator(root: ChainCoordinator())
  navigator.attach(CompletingHost())
  _ = navigator.observe(NavigationEvent.self) { event in consume(event) }
  walk(navigator, to: Array(repeating: ChainRoute.next, count: depth))
  return navigator
}

/// The snapshot of a navigator showing a chain of `depth` nested flows.
@MainActor
func chainSnapshot(depth: Int) -> NavigationSnapshot {
  chainNavigator(depth: depth).snapshot(registry: chainRegistry)
}

/// Wall times of the chain's operations, for a debug build, where the ordo-one runner cannot run
/// here (it crashes at launch without the runtime interposer of its release builds):
/// `swift run --package-path Benchmarks InstructionCounts flows-wall-times 1` prints, for 2,000
/// and 10,000 flows, the fastest and the median of `samples` runs of each operation, each on a
/// fresh navigator made before its clock starts. Not a count: run it without callgrind.
private let flowWallTimes = CountedCase(
  name: "flows-wall-times",
  summary: "prints wall times of navigate, restore and pop for chains of 2,000 and 10,000 flows (not a count)"
) { _ in
  {
    for depth in [2_000, 10_000] {
      let samples = 5
      let routes = Array(repeating: ChainRoute.next, count: depth)
      let snapshot = chainSnapshot(depth: depth)
      let plan = RestorationPlan(snapshot: snapshot, registry: chainRegistry)
      let data = chainNavigator(depth: depth).snapshotData(registry: chainRegistry)
      let operations: [(name: String, prepare: () -> Navigator, run: (Navigator) -> Void)] = [
        ("navigate", { Navigator(root: ChainCoordinator()) }, { walk($0, to: routes) }),
        ("restore from a plan", { Navigator(root: ChainCoordinator()) }, { consume($0.restore(plan)) }),
        (
          "restore from a snapshot", { Navigator(root: ChainCoordinator()) },
          { consume($0.restore(from: snapshot, registry: chainRegistry)) }
        ),
        (
          "restore from JSON", { Navigator(root: ChainCoordinator()) },
          { consume($0.restore(from: data, registry: chainRegistry)) }
        ),
        ("pop", { chainNavigator(depth: depth) }, { consume($0.popToRoot()) }),
      ]
      for operation in operations {
        var wall: [Double] = []
        var processor: [Double] = []
        for _ in 0..<samples {
          let navigator = operation.prepare()
          let start = ContinuousClock.now
          let startCPU = threadCPUMilliseconds()
          operation.run(navigator)
          processor.append(threadCPUMilliseconds() - startCPU)
          let time = ContinuousClock.now - start
          wall.append(Double(time.components.seconds) * 1_000 + Double(time.components.attoseconds) / 1e15)
          consume(navigator)
        }
        wall.sort()
        processor.sort()
        print(
          "\(depth) flows, \(operation.name): wall fastest \(wall[0]) ms, median \(wall[samples / 2]) ms;"
            + " thread CPU fastest \(processor[0]) ms, median \(processor[samples / 2]) ms")
      }
    }
  }
}

/// The processor time of the calling thread, in milliseconds: what an operation costs whatever
/// else the machine runs (wall time here stretches with the load of the shared machine).
private func threadCPUMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1e6
}

/// Walks `navigator` to `routes`, which the chain always takes.
@MainActor
func walk(_ navigator: Navigator, to routes: [ChainRoute]) {
  do {
    try navigator.navigate(to: routes)
  } catch {
    preconditionFailure("the chain takes its routes: \(error)")
  }
}

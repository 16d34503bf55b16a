import Benchmark
@_spi(Hosts) import Coordinators
import CoordinatorsTesting
import Foundation
import NavigationFixtures

// MARK: - Flows

/// Starting a child flow and finishing it, on a navigator whose root coordinator shows one
/// screen: the child's first screen pushed onto the root stack, or presented in a sheet of its
/// own. Each iteration makes a fresh child coordinator, starts it with a result callback (the
/// navigator attaches it, runs its `start()` and commits its screen), finishes it (its screen
/// leaves, the navigator releases it and calls the callback), as an app does.
///
/// Without a host, only the navigation state and the flow tree change. With a host that
/// completes at once (`CompletingHost`), each change is also planned and performed, and recorded
/// as shown. A `TestHost` does the same and also records every step and checks that it fits
/// what it shows; a fresh one per sample keeps its list of steps short.
func flowBenchmarks() {
  let placements: [(name: String, placement: Presentation)] = [
    ("pushed", .push),
    ("presented", .sheet()),
  ]
  let hosts: [(suffix: String, attach: @MainActor (Navigator) -> Void)] = [
    ("", { _ in }),
    (", with a host that completes at once", { navigator in navigator.attach(CompletingHost()) }),
    (", with a TestHost", { navigator in navigator.attach(TestHost()) }),
  ]
  for placement in placements {
    for host in hosts {
      Benchmark(
        "Flow start then finish, \(placement.name) child\(host.suffix)",
        configuration: .init(scalingFactor: .kilo)
      ) { benchmark in
        // The runner awaits this closure and touches `benchmark` only after it returns, so the
        // main actor is its only user meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
          let root = BenchmarkRootCoordinator()
          let navigator = Navigator(root: root)
          host.attach(navigator)
          benchmark.startMeasurement()
          for _ in benchmark.scaledIterations {
            startThenFinish(under: root, as: placement.placement)
          }
          benchmark.stopMeasurement()
          blackHole(navigator)
        }
      }
    }
  }
}

/// Starts a fresh child flow under `root`, placed as `placement`, and finishes it: the
/// navigator ends as it began.
@MainActor
@inline(never)
func startThenFinish(under root: BenchmarkRootCoordinator, as placement: Presentation) {
  let child = BenchmarkChildCoordinator()
  root.flow.start(child, as: placement) { result in blackHole(result) }
  child.finish()
}

/// The routes of the benchmarks' flows.
enum BenchmarkRoute: Route {
  case home
  case step
}

/// The root flow: one screen.
@MainActor
final class BenchmarkRootCoordinator: Coordinator {
  let flow = Flow<BenchmarkRoute>()

  func start() { flow.show(.home) }
}

/// A child flow of one screen that finishes without a value.
@MainActor
final class BenchmarkChildCoordinator: Coordinator {
  let flow = Flow<BenchmarkRoute>()

  func start() { flow.show(.step) }
}

// MARK: - Deep flow trees

/// A chain of nested flows, each showing one screen and opening the next (`ChainCoordinator`),
/// at 2,000 and 10,000 flows: navigating to it, restoring it and popping it. Each sample works on
/// a fresh navigator made before the measurement, and measures one operation:
///
/// - **navigate**: `navigate(to:)` with N flow routes: N flows start, one inside the other;
/// - **restore from a plan**: `restore(_:)` of a `RestorationPlan` made beforehand: the rebuild
///   alone (the root flow starts over, N flows start from their routes, N + 1 screens checked);
/// - **restore from a snapshot**: `restore(from:registry:)` of a `NavigationSnapshot` value: the
///   plan's checks and the decoding of every stored route, then the rebuild;
/// - **restore from JSON**: `restore(from:registry:)` of the snapshot's bytes: what a launch pays;
/// - **pop**: `popToRoot()` on a navigator that shows the chain: N screens leave, N flows finish,
///   innermost first, each parent told.
func deepFlowBenchmarks() {
  let configuration = Benchmark.Configuration(maxDuration: .seconds(5), maxIterations: 50)
  for depth in [2_000, 10_000] {
    Benchmark("Flows navigate to a chain of \(depth) nested flows", configuration: configuration) { benchmark in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let navigator = Navigator(root: ChainCoordinator())
        let routes = ChainFixture.routes(depth: depth)
        benchmark.startMeasurement()
        try? navigator.navigate(to: routes)
        benchmark.stopMeasurement()
        precondition(navigator.flowIDs.count == depth + 1, "the walk started every flow")
      }
    }
    Benchmark("Flows restore a chain of \(depth) nested flows from a plan", configuration: configuration) {
      benchmark in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let plan = ChainFixture.shared(depth: depth).plan
        let navigator = Navigator(root: ChainCoordinator())
        benchmark.startMeasurement()
        blackHole(navigator.restore(plan))
        benchmark.stopMeasurement()
        precondition(navigator.flowIDs.count == depth + 1, "the restore is whole")
      }
    }
    Benchmark("Flows restore a chain of \(depth) nested flows from a snapshot", configuration: configuration) {
      benchmark in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let snapshot = ChainFixture.shared(depth: depth).snapshot
        let navigator = Navigator(root: ChainCoordinator())
        benchmark.startMeasurement()
        blackHole(navigator.restore(from: snapshot, registry: ChainFixture.registry))
        benchmark.stopMeasurement()
        precondition(navigator.flowIDs.count == depth + 1, "the restore is whole")
      }
    }
    Benchmark("Flows restore a chain of \(depth) nested flows from JSON", configuration: configuration) { benchmark in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let data = ChainFixture.shared(depth: depth).data
        let navigator = Navigator(root: ChainCoordinator())
        benchmark.startMeasurement()
        blackHole(navigator.restore(from: data, registry: ChainFixture.registry))
        benchmark.stopMeasurement()
        precondition(navigator.flowIDs.count == depth + 1, "the restore is whole")
      }
    }
    Benchmark("Flows pop a chain of \(depth) nested flows", configuration: configuration) { benchmark in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        let navigator = Navigator(root: ChainCoordinator())
        try? navigator.navigate(to: ChainFixture.routes(depth: depth))
        benchmark.startMeasurement()
        blackHole(navigator.popToRoot())
        benchmark.stopMeasurement()
        precondition(navigator.flowIDs.count == 1, "every flow of the chain finished")
      }
    }
  }
}

/// A chain of nested flows in its stored forms, made once per depth.
@MainActor
final class ChainFixture {
  static let registry = chainRegistry

  private static var fixtures: [Int: ChainFixture] = [:]

  let snapshot: NavigationSnapshot
  let plan: RestorationPlan
  let data: Data

  static func routes(depth: Int) -> [any Route] { Array(repeating: ChainRoute.next, count: depth) }

  static func shared(depth: Int) -> ChainFixture {
    if let fixture = fixtures[depth] { return fixture }
    let fixture = ChainFixture(depth: depth)
    fixtures[depth] = fixture
    return fixture
  }

  private init(depth: Int) {
    let navigator = Navigator(root: ChainCoordinator())
    do {
      try navigator.navigate(to: Self.routes(depth: depth))
    } catch {
      preconditionFailure("the chain is valid: \(error)")
    }
    snapshot = navigator.snapshot(registry: Self.registry)
    plan = RestorationPlan(snapshot: snapshot, registry: Self.registry)
    data = navigator.snapshotData(registry: Self.registry)
    precondition(plan.isComplete && plan.screenCount == depth + 1, "the plan is whole")
  }
}

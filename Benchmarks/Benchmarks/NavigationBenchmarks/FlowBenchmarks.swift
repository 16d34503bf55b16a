import Benchmark
import Coordinators
import CoordinatorsTesting

// MARK: - Flows

/// Starting a child flow and finishing it, on a navigator whose root coordinator shows one
/// screen: the child's first screen pushed onto the root stack, or presented in a sheet of its
/// own. Each iteration makes a fresh child coordinator, starts it with a result callback (the
/// navigator attaches it, runs its `start()` and commits its screen), finishes it (its screen
/// leaves, the navigator releases it and calls the callback), as an app does.
///
/// Without a host, only the navigation state and the flow tree change. With a host that
/// completes at once (`InstantHost`), each change is also planned and performed, and recorded
/// as shown. A `TestHost` does the same and also records every step and checks that it fits
/// what it shows; a fresh one per sample keeps its list of steps short.
func flowBenchmarks() {
  let placements: [(name: String, placement: Presentation)] = [
    ("pushed", .push),
    ("presented", .sheet()),
  ]
  let hosts: [(suffix: String, attach: @MainActor (Navigator) -> Void)] = [
    ("", { _ in }),
    (", with a host that completes at once", { navigator in navigator.attach(InstantHost()) }),
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

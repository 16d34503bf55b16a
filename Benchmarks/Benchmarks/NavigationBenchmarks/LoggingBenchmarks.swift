import Benchmark
@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsDiagnostics
import NavigationFixtures

// Issue 15: what logging and the map add to a command. The same push and pop of an enum route
// through a navigator with a host that completes at once, with an event observer that does
// nothing (the baseline: any observer keeps the state before each change), with the line logger
// writing into a stream that discards, and with a navigation map recording, at depths 10 and
// 1,000. Each iteration is two events. `Benchmarks/Support/InstructionCounts/LoggingCases.swift` counts the same with callgrind.

func loggingBenchmarks() {
  let setups: [(suffix: String, attach: @MainActor (Navigator) -> Void)] = [
    ("an observer that does nothing", { navigator in navigator.observe { event in blackHole(event) } }),
    ("the line logger", { navigator in NavigationLogger(output: DiscardingStream()).observe(navigator) }),
    (
      "a navigation map",
      { navigator in
        let map = MapBox(NavigationMap(navigator))
        navigator.observe { event in map.map.record(event) }
      }
    ),
  ]
  // At depth 1,000 too: logging and the map must cost the same at any depth.
  for (depth, depthName) in [(10, "10"), (1_000, "1,000")] {
    for setup in setups {
      Benchmark(
        "Logging: push then pop, depth \(depthName), with \(setup.suffix)",
        configuration: .init(scalingFactor: .kilo)
      ) { benchmark in
        // The runner awaits this closure and touches `benchmark` only after it returns, so the
        // main actor is its only user meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
          let navigator = Navigator(root: LoggedRoute.list)
          for index in 1..<depth { navigator.push(LoggedRoute.detail(index)) }
          navigator.attach(CompletingHost())
          setup.attach(navigator)
          benchmark.startMeasurement()
          for _ in benchmark.scaledIterations {
            blackHole(navigator.push(LoggedRoute.detail(depth)))
            blackHole(navigator.pop())
          }
          benchmark.stopMeasurement()
        }
      }
    }
  }
}

/// An app's kind of route: an enum, one case with a payload.
private enum LoggedRoute: Route {
  case list
  case detail(Int)
}

/// A stream that throws away what it is given.
private struct DiscardingStream: TextOutputStream {
  mutating func write(_ string: String) { blackHole(string) }
}

/// Holds a map that an observer records into.
@MainActor
private final class MapBox {
  var map: NavigationMap
  init(_ map: NavigationMap) { self.map = map }
}

import Benchmark
import Coordinators
import CoordinatorsSwiftUI
import NavigationFixtures

// MARK: - SwiftUI host model

/// The SwiftUI host's model under a navigator, as the views drive it: steps made by commands
/// and completed by the screens' `screenDidAppear`/`screenDidDisappear` signals, and the user's
/// pops written to `StackModel.path` by the binding setter.
///
/// - steps: a push and a pop by commands, on a root stack of 10 or 1,000 screens;
/// - binding writes: the user's pop (the path without its last screen, written to the binding),
///   then the push back by a command.
///
/// Each runs with the SwiftUI host and, for comparison, with a host that completes every step
/// at once (`CompletingHost`): the difference is the host model's share, the rest is the
/// navigator's (planning, recording what is shown).
func swiftUIHostBenchmarks() {
  let kinds: [(name: String, swiftUI: Bool)] = [
    ("SwiftUI host", true),
    ("Navigator with a host that completes at once", false),
  ]
  for depth in [10, 1_000] {
    for kind in kinds {
      Benchmark(
        "\(kind.name): push then pop, depth \(depth)",
        configuration: .init(scalingFactor: .kilo)
      ) { benchmark in
        // The runner awaits this closure and touches `benchmark` only after it returns, so the
        // main actor is its only user meanwhile.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
          let fixture = HostModelFixture(depth: depth, swiftUI: kind.swiftUI)
          benchmark.startMeasurement()
          for _ in benchmark.scaledIterations {
            fixture.pushThenPop()
          }
          benchmark.stopMeasurement()
          blackHole(fixture)
        }
      }
      Benchmark(
        "\(kind.name): user pop then push, depth \(depth)",
        configuration: .init(scalingFactor: .kilo)
      ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
          let fixture = HostModelFixture(depth: depth, swiftUI: kind.swiftUI)
          benchmark.startMeasurement()
          for _ in benchmark.scaledIterations {
            // Building the written path is SwiftUI's work, and part of what is measured here.
            fixture.userPopThenPush(written: fixture.pathAfterBackSwipe())
          }
          benchmark.stopMeasurement()
          blackHole(fixture)
        }
      }
    }
  }
}

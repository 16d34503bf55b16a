import Benchmark
@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation
import NavigationFixtures

// MARK: - Event log (issue 15)

/// What recording an event log costs per command, and what a 10,000-event log costs to write,
/// read and replay.
///
/// - **Command, log off / log on**: a push and a pop at depth 10 through a navigator whose host
///   completes every step at once, without an observer, then with an `EventLogRecorder` (a ring
///   of 1,000): each command makes three events (the change, its step started and completed).
/// - **Write / read / replay 10,000 events**: a log of pushes, pops, sheets and dismisses around
///   depth 10 with their steps, written as JSON lines, read back with the registry, and replayed
///   (read already) against a `TestHost`; **read and replay** is the two together, what a test of
///   a bug report pays.
func eventLogBenchmarks() {
  Benchmark("Event log command, log off") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let navigator = eventLogNavigator()
      let top = TestRoute("top")
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(navigator.push(top))
        blackHole(navigator.pop())
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Event log command, log on") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let navigator = eventLogNavigator()
      let recorder = EventLogRecorder(navigator, capacity: 1_000)
      let top = TestRoute("top")
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(navigator.push(top))
        blackHole(navigator.pop())
      }
      benchmark.stopMeasurement()
      blackHole(recorder)
    }
  }
  Benchmark("Event log write, 10000 events", configuration: .init(maxIterations: 20)) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let log = recordedEventLog(events: 10_000)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(log.jsonLines(registry: eventLogRegistry)) }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Event log read, 10000 events", configuration: .init(maxIterations: 20)) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let data = Data(recordedEventLog(events: 10_000).jsonLines(registry: eventLogRegistry).utf8)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(try? EventLog(data: data, registry: eventLogRegistry)) }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Event log replay, 10000 events", configuration: .init(maxIterations: 20)) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let log = recordedEventLog(events: 10_000)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(try? EventLogReplayer(log).replay()) }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Event log read and replay, 10000 events", configuration: .init(maxIterations: 20)) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let data = Data(recordedEventLog(events: 10_000).jsonLines(registry: eventLogRegistry).utf8)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(try? EventLogReplayer(EventLog(data: data, registry: eventLogRegistry)).replay())
      }
      benchmark.stopMeasurement()
    }
  }
}

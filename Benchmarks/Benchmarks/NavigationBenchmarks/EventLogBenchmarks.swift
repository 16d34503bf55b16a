import Benchmark
import Coordinators
import CoordinatorsTesting
import Foundation

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
      let navigator = eventLogBenchmarkNavigator()
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
      let navigator = eventLogBenchmarkNavigator()
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
      let log = eventLogBenchmarkLog(events: 10_000)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(log.jsonLines(registry: eventLogBenchmarkRegistry)) }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Event log read, 10000 events", configuration: .init(maxIterations: 20)) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let data = Data(eventLogBenchmarkLog(events: 10_000).jsonLines(registry: eventLogBenchmarkRegistry).utf8)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(try? EventLog(data: data, registry: eventLogBenchmarkRegistry)) }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Event log replay, 10000 events", configuration: .init(maxIterations: 20)) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let log = eventLogBenchmarkLog(events: 10_000)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations { blackHole(try? EventLogReplayer(log).replay()) }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Event log read and replay, 10000 events", configuration: .init(maxIterations: 20)) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let data = Data(eventLogBenchmarkLog(events: 10_000).jsonLines(registry: eventLogBenchmarkRegistry).utf8)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(try? EventLogReplayer(data: data, registry: eventLogBenchmarkRegistry).replay())
      }
      benchmark.stopMeasurement()
    }
  }
}

/// A navigator at depth 10 shown by a host that completes every step at once.
@MainActor
private func eventLogBenchmarkNavigator() -> Navigator {
  let navigator = Navigator(root: TestRoute("root"))
  for index in 1..<10 { navigator.push(TestRoute("screen \(index)")) }
  navigator.attach(EventLogBenchmarkHost())
  return navigator
}

private let eventLogBenchmarkRegistry: RouteRegistry = {
  var registry = RouteRegistry()
  try? registry.register(TestRoute.self, key: "test")
  return registry
}()

/// A log of `events` events: pushes and pops around depth 10, a sheet now and then, each change
/// with its host step started and completed.
@MainActor
private func eventLogBenchmarkLog(events: Int) -> EventLog {
  let navigator = eventLogBenchmarkNavigator()
  let recorder = EventLogRecorder(navigator, capacity: events)
  var round = 0
  while recorder.count < events {
    switch round % 6 {
    case 0, 1: navigator.push(TestRoute("screen \(round)"))
    case 2: navigator.present(TestRoute("sheet \(round)"), as: .sheet())
    case 3: navigator.dismiss()
    default: navigator.pop()
    }
    round += 1
  }
  return recorder.log
}

/// A host without animations: it completes every step before returning.
@MainActor
private final class EventLogBenchmarkHost: NavigationHost {
  let capabilities = HostCapabilities.all

  func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    blackHole(step)
    completion()
  }
}

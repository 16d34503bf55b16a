import Coordinators
import CoordinatorsTesting
import Foundation

/// Issue 15's speed lines: what recording costs per command (off, with an observer that keeps
/// nothing, with the ring recorder), and what reading and replaying a log costs per event.
let eventLogCases: [CountedCase] = [
  CountedCase(name: "eventlog-off", summary: "a push and a pop at depth 10, a host, no observer") { _ in
    let navigator = eventLogNavigator()
    let top = TestRoute("top")
    return {
      consume(navigator.push(top))
      consume(navigator.pop())
    }
  },
  CountedCase(name: "eventlog-observer", summary: "a push and a pop at depth 10, a host, an observer of every event") {
    _ in
    let navigator = eventLogNavigator()
    _ = navigator.addEventObserver { event in consume(event) }
    let top = TestRoute("top")
    return {
      consume(navigator.push(top))
      consume(navigator.pop())
    }
  },
  CountedCase(name: "eventlog-on", summary: "a push and a pop at depth 10, a host, an EventLogRecorder (ring of 1,000)")
  { _ in
    let navigator = eventLogNavigator()
    let recorder = EventLogRecorder(navigator, capacity: 1_000)
    let top = TestRoute("top")
    return {
      consume(navigator.push(top))
      consume(navigator.pop())
      consume(recorder)
    }
  },
  CountedCase(name: "eventlog-write-1000", summary: "a 1,000-event log written as JSON lines") { _ in
    let log = recordedEventLog(events: 1_000)
    return { consume(log.jsonLines(registry: eventLogRegistry)) }
  },
  CountedCase(name: "eventlog-read-1000", summary: "a 1,000-event log read from JSON lines") { _ in
    let data = Data(recordedEventLog(events: 1_000).jsonLines(registry: eventLogRegistry).utf8)
    return { consume(try? EventLog(data: data, registry: eventLogRegistry)) }
  },
  CountedCase(name: "eventlog-read-1000-depth-1000", summary: "the same log around depth 1,000, read from JSON lines") {
    _ in
    let data = Data(recordedEventLog(events: 1_000, depth: 1_000).jsonLines(registry: eventLogRegistry).utf8)
    return { consume(try? EventLog(data: data, registry: eventLogRegistry)) }
  },
  CountedCase(name: "eventlog-replay-1000", summary: "a 1,000-event log replayed (read already) against a TestHost") {
    _ in
    let log = recordedEventLog(events: 1_000)
    return { consume(try? EventLogReplayer(log).replay()) }
  },
]

/// A navigator at `depth` (10 unless given) shown by a host that completes every step at once.
@MainActor
func eventLogNavigator(depth: Int = 10) -> Navigator {
  let navigator = Navigator(root: TestRoute("root"))
  for index in 1..<depth { navigator.push(TestRoute("screen \(index)")) }
  navigator.attach(CompletingHost())
  return navigator
}

let eventLogRegistry: RouteRegistry = {
  var registry = RouteRegistry()
  try? registry.register(TestRoute.self, key: "test")
  return registry
}()

/// A log of `events` events: pushes and pops around `depth` (10 unless given), a sheet now and
/// then, each change with its host step started and completed.
@MainActor
func recordedEventLog(events: Int, depth: Int = 10) -> EventLog {
  let navigator = eventLogNavigator(depth: depth)
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

@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation
import NavigationFixtures

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
    _ = navigator.observe { event in consume(event) }
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

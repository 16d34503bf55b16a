@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsDiagnostics
import CoordinatorsTesting
import NavigationFixtures

/// What logging and the map cost per event (issue 15): the same push and pop at a depth, with
/// an observer that does nothing (the baseline: any observer makes the navigator keep the state
/// before each change), with the line logger writing into a stream that discards, and with the
/// map recording. Each operation is two events: divide by 2 for one event.
let loggingCases: [CountedCase] = [10, 1_000].flatMap { depth in
  [
    CountedCase(
      name: "logging-baseline-\(depth)",
      summary: "a push and a pop at depth \(depth) with an event observer that does nothing"
    ) { _ in
      let (navigator, top) = loggingFixture(depth: depth)
      _ = navigator.observe { event in consume(event) }
      return {
        consume(navigator.push(top))
        consume(navigator.pop())
      }
    },
    CountedCase(
      name: "logging-logger-\(depth)",
      summary: "a push and a pop at depth \(depth) with the line logger writing into a discarding stream"
    ) { _ in
      let (navigator, top) = loggingFixture(depth: depth)
      NavigationLogger(output: DiscardingStream()).observe(navigator)
      return {
        consume(navigator.push(top))
        consume(navigator.pop())
      }
    },
    CountedCase(
      name: "logging-map-\(depth)",
      summary: "a push and a pop at depth \(depth) with a navigation map recording every event"
    ) { _ in
      let (navigator, top) = loggingFixture(depth: depth)
      let recorder = MapRecorder(NavigationMap(navigator))
      _ = navigator.observe { event in recorder.map.record(event) }
      return {
        consume(navigator.push(top))
        consume(navigator.pop())
      }
    },
  ]
}

/// A navigator showing `depth` screens of a two-case enum route, with a host that completes
/// at once, and the route to push.
@MainActor
private func loggingFixture(depth: Int) -> (Navigator, LoggedRoute) {
  let navigator = Navigator(root: LoggedRoute.list)
  for index in 1..<depth { navigator.push(LoggedRoute.detail(index)) }
  navigator.attach(CompletingHost())
  return (navigator, .detail(depth))
}

/// An app's kind of route: an enum, one case with a payload.
private enum LoggedRoute: Route {
  case list
  case detail(Int)
}

/// A stream that throws away what it is given.
private struct DiscardingStream: TextOutputStream {
  mutating func write(_ string: String) { consume(string) }
}

/// Holds a map that an observer records into.
@MainActor
private final class MapRecorder {
  var map: NavigationMap
  init(_ map: NavigationMap) { self.map = map }
}

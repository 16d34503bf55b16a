import Coordinators
import CoordinatorsTesting
import Testing

/// One thing a user of an example can do: tap something on the screen on top, or a gesture.
struct Move: CustomStringConvertible, Sendable {
  let description: String
  let perform: @MainActor @Sendable (Navigator, TestHost) -> Void

  static func tap(_ action: any CoordinatorAction) -> Move {
    Move(description: "tap \(action)") { navigator, _ in navigator.send(action, from: navigator.state.topScreen.id) }
  }

  static let swipeBack = Move(description: "swipe back") { _, host in host.swipeBack() }
  static let swipeDown = Move(description: "swipe down") { _, host in host.swipeDown() }

  static func tapTab(_ tab: TabID) -> Move {
    Move(description: "tap tab \(tab)") { _, host in host.tapTab(tab) }
  }
}

/// An example app driven by moves, with what it rejects and leaves unhandled kept quiet: a
/// move that does nothing on the screen on top is a move a real user cannot make.
@MainActor
final class Walker {
  let navigator: Navigator
  let host = TestHost()

  init(_ navigator: Navigator) {
    self.navigator = navigator
    navigator.logsProblems = false
    navigator.attach(host)
  }

  func play(_ moves: [Move]) {
    for move in moves { move.perform(navigator, host) }
  }
}

/// Every state reachable from a fresh app in at most `depth` moves, each with the moves that
/// reach it, found breadth first and told apart by `structureDescription`. Seconds of work on
/// the main actor: it lets the other tests waiting for the main actor run after each path.
@MainActor
func reachableStates(
  of makeNavigator: @MainActor () -> Navigator,
  moves: [Move],
  depth: Int
) async -> [(tree: String, path: [Move])] {
  var seen: [String: [Move]] = [makeNavigator().structureDescription: []]
  var order = [makeNavigator().structureDescription]
  var frontier: [[Move]] = [[]]
  for _ in 0..<depth {
    var next: [[Move]] = []
    for path in frontier {
      await Task.yield()
      for move in moves {
        let walker = Walker(makeNavigator())
        walker.play(path + [move])
        let tree = walker.navigator.structureDescription
        guard seen[tree] == nil else { continue }
        seen[tree] = path + [move]
        order.append(tree)
        next.append(path + [move])
      }
    }
    frontier = next
  }
  return order.map { ($0, seen[$0] ?? []) }
}

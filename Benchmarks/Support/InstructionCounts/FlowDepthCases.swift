@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import NavigationFixtures

/// What one change costs through flows as one tab flow's stack grows (issue 29): a tab
/// container laid out as a sidebar, a `TestHost` and an observer, as the probe of 27 November
/// measured. Each case at a stack depth of 10, 1,000 and 10,000:
///
/// - `flow-depth-push-pop-N`: the tab flow's `push` and `pop`;
/// - `flow-depth-alert-tap-N`: the tab flow's alert, then the user's tap on its cancel button;
/// - `flow-depth-lock-N`: the tab flow's `lockNavigation()` and `unlockNavigation()`;
/// - `flow-depth-mark-N`: one `markCheckpoint` of a flow that holds N marks already;
/// - `flow-depth-resize-N`: the window resized to compact, then back to regular (the split view
///   collapses and expands).
///
/// The stack is built in one walk, outside the count.
///
/// `flow-chain-return-N` is a return across nested flows: the innermost of a chain of N nested
/// flows (one screen each) returns to the root flow's checkpoint, so N screens leave and N flows
/// finish; each operation works on a navigator of its own, made before the count.
let flowDepthCases: [CountedCase] =
  chainReturnCases
  + [10, 1_000, 10_000].flatMap { depth in
    [
      CountedCase(
        name: "flow-depth-push-pop-\(depth)",
        summary: "a tab flow's push and pop at depth \(depth), sidebar layout, TestHost and an observer"
      ) { _ in
        let (navigator, tab) = depthNavigator(depth: depth)
        return {
          withExtendedLifetime(navigator) {
            consume(tab.flow.push(.screen))
            consume(tab.flow.pop())
          }
        }
      },
      CountedCase(
        name: "flow-depth-alert-tap-\(depth)",
        summary: "a tab flow's alert and the user's tap on it at depth \(depth)"
      ) { _ in
        let (navigator, tab) = depthNavigator(depth: depth)
        let buttons: [AlertButton<DepthAction>] = [.cancel()]
        return {
          if let id = tab.flow.alert("Sure?", buttons: buttons) {
            consume(navigator.session?.userDid(.tappedAlertButton(id, index: 0)))
          }
        }
      },
      CountedCase(
        name: "flow-depth-lock-\(depth)",
        summary: "a tab flow's lockNavigation() and unlockNavigation() at depth \(depth)"
      ) { _ in
        let (navigator, tab) = depthNavigator(depth: depth)
        return {
          withExtendedLifetime(navigator) {
            consume(tab.flow.lockNavigation())
            consume(tab.flow.unlockNavigation())
          }
        }
      },
      CountedCase(
        name: "flow-depth-mark-\(depth)",
        summary: "a tab flow's markCheckpoint at depth \(depth), the flow holding \(depth) marks"
      ) { _ in
        let (navigator, tab) = depthNavigator(depth: depth)
        for index in 0..<depth { tab.flow.markCheckpoint(Checkpoint<Int>("mark \(index)")) { consume($0) } }
        let checkpoint = Checkpoint<Int>("again")
        return { withExtendedLifetime(navigator) { consume(tab.flow.markCheckpoint(checkpoint) { consume($0) }) } }
      },
      CountedCase(
        name: "flow-depth-resize-\(depth)",
        summary: "the window resized to compact and back at depth \(depth)"
      ) { _ in
        let (navigator, _) = depthNavigator(depth: depth)
        return {
          consume(navigator.session?.userDid(.resized(.compact)))
          consume(navigator.session?.userDid(.resized(.regular)))
        }
      },
    ]
  }

private let chainReturnCases: [CountedCase] = [100, 1_000].map { depth in
  CountedCase(
    name: "flow-chain-return-\(depth)",
    summary: "the innermost of \(depth) nested flows returns to the root flow's checkpoint"
  ) { count in
    let checkpoint = Checkpoint<Int>("top")
    var chains: [(Navigator, ChainCoordinator)] = (0..<count).map { _ in
      let navigator = chainNavigator(depth: depth)
      (navigator.coordinator(for: .root) as? ChainCoordinator)?.flow.markCheckpoint(checkpoint) { consume($0) }
      guard let innermost = navigator.coordinator(for: navigator.state.topScreen.owner) as? ChainCoordinator else {
        preconditionFailure("the chain's top screen belongs to a flow of the chain")
      }
      return (navigator, innermost)
    }
    var finished: [Navigator] = []
    return {
      let (navigator, innermost) = chains.removeLast()
      consume(innermost.flow.returnToCheckpoint(checkpoint, with: 1))
      finished.append(navigator)
    }
  }
}

enum DepthRoute: Route {
  case screen
}

enum DepthTabsRoute: Route {
  case none
}

enum DepthAction: CoordinatorAction {
  case none
}

/// A tab's flow: every screen is `.screen`.
@MainActor
final class DepthTabCoordinator: Coordinator {
  let flow = Flow<DepthRoute>()
  func start() { flow.show(.screen) }
}

/// Two tabs in a sidebar.
@MainActor
final class DepthTabsCoordinator: Coordinator {
  let flow = Flow<DepthTabsRoute>()
  let first = DepthTabCoordinator()

  func start() {
    flow.showTabs([TabFlow("first", first), TabFlow("second", DepthTabCoordinator())], layout: .sidebar(.twoColumns))
  }
}

/// The tab container with its first tab's stack `depth` screens deep, shown by a `TestHost` in a
/// regular width, with an observer. The caller keeps the navigator: the flows run in it.
@MainActor
func depthNavigator(depth: Int) -> (Navigator, DepthTabCoordinator) {
  let tabs = DepthTabsCoordinator()
  let navigator = Navigator(root: tabs)
  do {
    try navigator.navigate(to: Array(repeating: DepthRoute.screen, count: depth - 1))
  } catch {
    preconditionFailure("the tab flow takes its routes: \(error)")
  }
  navigator.attach(TestHost())
  navigator.session?.userDid(.resized(.regular))
  _ = navigator.observe(NavigationEvent.self) { event in consume(event) }
  return (navigator, tabs.first)
}

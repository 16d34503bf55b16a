@_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

@testable import Coordinators

/// The navigator keeps, change by change, what it once recomputed from every screen on every
/// change (issue 29): how many screens each flow owns, which flows have ended and not told their
/// parent, and the checkpoints still marked. After each random operation through flows, each
/// must equal a recomputation from the state and the tree.
@MainActor
@Suite("Flows: incremental bookkeeping", .hangLimit)
struct FlowBookkeepingTests {
  @Test("the kept counts, endings and marks equal a full recomputation after random operations", arguments: 1...8)
  func keptEqualsRecomputed(seedIndex: Int) {
    let seed = UInt64(20_261_127 + seedIndex)
    var random = SeededRandomNumberGenerator(seed: seed)
    let run = BookkeepingRun(seed: seed)
    for step in 0..<400 {
      let operation = run.randomOperation(using: &random)
      if !run.check(after: "step \(step), \(operation)") { break }
    }
  }
}

/// One navigator with a test host and a tab container, through which random operations go.
@MainActor
final class BookkeepingRun {
  let seed: UInt64
  let navigator: Navigator
  let host = TestHost()
  let app = SoakAppCoordinator()
  private var marks = 0

  init(seed: UInt64) {
    self.seed = seed
    navigator = Navigator(root: app)
    navigator.logsProblems = false  // many random operations do not apply; they change nothing
    navigator.attach(host)
  }

  /// The running soak flows, the one at the root included.
  private func members() -> [SoakCoordinator] { navigator.coordinators(ofType: SoakCoordinator.self) }

  /// Runs one random operation; returns its name.
  func randomOperation(using random: inout SeededRandomNumberGenerator) -> String {
    guard let flow = members().randomElement(using: &random) else { return "none" }
    let checkpoint = Checkpoint<Int>("mark \(Int.random(in: 0..<4, using: &random))")
    switch Int.random(in: 0..<19, using: &random) {
    case 0, 1:
      flow.flow.push(.screen(.random(in: 0..<100, using: &random)))
      return "push"
    case 2:
      flow.flow.pop(count: .random(in: 1...2, using: &random))
      return "pop"
    case 3, 4:
      let placement = [Presentation.push, .modal(.sheet()), .modal(.fullScreenCover())].randomElement(using: &random)!
      flow.flow.start(SoakCoordinator(screens: .random(in: 1...3, using: &random)), as: placement)
      return "start"
    case 5:
      flow.finish(with: 1)
      return "finish"
    case 6:
      flow.cancel()
      return "cancel"
    case 7:
      flow.flow.endChildren()
      return "end children"
    case 8:
      marks += 1
      flow.flow.markCheckpoint(checkpoint) { _ in }
      return "mark"
    case 9:
      flow.flow.returnToCheckpoint(checkpoint, with: 1)
      return "return"
    case 10:
      if flow.flow.holdsNavigationLock { flow.flow.unlockNavigation() } else { flow.flow.lockNavigation() }
      return "lock or unlock"
    case 11:
      _ = host.swipeBack()
      return "swipe back"
    case 12:
      _ = host.swipeDown()
      return "swipe down"
    case 13:
      navigator.popOrDismiss()
      return "popOrDismiss"
    case 14:
      navigator.pop(to: SoakRoute.self)
      return "pop to type"
    case 15:
      // A transaction that fails after changing the screens and the flows.
      _ = try? navigator.transaction { () throws -> Void in
        flow.flow.push(.screen(0))
        flow.flow.start(SoakCoordinator(), as: .modal(.sheet()))
        flow.flow.markCheckpoint(checkpoint) { _ in }
        throw CancellationError()
      }
      return "rolled back"
    case 16:
      let routes: [any Route] = [[SoakAppRoute.home], [SoakAppRoute.home, SoakRoute.pushed, SoakRoute.presented]]
        .randomElement(using: &random)!
      try? navigator.navigate(to: routes)
      return "navigate"
    case 17:
      app.flow.startAtRoot(SoakCoordinator(screens: .random(in: 1...2, using: &random)))
      return "new root"
    default:
      flow.flow.alert("Sure?", buttons: [AlertButton<SoakAction>.cancel()])
      flow.flow.dismissAlert()
      return "alert"
    }
  }

  /// Whether the kept bookkeeping equals a recomputation; records an issue with the seed if not.
  func check(after operation: String) -> Bool {
    let state = navigator.state
    let tree = navigator.flows.tree
    var failures: [String] = []
    if navigator.flows.screenCounts?.all != ScreenCounts(state).all {
      failures.append(
        "counts \(String(describing: navigator.flows.screenCounts?.all)), recounted \(ScreenCounts(state).all)")
    }
    let living = tree.livingFlows(in: state)
    let stale = tree.nodes.keys.filter { $0 != .root && !living.contains($0) }
    if !stale.isEmpty { failures.append("flows without screens still run: \(stale.sorted())") }
    let undelivered = Set(tree.nodes.values.filter { $0.outcome != nil && !$0.hasDelivered }.map(\.id))
    if tree.awaitingDelivery != undelivered {
      failures.append("awaiting delivery \(tree.awaitingDelivery.sorted()), recomputed \(undelivered.sorted())")
    }
    if !navigator.flows.flowsThatMayHaveEnded.isEmpty {
      failures.append("flows left to look at: \(navigator.flows.flowsThatMayHaveEnded.sorted())")
    }
    for (flow, screen) in navigator.flows.checkpoints.all where tree[flow] == nil || !state.contains(screen) {
      failures.append("a mark of flow \(flow) at screen \(screen) outlived its flow or its screen")
    }
    if let holder = tree.lockHolder, tree[holder]?.isRunning != true {
      failures.append("the lock holder \(holder) does not run")
    }
    guard failures.isEmpty else {
      Issue.record(
        "seed \(seed), after \(operation): \(failures.joined(separator: "; "))\n\(navigator.treeDescription)")
      return false
    }
    return true
  }
}

enum SoakAction: CoordinatorAction {
  case none
}

extension FlowTree {
  /// The flows that own a screen of `state`, and their ancestors, recomputed from every screen:
  /// what the navigator recomputed on every change before issue 29, the reference here.
  func livingFlows(in state: NavigationState) -> Set<FlowID> {
    var living: Set<FlowID> = []
    for screen in state.allScreens where !living.contains(screen.owner) {
      var current: FlowID? = screen.owner
      while let flow = current, nodes[flow] != nil, living.insert(flow).inserted {
        current = nodes[flow]?.parent
      }
    }
    return living
  }
}

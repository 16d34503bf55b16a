@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Thousands of flows started and ended every way, chosen by a seeded generator: none is left
/// alive, the state stays valid, and every parent hears once, after its descendants.
@MainActor
@Suite("Flows: soak", .hangLimit)
struct FlowSoakTests {
  @Test("10,000 flows started and ended every way leave no coordinator alive")
  func tenThousandCycles() async throws {
    let seed: UInt64 = 20_261_121
    var random = SeededRandomNumberGenerator(seed: seed)
    #expect(SoakCoordinator.live.value == 0, "coordinators of another test are alive")
    do {
      let soak = SoakRun(seed: seed)
      // A tenth of them under the sanitizers: enough cycles for every way, and every leak.
      for cycle in 0..<TestScale.count(10_000) {
        // Seconds of work on the main actor: the tests waiting for it run between the cycles.
        if cycle.isMultiple(of: 100) { await Task.yield() }
        soak.runCycle(cycle, using: &random)
        if soak.hasFailed { break }
      }
      #expect(soak.pending.isEmpty, "seed \(seed): results never delivered to \(soak.pending)")
    }
    #expect(SoakCoordinator.live.value == 0, "seed \(seed): coordinators alive after the navigator went")
  }
}

// MARK: - Fixtures

/// How many soak coordinators are alive, counted in `init` and `deinit`.
///
/// `@unchecked Sendable`: every access goes through the lock. A lock rather than
/// `Synchronization.Atomic`, which needs macOS 15 while the package supports macOS 14.
final class LiveCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func add(_ delta: Int) { lock.withLock { count += delta } }
}

enum SoakRoute: Route {
  case screen(Int)
  /// A child flow pushed by a walk.
  case pushed
  /// A child flow presented by a walk.
  case presented
}

enum SoakAppRoute: Route {
  case home
}

/// A flow of a few screens; walks open more of its kind.
@MainActor
final class SoakCoordinator: Coordinator {
  typealias Output = Int

  /// The soak coordinators alive (apps included); `deinit` is not isolated, so a lock counts.
  nonisolated static let live = LiveCounter()

  let flow = Flow<SoakRoute>()
  /// The number under which the soak run tracks the flow's result; `nil` when untracked.
  let token: Int?
  private let screenCount: Int

  init(screens: Int = 1, token: Int? = nil) {
    self.screenCount = screens
    self.token = token
    Self.live.add(1)
  }

  deinit { Self.live.add(-1) }

  func start() {
    for index in 0..<screenCount { flow.show(.screen(index)) }
  }

  func child(for route: SoakRoute) -> ChildFlow? {
    switch route {
    case .screen: nil
    case .pushed: .flow(SoakCoordinator())
    case .presented: .flow(SoakCoordinator(), as: .fullScreenCover())
    }
  }
}

/// The root: no screens, a home flow at the root that it can switch for a new one.
@MainActor
final class SoakAppCoordinator: Coordinator {
  let flow = Flow<SoakAppRoute>()

  init() { SoakCoordinator.live.add(1) }

  deinit { SoakCoordinator.live.add(-1) }

  func start() { flow.show(.home) }

  func child(for route: SoakAppRoute) -> ChildFlow? {
    .root(SoakCoordinator())
  }

  /// The flow at the root.
  var home: SoakCoordinator? { flow.children.first as? SoakCoordinator }
}

/// One navigator with a test host, through which the cycles start and end flows.
@MainActor
final class SoakRun {
  /// The ways a cycle ends its flows.
  enum Ending: CaseIterable {
    case finish, cancel, parentEnds, homeEndsChildren
    case swipeBack, swipeDown, longPressBack, navigatorPop, popToRoot
    case flowDismiss, navigatorDismiss, dismissAll
    case setStack, setRoot, switchRoot, walk
  }

  let seed: UInt64
  let navigator: Navigator
  let host = TestHost()
  let app = SoakAppCoordinator()
  /// The tracked flows whose result has not arrived yet.
  private(set) var pending: Set<Int> = []
  private var parents: [Int: Int] = [:]
  private var values: [Int: Int] = [:]
  private var nextToken = 0
  private(set) var hasFailed = false

  init(seed: UInt64) {
    self.seed = seed
    navigator = Navigator(root: app)
    navigator.logsProblems = false  // some random endings do not apply; they change nothing
    navigator.attach(host)
  }

  func runCycle(_ cycle: Int, using random: inout SeededRandomNumberGenerator) {
    // Start a chain of 1 to 3 nested flows, each pushed or presented, and push a few screens.
    // Nothing here keeps a coordinator once the chain is built, so the count can be checked.
    do {
      guard var parent = app.home else { return fail("cycle \(cycle): no home flow") }
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let placement = [Presentation.push, .modal(.sheet()), .modal(.fullScreenCover())]
          .randomElement(using: &random)!
        guard let child = start(under: parent, as: placement, screens: .random(in: 1...3, using: &random)) else {
          return fail("cycle \(cycle): a child did not start")
        }
        parent = child
      }
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      members().randomElement(using: &random)?.flow.push(.screen(cycle))
    }
    // End them, one random way after another, until only the app and its home are left.
    var attempts = 0
    while navigator.flowCount > 2 {
      attempts += 1
      guard attempts <= 100 else { return fail("cycle \(cycle): the flows did not end\n\(navigator.treeDescription)") }
      end(Ending.allCases.randomElement(using: &random)!, cycle: cycle, using: &random)
    }
    check(cycle)
  }

  /// The running flows other than the app and its home.
  private func members() -> [SoakCoordinator] {
    let home = app.home
    return navigator.coordinators(ofType: SoakCoordinator.self).filter { $0 !== home }
  }

  private func start(under parent: SoakCoordinator, as placement: Presentation, screens: Int) -> SoakCoordinator? {
    let token = track(parent: parent.token)
    let child = SoakCoordinator(screens: screens, token: token)
    let started = parent.flow.start(child, as: placement) { [weak self] result in self?.deliver(result, to: token) }
    return started ? child : nil
  }

  private func track(parent: Int?) -> Int {
    defer { nextToken += 1 }
    pending.insert(nextToken)
    parents[nextToken] = parent
    return nextToken
  }

  /// A tracked flow's result: it arrives once, after its tracked children's, with the value
  /// the flow finished with.
  private func deliver(_ result: FlowResult<Int>, to token: Int?) {
    guard let token else { return }
    guard pending.remove(token) != nil else { return fail("flow \(token): a second result, \(result)") }
    let waitingChildren = pending.filter { parents[$0] == token }
    if !waitingChildren.isEmpty { fail("flow \(token): its result came before its children's \(waitingChildren)") }
    if result.value != values[token] {
      fail("flow \(token): received \(result), expected \(values[token].map { "finished(\($0))" } ?? "cancelled")")
    }
    parents[token] = nil
    values[token] = nil
  }

  private func end(_ ending: Ending, cycle: Int, using random: inout SeededRandomNumberGenerator) {
    guard let home = app.home, let target = members().randomElement(using: &random) else { return }
    switch ending {
    case .finish:
      if let token = target.token { values[token] = cycle }
      target.finish(with: cycle)
    case .cancel:
      target.cancel()
    case .parentEnds:
      (target.flow.parent as? SoakCoordinator)?.flow.end(target)
    case .homeEndsChildren:
      home.flow.endChildren()
    case .swipeBack:
      host.swipeBack()
    case .swipeDown:
      host.swipeDown()
    case .longPressBack:
      if let first = navigator.state.stack(at: navigator.state.topLocation)?.first { host.popBack(to: first.id) }
    case .navigatorPop:
      let available = (navigator.state.stack(at: navigator.state.topLocation)?.count ?? 1) - 1
      if available > 0 { navigator.pop(count: .random(in: 1...available, using: &random)) }
    case .popToRoot:
      home.flow.popToRoot()
    case .flowDismiss:
      target.flow.dismiss()
    case .navigatorDismiss:
      navigator.dismiss()
    case .dismissAll:
      navigator.dismissAll()
    case .setStack:
      let location = navigator.state.topLocation
      if let first = navigator.state.stack(at: location)?.first {
        try? navigator.apply(.setStack([first], at: location))
      }
    case .setRoot:
      guard let owner = home.flow.id else { return }
      try? navigator.apply(.setRoot(.stack([navigator.makeScreen(SoakRoute.screen(cycle), owner: owner)])))
    case .switchRoot:
      let token = track(parent: nil)
      let newHome = SoakCoordinator(screens: .random(in: 1...2, using: &random), token: token)
      app.flow.startAtRoot(newHome) { [weak self] result in self?.deliver(result, to: token) }
    case .walk:
      let routes: [any Route] = [[SoakAppRoute.home], [SoakAppRoute.home, SoakRoute.pushed, SoakRoute.presented]]
        .randomElement(using: &random)!
      try? navigator.navigate(to: routes)
    }
  }

  /// After a cycle: a valid state shown by the host, every screen owned by a running flow, and
  /// exactly the running flows' coordinators alive.
  private func check(_ cycle: Int) {
    let state = navigator.state
    let violations = state.invariantViolations()
    if !violations.isEmpty { fail("cycle \(cycle): \(violations)") }
    for screen in state.allScreens {
      guard let owner = navigator.coordinator(for: screen.owner), isRunning(owner) else {
        return fail("cycle \(cycle): screen \(screen.id) belongs to no running flow\n\(navigator.treeDescription)")
      }
    }
    if !navigator.isIdle { fail("cycle \(cycle): the host is not showing the state\n\(navigator.treeDescription)") }
    if SoakCoordinator.live.value != navigator.flowCount {
      fail(
        "cycle \(cycle): \(SoakCoordinator.live.value) coordinators alive for \(navigator.flowCount) flows\n"
          + navigator.treeDescription
      )
    }
  }

  private func isRunning(_ coordinator: some Coordinator) -> Bool { coordinator.flow.isRunning }

  private func fail(_ message: String) {
    hasFailed = true
    Issue.record("seed \(seed): \(message)")
  }
}

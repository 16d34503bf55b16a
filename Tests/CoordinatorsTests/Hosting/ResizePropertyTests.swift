@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@_spi(Hosts) @testable import Coordinators

/// A resize of the same scene (an iPhone window resized on iOS 27, the iPhone Duo folded or
/// unfolded, Stage Manager) changes the layout and nothing else: every stack, selection, layer,
/// alert, flow, lock and checkpoint stays; going back to the first width gives the first state.
@MainActor
@Suite("Resizes keep everything", .hangLimit)
struct ResizePropertyTests {
  /// The number of resizes the property test makes, across its seeds.
  static let resizes = TestScale.count(10_000)
  static let seeds: [UInt64] = [20_261_129, 41, 2_027, 836_088]

  @Test(
    "10,000 random resizes among flows, alerts, covers, a guarded sheet, the lock and waiting links keep everything")
  func tenThousandResizesKeepEverything() {
    var total = 0
    var roundTrips = 0
    var waitedLinks = 0
    for seed in Self.seeds {
      let run = ResizeRun(seed: seed)
      guard run.run(resizes: Self.resizes / Self.seeds.count) else { return }
      total += run.resizeCount
      roundTrips += run.roundTrips
      waitedLinks += run.waitedLinks
    }
    #expect(total == Self.resizes, "\(total) resizes, \(roundTrips) of them back to the width before")
    #expect(waitedLinks > 0, "links waited for the lock during the resizes")
  }
}

/// One navigator with a manual test host (its steps stay in flight until the run completes
/// them) and tabs of soak flows, laid out adaptively or in a sidebar.
@MainActor
final class ResizeRun {
  let seed: UInt64
  let navigator: Navigator
  let host = TestHost(completion: .manual)
  let app: ResizeAppCoordinator
  private var random: SeededRandomNumberGenerator
  private(set) var resizeCount = 0
  private(set) var roundTrips = 0
  /// The number of resizes the run makes.
  private var limit = 0
  /// The links opened while one waited.
  private(set) var waitedLinks = 0
  /// The window as the host reported it last.
  private var window = WindowWidth(points: 400, sizeClass: .compact)

  init(seed: UInt64) {
    self.seed = seed
    random = SeededRandomNumberGenerator(seed: seed)
    let layouts: [SectionLayout] = [.adaptive(.twoColumns), .adaptive(.threeColumns), .sidebar(.twoColumns)]
    app = ResizeAppCoordinator(layout: layouts[Int(seed % UInt64(layouts.count))])
    navigator = Navigator(root: app)
    navigator.logsProblems = false  // many random operations do not apply; they change nothing
    // Links wait while a flow holds the navigation lock: a resize must keep them waiting.
    navigator.deepLinks = try? DeepLinkRouter([DeepLink("app://screen/{n}") { (n: Int) in [SoakRoute.screen(n)] }])
    navigator.attach(host)
    navigator.session?.widthChanged(to: window)
    host.completeAllSteps()
  }

  /// What a resize must keep: everything but the root's layout.
  struct Kept: Equatable {
    let root: RootContainer
    let layers: [ModalLayer]
    let alert: NavigationAlert?
    let flows: [ObjectIdentifier]
    let lockHolder: FlowID?
    let checkpoints: [String]
    let guardedSheets: Int
    let waitingLinks: [String]
  }

  var kept: Kept {
    let soaks = navigator.coordinators(ofType: SoakCoordinator.self)
    return Kept(
      root: navigator.state.root, layers: navigator.state.modalLayers, alert: navigator.state.alert,
      flows: soaks.map(ObjectIdentifier.init), lockHolder: navigator.flows.tree.lockHolder,
      checkpoints: navigator.flows.checkpoints.all.map { "\($0)" }.sorted(),
      guardedSheets: soaks.filter(\.flow.isInteractiveDismissalDisabled).count,
      waitingLinks: navigator.pendingWork.filter { $0.hasPrefix("link ") })
  }

  /// Runs random operations until `resizes` resizes are made; whether every check passed.
  func run(resizes: Int) -> Bool {
    limit = resizes
    var operation = 0
    while resizeCount < resizes {
      operation += 1
      let name = randomOperation()
      guard checkResize(after: "operation \(operation), \(name)") else { return false }
    }
    return true
  }

  /// A random window: mostly a compact size class (an iPhone window, whose size class stays
  /// compact whatever its width), from Slide Over's width to a Mac's.
  private func randomWindow() -> WindowWidth {
    let points = Double(Int.random(in: 300...1_400, using: &random))
    let sizeClass: WidthClass? = Int.random(in: 0..<4, using: &random) == 0 ? .regular : .compact
    return WindowWidth(points: points, sizeClass: sizeClass)
  }

  /// Resizes the window, and checks what it keeps; half the time resizes it back and checks
  /// that the first state is back.
  private func checkResize(after operation: String) -> Bool {
    guard let session = navigator.session else { return false }
    let before = navigator.state
    let keptBefore = kept
    let first = window
    window = randomWindow()
    session.widthChanged(to: window)
    resizeCount += 1
    guard expect(kept == keptBefore, "a resize to \(window) lost something", after: operation) else { return false }
    guard expectNoEmptyDetail(after: operation) else { return false }
    guard Bool.random(using: &random), resizeCount < limit else { return true }
    window = first
    session.widthChanged(to: window)
    resizeCount += 1
    roundTrips += 1
    guard expect(kept == keptBefore, "a resize back to \(window) lost something", after: operation) else {
      return false
    }
    // Back at the first width: the first state, but a collapsed sidebar that was expanded meanwhile
    // shows its section (the collapse rule).
    var expected = before
    if before.rootLayout.collapsedColumn == .sidebar, navigator.state.rootLayout.collapsedColumn == .section,
      before.rootLayout.widthClass == navigator.state.rootLayout.widthClass
    {
      expected = (try? before.applying([.showColumn(.section)])) ?? before
    }
    return expect(navigator.state == expected, "back at \(window), the state differs", after: operation)
  }

  /// A split view shown expanded shows a section: the selected one, with its screens.
  private func expectNoEmptyDetail(after operation: String) -> Bool {
    let state = navigator.state
    guard case .splitView = state.appearance else { return true }
    let detail = state.selectedTab.flatMap { state.stack(at: .tab($0)) } ?? []
    return expect(!detail.isEmpty, "an expanded split view with an empty detail", after: operation)
  }

  private func expect(_ condition: Bool, _ message: String, after operation: String) -> Bool {
    guard condition else {
      Issue.record("seed \(seed), after \(operation): \(message)\n\(navigator.treeDescription)")
      return false
    }
    return true
  }

  /// Runs one random operation among flows, alerts, covers, the guarded sheet, the lock, links
  /// (which wait while the lock is held), the scene's activity and the host's steps; returns its
  /// name.
  private func randomOperation() -> String {
    let flows = navigator.coordinators(ofType: SoakCoordinator.self)
    guard let flow = flows.randomElement(using: &random) else { return "none" }
    switch Int.random(in: 0..<17, using: &random) {
    case 0, 1:
      flow.flow.push(.screen(.random(in: 0..<100, using: &random)))
      return "push"
    case 2:
      flow.flow.start(SoakCoordinator(screens: .random(in: 1...2, using: &random)), as: .modal(.fullScreenCover()))
      return "cover"
    case 3:
      let sheet = SoakCoordinator()
      flow.flow.start(sheet, as: .modal(.sheet()))
      // A start the lock or an alert refused leaves a flow that never ran, whose operations
      // write their problem to standard error: no navigator hears it.
      if sheet.flow.isRunning { sheet.flow.disableInteractiveDismissal() }
      return "guarded sheet"
    case 4:
      flow.flow.alert("Sure?", buttons: [AlertButton<SoakAction>.cancel()])
      return "alert"
    case 5:
      flow.flow.dismissAlert()
      return "dismiss alert"
    case 6:
      if flow.flow.holdsNavigationLock { flow.flow.unlockNavigation() } else { flow.flow.lockNavigation() }
      return "lock or unlock"
    case 7:
      flow.flow.markCheckpoint(Checkpoint<Int>("mark \(Int.random(in: 0..<3, using: &random))")) { _ in }
      return "mark"
    case 8:
      navigator.popOrDismiss()
      return "popOrDismiss"
    case 9:
      _ = host.swipeBack()
      return "swipe back"
    case 10:
      _ = host.swipeDown()
      return "swipe down"
    case 11:
      guard let tab = navigator.state.tabs.randomElement(using: &random) else { return "no tab" }
      _ = host.tapTab(tab.id)
      return "tap tab \(tab.id)"
    case 12:
      guard let session = navigator.session else { return "no session" }
      if session.isHeld(by: .sceneInactive) {
        session.release(.sceneInactive)
        return "scene active"
      }
      session.hold(.sceneInactive)
      return "scene inactive"
    case 13:
      flow.cancel()
      return "cancel"
    case 14:
      // While a flow holds the lock, where a link waits.
      guard navigator.flows.tree.lockHolder != nil else { return "no lock for a link to wait on" }
      navigator.handle(URL(string: "app://screen/\(Int.random(in: 0..<100, using: &random))")!)
      waitedLinks += navigator.pendingWork.contains { $0.hasPrefix("link ") } ? 1 : 0
      return "link"
    default:
      // Steps stay in flight most of the time: resizes come mid-step.
      guard navigator.session?.stepInFlight != nil, navigator.session?.awaitedSignals.isEmpty == false else {
        return "no step"
      }
      host.completeStep()
      return "complete a step"
    }
  }
}

/// The root: tabs of soak flows, laid out as `layout`.
@MainActor
final class ResizeAppCoordinator: Coordinator {
  let flow = Flow<SoakAppRoute>()
  let layout: SectionLayout

  init(layout: SectionLayout) { self.layout = layout }

  func start() {
    flow.showTabs(
      [
        TabFlow("home", SoakCoordinator(screens: 2)), TabFlow("search", SoakCoordinator()),
        TabFlow("more", SoakCoordinator(screens: 3)),
      ], layout: layout)
  }
}

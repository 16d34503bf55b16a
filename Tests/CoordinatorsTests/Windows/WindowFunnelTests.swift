@_spi(Hosts) @_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// A window's destination is a way into the app as a link is: a window opens only for a walk
/// that will succeed, one key gets one window whatever the order of the platform's answers, and
/// the place obeys the guards and the lock.
@MainActor
@Suite("Windows: a window opens only for a walk that succeeds, one per key", .hangLimit)
struct WindowFunnelTests {
  let access = ShelfAccess()

  func library(rule: WindowRule = ShelfApp.onePerDocument) -> (windows: TestWindows, first: Navigator) {
    var count = 0
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: rule) {
      count += 1
      return "window-\(count)"
    }
    let access = access
    let windows = TestWindows(directory: directory) { ShelfApp.makeNavigator(access) }
    return (windows, windows.openFirstWindow().navigator)
  }

  @Test("a walk whose guard fails opens no window, and the caller has the error")
  func aGuardedWalkOpensNoWindow() throws {
    let (windows, first) = library()
    let before = first.state
    #expect(throws: WindowError(.guardNotSatisfied("admin"))) {
      try first.openWindow(showing: [ShelfRoute.settings])
    }
    #expect(windows.openedWindows.isEmpty)
    #expect(windows.connectionErrors.isEmpty)
    #expect(first.state == before)
    access.isAdmin = true
    guard case .newWindow = try first.openWindow(showing: [ShelfRoute.settings]) else {
      Issue.record("expected a new window once the guard holds")
      return
    }
    #expect(windows.connectionErrors.isEmpty)
  }

  @Test("a walk that does not fit opens no window")
  func aWalkThatDoesNotFitOpensNoWindow() throws {
    let (windows, first) = library()
    #expect {
      try first.openWindow(showing: [ShelfPageRoute.page(2)])
    } throws: { error in
      guard let error = error as? WindowError, case .navigation = error.detail else { return false }
      return true
    }
    #expect(windows.openedWindows.isEmpty)
    #expect(windows.connectionErrors.isEmpty)
  }

  @Test("a link whose guard fails without a redirect opens no window")
  func aGuardedLinkOpensNoWindow() throws {
    let (windows, first) = library()
    #expect(throws: WindowError(.guardNotSatisfied("admin"))) {
      try first.openWindow(try #require(URL(string: "library://settings")))
    }
    #expect(windows.openedWindows.isEmpty)
  }

  @Test("a window whose navigation is locked still opens another window; its own place waits for nothing")
  func aLockedWindowOpensAnotherWindow() throws {
    let (windows, first) = library()
    let root = try #require(first.coordinators(ofType: ShelfCoordinator.self).first)
    try first.navigate(to: [ShelfRoute.document(1)])
    #expect(root.flow.lockNavigation())
    let before = first.state
    guard case .newWindow = try first.openWindow(showing: [ShelfRoute.document(7)]) else {
      Issue.record("expected a new window")
      return
    }
    #expect(first.state == before)
    #expect(windows.connectionErrors.isEmpty)
  }

  @Test("a locked window asked to show a place refuses with the lock, and nothing changes")
  func aLockedWindowRefusesAPlace() throws {
    let (windows, first) = library()
    try first.openWindow(showing: [ShelfRoute.document(7), ShelfPageRoute.page(3)])
    let second = windows.scenes[1].navigator
    let document = try #require(second.coordinators(ofType: ShelfDocumentCoordinator.self).first)
    #expect(document.flow.lockNavigation())
    let before = second.state
    #expect {
      try first.openWindow(showing: [ShelfRoute.document(7)])
    } throws: { error in
      guard let error = error as? WindowError, case .navigation(let navigation) = error.detail else { return false }
      if case .navigationLocked = navigation.reason { return true }
      return false
    }
    #expect(second.state == before)
  }

  @Test("a walk longer than the directory's limit opens no window; a destination past it does not connect")
  func aWalkPastTheLimitIsRefused() throws {
    let (windows, first) = library()
    #expect(windows.directory.maximumWalkLength == 1_000)
    let long: [any Route] = [ShelfRoute.document(7), ShelfPageRoute.page(2), ShelfPageRoute.page(3)]
    let destination = try windows.directory.destination(showing: long)
    windows.directory.maximumWalkLength = 2
    #expect(throws: WindowError(.walkTooLong(routes: 3, limit: 2))) { try first.openWindow(showing: long) }
    #expect(windows.openedWindows.isEmpty)
    // A destination the platform hands back is untrusted: past the limit, it is not walked.
    windows.openWindow(at: destination)
    #expect(windows.connectionErrors == [WindowError(.walkTooLong(routes: 3, limit: 2))])
    #expect(windows.scenes[1].navigator.state.topScreen.route == AnyRoute(ShelfRoute.shelf))
  }

  /// What the test does to the windows, in some order.
  enum Step: CaseIterable, CustomStringConvertible, Sendable {
    /// The first window asks for document 7.
    case firstAsks
    /// The second window asks for document 7's page 3.
    case secondAsks
    /// The platform connects every window asked for so far.
    case connect

    var description: String {
      switch self {
      case .firstAsks: "first asks"
      case .secondAsks: "second asks"
      case .connect: "connect"
      }
    }
  }

  nonisolated static let interleavings: [[Step]] = {
    var orders: [[Step]] = []
    func permute(_ done: [Step], _ left: [Step]) {
      if left.isEmpty { orders.append(done) }
      for (index, step) in left.enumerated() {
        var rest = left
        rest.remove(at: index)
        permute(done + [step], rest)
      }
    }
    permute([], Step.allCases)
    // Each with a second connection at the end, for the requests made after the first.
    return orders.map { $0 + [.connect] }
  }()

  @Test("one key gets one window, whatever the order of the requests and the connections", arguments: interleavings)
  func oneKeyOneWindow(_ steps: [Step]) throws {
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: ShelfApp.onePerDocument)
    let platform = DeferredWindows(directory: directory) { [access] in ShelfApp.makeNavigator(access) }
    let first = platform.connectNew(at: nil)
    let second = platform.connectNew(at: try directory.destination(showing: [ShelfRoute.document(1)]))
    var lastPage: ShelfPageRoute?
    for step in steps {
      switch step {
      case .firstAsks:
        try first.openWindow(showing: [ShelfRoute.document(7)])
        lastPage = .page(1)
      case .secondAsks:
        try second.openWindow(showing: [ShelfRoute.document(7), ShelfPageRoute.page(3)])
        lastPage = .page(3)
      case .connect:
        platform.connectAll()
      }
    }
    let showing = directory.navigators.filter { navigator in
      navigator.coordinators(ofType: ShelfDocumentCoordinator.self).contains { $0.id == 7 }
    }
    #expect(showing.count == 1, "\(steps)")
    #expect(platform.requested.count == 1, "\(steps)")
    #expect(showing.first?.state.topScreen.route == lastPage.map { AnyRoute($0) }, "\(steps)")
  }

  @Test("a request refused by the platform frees its key: the next request opens a window")
  func aRefusedRequestFreesItsKey() throws {
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: ShelfApp.onePerDocument)
    let platform = DeferredWindows(directory: directory) { [access] in ShelfApp.makeNavigator(access) }
    let first = platform.connectNew(at: nil)
    try first.openWindow(showing: [ShelfRoute.document(7)])
    try first.openWindow(showing: [ShelfRoute.document(7), ShelfPageRoute.page(2)])
    platform.refuseAll("too many windows")
    // Shown here, once, at the place asked for last.
    #expect(first.state.topScreen.route == AnyRoute(ShelfPageRoute.page(2)))
    #expect(first.coordinators(ofType: ShelfDocumentCoordinator.self).count == 1)
    try first.openWindow(showing: [ShelfRoute.document(8)])
    #expect(platform.requested.count == 2)
    try first.navigate(to: [ShelfRoute.shelf])
    try first.openWindow(showing: [ShelfRoute.document(7)])
    #expect(platform.requested.count == 3)
  }

  @Test("a link or an entry for a place another window shows lands in that window, which comes forward")
  func anEntryGoesToTheWindowThatShowsItsPlace() async throws {
    let (windows, first) = library()
    try first.openWindow(showing: [ShelfRoute.document(7)])
    let second = windows.scenes[1].navigator
    await first.settle()
    await second.settle()
    let before = first.state
    first.handle(URL(string: "library://documents/7")!)
    await first.settle()
    await second.settle()
    #expect(first.state == before)
    #expect(windows.broughtForward.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    try await first.open(
      entry: NavigationEntry(walk: [ShelfRoute.document(7), ShelfPageRoute.page(4)], source: .notification))
    #expect(second.state.topScreen.route == AnyRoute(ShelfPageRoute.page(4)))
    #expect(first.state == before)
    #expect(windows.broughtForward.count == 2)
    // A place no other window shows lands here.
    try await first.open(URL(string: "library://documents/8")!)
    #expect(first.coordinators(ofType: ShelfDocumentCoordinator.self).map(\.id) == [8])
    #expect(windows.broughtForward.count == 2)
  }

  @Test(
    "a request the platform never answers holds its key until the directory's watchdog fires, then ends as a refusal")
  func anUnansweredRequestIsBounded() throws {
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: ShelfApp.onePerDocument)
    let watchdog = ManualWatchdog()
    directory.requestWatchdog = watchdog.watchdog
    let platform = DeferredWindows(directory: directory) { [access] in ShelfApp.makeNavigator(access) }
    let first = platform.connectNew(at: nil)
    let problems = ProblemRecorder(first, recordsIssues: false)
    try first.openWindow(showing: [ShelfRoute.document(7)])
    try first.openWindow(showing: [ShelfRoute.document(7), ShelfPageRoute.page(2)])
    #expect(platform.requested.count == 1)
    #expect(watchdog.pending.count == 1)
    // The platform never connects nor refuses; the watchdog fires.
    watchdog.fireAll()
    #expect(first.state.topScreen.route == AnyRoute(ShelfPageRoute.page(2)))
    #expect(first.coordinators(ofType: ShelfDocumentCoordinator.self).count == 1)
    #expect(problems.problems.contains { if case .hostFallback = $0 { true } else { false } })
    // The key is free: the next request asks the platform again.
    try first.navigate(to: [ShelfRoute.shelf])
    try first.openWindow(showing: [ShelfRoute.document(7)])
    #expect(platform.requested.count == 2)
    // A refusal of the first request that comes after its watchdog changes nothing more.
    let before = first.state
    platform.refuseFirst("too late")
    #expect(first.state == before)
  }

  @Test("a window that connects before the watchdog fires keeps the request: the watchdog then changes nothing")
  func aConnectedRequestOutlivesItsWatchdog() throws {
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: ShelfApp.onePerDocument)
    let watchdog = ManualWatchdog()
    directory.requestWatchdog = watchdog.watchdog
    let platform = DeferredWindows(directory: directory) { [access] in ShelfApp.makeNavigator(access) }
    let first = platform.connectNew(at: nil)
    try first.openWindow(showing: [ShelfRoute.document(7)])
    platform.connectAll()
    let before = first.state
    watchdog.fireAll()
    #expect(first.state == before)
    #expect(directory.navigators.count == 2)
  }
}

/// A watchdog whose waits the test ends by hand.
@MainActor
final class ManualWatchdog {
  private(set) var pending: [@MainActor @Sendable () -> Void] = []

  var watchdog: HostWatchdog {
    HostWatchdog(timeout: .seconds(10)) { [self] _, fire in pending.append(fire) }
  }

  /// Ends every wait scheduled so far.
  func fireAll() {
    let waits = pending
    pending = []
    for fire in waits { fire() }
  }
}

/// A platform that opens each window asked for when the test says, as UIKit and SwiftUI connect
/// a new scene on a later turn; each scene makes its navigator with the app's factory.
@MainActor
final class DeferredWindows: WindowSystem {
  let opensWindows = true
  unowned let directory: WindowDirectory
  let makeNavigator: @MainActor () -> Navigator
  /// Every destination asked for, in order.
  private(set) var requested: [WindowDestination] = []
  private var waiting: [(destination: WindowDestination, refused: @MainActor (String) -> Void)] = []
  /// The navigators of the windows connected, kept as a platform keeps its scenes.
  private(set) var scenes: [Navigator] = []

  /// The directory's platform, kept by the test: the directory keeps only a relay to it.
  init(directory: WindowDirectory, makeNavigator: @escaping @MainActor () -> Navigator) {
    self.directory = directory
    self.makeNavigator = makeNavigator
    directory.system = WindowSystemRelay(self)
  }

  func openWindow(
    at destination: WindowDestination, reopening session: String?, refused: @escaping @MainActor (String) -> Void
  ) {
    requested.append(destination)
    waiting.append((destination, refused))
  }

  func bringForward(_ navigator: Navigator) {}

  /// A window connects at `destination`.
  @discardableResult
  func connectNew(at destination: WindowDestination?) -> Navigator {
    let navigator = makeNavigator()
    navigator.logsProblems = false
    navigator.attach(TestHost())
    scenes.append(navigator)
    try? directory.connect(navigator, showing: destination)
    return navigator
  }

  /// Every window asked for so far connects, in the order asked.
  func connectAll() {
    let asked = waiting
    waiting = []
    for request in asked { connectNew(at: request.destination) }
  }

  /// The platform refuses the first window asked for and not yet answered.
  func refuseFirst(_ message: String) {
    guard !waiting.isEmpty else { return }
    waiting.removeFirst().refused(message)
  }

  /// The platform refuses every window asked for so far.
  func refuseAll(_ message: String) {
    let asked = waiting
    waiting = []
    for request in asked { request.refused(message) }
  }
}

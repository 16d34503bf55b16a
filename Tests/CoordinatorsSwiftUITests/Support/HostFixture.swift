@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
import Observation

/// A watchdog whose timers the test fires by hand.
@MainActor
final class ManualWatchdog {
  private(set) var pending: [@MainActor @Sendable () -> Void] = []

  var watchdog: HostWatchdog {
    HostWatchdog(timeout: .seconds(1)) { [self] _, fire in pending.append(fire) }
  }

  /// Fires every timer started so far, as if the time had passed.
  func fireAll() {
    let timers = pending
    pending.removeAll()
    for fire in timers { fire() }
  }
}

/// A navigator driving a SwiftUI host model, with a hand-fired watchdog and a record of what the
/// navigator heard: the user's gestures, and the host's fallbacks (its session's).
@MainActor
final class HostFixture {
  let navigator: Navigator
  let host: SwiftUIHost
  let timers = ManualWatchdog()
  private(set) var gestures: [UserGesture] = []
  private(set) var fallbacks: [String] = []

  init(_ state: NavigationState) {
    navigator = Navigator(state: state)
    // Fallbacks are recorded below; a test that expects one prints nothing.
    navigator.logsProblems = false
    host = SwiftUIHost(watchdog: timers.watchdog)
    navigator.observe(NavigationProblem.self) { [unowned self] problem in
      if case .hostFallback(let message) = problem { fallbacks.append(message) }
    }
    navigator.observe(NavigationEvent.self) { [unowned self] event in
      if case .user(let gesture) = event.cause { gestures.append(gesture) }
    }
    navigator.attach(host)
    // The views appear and report the scene active: the watchdog runs from here on.
    host.scenePhaseChanged(active: true)
  }

  /// A fixture showing a root stack of screens named by `names`, identifiers from 0.
  convenience init(stack names: String...) throws {
    try self.init(NavigationState(root: .stack(Self.screens(names, from: 0))))
  }

  /// A fixture showing one tab per name, each with one screen, identifiers from 0.
  convenience init(tabs names: String..., items: [TabItem?] = []) throws {
    let tabs = names.enumerated().map { index, name in
      Tab(
        id: TabID(rawValue: name), stack: Self.screens([name], from: index),
        item: items.indices.contains(index) ? items[index] : nil)
    }
    try self.init(NavigationState(root: .tabs(tabs, selectedIndex: 0)))
  }

  static func screens(_ names: [String], from first: Int) -> [Screen] {
    names.enumerated().map { Screen(id: ScreenID(rawValue: first + $0), route: TestRoute($1)) }
  }

  /// The root stack model.
  var rootStack: StackModel? {
    if case .stack(let stack)? = host.root { return stack }
    return nil
  }

  /// The tabs model.
  var tabs: TabsModel? {
    if case .tabs(let tabs)? = host.root { return tabs }
    return nil
  }

  /// The layer model at `index`.
  func layer(_ index: Int) -> LayerModel? {
    var slot: PresentationSlot? = host.presented
    var layer: LayerModel?
    for _ in 0...index {
      layer = slot?.layer
      slot = layer?.presented
    }
    return layer
  }

  /// The host's session: what it shows, the step in flight, the watchdog's firings.
  var session: HostSession { navigator.session! }

  /// Plays SwiftUI ending the transition of the step in flight: the new top screen appears.
  func appearTop() {
    if let top = session.shown?.topScreen.id { host.screenDidAppear(top) }
  }

  /// Plays the views finding the alert the step in flight shows on screen.
  func appearAlert() {
    if case .showAlert(let alert)? = session.stepInFlight { host.alertPresence.didAppear(alert.id) }
  }

  /// Plays the views finding the alert that leaves gone.
  func alertLeft() {
    if let leaving = host.alertPresence.leaving { host.alertPresence.didDisappear(leaving.id) }
  }

  /// Presents `name` as a sheet and lets the sheet appear.
  @discardableResult
  func presentSheet(_ name: String, disablesSwipe: Bool = false) -> ScreenID? {
    let id = navigator.present(TestRoute(name), as: .sheet(interactiveDismissDisabled: disablesSwipe))
    appearTop()
    return id
  }

  /// Pushes `name` and lets it appear.
  @discardableResult
  func push(_ name: String) -> ScreenID? {
    let id = navigator.push(TestRoute(name))
    appearTop()
    return id
  }
}

/// Whether reading `read` is invalidated by `change`.
@MainActor
func invalidates(_ change: () -> Void, reading read: @escaping () -> Void) -> Bool {
  let changed = Changed()
  withObservationTracking(read) { changed.value = true }
  change()
  return changed.value
}

/// A flag an observation's change handler sets.
///
/// `@unchecked Sendable` is safe: Observation calls the handler synchronously, inside the
/// mutation, and every mutation here runs on the main actor, as does every read of the flag.
final class Changed: @unchecked Sendable {
  var value = false
}

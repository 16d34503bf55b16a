@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting

/// A host that breaks one rule of the host contract, to show the conformance checks catch it.
@MainActor
final class FaultyHost: NavigationHost {
  enum Fault: Sendable {
    /// Reports a back swipe twice, working out the screen below the top each time.
    case reportsBackTwice
    /// Dismisses a sheet on a swipe down and tells nobody.
    case silentSwipeDown
    /// Swipes down a layer whose presentation disables it.
    case ignoresDismissDisabled
    /// Says a step is over when it starts, while its animation still runs.
    case completesEarly
    /// Waits for a signal its platform never sends.
    case neverCompletes
    /// Completes a tab selection without showing it.
    case skipsTabSelection
    /// Reports a pop of several screens as one pop per screen.
    case popsOneScreenAtATime
    /// Takes the path its UI writes back for a back swipe, as a host that counts writes would.
    case takesEchoesForGestures
  }

  let fault: Fault
  let capabilities = HostCapabilities.all
  /// What its UI shows: a fake platform of its own, which the faults make differ from the session's.
  private(set) var ui: NavigationState?
  private(set) var isAnimating = false
  private weak var session: HostSession?

  /// No watchdog rescues it: the checks must catch its faults.
  var watchdog: HostWatchdog { HostWatchdog(schedule: { _, _ in }) }

  init(fault: Fault) {
    self.fault = fault
  }

  func didAttach(to session: HostSession) {
    self.session = session
    ui = nil
  }

  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    if case .selectTab = step, fault == .skipsTabSelection { return .now }
    ui = try? NavigationState.rendering(step, onto: ui)
    switch fault {
    case .completesEarly:
      isAnimating = true
      return .now
    case .neverCompletes:
      return .signal("a signal the platform never sends")
    default:
      return .now
    }
  }

  func goBack() -> Bool {
    guard let target = ui?.screenBelowTop else { return false }
    follow(.popped(to: target.id))
    session?.userDid(.popped(to: target.id))
    if fault == .reportsBackTwice, let again = ui?.screenBelowTop ?? session?.navigator?.state.screenBelowTop {
      session?.userDid(.popped(to: again.id))
    }
    return true
  }

  func goBack(count: Int) -> Bool {
    guard let ui, let stack = ui.stack(at: ui.topLocation), count >= 1, count < stack.count else {
      return false
    }
    guard fault == .popsOneScreenAtATime else {
      let target = stack[stack.count - 1 - count].id
      follow(.popped(to: target))
      session?.userDid(.popped(to: target))
      return true
    }
    for _ in 0..<count { _ = goBack() }
    return true
  }

  /// The UI writes back the path it shows.
  func echo() {
    if fault == .takesEchoesForGestures { _ = goBack() }
  }

  func swipeDown() -> Bool {
    guard let layer = ui?.modals.last else { return false }
    if layer.presentation?.isInteractiveDismissDisabled == true, fault != .ignoresDismissDisabled { return false }
    follow(.dismissedLayer(layer.id))
    if fault != .silentSwipeDown { session?.userDid(.dismissedLayer(layer.id)) }
    return true
  }

  func tapTab(_ index: Int) -> Bool {
    guard let ui, ui.modals.isEmpty, ui.tabs.indices.contains(index) else { return false }
    let id = ui.tabs[index].id
    let gesture = ui.selectedTab == id ? UserGesture.reselectedTab(id) : .selectedTab(id)
    follow(gesture)
    if case .selectedTab = gesture {
      session?.userDid(.selectedTab(id))
    } else {
      session?.userDid(.reselectedTab(id))
    }
    return true
  }

  func finishAnimation() {
    isAnimating = false
  }

  private func follow(_ gesture: UserGesture) {
    if let next = ui?.applyingUserGesture(gesture) { ui = next }
  }
}

@MainActor
struct FaultyHostDriver: HostConformanceDriver {
  let fault: FaultyHost.Fault

  func makeHost() -> FaultyHost { FaultyHost(fault: fault) }

  func shown(by host: FaultyHost) -> NavigationState? { host.ui }

  func play(_ gesture: ConformanceGesture, on host: FaultyHost) -> Bool {
    switch gesture {
    case .goBack: host.goBack()
    case .goBackSeveral(let count): host.goBack(count: count)
    case .dismissTopLayer: host.swipeDown()
    case .tapTab(let index): host.tapTab(index)
    }
  }

  func isTransitioning(_ host: FaultyHost) -> Bool { host.isAnimating }

  func finishTransition(on host: FaultyHost) { host.finishAnimation() }

  func echo(on host: FaultyHost) { host.echo() }
}

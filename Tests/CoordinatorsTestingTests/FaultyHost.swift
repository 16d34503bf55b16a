import Coordinators
import CoordinatorsTesting

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
    /// Calls the completion when a step starts, while its animation still runs.
    case completesEarly
    /// Calls the completion of every step twice.
    case completesTwice
    /// Never calls a completion.
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
  private(set) var shown: NavigationState?
  private(set) var isAnimating = false
  private weak var navigator: Navigator?

  init(fault: Fault) {
    self.fault = fault
  }

  func didAttach(to navigator: Navigator) {
    self.navigator = navigator
  }

  func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    if case .selectTab = step, fault == .skipsTabSelection { return completion() }
    shown = try? NavigationState.rendering(step, onto: shown)
    switch fault {
    case .completesEarly:
      isAnimating = true
      completion()
    case .completesTwice:
      completion()
      completion()
    case .neverCompletes:
      break
    default:
      completion()
    }
  }

  func goBack() -> Bool {
    guard let target = shown?.screenBelowTop else { return false }
    follow(.popped(to: target.id))
    navigator?.userDid(.popped(to: target.id))
    if fault == .reportsBackTwice, let again = shown?.screenBelowTop ?? navigator?.state.screenBelowTop {
      navigator?.userDid(.popped(to: again.id))
    }
    return true
  }

  func goBack(count: Int) -> Bool {
    guard let shown, let stack = shown.stack(at: shown.topLocation), count >= 1, count < stack.count else {
      return false
    }
    guard fault == .popsOneScreenAtATime else {
      let target = stack[stack.count - 1 - count].id
      follow(.popped(to: target))
      navigator?.userDid(.popped(to: target))
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
    guard let layer = shown?.modals.last else { return false }
    if layer.presentation?.isInteractiveDismissDisabled == true, fault != .ignoresDismissDisabled { return false }
    follow(.dismissedLayer(layer.id))
    if fault != .silentSwipeDown { navigator?.userDid(.dismissedLayer(layer.id)) }
    return true
  }

  func tapTab(_ index: Int) -> Bool {
    guard let shown, shown.modals.isEmpty, shown.tabs.indices.contains(index) else { return false }
    let id = shown.tabs[index].id
    let gesture = shown.selectedTab == id ? UserGesture.reselectedTab(id) : .selectedTab(id)
    follow(gesture)
    if case .selectedTab = gesture {
      navigator?.userDid(.selectedTab(id))
    } else {
      navigator?.userDid(.reselectedTab(id))
    }
    return true
  }

  func finishAnimation() {
    isAnimating = false
  }

  private func follow(_ gesture: UserGesture) {
    if let next = shown?.applyingUserGesture(gesture) { shown = next }
  }
}

@MainActor
struct FaultyHostDriver: HostConformanceDriver {
  let fault: FaultyHost.Fault

  func makeHost() -> FaultyHost { FaultyHost(fault: fault) }

  func shown(by host: FaultyHost) -> NavigationState? { host.shown }

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

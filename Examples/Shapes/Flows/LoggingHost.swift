import Coordinators

/// A host that performs each step at once and logs it; it plays the user's gestures the way a
/// real host reports them.
@MainActor
final class LoggingHost: NavigationHost {
  let capabilities = HostCapabilities.all
  private let log: (String) -> Void
  private var shown: NavigationState?
  private weak var navigator: Navigator?

  init(log: @escaping (String) -> Void) {
    self.log = log
  }

  func didAttach(to navigator: Navigator) {
    self.navigator = navigator
    shown = nil
  }

  func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    log(step.description)
    shown = try? NavigationState.rendering(step, onto: shown)
    completion()
  }

  /// A completed back swipe on the top-most stack.
  func swipeBack() {
    guard let target = shown?.screenBelowTop, follow(.popped(to: target.id)) else { return }
    navigator?.userDidPop(to: target.id)
  }

  /// The top-most sheet swiped down.
  func swipeDown() {
    guard let layer = shown?.modals.last, follow(.dismissedLayer(layer.id)) else { return }
    navigator?.userDidDismissLayer(layer.id)
  }

  /// Shows what the gesture leaves; returns whether it fitted what was shown.
  private func follow(_ gesture: UserGesture) -> Bool {
    guard let next = shown?.applyingUserGesture(gesture) else { return false }
    shown = next
    return true
  }
}

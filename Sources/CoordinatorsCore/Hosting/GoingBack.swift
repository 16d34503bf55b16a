// The rules of going back that a host's platform asks about before it lets the user act (a back
// swipe that may begin, a back button that may pop, a tab it may select), and of layers a
// platform says are gone: pure functions of what the session shows, the same for every host.

extension HostSessionMachine {
  /// Whether the user may begin a back swipe the host drives itself (an interactive pop run by
  /// the host's own animator): no step is in flight, whose transition the platform runs, and no
  /// other transition of the user's runs. Whether that swipe pops is then ``gesture(for:)``'s.
  /// A platform's own swipe asks the platform first, which refuses it during any transition.
  package var mayBeginHostDrivenSwipe: Bool {
    stepInFlight == nil && !holds.contains(.userTransition)
  }
}

extension NavigationState {
  /// Whether a back button over screen `id` of `stack` pops a screen of that stack, so that it
  /// must ask first: `id` is in it, above its first screen. Over a section's first screen in a
  /// collapsed split view it shows the sidebar, which pops nothing.
  package func backButtonPops(over id: ScreenID, in stack: StackLocation) -> Bool {
    guard let screens = self.stack(at: stack) else { return false }
    return screens.first?.id != id && screens.contains { $0.id == id }
  }

  /// The lowest layer gone when the platform reports the layer opened by `id` gone while it still
  /// presents only the first `stillPresented` layers (`nil`: it does not say): a dismissal from a
  /// lower layer takes every layer above it away, and tells only the top one's container: UIKit's
  /// `dismiss(animated:completion:)` on a lower presenter "dismisses its immediate child view
  /// controller and all view controllers above that child on the stack", and "any intermediate
  /// view controllers are simply removed from the stack"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
  /// `id` itself when it is the lowest gone, or no layer shown.
  package func lowestLayerGone(_ id: ScreenID, stillPresented: Int?) -> ScreenID {
    guard let index = modals.firstIndex(where: { $0.id == id }) else { return id }
    return modals[min(index, max(stillPresented ?? index, 0))].id
  }
}

/// What a host answers a platform that asks before it selects a tab (UIKit's
/// `tabBarController(_:shouldSelect:)`), from the session's answer to the tap
/// (`HostSession.ask(_:)` with ``UserAttempt/tapTab(_:)``).
package enum TabTapAnswer: Hashable, Sendable {
  /// Let the platform select the tab; the host reports the selection once it is made.
  case select
  /// Refuse it, and report this gesture instead: a reselection, whose effect (a pop to the
  /// tab's first screen, or nothing) is the navigator's to decide, never the platform's own
  /// (UIKit pops a reselected tab's navigation controller to its root by itself).
  case report(UserGesture)
  /// Refuse it: what is shown does not offer the tap, or a flow refuses it.
  case refuse

  /// The answer for the session's `answer` to the tap.
  package init(_ answer: Result<UserGesture, UserAttemptRefusal>) {
    switch answer {
    case .failure: self = .refuse
    case .success(let gesture):
      if case .reselectedTab = gesture { self = .report(gesture) } else { self = .select }
    }
  }
}

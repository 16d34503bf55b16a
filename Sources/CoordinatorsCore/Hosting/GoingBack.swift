// The rules of going back that a host's platform asks about before it lets the user act (a back
// swipe that may begin, a back button that may pop), and of layers a platform says are gone:
// pure functions of what the session shows, the same for every host.

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
  /// lower layer takes every layer above it away, and tells only the top one's container
  /// (UIKit's `dismiss(animated:)` on a presenter "dismisses ... all view controllers above it
  /// in the stack", https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
  /// `id` itself when it is the lowest gone, or no layer shown.
  package func lowestLayerGone(_ id: ScreenID, stillPresented: Int?) -> ScreenID {
    guard let index = modals.firstIndex(where: { $0.id == id }) else { return id }
    return modals[min(index, max(stillPresented ?? index, 0))].id
  }
}

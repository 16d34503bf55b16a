/// The identifier that pairs a zoom with the view it zooms from: the route the view shows, which
/// is the route of the screen that zooms out of it.
struct TransitionSourceID: Hashable, Sendable {
  /// The route shown by the source and by the pushed screen.
  let route: AnyRoute
}

extension StackModel {
  /// A view marked with `transitionSource(for: route)` on the screen `screen` appeared.
  func transitionSourceAppeared(_ route: AnyRoute, on screen: ScreenID) {
    guard holds(screen) else { return }
    transitionSources[screen, default: [:]][route, default: 0] += 1
  }

  /// A view marked with `transitionSource(for: route)` on the screen `screen` disappeared; a
  /// late call, once the screen has left the stack, changes nothing.
  func transitionSourceDisappeared(_ route: AnyRoute, on screen: ScreenID) {
    guard let count = transitionSources[screen]?[route] else { return }
    transitionSources[screen]?[route] = count > 1 ? count - 1 : nil
  }

  /// The source the screen `id` zooms from, and back into when popped: set when it was pushed
  /// with `TransitionID.zoom` while a view showing its route was on screen; `nil` otherwise.
  /// A popped screen keeps it while it animates away (until the stack's next change), so that
  /// SwiftUI drawing it again mid-pop does not take its zoom off.
  func zoomSource(for id: ScreenID) -> TransitionSourceID? {
    zoomSources[id]
  }

  /// Records the transition `top` comes on top of `stack` with, pushed over `shownTop` (the
  /// screen the stack showed on top before).
  ///
  /// `TransitionID.zoom` zooms from the view that shows `top`'s route on the screen the user
  /// leaves, when there is one: `top` lands directly on `shownTop`, and a view marked with that
  /// route is on `shownTop` now. Otherwise (a deep link that pushes several screens at once, a
  /// route no view on screen shows, a cell scrolled away) the screen is pushed as usual, with no
  /// custom transition. Any other identifier is recorded as it is, for the app's style.
  func comeOnTop(_ top: Screen, of stack: ScreenStack, from shownTop: ScreenID?, with transition: TransitionID) {
    guard transition == .zoom else {
      transitions[top.id] = transition
      return
    }
    let beneath = stack.count > 1 ? stack[stack.count - 2].id : nil
    guard let shownTop, beneath == shownTop, transitionSources[shownTop]?[top.route] != nil else { return }
    transitions[top.id] = transition
    zoomSources[top.id] = TransitionSourceID(route: top.route)
  }
}

/// The SwiftUI host's decisions, as pure functions of what it rendered and what SwiftUI did.
/// ``SwiftUIHost`` calls them and carries out what they say; the tests call them directly.

/// The signal that ends a step's transition.
enum StepSignal: Hashable, CustomStringConvertible {
  /// The screen appeared (UIKit's `viewDidAppear(_:)`).
  case appeared(ScreenID)
  /// The screen disappeared (UIKit's `viewDidDisappear(_:)`).
  case disappeared(ScreenID)

  /// What `step` waits for, when `before` was shown and `after` is: `nil` when the step
  /// completes at once.
  ///
  /// Only the screen on top of everything (`NavigationState.topScreen`) has a transition the
  /// user sees. A step that leaves it as it was (a stack in another tab or under a layer, a tab
  /// selected under a layer) runs none. A dismissal waits for the top screen of the top-most
  /// dismissed layer to disappear: the screen below may get no appearance call (a sheet leaves
  /// its presenter on screen). Every other step waits for the new top screen to appear.
  static func awaited(by step: HostStep, before: NavigationState?, after: NavigationState) -> StepSignal? {
    let newTop = after.topScreen.id
    guard let oldTop = before?.topScreen.id else { return .appeared(newTop) }
    if oldTop == newTop { return nil }
    if case .dismiss = step { return .disappeared(oldTop) }
    return .appeared(newTop)
  }

  /// `screen 3 to appear`.
  var description: String {
    switch self {
    case .appeared(let id): "screen \(id) to appear"
    case .disappeared(let id): "screen \(id) to disappear"
    }
  }
}

/// What a write to a level's `sheet(item:)` or `fullScreenCover(item:)` binding is.
enum ItemWrite {
  /// The gesture that writing `written` (a layer's identifier, or `nil`) to the binding of
  /// `level` is, when `shown` is rendered and the layer there has appeared or not; `nil` when
  /// it is none.
  ///
  /// - A layer written back is an echo: SwiftUI does not present by itself.
  /// - `nil` where no layer is rendered is the late echo of a dismissal the host made (SwiftUI
  ///   may write it up to about a second after the sheet has gone), or a repeated write.
  /// - `nil` for a layer that has not appeared yet is the late write of the layer that was
  ///   there before: the user cannot swipe down a sheet before it is shown.
  /// - `nil` for a layer that has appeared is the user's dismissal of it (a swipe down, or the
  ///   view's own `dismiss` action, which SwiftUI performs even when the swipe is disabled:
  ///   the layer is gone, so the host follows).
  static func gesture(written: ScreenID?, level: Int, shown: NavigationState, hasAppeared: Bool) -> UserGesture? {
    guard written == nil, shown.modals.indices.contains(level), hasAppeared else { return nil }
    return .dismissedLayer(shown.modals[level].id)
  }
}

/// What a write to a `TabView`'s selection binding is.
enum SelectionWrite {
  /// The gesture that writing `written` to the selection is when `shown` is rendered; `nil`
  /// when it is none.
  ///
  /// The tab tap itself is decided as for every host (`NavigationState.tabTap(_:)`): another
  /// tab is a selection, the selected tab a reselection, and no tab is tapped through a modal
  /// layer. One more rule is SwiftUI's: the selected tab written while a step that set the
  /// selection is under way is SwiftUI echoing that step, not a tap.
  static func gesture(written: TabID, shown: NavigationState, selectionStepUnderWay: Bool) -> UserGesture? {
    guard let gesture = try? shown.tabTap(written) else { return nil }
    if case .reselectedTab = gesture, selectionStepUnderWay { return nil }
    return gesture
  }
}

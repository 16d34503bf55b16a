/// The host's own back swipe, for a screen pushed with a custom transition (UIKit's edge swipe
/// does not drive a custom animator): what each phase of the pan does to an interactive pop.
/// Whether the pan may begin is ``UIKitHostModel/mayBeginBackSwipe(at:translation:velocity:direction:)``.
package struct BackSwipe: Equatable {
  /// A phase of the pan gesture, as `UIGestureRecognizer.State` reports it.
  package enum Phase: Equatable { case began, changed, ended, cancelled }

  /// What to do to the interactive pop.
  package enum Action: Equatable {
    /// Start the pop: `popViewController(animated: true)`, interactive.
    case pop
    /// Move the pop to this fraction, 0 to 1.
    case update(Double)
    /// Let the pop finish.
    case finish
    /// Let the pop go back (the screen stays).
    case cancel
  }

  /// The layout direction of the navigation controller's view
  /// (`effectiveUserInterfaceLayoutDirection`): the back swipe starts at the leading edge and
  /// moves toward the trailing one, rightward in a left-to-right language, leftward in Arabic or
  /// Hebrew, as UIKit's own edge swipe does.
  package enum Direction: Equatable, Sendable {
    case leftToRight, rightToLeft

    /// A horizontal distance or speed, positive to the right, as positive toward the trailing
    /// edge: the way back.
    package func backward(_ x: Double) -> Double { self == .leftToRight ? x : -x }
  }

  /// A flick faster than this (points per second) decides the pop whatever its progress.
  package static let flickVelocity = 300.0

  /// Whether a pop is under way.
  package private(set) var isRunning = false

  /// A back swipe that has not begun.
  package init() {}

  /// Whether a pan that has moved the finger by `translation` (points, `x` to the right, `y`
  /// down) at `velocity` (points per second) is a back swipe in a layout of `direction`: it goes
  /// toward the trailing edge (right, or left in a right-to-left language) more than it goes up
  /// or down, and it is moving that way.
  ///
  /// A vertical scroll, a drag toward the leading edge (a table cell's swipe actions) or a drag
  /// that turned back are left to the views under the finger.
  package static func mayBegin(
    translation: (x: Double, y: Double), velocity: (x: Double, y: Double), direction: Direction = .leftToRight
  ) -> Bool {
    direction.backward(translation.x) > abs(translation.y) && direction.backward(velocity.x) > 0
  }

  /// `isEnabled` of UIKit's own back swipes on a navigation controller (its edge swipe, and iOS
  /// 26's swipe from the content): off where UIKit's swipe is not the one used
  /// (`usesSystemSwipe`: over a screen pushed with a custom transition, whose pop the host's own
  /// swipe drives); else on with no pop to ask about (`pop`: `nil` for a split view's column, or
  /// `NavigationState.systemBackSwipePop(in:)` gives none), or as the session `allows` the pop,
  /// asked without reporting (the host's guard reports the attempt). `pop` and `allows` are
  /// asked only when their answer counts.
  package static func systemSwipesAreEnabled(
    usesSystemSwipe: Bool, pop: @autoclosure () -> UserGesture?, allows: (UserGesture) -> Bool
  ) -> Bool {
    guard usesSystemSwipe else { return false }
    guard let pop = pop() else { return true }
    return allows(pop)
  }

  /// The action for `phase`, with the finger `translation` points to the right across a view
  /// `width` wide, moving at `velocity` points per second (both negative to the left), in a
  /// layout of `direction`; `nil` when there is nothing to do.
  ///
  /// Letting go finishes the pop past half way or on a flick toward the trailing edge, and
  /// cancels it otherwise or on a flick toward the leading edge.
  package mutating func action(
    for phase: Phase, translation: Double, width: Double, velocity: Double, direction: Direction = .leftToRight
  ) -> Action? {
    let translation = direction.backward(translation)
    let velocity = direction.backward(velocity)
    let progress = width > 0 ? min(max(translation / width, 0), 1) : 0
    switch (phase, isRunning) {
    case (.began, false):
      isRunning = true
      return .pop
    case (.changed, true):
      return .update(progress)
    case (.ended, true):
      isRunning = false
      let finishes = velocity > Self.flickVelocity || (velocity >= -Self.flickVelocity && progress > 0.5)
      return finishes ? .finish : .cancel
    case (.cancelled, true):
      isRunning = false
      return .cancel
    default:
      return nil
    }
  }
}

@_spi(Hosts) import Coordinators
import Observation

/// UIKit's own back swipes (the edge swipe, `interactivePopGestureRecognizer`, and iOS 26's swipe
/// from anywhere in the content, `interactiveContentPopGestureRecognizer`) through the one use
/// the iOS 26.2 `UINavigationController.h` allows of each: "This property should only be used to
/// set up failure requirements with it." The host puts a guard recognizer of its own on each
/// navigation controller, which both of UIKit's require to fail, and sets their `isEnabled`; it
/// sets no delegate on them (XCoordinator asks the same of apps:
/// https://github.com/QuickBirdEng/XCoordinator/issues/183).
extension UIKitHostModel {
  /// `gestureRecognizerShouldBegin(_:)` of the host's guard on the navigation controller at
  /// `place`, which holds `controllersInUIKit`, for a pan moved by `translation` at `velocity` in
  /// a layout of `direction`: `true`, and UIKit's back swipes fail, exactly when the pan is a back
  /// swipe UIKit would turn into a pop (a mostly horizontal drag toward the trailing edge, no
  /// transition runs, UIKit holds a screen to go back to, its own swipe is used here) and the
  /// session refuses going back, for `touch` (the `UITouch`'s `timestamp`): a flow that disabled
  /// its interactive dismissal hears of one attempt per touch. Otherwise `false`: the guard fails
  /// and UIKit's swipe decides as it always does.
  package func backSwipeGuardShouldBegin(
    at place: UIKitRootNavigation, translation: (x: Double, y: Double),
    velocity: (x: Double, y: Double),
    direction: BackSwipe.Direction = .leftToRight, controllersInUIKit: Int, transitioning: Bool,
    touch: Double? = nil
  ) -> Bool {
    BackSwipePan.systemSwipePops(
      dragsBack: BackSwipe.mayBegin(translation: translation, velocity: velocity, direction: direction),
      transitioning: transitioning, screensInPlatform: controllersInUIKit,
      usesSystemSwipe: usesSystemBackSwipe(at: place)
    ) && !mayGoBack(at: place, touch: touch)
  }

  /// `isEnabled` of UIKit's own back swipes on the navigation controller at `place`, set at each
  /// `didShow` and at each change of the flows' rules (`BackSwipe.systemSwipesAreEnabled(usesSystemSwipe:pop:allows:)`).
  /// What is offered is the rule every host shares (`NavigationState.offersGoingBack(_:allows:)`):
  /// an alert leaves it on, since no `didShow` comes when it goes; the guard refuses the swipe
  /// under it.
  package func systemBackSwipesAreEnabled(at place: UIKitRootNavigation) -> Bool {
    BackSwipe.systemSwipesAreEnabled(
      usesSystemSwipe: usesSystemBackSwipe(at: place), pop: systemBackSwipePop(at: place)
    ) { pop in
      self.session?.shown?.offersGoingBack(pop) { self.session?.allows($0) ?? true } ?? true
    }
  }

  /// The pop UIKit's own back swipe at `place` makes (`NavigationState.systemBackSwipePop(in:)`),
  /// `nil` for a split view's column.
  private func systemBackSwipePop(at place: UIKitRootNavigation) -> UserGesture? {
    guard case .stack(let stack) = place else { return nil }
    return session?.shown?.systemBackSwipePop(in: stack)
  }

  /// As ``systemBackSwipesAreEnabled(at:)``, and calls `change` once when a rule it read changes
  /// (a flow disables or enables its interactive dismissal), before the change lands: the UIKit
  /// host asks again a turn later.
  package func systemBackSwipesAreEnabled(
    at place: UIKitRootNavigation, untilRulesChange change: @escaping @Sendable () -> Void
  ) -> Bool {
    withObservationTracking {
      systemBackSwipesAreEnabled(at: place)
    } onChange: {
      change()
    }
  }
}

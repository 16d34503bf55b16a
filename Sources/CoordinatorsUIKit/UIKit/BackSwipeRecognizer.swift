#if canImport(UIKit)
  import UIKit
  // The `touches…` overrides and the settable `state` come from this explicit submodule.
  #if canImport(ObjectiveC)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// The host's own back swipe on one navigation controller: a pan from the screen's leading edge
  /// (the left, or the right in a right-to-left language), as UIKit's own back swipe, whose phases
  /// drive an interactive pop, as ``BackSwipe`` decides. Only the leading edge starts it, and
  /// only a mostly horizontal drag toward the trailing edge (the model decides,
  /// from the pan's translation and velocity), so a vertical scroll, a swipe on a table cell or a
  /// carousel keep their drags. It reads its phases in its touch overrides, as target-action
  /// needs `#selector` and so the Objective-C runtime.
  @MainActor
  final class BackSwipeRecognizer: UIScreenEdgePanGestureRecognizer, UIGestureRecognizerDelegate {
    /// The interactive pop while the pan runs: what `interactionControllerFor` returns.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    private weak var navigation: UINavigationController?
    private let mayBegin:
      @MainActor (
        _ translation: (x: Double, y: Double), _ velocity: (x: Double, y: Double), _ direction: BackSwipe.Direction
      ) -> Bool
    private var swipe = BackSwipe()
    private static let phases: [UIGestureRecognizer.State: BackSwipe.Phase] = [
      .began: .began, .changed: .changed, .ended: .ended, .cancelled: .cancelled, .failed: .cancelled,
    ]

    /// A back swipe on `navigation`'s view that begins when `mayBegin` says so for the pan's
    /// translation and velocity in the view's layout direction.
    init(
      on navigation: UINavigationController,
      mayBegin:
        @escaping @MainActor (
          _ translation: (x: Double, y: Double), _ velocity: (x: Double, y: Double), _ direction: BackSwipe.Direction
        ) -> Bool
    ) {
      self.mayBegin = mayBegin
      super.init(target: nil, action: nil)
      self.navigation = navigation
      delegate = self
      navigation.view.addGestureRecognizer(self)
      edges = Self.leadingEdge(of: direction)
    }

    /// The layout direction of the navigation controller's view, which the language (or the
    /// app's `semanticContentAttribute`) sets.
    private var direction: BackSwipe.Direction {
      navigation?.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    private static func leadingEdge(of direction: BackSwipe.Direction) -> UIRectEdge {
      direction == .rightToLeft ? .right : .left
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let translation = translation(in: view)
      let velocity = velocity(in: view)
      return mayBegin(
        (Double(translation.x), Double(translation.y)), (Double(velocity.x), Double(velocity.y)), direction)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      // The edge follows the layout direction, which can change while the view lives.
      edges = Self.leadingEdge(of: direction)
      super.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      phaseDidChange()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      phaseDidChange()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      phaseDidChange()
    }

    private func phaseDidChange() {
      guard let phase = Self.phases[state] else { return }
      let width = Double(view?.bounds.width ?? 0)
      switch swipe.action(
        for: phase, translation: Double(translation(in: view).x), width: width, velocity: Double(velocity(in: view).x),
        direction: direction)
      {
      case .pop?:
        interaction = UIPercentDrivenInteractiveTransition()
        navigation?.popViewController(animated: true)
      case .update(let progress)?: interaction?.update(CGFloat(progress))
      case .finish?: interaction?.finish()
      case .cancel?: interaction?.cancel()
      case nil: break
      }
      if !swipe.isRunning { interaction = nil }
    }
  }

  /// The host's guard in front of UIKit's own back swipes on one navigation controller: both of
  /// them (`interactivePopGestureRecognizer`, and iOS 26's `interactiveContentPopGestureRecognizer`)
  /// require it to fail, the one use the iOS 26.2 `UINavigationController.h` allows of them
  /// ("This property should only be used to set up failure requirements with it"). It begins, and
  /// so keeps them from popping, exactly when the model refuses going back for a back swipe
  /// (`UIKitHostModel.backSwipeGuardShouldBegin`, which reports a flow's refusal once per touch);
  /// otherwise it fails and UIKit's swipes decide as they always do, with their own delegate.
  ///
  /// Before iOS 26 it is a pan from the leading edge, as the edge swipe recognizes it, so that a
  /// drag in the content, which pops nothing there, is no attempt; from iOS 26 a pan anywhere,
  /// as the content swipe pops from anywhere. It takes no touch from the views: it cancels and
  /// delays none, and recognizes with every other recognizer.
  @MainActor
  final class BackSwipeGuard: NSObject, UIGestureRecognizerDelegate {
    /// The recognizer UIKit's back swipes require to fail.
    let recognizer: UIPanGestureRecognizer
    private let shouldBegin:
      @MainActor (
        _ translation: (x: Double, y: Double), _ velocity: (x: Double, y: Double), _ direction: BackSwipe.Direction,
        _ touch: Double?
      ) -> Bool
    /// The `timestamp` of the touch the recognizer received last, which names the touch.
    private var touch: Double?
    /// Whether the host hears of the next change of the flows' rules, for the `isEnabled` of
    /// UIKit's back swipes the guard stands in front of.
    var watchesRules = false
    /// UIKit's back swipes that require the guard to fail already.
    private var guarded: [ObjectIdentifier] = []

    /// A guard on `navigation`'s view, a pan anywhere when `coversTheContent` (iOS 26's content
    /// swipe exists), else from the leading edge, that begins when `shouldBegin` says so for the
    /// pan's translation and velocity in the view's layout direction, and its touch.
    init(
      on navigation: UINavigationController, coversTheContent: Bool,
      shouldBegin:
        @escaping @MainActor (
          _ translation: (x: Double, y: Double), _ velocity: (x: Double, y: Double),
          _ direction: BackSwipe.Direction, _ touch: Double?
        ) -> Bool
    ) {
      recognizer =
        coversTheContent
        ? UIPanGestureRecognizer(target: nil, action: nil) : UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
      self.shouldBegin = shouldBegin
      super.init()
      recognizer.delegate = self
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesBegan = false
      recognizer.delaysTouchesEnded = false
      navigation.view.addGestureRecognizer(recognizer)
      followLayoutDirection()
    }

    /// Makes each of `recognizers` (UIKit's back swipes) that does not require the guard to fail
    /// yet require it (`require(toFail:)`), the use the iOS 26.2 header allows of them.
    func isRequiredToFail(by recognizers: [UIGestureRecognizer]) {
      for other in recognizers where !guarded.contains(ObjectIdentifier(other)) {
        other.require(toFail: recognizer)
        guarded.append(ObjectIdentifier(other))
      }
    }

    /// The layout direction of the view, which the language (or the app's
    /// `semanticContentAttribute`) sets.
    private var direction: BackSwipe.Direction {
      recognizer.view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// An edge guard watches the leading edge, which can change while the view lives.
    private func followLayoutDirection() {
      (recognizer as? UIScreenEdgePanGestureRecognizer)?.edges = direction == .rightToLeft ? .right : .left
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      self.touch = touch.timestamp
      followLayoutDirection()
      return true
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let translation = recognizer.translation(in: recognizer.view)
      let velocity = recognizer.velocity(in: recognizer.view)
      return shouldBegin(
        (Double(translation.x), Double(translation.y)), (Double(velocity.x), Double(velocity.y)), direction, touch)
    }

    /// A scroll view, a button or the app's own recognizers keep their touches: the guard only
    /// keeps UIKit's back swipes, which require it to fail, from beginning.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      true
    }
  }
#endif

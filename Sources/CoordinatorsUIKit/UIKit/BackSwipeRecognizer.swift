#if canImport(UIKit)
  import UIKit
  // The `touches…` overrides below come from this explicit submodule on Apple platforms; the
  // Linux stub of UIKit has no submodules and declares them in UIKit itself.
  #if canImport(ObjectiveC)
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// The host's own back swipe on one navigation controller, for screens pushed with a custom
  /// transition: a pan whose phases drive an interactive pop, as ``BackSwipe`` decides.
  ///
  /// It reports its phases by overriding the recognizer's touch handling rather than through
  /// target-action, which needs `#selector` and so the Objective-C runtime.
  @MainActor
  final class BackSwipeRecognizer: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
    /// Whether the pan may begin: the model's ``UIKitHostModel/mayBeginBackSwipe(in:)``.
    var mayBegin: @MainActor () -> Bool = { false }
    /// The navigation controller whose top screen the pan pops.
    weak var navigation: UINavigationController?
    /// The interactive pop, while the pan runs: what `interactionControllerFor` returns.
    private(set) var interaction: UIPercentDrivenInteractiveTransition?
    private var swipe = BackSwipe()

    private static let phases: [UIGestureRecognizer.State: BackSwipe.Phase] = [
      .began: .began, .changed: .changed, .ended: .ended, .cancelled: .cancelled, .failed: .cancelled,
    ]

    /// A back swipe on `navigation`'s view.
    init(on navigation: UINavigationController, mayBegin: @escaping @MainActor () -> Bool) {
      super.init(target: nil, action: nil)
      self.navigation = navigation
      self.mayBegin = mayBegin
      delegate = self
      navigation.view.addGestureRecognizer(self)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { mayBegin() }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      phaseDidChange()
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

    /// Carries out what ``BackSwipe`` answers for the pan's state.
    private func phaseDidChange() {
      guard let phase = Self.phases[state] else { return }
      let action = swipe.action(
        for: phase, translation: Double(translation(in: view).x), width: Double(view?.bounds.width ?? 0),
        velocity: Double(velocity(in: view).x))
      switch action {
      case .pop?:
        interaction = UIPercentDrivenInteractiveTransition()
        navigation?.popViewController(animated: true)
      case .update(let progress)?:
        interaction?.update(CGFloat(progress))
      case .finish?:
        interaction?.finish()
        interaction = nil
      case .cancel?:
        interaction?.cancel()
        interaction = nil
      case nil:
        break
      }
    }
  }
#endif

#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// A view controller inside a screen that reports when the screen's transition has ended, and
  /// when the screen starts to leave (a back swipe or a sheet drag the user may still cancel).
  ///
  /// On iOS, `NavigationStack`, sheets and covers run on UIKit containers, which call a child
  /// controller's `viewDidAppear(_:)` when the view "has been fully transitioned onto the screen"
  /// and `viewDidDisappear(_:)` after it was hidden (UIViewController.h). That a representable's
  /// controller receives them at the end of a SwiftUI push is observed, not documented: see
  /// docs/Adapters.md. On macOS there is no such signal; the model's watchdog completes the step.
  struct TransitionSignal: UIViewControllerRepresentable {
    let willDisappear: @MainActor () -> Void
    let didAppear: @MainActor () -> Void
    let didDisappear: @MainActor () -> Void

    func makeUIViewController(context: Context) -> SignalController { SignalController() }

    func updateUIViewController(_ controller: SignalController, context: Context) {
      controller.willDisappear = willDisappear
      controller.didAppear = didAppear
      controller.didDisappear = didDisappear
    }

    /// Forwards its appearance callbacks.
    final class SignalController: UIViewController {
      var willDisappear: @MainActor () -> Void = {}
      var didAppear: @MainActor () -> Void = {}
      var didDisappear: @MainActor () -> Void = {}

      init() { super.init(nibName: nil, bundle: nil) }

      required init?(coder: NSCoder) { nil }

      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        willDisappear()
      }

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        didAppear()
      }

      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        didDisappear()
      }
    }
  }
#endif

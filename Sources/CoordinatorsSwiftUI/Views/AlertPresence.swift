#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// A view controller behind the top-most level that looks for the host's alert among the
  /// window's presented controllers, while the host waits for one to appear or to leave.
  ///
  /// SwiftUI tells nothing of an alert's presentation: it may drop one presented over another
  /// presentation, and keep its binding `true`. On iOS it presents an alert or a confirmation
  /// dialog as a `UIAlertController`, from the level's hosting controller. At each frame the
  /// screen draws while the host waits (a `CADisplayLink`: a frame is when UIKit can have
  /// presented or dismissed one; no timer), this controller walks the window's
  /// `presentedViewController` chain to its top; a transition that runs on it (its
  /// `transitionCoordinator`) is waited for; then the model is told what is on top
  /// (``SwiftUIAlertPresence/lookedAtTopController(alertTitled:)``). The host's watchdog bounds the wait.
  struct AlertPresence: UIViewControllerRepresentable {
    let host: SwiftUIHost
    /// Whether the level is the top-most one, which shows the alert.
    let isTopMost: Bool

    func makeUIViewController(context: Context) -> PresenceController { PresenceController() }

    func updateUIViewController(_ controller: PresenceController, context: Context) {
      controller.host = host
      controller.isTopMost = isTopMost
      controller.lookSoon()
    }

    /// Looks for the alert's controller.
    final class PresenceController: UIViewController {
      weak var host: SwiftUIHost?
      var isTopMost = false
      /// Calls ``frameDrawn(_:)`` at each frame while the host waits; it keeps this controller
      /// until ``stopLooking()`` invalidates it.
      private var frames: CADisplayLink?

      init() { super.init(nibName: nil, bundle: nil) }

      required init?(coder: NSCoder) { nil }

      /// Looks at each frame from the next one on, while the host looks for alert controllers.
      func lookSoon() {
        guard isTopMost, host?.alertPresence.looksForControllers == true else { return stopLooking() }
        guard frames == nil else { return }
        let link = CADisplayLink(target: self, selector: #selector(frameDrawn(_:)))
        link.add(to: .main, forMode: .common)
        frames = link
      }

      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        lookSoon()
      }

      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopLooking()
      }

      @objc private func frameDrawn(_ link: CADisplayLink) { look() }

      private func stopLooking() {
        frames?.invalidate()
        frames = nil
      }

      private func look() {
        guard let host, isTopMost, host.alertPresence.looksForControllers else { return stopLooking() }
        // The level not in a window yet: nothing to look at before a later frame.
        guard let window = view.window else { return }
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        if let top, top.isBeingPresented || top.isBeingDismissed, let coordinator = top.transitionCoordinator {
          // Its transition runs: look again once it ended.
          stopLooking()
          coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.lookSoon() }
          return
        }
        if !host.alertPresence.lookedAtTopController(alertTitled: (top as? UIAlertController)?.title) { stopLooking() }
      }
    }
  }
#endif

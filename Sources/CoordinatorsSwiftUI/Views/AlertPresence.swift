#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import UIKit

  /// A view controller behind the top-most level that looks for the host's alert among the
  /// window's presented controllers, while the host waits for one to appear or to leave
  /// (HOST-REVIEW-2 finding 10).
  ///
  /// SwiftUI tells nothing of an alert's presentation: it may drop one presented over another
  /// presentation, and keep its binding `true`. On iOS it presents an alert or a confirmation
  /// dialog as a `UIAlertController`, from the level's hosting controller. A turn after each
  /// update, and again every 50 ms while the host waits, this controller walks the window's
  /// `presentedViewController` chain to its top; a transition that runs on it (its
  /// `transitionCoordinator`) is waited for; then the model is told what is on top
  /// (``SwiftUIHost/lookedAtTopController(alertTitled:)``). The host's watchdog bounds the wait;
  /// so does this look.
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
      private var willLook = false

      init() { super.init(nibName: nil, bundle: nil) }

      required init?(coder: NSCoder) { nil }

      /// Looks once the current update has been presented, unless a look is due already.
      func lookSoon() {
        guard isTopMost, !willLook, host?.looksForAlertControllers == true else { return }
        willLook = true
        Task { @MainActor [weak self] in
          try? await Task.sleep(for: .milliseconds(50))
          self?.willLook = false
          self?.look()
        }
      }

      private func look() {
        guard let host, isTopMost, host.looksForAlertControllers else { return }
        // The level not in a window yet: nothing to look at; look again.
        guard let window = view.window else { return lookSoon() }
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        if let top, top.isBeingPresented || top.isBeingDismissed, let coordinator = top.transitionCoordinator {
          // Its transition runs: look again once it ended.
          coordinator.animate(alongsideTransition: nil) { [weak self] _ in self?.look() }
          return
        }
        if host.lookedAtTopController(alertTitled: (top as? UIAlertController)?.title) { lookSoon() }
      }
    }
  }
#endif

#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit

  /// What a window shows of the screens' transition signals (the controllers that report a
  /// screen's `viewDidAppear(_:)` to the SwiftUI host): found by their controller's type, measured
  /// as UIKit lays them out. Used by the window tests on the iOS simulator (siteline/SwiftUIRefresh issue 1:
  /// a full-size representable behind the content was reported to stop large titles collapsing
  /// and could take touches).
  @MainActor
  package enum TransitionSignalInspection {
    /// One signal as the window has it.
    package struct Signal: Equatable {
      /// Its view's size.
      package var size: CGSize
      /// Whether a touch at its view's centre lands on it (the window's own hit test).
      package var receivesTouches: Bool
    }

    /// Every transition signal in `window`'s view hierarchy, in depth-first order.
    package static func signals(in window: UIWindow) -> [Signal] {
      views(below: window).filter(isSignal).map { view in
        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        let hit = window.hitTest(centre, with: nil)
        return Signal(size: view.bounds.size, receivesTouches: hit.map { $0.isDescendant(of: view) } ?? false)
      }
    }

    /// Whether `view` is the root view of the SwiftUI host's signal controller.
    private static func isSignal(_ view: UIView) -> Bool {
      guard let controller = view.next as? UIViewController, controller.view === view else { return false }
      return String(reflecting: type(of: controller)).hasSuffix("TransitionSignal.SignalController")
    }

    private static func views(below root: UIView) -> [UIView] {
      var found: [UIView] = []
      var pending = [root]
      while let view = pending.popLast() {
        found.append(view)
        pending.append(contentsOf: view.subviews.reversed())
      }
      return found
    }
  }
#endif

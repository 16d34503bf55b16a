#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A SwiftUI view that shows a ``UIKitHost`` made with ``UIKitHost/init()``: SwiftUI screens in
  /// a `UINavigationController`, with UIKit's completion signals and custom transitions that keep
  /// the back swipe. `WindowGroup { UIKitNavigatorView(host: host).ignoresSafeArea() }`
  public struct UIKitNavigatorView: UIViewControllerRepresentable {
    /// The host whose root the view shows.
    public let host: UIKitHost

    /// A view of `host`'s root and of what it presents.
    public init(host: UIKitHost) { self.host = host }

    /// The host's ``UIKitHost/container``; an empty controller for a host with a window.
    public func makeUIViewController(context: Context) -> UIViewController {
      host.container ?? UIViewController(nibName: nil, bundle: nil)
    }

    /// Nothing to update: the host changes its controllers on the navigator's steps.
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
  }
#endif

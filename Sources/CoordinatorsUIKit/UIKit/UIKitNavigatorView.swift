#if canImport(UIKit)
  import SwiftUI
  import UIKit

  /// A SwiftUI view that shows a ``UIKitHost``: SwiftUI screens (``UIKitCoordinator/hosting(_:)``)
  /// in a `UINavigationController`, with UIKit's completion signals, custom transitions that keep
  /// the back swipe, and every UIKit presentation the host makes.
  ///
  /// ```swift
  /// @main struct InboxApp: App {
  ///   let navigator = Navigator(root: InboxCoordinator())
  ///   let host = UIKitHost()
  ///   init() { navigator.attach(host) }
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       UIKitNavigatorView(host: host)
  ///         .ignoresSafeArea()
  ///         .onOpenURL { navigator.handle($0) }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The host must be made with ``UIKitHost/init()`` (a host made with a window shows itself in
  /// that window and this view stays empty).
  public struct UIKitNavigatorView: UIViewControllerRepresentable {
    /// The host whose root the view shows.
    public let host: UIKitHost

    /// A view of `host`'s root and of what it presents.
    public init(host: UIKitHost) {
      self.host = host
    }

    /// The host's ``UIKitHost/container``, or an empty controller for a host with a window.
    public func makeUIViewController(context: Context) -> UIViewController {
      host.container ?? UIViewController(nibName: nil, bundle: nil)
    }

    /// Nothing to update: the host changes its controllers on the navigator's steps.
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
  }
#endif

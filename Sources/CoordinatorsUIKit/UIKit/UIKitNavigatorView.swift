#if canImport(UIKit)
  @_spi(Hosts) import Coordinators
  import SwiftUI
  import UIKit

  /// A SwiftUI view that shows a navigator in a ``UIKitHost`` made with ``UIKitHost/init()``:
  /// SwiftUI screens in a `UINavigationController`, with UIKit's completion signals and custom
  /// transitions that keep the back swipe.
  ///
  /// Make one navigator and one host per scene, in the `WindowGroup`'s content, so that each
  /// window of an iPad or a Mac shows its own navigation (a host shows one root, in one place):
  ///
  /// ```swift
  /// struct SceneRoot: View {
  ///   @State private var host = UIKitHost()
  ///   @State private var navigation = LazyNavigator { Navigator(root: AppCoordinator()) }
  ///   var body: some View {
  ///     UIKitNavigatorView(navigation.navigator, host: host).ignoresSafeArea()
  ///   }
  /// }
  /// ```
  ///
  /// `LazyNavigator` builds the navigator once per window, the first time the view reads it.
  /// The view attaches the host to the navigator when it is not attached to it yet, as
  /// `NavigatorView` does, so the app need not: `onAppear` runs again each time the view comes
  /// back into the hierarchy (a tab or a stack around it, a cover over it dismissed), and
  /// attaching the attached host again changes nothing it shows.
  public struct UIKitNavigatorView: UIViewControllerRepresentable {
    /// The host whose root the view shows.
    public let host: UIKitHost

    /// A view of `navigator` shown by `host`, which it attaches to `navigator` unless it is
    /// attached to it already. On the main actor: the iOS 17 SDK isolates only a view's `body`.
    @MainActor
    public init(_ navigator: Navigator, host: UIKitHost) {
      self.host = host
      if navigator.session?.host !== host { navigator.attach(host) }
    }

    /// A view of `host`'s root and of what it presents, for a host the app attaches itself (once:
    /// ``init(_:host:)`` does it for you).
    public init(host: UIKitHost) { self.host = host }

    /// A new container that shows the host's root, which moves into it from the container that
    /// showed it before (SwiftUI may make a new controller while the old one is still on
    /// screen); an empty controller for a host with a window.
    public func makeUIViewController(context: Context) -> UIViewController {
      host.container == nil ? UIViewController(nibName: nil, bundle: nil) : host.makeContainer()
    }

    /// Nothing to update: the host changes its controllers on the navigator's steps.
    public func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
  }
#endif

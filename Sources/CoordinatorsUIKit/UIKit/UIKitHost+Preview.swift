#if canImport(UIKit)
  import UIKit

  extension UIKitHost {
    /// A controller showing a navigator at any state, for an Xcode preview of a
    /// `UIViewController`: a screen deep in a flow, in a tab, in a sheet, with the app's own
    /// coordinators and controllers.
    ///
    /// ```swift
    /// #Preview("Bottom sheet over a detail, in the Main tab") {
    ///   UIKitHost.preview(at: .routes([MainRoute.detail, MainRoute.bottomSheet])) {
    ///     TabsApp.makeNavigator()
    ///   }
    /// }
    /// ```
    ///
    /// It makes the navigator with `navigator`, brings it to `destination` at once
    /// (`Navigator.prepareForPreview(at:)`: a walk of routes, or a link through
    /// the navigator's router), and shows it with a host (``init()``, set up by `host`) whose calls
    /// never animate. The root shows at once; each modal layer is presented, unanimated, as soon
    /// as the one below it is on screen (UIKit presents from a controller in a window only). A
    /// destination it cannot reach (a route no flow takes, a URL no pattern matches, a guard
    /// that does not hold) shows the `WindowError` in place of the navigation,
    /// never a blank preview.
    ///
    /// The returned controller keeps the navigator and the host.
    public static func preview(
      at destination: PreviewDestination = .start,
      host configure: @MainActor (UIKitHost) -> Void = { _ in },
      navigator make: @MainActor () -> Navigator
    ) -> UIViewController {
      let navigator = make()
      do throws(WindowError) {
        try navigator.prepareForPreview(at: destination)
      } catch {
        return PreviewErrorController(error: error)
      }
      let host = UIKitHost()
      host.model.animatesSteps = false
      configure(host)
      navigator.attach(host)
      return NavigatorPreviewController(navigator: navigator, host: host)
    }
  }

  /// The controller of a preview: the host's container as its one child, and the navigator kept.
  private final class NavigatorPreviewController: UIViewController {
    private let navigator: Navigator
    private let host: UIKitHost

    init(navigator: Navigator, host: UIKitHost) {
      self.navigator = navigator
      self.host = host
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      guard let container = host.container else { return }
      addChild(container)
      container.view.frame = view.bounds
      container.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(container.view)
      container.didMove(toParent: self)
    }
  }

  /// What a preview shows when its navigator could not reach its destination: the error.
  private final class PreviewErrorController: UIViewController {
    init(error: WindowError) {
      super.init(nibName: nil, bundle: nil)
      var configuration = UIContentUnavailableConfiguration.empty()
      configuration.image = UIImage(systemName: "exclamationmark.triangle")
      configuration.text = "This preview cannot show its navigation"
      configuration.secondaryText = error.description
      contentUnavailableConfiguration = configuration
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
  }
#endif

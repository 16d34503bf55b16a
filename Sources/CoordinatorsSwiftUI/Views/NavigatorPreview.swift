#if canImport(SwiftUI)
  import SwiftUI

  /// A navigator shown at any state for an Xcode preview: a screen deep in a flow, in a tab, in a
  /// sheet, with the app's own coordinators and views.
  ///
  /// ```swift
  /// #Preview("Featured shape, in its sheet") {
  ///   NavigatorPreview(at: .routes([ShapesRoute.featured(.custom(.star))])) {
  ///     ShapesApp.makeNavigator()
  ///   }
  /// }
  /// ```
  ///
  /// It makes the navigator once, with `navigator`, brings it to `destination` at once
  /// (`Navigator.prepareForPreview(at:)`: a walk of routes, or a link through the
  /// navigator's router), and shows it in a ``NavigatorView`` whose host, attached once the
  /// preview appears, shows every step without animation, whatever the scene's phase: each sheet,
  /// cover or alert once the level it is presented from is on screen. A destination it cannot reach (a route no
  /// flow takes, a URL no pattern matches, a guard that does not hold) shows the
  /// `WindowError` in place of the navigation, never a blank preview.
  ///
  /// The preview stays live: taps and gestures navigate, without animation.
  @MainActor
  public struct NavigatorPreview: View {
    @State private var model: NavigatorPreviewModel
    private let style: NavigatorStyle

    /// A preview of the navigator that `navigator` makes, at `destination`, with the bar
    /// appearances and transitions of `style`.
    public init(
      at destination: PreviewDestination = .start,
      style: NavigatorStyle = NavigatorStyle(),
      navigator: @escaping @MainActor () -> Navigator
    ) {
      _model = State(initialValue: NavigatorPreviewModel(destination, make: navigator))
      self.style = style
    }

    /// The navigation at its destination, or the error that kept it from getting there.
    public var body: some View {
      switch model.content {
      case .success(let navigator):
        NavigatorView(navigator, host: model.host, style: style, attachesHost: false)
          .onAppear { model.attach() }
      case .failure(let error): PreviewErrorView(error: error)
      }
    }
  }

  /// What a preview shows when its navigator could not reach its destination: the error.
  private struct PreviewErrorView: View {
    let error: WindowError

    var body: some View {
      ContentUnavailableView {
        Label("This preview cannot show its navigation", systemImage: "exclamationmark.triangle")
      } description: {
        Text(error.description)
      }
    }
  }
#endif

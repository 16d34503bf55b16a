/// What a `NavigatorPreview` shows, made the first time its view reads it: the app's navigator,
/// brought to the preview's destination at once and attached to a host that shows every step
/// at once, without animation; or why it could not be brought there.
@MainActor
package final class NavigatorPreviewModel {
  /// The host the preview's `NavigatorView` draws: every step ends as soon as it is rendered.
  package let host = SwiftUIHost.completingStepsAtOnce()
  private let destination: PreviewDestination
  private var make: (@MainActor () -> Navigator)?
  private var made: Result<Navigator, PreviewError>?

  /// A model that calls `make` on the first read of ``content``, and never again.
  package init(_ destination: PreviewDestination, make: @escaping @MainActor () -> Navigator) {
    self.destination = destination
    self.make = make
  }

  /// The navigator at the destination, its host attached and every step shown; or the error that
  /// the preview shows in its place.
  package var content: Result<Navigator, PreviewError> {
    if let made { return made }
    let navigator = (make ?? { preconditionFailure("a preview makes its navigator once") })()
    make = nil
    let content: Result<Navigator, PreviewError>
    do throws(PreviewError) {
      try navigator.prepareForPreview(at: destination)
      navigator.attach(host)
      content = .success(navigator)
    } catch {
      content = .failure(error)
    }
    made = content
    return content
  }
}

@_spi(Hosts) import Coordinators

/// What a `NavigatorPreview` shows, made the first time its view reads it: the app's navigator,
/// brought to the preview's destination at once, to which the view attaches the preview's host
/// once it appears (never while SwiftUI evaluates `body`); or why it could not be brought there.
@MainActor
package final class NavigatorPreviewModel {
  /// The host the preview's `NavigatorView` draws: without animation, each step ends as soon as
  /// it is rendered but a presentation, which ends on its signal (``SwiftUIHost/forPreview()``).
  package let host = SwiftUIHost.forPreview()
  private let destination: PreviewDestination
  private var make: (@MainActor () -> Navigator)?
  private var made: Result<Navigator, WindowError>?

  /// A model that calls `make` on the first read of ``content``, and never again.
  package init(_ destination: PreviewDestination, make: @escaping @MainActor () -> Navigator) {
    self.destination = destination
    self.make = make
  }

  /// The navigator at the destination, its host not yet attached (``attach()``); or the error
  /// that the preview shows in its place.
  package var content: Result<Navigator, WindowError> {
    if let made { return made }
    let navigator = (make ?? { preconditionFailure("a preview makes its navigator once") })()
    make = nil
    let content: Result<Navigator, WindowError>
    do throws(WindowError) {
      try navigator.prepareForPreview(at: destination)
      content = .success(navigator)
    } catch {
      content = .failure(error)
    }
    made = content
    return content
  }

  /// Attaches the host to the navigator at the destination, once: the preview's view calls it
  /// when it appears, and the host shows the destination level by level from there.
  package func attach() {
    guard case .success(let navigator)? = made, host.session == nil else { return }
    navigator.attach(host)
  }
}

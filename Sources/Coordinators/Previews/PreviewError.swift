import CoordinatorsCore

/// Why a preview could not bring its navigator to its ``PreviewDestination``: what the preview
/// shows in place of the navigation. The navigator's state is as its coordinators started it.
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A route of the walk does not fit the navigation: a route of a type that no flow on the way
  /// takes, for one. ``NavigationError/commandIndex`` is the index of the route.
  case walkFailed(NavigationError)
  /// The link was not opened: the navigator has no router, no pattern matches the URL, its
  /// routes could not be made, a guard does not hold, or its walk does not fit.
  case linkFailed(DeepLinkError)

  /// A sentence saying what the preview could not show, and why.
  public var description: String {
    switch self {
    case .walkFailed(let error): "the preview cannot walk to its routes: \(error)"
    case .linkFailed(let error): "the preview cannot open its link: \(error)"
    }
  }
}

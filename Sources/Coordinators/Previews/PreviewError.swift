import CoordinatorsCore

/// Why a preview could not bring its navigator to its ``PreviewDestination``: what the preview
/// shows in place of the navigation. The navigator's state is as its coordinators started it.
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A route of the walk does not fit the navigation: a route of a type that no flow on the way
  /// takes, for one. ``NavigationError/commandIndex`` is the index of the route.
  case walkFailed(NavigationError)
  /// A route guard of the navigator's ``Navigator/deepLinks`` protects a screen the walk shows
  /// (a route of the walk, or a screen a flow it starts shows) and does not hold: its name. A
  /// preview passes the guards a link passes; set up what the guard checks (a signed-in
  /// session) in the closure that makes the navigator.
  case guardNotSatisfied(String)
  /// The link was not opened: the navigator has no router, no pattern matches the URL, its
  /// routes could not be made, a guard does not hold, or its walk does not fit.
  case linkFailed(DeepLinkError)

  /// A sentence saying what the preview could not show, and why.
  public var description: String {
    switch self {
    case .walkFailed(let error): "the preview cannot walk to its routes: \(error)"
    case .guardNotSatisfied(let name): "the preview cannot walk to its routes: they require \(name)"
    case .linkFailed(let error): "the preview cannot open its link: \(error)"
    }
  }
}

/// Why a place could not be opened in a window, an activity could not be continued, or a preview
/// could not reach its ``PreviewDestination``. Nothing changed.
public struct WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    /// A route of the walk is not in the directory's ``RouteRegistry`` (it cannot travel to
    /// another window): its type's name.
    case routeNotRegistered(typeName: String)
    /// The destination or activity data is not one: what the decoder said.
    case corruptPayload(String)
    /// A route of the destination or activity does not decode with the registry (an unknown
    /// key, a value of another shape).
    case undecodableRoute(RestorationError)
    /// The link matches no pattern of the navigator's ``Navigator/deepLinks``, or the navigator
    /// has none.
    case link(DeepLinkError)
    /// The walk does not fit the navigation: a route no flow on the way takes, for one.
    case navigation(NavigationError)
    /// A route guard of the walk fails (its name); places that travel between windows or
    /// devices, and previews, pass the guards a link passes, without a redirect.
    case guardNotSatisfied(String)
    /// The walk would take away screens of this flow, which disabled its interactive dismissal.
    case flowKeepsItsScreens(FlowID)
    /// The activity's type is not the one the navigator's ``ActivityRules`` continue.
    case unknownActivityType(String)
    /// The activity carries neither a link nor a payload.
    case emptyActivity
    /// The navigator has no ``ActivityRules``: it continues no activity.
    case noActivityRules
    /// The activity's payload reads whole, but the navigation would not restore whole (a screen
    /// no flow takes, a tab the tab container no longer shows): the report of that restoration,
    /// which was rolled back.
    case incompleteRestoration(RestorationReport)
    /// The continuation waited in the navigator's queue of links, as a link waits, and its wait
    /// ended for this reason: its task was cancelled, the navigator went away, its scene
    /// disconnected, or the queue was full (``Navigator/maximumPendingLinks``).
    case waitEnded(DeepLinkError.Reason)
    /// The activity's payload is larger than the limit the app set
    /// (``ActivityRules/maximumPayloadSize``): its size and the limit, in bytes.
    case payloadTooLarge(bytes: Int, limit: Int)
    /// The window's walk has more routes than the limit the app set
    /// (``WindowDirectory/maximumWalkLength``): its length and the limit.
    case walkTooLong(routes: Int, limit: Int)
  }

  /// What was wrong.
  public let reason: Reason

  /// An error for `reason`.
  package init(_ reason: Reason) {
    self.reason = reason
  }

  /// A sentence saying what is wrong and what to do.
  public var description: String {
    switch reason {
    case .routeNotRegistered(let name):
      "cannot open a window showing \(name): register its type in the window directory's route registry"
    case .corruptPayload(let message): "cannot read the window's or activity's data: \(message)"
    case .undecodableRoute(let error): "cannot read a route of the window or activity: \(error)"
    case .link(let error): error.description
    case .navigation(let error): "cannot show the place: \(error)"
    case .guardNotSatisfied(let name): "cannot show the place: it requires \(name)"
    case .flowKeepsItsScreens(let flow):
      "cannot show the place: flow \(flow) keeps its screens (unsaved edits; its interactive dismissal is disabled)"
    case .unknownActivityType(let type):
      "cannot continue an activity of type \(type): the navigator's activity rules continue another type"
    case .emptyActivity: "cannot continue the activity: it carries neither a link nor a payload"
    case .noActivityRules:
      "cannot continue the activity: the navigator has no activity rules (set navigator.activities)"
    case .incompleteRestoration(let report):
      "cannot continue the activity: its navigation would not restore whole, so nothing changed: \(report)"
    case .waitEnded(let reason):
      "cannot continue the activity: its wait for its turn ended: \(DeepLinkError(reason, url: "the activity").description)"
    case .payloadTooLarge(let bytes, let limit):
      "cannot continue the activity: its payload is \(bytes) bytes, over the limit of \(limit) (ActivityRules.maximumPayloadSize)"
    case .walkTooLong(let routes, let limit):
      "cannot show the place: its walk has \(routes) routes, over the limit of \(limit) (WindowDirectory.maximumWalkLength)"
    }
  }
}

/// Why a place could not be opened in a window, an activity could not be continued, or a preview
/// could not reach its ``PreviewDestination``. Nothing changed.
///
/// ``reason`` says what kind of problem it is, for an app to match; the description says
/// exactly what was wrong and what to do:
///
/// ```
/// cannot open a window showing OrderRoute: register its type in the window directory's route registry
/// ```
public struct WindowError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is; the description says exactly what.
  public enum Reason: Hashable, Sendable {
    /// A route of the walk is not in the directory's ``RouteRegistry``: it cannot travel to
    /// another window.
    case routeNotRegistered
    /// The destination's or activity's data is not one, or a route of it does not decode with
    /// the registry (an unknown key, a value of another shape).
    case unreadablePayload
    /// The link matches no pattern of the navigator's ``Navigator/deepLinks``, or the navigator
    /// has none. The description holds the ``DeepLinkError``'s.
    case invalidLink
    /// The walk does not fit the navigation: a route no flow on the way takes, for one. The
    /// description holds the ``NavigationError``'s.
    case navigationRejected
    /// A route guard of the walk fails; places that travel between windows or devices, and
    /// previews, pass the guards a link passes, without a redirect.
    case guardNotSatisfied
    /// The walk would take away screens of a flow that disabled its interactive dismissal.
    case flowKeepsItsScreens
    /// The activity is not one the navigator continues: its type is not the one of the
    /// navigator's ``ActivityRules``, or it carries neither a link nor a payload.
    case unknownActivity
    /// The navigator has no ``ActivityRules``: it continues no activity.
    case noActivityRules
    /// The activity's payload reads whole, but the navigation would not restore whole (a screen
    /// no flow takes, a tab the tab container no longer shows); that restoration was rolled
    /// back, and the description holds its report.
    case incompleteRestoration
    /// The continuation waited in the navigator's queue of links, as a link waits, and its wait
    /// ended: its task was cancelled, the navigator went away, its scene disconnected, or the
    /// queue was full (``Navigator/maximumPendingLinks``).
    case waitEnded
    /// The activity's payload is larger than the limit the app set
    /// (``ActivityRules/maximumPayloadSize``), or the window's walk has more routes than the
    /// limit the app set (``WindowDirectory/maximumWalkLength``).
    case tooLarge
  }

  /// What was wrong, in detail: what the description is made of.
  package enum Detail: Hashable, Sendable {
    /// A route of this type is not in the directory's registry.
    case routeNotRegistered(typeName: String)
    /// The data is not one: what the decoder said.
    case corruptPayload(String)
    /// A route does not decode with the registry.
    case undecodableRoute(RestorationError)
    /// The link was not opened.
    case link(DeepLinkError)
    /// A command of the walk was rejected.
    case navigation(NavigationError)
    /// The named route guard fails.
    case guardNotSatisfied(String)
    /// This flow keeps its screens.
    case flowKeepsItsScreens(FlowID)
    /// The activity is of this type, not the rules' one.
    case unknownActivityType(String)
    /// The activity carries neither a link nor a payload.
    case emptyActivity
    /// The navigator has no activity rules.
    case noActivityRules
    /// The report of the restoration that was rolled back.
    case incompleteRestoration(RestorationReport)
    /// The wait in the queue of links ended so.
    case waitEnded(DeepLinkError.Detail)
    /// The payload's size and the limit, in bytes.
    case payloadTooLarge(bytes: Int, limit: Int)
    /// The walk's length and the limit.
    case walkTooLong(routes: Int, limit: Int)

    /// The kind of problem, for ``WindowError/reason``.
    var reason: Reason {
      switch self {
      case .routeNotRegistered: .routeNotRegistered
      case .corruptPayload, .undecodableRoute: .unreadablePayload
      case .link: .invalidLink
      case .navigation: .navigationRejected
      case .guardNotSatisfied: .guardNotSatisfied
      case .flowKeepsItsScreens: .flowKeepsItsScreens
      case .unknownActivityType, .emptyActivity: .unknownActivity
      case .noActivityRules: .noActivityRules
      case .incompleteRestoration: .incompleteRestoration
      case .waitEnded: .waitEnded
      case .payloadTooLarge, .walkTooLong: .tooLarge
      }
    }
  }

  /// What was wrong, in detail.
  package let detail: Detail

  /// An error for `detail`.
  package init(_ detail: Detail) {
    self.detail = detail
  }

  /// What kind of problem it is.
  public var reason: Reason { detail.reason }

  /// A sentence saying what is wrong and what to do.
  public var description: String {
    switch detail {
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
    case .waitEnded(let detail):
      "cannot continue the activity: its wait for its turn ended: \(DeepLinkError(detail, url: "the activity").description)"
    case .payloadTooLarge(let bytes, let limit):
      "cannot continue the activity: its payload is \(bytes) bytes, over the limit of \(limit) (ActivityRules.maximumPayloadSize)"
    case .walkTooLong(let routes, let limit):
      "cannot show the place: its walk has \(routes) routes, over the limit of \(limit) (WindowDirectory.maximumWalkLength)"
    }
  }
}

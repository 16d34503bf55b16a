import CoordinatorsCore
import Foundation

/// Which places a navigator publishes as a ``NavigationActivity`` (Handoff, Spotlight), and the
/// type of the activities it continues. Nothing is published unless the app opts a place in,
/// and a place leaves the scene as a restoration payload only when every route the payload
/// would carry is allowed to.
///
/// A rule decides from the whole place (``ActivityPlace``: every route on the way to the top
/// screen, the routes that opened its flows included), or from the top screen's route alone:
///
/// ```swift
/// var rules = ActivityRules(activityType: "com.example.shapes.browse", registry: ShapesApp.routes)
/// rules.publish(CustomShapesRoute.self) { route in
///   ActivityContent(title: "\(route)", link: URL(string: "coordinatorexample://custom/\(route)"))
/// }
/// navigator.activities = rules
/// ```
public struct ActivityRules: Sendable {
  /// The activity type published and continued.
  public let activityType: String
  /// The keys of the route types a payload stores; `nil`: no payload is ever published or read.
  package let registry: RouteRegistry?
  /// The largest payload ``Navigator/continueActivity(_:)`` reads, in bytes: 1 MiB unless the
  /// app says otherwise. A larger one is refused with
  /// ``WindowError/Reason/tooLarge`` before it is read: an activity is
  /// untrusted input, and reading and restoring it runs on the main actor.
  public var maximumPayloadSize = 1 << 20
  /// The rules that publish a place, in the order they were added.
  private var rules: [@Sendable (ActivityPlace) -> ActivityContent?] = []
  /// The rules of a route type, applied to one route: what says whether the route may travel.
  private var routeRules: [@Sendable (AnyRoute) -> ActivityContent?] = []
  /// The routes allowed in a payload without a rule of their own that publishes them.
  private var travellers: [@Sendable (AnyRoute) -> Bool] = []

  /// Rules for activities of `activityType`, with payloads stored with `registry`.
  public init(activityType: String, registry: RouteRegistry? = nil) {
    self.activityType = activityType
    self.registry = registry
  }

  /// Publishes the place whose top screen is a route of type `type`, described by `content`
  /// (`nil`: not this route). Rules are tried in the order they were added.
  ///
  /// The rule is the route's own too: a route of `type` may travel in a payload when `content`
  /// allows a payload for it (``ActivityContent/allowsPayload``).
  public mutating func publish<R: Route>(
    _ type: R.Type, _ content: @escaping @Sendable (R) -> ActivityContent?
  ) {
    let rule: @Sendable (AnyRoute) -> ActivityContent? = { route in route.route(as: R.self).flatMap(content) }
    rules.append { place in rule(place.top) }
    routeRules.append(rule)
  }

  /// Publishes a place as `content` describes it, deciding from the whole place: the routes on
  /// the way to its top screen, the routes that opened its flows included (`nil`: not this
  /// place). Rules are tried in the order they were added.
  ///
  /// ```swift
  /// rules.publish { place in
  ///   guard case .note(let id)? = place.last(NotesRoute.self) else { return nil }
  ///   return ActivityContent(title: "Note \(id)", link: URL(string: "notes://notes/\(id)"))
  /// }
  /// ```
  ///
  /// A place rule lets no route travel in a payload: the routes' own rules
  /// (``publish(_:_:)``) or ``allowInPayload(_:where:)`` do.
  public mutating func publish(_ content: @escaping @Sendable (ActivityPlace) -> ActivityContent?) {
    rules.append(content)
  }

  /// Lets the routes of type `type` that `allows` accepts (every one unless it says otherwise)
  /// travel in a payload, without publishing a place of their own.
  ///
  /// A payload carries the whole navigation (every stack, every tab, every modal layer, and the
  /// routes that opened each flow): it is published only when every route it would carry is
  /// allowed, here or by its own rule.
  public mutating func allowInPayload<R: Route>(
    _ type: R.Type, where allows: @escaping @Sendable (R) -> Bool = { _ in true }
  ) {
    travellers.append { route in route.route(as: R.self).map(allows) ?? false }
  }

  /// What is published for `place`, by the first rule that publishes it, or `nil`.
  public func content(for place: ActivityPlace) -> ActivityContent? {
    for rule in rules {
      if let content = rule(place) { return content }
    }
    return nil
  }

  /// What is published for a place whose top screen shows `route` (and nothing below it), or
  /// `nil`.
  package func content(for route: AnyRoute) -> ActivityContent? {
    content(for: ActivityPlace(top: route))
  }

  /// Whether `route` may travel in a payload: its own rule allows a payload for it, or
  /// ``allowInPayload(_:where:)`` lets it.
  public func allowsInPayload(_ route: AnyRoute) -> Bool {
    for rule in routeRules {
      if let content = rule(route), content.allowsPayload { return true }
    }
    return travellers.contains { $0(route) }
  }
}

/// A place a navigator shows, as its ``ActivityRules`` read it: the routes on the way to its top
/// screen, from the bottom up.
///
/// The way is the visible path (the selected tab's stack, or the root's, then each modal layer),
/// with the route that opened each flow just before that flow's first screen on the way: a walk
/// of ``Navigator/navigate(to:cause:)`` that leads there, as far as the flows were opened by
/// routes.
public struct ActivityPlace: Hashable, Sendable {
  /// The routes on the way to the top screen, from the bottom up, the top screen's last.
  public var routes: [AnyRoute] { below + [top] }
  /// The routes below the top screen's, from the bottom up.
  public let below: [AnyRoute]
  /// The top screen's route.
  public let top: AnyRoute

  /// A place whose top screen shows `top`, over `below` (from the bottom up): what a test hands
  /// to ``ActivityRules/content(for:)``.
  public init(below: [AnyRoute] = [], top: AnyRoute) {
    self.below = below
    self.top = top
  }

  /// The route of type `type` nearest the top, or `nil` when the place has none.
  public func last<R: Route>(_ type: R.Type) -> R? {
    if let found = top.route(as: R.self) { return found }
    for route in below.reversed() {
      if let found = route.route(as: R.self) { return found }
    }
    return nil
  }
}

/// What a published place says: a title, a link to it, and whether its navigation may leave
/// the scene as a restoration payload when no link leads there.
public struct ActivityContent: Hashable, Sendable {
  /// The title the system shows.
  public var title: String?
  /// The link to the place; kept only when a pattern of the navigator's ``Navigator/deepLinks``
  /// matches it (a link that could not be continued is not published).
  public var link: URL?
  /// Whether the navigation may be published as a restoration payload when no link is kept;
  /// `false` unless the app says so: the routes may hold what is private.
  public var allowsPayload: Bool
  /// Whether another device may continue it (Handoff).
  public var isEligibleForHandoff: Bool
  /// Whether Spotlight may index it.
  public var isEligibleForSearch: Bool
  /// The words Spotlight finds it by.
  public var keywords: Set<String>
  /// The App Intents entity the place shows, published as the activity's `appEntityIdentifier`
  /// (see ``ActivityEntity``); `nil` unless the rule names one.
  public var entity: ActivityEntity?

  /// Content with the given values.
  public init(
    title: String? = nil,
    link: URL? = nil,
    allowsPayload: Bool = false,
    isEligibleForHandoff: Bool = true,
    isEligibleForSearch: Bool = false,
    keywords: Set<String> = [],
    entity: ActivityEntity? = nil
  ) {
    self.title = title
    self.link = link
    self.allowsPayload = allowsPayload
    self.isEligibleForHandoff = isEligibleForHandoff
    self.isEligibleForSearch = isEligibleForSearch
    self.keywords = keywords
    self.entity = entity
  }

  /// Content whose link is built back from `pattern` (a pattern of the app's
  /// ``DeepLinkRouter``) with `values`: `nil` link when the pattern does not parse or the values
  /// do not fill it.
  public init(
    title: String? = nil,
    linkPattern pattern: String,
    values: [String: URLValue],
    allowsPayload: Bool = false,
    isEligibleForHandoff: Bool = true,
    isEligibleForSearch: Bool = false,
    keywords: Set<String> = [],
    entity: ActivityEntity? = nil
  ) {
    let link = (try? URLPattern(pattern))
      .flatMap { pattern -> String? in try? pattern.url(with: values) }
      .flatMap { URL(string: $0) }
    self.init(
      title: title, link: link, allowsPayload: allowsPayload, isEligibleForHandoff: isEligibleForHandoff,
      isEligibleForSearch: isEligibleForSearch, keywords: keywords, entity: entity)
  }
}

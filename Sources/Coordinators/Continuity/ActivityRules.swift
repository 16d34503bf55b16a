import CoordinatorsCore
import Foundation

/// Which places a navigator publishes as a ``NavigationActivity`` (Handoff, Spotlight), and the
/// type of the activities it continues. Nothing is published unless the app opts a route in,
/// and a route's place leaves the scene as a restoration payload only when the app says so.
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
  package let activityType: String
  /// The keys of the route types a payload stores; `nil`: no payload is ever published or read.
  package let registry: RouteRegistry?
  private var rules: [@Sendable (AnyRoute) -> ActivityContent?] = []

  /// Rules for activities of `activityType`, with payloads stored with `registry`.
  public init(activityType: String, registry: RouteRegistry? = nil) {
    self.activityType = activityType
    self.registry = registry
  }

  /// Publishes the place whose top screen is a route of type `type`, described by `content`
  /// (`nil`: not this route). Rules are tried in the order they were added.
  public mutating func publish<R: Route>(
    _ type: R.Type, _ content: @escaping @Sendable (R) -> ActivityContent?
  ) {
    rules.append { route in route.route(as: R.self).flatMap(content) }
  }

  /// What is published for a top screen showing `route`, or `nil`.
  package func content(for route: AnyRoute) -> ActivityContent? {
    for rule in rules {
      if let content = rule(route) { return content }
    }
    return nil
  }
}

/// What a published place says: a title, a link to it, and whether its navigation may leave
/// the scene as a restoration payload when no link leads there.
public struct ActivityContent: Hashable, Sendable {
  /// The title the system shows.
  package var title: String?
  /// The link to the place; kept only when a pattern of the navigator's ``Navigator/deepLinks``
  /// matches it (a link that could not be continued is not published).
  package var link: URL?
  /// Whether the navigation may be published as a restoration payload when no link is kept;
  /// `false` unless the app says so: the routes may hold what is private.
  package var allowsPayload: Bool
  /// Whether another device may continue it (Handoff).
  package var isEligibleForHandoff: Bool
  /// Whether Spotlight may index it.
  package var isEligibleForSearch: Bool
  /// The words Spotlight finds it by.
  package var keywords: Set<String>

  /// Content with the given values.
  public init(
    title: String? = nil,
    link: URL? = nil,
    allowsPayload: Bool = false,
    isEligibleForHandoff: Bool = true,
    isEligibleForSearch: Bool = false,
    keywords: Set<String> = []
  ) {
    self.title = title
    self.link = link
    self.allowsPayload = allowsPayload
    self.isEligibleForHandoff = isEligibleForHandoff
    self.isEligibleForSearch = isEligibleForSearch
    self.keywords = keywords
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
    keywords: Set<String> = []
  ) {
    let link = (try? URLPattern(pattern))
      .flatMap { pattern -> String? in try? pattern.url(with: values) }
      .flatMap { URL(string: $0) }
    self.init(
      title: title, link: link, allowsPayload: allowsPayload, isEligibleForHandoff: isEligibleForHandoff,
      isEligibleForSearch: isEligibleForSearch, keywords: keywords)
  }
}

import Coordinators

/// What a diagnostic made of the routes it met (a logger's text, a map's node name), so that
/// each route is described once: describing a route by reflection costs tens of microseconds.
///
/// Labels are kept by route, not by screen (every push makes a new screen, of a route seen
/// before), in a table emptied when it holds `limit` routes, so payloads that never repeat
/// cannot grow it for ever; and for the last two screens asked, which a change's screens on top
/// usually are, found by comparing a reference where looking a route up hashes it.
struct RouteLabels<Label> {
  private var byRoute: [AnyRoute: Label] = [:]
  private var recent: (screen: Screen, label: Label)?
  private var previous: (screen: Screen, label: Label)?
  private let limit: Int

  init(limit: Int = 1_024) {
    self.limit = limit
  }

  /// The label kept for `screen`'s route, or `nil` when there is none: make one, and
  /// ``keep(_:for:)`` it.
  mutating func label(of screen: Screen) -> Label? {
    if let recent, recent.screen == screen { return recent.label }
    if let earlier = previous, earlier.screen == screen {
      swap(&recent, &previous)
      return earlier.label
    }
    guard let label = byRoute[screen.route] else { return nil }
    remember(label, for: screen)
    return label
  }

  /// Keeps `label` as the one of `screen`'s route.
  mutating func keep(_ label: Label, for screen: Screen) {
    if byRoute.count >= limit { byRoute.removeAll(keepingCapacity: true) }
    byRoute[screen.route] = label
    remember(label, for: screen)
  }

  private mutating func remember(_ label: Label, for screen: Screen) {
    previous = recent
    recent = (screen, label)
  }
}

extension RouteLabels: Sendable where Label: Sendable {}

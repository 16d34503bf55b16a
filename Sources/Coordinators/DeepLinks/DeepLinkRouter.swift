@_spi(Testing) import CoordinatorsCore
import Foundation

/// The links an app opens, compiled once: a URL becomes the walk of routes of the link it
/// matches, with the guards that walk must pass.
///
/// ```swift
/// navigator.deepLinks = try DeepLinkRouter([
///   DeepLink("coordinatorexample://custom") { [ShapesFlowRoute.customShapes] },
///   DeepLink("coordinatorexample://custom/star") { [ShapesFlowRoute.customShapes, CustomShapesRoute.shape(.star)] },
/// ])
/// try await navigator.open(url)
/// ```
///
/// Patterns compile into a trie: the cost of a match grows with the URL's length, not with the number
/// of links, and which link wins does not depend on their order.
///
/// A router is built and resolves URLs on the main actor, where its navigator is: its links'
/// parameters types are decoded there, so their `Decodable` conformances may be isolated to the
/// main actor (see ``DeepLink``). A router kept in a `static let` says `@MainActor`.
public struct DeepLinkRouter: Sendable {
  private let patterns: URLPatternSet<DeepLink>
  /// The route guards, checked against every route of a walk.
  package let routeGuards: [RouteGuard]

  /// Compiles `links`, whose patterns may use the custom parameter types `types`.
  ///
  /// - Parameters:
  ///   - links: the links, in any order: which one a URL opens does not depend on it.
  ///   - routeGuards: guards on routes, whatever link leads to them.
  ///   - types: the custom parameter types the patterns name.
  ///   - maximumLength: URLs longer than this many bytes are refused before they are read.
  /// - Throws: ``URLPatternError`` for a pattern that does not parse, two that always tie, or a
  ///   link whose parameters type reads a placeholder its pattern lacks, or reads it as another
  ///   type.
  @MainActor
  public init(
    _ links: [DeepLink],
    routeGuards: [RouteGuard] = [],
    types: [URLParameterType] = [],
    maximumLength: Int = 4096
  ) throws(URLPatternError) {
    var entries: [(pattern: URLPattern, payload: DeepLink)] = []
    entries.reserveCapacity(links.count)
    for link in links {
      let pattern = try URLPattern(link.pattern, types: types)
      try link.check(pattern)
      entries.append((pattern, link))
    }
    patterns = try URLPatternSet(entries, maximumLength: maximumLength)
    self.routeGuards = routeGuards
  }

  /// The link `url` matches, its walk of routes, and the guards the walk must pass (the link's,
  /// then the route guards of its routes, each once).
  ///
  /// - Throws: ``DeepLinkError`` when no link matches or the link's walk fails.
  @MainActor
  public func resolve(_ url: URL) throws(DeepLinkError) -> ResolvedLink {
    let text = url.absoluteString
    let match: URLMatch<DeepLink>
    do {
      match = try patterns.match(text)
    } catch {
      throw DeepLinkError(.invalidLink(error), url: text)
    }
    let routes: [any Route]
    do {
      routes = try match.payload.walk(match.parameters, match.pattern)
    } catch {
      throw DeepLinkError(.walkFailed(String(describing: error)), url: text)
    }
    var guards = match.payload.guards
    for route in routes.map({ AnyRoute($0) }) {
      for routeGuard in routeGuards where routeGuard.routes.matches(route) {
        guards.append(routeGuard.linkGuard)
      }
    }
    var seen: Set<String> = []
    guards = guards.filter { seen.insert($0.name).inserted }
    return ResolvedLink(url: url, pattern: match.pattern, parameters: match.parameters, routes: routes, guards: guards)
  }
}

/// A URL resolved by a ``DeepLinkRouter``: what it matched and where it leads.
public struct ResolvedLink: Sendable {
  /// The URL.
  package let url: URL
  /// The pattern it matched.
  package let pattern: URLPattern
  /// The values of the pattern's placeholders.
  package let parameters: URLParameters
  /// The walk of routes it leads to.
  public let routes: [any Route]
  /// The guards the walk must pass, in order.
  public let guards: [LinkGuard]

  /// Whether the walk is `routes`, route by route, whatever their types:
  /// `link.leads(to: [HomeRoute.home, OrderRoute.detail(7)])`.
  package func leads(to routes: [any Route]) -> Bool {
    self.routes.count == routes.count
      && zip(self.routes, routes).allSatisfy { (found: any Route, expected: any Route) in
        AnyRoute(found) == AnyRoute(expected)
      }
  }
}

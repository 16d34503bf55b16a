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

/// Why a link was not opened. Nothing changed, except a guard's flow the user saw and left.
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong.
  public enum Reason: Hashable, Sendable {
    /// The navigator has no ``Navigator/deepLinks`` router.
    case noRouter
    /// The URL matched no link: not a URL, an unsupported scheme, a host not allowed, a
    /// parameter of the wrong type or out of range, a missing query parameter, too long.
    case invalidLink(URLPatternError)
    /// The link's walk threw this error.
    case walkFailed(String)
    /// The user left the named guard's flow without satisfying it.
    case guardCancelled(String)
    /// The named guard still fails after its flow, or has no flow to satisfy it.
    case guardNotSatisfied(String)
    /// The walk does not fit the navigation: a route no flow on the way takes, for one.
    case navigation(NavigationError)
    /// The task that opened the link was cancelled before the link was opened.
    case cancelled
    /// The link would take away screens of this flow, which disabled its interactive dismissal
    /// (unsaved edits, see ``Flow/disableInteractiveDismissal(_:onAttempt:fileID:filePath:line:column:)``):
    /// the flow was asked (its `onAttempt` ran) and kept them.
    case flowKeepsItsScreens(FlowID)
    /// The link was opened by a flow (``Flow/open(_:)``) that is, or descends from, the named flow,
    /// which the link would have waited for: the holder of the navigation lock, or the flow that
    /// an earlier link's guard waits for. It would have waited for itself; end that wait first
    /// (unlock, or finish the guard's flow), then open the link.
    case waitsForItsOwnFlow(FlowID)
    /// The navigator went away before the link was opened.
    case navigatorReleased
    /// The scene of the navigator disconnected before the link was opened
    /// (``SceneRestorer/sceneDidDisconnect()``).
    case sceneDisconnected
    /// The navigator had the given number of links pending already
    /// (``Navigator/maximumPendingLinks``); this one was not queued.
    case tooManyPendingLinks(Int)
    /// The entry was older than its source's limit (``Navigator/maximumEntryAge``) when its turn
    /// came: it arrived `age` ago, and its source allows `limit`. A tap from long ago does not
    /// take the user away from what they do now.
    case expired(age: Duration, limit: Duration)
    /// A newer entry, named here, arrived while this one waited for the user (its guard's flow,
    /// such as a login): the newer one goes on, and this one ends (see <doc:EntryPoints>).
    case superseded(by: String)
  }

  /// What was wrong.
  public let reason: Reason
  /// The URL, as given; for an entry that walks routes, `walk to A, B`.
  public let url: String
  /// Where the link or entry came from: ``NavigationEntry/Source/url`` for a link opened with
  /// ``Navigator/open(_:)`` or ``Navigator/handle(_:)``.
  public package(set) var source: NavigationEntry.Source

  /// An error for `url`, which came from `source`.
  package init(_ reason: Reason, url: String, source: NavigationEntry.Source = .url) {
    self.reason = reason
    self.url = url
    self.source = source
  }

  /// A sentence naming the URL and what is wrong.
  public var description: String {
    switch reason {
    case .noRouter: "cannot open \(url): the navigator has no deep-link router"
    case .invalidLink(let error): error.description
    case .walkFailed(let error): "cannot open \(url): its routes could not be made: \(error)"
    case .guardCancelled(let name): "cannot open \(url): the \(name) flow was cancelled"
    case .guardNotSatisfied(let name): "cannot open \(url): it requires \(name)"
    case .navigation(let error): "cannot open \(url): \(error)"
    case .cancelled: "cannot open \(url): opening was cancelled"
    case .flowKeepsItsScreens(let flow):
      "cannot open \(url): flow \(flow) keeps its screens (unsaved edits; its interactive dismissal is disabled)"
    case .waitsForItsOwnFlow(let flow):
      "cannot open \(url): it was opened from flow \(flow) or a flow below it, which the links wait for (its navigation lock, or its guard's flow); it would wait for itself: unlock or finish the flow first, then open the link"
    case .navigatorReleased: "cannot open \(url): the navigator went away"
    case .sceneDisconnected: "cannot open \(url): the scene disconnected"
    case .tooManyPendingLinks(let limit): "cannot open \(url): \(limit) links are pending already"
    case .expired(let age, let limit):
      "cannot open \(url): it arrived from \(source) \(Self.seconds(age)) ago, and entries from \(source) may wait \(Self.seconds(limit)) at most"
    case .superseded(let newer): "cannot open \(url): \(newer) arrived while it waited for the user, and replaced it"
    }
  }

  /// `130 s`, `0.5 s`.
  private static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return value == value.rounded() ? "\(Int64(value)) s" : "\(value) s"
  }
}

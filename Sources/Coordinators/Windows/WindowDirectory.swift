import CoordinatorsCore
import Foundation

/// The windows of an app, each with its own navigator: where a place asked for in one window is
/// shown, and what a new window is opened with. One per app, shared by its scenes.
///
/// Every decision is here, free of any UI framework; a host's ``WindowSystem`` only opens and
/// brings forward windows. A place is shown
/// - in the window whose navigation shows the place's key already, when the ``WindowRule`` gives the
///   place one (that window walks there and is brought forward);
/// - otherwise in a new window, when the ``system`` can open one: the window's scene makes its
///   navigator with the app's own factory and calls ``connect(_:showing:restored:)``, which walks
///   there as one change;
/// - otherwise (an iPhone, a single-scene app, no host) in the window that asked, with a
///   ``NavigationCause/window(_:)`` event saying why, and ``WindowOpening/currentWindow(_:)``.
///
/// ```swift
/// let windows = WindowDirectory(registry: DocumentsApp.routes, rule: .oneWindow(per: DocumentRoute.self) { $0.id })
/// // In each scene:
/// let navigator = Navigator(root: DocumentsCoordinator())
/// try windows.connect(navigator, showing: destination)
/// // Anywhere:
/// try navigator.openWindow(showing: [DocumentRoute.document(7)])
/// ```
@MainActor
public final class WindowDirectory {
  /// The stable keys of the route types that travel to a new window.
  package let registry: RouteRegistry
  /// Which window shows a place; ``WindowRule/newWindowEachTime`` unless the app says otherwise.
  package var rule: WindowRule
  /// What opens windows and brings them forward: set by the host (`nil`: the places are shown
  /// in the window that asked).
  public var system: (any WindowSystem)?
  private var scenes: [Scene] = []
  private let makeIdentifier: @MainActor () -> String

  private struct Scene {
    weak var navigator: Navigator?
  }

  /// A directory of windows whose places travel with `registry`'s keys, shown by `rule`.
  ///
  /// - Parameters:
  ///   - registry: the stable keys of the route types that travel to a new window.
  ///   - rule: which window shows a place.
  ///   - makeIdentifier: the identity of a new window without a key; a UUID unless a test gives
  ///     a deterministic one.
  public init(
    registry: RouteRegistry,
    rule: WindowRule = .newWindowEachTime,
    makeIdentifier: @escaping @MainActor () -> String = { UUID().uuidString }
  ) {
    self.registry = registry
    self.rule = rule
    self.makeIdentifier = makeIdentifier
  }

  /// The navigators of the windows connected and not disconnected, in the order they connected.
  package var navigators: [Navigator] {
    scenes.compactMap(\.navigator)
  }

  /// Joins `navigator`'s window to the directory (it sets ``Navigator/windows``), then, for a
  /// window opened at `destination` whose scene restored nothing, walks there as one change with
  /// the cause ``WindowChange/opened``. A window that restored its own navigation
  /// (`restored`: its scene storage or restoration activity had a snapshot) keeps it: each
  /// window restores itself.
  ///
  /// A link opens as ``Navigator/handle(_:)`` opens it (after the host is attached, through its
  /// guards, reported to the observers when it fails); a walk of routes passes the route
  /// guards of ``Navigator/deepLinks`` as a link would, and applies at once.
  ///
  /// - Throws: ``WindowError``: the destination's routes do not decode, its link matches no
  ///   pattern, the walk does not fit or a guard fails. The window stays joined, at its start.
  public func connect(_ navigator: Navigator, showing destination: WindowDestination? = nil, restored: Bool = false)
    throws(WindowError)
  {
    scenes.removeAll { $0.navigator == nil || $0.navigator === navigator }
    scenes.append(Scene(navigator: navigator))
    navigator.windows = self
    guard let destination, !restored else { return }
    try show(destination, in: navigator, cause: .window(.opened))
  }

  /// Takes `navigator`'s window out of the directory (its scene went away): no place is shown
  /// in it any more.
  public func disconnect(_ navigator: Navigator) {
    scenes.removeAll { $0.navigator == nil || $0.navigator === navigator }
    if navigator.windows === self { navigator.windows = nil }
  }

  /// The destination of a new window showing `routes`.
  ///
  /// - Throws: ``WindowError/Reason/routeNotRegistered(typeName:)`` for a route whose type is
  ///   not in the directory's registry.
  package func destination(showing routes: [any Route]) throws(WindowError) -> WindowDestination {
    var stored: [StoredRoute] = []
    for route in routes {
      do {
        stored.append(try StoredRoute(route, registry: registry))
      } catch {
        throw WindowError(.routeNotRegistered(typeName: AnyRoute(route).typeName))
      }
    }
    return destination(.routes(stored), key: rule.key(for: routes.map { AnyRoute($0) }))
  }

  /// The destination of a new window opening `url`, whose link leads to `routes`.
  func destination(opening url: URL, leadingTo routes: [any Route]) -> WindowDestination {
    destination(.link(url), key: rule.key(for: routes.map { AnyRoute($0) }))
  }

  private func destination(_ place: WindowDestination.Place, key: String?) -> WindowDestination {
    WindowDestination(id: key.map { "key:\($0)" } ?? makeIdentifier(), place: place, windowKey: key)
  }

  /// The window whose navigation shows a route with the key `key` (a screen, or the route that
  /// opened a running flow); the one that asked (`asking`) first, then in the order they
  /// connected.
  package func window(showingKey key: String, preferring asking: Navigator? = nil) -> Navigator? {
    let windows = navigators
    let ordered = windows.filter { $0 === asking } + windows.filter { $0 !== asking }
    return ordered.first { keys(shownBy: $0).contains(key) }
  }

  /// The keys of the routes `navigator` shows.
  private func keys(shownBy navigator: Navigator) -> Set<String> {
    var keys = Set(navigator.state.allScreens.compactMap { rule.key(for: $0.route) })
    for node in navigator.tree.nodes.values where node.isRunning {
      if let route = node.openingRoute, let key = rule.key(for: route) { keys.insert(key) }
    }
    return keys
  }

  /// Where a place with `key`, asked for from `asking`, is shown.
  func placement(ofKey key: String?, askedFrom asking: Navigator) -> Placement {
    if let key, let window = window(showingKey: key, preferring: asking) { return .existing(window) }
    guard let system else { return .current(.noWindowSystem) }
    guard system.opensWindows else { return .current(.singleWindowPlatform) }
    return .new
  }

  /// Where a place is shown.
  enum Placement {
    case existing(Navigator)
    case new
    case current(WindowFallback)
  }

  /// Shows `destination` in `navigator` with `cause`.
  func show(_ destination: WindowDestination, in navigator: Navigator, cause: NavigationCause) throws(WindowError) {
    switch destination.place {
    case .link(let url):
      try navigator.checkLink(url)
      navigator.handle(url, openedBy: nil, cause: cause)
    case .routes:
      try navigator.walkGuarded(try destination.routes(registry: registry).map(\.base), cause: cause)
    }
  }
}

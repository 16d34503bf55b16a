@_spi(Hosts) import CoordinatorsCore
import Foundation

/// The windows of an app, each with its own navigator: where a place asked for in one window is
/// shown, and what a new window is opened with. One per app, shared by its scenes.
///
/// Every decision is here, free of any UI framework; a host's ``WindowSystem`` only opens and
/// brings forward windows. A place is shown
/// - in the window whose navigation shows the place's key already, when the ``WindowRule`` gives the
///   place one (that window walks there and is brought forward);
/// - otherwise, when the ``system`` can open windows, in the window whose scene the system
///   disconnected while keeping its session (UIKit disconnects a scene "in order to reclaim
///   memory"), when it showed the key then: that session is asked back, and its scene walks
///   there when it connects again;
/// - otherwise in a new window, when the ``system`` can open one: the window's scene makes its
///   navigator with the app's own factory and calls ``connect(_:showing:restored:session:)``,
///   which walks there as one change;
/// - otherwise (an iPhone, a single-scene app, no host, a window the platform refused) in the
///   window that asked, with a ``NavigationCause/window(_:)`` event saying why, and
///   ``WindowOpening/currentWindow(_:)``.
///
/// ```swift
/// let windows = WindowDirectory(registry: DocumentsApp.routes, rule: .oneWindow(per: DocumentRoute.self) { "\($0.id)" })
/// // In each scene, with the destination it was opened for, if any:
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
  /// The longest walk a window's destination may hold, in routes: 1,000 unless the app says
  /// otherwise. A longer one is refused with ``WindowError/Reason/tooLarge``,
  /// when it is asked for and when a window connects with it, before its routes are read: a
  /// destination that comes back from the platform is untrusted data, walked on the main actor.
  /// (A link's length is bounded by its ``DeepLinkRouter``.)
  public var maximumWalkLength = 1_000
  /// The connected windows, by the order they connected.
  private var scenes: [Int: Scene] = [:]
  /// The place in ``scenes`` of each connected navigator.
  private var serials: [ObjectIdentifier: Int] = [:]
  private var nextSerial = 0
  /// The windows that show each key, by their place in ``scenes``, as last read: a window's keys
  /// are read again only after its navigation changed (``stale``), so placing a window costs
  /// the windows that changed since, not every window.
  private var windowsByKey: [String: Set<Int>] = [:]
  /// The windows whose navigation changed since their keys were read.
  private var stale: Set<Int> = []
  /// The destination last asked for each key whose new window the platform has not connected
  /// yet: a second request for the key goes to that window, which walks to the last one when
  /// it connects, instead of opening a second window.
  private var requestedKeys: [String: WindowDestination] = [:]
  /// The request that reserved each key of ``requestedKeys``: what tells the watchdog of a later
  /// request for the key from the one that fires.
  private var requestSerials: [String: Int] = [:]
  private var nextRequestSerial = 0
  /// How long a new window asked for a key may take to connect, and how that wait is scheduled:
  /// the ``HostWatchdog/timeout`` (ten seconds unless the app says otherwise) and its
  /// ``HostWatchdog/schedule``, as a host's steps are bounded.
  ///
  /// While a new window for a key has not connected, a request for the key goes to it rather
  /// than opening a second one. A platform that never answers (neither connects the window nor
  /// refuses it) would keep the key so for ever: once the timeout passes, the request ends as a
  /// refusal does. The place asked for last is shown in the window that asked, with the cause
  /// ``WindowFallback/windowRefused(_:)`` and a ``NavigationProblem/hostFallback(_:)``, and the
  /// key is free for the next request.
  @_spi(Hosts) public var requestWatchdog = HostWatchdog(timeout: .seconds(10))
  /// The windows whose scene disconnected while the platform keeps their session, in the order
  /// they disconnected.
  private var keptSessions: [KeptSession] = []
  private let makeIdentifier: @MainActor () -> String

  /// A connected window.
  private struct Scene {
    weak var navigator: Navigator?
    /// The platform's identity of the window's scene session, when it has one.
    var session: String?
    /// The destination the window was opened at, if any.
    var destination: WindowDestination?
    /// The keys its navigation showed when they were last read.
    var keys: Set<String> = []
    /// What marks its keys stale at each change of its navigation.
    var observer: ObserverToken?
  }

  /// A window whose scene is gone while its session lives: the keys it showed then.
  private struct KeptSession {
    let session: String
    let keys: Set<String>
    /// The destination the directory asked the session back for, and has not seen connect.
    var askedFor: WindowDestination?
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
    scenes.sorted { $0.key < $1.key }.compactMap(\.value.navigator)
  }

  /// The connected window of `navigator`, with its place in ``scenes``.
  private func scene(of navigator: Navigator) -> (serial: Int, scene: Scene)? {
    guard let serial = serials[ObjectIdentifier(navigator)], let scene = scenes[serial], scene.navigator === navigator
    else { return nil }
    return (serial, scene)
  }

  /// Takes the window `serial` out: its keys, its observer.
  private func removeScene(_ serial: Int) {
    guard let scene = scenes.removeValue(forKey: serial) else { return }
    if let navigator = scene.navigator {
      if let observer = scene.observer { navigator.removeObserver(observer) }
      if serials[ObjectIdentifier(navigator)] == serial { serials[ObjectIdentifier(navigator)] = nil }
    }
    for key in scene.keys { windowsByKey[key]?.remove(serial) }
    stale.remove(serial)
  }

  /// Joins `navigator`'s window to the directory (it sets ``Navigator/windows``), then, for a
  /// window opened at `destination` whose scene restored nothing, walks there as one change with
  /// the cause ``WindowChange/opened``. A window that restored its own navigation
  /// (`restored`: its scene storage or restoration activity had a snapshot) keeps it: each
  /// window restores itself; but a window whose session the directory asked back for
  /// `destination` walks there after its restoration.
  ///
  /// `session` is the platform's identity of the window's scene session (UIKit's
  /// `UISceneSession.persistentIdentifier`): with it the directory remembers the window's keys
  /// when its scene disconnects, and asks that session back instead of opening a second window
  /// (``disconnect(_:)``, ``discardSessions(_:)``). Without one, a disconnected window is
  /// forgotten.
  ///
  /// A link opens as ``Navigator/handle(_:)`` opens it (after the host is attached, through its
  /// guards, reported to the observers when it fails); a walk of routes passes the route
  /// guards of ``Navigator/deepLinks`` as a link would, and applies at once.
  ///
  /// - Throws: ``WindowError``: the destination's routes do not decode, its link matches no
  ///   pattern, the walk does not fit or a guard fails. The window stays joined, at its start.
  public func connect(
    _ navigator: Navigator, showing destination: WindowDestination? = nil, restored: Bool = false,
    session: String? = nil
  ) throws(WindowError) {
    if let serial = serials.removeValue(forKey: ObjectIdentifier(navigator)) { removeScene(serial) }
    let serial = nextSerial
    nextSerial += 1
    let observer = navigator.observe(NavigationEvent.self) { [weak self] _ in self?.stale.insert(serial) }
    scenes[serial] = Scene(navigator: navigator, session: session, destination: destination, observer: observer)
    serials[ObjectIdentifier(navigator)] = serial
    stale.insert(serial)
    navigator.windows = self
    var askedBack = false
    if let session, let index = keptSessions.firstIndex(where: { $0.session == session }) {
      askedBack = destination != nil && keptSessions[index].askedFor == destination
      keptSessions.remove(at: index)
    }
    // The window of a key asked for again before it connected walks to the place asked for last.
    let latest = destination?.windowKey.flatMap { takeRequest(forKey: $0) }
    guard let destination = latest ?? destination, !restored || askedBack else { return }
    try show(destination, in: navigator, cause: .window(.opened))
  }

  /// Takes `navigator`'s window out of the directory (its scene went away): no place is shown
  /// in it any more. A window joined with a session is remembered with the keys it shows now,
  /// until the platform discards its session (``discardSessions(_:)``) or it connects again: a
  /// place with one of those keys asks that session back instead of opening a second window.
  /// UIKit disconnects a scene "in order to reclaim memory for other processes" and keeps its
  /// session (https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)).
  public func disconnect(_ navigator: Navigator) {
    if let (serial, found) = scene(of: navigator) {
      if let session = found.session {
        keptSessions.removeAll { $0.session == session }
        keptSessions.append(KeptSession(session: session, keys: keys(shownBy: navigator)))
      }
      removeScene(serial)
    }
    if navigator.windows === self { navigator.windows = nil }
  }

  /// Forgets the windows of `sessions`, which the platform discarded (UIKit's
  /// `application(_:didDiscardSceneSessions:)`, with their `persistentIdentifier`s): a place
  /// they showed opens a new window.
  public func discardSessions(_ sessions: some Sequence<String>) {
    let discarded = Set(sessions)
    keptSessions.removeAll { discarded.contains($0.session) }
  }

  /// The destination `navigator`'s window was opened at, while it is connected: what SwiftUI's
  /// `openWindow(value:)` brings forward. `nil` for a navigator that is not connected, even one
  /// made where a disconnected one was.
  package func destination(openedIn navigator: Navigator) -> WindowDestination? {
    scene(of: navigator)?.scene.destination
  }

  /// The session `navigator`'s window joined with, while it is connected: what UIKit brings
  /// forward.
  package func session(of navigator: Navigator) -> String? {
    scene(of: navigator)?.scene.session
  }

  /// The sessions of the windows whose scene disconnected and whose session the directory
  /// keeps, in the order they disconnected.
  package var sessionsKept: [String] {
    keptSessions.map(\.session)
  }

  /// The destination of a new window showing `routes`.
  ///
  /// - Throws: ``WindowError/Reason/routeNotRegistered`` for a route whose type is
  ///   not in the directory's registry.
  package func destination(showing routes: [any Route]) throws(WindowError) -> WindowDestination {
    guard routes.count <= maximumWalkLength else {
      throw WindowError(.walkTooLong(routes: routes.count, limit: maximumWalkLength))
    }
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
    readStaleKeys()
    guard let holders = windowsByKey[key], !holders.isEmpty else { return nil }
    if let asking, let (serial, _) = scene(of: asking), holders.contains(serial) { return asking }
    for serial in holders.sorted() {
      guard let navigator = scenes[serial]?.navigator else {
        // Its navigator went away without disconnecting.
        removeScene(serial)
        continue
      }
      return navigator
    }
    return nil
  }

  /// Reads again the keys of the windows whose navigation changed since they were read.
  private func readStaleKeys() {
    for serial in stale {
      guard var scene = scenes[serial] else { continue }
      for key in scene.keys { windowsByKey[key]?.remove(serial) }
      scene.keys = scene.navigator.map(keys(shownBy:)) ?? []
      for key in scene.keys { windowsByKey[key, default: []].insert(serial) }
      scenes[serial] = scene
    }
    stale = []
  }

  /// The keys of the routes `navigator` shows.
  private func keys(shownBy navigator: Navigator) -> Set<String> {
    var keys = Set(navigator.state.allScreens.compactMap { rule.key(for: $0.route) })
    for node in navigator.flows.tree.nodes.values where node.isRunning {
      if let route = node.openingRoute, let key = rule.key(for: route) { keys.insert(key) }
    }
    return keys
  }

  /// Where a place with `key`, asked for from `asking`, is shown.
  func placement(ofKey key: String?, askedFrom asking: Navigator) -> Placement {
    if let key, let window = window(showingKey: key, preferring: asking) { return .existing(window) }
    if let key, requestedKeys[key] != nil { return .requested(key: key) }
    guard let system else { return .current(.noWindowSystem) }
    guard system.opensWindows else { return .current(.singleWindowPlatform) }
    if let key, let kept = keptSessions.last(where: { $0.keys.contains(key) }) { return .kept(session: kept.session) }
    return .new
  }

  /// Where a place is shown.
  enum Placement {
    case existing(Navigator)
    /// The new window asked for the key, which has not connected yet.
    case requested(key: String)
    /// The window of a session whose scene disconnected.
    case kept(session: String)
    case new
    case current(WindowFallback)
  }

  /// Asks the system for the window of `destination` (the kept `session`'s, or a new one), asked
  /// for from `asking`. A refusal the system reports at once shows the place in `asking` now
  /// (or, for a session, asks for a new window) and says so; a later one does the same then.
  func request(_ destination: WindowDestination, reopening session: String?, from asking: Navigator)
    throws(WindowError) -> WindowOpening
  {
    guard let system else { return try showHere(destination, in: asking, .noWindowSystem) }
    if let session, let index = keptSessions.firstIndex(where: { $0.session == session }) {
      keptSessions[index].askedFor = destination
    } else if session == nil, let key = destination.windowKey {
      requestedKeys[key] = destination
      requestSerials[key] = nextRequestSerial
      nextRequestSerial += 1
    }
    let answer = RequestAnswer()
    system.openWindow(at: destination, reopening: session) { [weak self, weak asking] message in
      guard answer.hasReturned else {
        answer.refusal = message
        return
      }
      // The watchdog ended the request before the platform refused it.
      guard !answer.timedOut, let self, let asking else { return }
      do {
        _ = try self.refused(destination, reopening: session, saying: message, from: asking)
      } catch {
        asking.report(.hostFallback("the place asked for in another window was not shown: \(error)"))
      }
    }
    answer.hasReturned = true
    guard let message = answer.refusal else {
      if session == nil, let key = destination.windowKey, let serial = requestSerials[key] {
        bound(key: key, serial: serial, answer: answer, from: asking)
      }
      return session == nil ? .newWindow(destination) : .existingWindow(destination)
    }
    return try refused(destination, reopening: session, saying: message, from: asking)
  }

  /// Starts the watchdog of the request `serial` for `key`: when it fires while that request
  /// still holds the key (its window never connected, the platform never refused), the request
  /// ends as a refusal.
  private func bound(key: String, serial: Int, answer: RequestAnswer, from asking: Navigator) {
    let timeout = requestWatchdog.timeout
    requestWatchdog.schedule(timeout) { [weak self, weak asking] in
      guard let self, self.requestSerials[key] == serial, let destination = self.requestedKeys[key] else { return }
      answer.timedOut = true
      guard let asking else {
        _ = self.takeRequest(forKey: key)
        return
      }
      do {
        _ = try self.refused(
          destination, reopening: nil, saying: "no window connected within \(timeout)", from: asking)
      } catch {
        asking.report(.hostFallback("the place asked for in another window was not shown: \(error)"))
      }
    }
  }

  /// Frees `key`, which a new window's request held: the destination asked for it last.
  private func takeRequest(forKey key: String) -> WindowDestination? {
    requestSerials[key] = nil
    return requestedKeys.removeValue(forKey: key)
  }

  /// The platform refused the window of `destination`, saying `message`: a kept session is
  /// forgotten and a new window asked for; a new window's place is shown in `asking`.
  private func refused(
    _ destination: WindowDestination, reopening session: String?, saying message: String, from asking: Navigator
  ) throws(WindowError) -> WindowOpening {
    if let session {
      discardSessions([session])
      return try request(destination, reopening: nil, from: asking)
    }
    // The key is free again; the place asked for last is the one shown.
    let destination = destination.windowKey.flatMap { takeRequest(forKey: $0) } ?? destination
    asking.report(.hostFallback("the platform refused a new window (\(message)); the place is shown in this window"))
    return try showHere(destination, in: asking, .windowRefused(message))
  }

  /// Shows `destination` in `asking`, which asked for it, for the reason `fallback`.
  func showHere(_ destination: WindowDestination, in asking: Navigator, _ fallback: WindowFallback)
    throws(WindowError) -> WindowOpening
  {
    try show(destination, in: asking, cause: .window(.shownInCurrentWindow(fallback)))
    return .currentWindow(fallback)
  }

  /// Whether a request's call to the system has returned, and the refusal it heard before.
  @MainActor
  private final class RequestAnswer {
    var hasReturned = false
    var refusal: String?
    /// The watchdog ended the request: a refusal that comes later changes nothing.
    var timedOut = false
  }

  /// Shows `destination` in `navigator` with `cause`.
  func show(_ destination: WindowDestination, in navigator: Navigator, cause: NavigationCause) throws(WindowError) {
    switch destination.place {
    case .link(let url):
      try navigator.checkLink(url)
      navigator.links.handle(url, openedBy: nil, cause: cause)
    case .routes:
      try navigator.walkGuarded(try routes(of: destination).map(\.base), cause: cause)
    }
  }

  /// Notes `destination` as the place the new window asked for `key`, which has not connected
  /// yet, walks to when it connects.
  func askAgain(forKey key: String, showing destination: WindowDestination) {
    requestedKeys[key] = destination
  }

  /// The routes of `destination`'s walk, decoded with the registry, when it is no longer than
  /// ``maximumWalkLength``.
  func routes(of destination: WindowDestination) throws(WindowError) -> [AnyRoute] {
    if case .routes(let stored) = destination.place, stored.count > maximumWalkLength {
      throw WindowError(.walkTooLong(routes: stored.count, limit: maximumWalkLength))
    }
    return try destination.routes(registry: registry)
  }
}

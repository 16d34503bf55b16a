import CoordinatorsCore
import Foundation

extension Navigator {
  /// Opens `entry` through the one queue of links, as ``open(_:)`` opens a link: in the
  /// order of arrival (the calls on the main actor, whatever their source), parked until a host
  /// is attached, after a restore, behind the navigation lock, through the link's guards and the
  /// route guards of ``deepLinks``, as one change. The change's cause is
  /// ``NavigationCause/entry(source:link:)`` (``NavigationCause/deepLink(_:)`` for the source
  /// ``NavigationEntry/Source/url``).
  ///
  /// Two rules end an entry that should not land any more, each with a typed error:
  ///
  /// - **Age.** When its turn comes, an entry older than ``maximumEntryAge`` allows for its
  ///   source ends with ``DeepLinkError/Reason/expired``: a tap parked through a slow
  ///   cold start, or behind a lock, does not yank the user away long after. Nothing expires
  ///   unless the app sets a limit. The time the user then spends in the entry's own login does
  ///   not count.
  /// - **A newer entry.** An entry that arrives while the first one waits for the user (its
  ///   guard's flow, such as a login) supersedes it: the older one ends with
  ///   ``DeepLinkError/Reason/superseded``, and the newer takes its turn at once. The guard's
  ///   flow stays on screen, the user's to finish or leave; a newer entry that needs the same
  ///   guard waits for that flow rather than starting a second one. So a second notification tap
  ///   during a login lands where it points, and a login flow whose code opens a link before it
  ///   finishes never waits for itself.
  ///
  /// When the navigator has a ``WindowDirectory`` and another window shows the place already
  /// (by the directory's ``WindowRule``), the entry is opened there, in that window's turn, and
  /// that window comes forward, as a continued activity is: one place, one window, whatever the
  /// door.
  ///
  /// ```swift
  /// func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
  ///   navigator.maximumEntryAge[.notification] = .seconds(120)
  ///   try? await navigator.open(entry: NavigationEntry(url, source: .notification, arrival: response.notification.date))
  /// }
  /// ```
  ///
  /// - Throws: ``DeepLinkError``, with the entry's ``DeepLinkError/source``; reported to the
  ///   observers as a ``NavigationProblem/deepLinkFailed(_:)`` too. Nothing changed, except a
  ///   guard's flow the user saw.
  public func open(entry: NavigationEntry) async throws(DeepLinkError) {
    if let window = otherWindow(showing: entry) {
      try await window.open(entry: entry)
      windows?.system?.bringForward(window)
      return
    }
    let work = try links.queueEntry(entry, openedBy: nil)
    try await LinkQueue.openQueued(entry, work: work, in: reference)
  }

  /// Opens `entry` as ``open(entry:)`` does, without waiting, reporting a failure
  /// to the observers as a ``NavigationProblem/deepLinkFailed(_:)``: for delegates and
  /// modifiers that have no caller to hand an error to.
  ///
  /// The entry takes its place in the order now, at the call; it is pending work from then on
  /// (``waitUntilIdle()`` waits for it). The task that opens it does not keep the navigator.
  public func handle(entry: NavigationEntry) {
    if let window = otherWindow(showing: entry) {
      window.handle(entry: entry)
      windows?.system?.bringForward(window)
      return
    }
    links.handle(entry, openedBy: nil)
  }

  /// The window other than this one that shows the place `entry` leads to, by the key the
  /// directory's rule gives it; `nil` without a directory, for a place that does not resolve
  /// (its own turn reports why), or when no other window shows it.
  private func otherWindow(showing entry: NavigationEntry) -> Navigator? {
    guard windows != nil, let (walk, _) = try? links.resolve(entry.place) else { return nil }
    return otherWindow(showing: walk.routes.map { AnyRoute($0) })
  }

  /// How old an entry from each source may be when its turn comes; a source without a limit
  /// never expires, and none has one unless the app sets it.
  ///
  /// An entry past its limit ends with ``DeepLinkError/Reason/expired`` and changes
  /// nothing. Its age is ``entryClock`` minus its ``NavigationEntry/arrival``.
  ///
  /// ```swift
  /// navigator.maximumEntryAge[.notification] = .seconds(120)
  /// navigator.maximumEntryAge[.liveActivity] = .seconds(30)
  /// ```
  public var maximumEntryAge: [NavigationEntry.Source: Duration] {
    get { links.maximumAge }
    set { links.maximumAge = newValue }
  }

  /// What time it is for the age of entries (``maximumEntryAge``): the system's clock unless a
  /// test gives another.
  public var entryClock: @Sendable () -> Date {
    get { links.clock }
    set { links.clock = newValue }
  }

  /// What the navigator shows, as JSON with stable identifiers: every screen under its
  /// ``ScreenID``, every route under its type's key in `registry` (the keys restoration stores),
  /// keys sorted, so that the same navigation always gives the same text.
  ///
  /// For UI tests and tools that start at a place (``NavigationEntry/launchEntry(arguments:environment:arrival:)``)
  /// and check where they are without tapping through: an app run by a UI test shows it as the
  /// accessibility value of an element named ``AccessibilityIdentifiers/navigation``, which the
  /// test reads (see <doc:EntryPoints>).
  ///
  /// ```swift
  /// let json = try navigator.stateJSON(registry: AppRoutes.registry)
  /// // [["stack",[{"id":0,"route":{"type":"library","value":{"list":{}}}}]]]
  /// print(json)
  /// ```
  ///
  /// - Throws: `EncodingError` when a route's type is not in `registry`, or does not encode.
  public func stateJSON(registry: RouteRegistry) throws -> String {
    let encoder = JSONEncoder()
    encoder.userInfo[.routeRegistry] = registry
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(state), as: UTF8.self)
  }
}

extension Flow {
  /// Opens `entry` as ``Navigator/open(entry:)`` does, on behalf of this flow, with
  /// the rules of ``open(_:)``: a link that would wait for this flow fails at once.
  public func open(entry: NavigationEntry) async throws(DeepLinkError) {
    let (work, reference) = try queue(entry)
    try await LinkQueue.openQueued(entry, work: work, in: reference)
  }

  /// Opens `entry` as ``Navigator/handle(entry:)`` does, without waiting, on
  /// behalf of this flow (see ``open(entry:)``).
  public func handle(entry: NavigationEntry) {
    guard let navigator = navigator ?? formerNavigator else {
      var error = notRunning(entry.place.description)
      error.source = entry.source
      return NavigationProblem.log(.deepLinkFailed(error))
    }
    navigator.links.handle(entry, openedBy: id)
  }
}

extension NavigationEntry {
  /// The cause of the change this entry makes: ``NavigationCause/deepLink(_:)`` for a link from
  /// the app's own URL, ``NavigationCause/entry(source:link:)`` otherwise.
  var cause: NavigationCause {
    switch (source, place) {
    case (.url, .link(let url)): .deepLink(url)
    case (_, .link(let url)): .entry(source: source, link: url)
    case (_, .walk): .entry(source: source, link: nil)
    }
  }
}

/// What an entry walks: its routes, the guards of its link, and its text for errors.
struct EntryWalk {
  let routes: [any Route]
  let guards: [LinkGuard]
  /// The URL, or `walk to A, B`.
  let text: String

  init(routes: [any Route], guards: [LinkGuard], text: String) {
    self.routes = routes
    self.guards = guards
    self.text = text
  }

  init(_ link: ResolvedLink) {
    self.init(routes: link.routes, guards: link.guards, text: link.url.absoluteString)
  }
}

import CoordinatorsCore
import Foundation

// The navigator's deep-link API: each member forwards to its link queue (`LinkQueue`), which
// keeps the links, their waits, and how a link opens.

extension Navigator {
  /// Opens `url`: resolves it with ``deepLinks``, passes its guards, and walks its routes as one
  /// change with the cause ``NavigationCause/deepLink(_:)``.
  ///
  /// - Links are applied one at a time, in the order they were opened (the order of the calls
  ///   to `open` and ``handle(_:)`` on the main actor), whatever order their tasks run in: a
  ///   link waits for the links opened before it, including one whose guard waits for its flow.
  /// - A link that arrives before a host is attached (a cold start from a link) waits and is
  ///   opened once ``attach(_:)`` is called.
  /// - A link that arrives while a flow holds the navigation lock waits until the lock ends
  ///   (see ``Flow/lockNavigation(fileID:filePath:line:column:)``).
  /// - A guard that is not satisfied starts its flow and waits for it: when the flow ends, by any
  ///   cause, the guard is checked again; the link is opened when it holds, and dropped
  ///   otherwise.
  /// - Route guards hold for every screen the link adds to the state, whoever shows it: the
  ///   walk's routes, and the screens that the coordinators it starts show in `start()`
  ///   (nested children, modal layers, the other tabs of a tab container). They are checked on
  ///   the walk's result before it is committed; one that fails redirects (once) or refuses the
  ///   link as for a listed route, and nothing of that walk is shown.
  /// - At most ``maximumPendingLinks`` links are pending at once; a link past it fails at once
  ///   with ``DeepLinkError/Reason/tooManyPendingLinks``.
  ///
  /// A flow that opens a link uses ``Flow/open(_:)`` instead, which fails at once where this
  /// would wait for the flow itself (see <doc:DeepLinks>).
  ///
  /// The task that awaits `open` keeps the navigator while it waits, as a call to any method of
  /// an object does; ``SceneRestorer/sceneDidDisconnect()`` ends the wait. A link opened with
  /// ``handle(_:)`` or ``Flow/open(_:)`` does not keep the navigator: when the navigator goes
  /// away, it ends with ``DeepLinkError/Reason/navigatorGone``.
  ///
  /// A link that fails is reported to the observers as a ``NavigationProblem/deepLinkFailed(_:)``
  /// too, as ``handle(_:)`` reports it.
  ///
  /// - Throws: ``DeepLinkError``; nothing changed, except a guard's flow the user saw.
  ///
  /// `open(url)` is ``open(entry:)`` with an entry from the source
  /// ``NavigationEntry/Source/url`` that arrived now.
  public func open(_ url: URL) async throws(DeepLinkError) { try await open(entry: NavigationEntry(url, source: .url)) }

  /// How many links may be pending at once (opened with ``open(_:)``, ``handle(_:)`` or
  /// ``Flow/open(_:)`` and not yet opened or failed, the one being opened included): 1,000
  /// unless the app says otherwise. A link past it fails at once with
  /// ``DeepLinkError/Reason/tooManyPendingLinks``, and changes nothing; the links before it
  /// are not affected.
  ///
  /// Links wait while no host is attached, while a flow holds the navigation lock, and while a
  /// guard's flow runs; a queue without a bound would grow with every link a stuck wait lets in.
  public var maximumPendingLinks: Int {
    get { links.maximumCount }
    set { links.maximumCount = newValue }
  }

  /// Opens `url` without waiting, reporting a failure to the observers as a
  /// ``NavigationProblem/deepLinkFailed(_:)``: for `onOpenURL` and scene delegates.
  ///
  /// The link is pending work from this call on: ``waitUntilIdle()`` waits for it.
  /// The link takes its place in the order of links now, at the call (see ``open(_:)``).
  /// The task that opens it does not keep the navigator: when the navigator goes away, the link
  /// ends.
  ///
  /// `handle(url)` is ``handle(entry:)`` with an entry from the source
  /// ``NavigationEntry/Source/url`` that arrived now.
  public func handle(_ url: URL) { handle(entry: NavigationEntry(url, source: .url)) }
}

import CoordinatorsCore

/// Why a link was not opened. Nothing changed, except a guard's flow the user saw and left.
///
/// ``reason`` says what kind of problem it is, for an app to match; the description names the
/// link and says exactly what was wrong:
///
/// ```
/// cannot open shapes://orders/7: the login flow was cancelled
/// ```
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is; the description says exactly what.
  public enum Reason: Hashable, Sendable {
    /// The navigator has no ``Navigator/deepLinks`` router.
    case noRouter
    /// The URL matched no link: not a URL, an unsupported scheme, a host not allowed, a
    /// parameter of the wrong type or out of range, a missing query parameter, too long.
    case invalidLink
    /// The link's walk threw an error.
    case walkFailed
    /// The user left a guard's flow without satisfying it.
    case guardCancelled
    /// A guard still fails after its flow, or has no flow to satisfy it.
    case guardNotSatisfied
    /// The walk does not fit the navigation: a route no flow on the way takes, for one. The
    /// description holds the ``NavigationError``'s.
    case navigationRejected
    /// The link would take away screens of a flow that disabled its interactive dismissal
    /// (unsaved edits, see ``Flow/disableInteractiveDismissal(_:onAttempt:fileID:filePath:line:column:)``):
    /// the flow was asked (its `onAttempt` ran) and kept them.
    case flowKeepsItsScreens
    /// The link was opened by a flow (``Flow/open(_:)``) that is, or descends from, a flow the
    /// link would have waited for: the holder of the navigation lock, or the flow that an earlier
    /// link's guard waits for. It would have waited for itself; end that wait first (unlock, or
    /// finish the guard's flow), then open the link.
    case waitsForItsOwnFlow
    /// The task that opened the link was cancelled before the link was opened.
    case cancelled
    /// The navigator went away, or its scene disconnected
    /// (``SceneRestorer/sceneDidDisconnect()``), before the link was opened.
    case navigatorGone
    /// The navigator had as many links pending as it takes (``Navigator/maximumPendingLinks``);
    /// this one was not queued.
    case tooManyPendingLinks
    /// The entry was older than its source's limit (``Navigator/maximumEntryAge``) when its turn
    /// came. A tap from long ago does not take the user away from what they do now.
    case expired
    /// A newer entry arrived while this one waited for the user (its guard's flow, such as a
    /// login): the newer one goes on, and this one ends (see <doc:EntryPoints>).
    case superseded
  }

  /// What was wrong, in detail: what the description is made of (the deep-link fuzzer reads it).
  @_spi(Testing) public enum Detail: Hashable, Sendable {
    /// The navigator has no router.
    case noRouter
    /// The URL matched no link.
    case invalidLink(URLPatternError)
    /// The link's walk threw this error.
    case walkFailed(String)
    /// The user left the named guard's flow without satisfying it.
    case guardCancelled(String)
    /// The named guard still fails after its flow, or has no flow to satisfy it.
    case guardNotSatisfied(String)
    /// A command of the walk was rejected.
    case navigation(NavigationError)
    /// This flow kept its screens.
    case flowKeepsItsScreens(FlowID)
    /// The link was opened from this flow, or one below it, which the links wait for.
    case waitsForItsOwnFlow(FlowID)
    /// The task that opened the link was cancelled.
    case cancelled
    /// The navigator went away.
    case navigatorReleased
    /// The scene of the navigator disconnected.
    case sceneDisconnected
    /// The navigator had this many links pending already.
    case tooManyPendingLinks(Int)
    /// The entry arrived `age` ago, and its source allows `limit`.
    case expired(age: Duration, limit: Duration)
    /// The newer entry, named here, replaced this one.
    case superseded(by: String)

    /// The kind of problem, for ``DeepLinkError/reason``.
    var reason: Reason {
      switch self {
      case .noRouter: .noRouter
      case .invalidLink: .invalidLink
      case .walkFailed: .walkFailed
      case .guardCancelled: .guardCancelled
      case .guardNotSatisfied: .guardNotSatisfied
      case .navigation: .navigationRejected
      case .flowKeepsItsScreens: .flowKeepsItsScreens
      case .waitsForItsOwnFlow: .waitsForItsOwnFlow
      case .cancelled: .cancelled
      case .navigatorReleased, .sceneDisconnected: .navigatorGone
      case .tooManyPendingLinks: .tooManyPendingLinks
      case .expired: .expired
      case .superseded: .superseded
      }
    }
  }

  /// What was wrong, in detail.
  @_spi(Testing) public let detail: Detail
  /// The URL, as given; for an entry that walks routes, `walk to A, B`.
  public let url: String
  /// Where the link or entry came from: ``NavigationEntry/Source/url`` for a link opened with
  /// ``Navigator/open(_:)`` or ``Navigator/handle(_:)``.
  public package(set) var source: NavigationEntry.Source

  /// An error for `url`, which came from `source`.
  package init(_ detail: Detail, url: String, source: NavigationEntry.Source = .url) {
    self.detail = detail
    self.url = url
    self.source = source
  }

  /// What kind of problem it is.
  public var reason: Reason { detail.reason }

  /// A sentence naming the URL and what is wrong.
  public var description: String {
    switch detail {
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

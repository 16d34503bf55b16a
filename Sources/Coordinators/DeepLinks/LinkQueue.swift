import Foundation

/// The deep-link layer of a navigator: the links it is opening, in the order they were opened,
/// and the waits of their tasks (for their turn, for a guard's flow, for a flow's answer); how
/// many may wait, and whether a restore holds them. How a link opens lives here too: its place in
/// the queue (`LinkQueue+Opening.swift`), its guards' flows (`LinkQueue+Guards.swift`), and the
/// flows that keep their screens from it (`LinkQueue+Dismissal.swift`). The navigator holds one,
/// ``Navigator/links``, and forwards its public link API to it (`Navigator+DeepLinks.swift`).
///
/// Only the navigator holds it. A link's task never holds the navigator, nor this queue, while it
/// waits: it holds a ``LinkWait``, which this queue keeps, and a `NavigatorReference`; so when
/// the navigator goes away the queue and its waits go with it, and each wait ends its task with
/// ``DeepLinkError/Reason/navigatorGone``.
///
/// ## What it asks of the navigator
///
/// - **begin and end work**: `beginWork(_:)`, `waitForUser(_:on:)`, `resumeWork(_:)` and
///   `endWork(_:)`: a link is pending work from its call to its end, and waits for the user while
///   it waits (every wait ends through ``resume(_:with:ifWaitingWith:)``, which notes the work as
///   going on again);
/// - **report**: `report(_:at:)`, a link that failed;
/// - **commit**: the flow layer (`flows`), whose transaction walks a link, and which starts a
///   guard's flow; `navigate(to:cause:)`, the walk;
/// - **observe**: `observe(_:_:)` and `removeObserver(_:)`, the end of a flow asked to let go;
/// and it reads the committed `state`, the router (`deepLinks`), the `reference` a waiting task
/// holds, and whether links may open now (`linksMayOpen`, `resumeLinksIfTheyMayOpen()`).
///
/// Every operation of the queue costs O(1), amortized: draining N links costs O(N).
@MainActor
final class LinkQueue {
  /// The navigator this queue belongs to, set once as the navigator is made (`belong(to:)`).
  /// Not counted: the navigator holds the queue in a constant for its whole life, and a link's
  /// task holds neither across a wait (it holds the navigator's `reference`).
  @exclusivity(unchecked) unowned(unsafe) private var owner: Navigator?

  /// The navigator this queue belongs to.
  var navigator: Navigator { owner.unsafelyUnwrapped }

  /// Makes `navigator` the one this queue belongs to; the navigator calls it once, as it is made.
  func belong(to navigator: Navigator) {
    owner = navigator
  }

  /// The work keys of the links, in order; those before `head` have left.
  private var keys: [Int] = []
  private var head = 0
  /// Links that left before their turn (their task was cancelled, or they were dropped): skipped
  /// when they reach the head.
  private var leftEarly: Set<Int> = []
  /// How many links are in the queue, the one being opened included.
  private(set) var count = 0
  /// The task of each link that waits, by work key.
  private var waits: [Int: LinkWait] = [:]
  /// Links dropped while they were queued (the scene disconnected), with the reason they end with.
  private var dropped: [Int: DeepLinkError.Detail] = [:]
  /// The flow a guard runs for the links, while it runs, and the link that waits for it.
  var guardRun: GuardRun?
  /// The flow that the first link's guard waits for, while it runs: no flow holds the links up
  /// once the link that waited for it was superseded.
  var guardFlow: FlowID? { guardRun?.waiter == nil ? nil : guardRun?.flow }
  /// How old an entry of each source may be when its turn comes: ``Navigator/maximumEntryAge``.
  var maximumAge: [NavigationEntry.Source: Duration] = [:]
  /// What time it is, for the age of entries: ``Navigator/entryClock``.
  var clock: @Sendable () -> Date = { Date() }
  /// How many links may be in the queue at once: ``Navigator/maximumPendingLinks``.
  var maximumCount = 1_000
  /// Whether a ``SceneRestorer`` holds the links until it has restored the navigation.
  var isHeldForRestoration = false

  /// The first link, which is the one walked.
  var first: Int? { head < keys.count ? keys[head] : nil }

  /// Puts the link `key` last.
  func append(_ key: Int) {
    keys.append(key)
    count += 1
  }

  /// Takes the link `key` out of the queue, wherever it is.
  func remove(_ key: Int) {
    waits.removeValue(forKey: key)?.end(.cancelled)
    dropped.removeValue(forKey: key)
    if first == key {
      head += 1
      while let next = first, leftEarly.remove(next) != nil { head += 1 }
      // Keeps the array short without moving it on every link: amortized O(1).
      if head >= 64, head * 2 >= keys.count {
        keys.removeFirst(head)
        head = 0
      }
    } else {
      leftEarly.insert(key)
    }
    count -= 1
  }

  /// Keeps `wait` as what the link `key` waits with, until ``resume(_:with:ifWaitingWith:)``;
  /// ends it at once when the link was dropped. Returns whether it keeps it (the link waits).
  @discardableResult
  func park(_ key: Int, _ wait: LinkWait) -> Bool {
    if let reason = dropped[key] {
      wait.end(.ended(reason))
      return false
    }
    waits[key] = wait
    return true
  }

  /// Lets go of the wait of the link `key`, which has ended (its guard's flow did).
  func forget(_ key: Int) { waits.removeValue(forKey: key) }

  /// Whether the link `key` waits.
  func isWaiting(_ key: Int) -> Bool { waits[key] != nil }

  /// Lets the link `key` go on, if it waits (with `wait`, when given), with `end`; returns
  /// whether it waited.
  ///
  /// Every wait of a link that is kept here ends here: the link's work is noted as going on
  /// before its task is resumed, as it goes on by itself now, to its end. Were it still noted as
  /// waiting for the user, the navigator would count as idle until the task ran, and a wait for
  /// idleness could return before the link ends.
  @discardableResult
  func resume(_ key: Int, with end: LinkWaitEnd, ifWaitingWith wait: LinkWait? = nil) -> Bool {
    guard let waiting = waits[key], wait == nil || waiting === wait else { return false }
    waits[key] = nil
    navigator.resumeWork(key)
    waiting.end(end)
    return true
  }

  /// Ends every link in the queue with `reason`: those that wait at once, the others at their
  /// next wait. Returns the links whose wait it ended.
  func dropAll(with reason: DeepLinkError.Detail) -> [Int] {
    keys[head...].filter { key in
      guard !leftEarly.contains(key) else { return false }
      dropped[key] = reason
      return resume(key, with: .ended(reason))
    }
  }

  /// The reason the link `key` was dropped with, if it was.
  func droppedReason(_ key: Int) -> DeepLinkError.Detail? { dropped[key] }

  /// Ends the link `key` with `reason`: at once if it waits, at its next wait otherwise.
  func drop(_ key: Int, with reason: DeepLinkError.Detail) {
    dropped[key] = reason
    resume(key, with: .ended(reason))
  }
}

/// A guard's flow that runs for the links: the guard, the flow, the link it was started for, and
/// the link that waits for it now: the one it was started for, none once a newer entry superseded
/// that one, or a newer entry that needs the same guard and took the wait over.
struct GuardRun {
  /// The guard's name.
  let name: String
  /// The guard's flow.
  let flow: FlowID
  /// The link that started the flow: the flow's end is reported with it.
  let startedFor: Int
  /// What a link waiting for it waits for, in ``Navigator/pendingWork``.
  let waitReason: String
  /// The link that waits for the flow to end, if one does.
  var waiter: Int?
}

/// How a link's wait ended.
enum LinkWaitEnd: Sendable {
  /// Its turn came (a wait for its turn).
  case go
  /// Its guard's flow ended with this outcome (a wait for a guard's flow).
  case flowEnded(finished: Bool)
  /// Its task was cancelled.
  case cancelled
  /// It was dropped: the navigator went away, or its scene disconnected.
  case ended(DeepLinkError.Detail)
}

/// A link's task waiting: resumed once, by the queue, by the guard's flow, or with
/// ``DeepLinkError/Reason/navigatorGone`` when it is released without having been resumed
/// (its navigator went away).
final class LinkWait: @unchecked Sendable {
  // Touched on the main actor while alive (the queue and the navigator's flow tree, which hold
  // it, are main-actor state), and by deinit once nothing else holds it.
  private var continuation: CheckedContinuation<LinkWaitEnd, Never>?

  init(_ continuation: CheckedContinuation<LinkWaitEnd, Never>) { self.continuation = continuation }

  /// Resumes the task with `end`; does nothing the second time.
  func end(_ end: LinkWaitEnd) {
    let continuation = self.continuation
    self.continuation = nil
    continuation?.resume(returning: end)
  }

  deinit { continuation?.resume(returning: .ended(.navigatorReleased)) }
}

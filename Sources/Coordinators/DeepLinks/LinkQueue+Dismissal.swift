import CoordinatorsCore
import Foundation

/// A deep link is the outside world, as the user is: it does not take away a flow that disabled
/// its interactive dismissal (``Flow/disableInteractiveDismissal(_:onAttempt:fileID:filePath:line:column:)``)
/// without asking it. The link's walk is checked with the rule the user's gestures follow; a flow
/// it would take away hears of the attempt (`onAttempt`), and the link goes on once the flow let
/// go (enabled its dismissal, cancelled, finished), or fails with
/// ``DeepLinkError/Reason/flowKeepsItsScreens``.
extension LinkQueue {
  /// The flow that keeps its screens from the link whose walk drafted `after` (from the
  /// committed state, with the flows as they were before the link): one that disabled its
  /// interactive dismissal and that the walk would take away, or, with
  /// ``InteractiveDismissalScope/everyScreen``, one of whose screens the walk would remove; the
  /// top-most when several. `nil` when the link takes nothing such a flow keeps.
  func flowKeepingItsScreens(fromLinkDrafting after: NavigationState) -> FlowID? {
    navigator.flows.tree.flowKeepingItsScreens(from: navigator.state, to: after)?.flow
  }

  /// Asks `flow`, which keeps its screens from the link `url` (the link's pending work `work`),
  /// to let them go: runs its `onAttempt` and waits until it returns, or the flow ends. The
  /// caller then walks the link again. Like every wait of a link, it holds the navigator only
  /// through `reference`: the navigator going away, or its scene disconnecting, ends it.
  ///
  /// `asked` holds the flows this link asked already: a flow asked once that keeps its screens
  /// again has answered no.
  ///
  /// - Throws: ``DeepLinkError/Reason/flowKeepsItsScreens`` when `flow` was asked already;
  ///   ``DeepLinkError/Reason/cancelled`` when the link's task is cancelled while it waits;
  ///   ``DeepLinkError/Reason/navigatorGone`` when the navigator or its scene goes while it
  ///   waits.
  static func askToLetGo(
    _ flow: FlowID, for url: String, work: Int, asked: inout Set<FlowID>, in reference: NavigatorReference
  ) async throws(DeepLinkError) {
    guard asked.insert(flow).inserted else {
      throw DeepLinkError(.flowKeepsItsScreens(flow), url: url)
    }
    var token: ObserverToken?
    let end = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<LinkWaitEnd, Never>) in
        let wait = LinkWait(continuation)
        guard let navigator = reference.navigator else { return wait.end(.ended(.navigatorReleased)) }
        token = navigator.links.ask(flow, toLetGoFor: url, work: work, wait: wait)
      }
    } onCancel: {
      Task { @MainActor in reference.navigator?.links.resume(work, with: .cancelled) }
    }
    guard let navigator = reference.navigator else { throw DeepLinkError(.navigatorReleased, url: url) }
    if let token { navigator.removeObserver(token) }
    navigator.links.forget(work)
    navigator.resumeWork(work)
    switch end {
    case .ended(let reason): throw DeepLinkError(reason, url: url)
    case .cancelled: throw DeepLinkError(.cancelled, url: url)
    case .go, .flowEnded: return
    }
  }

  /// Runs the `onAttempt` of `flow` for the link `url` (its pending work `work`), which waits
  /// with `wait` until `onAttempt` returns or the flow ends; returns the observer of the flow's
  /// end. Ends `wait` at once when the flow let go since the walk (its dismissal enabled, or it
  /// ended), or when the link was dropped.
  ///
  /// The answer and the flow's end each end this wait only (a later wait of the link, for
  /// another flow, is not theirs), through the queue, which notes the link as going on.
  private func ask(_ flow: FlowID, toLetGoFor url: String, work: Int, wait: LinkWait) -> ObserverToken? {
    let navigator = navigator
    guard let onAttempt = navigator.flows.tree[flow]?.dismissalAttempt else {
      wait.end(.go)
      return nil
    }
    // Kept by the queue, so that the navigator going away or the scene disconnecting ends it.
    guard park(work, wait) else { return nil }
    navigator.waitForUser(work, on: "flow \(flow)'s answer to the link \(url), which would take its screens")
    let token = navigator.observe(FlowEvent.self) { [weak self, weak wait] event in
      guard case .finished(flow, _, _) = event, let wait else { return }
      self?.resume(work, with: .flowEnded(finished: true), ifWaitingWith: wait)
    }
    Task { @MainActor [weak self, weak wait] in
      await onAttempt()
      guard let wait else { return }
      self?.resume(work, with: .go, ifWaitingWith: wait)
    }
    return token
  }
}

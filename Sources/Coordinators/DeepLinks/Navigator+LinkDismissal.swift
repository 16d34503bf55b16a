import CoordinatorsCore
import Foundation

/// A deep link is the outside world, as the user is: it does not take away a flow that disabled
/// its interactive dismissal (``Flow/disableInteractiveDismissal(_:onAttempt:fileID:filePath:line:column:)``)
/// without asking it. The link's walk is checked with the rule the user's gestures follow; a flow
/// it would take away hears of the attempt (`onAttempt`), and the link goes on once the flow let
/// go (enabled its dismissal, cancelled, finished), or fails with
/// ``DeepLinkError/Reason/flowKeepsItsScreens(_:)``.
extension Navigator {
  /// The flow that keeps its screens from the link whose walk drafted `after` (from the
  /// committed state, with the flows as they were before the link): one that disabled its
  /// interactive dismissal and that the walk would take away, or, with
  /// ``InteractiveDismissalScope/everyScreen``, one of whose screens the walk would remove; the
  /// top-most when several. `nil` when the link takes nothing such a flow keeps.
  func flowKeepingItsScreens(fromLinkDrafting after: NavigationState) -> FlowID? {
    tree.flowKeepingItsScreens(from: state, to: after)?.flow
  }

  /// Asks `flow`, which keeps its screens from the link `url` (the link's pending work `work`),
  /// to let them go: runs its `onAttempt` and waits until it returns, or the flow ends. The
  /// caller then walks the link again.
  ///
  /// `asked` holds the flows this link asked already: a flow asked once that keeps its screens
  /// again has answered no.
  ///
  /// - Throws: ``DeepLinkError/Reason/flowKeepsItsScreens(_:)`` when `flow` was asked already;
  ///   ``DeepLinkError/Reason/cancelled`` when the link's task is cancelled while it waits.
  func askToLetGo(_ flow: FlowID, for url: URL, work: Int, asked: inout Set<FlowID>) async throws(DeepLinkError) {
    guard asked.insert(flow).inserted else {
      throw DeepLinkError(.flowKeepsItsScreens(flow), url: url.absoluteString)
    }
    // The flow let go since the walk (its dismissal enabled, or it ended): nothing to ask.
    guard let onAttempt = tree[flow]?.dismissalAttempt else { return }
    let answer = LinkDismissalAnswer()
    let token = observe(FlowEvent.self) { [weak answer] event in
      if case .finished(flow, _, _) = event { answer?.end(.flowEnded) }
    }
    defer { removeObserver(token) }
    waitForUser(work, on: "flow \(flow)'s answer to the link \(url.absoluteString), which would take its screens")
    defer { resumeWork(work) }
    Task { @MainActor [weak answer] in
      await onAttempt()
      answer?.end(.answered)
    }
    let outcome = await withTaskCancellationHandler {
      await answer.outcome()
    } onCancel: {
      Task { @MainActor in answer.end(.cancelled) }
    }
    if outcome == .cancelled { throw DeepLinkError(.cancelled, url: url.absoluteString) }
  }
}

/// How a link's question to a flow that keeps its screens ended: the first of its answer, the
/// flow's end, and the link's cancellation.
@MainActor
private final class LinkDismissalAnswer {
  enum Outcome { case answered, flowEnded, cancelled }

  private var result: Outcome?
  private var waiter: CheckedContinuation<Outcome, Never>?

  /// The outcome, once there is one.
  func outcome() async -> Outcome {
    if let result { return result }
    return await withCheckedContinuation { waiter = $0 }
  }

  /// Ends the question with `outcome`, unless it ended already.
  func end(_ outcome: Outcome) {
    guard result == nil else { return }
    result = outcome
    waiter?.resume(returning: outcome)
    waiter = nil
  }
}

import CoordinatorsCore
import Foundation

// A link's guard that does not hold: its flow runs under the root flow, and the link waits for
// it to end (or for the flow a newer entry's same guard started).

extension LinkQueue {
  /// Runs the guard's flow as a child of the root flow and waits for it to end; returns when the
  /// guard holds then, whatever ended the flow (the user who signed in and swiped the sheet away
  /// is signed in).
  static func satisfy(
    _ linkGuard: LinkGuard, for url: String, work: Int, in reference: NavigatorReference
  ) async throws(DeepLinkError) {
    let end = await withCheckedContinuation { (continuation: CheckedContinuation<LinkWaitEnd, Never>) in
      let wait = LinkWait(continuation)
      guard let navigator = reference.navigator else { return wait.end(.ended(.navigatorReleased)) }
      navigator.links.startGuardFlow(linkGuard, for: work, wait: wait)
    }
    // The navigator going away ends the flow too: say why.
    guard let navigator = reference.navigator else { throw DeepLinkError(.navigatorReleased, url: url) }
    // Said by the flow's end already, unless the flow was let go without one or the link was
    // dropped or superseded.
    navigator.links.guardWaitDidEnd(work)
    switch end {
    case .ended(let reason): throw DeepLinkError(reason, url: url)
    case .flowEnded(finished: false) where !linkGuard.isSatisfied():
      throw DeepLinkError(.guardCancelled(linkGuard.name), url: url)
    case .cancelled: throw DeepLinkError(.cancelled, url: url)
    case .go, .flowEnded: return
    }
  }

  /// Starts the guard's redirect flow under the root flow for the link `work`, which waits with
  /// `wait` until it ends; ends `wait` at once when there is no flow to start.
  ///
  /// When a flow of this guard runs already for a link that a newer entry superseded (the login
  /// the user still sees), the link waits for that flow instead of starting a second one.
  private func startGuardFlow(_ linkGuard: LinkGuard, for work: Int, wait: LinkWait) {
    if let reason = droppedReason(work) { return wait.end(.ended(reason)) }
    let navigator = navigator
    let flows = navigator.flows
    if let run = guardRun, run.waiter == nil, run.name == linkGuard.name, flows.tree[run.flow] != nil {
      guardRun?.waiter = work
      park(work, wait)
      return navigator.waitForUser(work, on: run.waitReason)
    }
    guard let redirect = linkGuard.redirect, flows.tree[.root] != nil else {
      return wait.end(.ended(.guardNotSatisfied(linkGuard.name)))
    }
    let child = redirect()
    guard case .start(let coordinator, let placement, let delivery) = child.kind else {
      return wait.end(.flowEnded(finished: false))
    }
    // The flow's delivery holds the wait: a flow that is let go without ending (a failed
    // transaction) ends it as cancelled, and so does the navigator going away (with its reason).
    // Its end goes to the link that waits for it then, which may be a newer one.
    let signal = ReleaseSignal { wait.end(.flowEnded(finished: false)) }
    let reference = navigator.reference
    let own = ResultDelivery(
      { outcome in
        let finished = if case .finished = outcome { true } else { false }
        // Before the flow is noted (it ended in its own start), or when the navigator is gone,
        // the link that started it is the one that waits.
        guard let navigator = reference.navigator, navigator.links.guardRun?.startedFor == work else {
          return wait.end(.flowEnded(finished: finished))
        }
        navigator.links.guardFlowDidEnd(startedFor: work, finished: finished)
      },
      onRelease: signal
    )
    let started = flows.reporting { () throws(NavigationError) in
      try flows.startFlow(
        coordinator,
        slot: FlowSlot(placement),
        parent: .root,
        deliver: ResultDelivery { outcome in
          delivery(outcome)
          own(outcome)
        }
      )
    }
    guard let started else { return wait.end(.flowEnded(finished: false)) }
    // Kept by the queue too, so that a dropped link (the scene disconnected) ends at once.
    park(work, wait)
    let reason = "guard \"\(linkGuard.name)\" (its flow \(type(of: coordinator)) to finish)"
    guardRun = GuardRun(name: linkGuard.name, flow: started, startedFor: work, waitReason: reason, waiter: work)
    navigator.waitForUser(work, on: reason)
  }

  /// The guard's flow started for the link `startedFor` ended: the link that waits for it now,
  /// if one does, goes on with how it ended.
  private func guardFlowDidEnd(startedFor: Int, finished: Bool) {
    guard let run = guardRun, run.startedFor == startedFor else { return }
    guardRun = nil
    guard let waiter = run.waiter else { return }
    resume(waiter, with: .flowEnded(finished: finished))
  }

  /// The wait of the link `work` for a guard's flow has ended: the link goes on (it is under
  /// way again, for ``Navigator/isIdle``), and the flow holds the links up no more.
  private func guardWaitDidEnd(_ work: Int) {
    navigator.resumeWork(work)
    forget(work)
    if guardRun?.waiter == work { guardRun?.waiter = nil }
  }
}

import CoordinatorsCore
import Foundation

extension Navigator {
  /// Opens `url`: resolves it with ``deepLinks``, passes its guards, and walks its routes as one
  /// change with the cause ``NavigationCause/deepLink(_:)``.
  ///
  /// - A link that arrives before a host is attached (a cold start from a link) waits and is
  ///   opened once ``attach(_:)`` is called.
  /// - A guard that is not satisfied starts its flow and waits for it: the link is opened when
  ///   the flow finishes and the guard holds, and dropped when the flow is cancelled.
  ///
  /// - Throws: ``DeepLinkError``; nothing changed, except a guard's flow the user saw.
  public func open(_ url: URL) async throws(DeepLinkError) {
    let work = beginWork("link \(url.absoluteString)")
    defer { endWork(work) }
    guard let deepLinks else { throw DeepLinkError(.noRouter, url: url.absoluteString) }
    let link = try deepLinks.resolve(url)
    if host == nil { await waitForHost(work) }
    guard !Task.isCancelled else { throw DeepLinkError(.cancelled, url: url.absoluteString) }
    for linkGuard in link.guards where !linkGuard.isSatisfied() {
      try await satisfy(linkGuard, for: url, work: work)
    }
    // Checked again right before the walk, in the same turn of the main actor: a guard that an
    // earlier redirect satisfied and something else undid stops the link here.
    for linkGuard in link.guards where !linkGuard.isSatisfied() {
      throw DeepLinkError(.guardNotSatisfied(linkGuard.name), url: url.absoluteString)
    }
    do {
      try navigate(to: link.routes, cause: .deepLink(url))
    } catch {
      throw DeepLinkError(.navigation(error), url: url.absoluteString)
    }
  }

  /// Opens `url` without waiting, reporting a failure to the observers as a
  /// ``NavigationProblem/deepLinkFailed(_:)``: for `onOpenURL` and scene delegates.
  ///
  /// The link is pending work from this call on: ``waitUntilIdle()`` waits for it.
  public func handle(_ url: URL) {
    let work = beginWork("link \(url.absoluteString)")
    Task { @MainActor in
      // `open` notes the link again before it first waits, in this same turn.
      endWork(work)
      do throws(DeepLinkError) {
        try await open(url)
      } catch {
        report(.deepLinkFailed(error))
      }
    }
  }

  /// Runs the guard's flow as a child of the root flow and waits for it.
  private func satisfy(_ linkGuard: LinkGuard, for url: URL, work: Int) async throws(DeepLinkError) {
    guard let redirect = linkGuard.redirect, tree[.root] != nil else {
      throw DeepLinkError(.guardNotSatisfied(linkGuard.name), url: url.absoluteString)
    }
    let child = redirect()
    let outcome: FlowOutcome = await withCheckedContinuation { continuation in
      let signal = ReleaseSignal { continuation.resume(returning: .cancelled) }
      let own = ResultDelivery(
        { [weak self] outcome in
          self?.resumeWork(work)
          continuation.resume(returning: outcome)
        },
        onRelease: signal
      )
      guard case .start(let coordinator, let placement, let delivery) = child.kind else {
        own(.cancelled)
        return
      }
      let started = reporting { () throws(NavigationError) in
        try startFlow(
          coordinator,
          slot: FlowSlot(placement),
          parent: .root,
          deliver: ResultDelivery { outcome in
            delivery(outcome)
            own(outcome)
          }
        )
      }
      if started == nil {
        own(.cancelled)
      } else {
        waitForUser(work, on: "guard \"\(linkGuard.name)\" (its flow \(type(of: coordinator)) to finish)")
      }
    }
    guard case .finished = outcome else {
      throw DeepLinkError(.guardCancelled(linkGuard.name), url: url.absoluteString)
    }
  }

  /// Returns once a host is attached.
  private func waitForHost(_ work: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      if host != nil { return continuation.resume() }
      hostWaiters.append((work, continuation))
      waitForUser(work, on: "a host to be attached")
    }
  }
}

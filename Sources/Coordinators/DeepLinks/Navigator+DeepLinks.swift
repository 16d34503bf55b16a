import CoordinatorsCore
import Foundation

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
  /// - A guard that is not satisfied starts its flow and waits for it: the link is opened when
  ///   the flow finishes and the guard holds, and dropped when the flow is cancelled.
  /// - Route guards hold for every screen the link adds to the state, whoever shows it: the
  ///   walk's routes, and the screens that the coordinators it starts show in `start()`
  ///   (nested children, modal layers, the other tabs of a tab container). They are checked on
  ///   the walk's result before it is committed; one that fails redirects (once) or refuses the
  ///   link as for a listed route, and nothing of that walk is shown.
  ///
  /// A link that fails is reported to the observers as a ``NavigationProblem/deepLinkFailed(_:)``
  /// too, as ``handle(_:)`` reports it.
  ///
  /// - Throws: ``DeepLinkError``; nothing changed, except a guard's flow the user saw.
  public func open(_ url: URL) async throws(DeepLinkError) {
    try await openQueued(url, work: enqueueLink(url))
  }

  /// Notes the link as pending work and puts it last in ``linkQueue``: its place in the order
  /// is taken now, before any task runs. Returns the work key.
  private func enqueueLink(_ url: URL) -> Int {
    let work = beginWork("link \(url.absoluteString)")
    linkQueue.append(work)
    return work
  }

  /// Opens the link that ``enqueueLink(_:)`` queued as `work` once its turn comes, reports a
  /// failure to the observers, then lets the next link go on.
  private func openQueued(_ url: URL, work: Int) async throws(DeepLinkError) {
    defer {
      linkQueue.removeAll { $0 == work }
      resumeLinksIfTheyMayOpen()
      endWork(work)
    }
    do throws(DeepLinkError) {
      try await openInTurn(url, work: work)
    } catch {
      report(.deepLinkFailed(error))
      throw error
    }
  }

  private func openInTurn(_ url: URL, work: Int) async throws(DeepLinkError) {
    guard let deepLinks else { throw DeepLinkError(.noRouter, url: url.absoluteString) }
    let link = try deepLinks.resolve(url)
    await waitForTurn(work)
    guard !Task.isCancelled else { throw DeepLinkError(.cancelled, url: url.absoluteString) }
    var pending = link.guards
    // Each guard redirects at most once per link, so the loop ends.
    var redirected: Set<String> = []
    // Each flow that keeps its screens is asked at most once per link, so the loop ends.
    var asked: Set<FlowID> = []
    while true {
      for linkGuard in pending where !linkGuard.isSatisfied() {
        try await satisfy(linkGuard, for: url, work: work)
        redirected.insert(linkGuard.name)
      }
      // Checked again right before the walk, in the same turn of the main actor: a guard that an
      // earlier redirect satisfied and something else undid stops the link here.
      for linkGuard in link.guards where !linkGuard.isSatisfied() {
        throw DeepLinkError(.guardNotSatisfied(linkGuard.name), url: url.absoluteString)
      }
      let unmet: LinkGuard?
      do throws(DeepLinkError) {
        unmet = try walk(link, routeGuards: deepLinks.routeGuards)
      } catch {
        // A flow keeps its screens from the link: ask it (Navigator+LinkDismissal.swift), then
        // walk again.
        guard case .flowKeepsItsScreens(let flow) = error.reason else { throw error }
        try await askToLetGo(flow, for: url, work: work, asked: &asked)
        pending = []
        continue
      }
      guard let unmet else { return }
      // A screen the walk added, whoever showed it, needs a guard that fails: nothing was
      // committed; redirect as for a listed route, or refuse.
      guard unmet.redirect != nil, !redirected.contains(unmet.name) else {
        throw DeepLinkError(.guardNotSatisfied(unmet.name), url: url.absoluteString)
      }
      pending = [unmet]
    }
  }

  /// Walks the link's routes as one transaction and checks the route guards against every
  /// screen the transaction adds to the state, whoever added it: the walk, or a coordinator's
  /// `start()` on the way (in a nested child, a modal layer, another tab). Commits when each
  /// of those guards holds; otherwise rolls back and returns the first that fails.
  private func walk(_ link: ResolvedLink, routeGuards: [RouteGuard]) throws(DeepLinkError) -> LinkGuard? {
    let url = link.url
    var unmet: LinkGuard?
    var keeper: FlowID?
    do {
      try transactionally(cause: .deepLink(url)) { () throws(NavigationError) in
        try navigate(to: link.routes, cause: .deepLink(url))
        if !routeGuards.isEmpty {
          unmet = unmetGuard(of: routeGuards, onScreensAddedTo: state, by: drafted.state)
          // An error rolls the draft back. This one never leaves this function: `unmet` says why.
          if let unmet { throw NavigationError(.noScreens, context: "pass the \(unmet.name) guard") }
        }
        // A flow that keeps unsaved edits is asked before the link takes it (the caller asks).
        keeper = flowKeepingItsScreens(fromLinkDrafting: drafted.state)
        if let keeper { throw NavigationError(.noScreens, context: "ask flow \(keeper) to let its screens go") }
      }
    } catch {
      if unmet != nil { return unmet }
      if let keeper { throw DeepLinkError(.flowKeepsItsScreens(keeper), url: url.absoluteString) }
      throw DeepLinkError(.navigation(error), url: url.absoluteString)
    }
    return nil
  }

  /// The first route guard that protects a screen of `after` that is not in `before`, and
  /// fails.
  private func unmetGuard(
    of routeGuards: [RouteGuard],
    onScreensAddedTo before: NavigationState,
    by after: NavigationState
  ) -> LinkGuard? {
    var checked: Set<String> = []
    for screen in after.allScreens where before.screen(screen.id) == nil {
      for routeGuard in routeGuards where routeGuard.routes.matches(screen.route) {
        let linkGuard = routeGuard.linkGuard
        guard checked.insert(linkGuard.name).inserted else { continue }
        if !linkGuard.isSatisfied() { return linkGuard }
      }
    }
    return nil
  }

  /// Opens `url` without waiting, reporting a failure to the observers as a
  /// ``NavigationProblem/deepLinkFailed(_:)``: for `onOpenURL` and scene delegates.
  ///
  /// The link is pending work from this call on: ``waitUntilIdle()`` waits for it.
  /// The link takes its place in the order of links now, at the call (see ``open(_:)``).
  public func handle(_ url: URL) {
    let work = enqueueLink(url)
    Task { @MainActor in try? await openQueued(url, work: work) }
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

  /// Returns once the link `work` is the first of ``linkQueue`` and links may open
  /// (``linksMayOpen``), or its task is cancelled.
  private func waitForTurn(_ work: Int) async {
    guard !linksMayOpen || linkQueue.first != work else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        if Task.isCancelled { return continuation.resume() }
        linkWaiters[work] = continuation
        let reason =
          if host == nil { "a host to be attached" } else if holdsLinksForRestoration {
            "the scene's navigation to be restored"
          } else if let holder = tree.lockHolder {
            "the navigation lock of flow \(holder) to end"
          } else { "the links opened before it" }
        waitForUser(work, on: reason)
      }
    } onCancel: {
      Task { @MainActor in
        guard let waiter = self.linkWaiters.removeValue(forKey: work) else { return }
        self.resumeWork(work)
        waiter.resume()
      }
    }
  }
}

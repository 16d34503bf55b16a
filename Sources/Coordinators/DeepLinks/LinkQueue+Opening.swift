import CoordinatorsCore
import Foundation

// How a link opens: its place in the queue, its turn, its walk. The navigator's `open` and
// `handle` (`Navigator+DeepLinks.swift`), its entries, its activities and a flow's `open` come here.

extension LinkQueue {
  /// Queues `url` for `opener` (`nil`: not a flow) and opens it in a task of its own.
  func handle(_ url: URL, openedBy opener: FlowID?, cause: NavigationCause? = nil) {
    handle(NavigationEntry(url, source: .url), openedBy: opener, cause: cause)
  }

  /// Queues `entry` for `opener` (`nil`: not a flow) and opens it in a task of its own.
  func handle(_ entry: NavigationEntry, openedBy opener: FlowID?, cause: NavigationCause? = nil) {
    guard let work = try? queueEntry(entry, openedBy: opener) else { return }
    let reference = navigator.reference
    Task { @MainActor in try? await LinkQueue.openQueued(entry, work: work, in: reference, cause: cause) }
  }

  /// Queues `entry` for `opener` (`nil`: not a flow), reporting a failure; returns the work key
  /// to open it with (`openQueued(_:work:in:cause:)`).
  func queueEntry(_ entry: NavigationEntry, openedBy opener: FlowID?) throws(DeepLinkError) -> Int {
    do throws(DeepLinkError) {
      return try enqueue(entry, openedBy: opener)
    } catch {
      var error = error
      error.source = entry.source
      navigator.report(.deepLinkFailed(error))
      throw error
    }
  }

  /// Ends every pending link with `reason`: those that wait at once, one that is under way at its
  /// next wait.
  func dropPending(with reason: DeepLinkError.Detail) {
    // Each link whose wait ends goes on by itself now, to its end (`resume` notes it).
    _ = dropAll(with: reason)
  }

  /// Notes the entry as pending work and puts it last in the queue: its place in the order is
  /// taken now, before any task runs. Returns the work key.
  ///
  /// The first link ends with ``DeepLinkError/Reason/superseded`` when it waits for its
  /// guard's flow: the newer entry goes on, and the flow stays the user's (a newer entry that
  /// needs the same guard waits for that flow rather than starting another).
  ///
  /// - Throws: when the queue is full, or when the link, opened by `opener`, would wait for a flow
  ///   only `opener`'s subtree can end: the lock holder, or the flow the first link's guard waits for.
  private func enqueue(_ entry: NavigationEntry, openedBy opener: FlowID?) throws(DeepLinkError) -> Int {
    let text = entry.place.description
    guard count < maximumCount else {
      throw DeepLinkError(.tooManyPendingLinks(maximumCount), url: text)
    }
    if let opener, let blocker = flowBlockingLinks(openedBy: opener) {
      throw DeepLinkError(.waitsForItsOwnFlow(blocker), url: text)
    }
    if let waiter = guardRun?.waiter, waiter == first {
      guardRun?.waiter = nil
      drop(waiter, with: .superseded(by: "\(entry.source == .url ? "" : "\(entry.source) entry ")\(text)"))
    }
    let work = navigator.beginWork(entry.source == .url ? "link \(text)" : "entry from \(entry.source): \(text)")
    append(work)
    return work
  }

  /// The flow that `opener` is, or descends from, and that the links wait for: the holder of
  /// the navigation lock, or the flow of the guard the first link waits for.
  private func flowBlockingLinks(openedBy opener: FlowID) -> FlowID? {
    // The tree as a transaction under way builds it: a flow that opens a link in its `start()`.
    let tree = navigator.flows.workingTree
    if let holder = tree.lockHolder, tree.isSelfOrDescendant(opener, of: holder) { return holder }
    if let guardFlow, tree.isSelfOrDescendant(opener, of: guardFlow) { return guardFlow }
    return nil
  }

  /// Opens the entry that ``queueEntry(_:openedBy:)`` queued as `work` once its turn comes,
  /// reports a failure to the observers, then lets the next link go on.
  ///
  /// Static, and holding only `reference`, so that a waiting link never keeps its navigator:
  /// the navigator is taken for each step that needs it, never across a wait.
  /// `cause` is the cause of the walk's event: the entry's own (``NavigationEntry/cause``)
  /// unless given.
  static func openQueued(
    _ entry: NavigationEntry, work: Int, in reference: NavigatorReference, cause: NavigationCause? = nil
  ) async throws(DeepLinkError) {
    do throws(DeepLinkError) {
      try await openInTurn(entry, work: work, in: reference, cause: cause ?? entry.cause)
      reference.navigator?.links.linkDidEnd(work, failure: nil)
    } catch {
      var error = error
      error.source = entry.source
      reference.navigator?.links.linkDidEnd(work, failure: error)
      throw error
    }
  }

  /// Takes the link `work` out of the queue, reports `failure`, and lets the next link go on.
  private func linkDidEnd(_ work: Int, failure: DeepLinkError?) {
    if guardRun?.waiter == work { guardRun = nil }
    remove(work)
    if let failure { navigator.report(.deepLinkFailed(failure)) }
    navigator.resumeLinksIfTheyMayOpen()
    navigator.endWork(work)
  }

  private static func openInTurn(
    _ entry: NavigationEntry, work: Int, in reference: NavigatorReference, cause: NavigationCause
  ) async throws(DeepLinkError) {
    let url = entry.place.description
    let released = DeepLinkError(.navigatorReleased, url: url)
    guard let (link, routeGuards) = try reference.navigator?.links.resolve(entry.place) else { throw released }
    try await waitForTurn(work, of: url, in: reference)
    // Its age counts until its turn, not through the login it then asks the user for.
    if let expired = reference.navigator?.links.ageError(of: entry) { throw expired }
    var pending = link.guards
    // Each guard redirects at most once per link, so the loop ends.
    var redirected: Set<String> = []
    // Each flow that keeps its screens is asked at most once per link, so the loop ends.
    var asked: Set<FlowID> = []
    while true {
      for linkGuard in pending where !linkGuard.isSatisfied() {
        try await satisfy(linkGuard, for: url, work: work, in: reference)
        redirected.insert(linkGuard.name)
      }
      let unmet: LinkGuard?
      do throws(DeepLinkError) {
        unmet = try walkInTurn(link, url: url, work: work, routeGuards: routeGuards, cause: cause, in: reference)
      } catch {
        // A flow keeps its screens from the link: ask it (LinkQueue+Dismissal.swift), then walk
        // again.
        guard case .flowKeepsItsScreens(let flow) = error.detail else { throw error }
        try await askToLetGo(flow, for: url, work: work, asked: &asked, in: reference)
        pending = []
        continue
      }
      guard let unmet else { return }
      // A screen the walk added, whoever showed it, needs a guard that fails: nothing was
      // committed; redirect as for a listed route, or refuse.
      guard unmet.redirect != nil, !redirected.contains(unmet.name) else {
        throw DeepLinkError(.guardNotSatisfied(unmet.name), url: url)
      }
      pending = [unmet]
    }
  }

  /// Walks the link `work` if it may still go: its navigator is there, it was not dropped, and
  /// its guards hold, checked right before the walk in the same turn of the main actor (a guard
  /// that an earlier redirect satisfied and something else undid stops the link here). The
  /// navigator is held for this turn only, never across a wait of the link.
  private static func walkInTurn(
    _ link: EntryWalk, url: String, work: Int, routeGuards: [RouteGuard], cause: NavigationCause,
    in reference: NavigatorReference
  ) throws(DeepLinkError) -> LinkGuard? {
    guard let navigator = reference.navigator else { throw DeepLinkError(.navigatorReleased, url: url) }
    // Dropped (the scene disconnected, a newer entry superseded it) after its wait ended, before
    // its task ran again.
    if let reason = navigator.links.droppedReason(work) { throw DeepLinkError(reason, url: url) }
    for linkGuard in link.guards where !linkGuard.isSatisfied() {
      throw DeepLinkError(.guardNotSatisfied(linkGuard.name), url: url)
    }
    return try navigator.links.walk(link, routeGuards: routeGuards, cause: cause)
  }

  /// The link `url` resolves to, and the route guards to check it with.
  func resolve(_ url: URL) throws(DeepLinkError) -> (ResolvedLink, [RouteGuard]) {
    guard let deepLinks = navigator.deepLinks else { throw DeepLinkError(.noRouter, url: url.absoluteString) }
    return (try deepLinks.resolve(url), deepLinks.routeGuards)
  }

  /// The walk `place` leads to, and the route guards to check it with: a link's through
  /// ``Navigator/deepLinks``; a walk's as it is, with the route guards of the router if there is
  /// one.
  func resolve(_ place: NavigationEntry.Place) throws(DeepLinkError) -> (EntryWalk, [RouteGuard]) {
    switch place {
    case .link(let url):
      let (link, routeGuards) = try resolve(url)
      return (EntryWalk(link), routeGuards)
    case .walk(let routes):
      return (EntryWalk(routes: routes, guards: [], text: place.description), navigator.deepLinks?.routeGuards ?? [])
    }
  }

  /// The error `entry` ends with when it is older than its source allows now.
  func ageError(of entry: NavigationEntry) -> DeepLinkError? {
    guard let limit = maximumAge[entry.source] else { return nil }
    let age = clock().timeIntervalSince(entry.arrival)
    let (seconds, attoseconds) = limit.components
    guard age > Double(seconds) + Double(attoseconds) / 1e18 else { return nil }
    return DeepLinkError(.expired(age: .seconds(age), limit: limit), url: entry.place.description, source: entry.source)
  }

  /// Walks the link's routes as one transaction and checks the route guards against every
  /// screen the transaction adds to the state, whoever added it: the walk, or a coordinator's
  /// `start()` on the way (in a nested child, a modal layer, another tab). Commits when each
  /// of those guards holds; otherwise rolls back and returns the first that fails.
  func walkLink(
    _ link: ResolvedLink, routeGuards: [RouteGuard], cause: NavigationCause
  ) throws(DeepLinkError) -> LinkGuard? {
    try walk(EntryWalk(link), routeGuards: routeGuards, cause: cause)
  }

  /// Walks an entry's routes as ``walkLink(_:routeGuards:cause:)`` walks a link's.
  func walk(
    _ link: EntryWalk, routeGuards: [RouteGuard], cause: NavigationCause
  ) throws(DeepLinkError) -> LinkGuard? {
    let navigator = navigator
    let flows = navigator.flows
    let url = link.text
    var unmet: LinkGuard?
    var keeper: FlowID?
    do {
      try flows.transactionally(cause: cause) { () throws(NavigationError) in
        try navigator.navigate(to: link.routes, cause: cause)
        if !routeGuards.isEmpty {
          unmet = Self.unmetGuard(of: routeGuards, onScreensAddedTo: navigator.state, by: flows.drafted.state)
          // An error rolls the draft back. This one never leaves this function: `unmet` says why.
          if let unmet { throw NavigationError(.noScreens, context: "pass the \(unmet.name) guard") }
        }
        // A flow that keeps unsaved edits is asked before the link takes it (the caller asks).
        keeper = flowKeepingItsScreens(fromLinkDrafting: flows.drafted.state)
        if let keeper { throw NavigationError(.noScreens, context: "ask flow \(keeper) to let its screens go") }
      }
    } catch {
      if unmet != nil { return unmet }
      if let keeper { throw DeepLinkError(.flowKeepsItsScreens(keeper), url: url) }
      throw DeepLinkError(.navigation(error), url: url)
    }
    return nil
  }

  /// The first route guard that protects a screen of `after` that is not in `before`, and
  /// fails.
  static func unmetGuard(
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

  // MARK: Waiting for its turn

  /// Returns once the link `work` is the first of the queue and links may open
  /// (`linksMayOpen`); throws when its task is cancelled, the navigator goes away or the link
  /// is dropped.
  static func waitForTurn(_ work: Int, of url: String, in reference: NavigatorReference)
    async throws(DeepLinkError)
  {
    let end = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<LinkWaitEnd, Never>) in
        let wait = LinkWait(continuation)
        guard let navigator = reference.navigator else { return wait.end(.ended(.navigatorReleased)) }
        navigator.links.waitForTurn(work, wait: wait)
      }
    } onCancel: {
      Task { @MainActor in reference.navigator?.links.resume(work, with: .cancelled) }
    }
    switch end {
    case .go, .flowEnded:
      guard !Task.isCancelled else { throw DeepLinkError(.cancelled, url: url) }
    case .cancelled: throw DeepLinkError(.cancelled, url: url)
    case .ended(let reason): throw DeepLinkError(reason, url: url)
    }
  }

  /// Lets the link `work` go on with `wait` at once when it may, or parks it until its turn.
  private func waitForTurn(_ work: Int, wait: LinkWait) {
    if let reason = droppedReason(work) { return wait.end(.ended(reason)) }
    if Task.isCancelled { return wait.end(.cancelled) }
    let navigator = navigator
    if navigator.linksMayOpen, first == work { return wait.end(.go) }
    park(work, wait)
    let reason =
      if navigator.host == nil { "a host to be attached" } else if isHeldForRestoration {
        "the scene's navigation to be restored"
      } else if let holder = navigator.flows.tree.lockHolder {
        "the navigation lock of flow \(holder) to end"
      } else { "the links opened before it" }
    navigator.waitForUser(work, on: reason)
  }
}

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
  /// - A guard that is not satisfied starts its flow and waits for it: when the flow ends, by any
  ///   cause, the guard is checked again; the link is opened when it holds, and dropped
  ///   otherwise.
  /// - Route guards hold for every screen the link adds to the state, whoever shows it: the
  ///   walk's routes, and the screens that the coordinators it starts show in `start()`
  ///   (nested children, modal layers, the other tabs of a tab container). They are checked on
  ///   the walk's result before it is committed; one that fails redirects (once) or refuses the
  ///   link as for a listed route, and nothing of that walk is shown.
  /// - At most ``maximumPendingLinks`` links are pending at once; a link past it fails at once
  ///   with ``DeepLinkError/Reason/tooManyPendingLinks(_:)``.
  ///
  /// A flow that opens a link uses ``Flow/open(_:)`` instead, which fails at once where this
  /// would wait for the flow itself (see <doc:DeepLinks>).
  ///
  /// The task that awaits `open` keeps the navigator while it waits, as a call to any method of
  /// an object does; ``SceneRestorer/sceneDidDisconnect()`` ends the wait. A link opened with
  /// ``handle(_:)`` or ``Flow/open(_:)`` does not keep the navigator: when the navigator goes
  /// away, it ends with ``DeepLinkError/Reason/navigatorReleased``.
  ///
  /// A link that fails is reported to the observers as a ``NavigationProblem/deepLinkFailed(_:)``
  /// too, as ``handle(_:)`` reports it.
  ///
  /// - Throws: ``DeepLinkError``; nothing changed, except a guard's flow the user saw.
  ///
  /// `open(url)` is ``open(entry:)`` with an entry from the source
  /// ``NavigationEntry/Source/url`` that arrived now.
  public func open(_ url: URL) async throws(DeepLinkError) {
    try await open(entry: NavigationEntry(url, source: .url))
  }

  /// How many links may be pending at once (opened with ``open(_:)``, ``handle(_:)`` or
  /// ``Flow/open(_:)`` and not yet opened or failed, the one being opened included): 1,000
  /// unless the app says otherwise. A link past it fails at once with
  /// ``DeepLinkError/Reason/tooManyPendingLinks(_:)``, and changes nothing; the links before it
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
  public func handle(_ url: URL) {
    handle(entry: NavigationEntry(url, source: .url))
  }

  /// Queues `url` for `opener` (`nil`: not a flow) and opens it in a task of its own.
  func handle(_ url: URL, openedBy opener: FlowID?, cause: NavigationCause? = nil) {
    handle(NavigationEntry(url, source: .url), openedBy: opener, cause: cause)
  }

  /// Queues `entry` for `opener` (`nil`: not a flow) and opens it in a task of its own.
  func handle(_ entry: NavigationEntry, openedBy opener: FlowID?, cause: NavigationCause? = nil) {
    guard let work = try? queueEntry(entry, openedBy: opener) else { return }
    let reference = reference
    Task { @MainActor in try? await Self.openQueued(entry, work: work, in: reference, cause: cause) }
  }

  /// Queues `url` for `opener` (`nil`: not a flow), reporting a failure; returns the work key
  /// to open it with (`openQueued(_:work:in:cause:)`).
  func queueLink(_ url: URL, openedBy opener: FlowID?) throws(DeepLinkError) -> Int {
    try queueEntry(NavigationEntry(url, source: .url), openedBy: opener)
  }

  /// Queues `entry` for `opener` (`nil`: not a flow), reporting a failure; returns the work key
  /// to open it with (`openQueued(_:work:in:cause:)`).
  func queueEntry(_ entry: NavigationEntry, openedBy opener: FlowID?) throws(DeepLinkError) -> Int {
    do throws(DeepLinkError) {
      return try enqueue(entry, openedBy: opener)
    } catch {
      var error = error
      error.source = entry.source
      report(.deepLinkFailed(error))
      throw error
    }
  }

  /// Ends every pending link with `reason`: those that wait at once, one that is under way at its
  /// next wait.
  func dropPendingLinks(with reason: DeepLinkError.Reason) {
    // Each link whose wait ends goes on by itself now, to its end: the navigator is not idle
    // until it has ended (its task runs later).
    for key in links.dropAll(with: reason) { resumeWork(key) }
  }

  /// Notes the entry as pending work and puts it last in the link queue: its place in the order
  /// is taken now, before any task runs. Returns the work key.
  ///
  /// The first link ends with ``DeepLinkError/Reason/superseded(by:)`` when it waits for its
  /// guard's flow: the newer entry goes on, and the flow stays the user's (a newer entry that
  /// needs the same guard waits for that flow rather than starting another).
  ///
  /// - Throws: when the queue is full, or when the link, opened by `opener`, would wait for a flow
  ///   only `opener`'s subtree can end: the lock holder, or the flow the first link's guard waits for.
  private func enqueue(_ entry: NavigationEntry, openedBy opener: FlowID?) throws(DeepLinkError) -> Int {
    let text = entry.place.description
    guard links.count < links.maximumCount else {
      throw DeepLinkError(.tooManyPendingLinks(links.maximumCount), url: text)
    }
    if let opener, let blocker = flowBlockingLinks(openedBy: opener) {
      throw DeepLinkError(.waitsForItsOwnFlow(blocker), url: text)
    }
    if let waiter = links.guardRun?.waiter, waiter == links.first {
      links.guardRun?.waiter = nil
      // It goes on by itself now, to its end: the navigator is not idle until it has ended.
      resumeWork(waiter)
      links.drop(waiter, with: .superseded(by: "\(entry.source == .url ? "" : "\(entry.source) entry ")\(text)"))
    }
    let work = beginWork(entry.source == .url ? "link \(text)" : "entry from \(entry.source): \(text)")
    links.append(work)
    return work
  }

  /// The flow that `opener` is, or descends from, and that the links wait for: the holder of
  /// the navigation lock, or the flow of the guard the first link waits for.
  private func flowBlockingLinks(openedBy opener: FlowID) -> FlowID? {
    // The tree as a transaction under way builds it: a flow that opens a link in its `start()`.
    let tree = flows.workingTree
    if let holder = tree.lockHolder, tree.isSelfOrDescendant(opener, of: holder) { return holder }
    if let guardFlow = links.guardFlow, tree.isSelfOrDescendant(opener, of: guardFlow) { return guardFlow }
    return nil
  }

  /// Opens the link `url` that ``queueLink(_:openedBy:)`` queued as `work`, as
  /// ``openQueued(_:work:in:cause:)`` opens an entry from the app's own
  /// URL.
  static func openQueued(
    _ url: URL, work: Int, in reference: NavigatorReference, cause: NavigationCause? = nil
  ) async throws(DeepLinkError) {
    try await openQueued(NavigationEntry(url, source: .url), work: work, in: reference, cause: cause)
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
      reference.navigator?.linkDidEnd(work, failure: nil)
    } catch {
      var error = error
      error.source = entry.source
      reference.navigator?.linkDidEnd(work, failure: error)
      throw error
    }
  }

  /// Takes the link `work` out of the queue, reports `failure`, and lets the next link go on.
  private func linkDidEnd(_ work: Int, failure: DeepLinkError?) {
    if links.guardRun?.waiter == work { links.guardRun = nil }
    links.remove(work)
    if let failure { report(.deepLinkFailed(failure)) }
    resumeLinksIfTheyMayOpen()
    endWork(work)
  }

  private static func openInTurn(
    _ entry: NavigationEntry, work: Int, in reference: NavigatorReference, cause: NavigationCause
  ) async throws(DeepLinkError) {
    let url = entry.place.description
    let released = DeepLinkError(.navigatorReleased, url: url)
    guard let (link, routeGuards) = try reference.navigator?.resolve(entry.place) else { throw released }
    try await waitForTurn(work, of: url, in: reference)
    // Its age counts until its turn, not through the login it then asks the user for.
    if let expired = reference.navigator?.ageError(of: entry) { throw expired }
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
        // A flow keeps its screens from the link: ask it (Navigator+LinkDismissal.swift), then
        // walk again.
        guard case .flowKeepsItsScreens(let flow) = error.reason else { throw error }
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
    return try navigator.walk(link, routeGuards: routeGuards, cause: cause)
  }

  /// The link `url` resolves to, and the route guards to check it with.
  func resolve(_ url: URL) throws(DeepLinkError) -> (ResolvedLink, [RouteGuard]) {
    guard let deepLinks else { throw DeepLinkError(.noRouter, url: url.absoluteString) }
    return (try deepLinks.resolve(url), deepLinks.routeGuards)
  }

  /// The walk `place` leads to, and the route guards to check it with: a link's through
  /// ``deepLinks``; a walk's as it is, with the route guards of ``deepLinks`` if there is a router.
  func resolve(_ place: NavigationEntry.Place) throws(DeepLinkError) -> (EntryWalk, [RouteGuard]) {
    switch place {
    case .link(let url):
      let (link, routeGuards) = try resolve(url)
      return (EntryWalk(link), routeGuards)
    case .walk(let routes):
      return (EntryWalk(routes: routes, guards: [], text: place.description), deepLinks?.routeGuards ?? [])
    }
  }

  /// The error `entry` ends with when it is older than its source allows now.
  func ageError(of entry: NavigationEntry) -> DeepLinkError? {
    guard let limit = links.maximumAge[entry.source] else { return nil }
    let age = links.clock().timeIntervalSince(entry.arrival)
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
    let url = link.text
    var unmet: LinkGuard?
    var keeper: FlowID?
    do {
      try flows.transactionally(cause: cause) { () throws(NavigationError) in
        try navigate(to: link.routes, cause: cause)
        if !routeGuards.isEmpty {
          unmet = unmetGuard(of: routeGuards, onScreensAddedTo: state, by: flows.drafted.state)
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
  func unmetGuard(
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

  /// Runs the guard's flow as a child of the root flow and waits for it to end; returns when the
  /// guard holds then, whatever ended the flow (the user who signed in and swiped the sheet away
  /// is signed in).
  private static func satisfy(
    _ linkGuard: LinkGuard, for url: String, work: Int, in reference: NavigatorReference
  ) async throws(DeepLinkError) {
    let end = await withCheckedContinuation { (continuation: CheckedContinuation<LinkWaitEnd, Never>) in
      let wait = LinkWait(continuation)
      guard let navigator = reference.navigator else { return wait.end(.ended(.navigatorReleased)) }
      navigator.startGuardFlow(linkGuard, for: work, wait: wait)
    }
    // The navigator going away ends the flow too: say why.
    guard let navigator = reference.navigator else { throw DeepLinkError(.navigatorReleased, url: url) }
    // Said by the flow's end already, unless the flow was let go without one or the link was
    // dropped or superseded.
    navigator.guardWaitDidEnd(work)
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
    if let reason = links.droppedReason(work) { return wait.end(.ended(reason)) }
    if let run = links.guardRun, run.waiter == nil, run.name == linkGuard.name, flows.tree[run.flow] != nil {
      links.guardRun?.waiter = work
      links.park(work, wait)
      return waitForUser(work, on: run.waitReason)
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
    let reference = reference
    let own = ResultDelivery(
      { outcome in
        let finished = if case .finished = outcome { true } else { false }
        // Before the flow is noted (it ended in its own start), or when the navigator is gone,
        // the link that started it is the one that waits.
        guard let navigator = reference.navigator, navigator.links.guardRun?.startedFor == work else {
          return wait.end(.flowEnded(finished: finished))
        }
        navigator.guardFlowDidEnd(startedFor: work, finished: finished)
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
    links.park(work, wait)
    let reason = "guard \"\(linkGuard.name)\" (its flow \(type(of: coordinator)) to finish)"
    links.guardRun = GuardRun(name: linkGuard.name, flow: started, startedFor: work, waitReason: reason, waiter: work)
    waitForUser(work, on: reason)
  }

  /// The guard's flow started for the link `startedFor` ended: the link that waits for it now,
  /// if one does, goes on with how it ended.
  private func guardFlowDidEnd(startedFor: Int, finished: Bool) {
    guard let run = links.guardRun, run.startedFor == startedFor else { return }
    links.guardRun = nil
    guard let waiter = run.waiter else { return }
    resumeWork(waiter)
    links.resume(waiter, with: .flowEnded(finished: finished))
  }

  /// The wait of the link `work` for a guard's flow has ended: the link goes on (it is under
  /// way again, for ``isIdle``), and the flow holds the links up no more.
  private func guardWaitDidEnd(_ work: Int) {
    resumeWork(work)
    links.forget(work)
    if links.guardRun?.waiter == work { links.guardRun?.waiter = nil }
  }

  /// Returns once the link `work` is the first of the queue and links may open
  /// (``linksMayOpen``); throws when its task is cancelled, the navigator goes away or the link
  /// is dropped.
  static func waitForTurn(_ work: Int, of url: String, in reference: NavigatorReference)
    async throws(DeepLinkError)
  {
    let end = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<LinkWaitEnd, Never>) in
        let wait = LinkWait(continuation)
        guard let navigator = reference.navigator else { return wait.end(.ended(.navigatorReleased)) }
        navigator.waitForTurn(work, wait: wait)
      }
    } onCancel: {
      Task { @MainActor in
        guard let navigator = reference.navigator, navigator.links.isWaiting(work) else { return }
        navigator.resumeWork(work)
        navigator.links.resume(work, with: .cancelled)
      }
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
    if let reason = links.droppedReason(work) { return wait.end(.ended(reason)) }
    if Task.isCancelled { return wait.end(.cancelled) }
    if linksMayOpen, links.first == work { return wait.end(.go) }
    links.park(work, wait)
    let reason =
      if host == nil { "a host to be attached" } else if links.isHeldForRestoration {
        "the scene's navigation to be restored"
      } else if let holder = flows.tree.lockHolder {
        "the navigation lock of flow \(holder) to end"
      } else { "the links opened before it" }
    waitForUser(work, on: reason)
  }
}

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
  public func open(_ url: URL) async throws(DeepLinkError) {
    let work = try queueLink(url, openedBy: nil)
    try await Self.openQueued(url, work: work, in: reference)
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
  /// The link takes its place in the order of links now, at the call (see ``open(_:)``). The
  /// task that opens it does not keep the navigator: when the navigator goes away, the link ends.
  public func handle(_ url: URL) {
    handle(url, openedBy: nil)
  }

  /// Queues `url` for `opener` (`nil`: not a flow) and opens it in a task of its own.
  func handle(_ url: URL, openedBy opener: FlowID?, cause: NavigationCause? = nil) {
    guard let work = try? queueLink(url, openedBy: opener) else { return }
    let reference = reference
    Task { @MainActor in try? await Self.openQueued(url, work: work, in: reference, cause: cause) }
  }

  /// Queues `url` for `opener` (`nil`: not a flow), reporting a failure; returns the work key
  /// to open it with (`openQueued(_:work:in:)`).
  func queueLink(_ url: URL, openedBy opener: FlowID?) throws(DeepLinkError) -> Int {
    try reportingFailure(url) { () throws(DeepLinkError) in try enqueueLink(url, openedBy: opener) }
  }

  /// Ends every pending link with `reason`: those that wait at once, one that is under way at its
  /// next wait.
  func dropPendingLinks(with reason: DeepLinkError.Reason) {
    links.dropAll(with: reason)
  }

  /// Runs `body`, reporting its error as a link that failed.
  private func reportingFailure<T>(_ url: URL, _ body: () throws(DeepLinkError) -> T) throws(DeepLinkError) -> T {
    do throws(DeepLinkError) {
      return try body()
    } catch {
      report(.deepLinkFailed(error))
      throw error
    }
  }

  /// Notes the link as pending work and puts it last in the link queue: its place in the order
  /// is taken now, before any task runs. Returns the work key.
  ///
  /// - Throws: when the queue is full, or when the link, opened by `opener`, would wait for a flow
  ///   only `opener`'s subtree can end: the lock holder, or the flow the first link's guard waits for.
  private func enqueueLink(_ url: URL, openedBy opener: FlowID?) throws(DeepLinkError) -> Int {
    guard links.count < links.maximumCount else {
      throw DeepLinkError(.tooManyPendingLinks(links.maximumCount), url: url.absoluteString)
    }
    if let opener, let blocker = flowBlockingLinks(openedBy: opener) {
      throw DeepLinkError(.waitsForItsOwnFlow(blocker), url: url.absoluteString)
    }
    let work = beginWork("link \(url.absoluteString)")
    links.append(work)
    return work
  }

  /// The flow that `opener` is, or descends from, and that the links wait for: the holder of
  /// the navigation lock, or the flow of the guard the first link waits for.
  private func flowBlockingLinks(openedBy opener: FlowID) -> FlowID? {
    // The tree as a transaction under way builds it: a flow that opens a link in its `start()`.
    let tree = workingTree
    if let holder = tree.lockHolder, tree.isSelfOrDescendant(opener, of: holder) { return holder }
    if let guardFlow = links.guardFlow, tree.isSelfOrDescendant(opener, of: guardFlow) { return guardFlow }
    return nil
  }

  /// Opens the link that ``enqueueLink(_:openedBy:)`` queued as `work` once its turn comes,
  /// reports a failure to the observers, then lets the next link go on.
  ///
  /// Static, and holding only `reference`, so that a waiting link never keeps its navigator:
  /// the navigator is taken for each step that needs it, never across a wait.
  /// `cause` is the cause of the walk's event: ``NavigationCause/deepLink(_:)`` unless given.
  static func openQueued(
    _ url: URL, work: Int, in reference: NavigatorReference, cause: NavigationCause? = nil
  ) async throws(DeepLinkError) {
    do throws(DeepLinkError) {
      try await openInTurn(url, work: work, in: reference, cause: cause ?? .deepLink(url))
      reference.navigator?.linkDidEnd(work, failure: nil)
    } catch {
      reference.navigator?.linkDidEnd(work, failure: error)
      throw error
    }
  }

  /// Takes the link `work` out of the queue, reports `failure`, and lets the next link go on.
  private func linkDidEnd(_ work: Int, failure: DeepLinkError?) {
    if links.first == work { links.guardFlow = nil }
    links.remove(work)
    if let failure { report(.deepLinkFailed(failure)) }
    resumeLinksIfTheyMayOpen()
    endWork(work)
  }

  private static func openInTurn(
    _ url: URL, work: Int, in reference: NavigatorReference, cause: NavigationCause
  ) async throws(DeepLinkError) {
    let released = DeepLinkError(.navigatorReleased, url: url.absoluteString)
    guard let (link, routeGuards) = try reference.navigator?.resolve(url) else { throw released }
    try await waitForTurn(work, of: url, in: reference)
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
        throw DeepLinkError(.guardNotSatisfied(unmet.name), url: url.absoluteString)
      }
      pending = [unmet]
    }
  }

  /// Walks the link `work` if it may still go: its navigator is there, it was not dropped, and
  /// its guards hold, checked right before the walk in the same turn of the main actor (a guard
  /// that an earlier redirect satisfied and something else undid stops the link here). The
  /// navigator is held for this turn only, never across a wait of the link.
  private static func walkInTurn(
    _ link: ResolvedLink, url: URL, work: Int, routeGuards: [RouteGuard], cause: NavigationCause,
    in reference: NavigatorReference
  ) throws(DeepLinkError) -> LinkGuard? {
    guard let navigator = reference.navigator else { throw DeepLinkError(.navigatorReleased, url: url.absoluteString) }
    // Dropped (the scene disconnected) after its wait ended, before its task ran again.
    if let reason = navigator.links.droppedReason(work) { throw DeepLinkError(reason, url: url.absoluteString) }
    for linkGuard in link.guards where !linkGuard.isSatisfied() {
      throw DeepLinkError(.guardNotSatisfied(linkGuard.name), url: url.absoluteString)
    }
    return try navigator.walkLink(link, routeGuards: routeGuards, cause: cause)
  }

  /// The link `url` resolves to, and the route guards to check it with.
  func resolve(_ url: URL) throws(DeepLinkError) -> (ResolvedLink, [RouteGuard]) {
    guard let deepLinks else { throw DeepLinkError(.noRouter, url: url.absoluteString) }
    return (try deepLinks.resolve(url), deepLinks.routeGuards)
  }

  /// Walks the link's routes as one transaction and checks the route guards against every
  /// screen the transaction adds to the state, whoever added it: the walk, or a coordinator's
  /// `start()` on the way (in a nested child, a modal layer, another tab). Commits when each
  /// of those guards holds; otherwise rolls back and returns the first that fails.
  func walkLink(
    _ link: ResolvedLink, routeGuards: [RouteGuard], cause: NavigationCause
  ) throws(DeepLinkError) -> LinkGuard? {
    let url = link.url
    var unmet: LinkGuard?
    var keeper: FlowID?
    do {
      try transactionally(cause: cause) { () throws(NavigationError) in
        try navigate(to: link.routes, cause: cause)
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
    _ linkGuard: LinkGuard, for url: URL, work: Int, in reference: NavigatorReference
  ) async throws(DeepLinkError) {
    let end = await withCheckedContinuation { (continuation: CheckedContinuation<LinkWaitEnd, Never>) in
      let wait = LinkWait(continuation)
      guard let navigator = reference.navigator else { return wait.end(.ended(.navigatorReleased)) }
      navigator.startGuardFlow(linkGuard, for: work, wait: wait)
    }
    // The navigator going away ends the flow too: say why.
    guard let navigator = reference.navigator else { throw DeepLinkError(.navigatorReleased, url: url.absoluteString) }
    // Said by the flow's delivery already, unless the flow was let go without one.
    navigator.guardWaitDidEnd(work)
    switch end {
    case .ended(let reason): throw DeepLinkError(reason, url: url.absoluteString)
    case .flowEnded(finished: false) where !linkGuard.isSatisfied():
      throw DeepLinkError(.guardCancelled(linkGuard.name), url: url.absoluteString)
    case .cancelled: throw DeepLinkError(.cancelled, url: url.absoluteString)
    case .go, .flowEnded: return
    }
  }

  /// Starts the guard's redirect flow under the root flow for the link `work`, which waits with
  /// `wait` until it ends; ends `wait` at once when there is no flow to start.
  private func startGuardFlow(_ linkGuard: LinkGuard, for work: Int, wait: LinkWait) {
    if let reason = links.droppedReason(work) { return wait.end(.ended(reason)) }
    guard let redirect = linkGuard.redirect, tree[.root] != nil else {
      return wait.end(.ended(.guardNotSatisfied(linkGuard.name)))
    }
    let child = redirect()
    guard case .start(let coordinator, let placement, let delivery) = child.kind else {
      return wait.end(.flowEnded(finished: false))
    }
    // The flow's delivery holds the wait: a flow that is let go without ending (a failed
    // transaction) ends it as cancelled, and so does the navigator going away (with its reason).
    let signal = ReleaseSignal { wait.end(.flowEnded(finished: false)) }
    let reference = reference
    let own = ResultDelivery(
      { outcome in
        reference.navigator?.guardWaitDidEnd(work)
        if case .finished = outcome {
          wait.end(.flowEnded(finished: true))
        } else {
          wait.end(.flowEnded(finished: false))
        }
      },
      onRelease: signal
    )
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
    guard let started else { return own(.cancelled) }
    // Kept by the queue too, so that a dropped link (the scene disconnected) ends at once.
    links.park(work, wait)
    links.guardFlow = started
    waitForUser(work, on: "guard \"\(linkGuard.name)\" (its flow \(type(of: coordinator)) to finish)")
  }

  /// The guard's flow that the link `work` waited for has ended: the link goes on (it is under
  /// way again, for ``isIdle``), and no flow holds the links up any more.
  private func guardWaitDidEnd(_ work: Int) {
    resumeWork(work)
    links.forget(work)
    links.guardFlow = nil
  }

  /// Returns once the link `work` is the first of the queue and links may open
  /// (``linksMayOpen``); throws when its task is cancelled, the navigator goes away or the link
  /// is dropped.
  static func waitForTurn(_ work: Int, of url: URL, in reference: NavigatorReference)
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
      guard !Task.isCancelled else { throw DeepLinkError(.cancelled, url: url.absoluteString) }
    case .cancelled: throw DeepLinkError(.cancelled, url: url.absoluteString)
    case .ended(let reason): throw DeepLinkError(reason, url: url.absoluteString)
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
      } else if let holder = tree.lockHolder {
        "the navigation lock of flow \(holder) to end"
      } else { "the links opened before it" }
    waitForUser(work, on: reason)
  }
}

import CoordinatorsCore
import Foundation

extension Navigator {
  /// The place this navigator shows, as an activity for Handoff and Spotlight, when
  /// ``activities`` publish it (a rule decides from the whole place, ``ActivityPlace``); `nil`
  /// otherwise (and always without rules).
  ///
  /// The activity carries the rule's link when a pattern of ``deepLinks`` matches it; otherwise
  /// the navigation as a restoration payload, only when the rule allows it, the rules have a
  /// registry, and every route the payload would carry may travel (its own rule allows a payload,
  /// or ``ActivityRules/allowInPayload(_:where:)`` lets it): a route that may not stays in the
  /// scene, and so does the whole place. Otherwise nothing is published. Read it where the host writes the activity
  /// (SwiftUI's `userActivity(_:element:_:)` handler, a UIKit activity's
  /// `updateUserActivityState(_:)`); it changes with the state. A payload is encoded once per
  /// state: reading it again before the next change costs no encoding.
  public var currentActivity: NavigationActivity? {
    guard let published = publishedPlace else { return nil }
    guard published.needsPayload else { return published.activity }
    guard let data = payload() else { return nil }
    var activity = published.activity
    activity.payload = data
    return activity
  }

  /// What ``currentActivity`` publishes now, its payload left out (none is encoded), and whether
  /// it carries one: what a host decides with at each change, before the platform asks for the
  /// content. Reads ``state``, so a SwiftUI view that reads it follows the navigation.
  package var publishedPlace: (activity: NavigationActivity, needsPayload: Bool)? {
    guard let activities else { return nil }
    return placeToPublish(with: activities)
  }

  /// What the rules publish for the place shown now: the first rule's content for
  /// ``activityPlace``, its link kept when a pattern of ``deepLinks`` matches it, otherwise a
  /// payload when the content allows one, the rules have a registry, and every route the
  /// payload would carry may travel (``ActivityRules/allowsInPayload(_:)``).
  private func placeToPublish(with activities: ActivityRules) -> (activity: NavigationActivity, needsPayload: Bool)? {
    guard let content = activities.content(for: activityPlace) else { return nil }
    var link = content.link
    if let url = link, (try? links.resolve(url)) == nil { link = nil }
    if link == nil {
      guard content.allowsPayload, activities.registry != nil, everyRouteMayTravel(with: activities) else { return nil }
    }
    let activity = NavigationActivity(
      activityType: activities.activityType, title: content.title, link: link,
      isEligibleForHandoff: content.isEligibleForHandoff, isEligibleForSearch: content.isEligibleForSearch,
      keywords: content.keywords, entity: content.entity)
    return (activity, link == nil)
  }

  /// Whether every route a payload of the navigation carries may travel: each screen's, in every
  /// stack, tab and modal layer, and the route that opened each running flow.
  private func everyRouteMayTravel(with activities: ActivityRules) -> Bool {
    for screen in state.allScreens where !activities.allowsInPayload(screen.route) { return false }
    for node in flows.tree.nodes.values where node.isRunning {
      if let route = node.openingRoute, !activities.allowsInPayload(route) { return false }
    }
    return true
  }

  /// The place shown now, as the rules read it: the routes of the visible path, each flow's
  /// opening route before its first screen there.
  package var activityPlace: ActivityPlace {
    var routes: [AnyRoute] = []
    var seen: Set<FlowID> = [.root]
    for screen in state.visiblePath {
      var opening: [AnyRoute] = []
      var flow: FlowID? = screen.owner
      while let id = flow, seen.insert(id).inserted, let node = flows.tree[id] {
        if let route = node.openingRoute { opening.append(route) }
        flow = node.parent
      }
      routes.append(contentsOf: opening.reversed())
      routes.append(screen.route)
    }
    let top = routes.removeLast()
    return ActivityPlace(below: routes, top: top)
  }

  /// The navigation as the activity's payload, encoded at most once per state.
  private func payload() -> Data? {
    guard let registry = activities?.registry else { return nil }
    if let kept = activityPayload.data(for: current) { return kept }
    let data = storedData(registry: registry, version: 1)
    activityPayload.keep(data, for: current)
    return data
  }

  /// Continues `activity` here (Handoff, a Spotlight result, a widget), as a link is opened: in
  /// turn, after the links opened before it, and through what a link passes.
  ///
  /// - Its link is opened as ``open(_:)`` opens one: in turn, through its guards, waiting for a
  ///   host and for the navigation lock, asking a flow that keeps its screens.
  /// - Its payload is read and checked whole at once (it reads, every route decodes, every route
  ///   guard of ``deepLinks`` that protects one of its screens holds, it is no larger than
  ///   ``ActivityRules/maximumPayloadSize``). Then it takes its turn in the same queue as the
  ///   links: it waits for a host, for the navigation lock to end and for the links opened
  ///   before it; a flow that keeps its screens is asked (its `onAttempt` runs) and the payload
  ///   goes on once the flow lets them go. It is restored whole, as one change, or not at all:
  ///   a navigation that would restore only in part (``RestorationReport``) changes nothing.
  /// - When the navigator has a ``WindowDirectory`` and the place is open in another window (by
  ///   the directory's ``WindowRule``), it is continued there, and that window comes forward.
  ///
  /// Either way the change has the cause ``NavigationCause/window(_:)`` with
  /// ``WindowChange/continued(activityType:)``.
  ///
  /// - Throws: ``WindowError``, and nothing changed: no ``activities``, another activity type,
  ///   neither link nor payload, a payload too large, corrupt, with a route the registry does not
  ///   know, one that would not restore whole (``WindowError/Reason/incompleteRestoration``),
  ///   a guard that fails, a flow that keeps its screens, a wait that ended
  ///   (``WindowError/Reason/waitEnded``), or the link's ``DeepLinkError``.
  public func continueActivity(_ activity: NavigationActivity) async throws(WindowError) {
    try await continueActivity(activity, source: .handoff)
  }

  /// Continues `activity` as ``continueActivity(_:)`` does, its link as an entry from `source`:
  /// the source the link's queue, its age limit (``maximumEntryAge``) and its errors
  /// (``DeepLinkError/source``) name.
  ///
  /// An activity the app published reaches a scene from Handoff or from a Spotlight result
  /// alike, with nothing that tells the two apart: ``continueActivity(_:)`` takes it for
  /// ``NavigationEntry/Source/handoff``; a scene that knows better says so.
  ///
  /// - Parameters:
  ///   - activity: the activity to continue.
  ///   - source: where it came from.
  ///   - arrival: when it arrived; now unless given.
  public func continueActivity(
    _ activity: NavigationActivity, source: NavigationEntry.Source, arrival: Date = Date()
  ) async throws(WindowError) {
    guard let activities else { throw WindowError(.noActivityRules) }
    guard activity.activityType == activities.activityType else {
      throw WindowError(.unknownActivityType(activity.activityType))
    }
    let cause = NavigationCause.window(.continued(activityType: activity.activityType))
    if let url = activity.link {
      let link = try checkLink(url)
      if let window = otherWindow(showing: link.routes.map { AnyRoute($0) }) {
        return try await continueActivity(activity, in: window, source: source, arrival: arrival)
      }
      do {
        let entry = NavigationEntry(url, source: source, arrival: arrival)
        let work = try links.queueEntry(entry, openedBy: nil)
        try await LinkQueue.openQueued(entry, work: work, in: reference, cause: cause)
      } catch {
        throw WindowError(.link(error))
      }
      return
    }
    guard let payload = activity.payload else { throw WindowError(.emptyActivity) }
    guard let registry = activities.registry else {
      throw WindowError(.corruptPayload("the activity rules have no route registry to read a payload with"))
    }
    guard payload.count <= activities.maximumPayloadSize else {
      throw WindowError(.payloadTooLarge(bytes: payload.count, limit: activities.maximumPayloadSize))
    }
    let plan = try checkedPlan(payload, registry: registry)
    if let window = otherWindow(showing: plan.placeRoutes) {
      return try await continueActivity(activity, in: window, source: source, arrival: arrival)
    }
    let work = try queuePayload(of: activity.activityType)
    try await Self.restoreQueued(plan, work: work, in: reference, cause: cause)
  }

  /// Continues `activity` in `window`, another window that shows its place, and brings that
  /// window forward.
  private func continueActivity(
    _ activity: NavigationActivity, in window: Navigator, source: NavigationEntry.Source, arrival: Date
  ) async throws(WindowError) {
    try await window.continueActivity(activity, source: source, arrival: arrival)
    windows?.system?.bringForward(window)
  }

  /// The window other than this one that shows the place of `routes`, by the key the directory's
  /// rule gives it; `nil` without a directory, without a key, or when no other window shows it.
  func otherWindow(showing routes: [AnyRoute]) -> Navigator? {
    guard let windows, let key = windows.rule.key(for: routes),
      let window = windows.window(showingKey: key, preferring: self), window !== self
    else { return nil }
    return window
  }

  /// Continues `activity` as ``continueActivity(_:)`` does, for a host that has no caller to
  /// hand an error to (a scene's `scene(_:continue:)`, SwiftUI's `onContinueUserActivity`): a
  /// failure is reported to the observers as a ``NavigationProblem/hostFallback(_:)``.
  package func continueActivityReportingFailure(_ activity: NavigationActivity) async {
    do {
      try await continueActivity(activity)
    } catch {
      report(.hostFallback("the activity was not continued: \(error)"))
    }
  }

  /// The restoration of `payload`, when it reads whole, holds a screen, and passes the route
  /// guards.
  private func checkedPlan(_ payload: Data, registry: RouteRegistry) throws(WindowError) -> RestorationPlan {
    let plan = RestorationPlan(data: payload, registry: registry)
    if let error = plan.errors.first {
      switch error.detail {
      case .unknownRouteKey, .routeNotDecodable: throw WindowError(.undecodableRoute(error))
      default: throw WindowError(.corruptPayload(error.description))
      }
    }
    guard plan.screenCount > 0 else { throw WindowError(.corruptPayload("the payload holds no screen")) }
    let routeGuards = deepLinks?.routeGuards ?? []
    for route in plan.placeRoutes {
      for routeGuard in routeGuards where routeGuard.routes.matches(route) && !routeGuard.linkGuard.isSatisfied() {
        throw WindowError(.guardNotSatisfied(routeGuard.linkGuard.name))
      }
    }
    return plan
  }

  // MARK: The payload's turn

  /// What a payload's wait is told by, where the link queue names a link: a pending payload is
  /// listed in ``pendingWork`` by its own subject.
  private static let payloadSubject = "activity:payload"

  /// Puts a payload of `activityType` last in the queue of links, as a link is queued: its place
  /// in the order is taken now. Returns its work key.
  private func queuePayload(of activityType: String) throws(WindowError) -> Int {
    guard links.count < links.maximumCount else {
      throw WindowError(.waitEnded(.tooManyPendingLinks(links.maximumCount)))
    }
    let work = beginWork("activity payload \(activityType)")
    links.append(work)
    return work
  }

  /// Restores `plan` once the turn of `work` comes, then lets the next link go on. Holds only
  /// `reference` across its waits, as a link does.
  private static func restoreQueued(
    _ plan: RestorationPlan, work: Int, in reference: NavigatorReference, cause: NavigationCause
  ) async throws(WindowError) {
    do throws(WindowError) {
      try await restoreInTurn(plan, work: work, in: reference, cause: cause)
      reference.navigator?.payloadDidEnd(work)
    } catch {
      reference.navigator?.payloadDidEnd(work)
      throw error
    }
  }

  /// Waits for the turn of `work`, then restores `plan` whole; asks a flow that keeps its
  /// screens (once), as a link asks it, and tries again when it let them go.
  private static func restoreInTurn(
    _ plan: RestorationPlan, work: Int, in reference: NavigatorReference, cause: NavigationCause
  ) async throws(WindowError) {
    do throws(DeepLinkError) {
      try await LinkQueue.waitForTurn(work, of: payloadSubject, in: reference)
    } catch {
      throw WindowError(.waitEnded(error.detail))
    }
    var asked: Set<FlowID> = []
    while true {
      guard let navigator = reference.navigator else { throw WindowError(.waitEnded(.navigatorReleased)) }
      // Dropped (the scene disconnected) after its wait ended, before its task ran again.
      if let reason = navigator.links.droppedReason(work) { throw WindowError(.waitEnded(reason)) }
      let keeper: FlowID
      do throws(WindowError) {
        return try navigator.restoreWhole(plan, cause: cause)
      } catch {
        guard case .flowKeepsItsScreens(let flow) = error.detail else { throw error }
        keeper = flow
      }
      do throws(DeepLinkError) {
        try await LinkQueue.askToLetGo(keeper, for: payloadSubject, work: work, asked: &asked, in: reference)
      } catch {
        if case .flowKeepsItsScreens(let flow) = error.detail { throw WindowError(.flowKeepsItsScreens(flow)) }
        throw WindowError(.waitEnded(error.detail))
      }
    }
  }

  /// Takes the payload `work` out of the queue of links and lets the next link go on.
  private func payloadDidEnd(_ work: Int) {
    if links.guardRun?.waiter == work { links.guardRun = nil }
    links.remove(work)
    resumeLinksIfTheyMayOpen()
    endWork(work)
  }

  /// Restores `plan` as one change with `cause`, whole or not at all: the change is kept only
  /// when every screen of the plan is restored, every route guard of ``deepLinks`` holds for
  /// every screen it shows, and no flow that keeps its screens would lose them.
  ///
  /// - Throws: ``WindowError/Reason/incompleteRestoration``,
  ///   ``WindowError/Reason/guardNotSatisfied`` or ``WindowError/Reason/flowKeepsItsScreens``;
  ///   nothing changed.
  func restoreWhole(_ plan: RestorationPlan, cause: NavigationCause) throws(WindowError) {
    let routeGuards = deepLinks?.routeGuards ?? []
    let limit = plan.screenCount
    var refusal: WindowError?
    func incomplete(_ errors: [RestorationError], restored: Int) -> WindowError {
      WindowError(
        .incompleteRestoration(
          RestorationReport(errors: errors, restoredScreenCount: restored, savedScreenCount: plan.savedScreenCount)))
    }
    do {
      try flows.transactionally(cause: cause) { () throws(NavigationError) in
        var removed = RemovedTabs()
        let failure =
          flows.tree.isEmpty
          ? Restorer(navigator: self).replayWithoutFlows(plan, limit: limit, selectsTab: plan.selectsTab)
          : flows.replay(plan, limit: limit, selectsTab: plan.selectsTab, removed: &removed)
        if let failure {
          refusal = incomplete([failure.error], restored: failure.restored)
        } else if !removed.errors.isEmpty {
          refusal = incomplete(removed.errors, restored: limit - removed.screenCount)
        } else {
          refusal = refusalOfDraft(guardedBy: routeGuards)
        }
        // An error rolls the draft back; `refusal` says why.
        if refusal != nil { throw NavigationError(.noScreens, context: "continue an activity's payload") }
      }
    } catch {
      throw refusal ?? WindowError(.navigation(error))
    }
  }
}

extension RestorationPlan {
  /// The routes of the plan's place: the route that opened each flow it restores, then each
  /// screen's, stack by stack; what the directory's rule and the route guards read.
  var placeRoutes: [AnyRoute] {
    openingRoutes.sorted { $0.key < $1.key }.map(\.value) + routes.joined()
  }
}

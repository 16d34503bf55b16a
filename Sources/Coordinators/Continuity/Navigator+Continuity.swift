import CoordinatorsCore
import Foundation

extension Navigator {
  /// The place this navigator shows, as an activity for Handoff and Spotlight, when
  /// ``activities`` publish its top screen's route; `nil` otherwise (and always without rules).
  ///
  /// The activity carries the rule's link when a pattern of ``deepLinks`` matches it; otherwise
  /// the navigation as a restoration payload, only when the rule allows it and the rules have a
  /// registry; otherwise nothing is published. Read it where the host writes the activity
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
    guard let activities, let content = activities.content(for: state.topScreen.route) else { return nil }
    var link = content.link
    if let url = link, (try? resolve(url)) == nil { link = nil }
    if link == nil, !content.allowsPayload || activities.registry == nil { return nil }
    let activity = NavigationActivity(
      activityType: activities.activityType, title: content.title, link: link,
      isEligibleForHandoff: content.isEligibleForHandoff, isEligibleForSearch: content.isEligibleForSearch,
      keywords: content.keywords)
    return (activity, link == nil)
  }

  /// The navigation as the activity's payload, encoded at most once per state.
  private func payload() -> Data? {
    guard let registry = activities?.registry else { return nil }
    if let kept = activityPayload.data(for: current) { return kept }
    let data = storedData(registry: registry, version: 1)
    activityPayload.keep(data, for: current)
    return data
  }

  /// Continues `activity` here (Handoff, a Spotlight result, a widget): its link is opened as
  /// ``open(_:)`` opens one, in turn and through its guards, with a
  /// ``NavigationCause/window(_:)`` event (``WindowChange/continued(activityType:)``); its
  /// payload is checked whole (every route decodes, every route guard of ``deepLinks`` that
  /// protects one of its screens holds) and then restored, as
  /// ``restore(from:registry:migrations:)-(Data,_,_)`` restores.
  ///
  /// - Throws: ``WindowError``, and nothing changed: no ``activities``, another activity type,
  ///   neither link nor payload, a corrupt payload or one with a route the registry does not
  ///   know, a guard that fails, or the link's ``DeepLinkError``.
  public func continueActivity(_ activity: NavigationActivity) async throws(WindowError) {
    guard let activities else { throw WindowError(.noActivityRules) }
    guard activity.activityType == activities.activityType else {
      throw WindowError(.unknownActivityType(activity.activityType))
    }
    if let url = activity.link {
      try checkLink(url)
      do {
        let work = try queueLink(url, openedBy: nil)
        try await Self.openQueued(
          url, work: work, in: reference, cause: .window(.continued(activityType: activity.activityType)))
      } catch {
        throw WindowError(.link(error))
      }
      return
    }
    guard let payload = activity.payload else { throw WindowError(.emptyActivity) }
    guard let registry = activities.registry else {
      throw WindowError(.corruptPayload("the activity rules have no route registry to read a payload with"))
    }
    let plan = try checkedPlan(payload, registry: registry)
    restore(plan)
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

  /// The restoration of `payload`, when it reads whole and passes the route guards.
  private func checkedPlan(_ payload: Data, registry: RouteRegistry) throws(WindowError) -> RestorationPlan {
    let plan = RestorationPlan(data: payload, registry: registry)
    if let error = plan.errors.first {
      switch error.reason {
      case .unknownRouteKey, .routeNotDecodable: throw WindowError(.undecodableRoute(error))
      default: throw WindowError(.corruptPayload(error.description))
      }
    }
    let routeGuards = deepLinks?.routeGuards ?? []
    for screen in plan.snapshot.stacks.flatMap(\.screens) {
      let route: AnyRoute
      do {
        route = try screen.route.route(registry: registry)
      } catch {
        throw WindowError(.undecodableRoute(error))
      }
      for routeGuard in routeGuards where routeGuard.routes.matches(route) && !routeGuard.linkGuard.isSatisfied() {
        throw WindowError(.guardNotSatisfied(routeGuard.linkGuard.name))
      }
    }
    return plan
  }
}

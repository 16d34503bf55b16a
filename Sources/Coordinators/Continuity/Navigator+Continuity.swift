import CoordinatorsCore
import Foundation

extension Navigator {
  /// The place this navigator shows, as an activity for Handoff and Spotlight, when
  /// ``activities`` publish its top screen's route; `nil` otherwise (and always without rules).
  ///
  /// The activity carries the rule's link when a pattern of ``deepLinks`` matches it; otherwise
  /// the navigation as a restoration payload, only when the rule allows it and the rules have a
  /// registry; otherwise nothing is published. Read it where the host publishes (SwiftUI's
  /// `userActivity(_:isActive:_:)`, a UIKit scene's `userActivity`); it changes with the state.
  public var currentActivity: NavigationActivity? {
    guard let activities, let content = activities.content(for: state.topScreen.route) else { return nil }
    var link = content.link
    if let url = link, (try? resolve(url)) == nil { link = nil }
    var payload: Data?
    if link == nil {
      guard content.allowsPayload, let registry = activities.registry,
        let data = storedData(registry: registry, version: 1)
      else { return nil }
      payload = data
    }
    return NavigationActivity(
      activityType: activities.activityType, title: content.title, link: link, payload: payload,
      isEligibleForHandoff: content.isEligibleForHandoff, isEligibleForSearch: content.isEligibleForSearch,
      keywords: content.keywords)
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

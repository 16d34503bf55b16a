import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// What a place publishes: only what every route of it allows, decided from the whole place,
/// and readable by the app and its tests.
@MainActor
@Suite("Continuity: a place publishes only what every route in it allows", .hangLimit)
struct PublishedPlaceTests {
  let session = DeskSession()

  /// Rules under which the secret's own rule publishes a title and no payload, and every other
  /// route of the desk allows one.
  static var rulesWithASecret: ActivityRules {
    var rules = ActivityRules(activityType: DeskApp.activityType, registry: DeskApp.routes)
    rules.publish(DeskRoute.self) { route in
      if case .secret = route { return ActivityContent(title: "Secret") }
      return ActivityContent(title: "Desk", allowsPayload: true)
    }
    return rules
  }

  func payloadText(_ navigator: Navigator) -> String {
    navigator.currentActivity?.payload.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  @Test("a payload never carries a route whose own rule allows no payload, wherever it sits")
  func aPayloadCarriesNoForbiddenRoute() throws {
    let navigator = DeskApp.makeNavigator(session, rules: Self.rulesWithASecret)
    try navigator.navigate(to: [DeskRoute.secret(4242), DeskRoute.editor])
    #expect(!payloadText(navigator).contains("secret"))
    #expect(!payloadText(navigator).contains("4242"))
    #expect(navigator.currentActivity == nil)  // no link leads there, and no payload may
    try navigator.navigate(to: [DeskRoute.doc(1), DeskRoute.editor])
    #expect(navigator.currentActivity?.payload != nil)
  }

  @Test("a payload never carries a route that no rule lets travel")
  func aPayloadCarriesNoRouteWithoutARule() throws {
    var rules = ActivityRules(activityType: DeskApp.activityType, registry: DeskApp.routes)
    rules.publish { _ in ActivityContent(title: "anything", allowsPayload: true) }
    rules.allowInPayload(DeskRoute.self)
    let navigator = DeskApp.makeNavigator(session, rules: rules)
    try navigator.navigate(to: [DeskRoute.doc(1)])
    let activity = try #require(navigator.currentActivity)
    #expect(
      activity.payloadRoutes(registry: DeskApp.routes) == [AnyRoute(DeskRoute.home), AnyRoute(DeskRoute.doc(1))])
    // The draft's text has no rule: the draft stays here.
    try navigator.navigate(to: [DeskRoute.draft])
    #expect(navigator.currentActivity == nil)
    // A route of another tab or a lower layer counts as much as one on top.
    rules.allowInPayload(DraftRoute.self)
    navigator.activities = rules
    #expect(
      navigator.currentActivity?.payloadRoutes(registry: DeskApp.routes) == [
        AnyRoute(DeskRoute.draft), AnyRoute(DeskRoute.home), AnyRoute(DraftRoute.text),
      ])
  }

  @Test("a rule decides from the whole place: the routes below the top, and those that opened its flows")
  func aRuleDecidesFromTheWholePlace() throws {
    var rules = ActivityRules(activityType: DeskApp.activityType, registry: DeskApp.routes)
    rules.publish { place in
      guard case .draft? = place.last(DeskRoute.self) else { return nil }
      return ActivityContent(title: "Draft under \(place.routes.count - 1) routes", link: URL(string: "desk://docs/9"))
    }
    let navigator = DeskApp.makeNavigator(session, rules: rules)
    #expect(navigator.currentActivity == nil)
    try navigator.navigate(to: [DeskRoute.draft])
    let activity = try #require(navigator.currentActivity)
    #expect(activity.title == "Draft under 2 routes")
    #expect(activity.link == URL(string: "desk://docs/9"))
    #expect(
      rules.content(
        for: ActivityPlace(
          below: [AnyRoute(DeskRoute.home), AnyRoute(DeskRoute.draft)], top: AnyRoute(DraftRoute.text)))
        == ActivityContent(title: "Draft under 2 routes", link: URL(string: "desk://docs/9")))
  }

  @Test("what a place publishes is public: its type, title, link, payload and eligibility")
  func whatAPlacePublishesIsReadable() throws {
    let navigator = DeskApp.makeNavigator(session)
    try navigator.navigate(to: [DeskRoute.doc(2)])
    let activity = try #require(navigator.currentActivity)
    #expect(activity.activityType == DeskApp.activityType)
    #expect(activity.title == "Desk")
    #expect(activity.link == nil)
    #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch && activity.keywords.isEmpty)
    #expect(activity.payloadRoutes(registry: DeskApp.routes) == [AnyRoute(DeskRoute.home), AnyRoute(DeskRoute.doc(2))])
    #expect(
      NavigationActivity(activityType: "x", payload: Data("no".utf8)).payloadRoutes(registry: DeskApp.routes) == nil)
  }
}

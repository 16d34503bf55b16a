@_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Continuity: a scene publishes its place when the app opts in, and continues one through the guards", .hangLimit)
struct ContinuityTests {
  let access = ShelfAccess()
  static let type = "com.example.library.browse"

  /// Rules that publish documents by link, pages by payload (when `pagesAllowPayload`), and
  /// settings without saying how.
  static func rules(pagesAllowPayload: Bool = true) -> ActivityRules {
    var rules = ActivityRules(activityType: type, registry: ShelfApp.routes)
    rules.publish(ShelfRoute.self) { route in
      switch route {
      case .document(let id):
        ActivityContent(title: "Document \(id)", linkPattern: "library://documents/{id:int}", values: ["id": .int(id)])
      case .settings: ActivityContent(title: "Settings", link: URL(string: "library://settings"))
      case .shelf: nil
      }
    }
    rules.publish(ShelfPageRoute.self) { route in
      if route == .page(99) { return ActivityContent(title: "lost", link: URL(string: "library://unknown")) }
      return ActivityContent(
        title: "\(route)", allowsPayload: pagesAllowPayload, isEligibleForSearch: true, keywords: ["page"])
    }
    // The shelf and the documents travel in a payload; the settings never do.
    rules.allowInPayload(ShelfRoute.self) { $0 != .settings }
    return rules
  }

  func navigator(rules: ActivityRules? = rules()) -> Navigator {
    let navigator = ShelfApp.makeNavigator(access)
    navigator.attach(TestHost())
    navigator.activities = rules
    return navigator
  }

  @Test("nothing is published without rules, nor for a route no rule opts in")
  func offByDefault() throws {
    let plain = navigator(rules: nil)
    #expect(plain.currentActivity == nil)
    let ruled = navigator()
    #expect(ruled.currentActivity == nil)  // the shelf
  }

  @Test("a place a link leads to is published as that link; a link no pattern matches is not published")
  func publishesLink() throws {
    let navigator = navigator()
    try navigator.navigate(to: [ShelfRoute.settings])
    let activity = try #require(navigator.currentActivity)
    #expect(activity.activityType == Self.type)
    #expect(activity.link == URL(string: "library://settings"))
    #expect(activity.payload == nil)
    #expect(activity.title == "Settings")
    try navigator.navigate(to: [ShelfRoute.document(3), ShelfPageRoute.page(99)])
    #expect(navigator.currentActivity == nil)  // its link matches no pattern, and no payload is allowed
  }

  @Test("a link is built back from a pattern and the route's values")
  func buildsLinkFromPattern() {
    let content = Self.rules().content(for: AnyRoute(ShelfRoute.document(4)))
    #expect(content?.link == URL(string: "library://documents/4"))
    #expect(content?.title == "Document 4")
    let broken = ActivityContent(linkPattern: "library://documents/{id:int}", values: ["id": .string("x")])
    #expect(broken.link == nil)
  }

  @Test("a place without a link is published as a payload only when the rule allows it")
  func publishesPayloadOnlyWhenAllowed() throws {
    let allowed = navigator()
    try allowed.navigate(to: [ShelfRoute.document(2), ShelfPageRoute.page(5)])
    let activity = try #require(allowed.currentActivity)
    #expect(activity.link == nil)
    #expect(activity.payload != nil)
    #expect(activity.title == "page(5)")
    #expect(activity.isEligibleForSearch && activity.keywords == ["page"])
    let privateNotes = navigator(rules: Self.rules(pagesAllowPayload: false))
    try privateNotes.navigate(to: [ShelfRoute.document(2), ShelfPageRoute.page(5)])
    #expect(privateNotes.currentActivity == nil)
  }

  @Test("a payload continued in another scene restores the same place")
  func continuesPayload() async throws {
    let source = navigator()
    try source.navigate(to: [ShelfRoute.document(2), ShelfPageRoute.page(5)])
    let activity = try #require(source.currentActivity)
    let target = navigator()
    try await target.continueActivity(activity)
    #expect(target.state.allScreens.map(\.route) == source.state.allScreens.map(\.route))
  }

  @Test("a link continued walks through the link's guards, with an event that says so")
  func continuesLink() async throws {
    let target = navigator()
    let problems = ProblemRecorder(target, recordsIssues: false)
    var causes: [NavigationCause] = []
    target.observe(NavigationEvent.self) { causes.append($0.cause) }
    let document = NavigationActivity(activityType: Self.type, link: URL(string: "library://documents/9"))
    try await target.continueActivity(document)
    #expect(target.state.allScreens.map(\.route).contains(AnyRoute(ShelfRoute.document(9))) == false)
    #expect(target.coordinators(ofType: ShelfDocumentCoordinator.self).map(\.id) == [9])
    #expect(causes == [.window(.continued(activityType: Self.type))])
    let before = target.state
    await #expect(throws: WindowError.self) {
      try await target.continueActivity(
        NavigationActivity(activityType: Self.type, link: URL(string: "library://settings")))
    }
    #expect(target.state == before)
    #expect(problems.deepLinkErrors.map(\.detail) == [.guardNotSatisfied("admin")])
  }

  @Test(
    "a continued link queues as an entry from Handoff, or from the source the scene names: its age limit and its error name it"
  )
  func continuedLinkKeepsItsSource() async throws {
    let target = navigator()
    let problems = ProblemRecorder(target, recordsIssues: false)
    let later = Date().addingTimeInterval(3_600)
    target.entryClock = { later }
    target.maximumEntryAge[.handoff] = .seconds(60)
    target.maximumEntryAge[.spotlight] = .seconds(60)
    let document = NavigationActivity(activityType: Self.type, link: URL(string: "library://documents/9"))
    await #expect(throws: WindowError.self) { try await target.continueActivity(document) }
    await #expect(throws: WindowError.self) { try await target.continueActivity(document, source: .spotlight) }
    #expect(problems.deepLinkErrors.map(\.source) == [.handoff, .spotlight])
    for error in problems.deepLinkErrors {
      guard case .expired = error.reason else {
        Issue.record("\(error) did not expire")
        continue
      }
    }
    #expect(target.coordinators(ofType: ShelfDocumentCoordinator.self).isEmpty)
    // Without a limit for its source, it lands; the cause is a continuation's, whatever the source.
    target.maximumEntryAge = [:]
    var causes: [NavigationCause] = []
    target.observe(NavigationEvent.self) { causes.append($0.cause) }
    try await target.continueActivity(document, source: .spotlight)
    #expect(causes == [.window(.continued(activityType: Self.type))])
  }

  @Test("bad activities are refused with a typed error, and nothing changes")
  func refusesBadActivities() async throws {
    let target = navigator()
    let problems = ProblemRecorder(target, recordsIssues: false)
    let before = target.state
    let source = navigator()
    try source.navigate(to: [ShelfRoute.document(2), ShelfPageRoute.page(5)])
    let good = try #require(source.currentActivity?.payload)
    var unknownKey = String(decoding: good, as: UTF8.self)
    unknownKey = unknownKey.replacingOccurrences(of: "\"page\"", with: "\"gone\"")
    let cases: [(NavigationActivity, (WindowError.Detail) -> Bool)] = [
      (NavigationActivity(activityType: "other", payload: good), { $0 == .unknownActivityType("other") }),
      (NavigationActivity(activityType: Self.type), { $0 == .emptyActivity }),
      (
        NavigationActivity(activityType: Self.type, payload: Data("not json".utf8)),
        { if case .corruptPayload = $0 { true } else { false } }
      ),
      (
        NavigationActivity(activityType: Self.type, payload: Data(unknownKey.utf8)),
        { if case .undecodableRoute = $0 { true } else { false } }
      ),
      (
        NavigationActivity(activityType: Self.type, link: URL(string: "library://nowhere")),
        { if case .link = $0 { true } else { false } }
      ),
    ]
    for (activity, expected) in cases {
      await #expect {
        try await target.continueActivity(activity)
      } throws: { error in
        guard let error = error as? WindowError else { return false }
        return expected(error.detail)
      }
      #expect(target.state == before)
    }
    await #expect(throws: WindowError(.noActivityRules)) {
      try await navigator(rules: nil).continueActivity(NavigationActivity(activityType: Self.type, payload: good))
    }
    // Refused before it was queued: the caller has the error, the observers hear nothing.
    #expect(problems.deepLinkErrors.isEmpty)
  }

  @Test("a payload with a guarded screen passes the route guard first")
  func payloadPassesGuards() async throws {
    var rules = ActivityRules(activityType: Self.type, registry: ShelfApp.routes)
    rules.publish(ShelfRoute.self) { _ in ActivityContent(allowsPayload: true) }
    access.isAdmin = true
    let source = navigator(rules: rules)
    try source.navigate(to: [ShelfRoute.settings])
    let activity = try #require(source.currentActivity)
    access.isAdmin = false
    let target = navigator(rules: rules)
    let before = target.state
    await #expect(throws: WindowError(.guardNotSatisfied("admin"))) {
      try await target.continueActivity(activity)
    }
    #expect(target.state == before)
    access.isAdmin = true
    try await target.continueActivity(activity)
    #expect(target.state.topScreen.route == AnyRoute(ShelfRoute.settings))
  }

  @Test("reading the current activity twice for one state encodes its payload once; a change encodes again")
  func payloadEncodedOncePerState() throws {
    let navigator = navigator()
    try navigator.navigate(to: [ShelfRoute.document(2), ShelfPageRoute.page(5)])
    let first = try #require(navigator.currentActivity)
    let second = try #require(navigator.currentActivity)
    #expect(first == second)
    #expect(navigator.activityPayload.encodings == 1)
    try navigator.navigate(to: [ShelfRoute.document(2), ShelfPageRoute.page(6)])
    #expect(navigator.currentActivity?.payload != first.payload)
    #expect(navigator.activityPayload.encodings == 2)
    // New rules are read anew.
    navigator.activities = Self.rules(pagesAllowPayload: false)
    #expect(navigator.currentActivity == nil)
    navigator.activities = Self.rules()
    #expect(navigator.currentActivity != nil)
    #expect(navigator.activityPayload.encodings == 3)
  }

  @Test("a scene publishes one activity: published, marked at each change, invalidated when no place is published")
  func oneActivityPerScene() throws {
    let navigator = navigator()
    var changes: [ActivityChange] = []
    _ = ActivityPublisher(navigator: navigator) { changes.append($0) }
    #expect(changes.isEmpty)  // the shelf publishes nothing
    try navigator.navigate(to: [ShelfRoute.settings])
    let settings = NavigationActivity(
      activityType: Self.type, title: "Settings", link: URL(string: "library://settings"))
    #expect(changes == [.publish(settings)])
    try navigator.navigate(to: [ShelfRoute.document(2), ShelfPageRoute.page(5)])
    try navigator.navigate(to: [ShelfRoute.document(2), ShelfPageRoute.page(6)])
    let page6 = NavigationActivity(
      activityType: Self.type, title: "page(6)", isEligibleForSearch: true, keywords: ["page"])
    #expect(changes.count == 3)
    #expect(changes.last == .update(page6))
    try navigator.navigate(to: [ShelfRoute.shelf])
    #expect(changes.last == .invalidate)
    try navigator.navigate(to: [ShelfRoute.settings])
    #expect(changes.last == .publish(settings))
    #expect(changes.count == 5)
    // Deciding encodes nothing: the platform asks for the content when it saves.
    #expect(navigator.activityPayload.encodings == 0)
  }

  /// Two entity types of the app, as App Intents would know them.
  struct DocumentEntity {}
  struct ShelfEntity {}

  @Test("the entity a place shows is published with it, follows the navigation, and leaves with it as a new activity")
  func publishesTheEntityShown() throws {
    var rules = ActivityRules(activityType: Self.type, registry: ShelfApp.routes)
    rules.publish { place in
      guard case .document(let id)? = place.last(ShelfRoute.self) else { return nil }
      return ActivityContent(
        title: "Document \(id)", linkPattern: "library://documents/{id:int}", values: ["id": .int(id)],
        entity: ActivityEntity(DocumentEntity.self, identifier: "\(id)"))
    }
    rules.publish(ShelfRoute.self) { route in
      route == .settings ? ActivityContent(title: "Settings", link: URL(string: "library://settings")) : nil
    }
    let navigator = navigator(rules: rules)
    var changes: [ActivityChange] = []
    _ = ActivityPublisher(navigator: navigator) { changes.append($0) }
    try navigator.navigate(to: [ShelfRoute.document(3)])
    #expect(navigator.currentActivity?.entity == ActivityEntity(DocumentEntity.self, identifier: "3"))
    try navigator.navigate(to: [ShelfRoute.document(4)])
    guard case .update(let fourth)? = changes.last else {
      Issue.record("expected an update of the activity, got \(changes)")
      return
    }
    #expect(fourth.entity == ActivityEntity(DocumentEntity.self, identifier: "4"))
    // A place that shows no entity: a new activity, which carries none.
    try navigator.navigate(to: [ShelfRoute.settings])
    #expect(navigator.currentActivity?.entity == nil)
    guard case .publish(let settings)? = changes.last else {
      Issue.record("expected a new activity, got \(changes)")
      return
    }
    #expect(settings.entity == nil)
    #expect(changes.count == 3)
    // Entities are told apart by type and identifier.
    #expect(ActivityEntity(DocumentEntity.self, identifier: "3") != ActivityEntity(ShelfEntity.self, identifier: "3"))
    #expect(ActivityEntity(DocumentEntity.self, identifier: "3").description == "DocumentEntity 3")
  }

  @Test("a publisher that stops invalidates what it published, and follows no more")
  func stoppedPublisherInvalidates() throws {
    let navigator = navigator()
    try navigator.navigate(to: [ShelfRoute.settings])
    var changes: [ActivityChange] = []
    let publisher = ActivityPublisher(navigator: navigator) { changes.append($0) }
    publisher.stop()
    try navigator.navigate(to: [ShelfRoute.document(3)])
    #expect(changes.count == 2)
    #expect(changes.last == .invalidate)
  }

  @Test("a continuation the scene cannot hand to a caller is reported when it fails")
  func failedContinuationIsReported() async throws {
    let target = navigator()
    let problems = ProblemRecorder(target, recordsIssues: false)
    await target.continueActivityReportingFailure(NavigationActivity(activityType: "other", link: nil))
    await target.continueActivityReportingFailure(NavigationActivity(activityType: Self.type))
    let reported = problems.problems.compactMap { problem -> String? in
      if case .hostFallback(let text) = problem { text } else { nil }
    }
    #expect(reported.count == 2)
    #expect(reported.allSatisfy { $0.hasPrefix("the activity was not continued: ") })
  }
}

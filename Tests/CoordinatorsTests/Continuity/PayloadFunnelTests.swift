import Coordinators
import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

/// A continued payload is untrusted input from outside the scene, as a link is: it takes its
/// turn in the links' queue, waits for the navigation lock, asks a flow that keeps its screens,
/// restores whole or changes nothing, and reports the cause a continued link reports.
@MainActor
@Suite("Continuity: a payload obeys what a link obeys", .hangLimit)
struct PayloadFunnelTests {
  let session = DeskSession()

  func desk() -> Navigator {
    let navigator = DeskApp.makeNavigator(session)
    navigator.attach(TestHost())
    return navigator
  }

  func editorActivity() throws -> NavigationActivity {
    try DeskApp.activity(walking: [DeskRoute.doc(5), DeskRoute.editor], session: session)
  }

  func causes(_ navigator: Navigator) -> () -> [NavigationCause] {
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { causes.append($0.cause) }
    return { causes }
  }

  @Test("a payload waits for the navigation lock as its link does, then restores")
  func aPayloadWaitsForTheNavigationLock() async throws {
    let navigator = desk()
    try navigator.navigate(to: [DeskRoute.pay])
    let payment = try #require(navigator.coordinators(ofType: DeskPayCoordinator.self).first)
    #expect(payment.flow.holdsNavigationLock)
    let activity = try editorActivity()
    let continued = Task { @MainActor in try await navigator.continueActivity(activity) }
    #expect(await holds { navigator.pendingWork.count == 1 })
    #expect(navigator.state.topScreen.route == AnyRoute(PayRoute.card))
    #expect(payment.flow.holdsNavigationLock)
    payment.flow.unlockNavigation()
    try await continued.value
    #expect(navigator.state.topScreen.route == AnyRoute(DeskRoute.editor))
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a payload takes its turn among the links: after those opened before it, before those opened after")
  func aPayloadTakesItsTurnAmongTheLinks() async throws {
    let navigator = desk()
    try navigator.navigate(to: [DeskRoute.pay])
    let payment = try #require(navigator.coordinators(ofType: DeskPayCoordinator.self).first)
    let heard = causes(navigator)
    let activity = try editorActivity()
    let first = try #require(URL(string: "desk://docs/1"))
    let last = try #require(URL(string: "desk://docs/2"))
    navigator.handle(first)
    let continued = Task { @MainActor in try await navigator.continueActivity(activity) }
    #expect(await holds { navigator.pendingWork.count == 2 })
    navigator.handle(last)
    payment.flow.unlockNavigation()
    try await continued.value
    await navigator.settle()
    #expect(heard() == [.deepLink(first), .window(.continued(activityType: DeskApp.activityType)), .deepLink(last)])
    #expect(navigator.state.topScreen.route == AnyRoute(DeskRoute.doc(2)))
  }

  @Test("a payload asks a flow that keeps its screens, and is refused when the flow keeps them")
  func aPayloadAsksAFlowThatKeepsItsScreens() async throws {
    let navigator = desk()
    try navigator.navigate(to: [DeskRoute.draft])
    let draft = try #require(navigator.coordinators(ofType: DeskDraftCoordinator.self).first)
    let draftID = try #require(draft.flow.id)
    let asked = Journal()
    draft.flow.disableInteractiveDismissal { asked.entries.append("asked") }
    let before = navigator.state
    // A window walk refuses the same place.
    #expect(throws: WindowError(.flowKeepsItsScreens(draftID))) {
      try navigator.openWindow(showing: [DeskRoute.editor])
    }
    await #expect(throws: WindowError(.flowKeepsItsScreens(draftID))) {
      try await navigator.continueActivity(try editorActivity())
    }
    #expect(asked.entries == ["asked"])
    #expect(navigator.state == before)
    #expect(draft.flow.isRunning)
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a payload goes on once the flow that keeps its screens lets them go")
  func aPayloadGoesOnOnceTheFlowLetsGo() async throws {
    let navigator = desk()
    try navigator.navigate(to: [DeskRoute.draft])
    let draft = try #require(navigator.coordinators(ofType: DeskDraftCoordinator.self).first)
    draft.flow.disableInteractiveDismissal { [weak draft] in draft?.cancel() }
    try await navigator.continueActivity(try editorActivity())
    #expect(!draft.flow.isRunning)
    #expect(navigator.state.topScreen.route == AnyRoute(DeskRoute.editor))
  }

  @Test("a payload that reads whole but does not restore whole is an error, and nothing changes")
  func aPayloadThatDoesNotRestoreWholeChangesNothing() async throws {
    // A navigator made from a route owns every screen by its root: here the root flow of the
    // desk takes no PayRoute, so the card cannot be restored.
    let source = Navigator(root: DeskRoute.home)
    source.activities = DeskApp.payloadRules
    try source.navigate(to: [DeskRoute.doc(1), PayRoute.card])
    let activity = try #require(source.currentActivity)
    #expect(activity.payload != nil)
    let navigator = desk()
    try navigator.navigate(to: [DeskRoute.doc(5), DeskRoute.doc(6)])
    let before = navigator.state
    await #expect {
      try await navigator.continueActivity(activity)
    } throws: { error in
      guard let error = error as? WindowError, case .incompleteRestoration(let report) = error.detail else {
        return false
      }
      return !report.isComplete && report.savedScreenCount == 3 && report.restoredScreenCount < 3
    }
    #expect(navigator.state == before)
    #expect(navigator.pendingWork.isEmpty)
  }

  @Test("a continued payload reports the cause a continued link reports")
  func aPayloadReportsTheCauseOfALink() async throws {
    let navigator = desk()
    let heard = causes(navigator)
    try await navigator.continueActivity(try editorActivity())
    try await navigator.continueActivity(
      NavigationActivity(activityType: DeskApp.activityType, link: URL(string: "desk://docs/3")))
    let continued = NavigationCause.window(.continued(activityType: DeskApp.activityType))
    #expect(heard() == [continued, continued])
  }

  @Test("a payload larger than the app's limit is refused before it is read, and nothing changes")
  func aPayloadPastTheLimitIsRefused() async throws {
    let navigator = desk()
    var rules = DeskApp.payloadRules
    #expect(rules.maximumPayloadSize == 1 << 20)
    rules.maximumPayloadSize = 16
    navigator.activities = rules
    let activity = try editorActivity()
    let size = try #require(activity.payload?.count)
    let before = navigator.state
    await #expect(throws: WindowError(.payloadTooLarge(bytes: size, limit: 16))) {
      try await navigator.continueActivity(activity)
    }
    #expect(navigator.state == before)
    #expect(navigator.pendingWork.isEmpty)
  }
}

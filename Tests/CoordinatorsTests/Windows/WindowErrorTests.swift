@_spi(Testing) import Coordinators
import CoordinatorsCore
import TestSupport
import Testing

/// The reason an app matches: every detail of a place that could not be opened falls under one
/// kind of problem, and the description still says exactly what.
@Suite(.hangLimit) struct WindowErrorTests {
  @Test(
    arguments: [
      (.routeNotRegistered(typeName: "ScratchRoute"), .routeNotRegistered),
      (.corruptPayload("not JSON"), .unreadablePayload),
      (.undecodableRoute(RestorationError(.unknownRouteKey("gone"))), .unreadablePayload),
      (.link(DeepLinkError(.noRouter, url: "app://x")), .invalidLink),
      (.navigation(NavigationError(.noScreens)), .navigationRejected),
      (.guardNotSatisfied("admin"), .guardNotSatisfied),
      (.flowKeepsItsScreens(FlowID(rawValue: 2)), .flowKeepsItsScreens),
      (.unknownActivityType("other"), .unknownActivity),
      (.emptyActivity, .unknownActivity),
      (.noActivityRules, .noActivityRules),
      (
        .incompleteRestoration(RestorationReport(errors: [], restoredScreenCount: 1, savedScreenCount: 2)),
        .incompleteRestoration
      ),
      (.waitEnded(.sceneDisconnected), .waitEnded),
      (.payloadTooLarge(bytes: 9_000, limit: 8_000), .tooLarge),
      (.walkTooLong(routes: 70, limit: 64), .tooLarge),
    ] as [(WindowError.Detail, WindowError.Reason)])
  func eachDetailFallsUnderTheReasonAnAppMatches(detail: WindowError.Detail, reason: WindowError.Reason) {
    #expect(WindowError(detail).reason == reason)
  }

  @Test func theDescriptionSaysWhatTheReasonLeavesOut() {
    #expect(
      WindowError(.routeNotRegistered(typeName: "ScratchRoute")).description
        == "cannot open a window showing ScratchRoute: register its type in the window directory's route registry")
    #expect(
      WindowError(.payloadTooLarge(bytes: 9_000, limit: 8_000)).description
        == "cannot continue the activity: its payload is 9000 bytes, over the limit of 8000 "
        + "(ActivityRules.maximumPayloadSize)")
    #expect(
      WindowError(.waitEnded(.tooManyPendingLinks(5))).description
        == "cannot continue the activity: its wait for its turn ended: cannot open the activity: 5 links are "
        + "pending already")
    let link = DeepLinkError(.guardNotSatisfied("admin"), url: "app://admin")
    #expect(WindowError(.link(link)).description == link.description)
  }
}

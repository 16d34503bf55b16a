@_spi(Testing) import Coordinators
import CoordinatorsCore
import TestSupport
import Testing

/// The reason an app matches: every detail of a link that was not opened falls under one kind of
/// problem, and the description still names the link and the detail.
@Suite(.hangLimit) struct DeepLinkErrorTests {
  @Test(
    arguments: [
      (.noRouter, .noRouter),
      (.invalidLink(URLPatternError(.noMatch, url: "app://x")), .invalidLink),
      (.walkFailed("no such order"), .walkFailed),
      (.guardCancelled("signed in"), .guardCancelled),
      (.guardNotSatisfied("admin"), .guardNotSatisfied),
      (.navigation(NavigationError(.noScreens)), .navigationRejected),
      (.flowKeepsItsScreens(FlowID(rawValue: 3)), .flowKeepsItsScreens),
      (.waitsForItsOwnFlow(.root), .waitsForItsOwnFlow),
      (.cancelled, .cancelled),
      (.navigatorReleased, .navigatorGone),
      (.sceneDisconnected, .navigatorGone),
      (.tooManyPendingLinks(1_000), .tooManyPendingLinks),
      (.expired(age: .seconds(130), limit: .seconds(120)), .expired),
      (.superseded(by: "app://home/detail/2"), .superseded),
    ] as [(DeepLinkError.Detail, DeepLinkError.Reason)])
  func eachDetailFallsUnderTheReasonAnAppMatches(detail: DeepLinkError.Detail, reason: DeepLinkError.Reason) {
    #expect(DeepLinkError(detail, url: "app://home").reason == reason)
  }

  @Test func theDescriptionNamesTheLinkAndTheDetailTheReasonLeavesOut() {
    let cancelled = DeepLinkError(.guardCancelled("signed in"), url: "app://orders/7")
    #expect(cancelled.description == "cannot open app://orders/7: the signed in flow was cancelled")
    let expired = DeepLinkError(
      .expired(age: .seconds(130), limit: .milliseconds(500)), url: "app://orders/7", source: .notification)
    #expect(
      expired.description
        == "cannot open app://orders/7: it arrived from notification 130 s ago, and entries from notification "
        + "may wait 0.5 s at most")
    let released = DeepLinkError(.navigatorReleased, url: "app://orders/7")
    let disconnected = DeepLinkError(.sceneDisconnected, url: "app://orders/7")
    #expect(released.reason == disconnected.reason)
    #expect(released != disconnected)
    #expect(released.description == "cannot open app://orders/7: the navigator went away")
    #expect(disconnected.description == "cannot open app://orders/7: the scene disconnected")
  }
}

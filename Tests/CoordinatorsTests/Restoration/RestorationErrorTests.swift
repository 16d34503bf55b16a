@_spi(Testing) import Coordinators
import CoordinatorsCore
import TestSupport
import Testing

/// The reason an app matches: every detail of a snapshot that does not restore falls under one
/// kind of problem, and the description still names the place and the detail.
@Suite(.hangLimit) struct RestorationErrorTests {
  @Test(
    arguments: [
      (.notJSON("Unexpected end of file"), .unreadableData),
      (.missingField("stacks"), .unreadableData),
      (.invalidField("truncation.stack", expected: "a stack of the snapshot"), .unreadableData),
      (.unsupportedFormat(9), .unreadableData),
      (.newerVersion(3, current: 2), .newerVersion),
      (.noMigration(from: 1), .migrationFailed),
      (.migrationFailed(from: 1, "no"), .migrationFailed),
      (.unknownRouteKey("shapes.moon"), .unknownRoute),
      (.routeNotDecodable(key: "photos", "bad"), .unknownRoute),
      (.routeNotStorable(typeName: "ShellRoute", "not registered"), .routeNotStorable),
      (.noTabs, .invalidShape),
      (.duplicateTab("main"), .invalidShape),
      (.unknownTab("main"), .invalidShape),
      (.emptyStack, .invalidShape),
      (.unexpectedStack(expected: "the root's stack"), .invalidShape),
      (.screenPushedWithoutStack, .invalidShape),
      (.unknownFlow(2), .invalidShape),
      (.flowNotStartedAgain, .flowsChanged),
      (.routeOpensNoFlow("editor"), .flowsChanged),
      (.placementChanged(saved: "push", now: "root"), .flowsChanged),
      (.mismatch(saved: "a", restored: "b"), .flowsChanged),
      (.tabRemoved("search"), .tabRemoved),
      (.navigation(NavigationError(.noScreens)), .navigationRejected),
      (.insideTransaction, .insideTransaction),
    ] as [(RestorationError.Detail, RestorationError.Reason)])
  func eachDetailFallsUnderTheReasonAnAppMatches(detail: RestorationError.Detail, reason: RestorationError.Reason) {
    #expect(RestorationError(detail).reason == reason)
  }

  @Test func aFlowsProblemIsOfTheKindOfTheProblemInsideIt() {
    let error = RestorationError(
      .flow(1, coordinator: "EditorCoordinator", .routeNotDecodable(key: "photos", "bad")),
      at: .screen(.root, index: 2))
    #expect(error.reason == .unknownRoute)
    #expect(RestorationError(.flow(1, coordinator: nil, .flowNotStartedAgain)).reason == .flowsChanged)
  }

  @Test func theDescriptionNamesThePlaceAndTheDetail() {
    let unknown = RestorationError(.unknownRouteKey("shapes.moon"), at: .screen(.tab("main"), index: 3))
    #expect(unknown.description == #"tab "main", screen 3: no route type is registered under the key "shapes.moon""#)
    let flow = RestorationError(.flow(1, coordinator: "EditorCoordinator", .flowNotStartedAgain))
    #expect(
      flow.description
        == "the snapshot: flow 1 (EditorCoordinator): it was started in code, not by a route, and its parent did "
        + "not start it again")
  }
}

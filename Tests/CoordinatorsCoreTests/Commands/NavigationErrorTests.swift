import CoordinatorsCore
import TestSupport
import Testing

/// The reason an app matches: each detail of a `NavigationError` falls under one kind of problem,
/// and the description keeps the detail.
@Suite(.hangLimit) struct NavigationErrorTests {
  @Test(
    arguments: [
      (.screenNotFound(7), .notFound),
      (.cannotPop(count: 2, available: 0, .root), .notFound),
      (.noModalLayer, .notFound),
      (.tabNotFound("settings"), .notFound),
      (.checkpointNotFound("cart", caller: 1), .notFound),
      (.duplicateScreenID(1), .invalidCommand),
      (.wrongPresentation(3, expected: .modal), .invalidCommand),
      (.screenNotOwned(1, owner: 2, caller: 3), .invalidCommand),
      (.alertWithoutButtons(0), .invalidCommand),
      (.invalidState([.noTabs]), .invalidState),
      (.flowNotRunning(nil), .flowNotRunning),
      (.navigatorReleased(4), .flowNotRunning),
      (.flowNotFound(4), .flowNotRunning),
      (.navigationLocked(by: 1, caller: nil), .navigationLocked),
      (.screenIdentifiersExhausted, .identifiersExhausted),
      (.flowIdentifiersExhausted, .identifiersExhausted),
    ] as [(NavigationError.Detail, NavigationError.Reason)])
  func eachDetailFallsUnderTheReasonAnAppMatches(detail: NavigationError.Detail, reason: NavigationError.Reason) {
    #expect(NavigationError(detail).reason == reason)
  }

  @Test func theDescriptionStillNamesTheDetailTheReasonLeavesOut() {
    let error = NavigationError(.screenNotFound(7), commandIndex: 1, context: "pop to screen 7")
    #expect(error.reason == .notFound)
    #expect(
      error.description
        == "command 1 of the transaction failed: cannot pop to screen 7: screen 7 is not in the navigation state")
  }

  @Test func validateAcceptsAValidStateAndListsEveryRuleAnInvalidOneBreaks() throws {
    #expect(throws: Never.self) { try stackState([0, 1]).validate() }
    let broken = NavigationState(unchecked: .tabs([Tab(id: "a", stack: [])], selectedIndex: 1), modals: [])
    let error = try #require(throws: NavigationError.self) { try broken.validate() }
    #expect(error.reason == .invalidState)
    #expect(
      error.description
        == #"the state would break 2 rules: selected tab index 1 is out of range: there is 1 tab; "#
        + #"tab "a" has no screen; every stack holds at least one"#)
  }
}

import CoordinatorsDiagnostics
import TestSupport
import Testing

/// The reason an app matches: every detail of a log that does not read falls under one kind of
/// problem, and the description still names the line and the detail.
@Suite(.hangLimit) struct EventLogErrorTests {
  @Test(
    arguments: [
      (.empty, .notAnEventLog),
      (.notAnEventLog, .notAnEventLog),
      (.unsupportedFormat(9, supported: 1), .unsupportedFormat),
      (.malformedLine("the line is empty"), .malformedLine),
      (.unknownRouteKey("shapes.moon"), .unknownRoute),
      (.routeNotDecodable("route.value: bad"), .unknownRoute),
      (.invalidState("an empty stack"), .invalidState),
      (.outOfOrder(sequence: 12, expected: 8), .outOfOrder),
      (.migrationFailed("no step from 2"), .migrationFailed),
      (.unreadable("no such file"), .unreadable),
    ] as [(EventLogError.Detail, EventLogError.Reason)])
  func eachDetailFallsUnderTheReasonAnAppMatches(detail: EventLogError.Detail, reason: EventLogError.Reason) {
    #expect(EventLogError(line: 3, detail).reason == reason)
  }

  @Test func theDescriptionNamesTheLineAndTheDetail() {
    #expect(
      EventLogError(line: 7, .outOfOrder(sequence: 12, expected: 8)).description
        == "line 7: sequence number 12 where 8 was expected: a line is missing, repeated or out of order")
    #expect(
      EventLogError(line: 0, .empty).description == "the log is empty: an event log starts with a header line")
    #expect(
      EventLogError(line: 5, .unknownRouteKey("shapes.moon")).description
        == "line 5: no route type is registered under the key \"shapes.moon\"; register it, or migrate the log's routes"
    )
  }
}

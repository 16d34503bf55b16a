import Coordinators
@_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

/// The capture behind the tests of the testing product's own failures: an expected issue is
/// checked and kept quiet, a missing or different one is still an issue.
@MainActor
@Suite("CoordinatorsTesting: issues a test expects are captured, not printed", .hangLimit)
struct IssueCaptureTests {
  @Test func anIssueIsCapturedWithItsMessageAndPlace() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let line = #line + 1
    let issues = capturingIssues { navigator.dismiss() }
    #expect(issues.count == 1)
    #expect(issues.first?.says("navigation problem: rejected command", "no modal layer is presented") == true)
    #expect(issues.first?.sourceLocation.line == line)
  }

  @Test func anExpectationWithoutAnIssueIsAnIssue() {
    let issues = capturingIssues { expectIssues({}, matching: { _ in true }) }
    #expect(issues.map(\.comment) == ["an issue was expected, none was recorded"])
  }

  @Test func anIssueThatDoesNotMatchIsAnIssueThatListsIt() {
    let host = TestHost(completion: .manual)
    let issues = capturingIssues {
      expectIssues({ host.completeStep() }, matching: { $0.says("something else") })
    }
    #expect(issues.count == 1)
    #expect(issues.first?.says("unexpected issues:", "- completeStep() called with no step waiting") == true)
  }

  @Test func issuesOfAnAsynchronousBodyAreCaptured() async {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let issues = await capturingIssues {
      await Task.yield()
      navigator.dismiss()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.says("no modal layer is presented") == true)
  }
}

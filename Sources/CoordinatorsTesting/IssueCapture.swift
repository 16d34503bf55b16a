import Foundation
import Testing

/// An issue that the testing product recorded inside `capturingIssues(_:)`: its message
/// and where it points.
@_spi(Testing)
public struct CapturedIssue: Sendable {
  /// The issue's message.
  public let comment: String
  /// Where the issue points: the call that failed.
  public let sourceLocation: SourceLocation

  /// Whether the message contains every one of `parts`.
  public func says(_ parts: String...) -> Bool { parts.allSatisfy(comment.contains) }
}

/// The issues that the testing product's assertions, recorders and host record while `body`
/// runs, captured instead of failing the test: for tests of the failure messages themselves,
/// which expect an issue and must not print one (`withKnownIssue` prints each).
@_spi(Testing)
public func capturingIssues(_ body: () throws -> Void) rethrows -> [CapturedIssue] {
  let sink = IssueSink()
  try IssueSink.$current.withValue(sink) { try body() }
  return sink.issues
}

/// The issues recorded while the asynchronous `body` runs (see the synchronous form).
@_spi(Testing)
public func capturingIssues(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [CapturedIssue] {
  let sink = IssueSink()
  try await IssueSink.$current.withValue(sink) { try await body() }
  return sink.issues
}

/// Records `comment` as a test issue at `sourceLocation`, or hands it to the capture of the
/// running task: the one way the testing product fails a test.
func recordIssue(_ comment: String, at sourceLocation: SourceLocation) {
  if let sink = IssueSink.current {
    sink.append(CapturedIssue(comment: comment, sourceLocation: sourceLocation))
  } else {
    Issue.record(Comment(rawValue: comment), sourceLocation: sourceLocation)
  }
}

/// The issues captured for a task and the tasks it starts.
///
/// `@unchecked Sendable`: `captured` is read and written only under `lock`.
private final class IssueSink: @unchecked Sendable {
  @TaskLocal static var current: IssueSink?

  private let lock = NSLock()
  private var captured: [CapturedIssue] = []

  var issues: [CapturedIssue] { lock.withLock { captured } }

  func append(_ issue: CapturedIssue) { lock.withLock { captured.append(issue) } }
}

/// Expects the testing product to record one issue or more while `body` runs, each matching;
/// captures them, so a passing test prints none. A test issue where none was recorded or one
/// does not match, with the messages captured.
@_spi(Testing)
public func expectIssues(
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Void,
  matching: (CapturedIssue) -> Bool
) rethrows {
  expect(try capturingIssues(body), match: matching, at: sourceLocation)
}

/// The asynchronous form of `expectIssues(sourceLocation:_:matching:)`.
@_spi(Testing)
public func expectIssues(
  isolation: isolated (any Actor)? = #isolation,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () async throws -> Void,
  matching: (CapturedIssue) -> Bool
) async rethrows {
  expect(try await capturingIssues(body), match: matching, at: sourceLocation)
}

private func expect(_ issues: [CapturedIssue], match: (CapturedIssue) -> Bool, at sourceLocation: SourceLocation) {
  guard issues.isEmpty || !issues.allSatisfy(match) else { return }
  let list = issues.map { "- \($0.comment) (at \($0.sourceLocation))" }.joined(separator: "\n")
  recordIssue(
    issues.isEmpty ? "an issue was expected, none was recorded" : "unexpected issues:\n\(list)", at: sourceLocation)
}

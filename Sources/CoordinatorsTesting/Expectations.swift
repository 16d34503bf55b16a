import Coordinators
import Testing

/// Records a test issue unless the navigator's state prints as `expected`.
///
/// The failure message shows the expected and the actual tree, so the difference is visible
/// at a glance. Leading and trailing blank lines and each line's trailing spaces are ignored.
///
/// ```swift
/// expectState(navigator, """
///   stack
///     0 TestRoute.list  [flow 0]
///     1 TestRoute.detail  [flow 0]
///   """)
/// ```
@MainActor
public func expectState(
  _ navigator: Navigator,
  _ expected: String,
  includingIdentifiers: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectState(navigator.state, expected, includingIdentifiers: includingIdentifiers, sourceLocation: sourceLocation)
}

/// Records a test issue unless `state` prints as `expected` (see the navigator form).
public func expectState(
  _ state: NavigationState,
  _ expected: String,
  includingIdentifiers: Bool = true,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = state.treeDescription(includingIdentifiers: includingIdentifiers)
  guard normalized(actual) != normalized(expected) else { return }
  recordIssue(
    "the navigation state differs\n--- expected\n\(normalized(expected))\n--- actual\n\(actual)", at: sourceLocation)
}

/// Records a test issue unless `actual == expected`, showing both trees.
public func expectState(
  _ actual: NavigationState?,
  equals expected: NavigationState?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard actual != expected else { return }
  recordIssue(
    "the navigation states differ\n--- expected\n\(expected.map(\.description) ?? "nothing")\n--- actual\n\(actual.map(\.description) ?? "nothing")",
    at: sourceLocation)
}

/// Records a test issue unless the host performed exactly these steps, written as their
/// descriptions: `"setStack(the root stack: 0, 1)"`.
@MainActor
public func expectSteps(
  _ host: TestHost,
  _ expected: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = host.steps.map(\.description)
  guard actual != expected else { return }
  recordIssue(
    "the host's steps differ\n--- expected\n\(expected.joined(separator: "\n"))\n--- actual\n\(actual.joined(separator: "\n"))",
    at: sourceLocation)
}

/// Records a test issue unless the recorder holds events with exactly these causes.
@MainActor
public func expectEvents(
  _ recorder: EventRecorder,
  causes expected: [NavigationCause],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard recorder.causes != expected else { return }
  let lines = { (causes: [NavigationCause]) in causes.map { "\($0)" }.joined(separator: "\n") }
  recordIssue(
    "the events differ\n--- expected\n\(lines(expected))\n--- actual\n\(lines(recorder.causes))", at: sourceLocation)
}

private func normalized(_ text: String) -> String {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return line
  }
  let trimmed = lines.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.reversed()
  let indent = trimmed.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
  return trimmed.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
}

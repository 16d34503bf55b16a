import Coordinators
import Testing

/// What ``Coordinators/Navigator/structureDescription`` prints: a navigator's tree without its
/// identifiers.
enum StructureDescription {
  /// `tree`, a navigator's `treeDescription`, with no screen identifiers, every flow numbered in
  /// the order it first appears, and no line for the host.
  static func of(_ tree: String) -> String {
    var numbers: [Int: Int] = [:]
    func number(_ id: Substring) -> String {
      guard let id = Int(id) else { return String(id) }
      if let known = numbers[id] { return String(known) }
      numbers[id] = numbers.count
      return String(numbers.count - 1)
    }
    var lines: [String] = []
    var inFlows = false
    for line in tree.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("host:") { break }
      if line == "flows" { inFlows = true }
      var text = String(line)
      if inFlows, let match = text.firstMatch(of: #/^( +)(\d+) /#) {
        text = "\(match.1)\(number(match.2)) " + text[match.range.upperBound...]
      } else if let match = text.firstMatch(of: #/^( +)\d+ /#) {
        // A screen line: its identifier goes.
        text = String(match.1) + text[match.range.upperBound...]
      }
      text = text.replacing(#/\[flow (\d+)\]/#) { match in "[flow \(number(match.1))]" }
      lines.append(text)
    }
    return lines.joined(separator: "\n")
  }
}

/// Records a test issue unless `actual` shows the same navigation as `expected`, identifiers
/// aside: both print alike in ``Coordinators/Navigator/structureDescription``.
///
/// ```swift
/// let restored = ShapesApp.makeNavigator()
/// restored.restore(from: saved.snapshotData(registry: ShapesApp.routes), registry: ShapesApp.routes)
/// expectSameNavigation(restored, as: saved)
/// ```
@MainActor
public func expectSameNavigation(
  _ actual: Navigator,
  as expected: Navigator,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actualText = actual.structureDescription
  let expectedText = expected.structureDescription
  guard actualText != expectedText else { return }
  recordIssue("the navigations differ\n--- expected\n\(expectedText)\n--- actual\n\(actualText)", at: sourceLocation)
}

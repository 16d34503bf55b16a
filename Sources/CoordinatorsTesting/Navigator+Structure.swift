import Coordinators
import Testing

extension Navigator {
  /// The navigation's tree without identifiers: `treeDescription` with no screen
  /// identifiers, every flow numbered in the order it first appears instead of by its
  /// identifier, and no line for the host.
  ///
  /// Two navigators that show the same routes with the same presentations, owned by the same
  /// flows in the same flow tree, print alike, whatever identifiers they handed out: a
  /// restored navigator prints as the one that was saved.
  ///
  /// ```
  /// tabs
  ///   tab "main" (selected)
  ///     MainRoute.home  [flow 0]
  ///     AccountRoute.profile(Ada)  [flow 1]
  ///   tab "locations"
  ///     LocationsRoute.list  [flow 2]
  /// flows
  ///   3 TabBarCoordinator
  ///     0 MainCoordinator (tab "main")
  ///       1 AccountCoordinator (opened by MainRoute.account(Ada))
  ///     2 LocationsCoordinator (tab "locations")
  /// ```
  public var structureDescription: String {
    var numbers: [Int: Int] = [:]
    func number(_ id: Substring) -> String {
      guard let id = Int(id) else { return String(id) }
      if let known = numbers[id] { return String(known) }
      numbers[id] = numbers.count
      return String(numbers.count - 1)
    }
    var lines: [String] = []
    var inFlows = false
    for line in treeDescription.split(separator: "\n", omittingEmptySubsequences: false) {
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

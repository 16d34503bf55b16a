import CoordinatorsCore

extension Navigator {
  /// The desired state as an indented tree, then the flow tree, then what the host shows when
  /// it differs.
  ///
  /// ```
  /// stack
  ///   0 ShapesRoute.list  [flow 0]
  ///   1 ShapesRoute.simpleShapes  [flow 0]
  /// flows
  ///   0 ShapesCoordinator
  /// host: catching up
  ///   stack
  ///     0 ShapesRoute.list  [flow 0]
  /// ```
  public var treeDescription: String {
    var lines = [state.description]
    if !tree.isEmpty {
      lines.append("flows")
      appendFlow(.root, depth: 1, to: &lines)
    }
    if host == nil {
      lines.append("host: none")
    } else if isIdle {
      lines.append("host: showing this")
    } else {
      lines.append("host: catching up")
      let shown = renderedState?.description ?? "nothing"
      lines += shown.split(separator: "\n").map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  private func appendFlow(_ id: FlowID, depth: Int, to lines: inout [String]) {
    guard let node = tree[id] else { return }
    var line = String(repeating: "  ", count: depth) + "\(id) \(node.coordinatorName)"
    if let route = node.openingRoute { line += " (opened by \(route))" }
    if case .tab(let tab) = node.slot { line += " (tab \(tab))" }
    if let key = node.key { line += " [key \(key)]" }
    if !node.isRunning { line += " [finished]" }
    lines.append(line)
    for child in node.children { appendFlow(child, depth: depth + 1, to: &lines) }
  }
}

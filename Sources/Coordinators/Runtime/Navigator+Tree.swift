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
  ///
  /// Flows deeper than 31 levels below the root are indented no further and say their depth,
  /// `(depth 40) 40 StepCoordinator`, so the text grows with the number of flows.
  public var treeDescription: String {
    var lines = [state.description]
    if !flows.tree.isEmpty {
      lines.append("flows")
      appendFlows(to: &lines)
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

  /// The deepest indentation of a flow, in levels: deeper flows say their depth instead, so that
  /// the text grows with the number of flows, not with its square.
  private static let maximumIndent = 32

  /// Appends the root flow and its descendants, depth first, children in order: a loop with its
  /// own stack, since restoration data can describe a tree as deep as it likes.
  private func appendFlows(to lines: inout [String]) {
    var pending = [(FlowID.root, 0)]
    while let (id, depth) = pending.popLast() {
      guard let node = flows.tree[id] else { continue }
      // Deep trees are indented no further than `maximumIndent` levels, and say their depth.
      var line = String(repeating: "  ", count: min(depth + 1, Self.maximumIndent))
      if depth >= Self.maximumIndent { line += "(depth \(depth)) " }
      line += "\(id) \(node.coordinatorName)"
      if let route = node.openingRoute { line += " (opened by \(route))" }
      if case .tab(let tab) = node.slot { line += " (tab \(tab))" }
      if let key = node.key { line += " [key \(key)]" }
      if !node.isRunning { line += " [finished]" }
      lines.append(line)
      pending += node.children.reversed().map { ($0, depth + 1) }
    }
  }
}

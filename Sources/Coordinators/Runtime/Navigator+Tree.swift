import CoordinatorsCore

extension Navigator {
  /// The desired state as an indented tree, then what the host shows when it differs.
  ///
  /// ```
  /// stack
  ///   0 ShapesRoute.list  [flow 0]
  ///   1 ShapesRoute.simpleShapes  [flow 0]
  /// host: catching up
  ///   stack
  ///     0 ShapesRoute.list  [flow 0]
  /// ```
  public var treeDescription: String {
    var lines = [state.description]
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
}

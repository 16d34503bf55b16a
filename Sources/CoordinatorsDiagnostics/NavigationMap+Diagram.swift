import Coordinators

extension NavigationMap {
  /// A language a map is drawn in.
  public enum Format: Hashable, Sendable, CaseIterable {
    /// A Mermaid flowchart, which GitHub draws in a Markdown code block marked `mermaid`.
    case mermaid
    /// A Graphviz DOT digraph, which `dot -Tsvg` draws (see `Scripts/render-map.sh`).
    case dot
  }

  /// The map as a diagram: each flow a box holding the screens it owned, each screen a node,
  /// each transition an arrow labelled with its kind and count (`push (2)`), and an arrow from
  /// `start` to the screen the map started on.
  ///
  /// ```
  /// flowchart TD
  ///   begin(["start"])
  ///   subgraph f0 ["ShapesCoordinator"]
  ///     n0["ShapesRoute.list"]
  ///   end
  ///   ...
  ///   n0 -->|"push (1)"| n1
  /// ```
  ///
  /// Every label is escaped for the language, so a name holding quotes, brackets or line breaks
  /// cannot break the diagram; the same map always gives the same text.
  public func diagram(_ format: Format) -> String {
    var graph = DiagramGraph()
    let ids = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.name, "n\($0)") })
    var flowOrder = flows.map(\.name)
    // A flow that owns screens but never started while recording (named by a navigator).
    for node in nodes { if let flow = node.flow, !flowOrder.contains(flow) { flowOrder.append(flow) } }
    for (index, flow) in flowOrder.enumerated() {
      let members = nodes.filter { $0.flow == flow }.map { DiagramNode(id: ids[$0.name] ?? "", label: $0.name) }
      let counts = flows.first { $0.name == flow }.map(Self.counts) ?? ""
      graph.clusters.append(DiagramCluster(id: "f\(index)", label: flow + counts, nodes: members))
    }
    graph.nodes = nodes.filter { $0.flow == nil }.map { DiagramNode(id: ids[$0.name] ?? "", label: $0.name) }
    if let start, let id = ids[start] { graph.start = id }
    // Every edge's ends are nodes (`record(_:)` sees both): an edge without one is left out
    // rather than drawn from an empty name, which neither language reads.
    graph.edges = edges.compactMap { edge in
      guard let from = ids[edge.from], let to = ids[edge.to] else { return nil }
      return DiagramEdge(from: from, to: to, label: "\(edge.transition) (\(edge.count))")
    }
    return graph.text(format)
  }

  /// ` · started 2 · cancelled 2`: a flow's counts that are not zero.
  private static func counts(_ flow: FlowSummary) -> String {
    [("started", flow.started), ("finished", flow.finished), ("cancelled", flow.cancelled)]
      .filter { $0.1 > 0 }.map { " · \($0.0) \($0.1)" }.joined()
  }

  /// What `navigator` shows now, and its flow tree, as a diagram: a box per stack (the root
  /// stack or each tab, then each modal layer) holding its screens in order, arrows for the
  /// pushes between them and for each layer's presentation, and the flows with an arrow from
  /// each parent to its children.
  ///
  /// A screen reads `3 ShapesRoute.featured(ShapeKind.custom(star))` and its flow, `flow 0`.
  @MainActor
  public static func diagram(of navigator: Navigator, _ format: Format) -> String {
    let state = navigator.state
    var graph = DiagramGraph(direction: "LR")
    let base: StackLocation = state.selectedTab.map { .tab($0) } ?? .root
    var below: String?
    var layerIndex = 0
    for location in state.locations {
      let screens = state.stack(at: location) ?? []
      var label: String
      switch location {
      case .root: label = "root stack"
      case .tab(let id): label = "tab \(id)" + (id == state.selectedTab ? " (selected)" : "")
      case .modal(let index): label = "modal layer \(index): \(state.modals[index].presentation?.description ?? "")"
      }
      let members = screens.map {
        DiagramNode(id: "s\($0.id.rawValue)", label: "\($0.id) \($0.route)\nflow \($0.owner)")
      }
      graph.clusters.append(DiagramCluster(id: "l\(layerIndex)", label: label, nodes: members))
      layerIndex += 1
      for (lower, upper) in zip(members, members.dropFirst()) {
        graph.edges.append(DiagramEdge(from: lower.id, to: upper.id, label: "push"))
      }
      if case .modal(let index) = location, let first = members.first, let below {
        let style = state.modals[index].presentation?.description ?? "modal"
        graph.edges.append(DiagramEdge(from: below, to: first.id, label: style, dashed: true))
      }
      // The next layer is presented from the screen on top of the selected stack, or of the
      // layer below it.
      if location == base || location.isModal { below = members.last?.id }
    }
    var flowNodes: [DiagramNode] = []
    for id in navigator.flowIDs {
      guard let coordinator = navigator.coordinator(for: id) else { continue }
      flowNodes.append(DiagramNode(id: "c\(id.rawValue)", label: "flow \(id)\n\(type(of: coordinator))"))
      if let parent = parentFlowID(of: coordinator) {
        graph.edges.append(DiagramEdge(from: "c\(parent.rawValue)", to: "c\(id.rawValue)", label: "child"))
      }
    }
    if !flowNodes.isEmpty { graph.clusters.append(DiagramCluster(id: "flows", label: "flows", nodes: flowNodes)) }
    return graph.text(format)
  }

  /// The identifier of the flow above `coordinator`'s, through the public flow handle.
  @MainActor
  private static func parentFlowID(of coordinator: some Coordinator) -> FlowID? {
    guard let parent = coordinator.flow.parent else { return nil }
    return flowID(of: parent)
  }

  @MainActor
  private static func flowID(of coordinator: some Coordinator) -> FlowID? { coordinator.flow.id }
}

extension StackLocation {
  fileprivate var isModal: Bool {
    if case .modal = self { return true }
    return false
  }
}

// MARK: - Drawing

/// A node of a diagram: an identifier safe in both languages, and a label to escape.
struct DiagramNode: Hashable {
  let id: String
  let label: String
}

/// A box of nodes.
struct DiagramCluster: Hashable {
  let id: String
  let label: String
  let nodes: [DiagramNode]
}

/// An arrow.
struct DiagramEdge: Hashable {
  let from: String
  let to: String
  let label: String
  var dashed = false
}

/// A diagram in neither language yet: what ``NavigationMap`` draws, written as Mermaid or DOT.
struct DiagramGraph {
  /// `TD` (top down) or `LR` (left to right).
  var direction = "TD"
  var clusters: [DiagramCluster] = []
  var nodes: [DiagramNode] = []
  var edges: [DiagramEdge] = []
  /// The node a `start` marker points at.
  var start: String?

  func text(_ format: NavigationMap.Format) -> String {
    switch format {
    case .mermaid: mermaid
    case .dot: dot
    }
  }

  private var mermaid: String {
    var lines = ["flowchart \(direction)"]
    if start != nil { lines.append("  begin([\"start\"])") }
    for cluster in clusters where !cluster.nodes.isEmpty {
      lines.append("  subgraph \(cluster.id) [\"\(DiagramText.mermaid(cluster.label))\"]")
      for node in cluster.nodes { lines.append("    \(node.id)[\"\(DiagramText.mermaid(node.label))\"]") }
      lines.append("  end")
    }
    for node in nodes { lines.append("  \(node.id)[\"\(DiagramText.mermaid(node.label))\"]") }
    if let start { lines.append("  begin --> \(start)") }
    for edge in edges {
      let arrow = edge.dashed ? "-.->" : "-->"
      lines.append("  \(edge.from) \(arrow)|\"\(DiagramText.mermaid(edge.label))\"| \(edge.to)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private var dot: String {
    var lines = [
      "digraph navigation {",
      "  rankdir=\(direction == "LR" ? "LR" : "TB");",
      // Ranks across the flows' boxes, so that arrows between boxes do not lie on one line.
      "  newrank=true;",
      "  graph [fontname=\"Helvetica\"];",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    if start != nil { lines.append("  begin [label=\"start\", shape=oval, style=dashed];") }
    for cluster in clusters where !cluster.nodes.isEmpty {
      lines.append("  subgraph cluster_\(cluster.id) {")
      lines.append("    label=\"\(DiagramText.dot(cluster.label))\";")
      for node in cluster.nodes { lines.append("    \(node.id) [label=\"\(DiagramText.dot(node.label))\"];") }
      lines.append("  }")
    }
    for node in nodes { lines.append("  \(node.id) [label=\"\(DiagramText.dot(node.label))\"];") }
    if let start { lines.append("  begin -> \(start);") }
    for edge in edges {
      let style = edge.dashed ? ", style=dashed" : ""
      lines.append("  \(edge.from) -> \(edge.to) [label=\"\(DiagramText.dot(edge.label))\"\(style)];")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Escapes a label for the inside of a quoted Mermaid or DOT string.
enum DiagramText {
  /// `text` for a Mermaid label in double quotes: a character that Mermaid reads there (a
  /// quote, `#`, `<`, `>`, `&`, a backtick, `|`) as its numeric entity code (`#34;`), a line
  /// break or a line or paragraph separator (U+2028, U+2029) as `<br>`, any other character
  /// that the escaper of text from outside escapes (a control character, a bidirectional
  /// control: `Unicode.Scalar.isEscapedOnOneLine`) as a space. Brackets and parentheses are safe
  /// inside the quotes.
  static func mermaid(_ text: String) -> String {
    escaping(text) { scalar in
      switch scalar {
      case "\"", "#", "<", ">", "&", "`", "|": "#\(scalar.value);"
      case "\n", "\u{2028}", "\u{2029}": "<br>"
      default: nil
      }
    }
  }

  /// `text` for a DOT string in double quotes: a backslash and a quote escaped with a
  /// backslash, a line break or a line or paragraph separator as `\n` (a centred line), any other
  /// character that the escaper of text from outside escapes (a control character, a
  /// bidirectional control: `Unicode.Scalar.isEscapedOnOneLine`) as a space.
  static func dot(_ text: String) -> String {
    escaping(text) { scalar in
      switch scalar {
      case "\\": "\\\\"
      case "\"": "\\\""
      case "\n", "\u{2028}", "\u{2029}": "\\n"
      default: nil
      }
    }
  }

  /// `text` with each character `special` replaces replaced, a carriage return left out, and any
  /// other character that the escaper of text from outside escapes as a space.
  private static func escaping(_ text: String, _ special: (Unicode.Scalar) -> String?) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let replacement = special(scalar) {
        result += replacement
      } else if scalar == "\r" {
        continue
      } else if scalar.isEscapedOnOneLine {
        result += " "
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

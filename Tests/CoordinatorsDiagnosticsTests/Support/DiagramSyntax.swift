import Coordinators
import CoordinatorsDiagnostics

/// A structural check of the two languages a `NavigationMap` writes, line by line: each line is
/// one statement the writer makes, every label a quoted string that cannot end early, and every
/// arrow between declared nodes. What it finds is a list of problems, empty for a valid diagram.
enum DiagramSyntax {
  /// The problems of a Mermaid flowchart, and its node and edge counts.
  static func mermaid(_ text: String) throws -> (problems: [String], nodes: Int, edges: Int) {
    let label = #""[^"\n\r\u{2028}\u{2029}]*""#
    let header = try Regex(#"^flowchart (TD|LR)$"#)
    let start = try Regex(#"^  begin\(\["start"\]\)$"#)
    let subgraph = try Regex(#"^  subgraph [a-z]\d+ \["# + label + #"\]$"#)
    let node = try Regex(#"^ +([a-z]\d+)\["# + label + #"\]$"#)
    let edge = try Regex(#"^  (?<from>begin|[a-z]\d+) (-->|-\.->)(\|"# + label + #"\|)? (?<to>[a-z]\d+)$"#)
    return check(text, header: header, fixed: [start, subgraph, try Regex("^  end$")], node: node, edge: edge)
  }

  /// The problems of a Graphviz DOT digraph, and its node and edge counts.
  static func dot(_ text: String) throws -> (problems: [String], nodes: Int, edges: Int) {
    let string = #""(?:[^"\\\n\r\u{2028}\u{2029}]|\\[^\n\r])*""#
    let header = try Regex(#"^digraph navigation \{$"#)
    let fixed = try [
      #"^  rankdir=(TB|LR);$"#, #"^  newrank=true;$"#, #"^  graph \[fontname="Helvetica"\];$"#,
      #"^  node \[shape=box, style=rounded, fontname="Helvetica"\];$"#,
      #"^  edge \[fontname="Helvetica", fontsize=10\];$"#,
      #"^  begin \[label="start", shape=oval, style=dashed\];$"#, #"^  subgraph cluster_[a-z]\d+ \{$"#,
      #"^    label="# + string + ";$", #"^  \}$"#, #"^\}$"#,
    ].map { try Regex($0) }
    let node = try Regex(#"^ +([a-z]\d+) \[label="# + string + #"\];$"#)
    let edge = try Regex(
      #"^  (?<from>begin|[a-z]\d+) -> (?<to>[a-z]\d+)( \[label="# + string + #"(, style=dashed)?\])?;$"#)
    return check(text, header: header, fixed: fixed, node: node, edge: edge)
  }

  private static func check(
    _ text: String, header: Regex<AnyRegexOutput>, fixed: [Regex<AnyRegexOutput>], node: Regex<AnyRegexOutput>,
    edge: Regex<AnyRegexOutput>
  ) -> (problems: [String], nodes: Int, edges: Int) {
    var problems: [String] = []
    var declared: Set<Substring> = ["begin"]
    var arrows: [(Substring, Substring)] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    if text.last != "\n" { problems.append("the text does not end with a line break") }
    for (index, line) in lines.enumerated() {
      if index == 0 {
        if line.wholeMatch(of: header) == nil { problems.append("line 1 is not the header: \(line)") }
      } else if let match = line.wholeMatch(of: node) {
        declared.insert(match.output[1].substring ?? "")
      } else if let match = line.wholeMatch(of: edge) {
        arrows.append((match.output["from"]?.substring ?? "", match.output["to"]?.substring ?? ""))
      } else if !fixed.contains(where: { line.wholeMatch(of: $0) != nil }) {
        problems.append("line \(index + 1) is no statement: \(line.debugDescription)")
      }
    }
    for (from, to) in arrows where !declared.contains(from) || !declared.contains(to) {
      problems.append("an arrow from \(from) to \(to) has an end that is no node")
    }
    return (problems, declared.count - 1, arrows.count)
  }
}

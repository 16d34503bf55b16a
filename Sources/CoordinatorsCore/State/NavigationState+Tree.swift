extension NavigationState: CustomStringConvertible {
  /// The state as an indented tree: stacks, then modal layers, a screen a line. Tabs laid out
  /// in a sidebar say so on their first line: `tabs (layout: sidebar (2 columns), shown as split
  /// view (2 columns))`.
  ///
  /// ```
  /// tabs
  ///   tab "main" (selected)
  ///     0 MainRoute.home  [flow 1]
  ///     4 MainRoute.detail  [flow 1]
  ///   tab "locations"
  ///     1 LocationsRoute.list  [flow 2]
  /// modal layer 0: sheet(medium, large, grabber: visible)
  ///     5 MainRoute.bottomSheet  [flow 1]
  /// alert 0 "Delete the star?" [Delete (destructive)] [Cancel (cancel)]  [flow 1]
  /// ```
  public var description: String { treeDescription() }

  /// The tree, with or without screen identifiers (without, two states that differ only in
  /// identifiers print alike).
  ///
  /// Every line is one line: control characters, line separators and bidirectional controls in
  /// routes, tab names and an alert's titles are written escaped (`\u{1B}`, `\n`).
  public func treeDescription(includingIdentifiers: Bool = true) -> String {
    var lines: [String] = []
    func add(_ screens: ScreenStack, indent: String) {
      for screen in screens {
        let id = includingIdentifiers ? "\(screen.id) " : ""
        lines.append("\(indent)\(id)\(screen.route)  [flow \(screen.owner)]")
      }
    }
    if let tabIDs {
      lines.append(
        rootLayout.sections == .tabBar ? "tabs" : "tabs (layout: \(rootLayout.sections), shown as \(appearance))")
      for (index, id) in tabIDs.enumerated() {
        lines.append("  tab \(id)\(index == selectedTabIndex ? " (selected)" : "")")
        add(baseStacks[index], indent: "    ")
      }
    } else {
      lines.append("stack")
      add(baseStacks[0], indent: "  ")
    }
    for (index, layer) in modals.enumerated() {
      lines.append("modal layer \(index): \(layer.presentation.map(\.description) ?? "not modal")")
      add(layer.stack, indent: "    ")
    }
    if let alert {
      let id = includingIdentifiers ? "\(alert.id) " : ""
      let kind = alert.style == .alert ? "alert" : "confirmation dialog"
      let buttons = alert.buttons.map { "[\($0.title)\($0.role.map { " (\($0.rawValue))" } ?? "")]" }
      lines.append("\(kind) \(id)\"\(alert.title)\" \(buttons.joined(separator: " "))  [flow \(alert.owner)]")
    }
    // Titles, routes and tab names come from outside: a line break in one would forge a line of
    // the tree, a bidirectional control would reorder it.
    return lines.lazy.map { $0.escapingControlCharacters() }.joined(separator: "\n")
  }
}

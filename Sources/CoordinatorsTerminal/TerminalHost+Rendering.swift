@_spi(Hosts) import Coordinators

extension TerminalHost {
  /// What the host shows, as lines of text: a header with the path, the screen the user
  /// sees with its numbered actions, each modal layer as a framed panel over what is below
  /// it, and the tab bar; tabs laid out in a sidebar show as columns side by side (a collapsed
  /// split view shows its sidebar's list, or the selected section's screen).
  ///
  /// ```
  /// Shapes · SwiftUI Shapes › Custom Shapes ⇡ Featured: Star
  /// ────────────────────────────────────────────────────────────
  /// Custom Shapes
  ///   ╭─ sheet(medium, large, grabber: visible) ───────────────╮
  ///   │ Featured: Star                                         │
  ///   │                                                        │
  ///   │   1  Done                                              │
  ///   ╰────────────────────────────────────────────────────────╯
  /// ```
  ///
  /// - Parameters:
  ///   - title: the app's name, first in the header.
  ///   - style: colours or plain text, and the width.
  /// - Returns: the lines, without line breaks; one line saying so when nothing is shown yet.
  package func render(title: String, style: TerminalStyle) -> [String] {
    renderLines(title: title, width: style.width).map { $0.painted(style) }
  }

  func renderLines(title: String, width: Int) -> [TerminalLine] {
    guard let shown else { return [TerminalLine("\(title) · nothing shown yet", .muted)] }
    var lines = [header(title: title, shown: shown, width: width)]
    lines.append(rule(width))
    let base = shown.stack(at: baseLocation(of: shown)) ?? []
    if shown.modals.isEmpty, case .splitView(let columns) = shown.appearance {
      lines += splitLines(shown, columns: columns, width: width)
    } else if shown.modals.isEmpty, shown.appearance == .collapsedSplitView(.sidebar) {
      lines.append(TerminalLine("Sections", .heading))
      lines.append(TerminalLine())
      lines += sidebarLines(shown).map { TerminalLine("  ") + $0 }
    } else if shown.modals.isEmpty, let top = base.last {
      lines += screenLines(top, width: width)
    } else {
      if let below = base.last { lines.append(TerminalLine(self.title(of: below), .muted)) }
      lines += layerLines(shown.modals[...], width: width - 2).map { TerminalLine("  ") + $0 }
    }
    lines.append(rule(width))
    if let alert = shown.alert {
      lines += alertLines(alert)
      lines.append(rule(width))
    }
    if shown.appearance == .tabBar {
      lines.append(tabBar(shown, width: width))
      lines.append(rule(width))
    }
    return lines.map { $0.fitted(to: width) }
  }

  /// A split view's columns side by side, `│` between them: the sidebar's sections (a fifth of
  /// the width, 12 to 20 columns), then the selected section's top screen (two columns), or
  /// its first screen and, once it has one above, its top screen (three columns, the content
  /// column as wide as the sidebar). In 80 columns the detail column keeps 40 or more.
  private func splitLines(_ shown: NavigationState, columns: SplitColumns, width: Int) -> [TerminalLine] {
    let side = min(max(width / 5, 12), 20)
    let stack = shown.stack(at: baseLocation(of: shown)) ?? []
    var parts: [(lines: [TerminalLine], width: Int)] = [(sidebarLines(shown), side)]
    if columns == .threeColumns, let first = stack.first {
      parts.append((screenLines(first, width: side), side))
    }
    let detailWidth = max(width - parts.reduce(0) { $0 + $1.width + 3 }, 8)
    if columns == .threeColumns && stack.count < 2 {
      parts.append(([TerminalLine("nothing selected", .muted)], detailWidth))
    } else if let top = stack.last {
      parts.append((screenLines(top, width: detailWidth), detailWidth))
    }
    let rows = parts.map(\.lines.count).max() ?? 0
    return (0..<rows).map { row in
      var line = TerminalLine()
      for (index, part) in parts.enumerated() {
        if index > 0 { line = line + TerminalLine(" │ ", .muted) }
        let cell = row < part.lines.count ? part.lines[row] : TerminalLine()
        line = line + cell.fitted(to: part.width, padded: index < parts.count - 1)
      }
      return line
    }
  }

  /// The sidebar's sections, one a line, by the number that taps them: `▸ t1 Shapes` for the
  /// selected one.
  private func sidebarLines(_ shown: NavigationState) -> [TerminalLine] {
    shown.tabs.enumerated().map { index, tab in
      let name = "t\(index + 1) " + (tab.item?.title ?? tab.stack.first.map(title(of:)) ?? tab.id.rawValue)
      let selected = tab.id == shown.selectedTab && shown.appearance != .collapsedSplitView(.sidebar)
      return TerminalLine(selected ? "▸ " + name : "  " + name, selected ? .selected : .plain)
    }
  }

  /// The root stack, or the selected tab's.
  private func baseLocation(of shown: NavigationState) -> StackLocation {
    shown.selectedTab.map { .tab($0) } ?? .root
  }

  private func rule(_ width: Int) -> TerminalLine {
    TerminalLine(String(repeating: "─", count: width), .muted)
  }

  /// `App · tab: First › Second ⇡ Presented › Pushed`, cut at the front when too long.
  private func header(title: String, shown: NavigationState, width: Int) -> TerminalLine {
    var pieces: [String] = []
    let base = shown.stack(at: baseLocation(of: shown)) ?? []
    for (index, screen) in base.enumerated() {
      pieces.append((index == 0 ? "" : " › ") + self.title(of: screen))
    }
    for layer in shown.modals {
      for (index, screen) in layer.stack.enumerated() {
        pieces.append((index == 0 ? " ⇡ " : " › ") + self.title(of: screen))
      }
    }
    let start = TerminalLine(title, .heading) + TerminalLine(" · ")
    let tab = TerminalLine(shown.selectedTab.map { "\($0.rawValue): " } ?? "", .muted)
    var path = pieces.joined()
    var cut = false
    while start.width + tab.width + path.count + (cut ? 1 : 0) > width, pieces.count > 1 {
      pieces.removeFirst()
      pieces[0] = String(pieces[0].drop { $0 == " " || $0 == "›" || $0 == "⇡" })
      path = " " + pieces.joined()
      cut = true
    }
    return start + tab + TerminalLine(cut ? "…" + path : path, .path)
  }

  /// A screen's title, body and numbered actions.
  private func screenLines(_ screen: Screen, width: Int) -> [TerminalLine] {
    let content = content(of: screen)
    var lines = [TerminalLine(content.title ?? screen.options.title ?? "\(screen.route.base)", .heading)]
    if !content.body.isEmpty {
      lines.append(TerminalLine())
      lines += content.body.map { TerminalLine("  " + $0) }
    }
    lines.append(TerminalLine())
    if content.actions.isEmpty {
      lines.append(TerminalLine("  no actions", .muted))
    }
    let numberWidth = String(content.actions.count).count
    for (index, action) in content.actions.enumerated() {
      let number = String(index + 1)
      let padding = String(repeating: " ", count: numberWidth - number.count)
      lines.append(TerminalLine("  " + padding) + TerminalLine(number, .number) + TerminalLine("  " + action.title))
    }
    return lines.map { $0.fitted(to: width) }
  }

  /// The alert as a prompt with numbered choices, which the numbers the user types pick:
  ///
  /// ```
  /// ? Delete the star?
  ///   It cannot be undone.
  ///   1  Delete (destructive)
  ///   2  Cancel
  /// ```
  private func alertLines(_ alert: NavigationAlert) -> [TerminalLine] {
    var lines = [TerminalLine("? ", .warning) + TerminalLine(alert.title, .heading)]
    if let message = alert.message { lines.append(TerminalLine("  " + message)) }
    let numberWidth = String(alert.buttons.count).count
    for (index, button) in alert.buttons.enumerated() {
      let number = String(index + 1)
      let padding = String(repeating: " ", count: numberWidth - number.count)
      let role = button.role.map { " (\($0.rawValue))" } ?? ""
      lines.append(
        TerminalLine("  " + padding) + TerminalLine(number, .number) + TerminalLine("  " + button.title)
          + TerminalLine(role, .muted))
    }
    return lines
  }

  /// The layers as nested frames: the lowest outside, the top one inside with its screen.
  ///
  /// A loop from the top layer outward, each frame 4 columns narrower than the one around it:
  /// as many frames as leave 16 columns inside are drawn, and the layers below them are
  /// counted on one line above (`⋮ 12 more layers below`), so the drawing stays as wide as
  /// the terminal and takes time in proportion to it, however many layers there are.
  private func layerLines(_ layers: ArraySlice<ModalLayer>, width: Int) -> [TerminalLine] {
    guard !layers.isEmpty else { return [] }
    let framesThatFit = max((width - 16) / 4, 1)
    let drawn = layers.suffix(framesThatFit)
    var content: [TerminalLine] = []
    // The width inside the innermost frame; each frame outward is 4 columns wider.
    var inner = max(width - 4 * drawn.count, 16)
    for (index, layer) in zip(drawn.indices, drawn).reversed() {
      let top = layer.stack[layer.stack.count - 1]
      var label = layer.presentation.map(\.description) ?? "modal"
      if index == drawn.indices.last {
        content = screenLines(top, width: inner)
      } else {
        label += " · " + title(of: top)
      }
      content = frame(content, of: layer, label: label, inner: inner)
      inner += 4
    }
    let hidden = layers.count - drawn.count
    if hidden > 0 {
      content.insert(TerminalLine("⋮ \(hidden) more \(hidden == 1 ? "layer" : "layers") below", .muted), at: 0)
    }
    return content
  }

  /// `content` in a frame `inner` columns wide inside, drawn the way `layer` is presented, with
  /// `label` in its top edge.
  private func frame(_ content: [TerminalLine], of layer: ModalLayer, label: String, inner: Int) -> [TerminalLine] {
    let corners: (String, String, String, String) =
      switch layer.presentation?.style {
      case .sheet?: ("╭", "╮", "╰", "╯")
      case .fullScreenCover?: ("╔", "╗", "╚", "╝")
      default: ("┌", "┐", "└", "┘")
      }
    let bar = layer.presentation?.style == .fullScreenCover ? "═" : "─"
    let side = layer.presentation?.style == .fullScreenCover ? "║" : "│"
    let heading = "\(corners.0)\(bar) \(label.truncated(to: inner - 2)) "
    var lines = [
      TerminalLine(heading + String(repeating: bar, count: max(inner + 3 - heading.count, 0)) + corners.1, .muted)
    ]
    for line in content {
      lines.append(
        TerminalLine(side + " ", .muted) + line.fitted(to: inner, padded: true) + TerminalLine(" " + side, .muted))
    }
    lines.append(TerminalLine(corners.2 + String(repeating: bar, count: inner + 2) + corners.3, .muted))
    return lines
  }

  /// `[t1 Main]  t2 Locations`: each tab by its number and its item's title, else its first
  /// screen's.
  private func tabBar(_ shown: NavigationState, width: Int) -> TerminalLine {
    let covered = !shown.modals.isEmpty
    var line = TerminalLine()
    for (index, tab) in shown.tabs.enumerated() {
      let name = "t\(index + 1) " + (tab.item?.title ?? tab.stack.first.map(title(of:)) ?? tab.id.rawValue)
      let selected = tab.id == shown.selectedTab
      if index > 0 { line = line + TerminalLine("  ") }
      line = line + TerminalLine(selected ? "[\(name)]" : " \(name) ", covered ? .muted : selected ? .selected : .plain)
    }
    if covered { line = line + TerminalLine("  (covered)", .muted) }
    return line
  }
}

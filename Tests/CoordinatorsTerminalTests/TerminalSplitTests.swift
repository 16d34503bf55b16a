@_spi(Hosts) import CoordinatorsTerminal
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("The terminal host: a split view's columns side by side, collapsed and expanded", .hangLimit)
struct TerminalSplitTests {
  /// Sections `inbox` [Inbox, Message] (selected) and `sent` [Sent], laid out in a sidebar.
  private func split(_ columns: SplitColumns) throws -> (Navigator, TerminalHost) {
    let state = try NavigationState(
      root: .tabs(
        [
          Tab(id: "inbox", stack: [screen(0, "Inbox"), screen(2, "Message")], item: TabItem(title: "Mail")),
          Tab(id: "sent", stack: [screen(1, "Sent")]),
        ],
        selectedIndex: 0),
      layout: RootLayout(sections: .sidebar(columns)))
    let navigator = Navigator(state: state)
    navigator.expectNoProblems()
    let host = TerminalHost()
    navigator.attach(host)
    return (navigator, host)
  }

  private func drawing(_ host: TerminalHost, width: Int = 80) -> [String] {
    host.render(title: "Mail", style: TerminalStyle(usesColor: false, width: width))
  }

  @Test func twoColumnsShowTheSidebarBesideTheSelectedSectionsTopScreenWithinTheWidth() throws {
    let (navigator, host) = try split(.twoColumns)
    defer { withExtendedLifetime(navigator) {} }
    let lines = drawing(host)
    #expect(
      lines.joined(separator: "\n") == """
        Mail · inbox: Inbox › Message
        ────────────────────────────────────────────────────────────────────────────────
        ▸ t1 Mail        │ Message
          t2 Sent        │
                         │   TestRoute.Message
                         │
                         │   no actions
        ────────────────────────────────────────────────────────────────────────────────
        """)
    #expect(lines[2].hasPrefix("▸ t1 Mail") && lines[2].contains(" │ Message"))
    #expect(lines[3].hasPrefix("  t2 Sent") && lines[3].contains(" │"))
    #expect(!lines.contains { $0.contains("[t1") }, "the sidebar replaces the tab bar")
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(drawing(host, width: 40).allSatisfy { $0.count <= 40 })
  }

  @Test func threeColumnsShowTheSectionsFirstScreenThenItsTop() throws {
    let (navigator, host) = try split(.threeColumns)
    defer { withExtendedLifetime(navigator) {} }
    #expect(drawing(host)[2].contains(" │ Inbox") && drawing(host)[2].contains(" │ Message"))
    try host.tapTab(2)
    #expect(navigator.state.selectedTab == "sent")
    #expect(drawing(host)[2].contains(" │ Sent") && drawing(host)[2].contains(" │ nothing selected"))
  }

  @Test func aCompactTerminalCollapsesOntoTheSectionAndBackShowsTheSidebar() throws {
    let (navigator, host) = try split(.twoColumns)
    defer { withExtendedLifetime(navigator) {} }
    host.resize(to: .compact)
    #expect(drawing(host)[2] == "Message")
    try host.goBack()
    try host.goBack()
    #expect(navigator.state.appearance == .collapsedSplitView(.sidebar))
    #expect(Array(drawing(host)[2...5]) == ["Sections", "", "    t1 Mail", "    t2 Sent"])
    #expect(throws: TerminalCommandError.nothingToGoBackTo) { try host.goBack() }
    try host.tapTab(1)
    #expect(drawing(host)[2] == "Inbox")
    host.resize(to: .regular)
    #expect(navigator.state.appearance == .splitView(.twoColumns))
    #expect(navigator.state.stack(at: .tab("inbox"))?.count == 1)
  }
}

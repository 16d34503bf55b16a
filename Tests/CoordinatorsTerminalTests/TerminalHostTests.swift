@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTerminal
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("The terminal host: what it draws and what the user's commands do", .hangLimit)
struct TerminalHostTests {
  /// A host showing `navigator`, and the navigator's events.
  private func attach(_ navigator: Navigator) -> (TerminalHost, EventRecorder) {
    navigator.expectNoProblems()
    let host = TerminalHost()
    let events = EventRecorder(navigator)
    navigator.attach(host)
    return (host, events)
  }

  private func drawing(_ host: TerminalHost, width: Int = 60) -> String {
    host.render(title: "Mail", style: TerminalStyle(usesColor: false, width: width)).joined(separator: "\n")
  }

  // MARK: Drawing

  @Test func drawsThePathTheScreenItsTextAndItsNumberedActions() {
    let navigator = Navigator(root: MailCoordinator())
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    navigator.send(MailAction.open(1), from: 0)
    #expect(
      drawing(host) == """
        Mail · Inbox › Message 1
        ────────────────────────────────────────────────────────────
        Message 1

          The text of message 1.

          1  Next
        ────────────────────────────────────────────────────────────
        """)
  }

  @Test func drawsAModalLayerAsAFramedPanelOverTheStack() throws {
    let navigator = Navigator(root: MailCoordinator())
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    navigator.send(MailAction.compose, from: 0)
    #expect(
      drawing(host) == """
        Mail · Inbox ⇡ New Message
        ────────────────────────────────────────────────────────────
        Inbox
          ╭─ sheet(large) dismiss-disabled ────────────────────────╮
          │ New Message                                            │
          │                                                        │
          │   1  Send                                              │
          ╰────────────────────────────────────────────────────────╯
        ────────────────────────────────────────────────────────────
        """)
  }

  @Test func nestsLayersTheLowestOutsideAndDrawsEachKindOfPresentationItsWay() throws {
    let state = try NavigationState(
      root: .stack([screen(0, "list")]),
      modals: [
        ModalLayer([screen(1, "sheet", presentation: .modal(.sheet())), screen(2, "pushed in the sheet")]),
        ModalLayer([screen(3, "cover", presentation: .modal(.fullScreenCover()))]),
        ModalLayer([screen(4, "zoomed", presentation: .modal(.custom("zoom")))]),
      ])
    let navigator = Navigator(state: state)
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    #expect(
      drawing(host) == """
        Mail · list ⇡ sheet › pushed in the sheet ⇡ cover ⇡ zoomed
        ────────────────────────────────────────────────────────────
        list
          ╭─ sheet(large) · pushed in the sheet ───────────────────╮
          │ ╔═ fullScreenCover · cover ══════════════════════════╗ │
          │ ║ ┌─ custom(zoom) ─────────────────────────────────┐ ║ │
          │ ║ │ zoomed                                         │ ║ │
          │ ║ │                                                │ ║ │
          │ ║ │   TestRoute.zoomed                             │ ║ │
          │ ║ │                                                │ ║ │
          │ ║ │   no actions                                   │ ║ │
          │ ║ └────────────────────────────────────────────────┘ ║ │
          │ ╚════════════════════════════════════════════════════╝ │
          ╰────────────────────────────────────────────────────────╯
        ────────────────────────────────────────────────────────────
        """)
  }

  @Test func drawsAsManyLayersAsFitAndCountsTheOthersHoweverManyThereAre() throws {
    // 5,000 layers; 500 under the sanitizers (see `TestScale`).
    let count = TestScale.count(5_000)
    let layers = (1...count).map { ModalLayer([screen($0, "layer \($0)", presentation: .modal(.sheet()))]) }
    let navigator = Navigator(state: try NavigationState(root: .stack([screen(0, "list")]), modals: layers))
    navigator.expectNoProblems()
    let host = TerminalHost()
    navigator.attach(host)
    #expect(host.shown?.modals.count == count)
    // 60 columns, 58 inside the page's margin: 10 frames of 4 columns each leave 18 inside.
    let lines = drawing(host).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == "  ⋮ \(count - 10) more layers below")
    #expect(lines[4].hasPrefix("  ╭─ sheet(large) · layer \(count - 9) "))
    #expect(lines.contains { $0.contains("│ layer \(count)") }, "the top layer's screen is drawn inside")
    #expect(lines.count == 4 + 20 + 5 + 1, "header, rule, title, count; 10 frames; the screen; a rule")
    #expect(lines.allSatisfy { $0.count <= 60 })
  }

  @Test func drawsTheTabBarWithTheSelectedTabAndCoversItUnderALayer() throws {
    let state = try NavigationState(
      root: .tabs(
        [
          Tab(id: "inbox", stack: [screen(0, "Inbox"), screen(2, "Message")]),
          Tab(id: "sent", stack: [screen(1, "Sent")]),
        ],
        selectedIndex: 0))
    let navigator = Navigator(state: state)
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    #expect(
      drawing(host).split(separator: "\n").first == "Mail · inbox: Inbox › Message",
      "the header names the tab, then the screens of its stack")
    #expect(drawing(host).hasSuffix("[t1 Inbox]   t2 Sent\n" + String(repeating: "─", count: 60)))
    navigator.present(TestRoute("Filter"), as: .sheet())
    #expect(drawing(host).hasSuffix("[t1 Inbox]   t2 Sent   (covered)\n" + String(repeating: "─", count: 60)))
  }

  @Test func titlesEachTabWithItsItemWhenItHasOne() throws {
    let state = try NavigationState(
      root: .tabs(
        [
          Tab(id: "inbox", stack: [screen(0, "Inbox")], item: TabItem(title: "Mail", systemImage: "tray", badge: "3")),
          Tab(id: "sent", stack: [screen(1, "Sent")]),
        ],
        selectedIndex: 0))
    let navigator = Navigator(state: state)
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    #expect(drawing(host).hasSuffix("[t1 Mail]   t2 Sent\n" + String(repeating: "─", count: 60)))
  }

  @Test func cutsALongPathAtTheFront() throws {
    let names = ["First screen", "Second screen", "Third screen", "Fourth screen", "Fifth screen"]
    let state = try NavigationState(root: .stack(names.enumerated().map { screen($0, $1) }))
    let navigator = Navigator(state: state)
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    let header = try #require(host.render(title: "Mail", style: TerminalStyle(usesColor: false, width: 50)).first)
    #expect(header == "Mail · … Fourth screen › Fifth screen")
    #expect(header.count <= 50)
  }

  @Test func aScreenWhoseCoordinatorHasNoTerminalScreensShowsItsRoute() {
    let navigator = Navigator(root: MailCoordinator())
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    navigator.send(MailAction.openSettings, from: 0)
    #expect(host.title(of: navigator.state.topScreen) == "general")
    #expect(host.content(of: navigator.state.topScreen).body == ["SettingsRoute.general"])
    #expect(host.content(of: navigator.state.topScreen).actions.isEmpty)
  }

  @Test func coloursMarkTitlesNumbersAndRulesAndPlainTextHasNoEscapes() {
    let navigator = Navigator(root: MailCoordinator())
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    let coloured = host.render(title: "Mail", style: TerminalStyle(usesColor: true)).joined(separator: "\n")
    #expect(coloured.contains("\u{1B}[1mMail\u{1B}[0m"))
    #expect(coloured.contains("\u{1B}[1;33m1\u{1B}[0m  Open message 1"))
    #expect(!drawing(host).contains("\u{1B}"))
  }

  @Test func nothingIsDrawnBeforeTheFirstStep() {
    let host = TerminalHost()
    #expect(host.render(title: "Mail", style: .plain) == ["Mail · nothing shown yet"])
    #expect(throws: TerminalCommandError.nothingShown) { try host.runAction(1) }
    #expect(throws: TerminalCommandError.nothingShown) { try host.goBack() }
  }

  // MARK: Steps

  @Test func eachStepIsShownAndCompletedBeforePerformReturns() {
    let navigator = Navigator(root: MailCoordinator())
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    var performed: [String] = []
    host.didPerform = { performed.append($0.description) }
    navigator.send(MailAction.open(1), from: 0)
    #expect(navigator.isIdle, "no await: the step completed inside the command")
    #expect(host.shown == navigator.state)
    #expect(performed == ["setStack(the root stack: 0, 1)"])
  }

  @Test func aPlanOfSeveralStepsIsShownWhole() throws {
    let navigator = Navigator(root: MailCoordinator())
    let (host, _) = attach(TerminalHostTests.withTwoLayers(navigator))
    try navigator.apply(.setRoot(.stack([navigator.makeScreen(MailRoute.inbox)])))
    #expect(host.shown == navigator.state)
  }

  private static func withTwoLayers(_ navigator: Navigator) -> Navigator {
    navigator.present(MailRoute.message(1), as: .sheet())
    navigator.present(MailRoute.message(2), as: .fullScreenCover())
    return navigator
  }

  // MARK: Actions

  @Test func anActionReportsItsCoordinatorActionFromItsScreen() throws {
    let navigator = Navigator(root: MailCoordinator())
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    try host.runAction(1)
    #expect(navigator.state.topScreen.route == AnyRoute(MailRoute.message(1)))
    try host.runAction(1)
    #expect(navigator.state.topScreen.route == AnyRoute(MailRoute.message(2)))
  }

  @Test func anActionCanRunAClosure() throws {
    let mail = MailCoordinator()
    let navigator = Navigator(root: mail)
    let (host, events) = attach(navigator)
    try host.runAction(4)
    try host.runAction(4)
    #expect(mail.refreshes == 2)
    #expect(events.events.isEmpty)
  }

  @Test(arguments: [0, 5, Int.max])
  func aNumberWithNoActionIsRefused(number: Int) {
    let navigator = Navigator(root: MailCoordinator())
    let (host, events) = attach(navigator)
    #expect(throws: TerminalCommandError.noSuchAction(number, available: 4)) { try host.runAction(number) }
    #expect(events.events.isEmpty)
  }

  // MARK: Gestures

  @Test func goingBackIsAUserPopReportedOnce() throws {
    let navigator = Navigator(root: MailCoordinator())
    let (host, events) = attach(navigator)
    try host.runAction(1)
    try host.runAction(1)
    try host.goBack()
    expectEvents(events, causes: [.programmatic, .programmatic, .user(.popped(to: 1))])
    try host.goBack()
    #expect(throws: TerminalCommandError.nothingToGoBackTo) { try host.goBack() }
    #expect(events.causes.last == .user(.popped(to: 0)))
    #expect(host.shown == navigator.state)
  }

  @Test func goingBackSeveralScreensIsOnePopToTheScreenChosen() throws {
    let navigator = Navigator(root: MailCoordinator())
    let (host, events) = attach(navigator)
    try host.runAction(1)
    try host.runAction(1)
    #expect(throws: TerminalCommandError.nothingToGoBackTo) { try host.goBack(count: 3) }
    #expect(throws: TerminalCommandError.nothingToGoBackTo) { try host.goBack(count: 0) }
    try host.goBack(count: 2)
    expectEvents(events, causes: [.programmatic, .programmatic, .user(.popped(to: 0))])
    #expect(host.shown == navigator.state)
  }

  @Test func dismissingIsASwipeDownAndRefusedForALayerThatDisablesIt() throws {
    let navigator = Navigator(root: MailCoordinator())
    let (host, events) = attach(navigator)
    #expect(throws: TerminalCommandError.noLayerToDismiss) { try host.dismissTopLayer() }
    try host.runAction(2)
    #expect(throws: TerminalCommandError.dismissDisabled("New Message")) { try host.dismissTopLayer() }
    #expect(navigator.state.modals.count == 1)
    navigator.present(MailRoute.message(3), as: .sheet())
    try host.dismissTopLayer()
    #expect(events.causes.last == .user(.dismissedLayer(2)))
    #expect(navigator.state.modals.count == 1)
  }

  @Test func tappingTabsSelectsReselectsAndIsRefusedUnderALayer() throws {
    let state = try NavigationState(
      root: .tabs(
        [Tab(id: "inbox", stack: [screen(0, "Inbox")]), Tab(id: "sent", stack: [screen(1, "Sent")])], selectedIndex: 0)
    )
    let navigator = Navigator(state: state)
    let (host, events) = attach(navigator)
    try host.tapTab(2)
    #expect(events.causes == [.user(.selectedTab("sent"))])
    navigator.push(TestRoute("Sent message"))
    try host.tapTab(2)
    #expect(events.causes.last == .user(.reselectedTab("sent")))
    #expect(navigator.state.stack(at: .tab("sent"))?.count == 1)
    #expect(throws: TerminalCommandError.noSuchTab(3, available: 2)) { try host.tapTab(3) }
    navigator.present(TestRoute("Filter"), as: .sheet())
    #expect(throws: TerminalCommandError.tabBarCovered) { try host.tapTab(1) }
    #expect(navigator.state.selectedTab == "sent")
  }

  @Test func aRootStackHasNoTabsToTap() {
    let navigator = Navigator(root: MailCoordinator())
    let (host, _) = attach(navigator)
    defer { withExtendedLifetime(navigator) {} }
    #expect(throws: TerminalCommandError.noTabs) { try host.tapTab(1) }
  }
}

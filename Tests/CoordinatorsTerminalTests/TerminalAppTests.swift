import CoordinatorsTerminal
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("A terminal app driven by a script", .hangLimit)
struct TerminalAppTests {
  /// What `app` prints for `commands`, drawn plain at 60 columns, and its exit status.
  private func run(_ app: TerminalApp, _ commands: [String]) async -> (transcript: String, status: Int32) {
    var transcript = ""
    let status = await app.run(commands: commands, style: TerminalStyle(usesColor: false, width: 60)) {
      transcript += $0
    }
    return (transcript, status)
  }

  /// The blocks of a transcript: the first screen, then one per command, starting with `> command`.
  private func blocks(_ transcript: String) -> [String] {
    transcript.components(separatedBy: "\n\n> ").enumerated().map { $0 == 0 ? $1 : "> " + $1 }
  }

  @Test func aScriptPrintsTheFirstScreenThenEachCommandAndTheScreenItLeadsTo() async {
    let app = TerminalApp(title: "Mail", navigator: Navigator(root: MailCoordinator()))
    let (transcript, status) = await run(app, ["1", "b"])
    #expect(status == 0)
    #expect(
      transcript == """
        Mail · Inbox
        ────────────────────────────────────────────────────────────
        Inbox

          2 unread messages

          1  Open message 1
          2  Compose
          3  Settings
          4  Refresh
        ────────────────────────────────────────────────────────────
        1-4 action · :tree · ? help · q quit
        ready: type a command and press return (? lists them)

        > 1
        Mail · Inbox › Message 1
        ────────────────────────────────────────────────────────────
        Message 1

          The text of message 1.

          1  Next
        ────────────────────────────────────────────────────────────
        1 action · b back · :tree · ? help · q quit
        ● programmatic

        > b
        Mail · Inbox
        ────────────────────────────────────────────────────────────
        Inbox

          2 unread messages

          1  Open message 1
          2  Compose
          3  Settings
          4  Refresh
        ────────────────────────────────────────────────────────────
        1-4 action · :tree · ? help · q quit
        ● user: popped to screen 0

        """)
  }

  @Test func badInputPrintsAMessageAndTheAppKeepsRunning() async {
    let app = TerminalApp(title: "Mail", navigator: Navigator(root: MailCoordinator()))
    let (transcript, status) = await run(
      app, ["hello", "7", "0", "b", "d", "t1", ":open", ":open not a link", "2", "d", "1"])
    #expect(status == 0)
    let replies = blocks(transcript).dropFirst().map {
      $0.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
    }
    #expect(
      replies == [
        #"! unknown command "hello": type ? for the commands"#,
        "! there is no action 7: choose 1 to 4",
        "! there is no action 0: choose 1 to 4",
        "! nothing to go back to: this is the first screen of its stack",
        "! nothing to dismiss: no sheet or cover is shown",
        "! this app has no tabs",
        "! type a link after :open, for example :open myapp://path",
        "! deep links are not configured for this app",
        "Mail · Inbox ⇡ New Message",
        #"! "New Message" cannot be swiped down: close it with one of its actions"#,
        "Mail · Inbox",
      ])
    #expect(app.navigator.state.modals.isEmpty, "the sheet's own action closed it")
  }

  @Test func quitStopsTheAppAndTheEndOfTheInputToo() async {
    let app = TerminalApp(title: "Mail", navigator: Navigator(root: MailCoordinator()))
    let (transcript, status) = await run(app, ["1", "q", "1"])
    #expect(status == 0)
    #expect(transcript.hasSuffix("\n> q\n"))
    #expect(app.navigator.state.screenCount == 2, "nothing after q runs")

    let (ended, endStatus) = await run(TerminalApp(title: "Mail", navigator: Navigator(root: MailCoordinator())), [])
    #expect(endStatus == 0)
    #expect(ended.hasSuffix("ready: type a command and press return (? lists them)\n"))
  }

  @Test func blankLinesAndCommentsArePassedOver() async {
    let app = TerminalApp(title: "Mail", navigator: Navigator(root: MailCoordinator()))
    let (transcript, _) = await run(app, ["", "# open the first message", "   ", "1"])
    #expect(blocks(transcript).count == 2)
    #expect(blocks(transcript).last?.hasPrefix("> 1\nMail · Inbox › Message 1") == true)
  }

  @Test func theStatusLineSaysWhatChangedWhyAndWhichFlowsStartedAndEnded() async {
    let app = TerminalApp(title: "Mail", navigator: Navigator(root: MailCoordinator()))
    app.navigator.transitionRules = [TransitionRule(to: .type(SettingsRoute.self), use: "slide")]
    let (transcript, _) = await run(app, ["3", "b", "4"])
    let statuses = blocks(transcript).dropFirst().map {
      String($0.split(separator: "\n").drop { !$0.hasPrefix("●") }.joined(separator: "\n"))
    }
    #expect(
      statuses == [
        "● programmatic · flow 1 (PlainCoordinator) started under\n  flow 0 · transition slide",
        "● user: popped to screen 0 · flow 1 (PlainCoordinator) was\n  cancelled",
        "● nothing changed",
      ])
  }

  @Test func rejectedCommandsAndUnhandledActionsShowAsWarnings() async throws {
    final class Clumsy: TerminalCoordinator {
      let flow = Flow<TestRoute>()
      func start() { flow.show("start") }
      func screen(for route: TestRoute) -> TerminalScreen {
        TerminalScreen(actions: [
          .send("Nobody handles this", TestAction.unknown),
          .run("Pop too far") { [flow] in flow.navigator?.pop(count: 9) },
        ])
      }
    }
    let app = TerminalApp(title: "Clumsy", navigator: Navigator(root: Clumsy()))
    let (transcript, _) = await run(app, ["1", "2"])
    let blocks = blocks(transcript)
    #expect(blocks[1].hasSuffix("\n! no coordinator handled unknown, sent from flow 0"))
    #expect(blocks[2].contains("\n! cannot pop 9 screens"))
  }

  @Test func openPassesTheLinkToTheHandlerAndPrintsWhyItFailed() async throws {
    let navigator = Navigator(root: MailCoordinator())
    var opened: [URL] = []
    let app = TerminalApp(title: "Mail", navigator: navigator) { url in
      opened.append(url)
      guard url.host() == "message" else { throw LinkError(url: url) }
      try navigator.navigate(to: [MailRoute.message(Int(url.lastPathComponent) ?? 0)], cause: .deepLink(url))
    }
    let (transcript, _) = await run(app, [":open mail://message/7", ":open mail://unknown", ":open no scheme"])
    let blocks = blocks(transcript)
    #expect(blocks[1].contains("Mail · Inbox › Message 7"))
    #expect(blocks[1].contains("● deep link: mail://message/7"))
    #expect(blocks[2] == "> :open mail://unknown\n! cannot open mail://unknown: no screen for mail://unknown")
    #expect(blocks[3] == "> :open no scheme\n! not a link: \"no scheme\"; a link has a scheme, like myapp://path\n")
    #expect(opened.map(\.absoluteString) == ["mail://message/7", "mail://unknown"])
    #expect(transcript.contains(":open URL · :tree"), "the hints offer :open when the app has a handler")
  }

  @Test func treePrintsTheNavigatorTreeAndHelpTheCommands() async {
    let navigator = Navigator(root: MailCoordinator())
    let app = TerminalApp(title: "Mail", navigator: navigator)
    let (transcript, _) = await run(app, ["3", ":tree", "?"])
    let blocks = blocks(transcript)
    #expect(blocks[2] == "> :tree\n\(navigator.treeDescription)")
    #expect(blocks[2].contains("1 PlainCoordinator (opened by MailRoute.settings)"))
    #expect(blocks[3].contains("  b            go back (as a back swipe)"))
    #expect(blocks[3].contains("  :open URL    open a deep link"))
  }

  @Test func mapPrintsTheScreensSeenSinceTheAppStartedAsMermaidOrDOT() async {
    let navigator = Navigator(root: MailCoordinator())
    let app = TerminalApp(title: "Mail", navigator: navigator)
    let (transcript, _) = await run(app, ["1", "1", "b", "b", "3", ":map", ":map dot", "?"])
    let blocks = blocks(transcript)
    #expect(
      blocks[6] == """
        > :map
        flowchart TD
          begin(["start"])
          subgraph f0 ["MailCoordinator"]
            n0["MailRoute.inbox"]
            n1["MailRoute.message"]
          end
          subgraph f1 ["PlainCoordinator · started 1"]
            n2["SettingsRoute.general"]
          end
          begin --> n0
          n0 -->|"push (1)"| n1
          n1 -->|"push (1)"| n1
          n1 -->|"back swipe (1)"| n1
          n1 -->|"back swipe (1)"| n0
          n0 -->|"push (1)"| n2
        """)
    #expect(blocks[7].hasPrefix("> :map dot\ndigraph navigation {\n"))
    #expect(blocks[7].contains("  n1 -> n0 [label=\"back swipe (1)\"];\n"))
    #expect(blocks[7].hasSuffix("\n}"))
    #expect(blocks[8].contains("  :map         print the map of the screens seen so far"))
  }

  @Test func aChangeThatATaskMakesAfterTheCommandIsDrawnWithIt() async {
    final class Later: TerminalCoordinator {
      let flow = Flow<TestRoute>()
      func start() { flow.show("start") }
      func screen(for route: TestRoute) -> TerminalScreen {
        TerminalScreen(actions: [
          .run("Load") { [flow] in
            Task { @MainActor in
              await Task.yield()
              flow.push("loaded")
            }
          }
        ])
      }
    }
    let app = TerminalApp(title: "Later", navigator: Navigator(root: Later()))
    let (transcript, _) = await run(app, ["1"])
    #expect(blocks(transcript).last?.hasPrefix("> 1\nLater · start › loaded") == true)
  }

  @Test func coloursFollowTheTerminalNoColorAndTerm() {
    #expect(TerminalStyle.detect(environment: [:], outputIsTerminal: true).usesColor)
    #expect(!TerminalStyle.detect(environment: [:], outputIsTerminal: false).usesColor)
    #expect(!TerminalStyle.detect(environment: ["NO_COLOR": "1"], outputIsTerminal: true).usesColor)
    #expect(TerminalStyle.detect(environment: ["NO_COLOR": ""], outputIsTerminal: true).usesColor)
    #expect(!TerminalStyle.detect(environment: ["TERM": "dumb"], outputIsTerminal: true).usesColor)
  }

  @Test func theWidthIsTheTerminalsElseColumnsElseEighty() {
    func width(_ environment: [String: String], terminal: Int? = nil) -> Int {
      TerminalStyle.detect(environment: environment, outputIsTerminal: terminal != nil, terminalWidth: terminal).width
    }
    #expect(width(["COLUMNS": "100"], terminal: 90) == 90, "the terminal's own width comes first")
    #expect(width(["COLUMNS": "100"]) == 100)
    #expect(width([:]) == 80)
    #expect(width(["COLUMNS": "wide"]) == 80)
    #expect(width(["COLUMNS": "0"]) == 80)
    #expect(width(["COLUMNS": "10"]) == 40, "kept between 40 and 120")
    #expect(width([:], terminal: 500) == 120)
  }

  @Test func controlCharactersTypedOrShownAreEscapedNeverWrittenRaw() async {
    final class Hostile: Coordinator {
      let flow = Flow<TestRoute>()
      func start() { flow.show(TestRoute("page\u{1B}[2J")) }
    }
    let app = TerminalApp(title: "Hostile", navigator: Navigator(root: Hostile()))
    let (transcript, _) = await run(app, ["\u{1B}[A", "zap\u{7}\tzip\r", ":tree"])
    let raw = transcript.unicodeScalars.filter { $0.properties.generalCategory == .control && $0 != "\n" }
    #expect(raw.isEmpty)
    let blocks = blocks(transcript)
    #expect(blocks[0].hasPrefix(#"Hostile · page\u{1B}[2J"#))
    #expect(blocks[1] == #"> \u{1B}[A"# + "\n" + #"! unknown command "\u{1B}[A": type ? for the commands"#)
    #expect(blocks[2].hasPrefix(#"> zap\u{7}\tzip"# + "\n" + #"! unknown command "zap\u{7}\tzip": "#))
    #expect(blocks[3].contains(#"page\u{1B}[2J"#), "the tree too")
  }

  @Test func aRunawayLineIsEchoedOnceAndCut() async {
    let app = TerminalApp(title: "Mail", navigator: Navigator(root: MailCoordinator()))
    let (transcript, _) = await run(app, [String(repeating: "z", count: 10_000_000)])
    #expect(
      blocks(transcript).last
        == "> \(String(repeating: "z", count: 199))…\n"
        + "! unknown command \"\(String(repeating: "z", count: 59))…\": type ? for the commands\n")
  }

  @Test func aNavigatorWithoutDeepLinksSaysSoAndNamesNoLinkTwice() async {
    let navigator = Navigator(root: MailCoordinator())
    let app = TerminalApp(title: "Mail", navigator: navigator) { url in try await navigator.open(url) }
    let (transcript, _) = await run(app, [":open mail://message/1"])
    #expect(blocks(transcript).last == "> :open mail://message/1\n! deep links are not configured for this app\n")
  }

  @Test func aColouredScriptPaintsTheScreenAndItsWarnings() async {
    let app = TerminalApp(title: "Mail", navigator: Navigator(root: MailCoordinator()))
    var transcript = ""
    await app.run(commands: ["9"], style: TerminalStyle(usesColor: true)) { transcript += $0 }
    #expect(transcript.contains("\u{1B}[1mMail\u{1B}[0m"))
    #expect(transcript.contains("\u{1B}[1;31m! there is no action 9: choose 1 to 4\u{1B}[0m"))
  }
}

private enum TestAction: CoordinatorAction {
  case unknown
}

private struct LinkError: Error, CustomStringConvertible {
  let url: URL
  var description: String { "no screen for \(url.absoluteString)" }
}

import Foundation
import TestSupport
import Testing

@testable import CoordinatorsTerminal

@Suite("Reading the commands typed in a terminal", .hangLimit)
struct TerminalCommandTests {
  @Test(arguments: [
    ("1", TerminalCommand.action(1)),
    (" 12 ", .action(12)),
    ("0", .action(0)),
    ("b", .back),
    ("d", .dismiss),
    ("t1", .tab(1)),
    ("t10", .tab(10)),
    (":open myapp://a/b?c=d", .open("myapp://a/b?c=d")),
    (":open   spaced://x  ", .open("spaced://x")),
    (":tree", .tree),
    (":map", .map(.mermaid)),
    (":map mermaid", .map(.mermaid)),
    (" :map dot ", .map(.dot)),
    ("?", .help),
    ("h", .help),
    (":help", .help),
    ("q", .quit),
    (":q", .quit),
    (":quit", .quit),
  ])
  func aCommandIsRead(line: String, command: TerminalCommand) throws {
    #expect(try TerminalCommand(parsing: line) == command)
  }

  @Test(arguments: ["", "   ", "\t", "# a comment", "  # indented comment"])
  func blankLinesAndCommentsAreNoCommand(line: String) throws {
    #expect(try TerminalCommand(parsing: line) == nil)
  }

  @Test(arguments: ["back", "B", "t", "tx", "t-1", "-1", "1.5", "qq", ":opened x", ":tre", "b b", ":map svg", ":maps"])
  func anythingElseIsAnUnknownCommand(line: String) {
    #expect(throws: TerminalCommandError.unknownCommand(line)) { try TerminalCommand(parsing: line) }
  }

  @Test(arguments: ["99999999999999999999999", "t9223372036854775808"])
  func aNumberTooLargeForAnIntIsOutOfRange(line: String) {
    #expect(throws: TerminalCommandError.numberOutOfRange(line)) { try TerminalCommand(parsing: line) }
  }

  @Test func openWithoutALinkSaysWhatToType() {
    #expect(throws: TerminalCommandError.missingLink) { try TerminalCommand(parsing: ":open") }
    #expect(throws: TerminalCommandError.missingLink) { try TerminalCommand(parsing: " :open  ") }
  }

  @Test func everyErrorSaysWhatToDoInstead() throws {
    let url = try #require(URL(string: "myapp://nowhere"))
    let messages: [(TerminalCommandError, String)] = [
      (.unknownCommand("x"), #"unknown command "x": type ? for the commands"#),
      (.numberOutOfRange("t99999"), #""t99999" is out of range: type the number of an action or a tab shown"#),
      (.noSuchAction(9, available: 3), "there is no action 9: choose 1 to 3"),
      (.noSuchAction(2, available: 1), "there is no action 2: this screen has one action, 1"),
      (.noSuchAction(1, available: 0), "there is no action 1: this screen has no actions"),
      (.nothingToGoBackTo, "nothing to go back to: this is the first screen of its stack"),
      (.noLayerToDismiss, "nothing to dismiss: no sheet or cover is shown"),
      (.dismissDisabled("Form"), #""Form" cannot be swiped down: close it with one of its actions"#),
      (.noTabs, "this app has no tabs"),
      (.noSuchTab(3, available: 2), "there is no tab 3: choose t1 to t2"),
      (.tabBarCovered, "the tab bar is covered: dismiss what is presented first (d)"),
      (.nothingShown, "nothing is shown yet"),
      (.missingLink, "type a link after :open, for example :open myapp://path"),
      (.malformedLink("a b"), #"not a link: "a b"; a link has a scheme, like myapp://path"#),
      (.deepLinksNotConfigured, "deep links are not configured for this app"),
      (.linkFailed(url, reason: "no route"), "cannot open myapp://nowhere: no route"),
      (.deepLinkFailed("cannot open myapp://x: no pattern matches it"), "cannot open myapp://x: no pattern matches it"),
    ]
    for (error, message) in messages {
      #expect(error.description == message)
    }
  }
}

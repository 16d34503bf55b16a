import Foundation
import TestSupport
import Testing

/// The executables as a user runs them: `swift run shapes`, `swift run tabs`, piped, with a
/// script, and on a terminal.
@Suite("The shapes and tabs executables", .hangLimit)
struct ExecutablesTests {
  @Test func theReadmesScriptedRunPrintsThreeScreensWithoutColour() throws {
    let run = try Executables.run("shapes", input: "1\n1\nq\n")
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(!run.output.contains("\u{1B}"), "no colour when the output is not a terminal")
    let headers = run.output.split(separator: "\n").filter { $0.hasPrefix("Shapes · ") }
    #expect(
      headers == [
        "Shapes · SwiftUI Shapes",
        "Shapes · SwiftUI Shapes › Simple Shapes",
        "Shapes · SwiftUI Shapes › Simple Shapes › Rectangle",
      ])
    #expect(run.output.hasSuffix("\n> q\n"))
  }

  @Test func tabsRunsTheTabBarAndEndsWithTheInput() throws {
    let run = try Executables.run("tabs", input: "t2\n2\nt1\n3\n")
    #expect(run.status == 0)
    let headers = run.output.split(separator: "\n").filter { $0.hasPrefix("Tabs · ") }
    #expect(
      headers == [
        "Tabs · main: Main",
        "Tabs · locations: Locations",
        "Tabs · locations: Locations › Lisbon",
        "Tabs · main: Main",
        "Tabs · main: Main › Ada Lovelace",
      ])
  }

  @Test func aScriptFileDrivesTheAppAsStandardInputDoes() throws {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString).txt")
    try "# open the sheet, then dismiss it\n2\nd\n".write(to: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: script) }
    let run = try Executables.run("tabs", arguments: ["--script", script.path], input: "t2\n")
    #expect(run.status == 0)
    #expect(run.output.contains("\n> 2\nTabs · main: Main ⇡ Bottom Sheet\n"))
    #expect(run.output.contains("● user: dismissed the layer of screen 2"))
    #expect(!run.output.contains("> t2"), "the script is the input")
  }

  @Test func badInputKeepsTheProgramRunning() throws {
    let run = try Executables.run("shapes", input: "42\nzap\n:open %%%\nd\n2\nq\n")
    #expect(run.status == 0)
    #expect(run.output.contains("\n> 42\n! there is no action 42: choose 1 to 3\n"))
    #expect(run.output.contains("\n> zap\n! unknown command \"zap\": type ? for the commands\n"))
    #expect(run.output.contains("\n> :open %%%\n! not a link: \"%%%\"; a link has a scheme, like myapp://path\n"))
    #expect(run.output.contains("\n> d\n! nothing to dismiss: no sheet or cover is shown\n"))
    #expect(run.output.contains("\n> 2\nShapes · SwiftUI Shapes › Custom Shapes\n"))
  }

  @Test func helpAndBadArgumentsAreAnsweredOnTheRightStream() throws {
    let help = try Executables.run("shapes", arguments: ["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: shapes [--script FILE]\n"))

    let unknown = try Executables.run("tabs", arguments: ["--colour"])
    #expect(unknown.status == 64)
    #expect(unknown.output.isEmpty)
    #expect(unknown.errors.hasPrefix("tabs: unknown argument \"--colour\"\nusage: tabs [--script FILE]"))

    // An argument is text from outside: its control characters reach the terminal escaped.
    let hostile = try Executables.run("tabs", arguments: ["--\u{1B}[31mred\u{7}"])
    #expect(hostile.status == 64)
    #expect(hostile.errors.hasPrefix(#"tabs: unknown argument "--\u{1B}[31mred\u{7}""#))
    #expect(!hostile.errors.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" })

    let missing = try Executables.run("shapes", arguments: ["--script", "/no/such/script"])
    #expect(missing.status == 66)
    #expect(missing.errors.hasPrefix("shapes: cannot read the script /no/such/script"))
  }

  @Test func aScriptFileReadsLikeTheSameBytesOnStandardInput() throws {
    // Line ends of Windows, a stray carriage return, and bytes that are not UTF-8.
    let bytes = Data("1\r\n1\r\n".utf8) + Data([0xFF, 0xFE, 0x0D, 0x0A]) + Data("b\rb\r\nb\r\nq\r\n".utf8)
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString).txt")
    try bytes.write(to: script)
    defer { try? FileManager.default.removeItem(at: script) }
    let scripted = try Executables.run("shapes", arguments: ["--script", script.path])
    let piped = try Executables.run("shapes", input: bytes)
    #expect(scripted.status == 0)
    #expect(scripted.errors.isEmpty)
    #expect(scripted.output == piped.output)
    let echoes = scripted.output.split(separator: "\n").filter { $0.hasPrefix("> ") }
    #expect(echoes == ["> 1", "> 1", "> \u{FFFD}\u{FFFD}", #"> b\rb"#, "> b", "> q"])
    #expect(scripted.output.contains("\n> b\nShapes · SwiftUI Shapes › Simple Shapes\n"))
  }

  @Test func aLongLinkIsNamedOnceInItsMessage() throws {
    let link = "coordinatorexample://custom/" + String(repeating: "x", count: 300)
    let run = try Executables.run("shapes", input: ":open \(link)\n")
    let message = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("! ") })
    #expect(message.components(separatedBy: "cannot open").count == 2, "\(message)")
    #expect(message.hasSuffix(": no pattern matches it"))
  }

  @Test func scriptWithoutAFileSaysWhatIsMissing() throws {
    let run = try Executables.run("tabs", arguments: ["--script"])
    #expect(run.status == 64)
    #expect(run.output.isEmpty)
    #expect(run.errors.hasPrefix("tabs: --script needs the file to read the commands from\nusage: tabs [--script"))
  }

  @Test func anArrowKeyTypedOnATerminalIsShownEscaped() throws {
    let (screen, status) = try PseudoTerminal.run(try Executables.url("shapes"), typing: ["\u{1B}[A"])
    #expect(status == 0)
    #expect(!screen.contains("\u{1B}[A"), "the sequence reaches the terminal only as text")
    #expect(screen.strippingEscapes.contains(#"! unknown command "\u{1B}[A": type ? for the commands"#))
  }

  @Test func theScreenIsAsWideAsTheTerminal() throws {
    let (screen, _) = try PseudoTerminal.run(
      try Executables.url("tabs"), typing: [], environment: ["COLUMNS": "50", "NO_COLOR": "1"], columns: 100)
    let rules = screen.split(separator: "\r\n").filter { $0.hasPrefix("─") }
    #expect(!rules.isEmpty)
    #expect(rules.allSatisfy { $0.count == 100 }, "the terminal's width, not COLUMNS")
  }

  @Test func onATerminalTheScreenIsRedrawnInColourAfterEachCommand() throws {
    let (screen, status) = try PseudoTerminal.run(try Executables.url("shapes"), typing: ["1", "q"])
    #expect(status == 0)
    let clear = "\u{1B}[H\u{1B}[2J"
    let screens = screen.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: clear).dropFirst()
    #expect(screens.count == 2, "the first screen, then the one after 1")
    let last = try #require(screens.last)
    #expect(last.contains("\u{1B}[1mShapes\u{1B}[0m · \u{1B}[36mSwiftUI Shapes › Simple Shapes\u{1B}[0m"))
    #expect(last.contains("  \u{1B}[1;33m1\u{1B}[0m  Rectangle"))
    let plain = last.strippingEscapes
    #expect(plain.contains("● programmatic · flow 1 (SimpleShapesCoordinator) started under flow 0\n"))
    #expect(plain.contains("1-7 action · b back · :open URL · :tree · ? help · q quit\n"))
    #expect(plain.hasSuffix("\n› \n"), "the prompt, then a line break when q quits")
  }

  @Test func noColorTurnsTheColoursOffOnATerminal() throws {
    let (screen, status) = try PseudoTerminal.run(
      try Executables.url("tabs"), typing: ["t2"], environment: ["NO_COLOR": "1"])
    #expect(status == 0, "the end of the input quits")
    let screens = screen.components(separatedBy: "\u{1B}[H\u{1B}[2J").dropFirst()
    #expect(screens.count == 2)
    #expect(!screens.joined().contains("\u{1B}["))
    #expect(screens.last?.contains(" t1 Main   [t2 Locations]") == true)
  }
}

extension String {
  /// The text without ANSI escape sequences (`ESC [ ... letter`).
  var strippingEscapes: String {
    var result = ""
    var escaping = false
    var previous: Character = " "
    for character in self {
      if escaping {
        if character.isLetter, previous != "\u{1B}" { escaping = false }
      } else if character == "\u{1B}" {
        escaping = true
      } else {
        result.append(character)
      }
      previous = character
    }
    return result
  }
}

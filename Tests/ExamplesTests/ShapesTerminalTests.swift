import CoordinatorsTerminal
import ShapesFlows
import TestSupport
import Testing

@testable import ShapesTerminal

@MainActor
@Suite("swift run shapes: the Shapes example in a terminal, through every path", .hangLimit)
struct ShapesTerminalTests {
  private func shapes(_ commands: String...) async -> Transcript {
    await Transcript.of(ShapesApp.makeTerminalApp(), commands)
  }

  @Test func launchesOnTheRootListWithItsThreeRows() async {
    let run = await shapes()
    #expect(
      run.text == """
        Shapes · SwiftUI Shapes
        ────────────────────────────────────────────────────────────────────────
        SwiftUI Shapes

          Shapes drawn with the plain shapes every kit has, and with paths.

          1  Simple Shapes
          2  Custom Shapes
          3  Featured
        ────────────────────────────────────────────────────────────────────────
        1-3 action · :open URL · :tree · ? help · q quit
        ready: type a command and press return (? lists them)

        """)
    #expect(run.status == 0)
  }

  @Test(arguments: SimpleShape.allCases.enumerated().map { ($0 + 1, $1) })
  func everySimpleShapeOpensFromTheSimpleList(row: Int, shape: SimpleShape) async {
    let run = await shapes("1", "\(row)")
    #expect(
      run.headers == [
        "Shapes · SwiftUI Shapes", "Shapes · SwiftUI Shapes › Simple Shapes",
        "Shapes · SwiftUI Shapes › Simple Shapes › \(shape.title)",
      ])
    #expect(ShapeKind.simple(shape).drawing.allSatisfy { run.last.contains("  " + $0.trimmingTrailingSpaces) })
    #expect(run.last.contains("  1  Back to the list\n  2  Featured\n  3  Done\n  4  Cancel\n"))
    #expect(!run.hasWarnings)
  }

  @Test(arguments: CustomShape.allCases.enumerated().map { ($0 + 1, $1) })
  func everyCustomShapeOpensFromTheCustomListAndTheStarAloneFades(row: Int, shape: CustomShape) async {
    let run = await shapes("2", "\(row)", "1")
    #expect(run.headers[2] == "Shapes · SwiftUI Shapes › Custom Shapes › \(shape.title)")
    #expect(run.blocks[2].contains("transition fade") == (shape == .star), "the push to the star fades")
    #expect(run.blocks[3].contains("transition fade") == (shape == .star), "and so does the pop back")
    #expect(run.headers[3] == "Shapes · SwiftUI Shapes › Custom Shapes")
  }

  @Test func theListsOfferTheirShapesTheFeaturedShapeAndDone() async {
    let run = await shapes("1", "b", "2")
    #expect(
      run.blocks[1].contains(
        "  1  Rectangle\n  2  Rounded Rectangle\n  3  Capsule\n  4  Ellipse\n  5  Circle\n  6  Featured\n  7  Done\n"))
    #expect(run.blocks[3].contains("  1  Triangle\n  2  Star\n  3  Tower\n  4  Featured\n  5  Done\n"))
  }

  @Test func theFeaturedStarIsASheetOverTheListThatSwipesDown() async {
    let run = await shapes("3", "d")
    #expect(
      run.blocks[1] == """
        > 3
        Shapes · SwiftUI Shapes ⇡ Featured: Star
        ────────────────────────────────────────────────────────────────────────
        SwiftUI Shapes
          ╭─ sheet(medium, large, grabber: visible) ───────────────────────────╮
          │ Featured: Star                                                     │
          │                                                                    │
          │         /\\                                                         │
          │    ____/  \\____                                                    │
          │    \\          /                                                    │
          │     /   /\\   \\                                                     │
          │    /__/    \\__\\                                                    │
          │                                                                    │
          │   Swipe it down (d), or:                                           │
          │                                                                    │
          │   1  Done                                                          │
          ╰────────────────────────────────────────────────────────────────────╯
        ────────────────────────────────────────────────────────────────────────
        1 action · d dismiss · :open URL · :tree · ? help · q quit
        ● programmatic
        """)
    #expect(run.headers[2] == "Shapes · SwiftUI Shapes")
    #expect(run.lastStatus == "● user: dismissed the layer of screen 1")
  }

  @Test func doneOnTheFeaturedSheetDismissesIt() async {
    let run = await shapes("3", "1")
    #expect(run.headers.last == "Shapes · SwiftUI Shapes")
    #expect(run.app.navigator.state.modals.isEmpty)
  }

  @Test func theFeaturedButtonOfAChildFlowShowsTheSheetOverThatFlow() async {
    let run = await shapes("2", "4", "d")
    #expect(run.headers[2] == "Shapes · SwiftUI Shapes › Custom Shapes ⇡ Featured: Star")
    #expect(run.blocks[2].contains("\nCustom Shapes\n  ╭─ sheet"), "the flow's list stays under the sheet")
    #expect(run.headers[3] == "Shapes · SwiftUI Shapes › Custom Shapes")
  }

  @Test(arguments: ["3", "4"])
  func doneAndCancelOnAShapeReturnToTheRootListAndEndTheFlow(action: String) async {
    let run = await shapes("1", "5", action)
    #expect(run.headers.last == "Shapes · SwiftUI Shapes")
    #expect(run.lastStatus == "● programmatic · flow 1 (SimpleShapesCoordinator) was cancelled")
    #expect(run.app.navigator.flowCount == 1)
  }

  @Test func backToTheListPopsToTheFlowsList() async {
    let run = await shapes("1", "2", "1")
    #expect(run.headers.last == "Shapes · SwiftUI Shapes › Simple Shapes")
  }

  @Test func backSwipesReachTheNavigatorAsUserGesturesAndEndTheChildFlow() async {
    let run = await shapes("2", "3", "b", "b", "b")
    #expect(run.blocks[3].contains("● user: popped to screen 1"))
    #expect(run.blocks[4].contains("● user: popped to screen 0 · flow 1 (CustomShapesCoordinator) was"))
    #expect(run.last == "> b\n! nothing to go back to: this is the first screen of its stack\n")
    #expect(run.app.navigator.flowCount == 1)
  }

  @Test func theTreeShowsTheFlowsAndALinkOpensTheStar() async {
    let run = await shapes(
      "2", ":tree", ":open coordinatorexample://custom/star", ":open coordinatorexample://custom/moon")
    #expect(run.blocks[2].contains("  1 CustomShapesCoordinator (opened by ShapesFlowRoute.customShapes)"))
    #expect(
      run.blocks[3].hasPrefix(
        "> :open coordinatorexample://custom/star\nShapes · SwiftUI Shapes › Custom Shapes › Star"))
    #expect(
      run.last
        == "> :open coordinatorexample://custom/moon\n! cannot open coordinatorexample://custom/moon: no pattern matches it\n"
    )
  }

  @Test func aWholeTourHandlesEveryTapWithoutAWarning() async {
    let run = await shapes("1", "5", "b", "7", "2", "2", "1", "4", "d", "b", "3", "1", "q")
    #expect(!run.hasWarnings)
    #expect(run.status == 0)
    #expect(
      run.headers.dropLast() == [
        "Shapes · SwiftUI Shapes",
        "Shapes · SwiftUI Shapes › Simple Shapes",
        "Shapes · SwiftUI Shapes › Simple Shapes › Circle",
        "Shapes · SwiftUI Shapes › Simple Shapes",
        "Shapes · SwiftUI Shapes",
        "Shapes · SwiftUI Shapes › Custom Shapes",
        "Shapes · SwiftUI Shapes › Custom Shapes › Star",
        "Shapes · SwiftUI Shapes › Custom Shapes",
        "Shapes · SwiftUI Shapes › Custom Shapes ⇡ Featured: Star",
        "Shapes · SwiftUI Shapes › Custom Shapes",
        "Shapes · SwiftUI Shapes",
        "Shapes · SwiftUI Shapes ⇡ Featured: Star",
        "Shapes · SwiftUI Shapes",
      ])
  }
}

extension String {
  /// The text without the spaces at its end, as a drawn line has none.
  var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}

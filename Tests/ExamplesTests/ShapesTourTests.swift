import ShapesFlows
import Testing

@MainActor
@Suite("The Shapes tour that `swift run shapes` prints", .timeLimit(.minutes(1)))
struct ShapesTourTests {
  @Test func theTourWalksTheExampleAndEndsBackOnTheList() async {
    let transcript = await ShapesTour.run()
    let tree = Array(transcript.drop { $0 != "> the tree" }.dropFirst())
    #expect(
      tree == [
        "  stack",
        "    0 ShapesRoute.list  [flow 0]",
        "  host: showing this",
      ])
  }

  @Test func theBackSwipeAndTheSwipeDownReachTheNavigatorAsUserGestures() async {
    let transcript = await ShapesTour.run()
    let gestures = transcript.filter { $0.hasPrefix("  event: user") }
    #expect(gestures == ["  event: user: popped to screen 1", "  event: user: dismissed the layer of screen 5"])
  }

  @Test func theTransactionPushesTwoScreensInOneHostStep() async {
    let transcript = await ShapesTour.run()
    let afterTap = transcript.drop { !$0.hasPrefix("> tap Custom Shapes") }.dropFirst().prefix { !$0.hasPrefix(">") }
    #expect(Array(afterTap) == ["  event: programmatic", "  host: setStack(the root stack: 0, 3, 4)"])
  }

  @Test func popsThatCannotApplyAreReportedAndTheTourGoesOn() async {
    let transcript = await ShapesTour.run()
    let rejected = transcript.filter { $0.hasPrefix("rejected: ") }
    #expect(
      rejected == [
        "rejected: cannot pop 1 screen: modal layer 0 can pop 0 screens, not 1; its first screen stays",
        "rejected: cannot pop 1 screen: the root stack can pop 0 screens, not 1; its first screen stays",
      ])
  }
}

import ShapesFlows
import Testing

@MainActor
@Suite("The Shapes tour that `swift run shapes` prints", .timeLimit(.minutes(1)))
struct ShapesTourTests {
  /// The lines a tour step printed, without its title.
  private func lines(after title: String, in transcript: [String]) -> [String] {
    Array(transcript.drop { $0 != "> \(title)" }.dropFirst().prefix { !$0.hasPrefix(">") })
  }

  @Test func theStarTransitionShowsOnThePushFromTheCustomListAndOnThePopBack() async {
    let transcript = await ShapesTour.run()
    #expect(lines(after: "tap Star", in: transcript) == ["  host: setStack(the root stack: 0, 3, 4; transition fade)"])
    #expect(
      lines(after: "tap Back to the list", in: transcript) == [
        "  host: setStack(the root stack: 0, 3; transition fade)"
      ])
  }

  @Test func theLinkWalksIntoTheCustomShapesFlowThenTheStar() async {
    let transcript = await ShapesTour.run()
    #expect(
      lines(after: "the tree", in: transcript) == [
        "  stack",
        "    0 ShapesRoute.list  [flow 0]",
        "    6 CustomShapesRoute.list  [flow 3]",
        "    7 CustomShapesRoute.shape(star)  [flow 3]",
        "  flows",
        "    0 ShapesCoordinator",
        "      3 CustomShapesCoordinator (opened by ShapesRoute.customShapes)",
        "  host: showing this",
      ])
  }

  @Test func everyChildFlowTheTourStartsEndsAndTheTourEndsOnTheList() async {
    let transcript = await ShapesTour.run()
    let flows = transcript.filter { $0.hasPrefix("  flow: ") }
    #expect(
      flows == [
        "  flow: flow 1 (SimpleShapesCoordinator) started under flow 0",
        "  flow: flow 1 (SimpleShapesCoordinator) was cancelled",
        "  flow: flow 2 (CustomShapesCoordinator) started under flow 0",
        "  flow: flow 2 (CustomShapesCoordinator) was cancelled",
        "  flow: flow 3 (CustomShapesCoordinator) started under flow 0",
        "  flow: flow 3 (CustomShapesCoordinator) was cancelled",
      ])
    #expect(transcript.last == "  host: setStack(the root stack: 0)")
  }

  @Test func theBackSwipesAndTheSwipeDownReachTheNavigatorAsUserGestures() async {
    let transcript = await ShapesTour.run()
    let gestures = transcript.filter { $0.hasPrefix("  event: user") }
    #expect(
      gestures == [
        "  event: user: popped to screen 1",
        "  event: user: dismissed the layer of screen 5",
        "  event: user: popped to screen 0",
      ])
  }

  @Test func everyTapIsHandledAndEveryCommandApplies() async {
    let transcript = await ShapesTour.run()
    #expect(!transcript.contains { $0.hasPrefix("  rejected") || $0.hasPrefix("  unhandled") })
  }
}

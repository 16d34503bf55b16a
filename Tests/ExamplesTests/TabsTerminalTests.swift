import CoordinatorsTerminal
import TabsFlows
import TestSupport
import Testing

@testable import TabsTerminal

@MainActor
@Suite("swift run tabs: the Tabs example in a terminal, through every path", .hangLimit)
struct TabsTerminalTests {
  private func tabs(_ commands: String...) async -> Transcript {
    await Transcript.of(TabsApp.makeTerminalApp(), commands)
  }

  @Test func launchesOnTheMainTabWithATabBarOfTwoTabs() async {
    let run = await tabs()
    #expect(
      run.text == """
        Tabs · main: Main
        ────────────────────────────────────────────────────────────────────────
        Main

          Signed in as Ada Lovelace.

          1  Detail
          2  Bottom Sheet
          3  Account
        ────────────────────────────────────────────────────────────────────────
        [t1 Main]   t2 Locations
        ────────────────────────────────────────────────────────────────────────
        1-3 action · t1-t2 tab · :open URL · :tree · ? help · q quit
        ready: type a command and press return (? lists them)

        """)
  }

  @Test(arguments: Location.all.enumerated().map { ($0 + 1, $1) })
  func everyPlaceOpensFromTheLocationsTab(row: Int, location: Location) async {
    let run = await tabs("t2", "\(row)", "b")
    #expect(run.blocks[1].contains("● user: selected tab \"locations\""))
    #expect(run.blocks[1].contains(" t1 Main   [t2 Locations]"))
    #expect(run.headers[2] == "Tabs · locations: Locations › \(location.name)")
    #expect(run.blocks[2].contains("  \(location.name), one of 3 places."))
    #expect(run.headers[3] == "Tabs · locations: Locations")
  }

  @Test func eachTabKeepsItsOwnStack() async {
    let run = await tabs("1", "t2", "2", "t1", "t2")
    #expect(
      run.headers == [
        "Tabs · main: Main",
        "Tabs · main: Main › Detail",
        "Tabs · locations: Locations",
        "Tabs · locations: Locations › Lisbon",
        "Tabs · main: Main › Detail",
        "Tabs · locations: Locations › Lisbon",
      ])
    #expect(!run.hasWarnings)
  }

  @Test func tappingTheSelectedTabPopsItToItsRootAndEndsTheAccountFlow() async {
    let run = await tabs("1", "2", "t1", "t1")
    #expect(run.headers[2] == "Tabs · main: Main › Detail › Ada Lovelace")
    #expect(run.blocks[3].contains("● user: reselected tab \"main\" · flow 3 (AccountCoordinator) was"))
    #expect(run.headers[3] == "Tabs · main: Main")
    #expect(run.last.contains("● nothing changed"), "at its root, the tap changes nothing")
  }

  @Test func theBottomSheetCoversTheTabBarAndSwipesDown() async {
    let run = await tabs("2", "t2", "d")
    #expect(run.headers[1] == "Tabs · main: Main ⇡ Bottom Sheet")
    #expect(run.blocks[1].contains("  ╭─ sheet(medium, large, grabber: visible) ─"))
    #expect(run.blocks[1].contains("[t1 Main]   t2 Locations   (covered)"))
    #expect(run.blocks[2] == "> t2\n! the tab bar is covered: dismiss what is presented first (d)")
    #expect(run.headers[3] == "Tabs · main: Main")
    #expect(run.lastStatus == "● user: dismissed the layer of screen 2")
  }

  @Test func theBottomSheetPushesADetailInsideItAndDoneClosesIt() async {
    let run = await tabs("1", "1", "b", "1", "3")
    #expect(run.headers[2] == "Tabs · main: Main › Detail ⇡ Bottom Sheet")
    #expect(
      run.blocks[3] == "> b\n! nothing to go back to: this is the first screen of its stack", "the sheet's first screen"
    )
    #expect(run.headers[4] == "Tabs · main: Main › Detail ⇡ Bottom Sheet › Detail")
    #expect(run.headers[5] == "Tabs · main: Main › Detail", "Done closes the sheet; the tab's stack stays")
  }

  @Test(arguments: [("1", "finished with a result"), ("2", "was cancelled"), ("b", "was cancelled")])
  func theAccountFlowEndsOnDoneCancelOrBack(command: String, outcome: String) async {
    let run = await tabs("3", command)
    #expect(run.headers[1] == "Tabs · main: Main › Ada Lovelace")
    #expect(run.blocks[1].contains("  User #1, Ada Lovelace.\n\n  1  Done\n  2  Cancel\n"))
    #expect(run.blocks[1].contains("flow 3 (AccountCoordinator) started under flow 1"))
    #expect(run.headers[2] == "Tabs · main: Main")
    #expect(run.lastStatus.contains("flow 3 (AccountCoordinator) \(outcome)"))
    #expect(run.app.navigator.coordinators(ofType: AccountCoordinator.self).isEmpty)
  }

  @Test func aLinkOpensTheAccountFlowOfTheMainTabFromTheOtherTab() async {
    let run = await tabs("t2", ":open coordinatorexample://main/account/7?name=Ada")
    #expect(run.last.hasPrefix("> :open coordinatorexample://main/account/7?name=Ada\nTabs · main: Main › Ada\n"))
    #expect(run.app.navigator.coordinators(ofType: AccountCoordinator.self).count == 1)
  }

  @Test func badTabsAndDeepLinksSayWhy() async {
    let run = await tabs("t3", "t0", ":open tabs://main", "4")
    #expect(run.blocks[1] == "> t3\n! there is no tab 3: choose t1 to t2")
    #expect(run.blocks[2] == "> t0\n! there is no tab 0: choose t1 to t2")
    #expect(run.blocks[3] == "> :open tabs://main\n! cannot open tabs://main: the scheme tabs is not handled")
    #expect(run.last == "> 4\n! there is no action 4: choose 1 to 3\n")
  }
}

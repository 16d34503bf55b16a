import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct TabCommandTests {
  @Test func selectTabChangesTheSelectionOnly() throws {
    let state = try threeTabs(selected: 0)
    let after = try expectApplied(.selectTab("profile"), to: state)
    #expect(after.selectedTab == "profile")
    #expect(after.layout == state.layout)
    #expect(after == (try threeTabs(selected: 2)))
  }

  @Test func selectTabOfTheSelectedTabChangesNothing() throws {
    let state = try threeTabs(selected: 1)
    #expect(try expectApplied(.selectTab("search"), to: state) == state)
  }

  @Test func selectTabLeavesTheModalLayersPresented() throws {
    let state = try threeTabs(selected: 0, modals: twoLayers)
    let after = try expectApplied(.selectTab("search"), to: state)
    #expect(after.modals == state.modals)
    #expect(after.topLocation == .modal(1))
  }

  @Test func selectTabWhenTheRootIsAStackIsNotTabs() throws {
    expectRejected(.selectTab("home"), by: try stackState([0, 1]), for: .notTabs)
  }

  @Test func selectTabOfAnUnknownTabIsTabNotFound() throws {
    expectRejected(.selectTab("missing"), by: try threeTabs(), for: .tabNotFound("missing"))
  }

  @Test func reselectTabPopsTheSelectedTabToItsFirstScreenOnly() throws {
    let state = try tabState(["home": [0, 1, 2], "search": [3, 4]], selected: 0)
    let after = try expectApplied(.reselectTab, to: state)
    #expect(after.layout == [.tab("home"): [0], .tab("search"): [3, 4]])
    #expect(after.selectedTab == "home")
  }

  @Test func reselectTabOfAOneScreenTabChangesNothing() throws {
    let state = try threeTabs(selected: 2)
    #expect(try expectApplied(.reselectTab, to: state) == state)
  }

  @Test func reselectTabPopsTheTabUnderTheModalLayersAndKeepsThem() throws {
    let state = try threeTabs(selected: 1, modals: twoLayers)
    let after = try expectApplied(.reselectTab, to: state)
    #expect(after.layout[.tab("search")] == [3])
    #expect(after.modals == state.modals)
  }

  @Test func reselectTabWhenTheRootIsAStackIsNotTabs() throws {
    expectRejected(.reselectTab, by: try stackState([0, 1]), for: .notTabs)
  }
}

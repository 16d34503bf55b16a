@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct SetRootCommandTests {
  @Test func setRootTurnsAStackIntoTabs() throws {
    let tabs = RootContainer.tabs(
      [Tab(id: "a", stack: pushed([7])), Tab(id: "b", stack: pushed([8, 9]))], selectedIndex: 1)
    let after = try expectApplied(.setRoot(tabs), to: try stackState([0, 1]))
    #expect(after.root == tabs)
    #expect(after.selectedTab == "b")
    #expect(after.layout == [.tab("a"): [7], .tab("b"): [8, 9]])
  }

  @Test func setRootTurnsTabsIntoAStack() throws {
    let after = try expectApplied(.setRoot(.stack(pushed([7, 8]))), to: try threeTabs(selected: 2))
    #expect(after == (try stackState([7, 8])))
    #expect(after.selectedTab == nil)
    #expect(after.tabs.isEmpty)
  }

  @Test func setRootDismissesEveryModalLayer() throws {
    let state = try threeTabs(modals: twoLayers)
    let after = try expectApplied(.setRoot(.stack(pushed([7]))), to: state)
    #expect(after.modals.isEmpty)
    #expect(after.layout == [.root: [7]])
  }

  @Test func setRootMayReuseIdentifiersOfTheScreensItReplaces() throws {
    let state = try stackState([0, 1], modals: [layer(10)])
    let after = try expectApplied(.setRoot(.stack([pushed(10, "home"), pushed(0, "other")])), to: state)
    #expect(after.layout == [.root: [10, 0]])
    #expect(after.screen(0)?.route == AnyRoute(TestRoute("other")))
  }

  @Test func setRootWithAnInvalidContainerIsInvalidStateListingEveryViolation() throws {
    let container = RootContainer.tabs(
      [Tab(id: "a", stack: []), Tab(id: "a", stack: [pushed(1), modal(2), pushed(1)])], selectedIndex: 3)
    let expected: [InvariantViolation] = [
      .duplicateTabID("a"),
      .selectionOutOfRange(index: 3, tabCount: 2),
      .emptyStack(.tab("a")),
      .modalScreenInStack(2, .tab("a")),
      .duplicateScreenID(1),
    ]
    expectRejected(.setRoot(container), by: try stackState([0], modals: twoLayers), for: .invalidState(expected))
  }

  @Test(
    arguments: [
      (.stack([]), [.emptyStack(.root)]),
      (.tabs([], selectedIndex: 0), [.noTabs]),
      (.stack([modal(0)]), [.modalScreenInStack(0, .root)]),
    ] as [(RootContainer, [InvariantViolation])])
  func setRootWithAnInvalidContainerIsInvalidState(container: RootContainer, violations: [InvariantViolation])
    throws
  {
    expectRejected(.setRoot(container), by: try threeTabs(), for: .invalidState(violations))
  }
}

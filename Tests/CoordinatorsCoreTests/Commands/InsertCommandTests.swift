import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct InsertCommandTests {
  @Test func insertBeforePutsTheScreensJustBelowTheAnchor() throws {
    let after = try expectApplied(.insert(pushed([7, 8]), at: .before(2)), to: try stackState([0, 1, 2]))
    #expect(after.layout == [.root: [0, 1, 7, 8, 2]])
  }

  @Test func insertAfterPutsTheScreensJustAboveTheAnchor() throws {
    let state = try stackState([0, 1, 2])
    #expect(try expectApplied(.insert(pushed([7, 8]), at: .after(1)), to: state).layout == [.root: [0, 1, 7, 8, 2]])
    #expect(try expectApplied(.insert(pushed([7]), at: .after(2)), to: state).layout == [.root: [0, 1, 2, 7]])
  }

  @Test func insertBeforeTheFirstScreenOfTheRootStackApplies() throws {
    let after = try expectApplied(.insert(pushed([7]), at: .before(0)), to: try stackState([0, 1]))
    #expect(after.layout == [.root: [7, 0, 1]])
  }

  @Test func insertBeforeTheFirstScreenOfATabApplies() throws {
    let after = try expectApplied(.insert(pushed([7]), at: .before(3)), to: try threeTabs())
    #expect(after.layout == [.tab("home"): [0, 1, 2], .tab("search"): [7, 3, 4], .tab("profile"): [5]])
  }

  @Test func insertIntoALowerStackLeavesTheLayersAndTheSelection() throws {
    let state = try threeTabs(selected: 2, modals: twoLayers)
    let after = try expectApplied(.insert(pushed([7]), at: .after(1)), to: state)
    #expect(after.layout[.tab("home")] == [0, 1, 7, 2])
    #expect(after.selectedTab == "profile")
    #expect(after.modals == state.modals)
  }

  @Test func insertBeforeTheFirstScreenOfAModalLayerIsFirstScreenOfStack() throws {
    let state = try stackState([0], modals: twoLayers)
    expectRejected(.insert(pushed([30]), at: .before(20)), by: state, for: .firstScreenOfStack(20, .modal(1)))
    expectRejected(.insert(pushed([30]), at: .before(10)), by: state, for: .firstScreenOfStack(10, .modal(0)))
  }

  @Test func insertAfterTheFirstScreenOfAModalLayerApplies() throws {
    let after = try expectApplied(.insert(pushed([30]), at: .after(10)), to: try stackState([0], modals: twoLayers))
    #expect(after.layout == [.root: [0], .modal(0): [10, 30, 11, 12], .modal(1): [20, 21]])
  }

  @Test func insertIntoALayerWithoutNavigationStackIsNoNavigationStack() throws {
    let state = try stackState([0], modals: [layer(10, as: stacklessSheet)])
    expectRejected(.insert(pushed([30]), at: .after(10)), by: state, for: .noNavigationStack(.modal(0)))
  }

  @Test func insertNextToAnUnknownScreenIsScreenNotFound() throws {
    let state = try stackState([0, 1])
    expectRejected(.insert(pushed([7]), at: .before(99)), by: state, for: .screenNotFound(99))
    expectRejected(.insert(pushed([7]), at: .after(99)), by: state, for: .screenNotFound(99))
  }

  @Test func insertOfAModalScreenIsWrongPresentation() throws {
    let state = try stackState([0, 1])
    expectRejected(
      .insert([pushed(7), modal(8)], at: .after(0)), by: state, for: .wrongPresentation(8, expected: .push))
  }

  @Test func insertOfAnIdentifierInUseIsDuplicateScreenID() throws {
    let state = try stackState([0, 1], modals: [layer(10)])
    expectRejected(.insert(pushed([7, 10]), at: .after(0)), by: state, for: .duplicateScreenID(10))
    expectRejected(.insert(pushed([7, 7]), at: .after(0)), by: state, for: .duplicateScreenID(7))
  }

  @Test func insertOfNoScreensIsNoScreens() throws {
    expectRejected(.insert([], at: .after(0)), by: try stackState([0, 1]), for: .noScreens)
  }
}

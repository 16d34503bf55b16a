import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct RemoveCommandTests {
  @Test func removeTakesScreensOutOfTheMiddleAndTopOfAStack() throws {
    let state = try stackState([0, 1, 2, 3, 4])
    let after = try expectApplied(.remove([1, 4, 2]), to: state)
    #expect(after.layout == [.root: [0, 3]])
  }

  @Test func removeEditsSeveralStacksAtOnceAndKeepsTheSelectionAndTheLayers() throws {
    let state = try threeTabs(selected: 1, modals: twoLayers)
    let after = try expectApplied(.remove([1, 4, 11, 21]), to: state)
    #expect(
      after.layout == [
        .tab("home"): [0, 2], .tab("search"): [3], .tab("profile"): [5], .modal(0): [10, 12], .modal(1): [20],
      ]
    )
    #expect(after.selectedTab == "search")
  }

  @Test func removeOfTheFirstScreenOfTheRootStackIsFirstScreenOfStack() throws {
    expectRejected(.remove([1, 0]), by: try stackState([0, 1, 2]), for: .firstScreenOfStack(0, .root))
  }

  @Test(
    arguments: [
      (0, .tab("home")), (3, .tab("search")), (5, .tab("profile")), (10, .modal(0)), (20, .modal(1)),
    ] as [(ScreenID, StackLocation)])
  func removeOfTheFirstScreenOfAStackIsFirstScreenOfStackAtItsLocation(id: ScreenID, location: StackLocation)
    throws
  {
    let state = try threeTabs(modals: twoLayers)
    expectRejected(.remove([2, id]), by: state, for: .firstScreenOfStack(id, location))
  }

  @Test func removeOfAnUnknownScreenIsScreenNotFoundAndRemovesNothing() throws {
    let state = try stackState([0, 1, 2], modals: twoLayers)
    expectRejected(.remove([1, 99, 11]), by: state, for: .screenNotFound(99))
  }

  @Test func removeNamingTheSameScreenTwiceIsRejectedLikeOtherCommands() throws {
    expectRejected(.remove([1, 2, 1]), by: try stackState([0, 1, 2]), for: .duplicateScreenID(1))
  }

  @Test func removeOfNoScreensIsRejectedLikeOtherCommands() throws {
    expectRejected(.remove([]), by: try stackState([0, 1, 2]), for: .noScreens)
  }
}

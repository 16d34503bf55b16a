@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct SetStackCommandTests {
  @Test func setStackReplacesTheRootStack() throws {
    let after = try expectApplied(.setStack(pushed([7, 8]), at: .root), to: try stackState([0, 1, 2]))
    #expect(after.layout == [.root: [7, 8]])
  }

  @Test func setStackOfATabLeavesTheOtherTabsTheSelectionAndTheLayers() throws {
    let state = try threeTabs(selected: 0, modals: twoLayers)
    let after = try expectApplied(.setStack(pushed([7, 8, 9]), at: .tab("search")), to: state)
    #expect(
      after.layout == [
        .tab("home"): [0, 1, 2], .tab("search"): [7, 8, 9], .tab("profile"): [5],
        .modal(0): [10, 11, 12], .modal(1): [20, 21],
      ]
    )
    #expect(after.selectedTab == "home")
  }

  @Test func setStackMayKeepReorderAndDropScreensOfTheSameStack() throws {
    let state = try stackState([0, 1, 2, 3])
    let after = try expectApplied(.setStack(pushed([0, 3, 7, 2]), at: .root), to: state)
    #expect(after.layout == [.root: [0, 3, 7, 2]])
  }

  @Test func setStackKeepingAnIdentifierWithAnotherRouteIsDuplicateScreenID() throws {
    let state = try stackState([0, 1, 2])
    expectRejected(.setStack([pushed(0), pushed(1, "changed")], at: .root), by: state, for: .duplicateScreenID(1))
  }

  @Test func setStackWithAnIdentifierOfAnotherStackIsDuplicateScreenID() throws {
    let state = try threeTabs(modals: twoLayers)
    expectRejected(.setStack(pushed([0, 3]), at: .tab("home")), by: state, for: .duplicateScreenID(3))
    expectRejected(.setStack(pushed([0, 11]), at: .tab("home")), by: state, for: .duplicateScreenID(11))
  }

  @Test func setStackRepeatingAScreenItKeepsAtTheStartIsDuplicateScreenID() throws {
    let state = try stackState([0, 1, 2])
    expectRejected(.setStack(pushed([0, 1, 0]), at: .root), by: state, for: .duplicateScreenID(0))
    expectRejected(
      .setStack([pushed(0), pushed(1), pushed(1, "other")], at: .root), by: state, for: .duplicateScreenID(1))
  }

  @Test func setStackMayReorderTheScreensAfterTheUnchangedStart() throws {
    let after = try expectApplied(.setStack(pushed([0, 2, 1, 3]), at: .root), to: try stackState([0, 1, 2]))
    #expect(after.layout == [.root: [0, 2, 1, 3]])
  }

  @Test func setStackWithAnIdentifierTwiceIsDuplicateScreenID() throws {
    expectRejected(.setStack(pushed([0, 7, 7]), at: .root), by: try stackState([0]), for: .duplicateScreenID(7))
  }

  @Test(arguments: [.root, .tab("missing"), .modal(2), .modal(-1)] as [StackLocation])
  func setStackAtALocationTheTabsStateLacksIsStackNotFound(location: StackLocation) throws {
    let state = try threeTabs(modals: twoLayers)
    expectRejected(.setStack(pushed([7]), at: location), by: state, for: .stackNotFound(location))
  }

  @Test func setStackOfATabWhenTheRootIsAStackIsStackNotFound() throws {
    let state = try stackState([0])
    expectRejected(.setStack(pushed([7]), at: .tab("home")), by: state, for: .stackNotFound(.tab("home")))
  }

  @Test func setStackToNoScreensIsNoScreens() throws {
    let state = try stackState([0, 1], modals: twoLayers)
    expectRejected(.setStack([], at: .root), by: state, for: .noScreens)
    expectRejected(.setStack([], at: .modal(0)), by: state, for: .noScreens)
  }

  @Test func setStackOfABaseStackWithAModalScreenIsWrongPresentation() throws {
    let state = try stackState([0, 1])
    expectRejected(.setStack([modal(7)], at: .root), by: state, for: .wrongPresentation(7, expected: .push))
  }

  @Test func setStackOfAModalLayerReplacesThatLayerOnly() throws {
    let state = try stackState([0], modals: twoLayers)
    let after = try expectApplied(.setStack([modal(30, as: .fullScreenCover()), pushed(31)], at: .modal(0)), to: state)
    let expected = try stackState(
      [0],
      modals: [layer(30, pushing: [31], as: .fullScreenCover()), layer(20, pushing: [21], as: .fullScreenCover())]
    )
    #expect(after == expected)
  }

  @Test func setStackOfAModalLayerMayKeepItsFirstScreen() throws {
    let state = try stackState([0], modals: twoLayers)
    let after = try expectApplied(.setStack([modal(10)] + pushed([12, 13]), at: .modal(0)), to: state)
    #expect(after.layout == [.root: [0], .modal(0): [10, 12, 13], .modal(1): [20, 21]])
  }

  @Test func setStackOfAModalLayerStartingWithAPushedScreenIsWrongPresentation() throws {
    let state = try stackState([0], modals: twoLayers)
    expectRejected(
      .setStack(pushed([11, 12]), at: .modal(0)), by: state, for: .wrongPresentation(11, expected: .modal))
  }

  @Test func setStackOfAModalLayerWithASecondModalScreenIsWrongPresentation() throws {
    let state = try stackState([0], modals: twoLayers)
    let command = NavigationCommand.setStack([modal(10), modal(30)], at: .modal(0))
    expectRejected(command, by: state, for: .wrongPresentation(30, expected: .push))
  }

  @Test func setStackOfTwoScreensWithoutNavigationStackIsNoNavigationStack() throws {
    let state = try stackState([0], modals: twoLayers)
    let command = NavigationCommand.setStack([modal(30, as: stacklessSheet), pushed(31)], at: .modal(1))
    expectRejected(command, by: state, for: .noNavigationStack(.modal(1)))
  }
}

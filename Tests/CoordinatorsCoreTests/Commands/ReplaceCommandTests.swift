import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct ReplaceCommandTests {
  @Test func replacePutsTheNewScreenInTheOldOnesPlace() throws {
    let state = try stackState([0, 1, 2])
    let after = try expectApplied(.replace(1, with: pushed(7, "new")), to: state)
    #expect(after.layout == [.root: [0, 7, 2]])
    #expect(after.screen(7) == pushed(7, "new"))
    #expect(!after.contains(1))
  }

  @Test func replaceOfTheFirstScreenOfTheRootStackApplies() throws {
    let after = try expectApplied(.replace(0, with: pushed(7)), to: try stackState([0, 1]))
    #expect(after.layout == [.root: [7, 1]])
  }

  @Test func replaceOfAScreenInALowerStackLeavesTheLayersAndTheSelection() throws {
    let state = try threeTabs(selected: 0, modals: twoLayers)
    let after = try expectApplied(.replace(4, with: pushed(7)), to: state)
    #expect(after.layout[.tab("search")] == [3, 7])
    #expect(after.selectedTab == "home")
    #expect(after.modals == state.modals)
  }

  @Test func replaceWithTheSameIdentifierIsDuplicateScreenID() throws {
    let state = try stackState([0, 1, 2])
    expectRejected(.replace(1, with: pushed(1, "other")), by: state, for: .duplicateScreenID(1))
  }

  @Test func replaceWithAnIdentifierInUseIsDuplicateScreenID() throws {
    let state = try stackState([0, 1, 2], modals: twoLayers)
    expectRejected(.replace(1, with: pushed(2)), by: state, for: .duplicateScreenID(2))
    expectRejected(.replace(1, with: pushed(21)), by: state, for: .duplicateScreenID(21))
  }

  @Test func replaceOfAnUnknownScreenIsScreenNotFound() throws {
    expectRejected(.replace(99, with: pushed(7)), by: try stackState([0, 1]), for: .screenNotFound(99))
  }

  @Test func replaceOfTheFirstScreenOfAModalLayerWithAPushedScreenIsWrongPresentation() throws {
    let state = try stackState([0], modals: twoLayers)
    expectRejected(.replace(10, with: pushed(30)), by: state, for: .wrongPresentation(30, expected: .modal))
  }

  @Test func replaceOfTheFirstScreenOfAModalLayerCanChangeItsPresentation() throws {
    let state = try stackState([0], modals: twoLayers)
    let after = try expectApplied(.replace(10, with: modal(30, as: .fullScreenCover())), to: state)
    #expect(after.layout == [.root: [0], .modal(0): [30, 11, 12], .modal(1): [20, 21]])
    #expect(after.modals[0].presentation == .fullScreenCover())
  }

  @Test func replaceOfAPushedScreenWithAModalScreenIsWrongPresentation() throws {
    let state = try stackState([0, 1], modals: twoLayers)
    expectRejected(.replace(1, with: modal(30)), by: state, for: .wrongPresentation(30, expected: .push))
    expectRejected(.replace(0, with: modal(30)), by: state, for: .wrongPresentation(30, expected: .push))
    expectRejected(.replace(11, with: modal(30)), by: state, for: .wrongPresentation(30, expected: .push))
  }

  @Test func replaceOfALayersFirstScreenWithoutNavigationStackUnderPushedScreensIsNoNavigationStack() throws {
    let state = try stackState([0], modals: twoLayers)
    let command = NavigationCommand.replace(10, with: modal(30, as: stacklessSheet))
    expectRejected(command, by: state, for: .noNavigationStack(.modal(0)))
  }
}

import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct PresentCommandTests {
  @Test func presentAddsALayerOverEveryOtherLayer() throws {
    let state = try stackState([0, 1], modals: twoLayers)
    let after = try expectApplied(.present(layer(30, pushing: [31])), to: state)
    #expect(after.layout == [.root: [0, 1], .modal(0): [10, 11, 12], .modal(1): [20, 21], .modal(2): [30, 31]])
    #expect(after.topLocation == .modal(2))
  }

  @Test func presentOverTabsKeepsTheTabsAndTheSelection() throws {
    let state = try threeTabs(selected: 2)
    let after = try expectApplied(.present(layer(30)), to: state)
    #expect(after.root == state.root)
    #expect(after.selectedTab == "profile")
    #expect(after.modals == [layer(30)])
  }

  @Test func presentKeepsTheLayersPresentation() throws {
    let presentation = ModalPresentation.custom("zoom", interactiveDismissDisabled: true)
    let after = try expectApplied(.present(layer(30, as: presentation)), to: try stackState([0]))
    #expect(after.modals.last?.presentation == presentation)
  }

  @Test func presentOfALayerWithoutNavigationStackAndOneScreenApplies() throws {
    let after = try expectApplied(.present(layer(30, as: stacklessSheet)), to: try stackState([0]))
    #expect(after.layout == [.root: [0], .modal(0): [30]])
  }

  @Test func presentOfALayerWhoseFirstScreenIsPushedIsWrongPresentation() throws {
    let state = try stackState([0])
    expectRejected(.present(ModalLayer(pushed([30, 31]))), by: state, for: .wrongPresentation(30, expected: .modal))
  }

  @Test func presentOfALayerWithAModalScreenAfterTheFirstIsWrongPresentation() throws {
    let state = try stackState([0])
    let command = NavigationCommand.present(ModalLayer([modal(30), pushed(31), modal(32)]))
    expectRejected(command, by: state, for: .wrongPresentation(32, expected: .push))
  }

  @Test func presentOfTwoScreensWithoutNavigationStackIsNoNavigationStackAtTheNewLayer() throws {
    let state = try stackState([0], modals: [layer(10)])
    let command = NavigationCommand.present(layer(30, pushing: [31], as: stacklessSheet))
    expectRejected(command, by: state, for: .noNavigationStack(.modal(1)))
  }

  @Test func presentOfAnIdentifierAlreadyInTheStateIsDuplicateScreenID() throws {
    let state = try threeTabs(modals: twoLayers)
    expectRejected(.present(layer(3)), by: state, for: .duplicateScreenID(3))
    expectRejected(.present(layer(30, pushing: [31, 11])), by: state, for: .duplicateScreenID(11))
  }

  @Test func presentOfALayerUsingAnIdentifierTwiceIsDuplicateScreenID() throws {
    let state = try stackState([0])
    expectRejected(.present(layer(30, pushing: [31, 30])), by: state, for: .duplicateScreenID(30))
  }

  @Test func presentOfAnEmptyLayerIsNoScreens() throws {
    expectRejected(.present(ModalLayer([])), by: try stackState([0]), for: .noScreens)
  }
}

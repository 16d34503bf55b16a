@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// The messages of rejected commands: each names the command, the screen and the place, and says
/// what to do instead.
@Suite(.hangLimit) struct CommandErrorMessageTests {
  func message(of command: NavigationCommand, on state: NavigationState) throws -> String {
    try #require(throws: NavigationError.self) { try state.applying(command) }.description
  }

  @Test func popToAnUnknownScreenNamesTheScreen() throws {
    #expect(
      try message(of: .popTo(7), on: try stackState([0, 1]))
        == "cannot pop to screen 7: screen 7 is not in the navigation state"
    )
  }

  @Test func removingTheFirstScreenNamesItsStackAndWhatToDoInstead() throws {
    #expect(
      try message(of: .remove([3]), on: try threeTabs())
        == #"cannot remove screen 3: screen 3 is the first screen of tab "search"; set the stack or the root instead"#
    )
    #expect(
      try message(of: .remove([20]), on: try stackState([0], modals: twoLayers))
        == "cannot remove screen 20: screen 20 is the first screen of modal layer 1; "
        + "dismiss the layer or set its stack instead"
    )
    #expect(
      try message(of: .insert(pushed([30]), at: .before(10)), on: try stackState([0], modals: twoLayers))
        == "cannot insert screen 30 before screen 10: screen 10 is the first screen of modal layer 0; "
        + "dismiss the layer or set its stack instead"
    )
  }

  @Test func poppingTooFarSaysHowManyScreensTheStackCanGive() throws {
    #expect(
      try message(of: .pop(count: 5), on: try threeTabs(selected: 1))
        == #"cannot pop 5 screens: tab "search" can pop 1 screen, not 5; its first screen stays"#
    )
    #expect(
      try message(of: .pop(count: 0), on: try stackState([0, 1]))
        == "cannot pop 0 screens: the count must be at least 1, not 0"
    )
  }

  @Test func pushingAModalScreenSaysWhichPresentationItNeeds() throws {
    #expect(
      try message(of: .push([pushed(4), modal(5)]), on: try stackState([0]))
        == "cannot push screens 4, 5: screen 5 is presented modally but goes into a stack; "
        + "give it the push presentation"
    )
    #expect(
      try message(of: .present(ModalLayer(pushed([5]))), on: try stackState([0]))
        == "cannot present screen 5: screen 5 opens a modal layer but is presented as a push; "
        + "give it a modal presentation"
    )
  }

  @Test func reusingAnIdentifierNamesIt() throws {
    #expect(
      try message(of: .replace(1, with: pushed(2)), on: try stackState([0, 1, 2]))
        == "cannot replace screen 1 with screen 2: screen id 2 is already in use; every screen needs a fresh id"
    )
  }

  @Test func pushingIntoALayerWithoutNavigationStackNamesTheLayer() throws {
    #expect(
      try message(of: .push(pushed([1])), on: try stackState([0], modals: [layer(10, as: stacklessSheet)]))
        == "cannot push screen 1: modal layer 0 has no navigation stack (embedsNavigationStack is false), "
        + "so it holds one screen only"
    )
  }

  @Test func commandsWithoutScreensSaySo() throws {
    #expect(
      try message(of: .push([]), on: try stackState([0]))
        == "cannot push an empty list of screens: no screens were given")
    #expect(
      try message(of: .setStack([], at: .root), on: try stackState([0]))
        == "cannot set the root stack to an empty list of screens: no screens were given"
    )
  }

  @Test func namingAMissingStackLayerOrTabSaysWhatIsThere() throws {
    #expect(
      try message(of: .setStack(pushed([7]), at: .root), on: try threeTabs())
        == "cannot set the root stack to screen 7: the root stack is not in the navigation state"
    )
    #expect(
      try message(of: .dismissLayer(3), on: try stackState([0], modals: twoLayers))
        == "cannot dismiss modal layer 3: there is no modal layer 3; 2 are presented"
    )
    #expect(
      try message(of: .dismissLayer(1), on: try stackState([0], modals: [layer(10)]))
        == "cannot dismiss modal layer 1: there is no modal layer 1; 1 is presented"
    )
    #expect(
      try message(of: .dismiss, on: try stackState([0]))
        == "cannot dismiss the top modal layer: no modal layer is presented")
    #expect(
      try message(of: .selectTab("missing"), on: try threeTabs())
        == #"cannot select tab "missing": there is no tab "missing""#)
    #expect(
      try message(of: .reselectTab, on: try stackState([0]))
        == "cannot reselect the selected tab: the root is a single stack, not tabs"
    )
  }

  @Test func popToAMissingRouteNamesTheRouteAndItsType() throws {
    #expect(
      try message(of: .popToRoute(AnyRoute(TestRoute("settings"))), on: try stackState([0]))
        == "cannot pop to TestRoute.settings: no visible screen shows TestRoute.settings"
    )
  }

  @Test func aFailedTransactionNamesTheCommandThatFailed() throws {
    let error = try #require(throws: NavigationError.self) {
      try stackState([0]).applying([.push(pushed([1])), .popTo(7)])
    }
    #expect(
      error.description
        == "command 1 of the transaction failed: cannot pop to screen 7: screen 7 is not in the navigation state"
    )
  }
}

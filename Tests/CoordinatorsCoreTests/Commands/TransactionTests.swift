@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct TransactionTests {
  @Test func transactionAppliesEveryCommandInOrder() throws {
    var state = try stackState([0])
    try state.apply([
      .push(pushed([1, 2])),
      .pop(count: 1),
      .present(layer(10)),
      .push(pushed([11, 12])),
      .replace(11, with: pushed(13)),
    ])
    #expect(state == (try stackState([0, 1], modals: [layer(10, pushing: [13, 12])])))
  }

  @Test func laterCommandsSeeTheEffectsOfEarlierOnes() throws {
    var state = try threeTabs(selected: 0)
    try state.apply([
      .selectTab("search"),
      .push(pushed([6])),
      .present(layer(10)),
      .insert(pushed([11]), at: .after(10)),
      .popTo(6),
      .remove([4]),
    ])
    #expect(state.layout == [.tab("home"): [0, 1, 2], .tab("search"): [3, 6], .tab("profile"): [5]])
    #expect(state.selectedTab == "search")
  }

  @Test func aFailingCommandInTheMiddleLeavesTheStateUnchangedAndNamesItsIndex() throws {
    let state = try stackState([0, 1], modals: [layer(10)])
    var after = state
    let error = try #require(throws: NavigationError.self) {
      try after.apply([.push(pushed([11])), .popTo(99), .dismissAll])
    }
    #expect(error == NavigationError(.screenNotFound(99), commandIndex: 1, context: "pop to screen 99"))
    #expect(after == state)
  }

  @Test func aFailingLastCommandUndoesEveryEarlierOne() throws {
    let state = try threeTabs(selected: 0, modals: twoLayers)
    var after = state
    let error = try #require(throws: NavigationError.self) {
      try after.apply([.dismissAll, .selectTab("profile"), .push(pushed([6])), .setRoot(.stack([]))])
    }
    #expect(error.detail == .invalidState([.emptyStack(.root)]))
    #expect(error.commandIndex == 3)
    #expect(after == state)
  }

  @Test func aCommandThatFailsOnlyBecauseOfAnEarlierOneIsRejected() throws {
    let state = try stackState([0])
    var after = state
    let error = try #require(throws: NavigationError.self) {
      try after.apply([.push(pushed([1])), .dismiss, .push(pushed([1]))])
    }
    #expect(error.detail == .noModalLayer)
    #expect(error.commandIndex == 1)
    #expect(after == state)
    let duplicate = try #require(throws: NavigationError.self) {
      try after.apply([.push(pushed([1])), .push(pushed([1]))])
    }
    #expect(duplicate.detail == .duplicateScreenID(1))
    #expect(duplicate.commandIndex == 1)
    #expect(after == state)
  }

  @Test func aFailingFirstCommandHasIndexZero() throws {
    var state = try stackState([0])
    let error = try #require(throws: NavigationError.self) { try state.apply([.dismiss, .push(pushed([1]))]) }
    #expect(error.commandIndex == 0)
    #expect(error.context == "dismiss the top modal layer")
  }

  @Test func identifiersOfARejectedTransactionStayFree() throws {
    var state = try stackState([0])
    #expect(throws: NavigationError.self) { try state.apply([.push(pushed([1, 2])), .popTo(99)]) }
    try state.apply(.push(pushed([1, 2])))
    #expect(state.layout == [.root: [0, 1, 2]])
  }

  @Test func anEmptyTransactionChangesNothing() throws {
    let state = try threeTabs(selected: 1, modals: twoLayers)
    var after = state
    try after.apply([])
    #expect(after == state)
  }

  @Test func applyingATransactionReturnsTheResultAndLeavesTheOriginal() throws {
    let state = try stackState([0, 1])
    let after = try state.applying([.popToRoot, .push(pushed([2]))])
    #expect(after.layout == [.root: [0, 2]])
    #expect(state.layout == [.root: [0, 1]])
  }

  @Test func applyingARejectedTransactionThrowsTheSameErrorAsApply() throws {
    let state = try stackState([0, 1])
    let transaction: [NavigationCommand] = [.pop(count: 1), .pop(count: 1)]
    let thrown = try #require(throws: NavigationError.self) { try state.applying(transaction) }
    var copy = state
    let applied = try #require(throws: NavigationError.self) { try copy.apply(transaction) }
    #expect(thrown == applied)
    #expect(
      thrown == NavigationError(.cannotPop(count: 1, available: 0, .root), commandIndex: 1, context: "pop 1 screen"))
  }

  @Test func aTransactionEqualsItsCommandsAppliedOneByOne() throws {
    let start = try threeTabs(modals: twoLayers)
    let commands: [NavigationCommand] = [
      .dismissLayer(1), .pop(count: 2), .selectTab("search"), .reselectTab,
      .setStack(pushed([3, 30]), at: .tab("search")),
      .present(layer(40, as: stacklessSheet)), .popTo(0),
    ]
    var stepByStep = start
    for command in commands { try stepByStep.apply(command) }
    #expect(try start.applying(commands) == stepByStep)
    #expect(stepByStep.layout == [.tab("home"): [0], .tab("search"): [3, 30], .tab("profile"): [5]])
    #expect(stepByStep.selectedTab == "home")
  }
}

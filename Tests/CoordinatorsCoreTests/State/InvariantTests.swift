import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct InvariantTests {
  /// The violations `NavigationState(root:modals:)` reports for these parts, or `[]` when it accepts them.
  func violations(
    _ root: RootContainer,
    modals: [ModalLayer] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [InvariantViolation] {
    do {
      let state = try NavigationState(root: root, modals: modals)
      #expect(state.invariantViolations() == [], sourceLocation: sourceLocation)
      return []
    } catch {
      guard case .invalidState(let violations) = error.detail else {
        Issue.record("expected invalidState, got \(error.reason)", sourceLocation: sourceLocation)
        return []
      }
      #expect(!violations.isEmpty, "invalidState without a violation", sourceLocation: sourceLocation)
      #expect(error.commandIndex == nil && error.context == nil, sourceLocation: sourceLocation)
      return violations
    }
  }

  @Test func validStatesBreakNoRule() throws {
    #expect(try stackState([0]).invariantViolations() == [])
    #expect(try stackState([0, 1, 2], modals: twoLayers).invariantViolations() == [])
    #expect(try threeTabs(selected: 2, modals: twoLayers + [layer(30, as: stacklessSheet)]).invariantViolations() == [])
    #expect(violations(.tabs([Tab(id: "only", stack: pushed([0]))], selectedIndex: 0)) == [])
  }

  @Test func anEmptyRootStackIsEmptyStack() {
    #expect(violations(.stack([])) == [.emptyStack(.root)])
  }

  @Test func anEmptyTabIsEmptyStackOfThatTab() {
    let root = RootContainer.tabs([Tab(id: "a", stack: pushed([0])), Tab(id: "b", stack: [])], selectedIndex: 0)
    #expect(violations(root) == [.emptyStack(.tab("b"))])
  }

  @Test func anEmptyModalLayerIsEmptyStackOfThatLayer() {
    #expect(violations(.stack(pushed([0])), modals: [layer(10), ModalLayer([])]) == [.emptyStack(.modal(1))])
  }

  @Test func anIdentifierUsedTwiceIsDuplicateScreenID() {
    #expect(violations(.stack(pushed([0, 1, 1]))) == [.duplicateScreenID(1)])
    #expect(violations(.stack(pushed([0, 1])), modals: [layer(10, pushing: [0])]) == [.duplicateScreenID(0)])
    let tabs = RootContainer.tabs(
      [Tab(id: "a", stack: pushed([0])), Tab(id: "b", stack: pushed([0]))], selectedIndex: 0)
    #expect(violations(tabs) == [.duplicateScreenID(0)])
  }

  @Test func aTabContainerWithoutTabsIsNoTabs() {
    #expect(violations(.tabs([], selectedIndex: 0)) == [.noTabs])
  }

  @Test func twoTabsWithOneNameAreDuplicateTabID() {
    let root = RootContainer.tabs(
      [Tab(id: "a", stack: pushed([0])), Tab(id: "a", stack: pushed([1]))], selectedIndex: 0)
    #expect(violations(root) == [.duplicateTabID("a")])
  }

  @Test(arguments: [2, 5, -1])
  func aSelectionOutsideTheTabsIsSelectionOutOfRange(index: Int) {
    let root = RootContainer.tabs(
      [Tab(id: "a", stack: pushed([0])), Tab(id: "b", stack: pushed([1]))], selectedIndex: index)
    #expect(violations(root) == [.selectionOutOfRange(index: index, tabCount: 2)])
  }

  @Test func aModalLayerOpenedByAPushedScreenIsFirstScreenNotModal() {
    let modals = [layer(10), ModalLayer(pushed([20, 21]))]
    #expect(violations(.stack(pushed([0])), modals: modals) == [.firstScreenNotModal(20, layer: 1)])
  }

  @Test func aModalScreenInsideAStackIsModalScreenInStack() {
    #expect(violations(.stack([pushed(0), modal(1)])) == [.modalScreenInStack(1, .root)])
    #expect(violations(.stack([modal(0)])) == [.modalScreenInStack(0, .root)])
    let tabs = RootContainer.tabs([Tab(id: "a", stack: [modal(0)])], selectedIndex: 0)
    #expect(violations(tabs) == [.modalScreenInStack(0, .tab("a"))])
    let modals = [ModalLayer([modal(10), pushed(11), modal(12)])]
    #expect(violations(.stack(pushed([0])), modals: modals) == [.modalScreenInStack(12, .modal(0))])
  }

  @Test func aLayerWithoutNavigationStackHoldingSeveralScreensIsScreensPushedWithoutStack() {
    let modals = [layer(10), layer(20, pushing: [21, 22], as: stacklessSheet)]
    #expect(violations(.stack(pushed([0])), modals: modals) == [.screensPushedWithoutStack(layer: 1, count: 3)])
    let two = [layer(10, pushing: [11], as: stacklessSheet)]
    #expect(violations(.stack(pushed([0])), modals: two) == [.screensPushedWithoutStack(layer: 0, count: 2)])
  }

  @Test func everyBrokenRuleIsReportedTogetherInOrder() {
    let root = RootContainer.tabs(
      [Tab(id: "a", stack: [modal(0), pushed(1)]), Tab(id: "a", stack: []), Tab(id: "c", stack: pushed([1]))],
      selectedIndex: 7
    )
    let modals = [
      ModalLayer(pushed([10])),
      ModalLayer([]),
      layer(30, pushing: [31, 10], as: stacklessSheet),
    ]
    #expect(
      violations(root, modals: modals) == [
        .duplicateTabID("a"),
        .selectionOutOfRange(index: 7, tabCount: 3),
        .modalScreenInStack(0, .tab("a")),
        .emptyStack(.tab("a")),
        .duplicateScreenID(1),
        .firstScreenNotModal(10, layer: 0),
        .emptyStack(.modal(1)),
        .duplicateScreenID(10),
        .screensPushedWithoutStack(layer: 2, count: 3),
      ]
    )
  }

  @Test func aStateFromARootScreenThatIsModalIsRejected() throws {
    let error = try #require(throws: NavigationError.self) { try NavigationState(rootScreen: modal(0)) }
    #expect(error.detail == .invalidState([.modalScreenInStack(0, .root)]))
    #expect(try NavigationState(rootScreen: pushed(0)).layout == [.root: [0]])
  }

  @Test(
    arguments: [
      (.emptyStack(.tab("a")), #"tab "a" has no screen; every stack holds at least one"#),
      (.duplicateScreenID(4), "screen id 4 is used more than once"),
      (.noTabs, "the tab container has no tab"),
      (.duplicateTabID("a"), #"tab "a" is defined more than once"#),
      (.selectionOutOfRange(index: 3, tabCount: 2), "selected tab index 3 is out of range: there are 2 tabs"),
      (.firstScreenNotModal(10, layer: 0), "screen 10 opens modal layer 0 but is presented as a push"),
      (
        .modalScreenInStack(2, .root),
        "screen 2 in the root stack is presented modally; only the first screen of a modal layer is"
      ),
      (.screensPushedWithoutStack(layer: 1, count: 3), "modal layer 1 has no navigation stack but holds 3 screens"),
    ] as [(InvariantViolation, String)])
  func eachViolationDescribesWhatIsWrongAndWhere(violation: InvariantViolation, description: String) {
    #expect(violation.description == description)
  }

  @Test func theErrorOfAnInvalidStateListsEveryViolation() throws {
    let error = try #require(throws: NavigationError.self) {
      try NavigationState(root: .tabs([Tab(id: "a", stack: [])], selectedIndex: 1))
    }
    #expect(
      error.description
        == #"the state would break 2 rules: selected tab index 1 is out of range: there is 1 tab; "#
        + #"tab "a" has no screen; every stack holds at least one"#
    )
  }
}

@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@Suite("User gestures on what is shown and on the desired state", .hangLimit)
struct UserGestureTests {
  func screen(_ id: Int, _ presentation: Presentation = .push) -> Screen {
    Screen(id: ScreenID(rawValue: id), route: TestRoute("s\(id)"), presentation: presentation)
  }

  func ids(_ state: NavigationState?, _ location: StackLocation) -> [Int]? {
    state?.stack(at: location)?.map(\.id.rawValue)
  }

  @Test func aPopRemovesTheScreensAboveAndFitsOnlyWhenThereAreSome() throws {
    let shown = try NavigationState(root: .stack([screen(0), screen(1), screen(2)]))
    #expect(ids(shown.applyingUserGesture(.popped(to: 0)), .root) == [0])
    #expect(shown.applyingUserGesture(.popped(to: 2)) == nil, "nothing above the top")
    #expect(shown.applyingUserGesture(.popped(to: 9)) == nil, "not shown")
  }

  @Test func aSwipeDownDismissesTheLayerAndTheLayersAboveIt() throws {
    let shown = try NavigationState(
      root: .stack([screen(0)]),
      modals: [ModalLayer([screen(1, .modal(.sheet()))]), ModalLayer([screen(2, .modal(.sheet()))])])
    #expect(shown.applyingUserGesture(.dismissedLayer(1))?.modals.isEmpty == true)
    #expect(shown.applyingUserGesture(.dismissedLayer(2))?.modals.map(\.id) == [1])
    #expect(shown.applyingUserGesture(.dismissedLayer(0)) == nil, "screen 0 opens no layer")
  }

  @Test func aTabSelectionFitsOnlyAnotherTabAndAReselectionOnlyTheSelectedOne() throws {
    let shown = try NavigationState(
      root: .tabs([Tab(id: "a", stack: [screen(0)]), Tab(id: "b", stack: [screen(1)])], selectedIndex: 0))
    #expect(shown.applyingUserGesture(.selectedTab("b"))?.selectedTab == "b")
    #expect(shown.applyingUserGesture(.selectedTab("a")) == nil)
    #expect(shown.applyingUserGesture(.selectedTab("c")) == nil)
    #expect(shown.applyingUserGesture(.reselectedTab("a")) == shown)
    #expect(shown.applyingUserGesture(.reselectedTab("b")) == nil)
  }

  @Test func followingAPopKeepsScreensThatPendingCommandsAdded() throws {
    let shown = try NavigationState(root: .stack([screen(0), screen(1), screen(2)]))
    var desired = try shown.applying(.push([screen(3)]))
    desired.followUserGesture(.popped(to: 0), shownBefore: shown)
    #expect(ids(desired, .root) == [0, 3])
  }

  @Test func followingAPopKeepsAScreenThatPendingCommandsMadeTheFirstOfItsStack() throws {
    let shown = try NavigationState(root: .stack([screen(0), screen(1), screen(2)]))
    var desired = try shown.applying(.setStack([screen(1), screen(2)], at: .root))
    desired.followUserGesture(.popped(to: 0), shownBefore: shown)
    #expect(ids(desired, .root) == [1])
  }

  @Test func followingADismissalOrASelectionChangesOnlyWhatIsStillThere() throws {
    let shown = try NavigationState(
      root: .tabs([Tab(id: "a", stack: [screen(0), screen(5)]), Tab(id: "b", stack: [screen(1)])], selectedIndex: 0),
      modals: [ModalLayer([screen(2, .modal(.sheet()))])])
    var desired = try shown.applying(.dismissAll)
    desired.followUserGesture(.dismissedLayer(2), shownBefore: shown)
    #expect(desired == (try shown.applying(.dismissAll)))
    desired.followUserGesture(.selectedTab("b"), shownBefore: shown)
    #expect(desired.selectedTab == "b")
    desired.followUserGesture(.reselectedTab("a"), shownBefore: shown)
    #expect(ids(desired, .tab("a")) == [0, 5], "tab a is not selected in the desired state")
  }

  @Test func theScreenBelowTheTopIsInTheTopMostStack() throws {
    let state = try NavigationState(
      root: .stack([screen(0), screen(1)]), modals: [ModalLayer([screen(2, .modal(.sheet())), screen(3)])])
    #expect(state.screenBelowTop?.id == 2)
    #expect(try state.applying(.dismiss).screenBelowTop?.id == 0)
    #expect(try state.applying(.setRoot(.stack([screen(7)]))).screenBelowTop == nil)
  }
}

import CoordinatorsCore
import CoordinatorsTesting
import Testing

/// The decisions every host shares: what a tab tap and a swipe down are on what is shown.
@Suite("Host input: tab taps and swipes down, decided once for every host")
struct HostInputTests {
  private func tabs(selected: Int = 0, modals: [ModalLayer] = []) throws -> NavigationState {
    try NavigationState(
      root: .tabs(
        [
          Tab(id: "home", stack: [Screen(id: 0, route: TestRoute("home"))]),
          Tab(id: "search", stack: [Screen(id: 1, route: TestRoute("search"))]),
        ],
        selectedIndex: selected),
      modals: modals)
  }

  private func layer(_ id: ScreenID, disablesSwipe: Bool = false) -> ModalLayer {
    ModalLayer([
      Screen(
        id: id, route: TestRoute("sheet \(id)"),
        presentation: .modal(.sheet(interactiveDismissDisabled: disablesSwipe)))
    ])
  }

  @Test func aTapOnAnotherTabIsASelection() throws {
    #expect(try tabs().tabTap("search") == .selectedTab("search"))
  }

  @Test func aTapOnTheSelectedTabIsAReselection() throws {
    #expect(try tabs(selected: 1).tabTap("search") == .reselectedTab("search"))
  }

  @Test func aTapUnderAModalLayerIsRefused() throws {
    let state = try tabs(modals: [layer(5)])
    #expect(throws: GestureRefusal.tabBarCovered) { try state.tabTap("search") }
    #expect(throws: GestureRefusal.tabBarCovered) { try state.tabTap("home") }
  }

  @Test func aTapOnNoTabIsRefused() throws {
    #expect(throws: GestureRefusal.noSuchTab("nowhere")) { try tabs().tabTap("nowhere") }
    let stack = try NavigationState(rootScreen: Screen(id: 0, route: TestRoute("root")))
    #expect(throws: GestureRefusal.noTabs) { try stack.tabTap("home") }
  }

  @Test func aSwipeDownDismissesTheTopLayer() throws {
    #expect(try tabs(modals: [layer(5), layer(6)]).swipeDownOfTopLayer() == .dismissedLayer(6))
  }

  @Test func aSwipeDownOnALayerThatDisablesItIsRefused() throws {
    let state = try tabs(modals: [layer(5), layer(6, disablesSwipe: true)])
    #expect(throws: GestureRefusal.dismissDisabled(6)) { try state.swipeDownOfTopLayer() }
    #expect(!state.modals[1].allowsSwipeDown)
    #expect(state.modals[0].allowsSwipeDown)
  }

  @Test func aSwipeDownWithNoLayerIsRefused() throws {
    #expect(throws: GestureRefusal.noLayer) { try tabs().swipeDownOfTopLayer() }
  }

  @Test func everyRefusalSaysWhy() {
    let refusals: [GestureRefusal] = [.noTabs, .noSuchTab("x"), .tabBarCovered, .noLayer, .dismissDisabled(3)]
    #expect(Set(refusals.map(\.description)).count == refusals.count)
    #expect(GestureRefusal.dismissDisabled(3).description == "the layer of screen 3 disables the swipe down")
  }
}

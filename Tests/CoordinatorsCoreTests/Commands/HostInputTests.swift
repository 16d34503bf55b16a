@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// The decisions every host shares: what a tab tap and a swipe down are on what is shown.
@Suite("Host input: tab taps and swipes down, decided once for every host", .hangLimit)
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

  @Test func underAnAlertEveryGestureThatNavigatesIsRefusedAndOnlyTheAlertsOwnAndAResizePass() throws {
    let alert = NavigationAlert(id: 4, title: "Sure?", buttons: [NavigationAlert.Button("OK", role: .cancel)])
    let state = try tabs(modals: [layer(5)]).applying(.showAlert(alert))
    let refused: [UserGesture] = [
      .popped(to: 5), .dismissedLayer(5), .selectedTab("search"), .reselectedTab("home"), .returnedToSidebar,
    ]
    for gesture in refused { #expect(state.refusal(of: gesture) == .alertShown(4)) }
    let passed: [UserGesture] = [.tappedAlertButton(4, index: 0), .dismissedAlert(4), .resized(.compact)]
    for gesture in passed { #expect(state.refusal(of: gesture) == nil) }
    #expect(try tabs().refusal(of: .popped(to: 0)) == nil)
    #expect(throws: GestureRefusal.alertShown(4)) { try state.tabTap("home") }
    #expect(throws: GestureRefusal.alertShown(4)) { try state.swipeDownOfTopLayer() }
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

  @Test(arguments: [ModalPresentation.fullScreenCover(), .custom("zoom")])
  func aSwipeDownOnALayerThatIsNotASheetIsRefused(_ presentation: ModalPresentation) throws {
    let cover = ModalLayer([Screen(id: 6, route: TestRoute("cover"), presentation: .modal(presentation))])
    let state = try tabs(modals: [layer(5), cover])
    #expect(throws: GestureRefusal.swipeDownNotOffered(6)) { try state.swipeDownOfTopLayer() }
    #expect(!state.modals[1].offersSwipeDown)
    #expect(!state.modals[1].allowsSwipeDown)
  }

  @Test func aSwipeDownWithNoLayerIsRefused() throws {
    #expect(throws: GestureRefusal.noLayer) { try tabs().swipeDownOfTopLayer() }
  }

  @Test func everyRefusalSaysWhy() {
    let refusals: [GestureRefusal] = [
      .noTabs, .noSuchTab("x"), .tabBarCovered, .noLayer, .dismissDisabled(3), .swipeDownNotOffered(3),
    ]
    #expect(Set(refusals.map(\.description)).count == refusals.count)
    #expect(GestureRefusal.dismissDisabled(3).description == "the layer of screen 3 disables the swipe down")
  }

  // MARK: Stacks the UI reports

  private func stack(_ ids: Int...) -> [Screen] {
    ids.map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) }
  }

  @Test func theRenderedStackReportedAgainIsAnEcho() {
    #expect(ReportedStack([0, 1, 2], rendered: stack(0, 1, 2)) == .echo)
    #expect(ReportedStack([0], rendered: stack(0)) == .echo)
    // SwiftUI's path, the screens above the first; the empty path of a one-screen stack.
    #expect(ReportedStack([1, 2], from: 1, rendered: stack(0, 1, 2)) == .echo)
    #expect(ReportedStack([], from: 1, rendered: stack(0)) == .echo)
  }

  @Test func aShorterStackThatStartsTheSameIsAPopToItsLastScreenOrTheFirst() {
    #expect(ReportedStack([0, 1], rendered: stack(0, 1, 2)) == .popped(to: 1))
    #expect(ReportedStack([0], rendered: stack(0, 1, 2, 3)) == .popped(to: 0))
    #expect(ReportedStack([1], from: 1, rendered: stack(0, 1, 2)) == .popped(to: 1))
    #expect(ReportedStack([], from: 1, rendered: stack(0, 1, 2, 3)) == .popped(to: 0), "the empty path")
  }

  @Test func aLongerReorderedOtherOrEmptyStackIsUnexpected() {
    #expect(ReportedStack([0, 1, 2, 3], rendered: stack(0, 1, 2)) == .unexpected)
    #expect(ReportedStack([0, 2, 1], rendered: stack(0, 1, 2)) == .unexpected)
    #expect(ReportedStack([0, 2], rendered: stack(0, 1, 2)) == .unexpected)
    #expect(ReportedStack([5], rendered: stack(0, 1, 2)) == .unexpected)
    #expect(ReportedStack([], rendered: stack(0, 1)) == .unexpected, "a whole stack is never empty")
    #expect(ReportedStack([1, 2, 3], from: 1, rendered: stack(0, 1, 2)) == .unexpected)
    #expect(ReportedStack([2, 1], from: 1, rendered: stack(0, 1, 2)) == .unexpected)
    #expect(ReportedStack([2], from: 1, rendered: stack(0, 1, 2)) == .unexpected)
    #expect(ReportedStack([0], from: 1, rendered: stack(0)) == .unexpected)
    #expect(ReportedStack([], from: 1, rendered: []) == .unexpected)
  }
}

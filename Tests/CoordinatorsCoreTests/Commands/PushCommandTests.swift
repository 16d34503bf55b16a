import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct PushCommandTests {
  @Test func pushAppendsScreensInOrderOntoTheRootStack() throws {
    let state = try stackState([0, 1])
    let after = try expectApplied(.push(pushed([2, 3])), to: state)
    #expect(after.layout == [.root: [0, 1, 2, 3]])
    #expect(after.topScreen == pushed(3))
  }

  @Test func pushGoesOntoTheSelectedTabOnly() throws {
    let state = try threeTabs(selected: 1)
    let after = try expectApplied(.push(pushed([6])), to: state)
    #expect(after.layout == [.tab("home"): [0, 1, 2], .tab("search"): [3, 4, 6], .tab("profile"): [5]])
    #expect(after.selectedTab == "search")
  }

  @Test func pushGoesOntoTheTopModalLayerNeverBehindIt() throws {
    let state = try stackState([0, 1], modals: twoLayers)
    let after = try expectApplied(.push(pushed([30])), to: state)
    let expected = try stackState(
      [0, 1],
      modals: [layer(10, pushing: [11, 12]), layer(20, pushing: [21, 30], as: .fullScreenCover())]
    )
    #expect(after == expected)
  }

  @Test func pushKeepsTheScreenAsGiven() throws {
    let screen = Screen(id: 7, route: TestRoute("detail"), owner: 3)
    let after = try expectApplied(.push([screen]), to: try stackState([0]))
    #expect(after.topScreen == screen)
    #expect(after.screen(7)?.owner == 3)
  }

  @Test func pushOfAModallyPresentedScreenIsWrongPresentation() throws {
    let state = try stackState([0, 1])
    expectRejected(.push([modal(5)]), by: state, for: .wrongPresentation(5, expected: .push))
    expectRejected(.push([pushed(5), modal(6)]), by: state, for: .wrongPresentation(6, expected: .push))
  }

  @Test(arguments: [0, 2, 4, 5, 10, 12, 21] as [ScreenID])
  func pushOfAnIdentifierAlreadyInTheStateIsDuplicateScreenID(id: ScreenID) throws {
    let state = try threeTabs(modals: twoLayers)
    expectRejected(.push([pushed(30), pushed(id)]), by: state, for: .duplicateScreenID(id))
  }

  @Test func pushOfOneIdentifierTwiceIsDuplicateScreenID() throws {
    let state = try stackState([0])
    expectRejected(.push([pushed(7), pushed(8), pushed(7, "other")]), by: state, for: .duplicateScreenID(7))
  }

  @Test func pushIntoALayerWithoutNavigationStackIsNoNavigationStack() throws {
    let state = try stackState([0], modals: [layer(10, pushing: [11]), layer(20, as: stacklessSheet)])
    expectRejected(.push(pushed([1])), by: state, for: .noNavigationStack(.modal(1)))
  }

  @Test func pushOfNoScreensIsNoScreens() throws {
    expectRejected(.push([]), by: try stackState([0, 1]), for: .noScreens)
    expectRejected(.push([]), by: try threeTabs(modals: twoLayers), for: .noScreens)
  }

  // A screen identifier of Int.max used to overflow the state's identifier bound and trap.
  @Test func pushAcceptsTheLargestScreenIdentifierAndThenRejectsItAgain() throws {
    let largest = ScreenID(rawValue: .max)
    let after = try expectApplied(.push([pushed(largest)]), to: try stackState([0]))
    #expect(after.layout == [.root: [0, largest]])
    #expect(after.contains(largest))
    expectRejected(.push([pushed(largest)]), by: after, for: .duplicateScreenID(largest))
    expectRejected(.present(layer(largest)), by: after, for: .duplicateScreenID(largest))
  }
}

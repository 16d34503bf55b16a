import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

@Suite(.hangLimit) struct PopCommandTests {
  @Test func popRemovesThatManyScreensFromTheTopOfTheRootStack() throws {
    let state = try stackState([0, 1, 2, 3])
    #expect(try expectApplied(.pop(count: 1), to: state).layout == [.root: [0, 1, 2]])
    #expect(try expectApplied(.pop(count: 2), to: state).layout == [.root: [0, 1]])
    #expect(try expectApplied(.pop(count: 3), to: state).layout == [.root: [0]])
  }

  @Test func popActsOnTheTopModalLayerOnly() throws {
    let state = try stackState([0, 1, 2], modals: twoLayers)
    let after = try expectApplied(.pop(count: 1), to: state)
    #expect(after.layout == [.root: [0, 1, 2], .modal(0): [10, 11, 12], .modal(1): [20]])
  }

  @Test func popActsOnTheSelectedTabOnly() throws {
    let state = try threeTabs(selected: 0)
    let after = try expectApplied(.pop(count: 2), to: state)
    #expect(after.layout == [.tab("home"): [0], .tab("search"): [3, 4], .tab("profile"): [5]])
    #expect(after.selectedTab == "home")
  }

  @Test(arguments: [0, -1, -5])
  func popOfFewerThanOneScreenIsCannotPop(count: Int) throws {
    let state = try stackState([0, 1, 2])
    expectRejected(.pop(count: count), by: state, for: .cannotPop(count: count, available: 2, .root))
  }

  @Test func popOfMoreScreensThanTheStackCanGiveIsCannotPop() throws {
    expectRejected(.pop(count: 3), by: try stackState([0, 1, 2]), for: .cannotPop(count: 3, available: 2, .root))
    expectRejected(
      .pop(count: 2), by: try threeTabs(selected: 1), for: .cannotPop(count: 2, available: 1, .tab("search")))
  }

  @Test func popNeverDismissesTheTopModalLayer() throws {
    let state = try stackState([0, 1], modals: [layer(10, pushing: [11]), layer(20)])
    expectRejected(.pop(count: 1), by: state, for: .cannotPop(count: 1, available: 0, .modal(1)))
  }

  @Test func popInALayerWithoutNavigationStackIsCannotPop() throws {
    let state = try stackState([0, 1], modals: [layer(10, as: stacklessSheet)])
    expectRejected(.pop(count: 1), by: state, for: .cannotPop(count: 1, available: 0, .modal(0)))
  }
}

@Suite(.hangLimit) struct PopToCommandTests {
  @Test func popToAScreenOfTheTopStackPopsTheScreensAboveIt() throws {
    let state = try stackState([0, 1, 2, 3])
    #expect(try expectApplied(.popTo(1), to: state).layout == [.root: [0, 1]])
    #expect(try expectApplied(.popTo(0), to: state).layout == [.root: [0]])
  }

  @Test func popToTheTopScreenChangesNothing() throws {
    let state = try stackState([0, 1, 2], modals: twoLayers)
    #expect(try expectApplied(.popTo(21), to: state) == state)
  }

  @Test func popToScreenDismissesModalLayersAboveItsStack() throws {
    let state = try stackState([0, 1, 2], modals: twoLayers)
    let intoLayer = try expectApplied(.popTo(11), to: state)
    #expect(intoLayer.layout == [.root: [0, 1, 2], .modal(0): [10, 11]])
    let intoRoot = try expectApplied(.popTo(1), to: state)
    #expect(intoRoot.layout == [.root: [0, 1]])
    #expect(intoRoot.modals.isEmpty)
  }

  @Test func popToTheFirstScreenOfAModalLayerKeepsThatLayer() throws {
    let state = try stackState([0], modals: twoLayers)
    let after = try expectApplied(.popTo(10), to: state)
    #expect(after.layout == [.root: [0], .modal(0): [10]])
  }

  @Test func popToAScreenInAnotherTabSelectsThatTab() throws {
    let state = try threeTabs(selected: 0)
    let after = try expectApplied(.popTo(3), to: state)
    #expect(after.selectedTab == "search")
    #expect(after.layout == [.tab("home"): [0, 1, 2], .tab("search"): [3], .tab("profile"): [5]])
  }

  @Test func popToAScreenInAnotherTabDismissesEveryModalLayer() throws {
    let state = try threeTabs(selected: 2, modals: twoLayers)
    let after = try expectApplied(.popTo(1), to: state)
    #expect(after.selectedTab == "home")
    #expect(after.layout == [.tab("home"): [0, 1], .tab("search"): [3, 4], .tab("profile"): [5]])
  }

  @Test func popToAnUnknownScreenIsScreenNotFound() throws {
    expectRejected(.popTo(99), by: try threeTabs(modals: twoLayers), for: .screenNotFound(99))
  }
}

@Suite(.hangLimit) struct PopToRouteCommandTests {
  /// The root [0 list, 1 detail, 2 edit], a sheet [10 sheet, 11 detail, 12 edit] and a cover
  /// [20 cover, 21 edit, 22 share].
  func routedState() throws -> NavigationState {
    try NavigationState(
      root: .stack([pushed(0, "list"), pushed(1, "detail"), pushed(2, "edit")]),
      modals: [
        ModalLayer([modal(10, "sheet"), pushed(11, "detail"), pushed(12, "edit")]),
        ModalLayer([modal(20, "cover", as: .fullScreenCover()), pushed(21, "edit"), pushed(22, "share")]),
      ]
    )
  }

  func route(_ name: String) -> AnyRoute { AnyRoute(TestRoute(name)) }

  @Test func popToRoutePopsToTheNearestScreenWithTheRouteFromTheTop() throws {
    let state = try NavigationState(
      root: .stack([pushed(0, "list"), pushed(1, "detail"), pushed(2, "edit"), pushed(3, "detail"), pushed(4, "edit")])
    )
    let after = try expectApplied(.popToRoute(route("detail")), to: state)
    #expect(after.layout == [.root: [0, 1, 2, 3]])
  }

  @Test func popToRouteFindsTheRouteInTheTopModalLayerFirst() throws {
    let after = try expectApplied(.popToRoute(route("edit")), to: try routedState())
    #expect(after.layout == [.root: [0, 1, 2], .modal(0): [10, 11, 12], .modal(1): [20, 21]])
  }

  @Test func popToRouteSearchesLowerLayersTopDownAndDismissesTheLayersAbove() throws {
    let after = try expectApplied(.popToRoute(route("detail")), to: try routedState())
    #expect(after.layout == [.root: [0, 1, 2], .modal(0): [10, 11]])
  }

  @Test func popToRouteFindsTheFirstScreenOfAModalLayer() throws {
    let after = try expectApplied(.popToRoute(route("sheet")), to: try routedState())
    #expect(after.layout == [.root: [0, 1, 2], .modal(0): [10]])
  }

  @Test func popToRouteSearchesTheBaseStackLastAndDismissesEveryLayer() throws {
    let after = try expectApplied(.popToRoute(route("list")), to: try routedState())
    #expect(after.layout == [.root: [0]])
  }

  @Test func popToRouteThatNoScreenShowsIsRouteNotFound() throws {
    expectRejected(.popToRoute(route("missing")), by: try routedState(), for: .routeNotFound(route("missing")))
  }

  @Test func popToRouteDoesNotFindARouteInATabThatIsNotSelected() throws {
    let state = try NavigationState(
      root: .tabs(
        [
          Tab(id: "home", stack: [pushed(0, "list"), pushed(1, "detail")]),
          Tab(id: "search", stack: [pushed(3, "results"), pushed(4, "detail")]),
        ],
        selectedIndex: 0
      )
    )
    expectRejected(.popToRoute(route("results")), by: state, for: .routeNotFound(route("results")))
    let after = try expectApplied(.popToRoute(route("detail")), to: state)
    #expect(after == state)
  }

  @Test func popToRouteMatchesTheRoutesTypeAsWellAsItsValue() throws {
    let state = try NavigationState(root: .stack([Screen(id: 0, route: OtherRoute.detail), pushed(1, "detail")]))
    let after = try expectApplied(.popToRoute(AnyRoute(OtherRoute.detail)), to: state)
    #expect(after.layout == [.root: [0]])
    expectRejected(
      .popToRoute(AnyRoute(OtherRoute.edit)), by: after, for: .routeNotFound(AnyRoute(OtherRoute.edit)))
  }
}

/// A route of another type than `TestRoute`, with names that `TestRoute` screens use too.
private enum OtherRoute: Route {
  case detail
  case edit
}

@Suite(.hangLimit) struct PopToRootCommandTests {
  @Test func popToRootPopsTheRootStackToItsFirstScreen() throws {
    #expect(try expectApplied(.popToRoot, to: try stackState([0, 1, 2])).layout == [.root: [0]])
  }

  @Test func popToRootPopsTheTopMostStackOnly() throws {
    let state = try stackState([0, 1, 2], modals: twoLayers)
    let after = try expectApplied(.popToRoot, to: state)
    #expect(after.layout == [.root: [0, 1, 2], .modal(0): [10, 11, 12], .modal(1): [20]])
  }

  @Test func popToRootPopsTheSelectedTabOnly() throws {
    let state = try threeTabs(selected: 1)
    let after = try expectApplied(.popToRoot, to: state)
    #expect(after.layout == [.tab("home"): [0, 1, 2], .tab("search"): [3], .tab("profile"): [5]])
  }

  @Test func popToRootOfAOneScreenStackChangesNothing() throws {
    let state = try stackState([0, 1], modals: [layer(10)])
    #expect(try expectApplied(.popToRoot, to: state) == state)
    let single = try stackState([0])
    #expect(try expectApplied(.popToRoot, to: single) == single)
  }
}

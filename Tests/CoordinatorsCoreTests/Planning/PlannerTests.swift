@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// Plans written out by hand, step by step: what the host must do to go from one state to another.
@Suite("NavigationPlanner: hand-written plans", .hangLimit)
struct PlannerTests: PlannerBuilding {
  private let home: TabID = "home"
  private let search: TabID = "search"
  private let profile: TabID = "profile"

  // MARK: From nothing

  @Test func showingAStackFromNothingSetsTheRoot() throws {
    try expectPlan(from: nil, to: state(stack(0, 1, 2)), is: [.setRoot(stack(0, 1, 2))])
  }

  @Test(arguments: PlannerHost.allCases)
  func showingTabsWithLayersFromNothingSetsTheRootThenPresentsEachLayerInOrder(host: PlannerHost) throws {
    let root = tabs([home: [0, 1], search: [2]], selected: 1)
    let target = try state(root, layer(100, pushing: 101), layer(110), layer(120, pushing: 121, 122))
    try expectPlan(
      from: nil,
      to: target,
      capabilities: host.capabilities,
      is: [
        .setRoot(root),
        .present(layer(100, pushing: 101)),
        .present(layer(110)),
        .present(layer(120, pushing: 121, 122)),
      ]
    )
  }

  /// A host that shows nothing builds the root for the layout it shows at once: the plan lays
  /// it out in its `setRoot`, never in a `setLayout` after it (which would make a UIKit host
  /// build a tab bar, then swap it for a split view).
  @Test(
    arguments: [SectionLayout.tabBar, .adaptive(.twoColumns), .sidebar(.threeColumns)], [WidthClass.compact, .regular])
  func aPlanFromNothingLaysTheRootOutInItsSetRoot(sections: SectionLayout, width: WidthClass) throws {
    let target = try state(tabs([home: [0, 1], search: [2]], selected: 1), layer(100)).applying([
      .setSectionLayout(sections), .setWidthClass(width),
    ])
    let steps = NavigationPlanner.steps(from: nil, to: target)
    #expect(!steps.contains { if case .setLayout = $0 { true } else { false } }, "\(steps)")
    var shown: NavigationState?
    for step in steps { shown = try NavigationState.rendering(step, onto: shown) }
    #expect(shown == target)
  }

  // MARK: Nothing to do

  @Test(arguments: PlannerHost.allCases)
  func identicalStatesNeedNoStep(host: PlannerHost) throws {
    let states = [
      try state(stack(0)),
      try state(stack(0, 1, 2), layer(100, pushing: 101)),
      try state(tabs([home: [0, 1], search: [2]], selected: 1), layer(100), layer(110, pushing: 111)),
    ]
    for shown in states {
      #expect(NavigationPlanner.steps(from: shown, to: shown, capabilities: host.capabilities) == [])
    }
  }

  // MARK: One stack

  @Test func pushingScreensSetsTheStackOnce() throws {
    try expectPlan(from: state(stack(0)), to: state(stack(0, 1, 2)), is: [.setStack(.root, pushed([0, 1, 2]))])
  }

  @Test func poppingSeveralScreensSetsTheStackOnce() throws {
    try expectPlan(from: state(stack(0, 1, 2, 3)), to: state(stack(0, 1)), is: [.setStack(.root, pushed([0, 1]))])
  }

  @Test func aMixOfPushPopInsertRemoveAndReplaceInOneStackIsOneSetStack() throws {
    let shown = try state(stack(0, 1, 2, 3, 4))
    let target = try shown.applying([
      .pop(count: 1),
      .replace(3, with: pushed(6)),
      .insert([pushed(5)], at: .before(2)),
      .remove([1]),
      .push([pushed(7)]),
    ])
    #expect(target == (try state(stack(0, 5, 2, 6, 7))))
    try expectPlan(from: shown, to: target, is: [.setStack(.root, pushed([0, 5, 2, 6, 7]))])
  }

  @Test func replacingEveryScreenOfAStackRootSetsTheStackNotTheRoot() throws {
    try expectPlan(from: state(stack(0, 1)), to: state(stack(5, 6)), is: [.setStack(.root, pushed([5, 6]))])
  }

  @Test func changingTheBaseStackUnderAKeptLayerLeavesTheLayerAlone() throws {
    try expectPlan(
      from: state(stack(0), layer(100, pushing: 101)),
      to: state(stack(0, 1), layer(100, pushing: 101)),
      is: [.setStack(.root, pushed([0, 1]))]
    )
  }

  // MARK: Tabs

  @Test func changesInTwoTabsAndTheSelectionSetEachChangedTabInTabOrderThenSelect() throws {
    let shown = try state(tabs([home: [0, 1], search: [2], profile: [3]], selected: 0))
    let target = try state(tabs([home: [0], search: [2], profile: [3, 4]], selected: 2))
    try expectPlan(
      from: shown,
      to: target,
      is: [.setStack(.tab(home), pushed([0])), .setStack(.tab(profile), pushed([3, 4])), .selectTab(profile)]
    )
  }

  @Test func selectingAnotherTabIsOneStep() throws {
    try expectPlan(
      from: state(tabs([home: [0, 1], search: [2]], selected: 0)),
      to: state(tabs([home: [0, 1], search: [2]], selected: 1)),
      is: [.selectTab(search)]
    )
  }

  @Test(
    arguments: [
      (["home", "search"], ["home", "search", "profile"]),
      (["home", "search"], ["home"]),
      (["home", "search"], ["search", "home"]),
      (["home", "search"], ["home", "profile"]),
    ] as [([TabID], [TabID])])
  func changingTheSetOfTabsSetsTheRoot(shownTabs: [TabID], targetTabs: [TabID]) throws {
    func container(_ ids: [TabID]) -> RootContainer {
      .tabs(ids.enumerated().map { Tab(id: $1, stack: pushed([$0 * 10])) }, selectedIndex: 0)
    }
    try expectPlan(
      from: state(container(shownTabs)),
      to: state(container(targetTabs)),
      is: [.setRoot(container(targetTabs))]
    )
  }

  @Test func changingATabItemIsAStepOfItsOwnAndLayersStay() throws {
    func container(badge: String?) -> RootContainer {
      .tabs(
        [
          Tab(id: home, stack: pushed([0]), item: TabItem(title: "Home", badge: badge)),
          Tab(id: search, stack: pushed([1])),
        ],
        selectedIndex: 0)
    }
    let shown = try state(container(badge: nil), layer(100))
    let desired = try state(container(badge: "2"), layer(100))
    #expect(shown != desired, "a tab's item is part of what is shown")
    #expect(desired.tabs.map(\.item) == [TabItem(title: "Home", badge: "2"), nil])
    try expectPlan(from: shown, to: desired, is: [.setTabItem(TabItem(title: "Home", badge: "2"), for: home)])
    try expectPlan(from: desired, to: shown, is: [.setTabItem(TabItem(title: "Home"), for: home)])
    #expect(try shown.applying(.setTabItem(TabItem(title: "Home", badge: "2"), for: home)) == desired)
    #expect(throws: NavigationError.self) { try shown.applying(.setTabItem(nil, for: "nowhere")) }
  }

  // MARK: Presenting and dismissing

  @Test(arguments: 1...4)
  func presentingNewLayersPresentsEachOnceInOrder(count: Int) throws {
    let layers = (0..<count).map { layer(100 + 10 * $0, pushing: 101 + 10 * $0) }
    let target = try NavigationState(root: stack(0), modals: layers)
    try expectPlan(from: state(stack(0)), to: target, is: layers.map(HostStep.present))
  }

  @Test func presentingOverAKeptLayerPresentsOnlyTheNewLayers() throws {
    try expectPlan(
      from: state(stack(0), layer(100)),
      to: state(stack(0), layer(100), layer(110), layer(120, pushing: 121)),
      is: [.present(layer(110)), .present(layer(120, pushing: 121))]
    )
  }

  @Test(arguments: [
    (PlannerHost.dismissingSeveralLayersAtOnce, [HostStep.dismiss(fromLayer: 0)]),
    (.dismissingOneLayerAtATime, [.dismiss(fromLayer: 2), .dismiss(fromLayer: 1), .dismiss(fromLayer: 0)]),
  ])
  func dismissingEveryLayerIsOneStepOrOnePerLayerTopFirst(host: PlannerHost, expected: [HostStep]) throws {
    try expectPlan(
      from: state(stack(0), layer(100), layer(110, pushing: 111), layer(120)),
      to: state(stack(0)),
      capabilities: host.capabilities,
      is: expected
    )
  }

  @Test(arguments: [
    (PlannerHost.dismissingSeveralLayersAtOnce, [HostStep.dismiss(fromLayer: 1)]),
    (.dismissingOneLayerAtATime, [.dismiss(fromLayer: 2), .dismiss(fromLayer: 1)]),
  ])
  func dismissingTheTopLayersKeepsTheLayersBelow(host: PlannerHost, expected: [HostStep]) throws {
    try expectPlan(
      from: state(tabs([home: [0]], selected: 0), layer(100), layer(110), layer(120)),
      to: state(tabs([home: [0]], selected: 0), layer(100)),
      capabilities: host.capabilities,
      is: expected
    )
  }

  @Test(arguments: [
    (PlannerHost.dismissingSeveralLayersAtOnce, [HostStep.dismiss(fromLayer: 1)]),
    (.dismissingOneLayerAtATime, [.dismiss(fromLayer: 2), .dismiss(fromLayer: 1)]),
  ])
  func replacingAMiddleLayerDismissesFromItSetsKeptStacksThenPresentsTheNewLayers(
    host: PlannerHost,
    dismissals: [HostStep]
  ) throws {
    let shown = try state(stack(0, 1), layer(100, pushing: 101), layer(110), layer(120))
    let target = try state(stack(0), layer(100), layer(130, pushing: 131), layer(140))
    try expectPlan(
      from: shown,
      to: target,
      capabilities: host.capabilities,
      is: dismissals + [
        .setStack(.root, pushed([0])),
        .setStack(.modal(0), [modal(100)]),
        .present(layer(130, pushing: 131)),
        .present(layer(140)),
      ]
    )
  }

  @Test func aLayerWhoseFirstScreenIsReplacedIsDismissedAndPresentedWithItsWholeStack() throws {
    let shown = try state(stack(0), layer(100, pushing: 101))
    let target = try shown.applying(.setStack([modal(105), pushed(101)], at: .modal(0)))
    try expectPlan(
      from: shown, to: target, is: [.dismiss(fromLayer: 0), .present(ModalLayer([modal(105), pushed(101)]))])
  }

  @Test func replacingALowerLayerPresentsTheLayersAboveItAgain() throws {
    let shown = try state(stack(0), layer(100), layer(110, pushing: 111))
    let target = try shown.applying(.setStack([modal(105)], at: .modal(0)))
    try expectPlan(
      from: shown,
      to: target,
      is: [.dismiss(fromLayer: 0), .present(layer(105)), .present(layer(110, pushing: 111))]
    )
  }

  @Test func aKeptLayerWhosePushedScreensChangedIsSetInPlace() throws {
    try expectPlan(
      from: state(stack(0), layer(100, pushing: 101), layer(110)),
      to: state(stack(0), layer(100, pushing: 102, 103), layer(110)),
      is: [.setStack(.modal(0), [modal(100)] + pushed([102, 103]))]
    )
  }

  // MARK: A new root

  @Test(arguments: [
    (PlannerHost.dismissingSeveralLayersAtOnce, [HostStep.dismiss(fromLayer: 0)]),
    (.dismissingOneLayerAtATime, [.dismiss(fromLayer: 1), .dismiss(fromLayer: 0)]),
  ])
  func loggingInFromAStackToTabsDismissesTheLayersThenSetsTheRootThenPresents(
    host: PlannerHost,
    dismissals: [HostStep]
  ) throws {
    let tabRoot = tabs([home: [10], search: [11, 12]], selected: 1)
    try expectPlan(
      from: state(stack(0, 1), layer(100), layer(110)),
      to: state(tabRoot, layer(120, pushing: 121)),
      capabilities: host.capabilities,
      is: dismissals + [.setRoot(tabRoot), .present(layer(120, pushing: 121))]
    )
  }

  @Test func loggingOutFromTabsToAStackDismissesTheLayersThenSetsTheRoot() throws {
    try expectPlan(
      from: state(tabs([home: [0, 1], search: [2]], selected: 0), layer(100)),
      to: state(stack(20)),
      is: [.dismiss(fromLayer: 0), .setRoot(stack(20))]
    )
  }

  // MARK: Order

  @Test(arguments: [
    (PlannerHost.dismissingSeveralLayersAtOnce, [HostStep.dismiss(fromLayer: 2)]),
    (.dismissingOneLayerAtATime, [.dismiss(fromLayer: 3), .dismiss(fromLayer: 2)]),
  ])
  func stepsComeAsDismissalsBaseStacksKeptLayersSelectionThenPresentations(
    host: PlannerHost,
    dismissals: [HostStep]
  ) throws {
    let shown = try state(
      tabs([home: [0, 1], search: [2], profile: [3]], selected: 0),
      layer(100),
      layer(110, pushing: 111),
      layer(120),
      layer(130)
    )
    let target = try state(
      tabs([home: [0], search: [2, 4], profile: [3]], selected: 1),
      layer(100, pushing: 101),
      layer(110),
      layer(140),
      layer(150, pushing: 151)
    )
    try expectPlan(
      from: shown,
      to: target,
      capabilities: host.capabilities,
      is: dismissals + [
        .setStack(.tab(home), pushed([0])),
        .setStack(.tab(search), pushed([2, 4])),
        .setStack(.modal(0), layer(100, pushing: 101).stack),
        .setStack(.modal(1), layer(110).stack),
        .selectTab(search),
        .present(layer(140)),
        .present(layer(150, pushing: 151)),
      ]
    )
  }

  // MARK: Screens that move, and identifiers that come back

  @Test func aScreenMovedIntoALaterTabSetsEachTabInTabOrder() throws {
    let shown = try state(tabs([home: [0, 1], search: [2]], selected: 0))
    let target = try shown.applying([
      .setStack(pushed([0]), at: .tab(home)),
      .setStack(pushed([2, 1]), at: .tab(search)),
    ])
    try expectPlan(
      from: shown,
      to: target,
      is: [.setStack(.tab(home), pushed([0])), .setStack(.tab(search), pushed([2, 1]))]
    )
  }

  @Test(arguments: [
    (PlannerHost.dismissingSeveralLayersAtOnce, [HostStep.dismiss(fromLayer: 0)]),
    (.dismissingOneLayerAtATime, [.dismiss(fromLayer: 1), .dismiss(fromLayer: 0)]),
  ])
  func aScreenMovedIntoAnEarlierTabDismissesTheLayersThenSetsTheRoot(host: PlannerHost, dismissals: [HostStep]) throws {
    let shown = try state(tabs([home: [0], search: [1, 2]], selected: 0), layer(100), layer(110))
    let target = try shown.applying([
      .setStack(pushed([1]), at: .tab(search)),
      .setStack(pushed([0, 2]), at: .tab(home)),
    ])
    try expectPlan(
      from: shown,
      to: target,
      capabilities: host.capabilities,
      is: dismissals + [
        .setRoot(tabs([home: [0, 2], search: [1]], selected: 0)), .present(layer(100)), .present(layer(110)),
      ]
    )
  }

  @Test func screensSwappedBetweenTabsSetTheRoot() throws {
    let shown = try state(tabs([home: [0, 1], search: [2, 3]], selected: 1))
    let target = try shown.applying([
      .setStack(pushed([0]), at: .tab(home)),
      .setStack(pushed([2, 1]), at: .tab(search)),
      .setStack(pushed([0, 3]), at: .tab(home)),
    ])
    let expected = tabs([home: [0, 3], search: [2, 1]], selected: 1)
    try expectPlan(from: shown, to: target, is: [.setRoot(expected)])
  }

  @Test func aScreenMovedFromAKeptLayerIntoTheBaseDismissesThatLayerBeforeSettingTheBase() throws {
    let shown = try state(stack(0), layer(100, pushing: 101))
    let target = try shown.applying([
      .setStack([modal(100)], at: .modal(0)),
      .setStack(pushed([0, 101]), at: .root),
    ])
    try expectPlan(
      from: shown,
      to: target,
      is: [.dismiss(fromLayer: 0), .setStack(.root, pushed([0, 101])), .present(layer(100))]
    )
  }

  @Test func aScreenMovedFromAHigherLayerIntoALowerOneDismissesTheHigherLayer() throws {
    let shown = try state(stack(0), layer(100), layer(110, pushing: 111), layer(120))
    let target = try shown.applying([
      .setStack([modal(110)], at: .modal(1)),
      .setStack([modal(100), pushed(111)], at: .modal(0)),
    ])
    try expectPlan(
      from: shown,
      to: target,
      is: [
        .dismiss(fromLayer: 1), .setStack(.modal(0), [modal(100), pushed(111)]), .present(layer(110)),
        .present(layer(120)),
      ]
    )
  }

  @Test func aScreenMovedFromALowerLayerIntoAHigherOneSetsBothInPlace() throws {
    let shown = try state(stack(0), layer(100, pushing: 101), layer(110))
    let target = try shown.applying([
      .setStack([modal(100)], at: .modal(0)),
      .setStack([modal(110), pushed(101)], at: .modal(1)),
    ])
    try expectPlan(
      from: shown,
      to: target,
      is: [.setStack(.modal(0), [modal(100)]), .setStack(.modal(1), [modal(110), pushed(101)])]
    )
  }

  @Test func anIdentifierThatComesBackAsAnotherScreenInTheBaseSetsTheRoot() throws {
    let other = Screen(id: 1, route: TestRoute("other"))
    let shown = try state(stack(0, 1), layer(100))
    let target = try shown.applying([.remove([1]), .setStack([pushed(0), other], at: .root)])
    try expectPlan(
      from: shown,
      to: target,
      is: [.dismiss(fromLayer: 0), .setRoot(.stack([pushed(0), other])), .present(layer(100))]
    )
  }

  @Test func anIdentifierThatComesBackAsAnotherScreenInAKeptLayerPresentsTheLayerAgain() throws {
    let other = Screen(id: 101, route: TestRoute("other"))
    let shown = try state(stack(0), layer(100, pushing: 101))
    let target = try shown.applying([.remove([101]), .setStack([modal(100), other], at: .modal(0))])
    try expectPlan(
      from: shown,
      to: target,
      is: [.dismiss(fromLayer: 0), .present(ModalLayer([modal(100), other]))]
    )
  }
}

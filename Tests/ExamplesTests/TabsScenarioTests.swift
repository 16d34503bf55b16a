@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TabsFlows
import TestSupport
import Testing

@MainActor
@Suite("The Tabs example, walked through every path", .hangLimit)
struct TabsScenarioTests {
  let ada = User(id: 1, name: "Ada Lovelace")
  let grace = User(id: 2, name: "Grace Hopper")

  @Test func launchesWithTwoTabsEachRunByItsOwnFlowAndStack() throws {
    let app = Scenario(TabsApp.makeNavigator())
    #expect(
      app.navigator.treeDescription == """
        tabs
          tab "main" (selected)
            0 MainRoute.home  [flow 1]
          tab "locations"
            1 LocationsRoute.list  [flow 2]
        flows
          0 TabBarCoordinator
            1 MainCoordinator (tab "main")
            2 LocationsCoordinator (tab "locations")
        host: showing this
        """)
    expectSteps(app.host, [#"setRoot(tabs: "main": 0; "locations": 1; selected: 0)"#])
    #expect(app.title == "Main")
    let main = try #require(app.navigator.coordinators(ofType: MainCoordinator.self).first)
    #expect(main.flow.parent === app.navigator.rootCoordinator)
  }

  @Test func aTabBarThatStartsOnLocationsShowsItsList() {
    let app = Scenario(TabsApp.makeNavigator(initialTab: .locations))
    #expect(app.navigator.state.selectedTab == .locations)
    #expect(app.title == "Locations")
  }

  @Test func tappingATabSelectsItAndEachTabKeepsItsOwnStack() {
    let app = Scenario(TabsApp.makeNavigator())
    let events = EventRecorder(app.navigator)
    app.tap(TabsAction.showDetail)
    #expect(app.host.tapTab(.locations))
    #expect(app.navigator.state.selectedTab == .locations)
    #expect(app.title == "Locations")
    app.tap(TabsAction.showLocation(Location.all[1]))
    #expect(app.host.tapTab(.main))
    expectState(
      app.navigator,
      """
      tabs
        tab "main" (selected)
          0 MainRoute.home  [flow 1]
          2 MainRoute.detail  [flow 1]
        tab "locations"
          1 LocationsRoute.list  [flow 2]
          3 LocationsRoute.detail(Lisbon)  [flow 2]
      """)
    #expect(app.title == "Detail")
    expectEvents(
      events,
      causes: [.programmatic, .user(.selectedTab(.locations)), .programmatic, .user(.selectedTab(.main))])
  }

  @Test func mainPushesADetailOntoItsStack() {
    let app = Scenario(TabsApp.makeNavigator())
    #expect(app.tap(TabsAction.showDetail))
    #expect(app.top.route == AnyRoute(MainRoute.detail))
    #expect(app.title == "Detail")
    #expect(app.lastStep == #"setStack(tab "main": 0, 2)"#)
    #expect(app.host.swipeBack())
    #expect(app.title == "Main")
  }

  @Test func theBottomSheetRestsAtMediumAndLargeWithAVisibleGrabberAndSwipesDown() throws {
    let app = Scenario(TabsApp.makeNavigator())
    #expect(app.tap(TabsAction.showBottomSheet))
    let layer = try #require(app.navigator.state.modals.last)
    let sheet = try #require(layer.presentation)
    #expect(sheet.style == .sheet(detents: [.medium, .large], grabber: .visible))
    #expect(!sheet.isInteractiveDismissDisabled)
    #expect(sheet.embedsNavigationStack)
    #expect(layer.stack.map(\.route) == [AnyRoute(MainRoute.bottomSheet)])
    #expect(layer.stack.first?.owner == 1, "the Main tab's flow owns its sheet")
    #expect(app.lastStep == "present(sheet(medium, large, grabber: visible): 2)")

    #expect(app.host.swipeDown())
    #expect(app.navigator.state.modals.isEmpty)
    #expect(app.title == "Main")
    #expect(app.navigator.flowCount == 3)
  }

  @Test(arguments: [StandardAction.done, .cancel])
  func doneOrCancelOnTheBottomSheetClosesIt(action: StandardAction) {
    let app = Scenario(TabsApp.makeNavigator())
    app.tap(TabsAction.showDetail)
    app.tap(TabsAction.showBottomSheet)
    #expect(app.tap(action))
    #expect(app.navigator.state.modals.isEmpty)
    #expect(app.lastStep == "dismiss(from layer 0)")
    #expect(app.title == "Detail", "the sheet closes; the stack below stays")
  }

  @Test func accountIsTitledWithTheUsersNameAndReleasedAfterABackSwipe() throws {
    let app = Scenario(TabsApp.makeNavigator())
    weak var account: AccountCoordinator?
    do {
      #expect(app.tap(TabsAction.showAccount(ada)))
      let started = try #require(app.navigator.coordinators(ofType: AccountCoordinator.self).first)
      #expect(started.user == ada)
      #expect(started.flow.parent === app.navigator.coordinators(ofType: MainCoordinator.self).first)
      account = started
    }
    expectState(
      app.navigator,
      """
      tabs
        tab "main" (selected)
          0 MainRoute.home  [flow 1]
          2 AccountRoute.profile(Ada Lovelace)  [flow 3]
        tab "locations"
          1 LocationsRoute.list  [flow 2]
      """)
    #expect(app.title == "Ada Lovelace")
    #expect(app.takeFlowEvents() == ["flow 3 (AccountCoordinator) started under flow 1"])

    #expect(app.host.swipeBack())
    #expect(account == nil)
    #expect(app.navigator.coordinators(ofType: AccountCoordinator.self).isEmpty)
    #expect(app.takeFlowEvents() == ["flow 3 (AccountCoordinator) was cancelled"])
    #expect(app.title == "Main")
  }

  @Test func accountWithUnsavedEditsAsksBeforeTheUserLeavesIt() async throws {
    let app = Scenario(TabsApp.makeNavigator())
    #expect(app.tap(TabsAction.showAccount(ada)))
    let account = try #require(app.navigator.coordinators(ofType: AccountCoordinator.self).first)
    account.editingDidChange(hasUnsavedEdits: true)
    // The user swipes back and keeps editing: the profile stays.
    #expect(!app.host.swipeBack())
    var question = try #require(await shownAlert(in: app))
    #expect(question.title == "Discard your changes?" && question.owner == account.flow.id)
    #expect(question.buttons.map(\.title) == ["Discard", "Keep Editing"])
    #expect(app.host.tapAlertButton("Keep Editing"))
    await app.navigator.waitUntilIdle()
    #expect(account.flow.isRunning)
    #expect(app.title == "Ada Lovelace")
    // Reselecting the tab would pop it too: refused and asked as well. The user discards.
    #expect(!app.host.tapTab("main"))
    question = try #require(await shownAlert(in: app))
    #expect(question.title == "Discard your changes?")
    #expect(app.host.tapAlertButton("Discard"))
    // The answer reaches the attempt's task, which cancels the flow.
    for _ in 0..<100 where account.flow.isRunning { await Task.yield() }
    await app.navigator.waitUntilIdle()
    #expect(!account.flow.isRunning)
    #expect(app.title == "Main")
    #expect(app.navigator.state.alert == nil)
  }

  /// The alert the test host shows once the refused gesture's attempt, which runs in a task of
  /// its own, has asked; `nil` if it has not after a hundred turns of the main actor.
  private func shownAlert(in app: Scenario) async -> NavigationAlert? {
    for _ in 0..<100 where app.host.shownAlert == nil { await Task.yield() }
    return app.host.shownAlert
  }

  @Test(arguments: [(StandardAction.done, "finished with a result"), (.cancel, "was cancelled")])
  func accountEndsAndIsReleasedWhenItsScreenReports(action: StandardAction, outcome: String) {
    let app = Scenario(TabsApp.makeNavigator())
    weak var account: AccountCoordinator?
    do {
      app.tap(TabsAction.showDetail)
      app.tap(TabsAction.showAccount(grace))
      account = app.navigator.coordinators(ofType: AccountCoordinator.self).first
    }
    #expect(app.title == "Grace Hopper")
    _ = app.takeFlowEvents()

    #expect(app.tap(action))
    #expect(account == nil)
    #expect(app.takeFlowEvents() == ["flow 3 (AccountCoordinator) \(outcome)"])
    #expect(app.title == "Detail")
    #expect(app.lastStep == #"setStack(tab "main": 0, 2)"#)
  }

  @Test func reselectingTheMainTabPopsItToItsRootAndReleasesAccount() {
    let app = Scenario(TabsApp.makeNavigator())
    weak var account: AccountCoordinator?
    do {
      app.tap(TabsAction.showDetail)
      app.tap(TabsAction.showAccount(ada))
      account = app.navigator.coordinators(ofType: AccountCoordinator.self).first
    }
    #expect(account != nil)

    #expect(app.host.tapTab(.main))
    #expect(app.navigator.state.stack(at: .tab(.main))?.map(\.route) == [AnyRoute(MainRoute.home)])
    #expect(app.lastStep == #"setStack(tab "main": 0)"#)
    #expect(account == nil)
    #expect(app.navigator.flowCount == 3)
  }

  @Test func reselectingTheLocationsTabPopsItToItsList() {
    let app = Scenario(TabsApp.makeNavigator())
    app.host.tapTab(.locations)
    app.tap(TabsAction.showLocation(Location.all[0]))
    #expect(app.title == "Ljubljana")
    #expect(app.host.tapTab(.locations))
    #expect(app.title == "Locations")
    #expect(app.navigator.state.stack(at: .tab(.locations))?.count == 1)
  }

  @Test func reselectingATabAtItsRootChangesNothing() {
    let app = Scenario(TabsApp.makeNavigator())
    let events = EventRecorder(app.navigator)
    #expect(!app.host.tapTab(.main))
    #expect(events.events.isEmpty)
    #expect(app.host.steps.count == 1)
  }

  @Test(arguments: Location.all)
  func everyLocationOpensTitledWithItsName(location: Location) throws {
    let app = Scenario(TabsApp.makeNavigator(initialTab: .locations))
    #expect(app.tap(TabsAction.showLocation(location)))
    let locations = try #require(app.navigator.coordinators(ofType: LocationsCoordinator.self).first)
    #expect(app.top.route == AnyRoute(LocationsRoute.detail(location)))
    #expect(app.top.owner == locations.flow.id)
    #expect(app.title == location.name)
  }

  @Test func navigateWalksIntoTheMainTabThenAccountForAUser() throws {
    let app = Scenario(TabsApp.makeNavigator(initialTab: .locations))
    app.tap(TabsAction.showLocation(Location.all[2]))
    try app.navigator.navigate(to: [MainFlowRoute.account(ada)])
    expectState(
      app.navigator,
      """
      tabs
        tab "main" (selected)
          0 MainRoute.home  [flow 1]
          3 AccountRoute.profile(Ada Lovelace)  [flow 3]
        tab "locations"
          1 LocationsRoute.list  [flow 2]
          2 LocationsRoute.detail(Kyoto)  [flow 2]
      """)
    #expect(app.title == "Ada Lovelace")
    #expect(app.navigator.coordinators(ofType: AccountCoordinator.self).map(\.user) == [ada])
    #expect(
      app.navigator.treeDescription.contains("3 AccountCoordinator (opened by MainFlowRoute.account(Ada Lovelace))"))
  }

  @Test func aSecondWalkToAnotherAccountReleasesTheFirst() throws {
    let app = Scenario(TabsApp.makeNavigator())
    weak var first: AccountCoordinator?
    do {
      try app.navigator.navigate(to: [MainRoute.detail, MainFlowRoute.account(ada)])
      first = app.navigator.coordinators(ofType: AccountCoordinator.self).first
    }
    #expect(first?.user == ada)
    try app.navigator.navigate(to: [MainFlowRoute.account(grace)])
    #expect(first == nil)
    #expect(app.navigator.coordinators(ofType: AccountCoordinator.self).map(\.user) == [grace])
    #expect(app.navigator.state.stack(at: .tab(.main))?.count == 2)
    #expect(app.title == "Grace Hopper")
  }

  @Test func navigateWalksIntoTheLocationsTabThenAPlace() throws {
    let app = Scenario(TabsApp.makeNavigator())
    try app.navigator.navigate(to: [LocationsRoute.detail(Location.all[1])])
    #expect(app.navigator.state.selectedTab == .locations)
    #expect(app.title == "Lisbon")
    #expect(app.navigator.state.stack(at: .tab(.main))?.count == 1)
  }

  @Test func navigateOpensTheBottomSheetOverTheMainTab() throws {
    let app = Scenario(TabsApp.makeNavigator(initialTab: .locations))
    try app.navigator.navigate(to: [MainRoute.detail, MainRoute.bottomSheet])
    expectState(
      app.navigator,
      """
      tabs
        tab "main" (selected)
          0 MainRoute.home  [flow 1]
          2 MainRoute.detail  [flow 1]
        tab "locations"
          1 LocationsRoute.list  [flow 2]
      modal layer 0: sheet(medium, large, grabber: visible)
          3 MainRoute.bottomSheet  [flow 1]
      """)
    #expect(app.navigator.state.modals.first?.presentation == TabsApp.bottomSheet.modal)
  }

  @Test func aPlaceSentFromTheMainTabIsNotMainsToShowAndGoesUnhandled() {
    let app = Scenario(TabsApp.makeNavigator())
    #expect(!app.problems.expecting { app.tap(TabsAction.showLocation(Location.all[0])) })
    #expect(app.problems.unhandledActions == ["showLocation(Ljubljana) from flow 1"])
    #expect(app.navigator.state.stack(at: .tab(.locations))?.count == 1)
  }
}

@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("The SwiftUI host model keeps the host contract, driven as SwiftUI behaves", .hangLimit)
struct SwiftUIHostConformanceTests {
  @Test(arguments: HostConformanceCheck.contract)
  func theSwiftUIHostModelPasses(_ check: HostConformanceCheck) async {
    let driver = SwiftUIDriver()
    await HostConformance.run(check, with: driver)
    for host in driver.simulation.hosts {
      let firings = driver.simulation.scene(host).watchdogFirings
      #expect(firings == 0, "every step ended on its signal, none on the watchdog")
    }
  }

  @Test(arguments: HostConformanceCheck.device)
  func theSwiftUIHostModelSurvivesTheDevice(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: SwiftUIDriver())
  }

  @Test(arguments: HostConformanceCheck.contract)
  func itPassesWhenAHiddenTabsNavigationStackMissesPathChanges(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: SwiftUIDriver(hiddenTabsMissPathChanges: true))
  }

  /// iOS 26 (github.com/mlemgroup/mlem/pull/2457) pops a reselected tab to its root by itself, a path write
  /// that comes after the selection's: refused with the tap over a guarded flow (one attempt),
  /// followed with it otherwise (one reselection).
  @Test(arguments: [
    HostConformanceCheck.named("refusesWhatTheNavigatorDisallows"), .named("reportsATabReselectionOnce"),
  ])
  func itPassesWhenAReselectedTabPopsToItsRootByItself(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: SwiftUIDriver(reselectPopsToRoot: true))
  }

  /// `NavigationSplitView` clears the path of the section it stops
  /// showing when another is picked.
  @Test func itPassesWhenASidebarPickClearsTheSectionLeft() async {
    await HostConformance.run(
      HostConformanceCheck.named("collapsesAndExpandsASplitView"),
      with: SwiftUIDriver(splitViewResetsDetailPathOnSelection: true))
  }

  @Test func aTabLeftDuringAPushShowsItsPathWhenTheUserComesBack() async throws {
    let driver = SwiftUIDriver(hiddenTabsMissPathChanges: true)
    let host = driver.makeHost()
    let home = Screen(id: 0, route: TestRoute("home"))
    let search = Screen(id: 1, route: TestRoute("search"))
    let navigator = Navigator(
      state: try NavigationState(
        root: .tabs([Tab(id: "home", stack: [home]), Tab(id: "search", stack: [search])], selectedIndex: 0)))
    navigator.attach(host)
    await settle(navigator, on: host, with: driver)
    navigator.push(TestRoute("detail"))
    #expect(await driver.play(.tapTab(1), on: host), "the user leaves the tab during the push")
    try navigator.apply(.setStack([home], at: .tab("home")))
    await settle(navigator, on: host, with: driver)
    #expect(await driver.play(.tapTab(0), on: host))
    await settle(navigator, on: host, with: driver)
    #expect(driver.shown(by: host) == navigator.state, "the tab's stack shows the state once the user is back")
  }

  @Test func aSheetThatDismissesItselfBeforeItAppearedLeavesTheStateWithoutAProblem() async throws {
    let driver = SwiftUIDriver(sheetDismissesItselfBeforeAppearing: true)
    let host = driver.makeHost()
    let navigator = Navigator(root: TestRoute("list"))
    let problems = ProblemRecorder(navigator)
    let events = EventRecorder(navigator)
    navigator.attach(host)
    await settle(navigator, on: host, with: driver)
    let sheet = try #require(navigator.present(TestRoute("fails in task"), as: .sheet()))
    await settle(navigator, on: host, with: driver)
    #expect(navigator.state.modals.isEmpty)
    #expect(events.causes.filter { $0 != .programmatic } == [.user(.dismissedLayer(sheet))])
    #expect(driver.shown(by: host) == navigator.state)
    #expect(problems.problems.isEmpty)
    #expect(host.session?.watchdogFirings == 0)
  }

  /// A sheet slower than the watchdog's timeout is slow, not lost: it
  /// stays, and nobody hears that the user dismissed it.
  @Test func aSheetThatAppearsAfterTheWatchdogsTimeoutStaysAndNoDismissalIsReported() async throws {
    let driver = SwiftUIDriver(presentsNextLayerSlowly: true)
    let host = driver.makeHost()
    let navigator = Navigator(root: TestRoute("list"))
    let problems = ProblemRecorder(navigator)
    let events = EventRecorder(navigator)
    navigator.attach(host)
    await settle(navigator, on: host, with: driver)
    let sheet = try #require(navigator.present(TestRoute("heavy form"), as: .sheet()))
    await settle(navigator, on: host, with: driver)
    #expect(navigator.state.modals.map(\.id) == [sheet])
    #expect(events.causes.allSatisfy { $0 == .programmatic }, "no gesture is reported")
    #expect(driver.shown(by: host) == navigator.state)
    #expect(problems.problems.isEmpty)
    #expect(host.session?.watchdogFirings == 0, "slow, not lost: no step ended on the watchdog")
  }

  /// Lets the driver end every transition until the navigator is idle.
  private func settle(_ navigator: Navigator, on host: SwiftUIHost, with driver: SwiftUIDriver) async {
    for _ in 0..<50 where !navigator.isIdle || driver.isTransitioning(host) {
      await driver.finishTransition(on: host)
    }
  }

  @Test func theDriverReadsTheModelsNotTheHostsCopy() async throws {
    let driver = SwiftUIDriver()
    let host = driver.makeHost()
    let navigator = Navigator(root: TestRoute("list"))
    navigator.attach(host)
    #expect(driver.shown(by: host) == navigator.state)
    host.screenDidAppear(navigator.state.topScreen.id)
    navigator.push(TestRoute("detail"))
    #expect(driver.shown(by: host) == host.session?.shown)
    #expect(driver.shown(by: host)?.screenCount == 2)
  }
}

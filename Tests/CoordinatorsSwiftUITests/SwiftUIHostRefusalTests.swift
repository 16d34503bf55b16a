@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
import SwiftUIHostReading
import TestSupport
import Testing

/// Two tabs, "home" and "search", each with a flow of its own.
@MainActor
private final class TabsRoot: Coordinator {
  let flow = Flow<TestRoute>()
  let home = Branch("home")

  func start() {
    flow.showTabs([TabFlow("home", home), TabFlow("search", Branch("search"))])
  }
}

/// A flow that shows `first` when it starts.
@MainActor
private final class Branch: Coordinator {
  let flow = Flow<TestRoute>()
  let first: String

  init(_ first: String) { self.first = first }

  func start() { flow.show(TestRoute(first)) }
}

/// What SwiftUI writes without asking (a tab tap, a sidebar pick, a long press on the back
/// button), refused as the UIKit host refuses it before it happens (never shown, then
/// taken back): played by the driver as SwiftUI writes it, checked on the navigator and on what the views
/// show.
@MainActor
@Suite("The SwiftUI host refuses what SwiftUI made without asking, as every host does", .hangLimit)
struct SwiftUIHostRefusalTests {
  /// A navigator of two tabs on a SwiftUI host played by `driver`, settled.
  private func start(with driver: SwiftUIDriver) async -> (Navigator, TabsRoot, SwiftUIHost) {
    let root = TabsRoot()
    let navigator = Navigator(root: root)
    let host = driver.makeHost()
    navigator.attach(host)
    await settle(navigator, on: host, with: driver)
    return (navigator, root, host)
  }

  /// Lets the driver end every transition until the navigator is idle, then lets the flows'
  /// tasks (an `onAttempt`) run.
  private func settle(_ navigator: Navigator, on host: SwiftUIHost, with driver: SwiftUIDriver) async {
    for _ in 0..<50 where !navigator.isIdle || driver.isTransitioning(host) {
      await driver.finishTransition(on: host)
    }
    for _ in 0..<20 { await Task.yield() }
  }

  @Test func aTapOnTheSelectedTabOverAFlowThatDisabledItsDismissalIsRefused() async throws {
    let driver = SwiftUIDriver()
    let (navigator, root, host) = await start(with: driver)
    let editor = Branch("editor")
    root.home.flow.start(editor)
    editor.flow.push(TestRoute("field"))
    let attempts = Counter()
    editor.flow.disableInteractiveDismissal { attempts.count += 1 }
    await settle(navigator, on: host, with: driver)
    let before = navigator.state
    #expect(before.stack(at: .tab("home"))?.count == 3)
    #expect(await driver.play(.tapTab(0), on: host), "the user taps the selected tab")
    await settle(navigator, on: host, with: driver)
    #expect(attempts.count == 1, "the flow hears of the attempt")
    #expect(navigator.state == before, "the tab is not popped to its root")
    #expect(driver.shown(by: host) == navigator.state)
  }

  @Test func aTabTappedUnderTheNavigationLockIsRefusedWithoutAStep() async throws {
    let driver = SwiftUIDriver()
    let (navigator, root, host) = await start(with: driver)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(root.home.flow.lockNavigation())
    await settle(navigator, on: host, with: driver)
    let session = try #require(navigator.session)
    let steps = session.stepNumber
    let tabs = try #require(host.topStackTabs)
    #expect(await driver.play(.tapTab(1), on: host), "the user taps the search tab")
    await settle(navigator, on: host, with: driver)
    #expect(session.stepNumber == steps, "no step selects the tab back: it never changed")
    #expect(tabs.selection == "home")
    #expect(navigator.state.selectedTab == "home")
    #expect(driver.shown(by: host) == navigator.state)
    #expect(problems.problems.count == 1, "the lock's refusal is reported")
  }

  @Test func theTabBarIsHandedTheSelectedTabAgainWhenATapIsRefused() async throws {
    let driver = SwiftUIDriver()
    let (navigator, root, host) = await start(with: driver)
    _ = ProblemRecorder(navigator, recordsIssues: false)
    #expect(root.home.flow.lockNavigation())
    await settle(navigator, on: host, with: driver)
    let tabs = try #require(host.topStackTabs)
    // SwiftUI shows the tab it wrote until the binding is read again.
    #expect(invalidates({ tabs.selection = "search" }, reading: { _ = tabs.selection }))
    #expect(tabs.selection == "home")
  }

  @Test func aSidebarSectionPickedUnderTheNavigationLockIsRefusedWithoutAStep() async throws {
    let driver = SwiftUIDriver()
    let (navigator, root, host) = await start(with: driver)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    try navigator.apply(.setSectionLayout(.sidebar(.twoColumns)))
    await settle(navigator, on: host, with: driver)
    #expect(host.split.showsSplitView)
    #expect(root.home.flow.lockNavigation())
    await settle(navigator, on: host, with: driver)
    let session = try #require(navigator.session)
    let steps = session.stepNumber
    #expect(await driver.play(.tapTab(1), on: host), "the user picks the search section")
    await settle(navigator, on: host, with: driver)
    #expect(session.stepNumber == steps, "no step selects the section back: it never changed")
    #expect(host.split.sidebarSelection == "home")
    #expect(navigator.state.selectedTab == "home")
    #expect(driver.shown(by: host) == navigator.state)
    #expect(problems.problems.count == 1)
  }

  /// A collapsed split view showing its sidebar: `List(selection:)` cannot ask first, so SwiftUI
  /// writes the section and moves its compact column to it; refused, both bindings hand back the
  /// sidebar, and no step runs. Whether the section slides in before it is handed back is the
  /// device's (docs/Adapters.md, Device behaviours).
  @Test func aSectionPickedUnderTheLockInACollapsedSidebarHandsTheSidebarBack() async throws {
    let driver = SwiftUIDriver()
    let (navigator, root, host) = await start(with: driver)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    try navigator.apply(.setSectionLayout(.sidebar(.twoColumns)))
    await settle(navigator, on: host, with: driver)
    #expect(await driver.play(.windowResizes(to: .compact), on: host))
    await settle(navigator, on: host, with: driver)
    #expect(await driver.play(.goBack, on: host), "back from the section's first screen shows the sidebar")
    await settle(navigator, on: host, with: driver)
    try #require(navigator.state.appearance == .collapsedSplitView(.sidebar))
    #expect(root.home.flow.lockNavigation())
    await settle(navigator, on: host, with: driver)
    let session = try #require(navigator.session)
    let steps = session.stepNumber
    let split = host.split
    // SwiftUI writes the pick, then moves the compact column to the section.
    #expect(invalidates({ split.sidebarSelection = "search" }, reading: { _ = split.sidebarSelection }))
    #expect(invalidates({ split.compactColumn = .detail }, reading: { _ = split.compactColumn }))
    await settle(navigator, on: host, with: driver)
    #expect(session.stepNumber == steps, "no step: nothing changed")
    #expect(navigator.state.appearance == .collapsedSplitView(.sidebar))
    #expect(navigator.state.selectedTab == "home")
    #expect(split.sidebarSelection == nil, "the sidebar's list shows no section picked")
    #expect(split.compactColumn == .sidebar, "the split view shows its sidebar")
    #expect(driver.shown(by: host) == navigator.state)
    #expect(problems.problems.count == 1)
  }

  @Test func aLongPressOnTheBackButtonUnderAnAlertIsTakenBack() async throws {
    let driver = SwiftUIDriver()
    let host = driver.makeHost()
    let navigator = Navigator(root: TestRoute("a"))
    let events = EventRecorder(navigator)
    navigator.attach(host)
    navigator.push(TestRoute("b"))
    navigator.push(TestRoute("c"))
    try navigator.apply(.showAlert(NavigationAlert(id: 0, title: "Sure?", buttons: [NavigationAlert.Button("OK")])))
    await settle(navigator, on: host, with: driver)
    let before = navigator.state
    let stack = try #require(host.topStack)
    let path = stack.path
    #expect(path.count == 2)
    // The long press's menu pops to the first screen: SwiftUI writes the final path once.
    #expect(invalidates({ stack.path = [] }, reading: { _ = stack.path }), "the views read the path again")
    await settle(navigator, on: host, with: driver)
    #expect(stack.path == path, "the path still holds the screens")
    #expect(navigator.state == before)
    #expect(events.causes.allSatisfy { if case .user = $0 { false } else { true } }, "no gesture is reported")
    #expect(driver.shown(by: host) == navigator.state)
  }
}

/// Counts a flow's attempts.
@MainActor
private final class Counter {
  var count = 0
}

extension SwiftUIHost {
  /// The root tabs model, when the root shows tabs.
  fileprivate var topStackTabs: TabsModel? {
    if case .tabs(let tabs)? = root { return tabs }
    return nil
  }
}

@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
import Observation
import TestSupport
import Testing

/// iOS 27 resizes an iPhone app's window and keeps its compact size class
/// (https://developer.apple.com/forums/thread/836088): the views report the root's width too,
/// the navigator decides the width class (`WidthThresholds`), and the root's containers are
/// shown with it as their size class.
@MainActor
@Suite("The SwiftUI host lays the root out by the window's width", .hangLimit)
struct SwiftUIWindowWidthTests {
  /// A navigator of sections `a` and `b` laid out `sections`, attached to `host`.
  func navigator(_ sections: SectionLayout, host: SwiftUIHost) throws -> Navigator {
    let tabs = [
      Tab(id: "a", stack: [Screen(id: 0, route: TestRoute("a"))]),
      Tab(id: "b", stack: [Screen(id: 1, route: TestRoute("b"))]),
    ]
    let navigator = Navigator(state: try NavigationState(root: .tabs(tabs, selectedIndex: 0)))
    navigator.logsProblems = false
    try navigator.apply(.setSectionLayout(sections))
    return navigator
  }

  @Test func aWideCompactWindowShowsTheSidebarFromTheFirstRoot() throws {
    let host = SwiftUIHost(watchdog: HostWatchdog(schedule: { _, _ in }))
    // The views read `horizontalSizeClass` and the root's width before the first step.
    host.widthClassChanged(.compact)
    host.rootWidthChanged(to: 1000)
    let navigator = try navigator(.adaptive(.twoColumns), host: host)
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { causes.append($0.cause) }
    navigator.attach(host)
    host.scenePhaseChanged(active: true)
    host.screenDidAppear(0)
    #expect(navigator.state.rootLayout.widthClass == .regular)
    #expect(host.split.tabsContainer(tabViewAdaptsToSidebar: false) == .splitView, "the sidebar")
    #expect(host.split.containerSizeClass == .regular, "the split view is shown regular")
    #expect(!causes.contains(.user(.resized(.regular))), "the first layout is no resize: \(causes)")
  }

  /// The first root is built as the split view a regular window shows: the views never draw a
  /// tab view that a second step replaces.
  @Test func aRegularWindowShowsTheSplitViewFromTheFirstStep() throws {
    let host = SwiftUIHost(watchdog: HostWatchdog(schedule: { _, _ in }))
    host.widthClassChanged(.regular)
    host.rootWidthChanged(to: 1000)
    let navigator = try navigator(.adaptive(.twoColumns), host: host)
    navigator.attach(host)
    host.scenePhaseChanged(active: true)
    // The first step runs until its screen appears: what the views show now is its alone.
    #expect(host.split.tabsContainer(tabViewAdaptsToSidebar: false) == .splitView, "the sidebar at once")
    #expect(host.split.layout == navigator.state.rootLayout)
    host.screenDidAppear(0)
    #expect(navigator.isIdle)
  }

  @Test func resizingACompactWindowCollapsesAndExpandsAndKeepsTheStacks() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    try fixture.navigator.apply(.setSectionLayout(.sidebar(.twoColumns)))
    fixture.appearTop()
    fixture.host.rootWidthChanged(to: 1100)
    fixture.host.widthClassChanged(.compact)
    fixture.push("detail")
    #expect(fixture.gestures.isEmpty, "a compact size class 1,100 pt wide is regular")
    #expect(fixture.host.split.layout.appearance == .splitView(.twoColumns))
    fixture.host.rootWidthChanged(to: 420)
    #expect(fixture.gestures == [.resized(.compact)])
    #expect(fixture.host.split.layout.appearance == .collapsedSplitView(.section))
    #expect(fixture.host.split.containerSizeClass == .compact)
    fixture.host.rootWidthChanged(to: 1100)
    #expect(fixture.gestures == [.resized(.compact), .resized(.regular)])
    #expect(fixture.host.split.containerSizeClass == .regular)
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.map(\.id) == [0, 2])
    #expect(fixture.host.split.selectedStack?.path == [2])
    #expect(fixture.navigator.isIdle)
  }
}

extension SwiftUIWindowWidthTests {
  /// A split view may reset its selection to none when it expands (the iPhone Duo unfolded, a
  /// window widened): the write is no gesture, and the host hands the selection back, so that
  /// the sidebar shows the selected section beside its stack, never an empty detail.
  @Test func aSelectionResetToNoneAsTheSplitViewExpandsIsHandedBack() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    try fixture.navigator.apply(.setSectionLayout(.sidebar(.twoColumns)))
    fixture.appearTop()
    fixture.push("detail")
    fixture.host.rootWidthChanged(to: 400)
    fixture.host.rootWidthChanged(to: 1000)
    #expect(fixture.gestures == [.resized(.compact), .resized(.regular)])
    let split = fixture.host.split
    let readAgain = ChangedNames()
    withObservationTracking {
      _ = split.sidebarSelection
    } onChange: {
      readAgain.add("selection")
    }
    split.sidebarSelection = nil
    #expect(fixture.gestures == [.resized(.compact), .resized(.regular)], "no gesture")
    #expect(readAgain.names == ["selection"], "the views read the selection again")
    #expect(split.sidebarSelection == "home")
    #expect(split.selectedStack?.path == [2], "the detail shows the section's stack")
  }
}

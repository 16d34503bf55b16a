@_spi(Testing) import CoordinatorsTesting
import CoordinatorsUIKit
import TestSupport
import Testing

/// iOS 27 resizes an iPhone app's window (iPhone Mirroring, iPhone apps on iPad) and keeps its
/// compact size class; only `viewWillTransition(to:with:)` reports the new size
/// (https://developer.apple.com/forums/thread/836088). The navigator decides the width class
/// from the width (`WidthThresholds`), and the UIKit host shows it.
@MainActor
@Suite("The UIKit host lays the root out by the window's width", .hangLimit)
struct UIKitWindowWidthTests {
  /// Sections `home` (selected) and `search`, laid out `sections`, in a compact-size-class
  /// window `points` wide.
  func fixture(_ sections: SectionLayout, points: Double) throws -> UIKitFixture {
    let tabs = [
      Tab(id: "home", stack: [Screen(id: 0, route: TestRoute("home"))]),
      Tab(id: "search", stack: [Screen(id: 1, route: TestRoute("search"))]),
    ]
    let navigator = Navigator(state: try NavigationState(root: .tabs(tabs, selectedIndex: 0)))
    try navigator.apply(.setSectionLayout(sections))
    return UIKitFixture(navigator: navigator, windowWidth: .compact, windowPoints: points)
  }

  @Test func aWideCompactWindowShowsTheSidebarFromItsFirstLayout() throws {
    let fixture = try fixture(.adaptive(.twoColumns), points: 1000)
    let split = try #require(fixture.split, "a split view, not a tab bar")
    #expect(!split.isCollapsed, "expanded, whatever the window's size class")
    #expect(split.sizeClassOverride == .regular)
    let collapses = fixture.uiKit.actions.filter {
      if case .overrideSplitSizeClass(.compact) = $0 { true } else { false }
    }
    #expect(collapses.isEmpty, "never laid out compact first: \(collapses)")
    #expect(fixture.navigator.state.rootLayout.widthClass == .regular)
    #expect(fixture.gestures.isEmpty, "the first layout is no resize: \(fixture.gestures)")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  @Test func resizingACompactWindowSwitchesBetweenTabBarAndSidebarAndKeepsTheStacks() throws {
    let fixture = try fixture(.adaptive(.twoColumns), points: 400)
    guard case .tabs? = fixture.uiKit.root else {
      Issue.record("no tab bar at 400 pt")
      return
    }
    fixture.push("detail")
    fixture.uiKit.resize(toPoints: 1000)
    fixture.settle()
    #expect(fixture.gestures == [.resized(.regular)])
    #expect(fixture.split?.isCollapsed == false)
    #expect(fixture.ids(.secondary) == [0, 2], "the section keeps its stack")
    fixture.uiKit.resize(toPoints: 700)
    fixture.settle()
    #expect(fixture.gestures == [.resized(.regular), .resized(.compact)], "between the thresholds: compact")
    guard case .tabs? = fixture.uiKit.root else {
      Issue.record("no tab bar at 700 pt")
      return
    }
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.map(\.id) == [0, 2])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  @Test func aSidebarLayoutExpandsAndCollapsesWithTheWidthAlone() throws {
    let fixture = try fixture(.sidebar(.twoColumns), points: 400)
    #expect(fixture.split?.isCollapsed == true)
    fixture.push("detail")
    fixture.uiKit.resize(toPoints: 1200)
    fixture.settle()
    #expect(fixture.split?.isCollapsed == false, "the host set the split view's size class to regular")
    #expect(fixture.split?.sizeClassOverride == .regular)
    #expect(fixture.ids(.secondary) == [0, 2])
    fixture.uiKit.resize(toPoints: 400)
    fixture.settle()
    #expect(fixture.split?.isCollapsed == true)
    #expect(fixture.split?.sizeClassOverride == nil, "the window's own size class again")
    #expect(fixture.ids(.compact) == [0, 2])
    #expect(fixture.gestures == [.resized(.regular), .resized(.compact)])
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  @Test func theAppsThresholdsDecide() throws {
    let fixture = try fixture(.adaptive(.twoColumns), points: 400)
    fixture.navigator.widthThresholds = WidthThresholds(regularFrom: 700)
    fixture.uiKit.resize(toPoints: 720)
    fixture.settle()
    #expect(fixture.split?.isCollapsed == false)
    #expect(fixture.gestures == [.resized(.regular)])
  }
}

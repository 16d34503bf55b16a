@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// `UIKitWindow`, one row each: what the UIKit host keeps of UIKit's reports of the window's
/// width, and the size class the root split view is shown with.
@Suite("The UIKit host's window: its width and the split view's size class, one row each", .hangLimit)
struct UIKitWindowTests {
  /// Sections "a" and "b" laid out in a sidebar at `width`.
  static func shown(at width: WidthClass) throws -> NavigationState {
    let tabs = [
      Tab(id: "a", stack: [Screen(id: 0, route: TestRoute("a"))]),
      Tab(id: "b", stack: [Screen(id: 1, route: TestRoute("b"))]),
    ]
    return try NavigationState(
      root: .tabs(tabs, selectedIndex: 0), layout: RootLayout(sections: .sidebar(.twoColumns), widthClass: width))
  }

  /// One row: the window's size class, the widths of the states shown in turn, and the override
  /// each one makes the host set (`nil`: no call; `.some(nil)`: the override goes).
  struct OverrideRow: Sendable, CustomTestStringConvertible {
    let name: String
    let window: WidthClass
    let shown: [WidthClass]
    let calls: [WidthClass??]
    var testDescription: String { name }
  }

  static let overrideRows: [OverrideRow] = [
    OverrideRow(name: "the window's own width needs no override", window: .regular, shown: [.regular], calls: [nil]),
    OverrideRow(
      name: "a wide compact window shows the split view regular, once", window: .compact, shown: [.regular, .regular],
      calls: [.some(.regular), nil]),
    OverrideRow(
      name: "back at the window's width the override goes", window: .compact, shown: [.regular, .compact],
      calls: [.some(.regular), .some(nil)]),
  ]

  @Test(arguments: overrideRows)
  func theSplitViewsSizeClass(_ row: OverrideRow) throws {
    var window = UIKitWindow()
    window.sizeClassChanged(to: row.window, fromSplitView: false)
    var calls: [WidthClass??] = []
    for width in row.shown { calls.append(window.splitSizeClassChange(showing: try Self.shown(at: width))) }
    #expect(calls == row.calls)
  }

  @Test func aSplitViewShownWithAnOverrideSaysNothingOfTheWindow() throws {
    var window = UIKitWindow()
    window.sizeClassChanged(to: .compact, fromSplitView: true)
    #expect(window.width.sizeClass == .compact, "no override: the split view's size class is the window's")
    _ = window.splitSizeClassChange(showing: try Self.shown(at: .regular))
    window.sizeClassChanged(to: .regular, fromSplitView: true)
    #expect(window.width.sizeClass == .compact, "the override's expansion")
    #expect(!window.columnsFollowUIKit(to: .regular, keeping: try Self.shown(at: .compact)), "nor moves the columns")
    window.sizeClassChanged(to: .regular, fromSplitView: false)
    #expect(window.width.sizeClass == .regular, "the window's own report")
    window.rootWasMade()
    #expect(window.columnsFollowUIKit(to: .regular, keeping: try Self.shown(at: .compact)), "a new root has none")
    #expect(!window.columnsFollowUIKit(to: .compact, keeping: try Self.shown(at: .compact)), "the width shown")
  }

  @Test func theSessionHearsTheWindowOrTheSizeClassAlone() {
    var window = UIKitWindow()
    #expect(window.reported(.compact) == WindowWidth(sizeClass: .compact), "nothing known")
    window.width.points = 1000
    #expect(window.reported(.regular) == WindowWidth(points: 1000))
    let first = window.asksForReport(under: .standard)
    let second = window.asksForReport(under: .standard)
    let reported = window.report.callbackReturned()
    #expect(first, "1,000 pt is regular: reported once UIKit's callback returned")
    #expect(!second, "asked once per callback")
    #expect(reported == .regular)
  }
}

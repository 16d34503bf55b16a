import CoordinatorsTesting
import CoordinatorsUIKit
import TestSupport
import Testing

/// A screen whose options hide the bar, name a bar appearance or a title display mode.
private struct BarRoute: Route {
  var name: String
  var hidesBar = false
  var barStyle: String?
  var titleMode: ScreenOptions.TitleDisplayMode = .automatic

  var screenOptions: ScreenOptions {
    ScreenOptions(title: name, titleDisplayMode: titleMode, hidesNavigationBar: hidesBar, barStyle: barStyle)
  }
}

/// The bar of a navigation controller follows its top screen once every transition ends, a
/// cancelled back swipe included (no bar appearance sticks).
@MainActor
@Suite("The UIKit host's navigation bar", .hangLimit)
struct NavigationBarTests {
  /// A root stack showing `list` (visible bar, no appearance) with `full` pushed on it.
  private func pushed(_ full: BarRoute, iOS18: Bool = true) throws -> (UIKitFixture, FakeNavigationController) {
    let fixture = try UIKitFixture("list")
    fixture.uiKit.callsDidShowAfterCancelledPop = iOS18
    try #require(fixture.navigator.push(full) != nil)
    fixture.settle()
    return (fixture, try #require(fixture.uiKit.navigation(at: .root)))
  }

  @Test(arguments: [true, false])
  func aCancelledBackSwipeLeavesTheBarOfTheScreenThatStays(iOS18: Bool) throws {
    let (fixture, navigation) = try pushed(BarRoute(name: "photo", hidesBar: true), iOS18: iOS18)
    #expect(navigation.isNavigationBarHidden)
    #expect(fixture.uiKit.beginBackSwipe())
    #expect(!navigation.isNavigationBarHidden, "the bar comes in with the screen the swipe reveals")
    fixture.uiKit.endBackSwipe(cancelled: true)
    #expect(navigation.isNavigationBarHidden, "the screen that stays hides its bar again")
  }

  @Test(arguments: [true, false])
  func aCompletedBackSwipeShowsTheBarOfTheScreenBelow(iOS18: Bool) throws {
    let (fixture, navigation) = try pushed(BarRoute(name: "photo", hidesBar: true), iOS18: iOS18)
    #expect(fixture.uiKit.beginBackSwipe())
    fixture.uiKit.endBackSwipe(cancelled: false)
    #expect(!navigation.isNavigationBarHidden)
    #expect(navigation.ids.count == 1)
  }

  @Test func theHostsOwnPopShowsTheBarOfTheNewTop() throws {
    let (fixture, navigation) = try pushed(BarRoute(name: "photo", hidesBar: true))
    fixture.navigator.pop()
    fixture.settle()
    #expect(!navigation.isNavigationBarHidden)
  }

  @Test func aBarAppearanceBelongsToItsScreenAndEndsWithIt() throws {
    let (fixture, navigation) = try pushed(BarRoute(name: "account", barStyle: "account"))
    #expect(navigation.barAppearanceKey == "account")
    #expect(fixture.uiKit.beginBackSwipe())
    #expect(navigation.barAppearanceKey == nil, "the revealed screen's own bar")
    fixture.uiKit.endBackSwipe(cancelled: true)
    #expect(navigation.barAppearanceKey == "account", "the screen that stays keeps its appearance")
    fixture.navigator.pop()
    fixture.settle()
    #expect(navigation.barAppearanceKey == nil, "no appearance sticks after its screen is popped")
  }

  /// A `.large` title shows large, as the bar of a navigation controller the host made prefers
  /// large titles; `.inline` does not, and `.automatic` follows the screen below (Apple's
  /// `prefersLargeTitles` page: without `prefersLargeTitles` no title shows large).
  @Test func titlesShowLargeAsTheScreensAsk() throws {
    let fixture = try UIKitFixture("list")
    let navigation = try #require(fixture.uiKit.navigation(at: .root))
    #expect(navigation.showsLargeTitle, "a stack's first screen shows its title large by default")
    // Each screen pushed in turn: its mode, and whether the bar then shows its title large.
    let pushes: [(ScreenOptions.TitleDisplayMode, Bool)] = [
      (.inline, false), (.automatic, false), (.large, true), (.automatic, true),
    ]
    for (index, (mode, large)) in pushes.enumerated() {
      try #require(fixture.navigator.push(BarRoute(name: "screen \(index)", titleMode: mode)) != nil)
      fixture.settle()
      #expect(navigation.showsLargeTitle == large, "screen \(index), \(mode)")
    }
  }
}

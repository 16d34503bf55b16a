@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// A root container made under a full-screen cover stays out of the window until the cover
/// leaves (`UIModalPresentationStyle.fullScreen`: "The views belonging to the presenting view
/// controller are removed after the presentation completes"): a presentation waits for its own
/// presenter, never for a root the cover hides. And no root container is made from inside
/// UIKit's trait or collapse callback: the width is followed once the callback returned.
@MainActor
@Suite("The UIKit host model under a full-screen cover, and its width changes", .hangLimit)
struct UIKitCoveredRootTests {
  static func alert(_ id: AlertID) -> NavigationAlert {
    NavigationAlert(id: id, title: "Discard changes?", buttons: [NavigationAlert.Button("Discard")])
  }

  /// An adaptive layout in a compact window: a tab bar, with a full-screen cover over it.
  static func coveredTabBar() throws -> UIKitFixture {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.fullScreenLayerHidesRoot = true
    fixture.uiKit.resize(to: .compact)
    try fixture.layOut(.adaptive(.twoColumns))
    fixture.navigator.present(TestRoute("editor"), as: .fullScreenCover())
    fixture.settle()
    #expect(fixture.uiKit.presented.count == 1)
    return fixture
  }

  @Test func anAlertOverACoverIsShownAfterTheRootWasSwappedUnderIt() throws {
    let fixture = try Self.coveredTabBar()
    fixture.uiKit.resize(to: .regular)
    fixture.settle()
    #expect(fixture.split != nil, "a split view replaced the tab bar under the cover")
    try fixture.navigator.apply(.showAlert(Self.alert(0)))
    fixture.settle()
    #expect(fixture.uiKit.alert?.alert.id == 0, "the cover presents the alert")
    #expect(fixture.session?.heldStep == nil)
    #expect(fixture.uiKit.tapAlertButton(0))
    try fixture.navigator.apply(.dismissAll)
    fixture.settle()
    #expect(fixture.uiKit.presented.isEmpty)
    #expect(fixture.uiKit.rootHasAppeared, "the root appears once the cover left")
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  @Test func aLayerOverACoverIsShownAfterTheRootWasSwappedUnderIt() throws {
    let fixture = try Self.coveredTabBar()
    fixture.uiKit.resize(to: .regular)
    fixture.settle()
    fixture.navigator.present(TestRoute("picker"), as: .sheet())
    fixture.settle()
    #expect(fixture.uiKit.presented.count == 2)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  /// A layout step that changes the root's kind under a cover ends without the root's
  /// appearance, which comes only when the cover leaves: the dismissal after it runs.
  @Test func aNewRootUnderACoverDoesNotWaitForItsAppearance() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    fixture.uiKit.fullScreenLayerHidesRoot = true
    fixture.navigator.present(TestRoute("editor"), as: .fullScreenCover())
    fixture.settle()
    try fixture.layOut(.sidebar(.twoColumns))
    #expect(fixture.split != nil)
    #expect(fixture.session?.stepInFlight == nil)
    try fixture.navigator.apply(.dismissAll)
    fixture.settle()
    #expect(fixture.uiKit.presented.isEmpty)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
  }

  /// A size-class change reaches the host inside UIKit's
  /// trait or collapse callback; the root container it swaps is made once that callback returned
  /// (``FakeUIKit`` records a root made inside one as misuse).
  @Test func aRootIsSwappedOnlyAfterUIKitsCallbackReturned() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.adaptive(.twoColumns))
    for width in [WidthClass.compact, .regular, .compact] {
      fixture.uiKit.resize(to: width)
      #expect(fixture.navigator.state.rootLayout.widthClass == width, "followed as the callback returned")
      fixture.settle()
    }
    #expect(fixture.uiKit.misuse.isEmpty)
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
  }

  /// Several width changes before UIKit's callback returns report the last one.
  @Test func widthChangesInOneCallbackReportTheLast() throws {
    let fixture = try UIKitFixture("home", "search", tabs: true)
    try fixture.layOut(.adaptive(.twoColumns))
    fixture.model.windowWidthDidChange(to: .compact)
    fixture.model.windowWidthDidChange(to: .regular)
    fixture.model.uiKitCallbackDidReturn()
    #expect(!fixture.gestures.contains(.resized(.compact)), "back at the width shown")
    #expect(fixture.split != nil)
    #expect(fixture.navigator.state.rootLayout.widthClass == .regular)
  }
}

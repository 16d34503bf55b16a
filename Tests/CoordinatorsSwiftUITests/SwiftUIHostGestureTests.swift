@_spi(Hosts) @_spi(Testing) import CoordinatorsSwiftUI
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@MainActor
@Suite("The SwiftUI host model: binding writes as gestures", .hangLimit)
struct SwiftUIHostGestureTests {
  @Test func aPathWrittenBackIsNeverReported() throws {
    let fixture = try HostFixture(stack: "a", "b", "c")
    fixture.appearTop()
    let stack = try #require(fixture.rootStack)
    stack.path = [1, 2]
    stack.path = [1, 2]
    #expect(fixture.gestures.isEmpty)
    #expect(fixture.navigator.state.screenCount == 3)
  }

  @Test func aBackSwipeIsReportedOnceEvenWhenSwiftUIWritesItTwice() throws {
    let fixture = try HostFixture(stack: "a", "b", "c")
    fixture.appearTop()
    let stack = try #require(fixture.rootStack)
    stack.path = [1]
    stack.path = [1]
    #expect(fixture.gestures == [.popped(to: 1)])
    #expect(stack.path == [1])
    #expect(fixture.navigator.state.stack(at: .root)?.map(\.id) == [0, 1])
    #expect(fixture.navigator.isIdle, "the host already shows the pop: no step follows")
  }

  @Test func aPopOfSeveralScreensInOneWriteIsOneGesture() throws {
    let fixture = try HostFixture(stack: "a", "b", "c", "d")
    fixture.appearTop()
    try #require(fixture.rootStack).path = []
    #expect(fixture.gestures == [.popped(to: 0)])
    #expect(fixture.navigator.state.stack(at: .root)?.map(\.id) == [0])
    #expect(fixture.navigator.isIdle)
  }

  @Test func aPathThatIsNoPopIsNotFollowedButReported() throws {
    let fixture = try HostFixture(stack: "a", "b")
    fixture.appearTop()
    let stack = try #require(fixture.rootStack)
    stack.path = [1, 7]
    stack.path = [9]
    #expect(fixture.gestures.isEmpty)
    #expect(stack.path == [1])
    #expect(fixture.fallbacks.count == 2)
  }

  @Test func aWriteFromALayersStackIsComparedWithThatStackOnly() throws {
    let fixture = try HostFixture(stack: "a", "b")
    fixture.appearTop()
    let sheet = try #require(fixture.presentSheet("sheet"))
    fixture.push("inside")
    let layer = try #require(fixture.layer(0))
    layer.stack.path = []
    #expect(fixture.gestures == [.popped(to: sheet)])
    #expect(fixture.navigator.state.stack(at: .root)?.count == 2, "the root stack is left alone")
    try #require(fixture.rootStack).path = [1]
    #expect(fixture.gestures.count == 1, "the root's own path written back is an echo")
  }

  @Test func aPopDuringAPushWhoseScreenItRemovesCompletesThePushFirst() throws {
    let fixture = try HostFixture(stack: "a", "b")
    fixture.appearTop()
    fixture.navigator.push(TestRoute("c"))
    try #require(fixture.rootStack).path = [1]
    #expect(fixture.gestures == [.popped(to: 1)])
    #expect(fixture.navigator.state.stack(at: .root)?.map(\.id) == [0, 1])
    #expect(fixture.navigator.isIdle)
  }

  // MARK: Sheets

  @Test func aSheetSwipedDownIsReportedOnceThoughSwiftUIWritesNilTwice() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let layer = try #require(fixture.presentSheet("sheet"))
    fixture.host.screenDidDisappear(layer)
    fixture.host.presented.sheet = nil
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures == [.dismissedLayer(layer)])
    #expect(fixture.host.presented.layer == nil)
    #expect(fixture.navigator.state.modals.isEmpty)
    #expect(fixture.navigator.isIdle)
  }

  @Test func aLateNilAfterAStepDismissedTheLayerIsIgnored() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let layer = try #require(fixture.presentSheet("sheet"))
    fixture.navigator.dismiss()
    fixture.host.screenDidDisappear(layer)
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures.isEmpty)
    #expect(fixture.navigator.isIdle)
  }

  @Test func aLateNilOfTheLayerBeforeDoesNotDismissTheNewOne() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let first = try #require(fixture.presentSheet("first"))
    fixture.navigator.dismiss()
    fixture.host.screenDidDisappear(first)
    let second = try #require(fixture.navigator.present(TestRoute("second"), as: .sheet()))
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures.isEmpty, "a sheet that has not appeared cannot be swiped down")
    fixture.host.screenDidAppear(second)
    #expect(fixture.host.presented.sheet?.id == second)
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures == [.dismissedLayer(second)], "once it appeared, a nil is the user's")
  }

  @Test func aLateNilIsNotLostWhenAStepChangedTheLayerMeanwhile() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let layer = try #require(fixture.presentSheet("sheet"))
    // The user swiped the sheet away; before SwiftUI writes nil, the app pushes into it.
    fixture.host.screenDidDisappear(layer)
    fixture.navigator.push(TestRoute("pushed into a gone sheet"))
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures == [.dismissedLayer(layer)])
    #expect(fixture.navigator.state.modals.isEmpty)
    #expect(fixture.navigator.isIdle, "the push into the dismissed layer completes with it")
  }

  @Test func aNilFromTheSlotOfALayerThatIsGoneIsIgnored() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    fixture.presentSheet("lower")
    let upper = try #require(fixture.presentSheet("upper"))
    let lowerSlot = try #require(fixture.layer(0)?.presented)
    fixture.navigator.dismissAll()
    fixture.host.screenDidDisappear(upper)
    lowerSlot.sheet = nil
    #expect(fixture.gestures.isEmpty)
  }

  @Test func aNilForTheMiddleLayerDismissesItAndTheLayersAbove() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let lower = try #require(fixture.presentSheet("lower"))
    fixture.presentSheet("upper")
    fixture.host.presented.sheet = nil
    #expect(fixture.gestures == [.dismissedLayer(lower)])
    #expect(fixture.navigator.state.modals.isEmpty)
  }

  // MARK: Tabs

  @Test func aTapOnAnotherTabIsASelectionReportedOnce() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    fixture.appearTop()
    let tabs = try #require(fixture.tabs)
    tabs.selection = "search"
    #expect(fixture.gestures == [.selectedTab("search")])
    #expect(tabs.selection == "search")
    #expect(fixture.navigator.isIdle)
  }

  @Test func theSameTabWrittenAgainIsAReselection() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    fixture.appearTop()
    fixture.push("detail")
    try #require(fixture.tabs).selection = "home"
    #expect(fixture.gestures == [.reselectedTab("home")])
    #expect(fixture.navigator.state.stack(at: .tab("home"))?.count == 1, "the navigator pops the tab to its root")
    fixture.appearTop()
    #expect(fixture.tabs?.tab("home")?.stack.path == [])
  }

  @Test func theSelectedTabWrittenDuringASelectionStepIsAnEcho() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    fixture.appearTop()
    fixture.navigator.selectTab("search")
    let tabs = try #require(fixture.tabs)
    #expect(fixture.session.stepInFlight == .selectTab("search"))
    tabs.selection = "search"
    #expect(fixture.gestures.isEmpty)
    fixture.appearTop()
    fixture.push("search detail")
    tabs.selection = "search"
    #expect(fixture.gestures == [.reselectedTab("search")])
  }

  @Test func aTapUnderAModalLayerIsIgnored() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    fixture.appearTop()
    fixture.presentSheet("sheet")
    let tabs = try #require(fixture.tabs)
    tabs.selection = "search"
    tabs.selection = "home"
    #expect(fixture.gestures.isEmpty)
    #expect(tabs.selection == "home")
  }
}

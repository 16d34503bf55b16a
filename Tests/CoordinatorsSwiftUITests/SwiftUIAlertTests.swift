@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @_spi(Testing) @testable import CoordinatorsSwiftUI

@MainActor
@Suite("The SwiftUI host model shows alerts from the top-most level", .hangLimit)
struct SwiftUIAlertTests {
  func alert(_ id: AlertID) -> NavigationAlert {
    NavigationAlert(id: id, title: "Alert \(id)", buttons: [NavigationAlert.Button("OK")])
  }

  @Test func theAlertHangsOnTheTopMostLevelOnly() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try #require(fixture.presentSheet("sheet") != nil)
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    #expect(fixture.host.presented.alert == nil, "the root level is covered by the sheet")
    #expect(fixture.layer(0)?.presented.alert == alert(0))
  }

  @Test func theBackButtonStaysUnderAnAlertAsUIKitsDoes() throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    let pushed = try #require(fixture.push("b"))
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.appearAlert()
    let stack = try #require(fixture.rootStack)
    // The alert is modal: no touch reaches the back button, which does not blink with the alert.
    #expect(stack.allowsGoingBack(from: pushed))
    #expect(!stack.modifiers(for: pushed).hidesBackButton)
    // What reaches it anyway is refused, as UIKit's guard refuses it.
    #expect(fixture.session.allows(.popped(to: 0)) == false)
  }

  @Test func anAlertAfterATappedOneWaitsForItToLeaveTheScreen() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    let slot = fixture.host.presented
    slot.isShowingAlert = false
    fixture.host.alertButtonTapped(0, index: 0)
    #expect(fixture.gestures == [.tappedAlertButton(0, index: 0)])
    try fixture.navigator.apply(.showAlert(alert(1)))
    // SwiftUI would drop an alert presented while the first one goes: the step waits.
    #expect(slot.alert == nil)
    #expect(fixture.session.isHeld(by: .presentationLeaving))
    #expect(fixture.session.heldStep == .showAlert(alert(1)))
    // The wait is the views' sign that the first alert's controller is gone, not a fixed time.
    fixture.timers.fireAll()
    #expect(slot.alert == nil)
    fixture.alertLeft()
    #expect(slot.alert == alert(1))
    // The false written before the tap was no system dismissal.
    await Task.yield()
    #expect(fixture.gestures == [.tappedAlertButton(0, index: 0)])
    #expect(fixture.fallbacks.isEmpty)
  }

  @Test func falseWrittenWithoutATapIsTheSystemsDismissalReportedOnce() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.host.presented.isShowingAlert = false
    fixture.host.presented.isShowingAlert = false
    await Task.yield()
    await Task.yield()
    #expect(fixture.gestures == [.dismissedAlert(0)])
    #expect(fixture.navigator.state.alert == nil, "the alert state is not left set")
  }

  /// A `false` SwiftUI writes late into the binding of an alert the
  /// host dismissed, once the next alert shows, ends nothing.
  @Test func aLateFalseForAGoneAlertDoesNotEndTheNextOne() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.appearAlert()
    let slot = fixture.host.presented
    let rendered = slot.alert?.id
    try fixture.navigator.apply([.dismissAlert, .showAlert(alert(1))])
    fixture.alertLeft()
    #expect(slot.alert == alert(1))
    slot.alertBinding(of: rendered, wrote: false)
    await Task.yield()
    await Task.yield()
    #expect(fixture.gestures.isEmpty)
    #expect(fixture.navigator.state.alert == alert(1), "the alert shown stays")
  }

  /// SwiftUI drops an alert presented over another presentation and
  /// says nothing. The step waits for the views to find the alert's controller, as long as any
  /// step waits for its signal: slow once, lost twice. Lost, the alert leaves the state (its
  /// `ask` gets `nil`, the gestures it covered are offered again) after a `hostFallback`.
  @Test func anAlertSwiftUINeverShowsLeavesTheStateOnceTheWatchdogGivesUp() async throws {
    let fixture = try HostFixture(stack: "a", "b")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    #expect(fixture.session.stepInFlight == .showAlert(alert(0)), "the step waits for the views to find the alert")
    // The views look: no alert controller is on top.
    _ = fixture.host.alertPresence.lookedAtTopController(alertControllerOnTop: false)
    fixture.timers.fireAll()
    #expect(fixture.navigator.state.alert == alert(0), "an alert not found after one timeout is slow, and waits")
    #expect(fixture.fallbacks.isEmpty)
    fixture.timers.fireAll()
    #expect(fixture.navigator.state.alert == nil)
    #expect(fixture.session.shown?.alert == nil)
    #expect(fixture.host.presented.alert == nil)
    #expect(fixture.fallbacks.count == 2, "the session's lost signal, and the alert leaving the state")
    #expect(fixture.gestures.isEmpty, "the user did nothing: the platform refused it")
    #expect(fixture.session.allows(.popped(to: 0)), "what the alert covered is offered again")
  }

  /// What the views find on top of the window's presentations ends the alert's step, or its
  /// leave: an alert controller, whatever its title, is the alert; none on top, it has gone.
  @Test func anyAlertControllerOnTopIsTheAlert() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    #expect(fixture.host.alertPresence.looksForControllers)
    #expect(
      fixture.host.alertPresence.lookedAtTopController(alertControllerOnTop: false), "nothing yet: look again")
    #expect(fixture.session.stepInFlight == .showAlert(alert(0)))
    #expect(!fixture.host.alertPresence.lookedAtTopController(alertControllerOnTop: true))
    #expect(fixture.session.stepInFlight == nil)
    try fixture.navigator.apply([.dismissAlert, .showAlert(alert(1))])
    #expect(
      fixture.host.alertPresence.lookedAtTopController(alertControllerOnTop: true), "still leaving: look again")
    #expect(fixture.host.presented.alert == nil)
    #expect(
      fixture.host.alertPresence.lookedAtTopController(alertControllerOnTop: false),
      "gone; the next alert is awaited")
    #expect(fixture.host.presented.alert == alert(1))
    #expect(fixture.fallbacks.isEmpty)
  }

  /// SwiftUI may give an alert with an empty title a controller whose title is `nil`, transform a
  /// title, or present with another controller: the alert on screen is found whatever its title,
  /// and stays until the user taps a button.
  @Test func anAlertWithAnEmptyTitleStaysUntilAButton() async throws {
    let fixture = try HostFixture(stack: "a", "b")
    fixture.appearTop()
    let untitled = NavigationAlert(id: 0, title: "", buttons: [NavigationAlert.Button("OK")])
    try fixture.navigator.apply(.showAlert(untitled))
    // The views find an alert controller on top, titled `nil` (they no longer read the title).
    _ = fixture.host.alertPresence.lookedAtTopController(alertControllerOnTop: true)
    fixture.timers.fireAll()
    fixture.timers.fireAll()
    #expect(fixture.navigator.state.alert == untitled)
    #expect(fixture.host.presented.alert == untitled, "the alert stays on screen")
    fixture.host.presented.isShowingAlert = false
    fixture.host.alertButtonTapped(0, index: 0)
    #expect(fixture.gestures == [.tappedAlertButton(0, index: 0)])
    #expect(fixture.navigator.state.alert == nil)
  }

  /// The views never looked (no window yet, no frame drawn): nothing proves the alert absent, so
  /// it stays; the lost signal is reported.
  @Test func anAlertTheViewsCannotProveAbsentStays() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.timers.fireAll()
    fixture.timers.fireAll()
    #expect(fixture.navigator.state.alert == alert(0))
    #expect(fixture.host.presented.alert == alert(0))
    #expect(fixture.session.stepInFlight == nil, "the step ended, reported")
    #expect(!fixture.fallbacks.isEmpty)
  }

  @Test func anAlertFoundAfterOneTimeoutIsSlowAndStays() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.timers.fireAll()
    fixture.appearAlert()
    #expect(fixture.session.stepInFlight == nil)
    fixture.timers.fireAll()
    #expect(fixture.navigator.state.alert == alert(0))
    #expect(fixture.fallbacks.isEmpty)
    #expect(fixture.gestures.isEmpty)
  }

  /// An alert whose controller is never seen leaving holds presentations as a step waits: one
  /// timeout is slow, two are lost, reported; then the held presentation shows.
  @Test func anAlertNeverSeenLeavingHoldsPresentationsTwiceTheTimeout() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.appearAlert()
    try fixture.navigator.apply([.dismissAlert, .showAlert(alert(1))])
    fixture.timers.fireAll()
    #expect(fixture.host.presented.alert == nil, "slow: the second alert waits")
    #expect(fixture.fallbacks.isEmpty)
    fixture.timers.fireAll()
    #expect(fixture.host.presented.alert == alert(1))
    #expect(fixture.fallbacks.count == 1)
  }

  /// macOS has no alert controller to find: the alert's step ends at once, and presentations
  /// wait the step time after it leaves.
  @Test func withoutSignalsAnAlertEndsAtOnceAndLeavesAfterTheStepTime() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    fixture.host.hasTransitionSignals = false
    try fixture.navigator.apply(.showAlert(alert(0)))
    #expect(fixture.session.stepInFlight == nil)
    try fixture.navigator.apply([.dismissAlert, .showAlert(alert(1))])
    #expect(fixture.host.presented.alert == nil)
    fixture.timers.fireAll()
    #expect(fixture.host.presented.alert == alert(1))
    #expect(fixture.fallbacks.isEmpty)
  }

  @Test func theEchoOfTheHostsOwnDismissalIsNoGesture() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    try fixture.navigator.apply(.dismissAlert)
    fixture.host.presented.isShowingAlert = false
    await Task.yield()
    #expect(fixture.gestures.isEmpty)
  }
}

/// A confirmation dialog hung on the whole level (github.com/mlemgroup/mlem/pull/1337) pointed at the middle
/// of the screen on an iPad and, from iOS 26, on an iPhone.
@MainActor
@Suite("The SwiftUI host model hangs a confirmation dialog where it points", .hangLimit)
struct SwiftUIAlertAnchorTests {
  final class Source {}

  @Test func aDialogHangsOnTheMarkedSourceOrElseOnTheScreenAndAnAlertOnTheLevel() {
    let first = Source()
    let last = Source()
    let sources = [ObjectIdentifier(first), ObjectIdentifier(last)]
    #expect(SwiftUIAlertAnchor(style: .alert, screen: 3, sources: sources) == .level)
    #expect(SwiftUIAlertAnchor(style: .confirmationDialog, screen: nil, sources: []) == .level)
    #expect(SwiftUIAlertAnchor(style: .confirmationDialog, screen: 3, sources: []) == .screen(3))
    #expect(
      SwiftUIAlertAnchor(style: .confirmationDialog, screen: 3, sources: sources) == .source(3, ObjectIdentifier(last)))
  }

  @Test func theHostHangsADialogOnTheScreenOnTopWhenItCameAndOnItsActiveSource() throws {
    let fixture = try HostFixture(stack: "a", "b")
    fixture.appearTop()
    let source = Source()
    fixture.host.alertSources.activated(ObjectIdentifier(source), on: 0)
    let dialog = NavigationAlert(
      id: 0, style: .confirmationDialog, title: "Delete?", buttons: [NavigationAlert.Button("Delete")])
    try fixture.navigator.apply(.showAlert(dialog))
    #expect(fixture.host.alertAnchor == .screen(1), "the source marked on another screen is not it")
    fixture.host.alertSources.activated(ObjectIdentifier(source), on: 1)
    #expect(fixture.host.alertAnchor == .source(1, ObjectIdentifier(source)))
    fixture.host.alertSources.deactivated(ObjectIdentifier(source), on: 1)
    #expect(fixture.host.alertAnchor == .screen(1))
    fixture.appearAlert()
    try fixture.navigator.apply([
      .dismissAlert, .showAlert(NavigationAlert(id: 1, title: "Done", buttons: [NavigationAlert.Button("OK")])),
    ])
    fixture.alertLeft()
    #expect(fixture.host.alertAnchor == .level, "an alert is never a popover")
  }

  /// A collapsed split view showing its sidebar shows no section's screen, whose view would
  /// never present the dialog.
  @Test func aDialogOverACollapsedSplitViewsSidebarHangsOnTheLevel() throws {
    let fixture = try HostFixture(tabs: "home", "search")
    fixture.appearTop()
    fixture.host.widthClassChanged(.compact)
    try fixture.navigator.apply(.setSectionLayout(.sidebar(.twoColumns)))
    fixture.host.split.sidebarSelection = nil
    fixture.host.split.compactColumn = .sidebar
    try #require(fixture.navigator.state.appearance == .collapsedSplitView(.sidebar))
    let dialog = NavigationAlert(
      id: 0, style: .confirmationDialog, title: "Sign out?", buttons: [NavigationAlert.Button("Sign out")])
    try fixture.navigator.apply(.showAlert(dialog))
    #expect(fixture.host.alertAnchor == .level)
  }
}

/// A flow that asks.
@MainActor
private final class AskingFlow: Coordinator {
  enum Answer: CoordinatorAction, Equatable { case yes }
  let flow = Flow<TestRoute>()
  func start() { flow.show(TestRoute("home")) }
}

@MainActor
@Suite("The SwiftUI host model answers the ask of an alert SwiftUI never shows", .hangLimit)
struct SwiftUIDroppedAlertAskTests {
  /// The `ask` of an alert SwiftUI dropped never returned.
  @Test func theAskOfAnAlertSwiftUINeverShowsGetsNil() async throws {
    let timers = ManualWatchdog()
    let asking = AskingFlow()
    let navigator = Navigator(root: asking)
    navigator.logsProblems = false
    let host = SwiftUIHost(watchdog: timers.watchdog)
    navigator.attach(host)
    host.scenePhaseChanged(active: true)
    if let top = navigator.session?.shown?.topScreen.id { host.screenDidAppear(top) }
    let answer = Task { await asking.flow.ask("Sure?", buttons: [AlertButton("Yes", action: AskingFlow.Answer.yes)]) }
    await Task.yield()
    #expect(navigator.state.alert != nil)
    _ = host.alertPresence.lookedAtTopController(alertControllerOnTop: false)
    timers.fireAll()
    timers.fireAll()
    #expect(await answer.value == nil)
    #expect(navigator.state.alert == nil)
  }
}

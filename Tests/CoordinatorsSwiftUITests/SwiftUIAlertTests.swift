@_spi(HostModel) import CoordinatorsSwiftUI
import CoordinatorsTesting
import TestSupport
import Testing

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
    fixture.timers.fireAll()
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

  /// HOST-REVIEW-2 finding 10: a `false` SwiftUI writes late into the binding of an alert the
  /// host dismissed, once the next alert shows, ends nothing.
  @Test func aLateFalseForAGoneAlertDoesNotEndTheNextOne() async throws {
    let fixture = try HostFixture(stack: "a")
    fixture.appearTop()
    try fixture.navigator.apply(.showAlert(alert(0)))
    let slot = fixture.host.presented
    let rendered = slot.alert?.id
    try fixture.navigator.apply([.dismissAlert, .showAlert(alert(1))])
    fixture.timers.fireAll()
    #expect(slot.alert == alert(1))
    slot.alertBinding(of: rendered, wrote: false)
    await Task.yield()
    await Task.yield()
    #expect(fixture.gestures.isEmpty)
    #expect(fixture.navigator.state.alert == alert(1), "the alert shown stays")
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

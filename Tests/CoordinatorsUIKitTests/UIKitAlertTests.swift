@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

@MainActor
@Suite("The UIKit host model shows alerts as UIKit allows", .hangLimit)
struct UIKitAlertTests {
  func alert(_ id: AlertID) -> NavigationAlert {
    NavigationAlert(id: id, title: "Alert \(id)", buttons: [NavigationAlert.Button("OK")])
  }

  @Test func anAlertAfterAnAlertWaitsForTheFirstOnesDismissalToComplete() throws {
    let fixture = try UIKitFixture("a")
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.settle()
    try fixture.navigator.apply(.showAlert(alert(1)))
    // The dismissal is under way: the next alert is not presented before its completion.
    #expect(fixture.session?.stepInFlight == .dismissAlert(0))
    #expect(
      !fixture.uiKit.actions.contains { if case .presentAlert(let shown, _) = $0 { shown.id == 1 } else { false } })
    fixture.settle()
    #expect(fixture.uiKit.shownState == fixture.navigator.state)
    #expect(fixture.uiKit.misuse.isEmpty)
    #expect(fixture.gestures.isEmpty, "the host's own dismissal is no gesture")
  }

  @Test func aTapIsReportedOnceAndItsDisappearanceIsAnEcho() throws {
    let fixture = try UIKitFixture("a")
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.settle()
    #expect(fixture.uiKit.tapAlertButton(0))
    #expect(fixture.gestures == [.tappedAlertButton(0, index: 0)])
    #expect(fixture.navigator.state.alert == nil)
  }

  @Test func theSystemTakingTheAlertDownIsReportedAsADismissalWithoutAButton() throws {
    let fixture = try UIKitFixture("a")
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.settle()
    #expect(fixture.uiKit.systemDismissesAlert())
    #expect(fixture.gestures == [.dismissedAlert(0)])
    #expect(fixture.navigator.state.alert == nil, "the alert state is not left set after a UIKit dismissal")
  }

  @Test func anAlertUIKitRefusesLeavesTheStateReportedAndNothingWaitsForever() throws {
    let fixture = try UIKitFixture("a")
    fixture.navigator.logsProblems = false
    var problems: [NavigationProblem] = []
    fixture.navigator.observe(NavigationProblem.self) { problems.append($0) }
    var causes: [NavigationCause] = []
    fixture.navigator.observe(NavigationEvent.self) { causes.append($0.cause) }
    fixture.uiKit.presenterIsBusy = true
    try fixture.navigator.apply(.showAlert(alert(0)))
    fixture.settle()
    #expect(fixture.navigator.state.alert == nil)
    // A refusal is the platform's, never reported as the user's act.
    #expect(fixture.gestures == [])
    #expect(causes.last == .hostRefused)
    #expect(fixture.navigator.isIdle)
    #expect(problems.count == 1)
  }
}

/// A confirmation dialog points at the source the app names; without
/// one, an iPhone's slides up from the bottom (iOS 26 makes an anchored one a popover) and a
/// large screen's, which needs an anchor, sits in the middle.
@Suite("Where a confirmation dialog's popover points", .hangLimit)
struct UIKitAlertAnchorTests {
  @Test(arguments: [
    (AlertStyle.alert, false, false, UIKitAlertAnchor.unanchored),
    (.alert, true, true, .unanchored),
    (.confirmationDialog, false, false, .unanchored),
    (.confirmationDialog, false, true, .appSource),
    (.confirmationDialog, true, true, .appSource),
    (.confirmationDialog, true, false, .presenterCentre),
  ])
  func anAlertIsAnchoredAsTheDeviceAndTheAppSay(
    style: AlertStyle, popoversNeedAnchors: Bool, appNamesSource: Bool, anchor: UIKitAlertAnchor
  ) {
    #expect(
      UIKitAlertAnchor(style: style, popoversNeedAnchors: popoversNeedAnchors, appNamesSource: appNamesSource)
        == anchor)
  }
}

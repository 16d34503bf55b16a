import CoordinatorsTesting
import TestSupport
import Testing

@testable import CoordinatorsCore

/// The rules for what a host's views report is (`AlertWrite`, `SwipeDown`,
/// `ScreenStack.goingBack(from:)`, `AlertPresenceFinding`), one row each: what the views saw,
/// what it is.
@Suite("What a host's views report is: an alert's end, the swipe down, an alert on screen", .hangLimit)
struct ViewSignalsTests {
  // MARK: An alert's binding

  @Test(arguments: [
    // (written, from the view it hangs on, ended)
    (false, true, true),
    (false, false, false),
    (true, true, false),
    (true, false, false),
  ])
  func aFalseFromTheViewAnAlertHangsOnIsItsEnd(written: Bool, fromItsView: Bool, ends: Bool) {
    #expect(AlertWrite.ended(3, written: written, fromItsView: fromItsView) == (ends ? 3 : nil))
  }

  @Test func aFalseForNoAlertEndsNothing() {
    #expect(AlertWrite.ended(nil, written: false, fromItsView: true) == nil)
  }

  // MARK: The swipe down

  @Test(arguments: [
    // (the presentation allows it, the session allows it, disabled)
    (true, true as Bool?, false),
    (true, nil, false),
    (true, false, true),
    (false, true, true),
    (false, nil, true),
    (false, false, true),
  ])
  func theSwipeDownIsDisabledByThePresentationOrTheSession(layerAllows: Bool, sessionAllows: Bool?, disabled: Bool) {
    #expect(SwipeDown.isDisabled(layerAllows: layerAllows, sessionAllows: sessionAllows) == disabled)
  }

  // MARK: Going back

  @Test func goingBackFromAScreenIsThePopToTheOneBelowButFromTheFirst() {
    let screens = ScreenStack([0, 1, 2].map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) })
    #expect(screens.goingBack(from: 0) == nil)
    #expect(screens.goingBack(from: 1) == .popped(to: 0))
    #expect(screens.goingBack(from: 2) == .popped(to: 1))
    #expect(screens.goingBack(from: 9) == nil)
  }

  // MARK: An alert on screen

  @Test func anAlertIsFoundProvenAbsentOrNotKnown() {
    #expect(AlertPresenceFinding(of: 1, onScreen: 1, foundAbsent: nil) == .found)
    #expect(AlertPresenceFinding(of: 1, onScreen: 1, foundAbsent: 1) == .found)
    #expect(AlertPresenceFinding(of: 1, onScreen: nil, foundAbsent: 1) == .provenAbsent)
    #expect(AlertPresenceFinding(of: 1, onScreen: 2, foundAbsent: 1) == .provenAbsent)
    #expect(AlertPresenceFinding(of: 1, onScreen: nil, foundAbsent: nil) == .unknown)
    #expect(AlertPresenceFinding(of: 1, onScreen: 2, foundAbsent: 2) == .unknown)
  }

  @Test func aLostAlertWasDroppedOnlyWhenProvenAbsentWhereScreensSignal() {
    #expect(AlertPresenceFinding.provenAbsent.alertWasDropped(signalled: true))
    #expect(!AlertPresenceFinding.provenAbsent.alertWasDropped(signalled: false))
    #expect(!AlertPresenceFinding.found.alertWasDropped(signalled: true))
    #expect(!AlertPresenceFinding.unknown.alertWasDropped(signalled: true))
  }
}

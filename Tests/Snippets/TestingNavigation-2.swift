// The declarations the conformance section of the TestingNavigation article takes for granted
// (Scripts/check-snippets.sh): a host of the app's own with its simulated gestures, written with
// the host-authoring SPI.
@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import Testing

final class MyHost: NavigationHost {
  let capabilities = HostCapabilities.all
  var shown: NavigationState?
  var isAnimating = false
  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd { .now }
  func simulateBackSwipe() -> Bool { false }
  func simulateBackMenu(popping count: Int) -> Bool { false }
  func simulateSwipeDown() -> Bool { false }
  func simulateTap(onTab index: Int) -> Bool { false }
  func simulateTap(onAlertButton index: Int) -> Bool { false }
  func finishAnimations() async {}
}

@_spi(Hosts) import CoordinatorsTesting
@_spi(Hosts) import CoordinatorsUIKit
import TestSupport
import Testing

/// Plays UIKit for the UIKit host model: the host under test is the model, UIKit is
/// ``FakeUIKit``, and what the host shows is read back from the fake's controllers.
@MainActor
struct UIKitHostDriver: HostConformanceDriver {
  /// Whether UIKit sends `didShow` before the transition coordinator's completion.
  var didShowFirst = true
  /// Whether a swipe down has a transition coordinator at `presentationControllerWillDismiss`
  /// (``FakeUIKit/swipeDownHasTransitionCoordinator``).
  var swipeDownHasTransitionCoordinator = true
  /// Whether UIKit asks the split view's delegate before it collapses or expands
  /// (``FakeUIKit/asksBeforeCollapsing``).
  var asksBeforeCollapsing = true
  /// Whether the user goes back with iOS 26's back swipe from the content, far from the edge,
  /// in place of the edge swipe (``FakeUIKit/beginContentSwipe(nearTheEdge:)``).
  var goesBackFromTheContent = false
  /// Whether UIKit's back swipes honour only `isEnabled` and their failure requirements
  /// (``FakeUIKit/systemRecognizersIgnoreReplacedDelegate``).
  var systemRecognizersIgnoreReplacedDelegate = false
  /// The fake UIKit of each model the driver made, for as long as the driver (one check) lives.
  private let registry = Registry()

  /// The fake UIKit of each model, by the model's identity.
  final class Registry {
    var byModel: [ObjectIdentifier: FakeUIKit] = [:]
  }

  func makeHost() -> UIKitHostModel<FakeController> {
    let uiKit = FakeUIKit()
    uiKit.didShowBeforeTransitionCompletion = didShowFirst
    uiKit.swipeDownHasTransitionCoordinator = swipeDownHasTransitionCoordinator
    uiKit.asksBeforeCollapsing = asksBeforeCollapsing
    uiKit.systemRecognizersIgnoreReplacedDelegate = systemRecognizersIgnoreReplacedDelegate
    uiKit.hasContentPopGesture = goesBackFromTheContent
    registry.byModel[ObjectIdentifier(uiKit.model)] = uiKit
    return uiKit.model
  }

  func uiKit(_ host: UIKitHostModel<FakeController>) -> FakeUIKit {
    guard let uiKit = registry.byModel[ObjectIdentifier(host)] else {
      preconditionFailure("the driver made every host it is given")
    }
    return uiKit
  }

  func shown(by host: UIKitHostModel<FakeController>) -> NavigationState? { uiKit(host).shownState }

  func play(_ gesture: ConformanceGesture, on host: UIKitHostModel<FakeController>) -> Bool {
    let uiKit = uiKit(host)
    switch gesture {
    case .goBack:
      guard goesBackFromTheContent ? uiKit.beginContentSwipe() : uiKit.beginBackSwipe() else { return false }
      uiKit.endBackSwipe(cancelled: false)
      return true
    case .goBackSeveral(let count):
      return uiKit.popFromBackButtonMenu(count)
    case .dismissTopLayer:
      return uiKit.swipeDownTopLayer()
    case .tapTab(let index):
      return uiKit.tapTab(index)
    }
  }

  func isTransitioning(_ host: UIKitHostModel<FakeController>) -> Bool { uiKit(host).isTransitioning }

  func finishTransition(on host: UIKitHostModel<FakeController>) async { uiKit(host).finishTransitions() }

  /// UIKit sends `didShow` again for what each navigation controller shows (as it does when a
  /// controller reappears).
  func echo(on host: UIKitHostModel<FakeController>) async { uiKit(host).repeatDidShow() }

  /// Plays UIKit's device behaviours with ``FakeUIKit``'s switches; UIKit writes no bindings.
  func play(_ behaviour: DeviceBehaviour, on host: UIKitHostModel<FakeController>) async -> Bool {
    let uiKit = uiKit(host)
    switch behaviour {
    case .appPresentsItsOwnController: uiKit.presenterIsBusy = true
    case .appDismissesItsOwnPresentation: uiKit.presenterIsBusy = false
    case .appDismissesTopLayer: return uiKit.appDismissesTopLayer()
    case .userBeginsGesture(.backSwipe): return uiKit.beginBackSwipe()
    case .userBeginsGesture(.swipeDown): return uiKit.beginSwipeDown()
    case .userEndsGesture(let cancelled):
      uiKit.endBackSwipe(cancelled: cancelled)
      uiKit.endSwipeDown(cancelled: cancelled)
    case .losesTheNextTransitionSignal: uiKit.losesNextTransitionSignal = true
    case .writesLateNilForGoneLayers: return false
    case .windowResizes(let width): uiKit.resize(to: width)
    case .userSwipesBackFromTheContent:
      uiKit.hasContentPopGesture = true
      // A few points in from the edge: the edge swipe is asked first, then the content swipe.
      guard uiKit.beginContentSwipe(nearTheEdge: true) else { return false }
      uiKit.endBackSwipe(cancelled: false)
    case .appDismissesFromLayer(let index): return uiKit.appDismisses(fromLayer: index)
    case .sceneSnapshotsOtherSizes: return uiKit.snapshotsOtherSizesInTheBackground()
    // UIKit's refusal of an alert is found a turn after `present` (`alertPresentationWasRefused`).
    case .dropsTheNextAlert: return false
    }
    return true
  }

  /// Fires the session's watchdog twice for the step that waits: once it is slow and waits
  /// again, twice it is lost.
  func runOutTheHostsWaits(on host: UIKitHostModel<FakeController>) async {
    uiKit(host).fireWatchdog()
    uiKit(host).fireWatchdog()
  }

  var readsAlerts: Bool { true }

  func tapAlertButton(_ index: Int, on host: UIKitHostModel<FakeController>) async -> Bool {
    uiKit(host).tapAlertButton(index)
  }
}

@MainActor
@Suite("The UIKit host model keeps the host contract", .hangLimit)
struct UIKitHostConformanceTests {
  @Test(arguments: HostConformanceCheck.contract)
  func theUIKitHostModelPasses(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: UIKitHostDriver())
  }

  @Test(arguments: HostConformanceCheck.device)
  func theUIKitHostModelSurvivesTheDevice(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: UIKitHostDriver())
  }

  @Test func itEndsACancelledSwipeDownWithoutATransitionCoordinator() async {
    await HostConformance.run(
      .named("endsACancelledSwipeDown"), with: UIKitHostDriver(swipeDownHasTransitionCoordinator: false))
  }

  @Test func itCollapsesAndExpandsWhenUIKitDoesNotAskItsDelegateFirst() async {
    await HostConformance.run(
      .named("collapsesAndExpandsASplitView"), with: UIKitHostDriver(asksBeforeCollapsing: false))
  }

  /// The iOS 26.2 header restricts UIKit's back swipes to failure requirements: with UIKit
  /// asking no delegate of the host's, the content swipe over a guarded flow is refused before
  /// any pop, never popped and pushed back.
  @Test(arguments: [HostConformanceCheck.named("refusesWhatTheNavigatorDisallows"), .named("reportsABackGestureOnce")])
  func itRefusesTheContentBackSwipeThroughFailureRequirementsAlone(_ check: HostConformanceCheck) async {
    await HostConformance.run(
      check, with: UIKitHostDriver(goesBackFromTheContent: true, systemRecognizersIgnoreReplacedDelegate: true))
  }

  @Test(arguments: HostConformanceCheck.device)
  func itSurvivesTheDeviceWhenUIKitIgnoresAReplacedDelegate(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: UIKitHostDriver(systemRecognizersIgnoreReplacedDelegate: true))
  }

  @Test(arguments: HostConformanceCheck.contract)
  func itPassesWhenTheTransitionCompletesBeforeDidShow(_ check: HostConformanceCheck) async {
    await HostConformance.run(check, with: UIKitHostDriver(didShowFirst: false))
  }
}

import CoordinatorsTesting
import CoordinatorsUIKit
import Testing

/// Plays UIKit for the UIKit host model: the host under test is the model, UIKit is
/// ``FakeUIKit``, and what the host shows is read back from the fake's controllers.
@MainActor
struct UIKitHostDriver: HostConformanceDriver {
  /// Whether UIKit sends `didShow` before the transition coordinator's completion.
  var didShowFirst = true
  /// The fake UIKit of each model the driver made, for as long as the driver (one check) lives.
  private let registry = Registry()

  /// The fake UIKit of each model, by the model's identity.
  final class Registry {
    var byModel: [ObjectIdentifier: FakeUIKit] = [:]
  }

  func makeHost() -> UIKitHostModel<FakeController> {
    let uiKit = FakeUIKit()
    uiKit.didShowBeforeTransitionCompletion = didShowFirst
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
      guard uiKit.beginBackSwipe() else { return false }
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
}

@MainActor
@Suite("The UIKit host model keeps the host contract", .timeLimit(.minutes(1)))
struct UIKitHostConformanceTests {
  @Test(arguments: HostConformance.Check.allCases)
  func theUIKitHostModelPasses(_ check: HostConformance.Check) async {
    await HostConformance.run(check, with: UIKitHostDriver())
  }

  @Test(arguments: HostConformance.Check.allCases)
  func itPassesWhenTheTransitionCompletesBeforeDidShow(_ check: HostConformance.Check) async {
    await HostConformance.run(check, with: UIKitHostDriver(didShowFirst: false))
  }
}

@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import Observation
import TestSupport
import Testing

/// What a host gets for a command on a deep stack: a step whose stack it can diff against
/// what it shows without looking at the screens that stayed.
@Suite("Host steps carry the change", .hangLimit)
@MainActor
struct HostChangeTests {
  /// A navigator 100 screens deep, attached to a host that completes by hand and caught up.
  private func deepNavigator() -> (Navigator, TestHost) {
    let navigator = Navigator(root: TestRoute("root"))
    for index in 1..<100 { navigator.push(TestRoute("screen \(index)")) }
    let host = TestHost(completion: .manual)
    navigator.attach(host)
    host.completeAllSteps()
    return (navigator, host)
  }

  @Test func aPushesStepStartsWithEveryScreenTheHostShows() throws {
    let (navigator, host) = deepNavigator()
    let pushed = try #require(navigator.push(TestRoute("top")))
    let step = try #require(host.stepInFlight)
    guard case .setStack(.root, let screens, _) = step else {
      Issue.record("expected a stack step, got \(step)")
      return
    }
    let shown = try #require(host.session?.confirmed?.stack(at: .root))
    #expect(shown.commonPrefixCount(with: screens) == 100)
    #expect(screens.dropFirst(100).map(\.id) == [pushed])
  }

  @Test func aPopsStepIsTheShownStackWithoutItsTop() throws {
    let (navigator, host) = deepNavigator()
    navigator.pop(count: 3)
    guard case .setStack(.root, let screens, _)? = host.stepInFlight else {
      Issue.record("expected a stack step, got \(String(describing: host.stepInFlight))")
      return
    }
    let shown = try #require(host.session?.confirmed?.stack(at: .root))
    #expect(screens.count == 97)
    #expect(shown.commonPrefixCount(with: screens) == 97)
    host.completeAllSteps()
    #expect(host.shown == navigator.state && navigator.renderedState == navigator.state)
  }

  @Test func observersOfTheRenderedStateHearWhenTheHostCatchesUp() throws {
    let (navigator, host) = deepNavigator()
    navigator.push(TestRoute("top"))
    let heard = Flag()
    withObservationTracking {
      _ = navigator.renderedState
    } onChange: {
      heard.set()
    }
    #expect(!heard.isSet)
    host.completeStep()
    #expect(heard.isSet, "the host's completion changes what is rendered")
    #expect(navigator.isIdle)
  }

  @Test func observersOfTheStateHearOfACommand() {
    let navigator = Navigator(root: TestRoute("root"))
    navigator.attach(TestHost())
    let heard = Flag()
    withObservationTracking {
      _ = navigator.state
    } onChange: {
      heard.set()
    }
    navigator.push(TestRoute("next"))
    #expect(heard.isSet)
  }
}

/// A flag an observation's change handler sets.
private final class Flag: @unchecked Sendable {
  // Set and read on the main actor only, where the tests and their observations run.
  private(set) var isSet = false
  func set() { isSet = true }
}

@_spi(Hosts) import Coordinators
import CoordinatorsTesting
import NavigationFixtures

/// A push and a pop through the navigator at a depth, with a host that completes every step at
/// once and one observer: what an app's navigator does per command.
let navigatorCases: [CountedCase] = [10, 1_000, 10_000].map { depth in
  CountedCase(
    name: "navigator-host-observer-\(depth)",
    summary: "a push and a pop at depth \(depth), with a host that completes at once and an observer"
  ) { _ in
    let navigator = Navigator(root: TestRoute("root"))
    for index in 1..<depth { navigator.push(TestRoute("screen \(index)")) }
    navigator.attach(CompletingHost())
    _ = navigator.observe(NavigationEvent.self) { event in consume(event) }
    let top = TestRoute("top")
    return {
      consume(navigator.push(top))
      consume(navigator.pop())
    }
  }
}

/// The same push and pop with `TestHost` (completing at once) as the host, as a test drives it.
let testHostCases: [CountedCase] = [10, 1_000, 10_000].map { depth in
  CountedCase(
    name: "navigator-testhost-observer-\(depth)",
    summary: "a push and a pop at depth \(depth), with TestHost and an observer"
  ) { _ in
    let navigator = Navigator(root: TestRoute("root"))
    for index in 1..<depth { navigator.push(TestRoute("screen \(index)")) }
    navigator.attach(TestHost())
    _ = navigator.observe(NavigationEvent.self) { event in consume(event) }
    let top = TestRoute("top")
    return {
      consume(navigator.push(top))
      consume(navigator.pop())
    }
  }
}

/// A push and a pop through a coordinator's flow at depth 10, with a host that completes every
/// step at once and one observer: what a coordinator does per command.
let flowCommandCases: [CountedCase] = [
  CountedCase(
    name: "flow-host-observer-10",
    summary: "a flow's push and pop at depth 10, with a host that completes at once and an observer"
  ) { _ in
    let coordinator = ChainCoordinator()
    let navigator = Navigator(root: coordinator)
    for _ in 1..<10 { coordinator.flow.push(.link) }
    navigator.attach(CompletingHost())
    _ = navigator.observe(NavigationEvent.self) { event in consume(event) }
    // The operation keeps the navigator: a flow whose navigator was released only reports that
    // it runs no more (what this case measured until issue 30).
    return {
      withExtendedLifetime(navigator) {
        consume(coordinator.flow.push(.link))
        consume(coordinator.flow.pop())
      }
    }
  }
]

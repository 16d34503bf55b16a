import Coordinators
import CoordinatorsTesting
import TestSupport
import Testing

/// The deprecated entries, reached through a protocol so that calling them here is no warning.
@MainActor
protocol DeprecatedNavigatorEntries {
  @discardableResult func addObserver(_ observer: @escaping @MainActor (NavigationEvent) -> Void) -> ObserverToken
  @discardableResult func addFlowObserver(_ observer: @escaping @MainActor (FlowEvent) -> Void) -> ObserverToken
  @discardableResult func addProblemObserver(_ observer: @escaping @MainActor (NavigationProblem) -> Void)
    -> ObserverToken
  @discardableResult func addEventObserver(_ observer: @escaping @MainActor (NavigatorEvent) -> Void) -> ObserverToken
}

extension Navigator: DeprecatedNavigatorEntries {}

@MainActor
@Suite("Navigator: one way to observe, one way to report a gesture", .hangLimit)
struct NavigatorObservingTests {
  @Test("observe hears everything in order, or one kind when named")
  func observeHearsEverythingOrOneKind() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.logsProblems = false
    var all: [String] = []
    var changes = 0
    var problems: [NavigationProblem] = []
    navigator.observe { all.append($0.description) }
    navigator.observe(NavigationEvent.self) { _ in changes += 1 }
    navigator.observe(NavigationProblem.self) { problems.append($0) }
    navigator.push(TestRoute("a"))
    navigator.pop(count: 5)
    #expect(all == ["navigation (programmatic)", problems.first?.description])
    #expect(changes == 1)
    #expect(problems.count == 1)
  }

  @Test("events is the same stream as an AsyncSequence, and ends its observer when its task is cancelled")
  func eventsAsAnAsyncSequence() async {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let reading = Task { @MainActor in
      var seen: [String] = []
      for await event in navigator.events {
        seen.append(event.description)
        if seen.count == 2 { break }
      }
      return seen
    }
    await Task.yield()
    navigator.push(TestRoute("a"))
    navigator.push(TestRoute("b"))
    #expect(await reading.value == ["navigation (programmatic)", "navigation (programmatic)"])
  }

  @Test("userDid is the one entry for every gesture; a second report of the same gesture changes nothing")
  func userDidFollowsEveryGesture() async {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    let host = TestHost()
    navigator.attach(host)
    navigator.push(TestRoute("a"))
    navigator.present(TestRoute("sheet"), as: .sheet())
    await navigator.settle()
    #expect(navigator.session?.userDid(.dismissedLayer(2)) == true)
    #expect(navigator.session?.userDid(.dismissedLayer(2)) == false)
    #expect(navigator.session?.userDid(.popped(to: 0)) == true)
    #expect(navigator.state.topScreen.id == 0)
  }

  @Test("the deprecated observers still hear their kind")
  func deprecatedObserversStillWork() {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.logsProblems = false
    let entries: any DeprecatedNavigatorEntries = navigator
    var heard: [String] = []
    entries.addObserver { _ in heard.append("navigation") }
    entries.addFlowObserver { _ in heard.append("flow") }
    entries.addProblemObserver { _ in heard.append("problem") }
    entries.addEventObserver { _ in heard.append("event") }
    navigator.push(TestRoute("a"))
    navigator.pop(count: 5)
    #expect(heard == ["navigation", "event", "problem", "event"])
  }
}

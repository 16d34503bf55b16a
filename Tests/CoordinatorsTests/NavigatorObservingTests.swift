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
  @discardableResult func userDidPop(to id: ScreenID) -> Bool
  @discardableResult func userDidDismissLayer(_ id: ScreenID) -> Bool
  @discardableResult func userDidSelectTab(_ id: TabID) -> Bool
  @discardableResult func userDidReselectTab(_ id: TabID) -> Bool
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

  @Test("an event of one command carries it as the same event made with a list would, equal and hashing alike")
  func anEventOfOneCommandIsTheEventOfItsList() throws {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    var heard: [NavigationEvent] = []
    navigator.observe(NavigationEvent.self) { heard.append($0) }
    let screen = try navigator.makeScreen(TestRoute("a"))
    try navigator.apply(.push([screen]))
    let event = try #require(heard.first)
    #expect(event.commands == [.push([screen])])
    let listed = NavigationEvent(
      before: event.before, after: event.after, cause: .programmatic, commands: [.push([screen])])
    #expect(event == listed && event.hashValue == listed.hashValue)
    let other = NavigationEvent(before: event.before, after: event.after, cause: .programmatic, commands: [])
    #expect(event != other, "an event without its command is another event")
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
    #expect(navigator.userDid(.dismissedLayer(2)))
    #expect(!navigator.userDid(.dismissedLayer(2)))
    #expect(navigator.userDid(.popped(to: 0)))
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

  @Test("the deprecated gesture entries still follow their gesture")
  func deprecatedGesturesStillWork() async throws {
    let navigator = Navigator(root: TestRoute("list"))
    navigator.expectNoProblems()
    navigator.attach(TestHost())
    let entries: any DeprecatedNavigatorEntries = navigator
    navigator.push(TestRoute("a"))
    navigator.present(TestRoute("sheet"), as: .sheet())
    await navigator.settle()
    #expect(entries.userDidDismissLayer(2))
    #expect(entries.userDidPop(to: 0))
    let tabs = Navigator(
      state: try NavigationState(
        root: .tabs(
          [
            Tab(id: "a", stack: [Screen(id: 0, route: TestRoute("a"))]),
            Tab(id: "b", stack: [Screen(id: 1, route: TestRoute("b"))]),
          ],
          selectedIndex: 0
        )
      ))
    tabs.expectNoProblems()
    tabs.attach(TestHost())
    await tabs.settle()
    let tabEntries: any DeprecatedNavigatorEntries = tabs
    #expect(tabEntries.userDidSelectTab("b"))
    #expect(!tabEntries.userDidReselectTab("b"), "a tab with one screen has nothing to pop")
    #expect(tabs.state.selectedTab == "b")
  }
}

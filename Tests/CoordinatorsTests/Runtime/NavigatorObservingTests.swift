@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Observation
import TestSupport
import Testing

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
    #expect(navigator.session?.userDid(.dismissedLayer(2)) == true)
    #expect(navigator.session?.userDid(.dismissedLayer(2)) == false)
    #expect(navigator.session?.userDid(.popped(to: 0)) == true)
    #expect(navigator.state.topScreen.id == 0)
  }

  @Test("views that read isIdle, isWaitingForUser or pendingWork hear a link begin, wait for a host and end")
  func observersOfPendingWorkHearItChange() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.expectNoProblems()
    navigator.deepLinks = try homeLinks(session: Session())
    let heard = HeardChanges()
    func observe(_ name: String, _ read: @escaping () -> Void) {
      withObservationTracking(read) { heard.add(name) }
    }
    observe("isIdle") { _ = navigator.isIdle }
    observe("pendingWork") { _ = navigator.pendingWork }
    navigator.handle(url("app://home/detail/1"))
    #expect(Set(heard.names) == ["isIdle", "pendingWork"], "the link is work under way")
    #expect(!navigator.isIdle)

    heard.names = []
    observe("isIdle") { _ = navigator.isIdle }
    observe("isWaitingForUser") { _ = navigator.isWaitingForUser }
    #expect(await holds { navigator.isWaitingForUser }, "the link waits for a host")
    #expect(Set(heard.names) == ["isIdle", "isWaitingForUser"])
    #expect(navigator.isIdle)

    heard.names = []
    observe("pendingWork") { _ = navigator.pendingWork }
    navigator.attach(TestHost())
    await navigator.settle()
    #expect(heard.names == ["pendingWork"], "the link went on, then ended")
    #expect(navigator.pendingWork.isEmpty)
  }
}

/// The names of the observed properties whose change was heard, in order; added to by an
/// observation's `onChange`, which runs synchronously on the main actor here.
private final class HeardChanges: @unchecked Sendable {
  // Read and written on the main actor only, where the tests and their observations run.
  var names: [String] = []
  func add(_ name: String) { names.append(name) }
}

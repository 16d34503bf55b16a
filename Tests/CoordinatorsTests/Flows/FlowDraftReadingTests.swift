import Coordinators
import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

/// What a flow's handle says about the flow at one moment.
struct FlowReading: Equatable, CustomStringConvertible {
  var isRunning: Bool
  var parent: ObjectIdentifier?
  var children: [ObjectIdentifier]
  var screens: [AnyRoute]
  var openingRoute: AnyRoute?
  var key: String?

  /// What the handle of a flow that does not run says.
  static let notRunning = FlowReading(
    isRunning: false, parent: nil, children: [], screens: [], openingRoute: nil, key: nil)

  var description: String {
    "running \(isRunning), parent \(parent.map { "\($0)" } ?? "-"), \(children.count) children, "
      + "screens \(screens), opened by \(openingRoute.map { "\($0)" } ?? "-"), key \(key ?? "-")"
  }
}

extension Flow {
  var reading: FlowReading {
    FlowReading(
      isRunning: isRunning,
      parent: parent.map(ObjectIdentifier.init),
      children: children.map(ObjectIdentifier.init),
      screens: screens.map(\.route),
      openingRoute: openingRoute,
      key: key
    )
  }
}

/// A coordinator that shows its first step, then runs `onStart` inside its `start()`, while the
/// transaction that starts it is still open; it handles the actions named in `handled`.
@MainActor
final class ProbeCoordinator: Coordinator {
  let flow = Flow<WizardRoute>()
  let name: String
  let journal: Journal
  let handled: Set<String>
  var onStart: (ProbeCoordinator) -> Void
  /// What the flow read of itself in `start()`.
  var readingInStart: FlowReading?

  init(
    _ name: String,
    journal: Journal,
    handling handled: Set<String> = [],
    onStart: @escaping (ProbeCoordinator) -> Void = { _ in }
  ) {
    self.name = name
    self.journal = journal
    self.handled = handled
    self.onStart = onStart
  }

  func start() {
    flow.show(.step(1))
    // Runs once, then lets go: the tests' closures keep what they find, often this coordinator,
    // and a closure kept here would hold it in a cycle (LeakSanitizer reports it).
    let onStart = self.onStart
    self.onStart = { _ in }
    onStart(self)
    readingInStart = flow.reading
  }

  func handle(_ action: SeenAction) -> ActionHandling {
    let handles = handled.contains(String(describing: action))
    journal.entries.append("\(name) \(handles ? "handled" : "passed") \(action)")
    return handles ? .handled : .unhandled
  }
}

/// A parent whose `.wizard` route opens the probe that `opens` makes.
@MainActor
final class ProbeParentCoordinator: Coordinator {
  let flow = Flow<HomeRoute>()
  let journal: Journal
  var opens: () -> ProbeCoordinator
  /// What the parent does when an action reaches it; it handles every one.
  var onAction: (SeenAction) -> Void = { _ in }

  init(journal: Journal, opens: @escaping () -> ProbeCoordinator) {
    self.journal = journal
    self.opens = opens
  }

  func start() { flow.show(.home) }

  func child(for route: HomeRoute) -> ChildFlow? { route == .wizard ? .flow(opens()) : nil }

  func handle(_ action: SeenAction) -> ActionHandling {
    journal.entries.append("parent handled \(action)")
    onAction(action)
    return .handled
  }
}

@MainActor
@Suite("Flows: a coordinator's start() sees the change it is part of", .hangLimit)
struct FlowDraftReadingTests {
  @Test("in start(), a child reads its parent, screens, opening route and key from the open transaction")
  func childReadsItsFlowInStart() throws {
    let journal = Journal()
    var probe: ProbeCoordinator?
    let parent = ProbeParentCoordinator(journal: journal) {
      let made = ProbeCoordinator("child", journal: journal)
      probe = made
      return made
    }
    let navigator = Navigator(root: parent)
    navigator.expectNoProblems()
    #expect(parent.flow.show(.wizard))

    let child = try #require(probe)
    let expected = FlowReading(
      isRunning: true,
      parent: ObjectIdentifier(parent),
      children: [],
      screens: [AnyRoute(WizardRoute.step(1))],
      openingRoute: AnyRoute(HomeRoute.wizard),
      key: nil
    )
    #expect(child.readingInStart == expected)
    // Once the transaction has committed, the same reads agree.
    #expect(child.flow.reading == expected)
  }

  @Test("in start(), a child started with a key reads the key, and the navigator finds it by it")
  func keyInStart() throws {
    let journal = Journal()
    let parent = ProbeParentCoordinator(journal: journal) { ProbeCoordinator("unused", journal: journal) }
    let navigator = Navigator(root: parent)
    navigator.expectNoProblems()
    var foundByKey: (any Coordinator)?
    var foundByType: [ProbeCoordinator] = []
    let child = ProbeCoordinator("child", journal: journal) { probe in
      foundByKey = probe.flow.navigator?.coordinator(forKey: "settings")
      foundByType = probe.flow.navigator?.coordinators(ofType: ProbeCoordinator.self) ?? []
    }
    #expect(parent.flow.start(child, as: .sheet(), key: "settings"))

    #expect(child.readingInStart?.key == "settings")
    #expect(child.readingInStart?.parent == ObjectIdentifier(parent))
    #expect(child.readingInStart?.openingRoute == nil)
    #expect(foundByKey === child)
    #expect(foundByType.map(ObjectIdentifier.init) == [ObjectIdentifier(child)])
    #expect(child.flow.reading == child.readingInStart)
  }

  @Test("in start(), sendToParent reaches the parent's handler, and no action is reported unhandled")
  func sendToParentInStart() throws {
    let journal = Journal()
    var sent: Bool?
    let parent = ProbeParentCoordinator(journal: journal) {
      ProbeCoordinator("child", journal: journal) { probe in sent = probe.flow.sendToParent(StandardAction.done) }
    }
    let navigator = Navigator(root: parent)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(parent.flow.show(.wizard))

    #expect(sent == true)
    #expect(journal.entries == ["parent handled done"])
    #expect(problems.problems.isEmpty)
  }

  @Test("in start(), send offers the action to the flow itself, then bubbles to the parent")
  func sendInStart() throws {
    let journal = Journal()
    var sent: Bool?
    let parent = ProbeParentCoordinator(journal: journal) {
      ProbeCoordinator("child", journal: journal) { probe in sent = probe.flow.send(Tapped(item: 1)) }
    }
    let navigator = Navigator(root: parent)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(parent.flow.show(.wizard))

    #expect(sent == true)
    #expect(journal.entries == ["child passed Tapped(item: 1)", "parent handled Tapped(item: 1)"])
    #expect(problems.problems.isEmpty)
  }

  @Test("in start(), an action sent from a screen the flow just showed reaches its coordinator")
  func sendFromNewScreenInStart() throws {
    let journal = Journal()
    var sent: Bool?
    let parent = ProbeParentCoordinator(journal: journal) {
      ProbeCoordinator("child", journal: journal, handling: ["done"]) { probe in
        guard let navigator = probe.flow.navigator, let screen = probe.flow.screens.last else { return }
        sent = navigator.send(StandardAction.done, from: screen.id)
      }
    }
    let navigator = Navigator(root: parent)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(parent.flow.show(.wizard))

    #expect(sent == true)
    #expect(journal.entries == ["child handled done"])
    #expect(problems.problems.isEmpty)
  }

  @Test("what a parent does for an action sent from start() joins the same change")
  func parentReactionJoinsTheChange() throws {
    let journal = Journal()
    let parent = ProbeParentCoordinator(journal: journal) {
      ProbeCoordinator("child", journal: journal) { probe in probe.flow.sendToParent(StandardAction.done) }
    }
    parent.onAction = { [weak parent] _ in parent?.flow.push(.detail(7)) }
    let navigator = Navigator(root: parent)
    navigator.expectNoProblems()
    let events = EventRecorder(navigator)
    #expect(parent.flow.show(.wizard))

    #expect(
      navigator.state.allScreens.map(\.route) == [
        AnyRoute(HomeRoute.home), AnyRoute(WizardRoute.step(1)), AnyRoute(HomeRoute.detail(7)),
      ])
    #expect(events.events.count == 1)
  }

  @Test("a start() that fails after reading and sending leaves nothing of the flow visible")
  func failedStartLeavesNothing() throws {
    let journal = Journal()
    var probe: ProbeCoordinator?
    let parent = ProbeParentCoordinator(journal: journal) {
      let made = ProbeCoordinator("child", journal: journal) { probe in
        probe.flow.sendToParent(StandardAction.done)
        probe.flow.remove(99)  // rejected: the whole start rolls back
      }
      probe = made
      return made
    }
    parent.onAction = { [weak parent] _ in parent?.flow.push(.detail(7)) }
    let navigator = Navigator(root: parent)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let before = navigator.state
    #expect(!parent.flow.show(.wizard))

    let child = try #require(probe)
    // Inside the start, the flow was there.
    #expect(child.readingInStart?.parent == ObjectIdentifier(parent))
    #expect(child.readingInStart?.screens == [AnyRoute(WizardRoute.step(1))])
    // After the rollback, neither the child nor what its parent did for it is.
    #expect(child.flow.reading == .notRunning)
    #expect(parent.flow.children.isEmpty)
    #expect(navigator.state == before)
    #expect(navigator.flowCount == 1)
    #expect(problems.errors.map(\.detail) == [.screenNotFound(99)])
    #expect(problems.unhandledActions.isEmpty)
  }

  @Test("a transaction body reads the flows it started, and after its rollback they are gone")
  func rolledBackTransaction() throws {
    let journal = Journal()
    let parent = ProbeParentCoordinator(journal: journal) { ProbeCoordinator("unused", journal: journal) }
    let navigator = Navigator(root: parent)
    navigator.expectNoProblems()
    let before = navigator.state
    let child = ProbeCoordinator("child", journal: journal)
    var inside: (children: [ObjectIdentifier], child: FlowReading, byKey: (any Coordinator)?, count: Int)?
    let error = #expect(throws: NavigationError.self) {
      try navigator.transaction {
        parent.flow.start(child, key: "child")
        inside = (
          parent.flow.children.map(ObjectIdentifier.init), child.flow.reading,
          navigator.coordinator(forKey: "child"), navigator.flowCount
        )
        parent.flow.remove(99)
      }
    }

    #expect(error?.detail == .screenNotFound(99))
    #expect(inside?.children == [ObjectIdentifier(child)])
    #expect(inside?.child.parent == ObjectIdentifier(parent))
    #expect(inside?.child.key == "child")
    #expect(inside?.byKey === child)
    #expect(inside?.count == 2)
    #expect(parent.flow.children.isEmpty)
    #expect(child.flow.reading == .notRunning)
    #expect(navigator.coordinator(forKey: "child") == nil)
    #expect(navigator.flowCount == 1)
    #expect(navigator.state == before)
  }

  @Test("a grandchild started in a child's start() and the child see each other, in start() and after")
  func nestedStartsSeeEachOther() throws {
    let journal = Journal()
    var probes: [String: ProbeCoordinator] = [:]
    var childrenAfterGrandchildStarted: [ObjectIdentifier]?
    var grandparentSeenByGrandchild: ObjectIdentifier?
    var sent: Bool?
    let parent = ProbeParentCoordinator(journal: journal) {
      let child = ProbeCoordinator("child", journal: journal, handling: ["Tapped(item: 2)"]) { child in
        let grandchild = ProbeCoordinator("grandchild", journal: journal) { grandchild in
          let seenParent = grandchild.flow.parent as? ProbeCoordinator
          grandparentSeenByGrandchild = seenParent?.flow.parent.map(ObjectIdentifier.init)
          sent = grandchild.flow.sendToParent(Tapped(item: 2))
          grandchild.flow.sendToParent(StandardAction.done)
        }
        probes["grandchild"] = grandchild
        child.flow.start(grandchild, key: "grandchild")
        childrenAfterGrandchildStarted = child.flow.children.map(ObjectIdentifier.init)
      }
      probes["child"] = child
      return child
    }
    let navigator = Navigator(root: parent)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(parent.flow.show(.wizard))

    let child = try #require(probes["child"])
    let grandchild = try #require(probes["grandchild"])
    #expect(grandchild.readingInStart?.parent == ObjectIdentifier(child))
    #expect(grandchild.readingInStart?.key == "grandchild")
    #expect(grandchild.readingInStart?.screens == [AnyRoute(WizardRoute.step(1))])
    #expect(grandparentSeenByGrandchild == ObjectIdentifier(parent))
    #expect(childrenAfterGrandchildStarted == [ObjectIdentifier(grandchild)])
    #expect(child.readingInStart?.children == [ObjectIdentifier(grandchild)])
    #expect(sent == true)
    #expect(
      journal.entries == [
        "child handled Tapped(item: 2)", "child passed done", "parent handled done",
      ])
    #expect(problems.problems.isEmpty)
    // After the commit, the same reads agree.
    #expect(child.flow.reading == child.readingInStart)
    #expect(grandchild.flow.reading == grandchild.readingInStart)
  }

  @Test("a grandchild whose start() fails rolls back its parent's start too, and neither is visible")
  func nestedFailureRollsBackBoth() throws {
    let journal = Journal()
    var probes: [String: ProbeCoordinator] = [:]
    let parent = ProbeParentCoordinator(journal: journal) {
      let child = ProbeCoordinator("child", journal: journal) { child in
        let grandchild = ProbeCoordinator("grandchild", journal: journal) { $0.flow.remove(99) }
        probes["grandchild"] = grandchild
        child.flow.start(grandchild)
      }
      probes["child"] = child
      return child
    }
    let navigator = Navigator(root: parent)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let before = navigator.state
    #expect(!parent.flow.show(.wizard))

    let child = try #require(probes["child"])
    let grandchild = try #require(probes["grandchild"])
    #expect(grandchild.readingInStart?.parent == ObjectIdentifier(child))
    #expect(child.flow.reading == .notRunning)
    #expect(grandchild.flow.reading == .notRunning)
    #expect(parent.flow.children.isEmpty)
    #expect(navigator.flowCount == 1)
    #expect(navigator.state == before)
    #expect(problems.errors.map(\.detail) == [.screenNotFound(99)])
  }
}

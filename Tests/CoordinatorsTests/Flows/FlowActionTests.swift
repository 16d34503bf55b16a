import Coordinators
import CoordinatorsTesting
import FlowFixtures
import TestSupport
import Testing

struct Tapped: CoordinatorAction, Equatable {
  var item: Int
}

@MainActor
final class RecordingWizard: Coordinator {
  let flow = Flow<WizardRoute>()
  let journal: Journal
  let handled: Set<String>

  init(journal: Journal, handling handled: Set<String> = []) {
    self.journal = journal
    self.handled = handled
  }

  func start() { flow.show(.step(1)) }

  func handle(_ action: SeenAction) -> ActionHandling {
    let name = String(describing: action)
    journal.entries.append("wizard \(flow.id?.description ?? "-") saw \(name)")
    return handled.contains(name) ? .handled : .unhandled
  }
}

@MainActor
@Suite("Flows: actions bubble up the tree", .hangLimit)
struct FlowActionTests {
  @Test("an action goes from the flow up to the first coordinator that handles it")
  func bubbling() throws {
    let journal = Journal()
    let home = HomeCoordinator(journal: journal)
    let navigator = Navigator(root: home)
    let outer = RecordingWizard(journal: journal)
    home.flow.start(outer, as: .push)
    let inner = RecordingWizard(journal: journal, handling: ["cancel"])
    outer.flow.start(inner, as: .push)
    home.handles = { $0.base as? Tapped == Tapped(item: 1) ? .handled : .unhandled }

    #expect(inner.flow.send(Tapped(item: 1)))
    #expect(
      journal.entries == [
        "wizard 2 saw Tapped(item: 1)", "wizard 1 saw Tapped(item: 1)", "home handled Tapped(item: 1)",
      ]
    )
    journal.entries.removeAll()
    #expect(inner.flow.send(StandardAction.cancel))
    #expect(journal.entries == ["wizard 2 saw cancel"])
    journal.entries.removeAll()
    navigator.logsProblems = false
    #expect(!inner.flow.sendToParent(StandardAction.cancel))
    #expect(journal.entries == ["wizard 1 saw cancel", "home handled cancel"])
  }

  @Test("an action nobody handles reaches every problem observer, never dropped silently")
  func unhandled() throws {
    let journal = Journal()
    let home = HomeCoordinator(journal: journal)
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    var events: [NavigatorEvent] = []
    navigator.observe { events.append($0) }
    let wizard = RecordingWizard(journal: journal)
    home.flow.start(wizard, as: .push)
    events.removeAll()

    #expect(!wizard.flow.send(StandardAction.done))
    #expect(problems.unhandledActions == ["done from flow 1"])
    #expect(events == [.problem(.unhandledAction("done", from: 1))])
    #expect(journal.entries == ["wizard 1 saw done", "home handled done"])
  }

  @Test("a view reports an action from its screen to the flow that owns it")
  func fromScreen() throws {
    let journal = Journal()
    let home = HomeCoordinator(journal: journal)
    let navigator = Navigator(root: home)
    let wizard = RecordingWizard(journal: journal, handling: ["Tapped(item: 4)"])
    home.flow.start(wizard, as: .push)
    let screen = navigator.state.topScreen.id
    #expect(navigator.send(Tapped(item: 4), from: screen))
    #expect(journal.entries == ["wizard 1 saw Tapped(item: 4)"])
    // The home screen's actions go to the home coordinator.
    journal.entries.removeAll()
    navigator.logsProblems = false
    #expect(!navigator.send(Tapped(item: 4), from: 0))
    #expect(journal.entries == ["home handled Tapped(item: 4)"])
  }

  @Test("an action from a screen that does not exist is refused, naming the screen")
  func fromMissingScreen() throws {
    let navigator = Navigator(root: HomeCoordinator())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    #expect(!navigator.send(StandardAction.done, from: 99))
    #expect(problems.errors.map(\.detail) == [.screenNotFound(99)])
    #expect(problems.unhandledActions.isEmpty)
    #expect(
      problems.errors.first?.description == "cannot send done from screen 99: screen 99 is not in the navigation state")
  }
}

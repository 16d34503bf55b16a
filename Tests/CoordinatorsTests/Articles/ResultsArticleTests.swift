import Coordinators
import CoordinatorsTesting
import TestSupport
import Testing

// The code of the article Results (Sources/Coordinators/Documentation.docc/Results.md), as it
// is printed there, and the behaviour the article describes. Keep the two in step.
enum ResultsArticle {
  enum ProfileRoute: Route { case profile, editName }
  enum NameRoute: Route { case form }

  @MainActor final class NameEditorCoordinator: Coordinator {
    typealias Output = String
    let flow = Flow<NameRoute>()

    func start() { flow.show(.form) }

    func save(_ name: String) { finish(with: name) }  // the parent receives .finished(name)
    func close() { cancel() }  // the parent receives .cancelled
  }

  @MainActor final class ProfileCoordinator: Coordinator {
    let flow = Flow<ProfileRoute>()
    var name = "Ada"

    func start() { flow.show(.profile) }

    func editName() async {
      switch await flow.run(NameEditorCoordinator(), as: .sheet()) {
      case .finished(let newName): name = newName
      case .cancelled: break  // swiped down, closed, or ended with its parent
      }
    }

    func editNameWithoutWaiting() {
      flow.start(NameEditorCoordinator(), as: .sheet()) { [weak self] result in
        if let newName = result.value { self?.name = newName }
      }
    }

    func child(for route: ProfileRoute) -> ChildFlow? {
      guard route == .editName else { return nil }
      return childFlow(NameEditorCoordinator(), as: .sheet()) { profile, result in
        if let newName = result.value { profile.name = newName }
      }
    }

    // Not in the article: a pushed editor, for the back swipe.
    func editNameOnAPushedScreen() async -> FlowResult<String> {
      await flow.run(NameEditorCoordinator())
    }
  }
}

extension ResultsArticle {
  @MainActor
  @Suite("Article Results: a child flow's typed result", .hangLimit)
  struct Tests {
    let profile = ProfileCoordinator()
    let navigator: Navigator
    let host = TestHost()

    init() {
      navigator = Navigator(root: profile)
      navigator.attach(host)
    }

    func runningEditor() throws -> NameEditorCoordinator {
      try #require(navigator.coordinators(ofType: NameEditorCoordinator.self).last)
    }

    @Test("run waits for the child and hands back the value it finishes with")
    func runFinished() async throws {
      navigator.expectNoProblems()
      let editing = Task { await profile.editName() }
      await navigator.settle()
      #expect(navigator.state.modals.count == 1)
      try runningEditor().save("Grace")
      await editing.value
      #expect(profile.name == "Grace")
      #expect(navigator.state.modals.isEmpty)
      #expect(navigator.flowCount == 1)
    }

    @Test("a sheet the user swipes down is a cancelled result, and the child is released")
    func swipeDownCancels() async throws {
      navigator.expectNoProblems()
      let editing = Task { await profile.editName() }
      await navigator.settle()
      weak let editor = try runningEditor()
      #expect(host.swipeDown())
      await editing.value
      #expect(profile.name == "Ada")
      #expect(editor == nil)
    }

    @Test("the callback receives the parent and the result, once")
    func callback() async throws {
      navigator.expectNoProblems()
      profile.editNameWithoutWaiting()
      try runningEditor().close()
      #expect(profile.name == "Ada")
      profile.editNameWithoutWaiting()
      let editor = try runningEditor()
      editor.save("Grace")
      #expect(profile.name == "Grace")
      #expect(navigator.flowCount == 1)
    }

    @Test("a flow route's child reports to the callback of its ChildFlow")
    func flowRoute() throws {
      navigator.expectNoProblems()
      try navigator.navigate(to: [ProfileRoute.editName])
      #expect(navigator.state.modals.count == 1)
      try runningEditor().save("Grace")
      #expect(profile.name == "Grace")
    }

    @Test("a back swipe the user lets go of changes nothing; a completed one cancels the pushed child")
    func backSwipe() async throws {
      navigator.expectNoProblems()
      let editing = Task { await profile.editNameOnAPushedScreen() }
      await navigator.settle()
      #expect(navigator.state.stack(at: .root)?.count == 2)
      host.beginBackSwipe()
      host.cancelBackSwipe()
      await navigator.settle()
      #expect(try runningEditor().flow.isRunning)
      #expect(host.swipeBack())
      #expect(await editing.value == .cancelled)
    }

    @Test("a child that finishes twice is told once; the second call is a problem")
    func finishOnce() throws {
      let problems = ProblemRecorder(navigator, recordsIssues: false)
      var results: [FlowResult<String>] = []
      let editor = NameEditorCoordinator()
      profile.flow.start(editor, as: .sheet()) { results.append($0) }
      editor.save("Grace")
      editor.save("Ada")
      #expect(results == [.finished("Grace")])
      #expect(problems.errors.map(\.detail) == [.flowNotRunning(1)])
    }

    @Test("cancelling the task that waits in run cancels the child")
    func taskCancellation() async throws {
      let editing = Task { await profile.flow.run(NameEditorCoordinator(), as: .sheet()) }
      await navigator.settle()
      editing.cancel()
      #expect(await editing.value == .cancelled)
      #expect(navigator.state.modals.isEmpty)
      #expect(navigator.flowCount == 1)
    }
  }
}

@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Observation
import TestSupport
import Testing

@MainActor
@Suite("Flows: interactive dismissal disabled", .hangLimit)
struct InteractiveDismissalTests {
  /// Home, detail 1 and a picker sheet with two screens, on a test host.
  func pickerSheet() throws -> (Navigator, HomeCoordinator, PickerCoordinator, TestHost) {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    let host = TestHost()
    navigator.attach(host)
    home.flow.push(.detail(1))
    let picker = PickerCoordinator()
    #expect(home.flow.start(picker, as: .sheet()))
    picker.flow.push(.shades)
    return (navigator, home, picker, host)
  }

  @Test(
    "a swipe-down of a sheet whose flow disabled it is refused; the attempt reaches the coordinator, which dismisses")
  func swipeDownRefusedThenDismissed() async throws {
    let (navigator, _, picker, host) = try pickerSheet()
    let (attempts, attempted) = AsyncStream.makeStream(of: Void.self)
    let answers = Journal()
    let disabled = picker.flow.disableInteractiveDismissal { [weak picker] in
      await Task.yield()  // an alert would be awaited here
      answers.entries.append("discard")
      picker?.cancel()
      attempted.yield()
    }
    #expect(disabled)
    #expect(picker.flow.isInteractiveDismissalDisabled)
    let layer = try #require(navigator.state.modals.first?.id)
    #expect(navigator.session?.allows(.dismissedLayer(layer)) == false)
    let before = navigator.state
    #expect(!host.swipeDown())
    #expect(navigator.state == before)
    #expect(host.shown == before)
    var iterator = attempts.makeAsyncIterator()
    await iterator.next()
    #expect(answers.entries == ["discard"])
    #expect(navigator.state.modals.isEmpty)
    #expect(!picker.flow.isRunning)
  }

  @Test("while the coordinator answers a refused swipe, the navigator's pending work names the flow and the gesture")
  func pendingWorkNamesTheRefusedGesture() async throws {
    let (navigator, _, picker, host) = try pickerSheet()
    let (release, released) = AsyncStream.makeStream(of: Void.self)
    let (answers, answered) = AsyncStream.makeStream(of: Void.self)
    picker.flow.disableInteractiveDismissal {
      for await _ in release { break }
      answered.yield()
    }
    let flow = try #require(picker.flow.id)
    let layer = try #require(navigator.state.modalLayers.first?.id)
    #expect(!host.swipeDown())
    #expect(
      navigator.pendingWork == [
        "flow \(flow)'s answer to a refused gesture (dismissed the layer of screen \(layer)) waits for the user"
      ])
    released.yield()
    var iterator = answers.makeAsyncIterator()
    await iterator.next()
    // The work ends in the attempt's task, right after the answer returns.
    for _ in 0..<1_000 where !navigator.pendingWork.isEmpty { await Task.yield() }
    #expect(navigator.pendingWork.isEmpty)
  }

  /// Home, then a wizard flow pushed with two steps over it, on a test host.
  func wizardOverHome() -> (Navigator, HomeCoordinator, WizardCoordinator, TestHost) {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    let host = TestHost()
    navigator.attach(host)
    let wizard = WizardCoordinator(firstSteps: 2)
    home.flow.start(wizard)
    return (navigator, home, wizard, host)
  }

  @Test("a back swipe between a guarded flow's own screens goes through; one past its first screen is refused and asks")
  func backSwipeBetweenOwnScreensGoesThrough() async throws {
    let (navigator, home, wizard, host) = wizardOverHome()
    let (attempts, attempted) = AsyncStream.makeStream(of: Void.self)
    wizard.flow.disableInteractiveDismissal { attempted.yield() }
    #expect(navigator.state.screenCount == 3)
    #expect(navigator.session?.allows(.popped(to: 1)) == true)
    #expect(host.swipeBack())
    #expect(navigator.state.screenCount == 2)
    #expect(wizard.flow.isRunning)
    // Its first screen: the swipe, and a long press on the back button past it, would end the flow.
    let before = navigator.state
    #expect(navigator.session?.allows(.popped(to: 0)) == false)
    #expect(!host.swipeBack())
    wizard.flow.push(.step(3))
    let withThird = navigator.state
    #expect(!host.popBack(to: 0))
    #expect(navigator.state == withThird)
    var iterator = attempts.makeAsyncIterator()
    await iterator.next()
    await iterator.next()
    // A child pushed over the wizard may be swiped away: the wizard keeps its screens.
    #expect(wizard.flow.pop())
    #expect(navigator.state == before)
    home.flow.push(.detail(9))
    #expect(host.swipeBack())
    #expect(navigator.state == before)
    // Enabled again, the swipe goes through.
    #expect(wizard.flow.enableInteractiveDismissal())
    #expect(host.swipeBack())
    #expect(navigator.state.screenCount == 1)
    #expect(!wizard.flow.isRunning)
  }

  @Test("a flow that guards every screen refuses the back swipe between its own screens, and asks")
  func everyScreenRefusesTheSwipeBetweenOwnScreens() async throws {
    let (navigator, _, wizard, host) = wizardOverHome()
    let (attempts, attempted) = AsyncStream.makeStream(of: Void.self)
    wizard.flow.disableInteractiveDismissal(.everyScreen) { attempted.yield() }
    let before = navigator.state
    #expect(navigator.session?.allows(.popped(to: 1)) == false)
    #expect(!host.swipeBack())
    #expect(navigator.state == before)
    var iterator = attempts.makeAsyncIterator()
    await iterator.next()
    // Disabling again with the default scope keeps only the flow itself.
    wizard.flow.disableInteractiveDismissal()
    #expect(host.swipeBack())
    #expect(!host.swipeBack())
  }

  @Test("popping a guarded flow's child flow goes through: the flow keeps its screens")
  func aFlowIsKeptThroughItsChildren() throws {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    navigator.expectNoProblems()
    let host = TestHost()
    navigator.attach(host)
    let picker = PickerCoordinator()
    home.flow.start(picker, as: .sheet())
    let wizard = WizardCoordinator(firstSteps: 1)
    picker.flow.start(wizard)
    picker.flow.disableInteractiveDismissal()
    // The wizard's screen goes, the picker's stays: the picker is not taken away.
    #expect(host.swipeBack())
    #expect(picker.flow.isRunning)
    #expect(!host.swipeDown())
    #expect(picker.flow.isRunning)
  }

  @Test("a tab reselection that pops past a guarded flow is refused; one that keeps it is not asked")
  func reselectionPastTheFlowIsRefused() async throws {
    let tabs = TabsCoordinator()
    let navigator = Navigator(root: tabs)
    navigator.expectNoProblems()
    let host = TestHost()
    navigator.attach(host)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).first)
    let wizard = WizardCoordinator(firstSteps: 2)
    home.flow.start(wizard)
    let (attempts, attempted) = AsyncStream.makeStream(of: Void.self)
    wizard.flow.disableInteractiveDismissal { attempted.yield() }
    let before = navigator.state
    #expect(navigator.session?.allows(.reselectedTab("home")) == false)
    #expect(!host.tapTab("home"))
    #expect(navigator.state == before)
    var iterator = attempts.makeAsyncIterator()
    await iterator.next()
    // Settings holds no guarded flow: its reselection, and a selection of it, go through.
    #expect(navigator.session?.allows(.selectedTab("settings")) == true)
    #expect(host.tapTab("settings"))
  }

  @Test("commands still remove the screens, and a gesture the host could not refuse is followed")
  func commandsAndUnrefusedGestures() throws {
    let (navigator, home, picker, host) = try pickerSheet()
    picker.flow.disableInteractiveDismissal()
    #expect(home.flow.end(picker))
    #expect(navigator.state.modals.isEmpty)
    let second = PickerCoordinator()
    home.flow.start(second, as: .sheet())
    second.flow.disableInteractiveDismissal()
    let layer = try #require(navigator.state.modals.first?.id)
    #expect(host.play(.dismissedLayer(layer)))
    #expect(navigator.state.modals.isEmpty)
    #expect(!second.flow.isRunning)
  }

  @Test("views that ask allowsUser are told when a flow disables dismissal, and when the flow finishes")
  func observedByViews() throws {
    let (navigator, home, picker, _) = try pickerSheet()
    let layer = try #require(navigator.state.modals.first?.id)
    let read = { _ = navigator.session?.allows(.dismissedLayer(layer)) }
    #expect(invalidates({ picker.flow.disableInteractiveDismissal() }, reading: read))
    #expect(navigator.session?.allows(.dismissedLayer(layer)) == false)
    #expect(invalidates({ home.flow.end(picker) }, reading: read))
    #expect(navigator.session?.allows(.popped(to: 0)) == true)
  }
}

/// Whether reading `read` is invalidated by `change`.
@MainActor
private func invalidates(_ change: () -> Void, reading read: @escaping () -> Void) -> Bool {
  let changed = ChangeFlag()
  withObservationTracking(read) { changed.value = true }
  change()
  return changed.value
}

/// Set by an observation's `onChange`, which runs synchronously on the main actor here.
private final class ChangeFlag: @unchecked Sendable {
  // Written by onChange during `change()`, read after it, on the main actor.
  var value = false
}

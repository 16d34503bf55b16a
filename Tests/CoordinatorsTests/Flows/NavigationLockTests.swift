@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Flows: the navigation lock", .hangLimit)
struct NavigationLockTests {
  /// Home with detail 1 and a picker sheet (flow 1) that holds the lock.
  func lockedPicker() throws -> (Navigator, HomeCoordinator, PickerCoordinator, ProblemRecorder) {
    let home = HomeCoordinator()
    let navigator = Navigator(root: home)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    home.flow.push(.detail(1))
    let picker = PickerCoordinator()
    #expect(home.flow.start(picker, as: .sheet()))
    #expect(picker.flow.lockNavigation())
    #expect(navigator.navigationLockHolder == picker.flow.id)
    return (navigator, home, picker, problems)
  }

  @Test("while a flow holds the lock, commands from outside its subtree that take its screens are refused")
  func commandsFromOutsideAreRefused() throws {
    let (navigator, home, picker, problems) = try lockedPicker()
    let before = navigator.state
    let events = EventRecorder(navigator)
    #expect(!home.flow.end(picker))
    #expect(!home.flow.popToRoot())
    #expect(!navigator.dismiss())
    #expect(!navigator.dismissAll())
    #expect(throws: NavigationError(.navigationLocked(by: 1, caller: nil))) {
      try navigator.apply([.popToRoot, .dismissAll])
    }
    #expect(navigator.state == before)
    #expect(events.events.isEmpty)
    #expect(
      problems.errors.map(\.detail)
        == [
          .navigationLocked(by: 1, caller: .root), .navigationLocked(by: 1, caller: .root),
          .navigationLocked(by: 1, caller: nil), .navigationLocked(by: 1, caller: nil),
        ])
    // The holder goes on: it pushes and pops its own screens; others may still add screens.
    #expect(picker.flow.push(.shades) != nil)
    #expect(picker.flow.pop())
    #expect(home.flow.remove(navigator.state.stack(at: .root)?.last?.id ?? -1))
  }

  @Test("another flow cannot take the lock, nor end it")
  func oneHolder() throws {
    let (navigator, home, picker, problems) = try lockedPicker()
    #expect(!home.flow.lockNavigation())
    #expect(!home.flow.unlockNavigation())
    #expect(picker.flow.holdsNavigationLock)
    #expect(!home.flow.holdsNavigationLock)
    #expect(navigator.navigationLockHolder == picker.flow.id)
    #expect(problems.errors.map(\.detail) == Array(repeating: .navigationLocked(by: 1, caller: .root), count: 2))
  }

  @Test(
    "the lock ends when its holder finishes, whatever the cause",
    arguments: ["finish", "cancel", "swipe down", "unlock"]
  )
  func lockEndsWithTheHolder(cause: String) throws {
    let (navigator, home, picker, problems) = try lockedPicker()
    let host = TestHost()
    navigator.attach(host)
    switch cause {
    case "finish": picker.finish(with: 3)
    case "cancel": picker.cancel()
    case "swipe down": #expect(host.swipeDown())
    default: #expect(picker.flow.unlockNavigation())
    }
    #expect(navigator.navigationLockHolder == nil)
    #expect(home.flow.popToRoot())
    #expect(navigator.state.screenCount == 1)
    #expect(problems.errors.isEmpty)
  }

  @Test("a tab the user selects while the lock is held is refused and selected back")
  func userTabSelectionIsRefused() throws {
    let tabs = TabsCoordinator()
    let navigator = Navigator(root: tabs)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let host = TestHost()
    navigator.attach(host)
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).last)
    #expect(home.flow.lockNavigation())
    #expect(navigator.session?.allows(.selectedTab("settings")) == false)
    #expect(navigator.session?.allows(.reselectedTab("home")) == true)
    #expect(!navigator.selectTab("settings"))
    // A host that asks first (UIKit's shouldSelect) refuses the tap.
    #expect(!host.tapTab("settings"))
    #expect(host.shown?.selectedTab == "home")
    // A host that shows the tap before it reports it (SwiftUI's selection binding) selects back.
    host.play(.selectedTab("settings"))
    #expect(navigator.state.selectedTab == "home")
    #expect(host.shown?.selectedTab == "home")
    #expect(host.steps.last == .selectTab("home"))
    #expect(
      problems.errors.map(\.detail)
        == Array(repeating: .navigationLocked(by: home.flow.id ?? -1, caller: nil), count: 3))
    // The holder itself may switch tabs.
    #expect(home.flow.selectTab("settings"))
  }

  @Test("links opened while the lock is held wait, and open in order once it ends")
  func linksQueueBehindTheLock() async throws {
    let (navigator, _, picker, problems) = try lockedPicker()
    navigator.deepLinks = try homeLinks(session: Session())
    navigator.attach(TestHost())
    var applied: [String] = []
    navigator.observe(NavigationEvent.self) { event in
      if case .deepLink(let url) = event.cause { applied.append(url.absoluteString) }
    }
    navigator.handle(url("app://home/detail/7"))
    navigator.handle(url("app://home/detail/8"))
    await navigator.waitUntilIdle()
    #expect(applied.isEmpty)
    #expect(
      navigator.pendingWork == [
        "link app://home/detail/7 waits for the navigation lock of flow 1 to end",
        "link app://home/detail/8 waits for the navigation lock of flow 1 to end",
      ])
    picker.finish(with: 1)
    await navigator.waitUntilIdle()
    #expect(applied == ["app://home/detail/7", "app://home/detail/8"])
    #expect(navigator.pendingWork.isEmpty)
    #expect(problems.errors.isEmpty)
  }

  @Test("a link waiting behind the lock is dropped when its task is cancelled")
  func queuedLinkCancelled() async throws {
    let (navigator, _, picker, _) = try lockedPicker()
    navigator.deepLinks = try homeLinks(session: Session())
    navigator.attach(TestHost())
    let opening = Task { try await navigator.open(url("app://home/detail/7")) }
    await navigator.waitUntilIdle()
    opening.cancel()
    let result = await opening.result
    #expect(throws: DeepLinkError.self) { try result.get() }
    #expect(navigator.pendingWork.isEmpty)
    #expect(picker.flow.holdsNavigationLock)
  }

  // MARK: Every path is checked (issue 29)

  /// Whether nothing changed since `before`: the same state, the holder still running and
  /// holding the lock.
  func expectUnchanged(
    _ navigator: Navigator, since before: NavigationState, flows: Int, holder: PickerCoordinator,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(navigator.state == before, sourceLocation: sourceLocation)
    #expect(navigator.flowCount == flows, sourceLocation: sourceLocation)
    #expect(holder.flow.isRunning, sourceLocation: sourceLocation)
    #expect(holder.flow.holdsNavigationLock, sourceLocation: sourceLocation)
  }

  @Test("startAtRoot from outside the holder is refused, naming the flow that asked")
  func startAtRootIsRefused() throws {
    let (navigator, home, picker, problems) = try lockedPicker()
    let before = navigator.state
    #expect(!home.flow.startAtRoot(OnboardingCoordinator()))
    expectUnchanged(navigator, since: before, flows: 2, holder: picker)
    #expect(problems.errors.map(\.detail) == [.navigationLocked(by: 1, caller: .root)])
  }

  @Test("showTabs from outside the holder is refused")
  func showTabsIsRefused() throws {
    let (navigator, home, picker, problems) = try lockedPicker()
    let before = navigator.state
    #expect(!home.flow.showTabs([TabFlow("settings", SettingsCoordinator())]))
    expectUnchanged(navigator, since: before, flows: 2, holder: picker)
    #expect(problems.errors.map(\.detail) == [.navigationLocked(by: 1, caller: .root)])
  }

  @Test("show of a route that opens a root child is refused while a flow below holds the lock")
  func showOfARootChildIsRefused() throws {
    let app = AppCoordinator()
    let navigator = Navigator(root: app)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let onboarding = try #require(navigator.coordinators(ofType: OnboardingCoordinator.self).last)
    let picker = PickerCoordinator()
    #expect(onboarding.flow.start(picker, as: .sheet()))
    #expect(picker.flow.lockNavigation())
    let holder = try #require(picker.flow.id)
    let before = navigator.state
    #expect(!app.flow.show(.main))
    expectUnchanged(navigator, since: before, flows: 3, holder: picker)
    #expect(problems.errors.map(\.detail) == [.navigationLocked(by: holder, caller: .root)])
  }

  @Test("navigate(to:) is refused when it would take the holder's screens")
  func navigateIsRefused() throws {
    let (navigator, _, picker, _) = try lockedPicker()
    let before = navigator.state
    let error = #expect(throws: NavigationError.self) { try navigator.navigate(to: [HomeRoute.detail(2)]) }
    #expect(error?.detail == .navigationLocked(by: 1, caller: nil))
    expectUnchanged(navigator, since: before, flows: 2, holder: picker)
  }

  @Test("navigate(to:) may not select another tab while a tab's flow holds the lock")
  func navigateToAnotherTabIsRefused() throws {
    let navigator = Navigator(root: TabsCoordinator())
    navigator.logsProblems = false
    let home = try #require(navigator.coordinators(ofType: HomeCoordinator.self).last)
    #expect(home.flow.lockNavigation())
    let holder = try #require(home.flow.id)
    let before = navigator.state
    let flows = navigator.flowCount
    let error = #expect(throws: NavigationError.self) { try navigator.navigate(to: [SettingsRoute.about]) }
    #expect(error?.detail == .navigationLocked(by: holder, caller: nil))
    #expect(navigator.state == before)
    #expect(navigator.flowCount == flows)
    #expect(navigator.navigationLockHolder == holder)
    // A walk that stays in the holder's tab goes through.
    try navigator.navigate(to: [HomeRoute.detail(3)])
    #expect(navigator.state.selectedTab == "home")
  }

  @Test("popOrDismiss is refused when it would take the holder's screen")
  func popOrDismissIsRefused() throws {
    let (navigator, _, picker, problems) = try lockedPicker()
    let before = navigator.state
    #expect(!navigator.popOrDismiss())
    picker.flow.push(.shades)
    let pushed = navigator.state
    #expect(!navigator.popOrDismiss())
    #expect(navigator.state == pushed)
    #expect(picker.flow.pop())
    expectUnchanged(navigator, since: before, flows: 2, holder: picker)
    #expect(problems.errors.map(\.detail) == Array(repeating: .navigationLocked(by: 1, caller: nil), count: 2))
  }

  @Test("pop(to:) a route type is refused when it would take the holder's screens")
  func popToTypeIsRefused() throws {
    let (navigator, _, picker, problems) = try lockedPicker()
    picker.flow.push(.shades)
    #expect(picker.flow.start(WizardCoordinator()))
    let before = navigator.state
    #expect(!navigator.pop(to: PickerRoute.self))
    expectUnchanged(navigator, since: before, flows: 3, holder: picker)
    #expect(problems.errors.map(\.detail) == [.navigationLocked(by: 1, caller: nil)])
  }

  @Test("a refused change inside a transaction leaves the state and the flows as they were")
  func refusedTransactionIsAtomic() throws {
    let (navigator, home, picker, _) = try lockedPicker()
    let before = navigator.state
    let error = #expect(throws: NavigationError.self) {
      try navigator.transaction {
        home.flow.push(.detail(5))
        home.flow.start(WizardCoordinator(), as: .sheet())
        home.flow.startAtRoot(OnboardingCoordinator())
      }
    }
    #expect(error?.detail == .navigationLocked(by: 1, caller: .root))
    expectUnchanged(navigator, since: before, flows: 2, holder: picker)
  }

  @Test("the holder and its descendants may still end their own screens and take the root")
  func holderGoesOn() throws {
    let (navigator, _, picker, problems) = try lockedPicker()
    let wizard = WizardCoordinator(firstSteps: 2)
    #expect(picker.flow.start(wizard))
    #expect(wizard.flow.pop())
    wizard.cancel()
    #expect(!wizard.flow.isRunning)
    #expect(picker.flow.holdsNavigationLock)
    #expect(navigator.state.screenCount == 3)
    #expect(problems.errors.isEmpty)
  }
}

import Coordinators
import CoordinatorsTesting
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
      problems.errors.map(\.reason)
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
    #expect(problems.errors.map(\.reason) == Array(repeating: .navigationLocked(by: 1, caller: .root), count: 2))
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
    let home = try #require(navigator.coordinator(ofType: HomeCoordinator.self))
    #expect(home.flow.lockNavigation())
    #expect(!navigator.allowsUser(.selectedTab("settings")))
    #expect(navigator.allowsUser(.reselectedTab("home")))
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
      problems.errors.map(\.reason)
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
}

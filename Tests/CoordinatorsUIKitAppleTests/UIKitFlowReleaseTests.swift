#if canImport(UIKit)
  import CoordinatorsTesting
  import CoordinatorsUIKit
  import Foundation
  import Testing
  import UIKit

  /// A flow's view controllers and its coordinator are released once the flow ended, whatever
  /// ended it, with the real UIKit holding them while they were shown. Runs on the iOS simulator
  /// with the window tests; where UIKit is missing this file compiles to nothing.
  @MainActor
  @Suite("A flow's view controllers and coordinator are released when it ends, in a window", .serialized)
  struct UIKitFlowReleaseTests {
    /// How a flow ends.
    enum Ending: String, CaseIterable, Sendable, CustomStringConvertible {
      /// The user goes back past the flow's first screen (the back button's menu).
      case userPop
      /// The flow finishes while pushed: the host pops its screens.
      case programmaticPop
      /// The user swipes the flow's sheet down.
      case swipeDown
      /// The flow finishes while in a sheet: the host dismisses it.
      case programmaticDismiss
      /// The root flow starts another flow in place of the whole navigation.
      case rootSwitch

      var description: String { rawValue }

      /// Where the flow's first screen goes.
      var presentation: Presentation {
        switch self {
        case .swipeDown, .programmaticDismiss: .sheet()
        case .userPop, .programmaticPop, .rootSwitch: .push
        }
      }
    }

    @Test(arguments: Ending.allCases)
    func aFlowIsReleasedWhenItEnds(_ ending: Ending) async throws {
      let driver = UIKitWindowDriver()
      defer { driver.closeWindows() }
      let home = HomeCoordinator()
      let navigator = Navigator(root: home)
      navigator.logsProblems = false
      navigator.observe(NavigationProblem.self) { Issue.record("the navigator reported a problem: \($0)") }
      let host = driver.makeHost()
      navigator.attach(host)
      await settle(navigator, on: host, with: driver, after: "attaching the host")

      let watched = Watched()
      #expect(startChild(ending.presentation, of: home, watchedBy: watched), "the child flow must start")
      await settle(navigator, on: host, with: driver, after: "starting the child flow")
      #expect(driver.shown(by: host) == navigator.state, "the window must show the child flow's two screens")
      try #require(watched.alive.count == 3, "the child coordinator and its two controllers must be alive while shown")

      switch ending {
      case .userPop:
        #expect(await driver.play(.goBackSeveral(2), on: host), "the user must be able to go back past the flow")
      case .swipeDown:
        #expect(await driver.play(.dismissTopLayer, on: host), "the user must be able to swipe the sheet down")
      case .programmaticPop, .programmaticDismiss:
        #expect(navigator.coordinators(ofType: ChildCoordinator.self).last?.finish() == true, "the flow must finish")
      case .rootSwitch:
        #expect(home.flow.startAtRoot(OtherCoordinator()), "the root flow must switch to another flow")
      }
      await settle(navigator, on: host, with: driver, after: "ending the child flow by \(ending)")
      #expect(navigator.coordinators(ofType: ChildCoordinator.self).last == nil, "the child flow must have ended")

      // UIKit lets go of what it animated away when its run loop turns after the transition.
      await driver.turnRunLoop { watched.alive.isEmpty }
      #expect(watched.alive.isEmpty, "after \(ending), still alive: \(watched.alive.joined(separator: ", "))")
    }

    /// Starts the child flow (`child first`, then `child second` pushed in it) and watches its
    /// coordinator and controllers; nothing here outlives the call but what the navigator and
    /// the host keep.
    private func startChild(_ presentation: Presentation, of home: HomeCoordinator, watchedBy watched: Watched)
      -> Bool
    {
      let child = ChildCoordinator(watched: watched)
      watched.watch(child, as: "the child coordinator")
      guard home.flow.start(child, as: presentation) else { return false }
      return child.flow.push("child second") != nil
    }

    /// Turns the run loop until the navigator is idle and UIKit shows what the host set, or
    /// records an issue.
    private func settle(
      _ navigator: Navigator, on host: UIKitHost, with driver: UIKitWindowDriver, after what: String
    ) async {
      let settled = await driver.turnRunLoop { navigator.isIdle && driver.isSettled(host) }
      if !settled {
        Issue.record("after \(what), the window did not settle: \(navigator.pendingWork)")
      }
    }
  }

  /// Weak references to what a flow made, by name.
  @MainActor
  final class Watched {
    private struct Entry {
      let name: String
      weak var object: AnyObject?
    }
    private var entries: [Entry] = []

    func watch(_ object: AnyObject, as name: String) {
      entries.append(Entry(name: name, object: object))
    }

    /// The names of the objects still alive.
    var alive: [String] { entries.filter { $0.object != nil }.map(\.name) }
  }

  /// A screen's controller, which holds its coordinator strongly, as an app's screens do.
  final class ScreenController: UIViewController {
    let coordinator: AnyObject

    init(coordinator: AnyObject) {
      self.coordinator = coordinator
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }
  }

  /// The root flow: one screen, `home`.
  @MainActor
  final class HomeCoordinator: UIKitCoordinator {
    let flow = Flow<TestRoute>()
    func start() { flow.show("home") }
    func viewController(for route: TestRoute) -> UIViewController { ScreenController(coordinator: self) }
  }

  /// The flow whose release the tests check: it watches the controller of each of its screens.
  @MainActor
  final class ChildCoordinator: UIKitCoordinator {
    let flow = Flow<TestRoute>()
    let watched: Watched

    init(watched: Watched) { self.watched = watched }

    func start() { flow.show("child first") }

    func viewController(for route: TestRoute) -> UIViewController {
      let controller = ScreenController(coordinator: self)
      watched.watch(controller, as: "the controller of \(route)")
      return controller
    }
  }

  /// The flow the root switches to.
  @MainActor
  final class OtherCoordinator: UIKitCoordinator {
    let flow = Flow<TestRoute>()
    func start() { flow.show("other") }
    func viewController(for route: TestRoute) -> UIViewController { ScreenController(coordinator: self) }
  }
#endif

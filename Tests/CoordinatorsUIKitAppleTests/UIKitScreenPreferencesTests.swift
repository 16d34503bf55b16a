#if canImport(UIKit)
  import CoordinatorsTesting
  import CoordinatorsUIKit
  import Foundation
  import Testing
  import UIKit

  /// Every container the host makes (the window's root container, a
  /// layer's, its navigation controllers, the tab bar controller, the split view) lets the screen
  /// on top answer for the status bar, the home indicator, the screen-edge gestures, pointer lock
  /// and the orientations. A container answers for its children unless it names one
  /// (`childForHomeIndicatorAutoHidden`: "When implementing a container view controller, override
  /// this method if you want one of your child view controllers to determine…"), so the check
  /// follows the links UIKit follows, from the top-most presented controller down each
  /// `childFor…`, and asks the orientations of the controller UIKit asks.
  ///
  /// What it proves: which controller each container names, in a window. What only a device
  /// shows: that the system then hides the status bar or the home indicator, defers the edge
  /// gestures, or rotates the screen. Runs on the iOS simulator with the window tests; where
  /// UIKit is missing this file compiles to nothing.
  @MainActor
  @Suite("The UIKit host's containers let the screen on top answer for its preferences, in a window", .serialized)
  struct UIKitScreenPreferencesTests {
    /// Where the screen that answers is shown.
    enum Place: String, CaseIterable, Sendable, CustomStringConvertible {
      /// Pushed on a root stack.
      case rootStack
      /// Pushed in a tab of a tab bar.
      case tab
      /// Pushed in a section of a split view (collapsed in the driver's iPhone-sized window).
      case splitView
      /// In a sheet over a root stack.
      case sheet

      var description: String { rawValue }
    }

    @Test(arguments: Place.allCases)
    func theScreenOnTopAnswersThroughEveryContainer(_ place: Place) async throws {
      let driver = UIKitWindowDriver()
      defer { driver.closeWindows() }
      let section = PreferencesCoordinator()
      let navigator =
        switch place {
        case .rootStack, .sheet: Navigator(root: section)
        case .tab: Navigator(root: PreferencesSectionsCoordinator(section: section, layout: .tabBar))
        case .splitView:
          Navigator(root: PreferencesSectionsCoordinator(section: section, layout: .sidebar(.twoColumns)))
        }
      navigator.logsProblems = false
      navigator.observe(NavigationProblem.self) { Issue.record("the navigator reported a problem: \($0)") }
      let host = driver.makeHost()
      navigator.attach(host)
      try #require(await driver.turnRunLoop { navigator.isIdle && driver.isSettled(host) }, "the root must be shown")

      let shown =
        place == .sheet
        ? section.flow.present("preferring", as: .sheet()) : section.flow.push("preferring")
      try #require(shown != nil, "the screen must be shown")
      try #require(
        await driver.turnRunLoop { navigator.isIdle && driver.isSettled(host) }, "the screen must come on screen")
      let screen = try #require(section.preferring, "the screen's controller must be made")
      var top = try #require(driver.windowRoot(of: host))
      while let presented = top.presentedViewController { top = presented }

      let links: [(what: String, child: @MainActor (UIViewController) -> UIViewController?)] = [
        ("the status bar's style", { $0.childForStatusBarStyle }),
        ("the status bar's visibility", { $0.childForStatusBarHidden }),
        ("the home indicator", { $0.childForHomeIndicatorAutoHidden }),
        ("the screen-edge gestures", { $0.childForScreenEdgesDeferringSystemGestures }),
        ("pointer lock", { $0.childViewControllerForPointerLock }),
      ]
      for link in links {
        let answering = Self.answering(from: top, link.child)
        #expect(answering === screen, "\(link.what): \(type(of: answering)) answers, not the screen")
      }
      #expect(top.supportedInterfaceOrientations == screen.supportedInterfaceOrientations, "the orientations")
      #expect(
        top.preferredInterfaceOrientationForPresentation == screen.preferredInterfaceOrientationForPresentation,
        "the orientation to present in")
    }

    /// The controller UIKit asks for a preference: `controller`, or the one its `child` link
    /// names, followed down to a controller that names none.
    private static func answering(
      from controller: UIViewController, _ child: @MainActor (UIViewController) -> UIViewController?
    ) -> UIViewController {
      var current = controller
      // Bounded: a container naming itself, or a loop, would otherwise hang the test.
      for _ in 0..<16 {
        guard let next = child(current), next !== current else { break }
        current = next
      }
      return current
    }
  }

  /// A screen that prefers what no container of the host would answer by itself.
  private final class PreferringController: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { .all }
    override var prefersPointerLocked: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeRight }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
  }

  /// The flow of the screens: `plain` first, then `preferring`, whose controller it keeps.
  @MainActor
  private final class PreferencesCoordinator: UIKitCoordinator {
    let flow = Flow<TestRoute>()
    private(set) weak var preferring: UIViewController?

    func start() { flow.show("plain") }

    func viewController(for route: TestRoute) -> UIViewController {
      guard route == "preferring" else { return UIViewController(nibName: nil, bundle: nil) }
      let controller = PreferringController(nibName: nil, bundle: nil)
      preferring = controller
      return controller
    }
  }

  /// A root of two sections, `section`'s first, laid out as `layout` says.
  @MainActor
  private final class PreferencesSectionsCoordinator: Coordinator {
    let flow = Flow<TestRoute>()
    let section: PreferencesCoordinator
    let layout: SectionLayout

    init(section: PreferencesCoordinator, layout: SectionLayout) {
      self.section = section
      self.layout = layout
    }

    func start() {
      flow.showTabs([TabFlow("first", section), TabFlow("second", PreferencesCoordinator())], layout: layout)
    }
  }
#endif

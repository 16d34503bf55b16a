@_spi(Hosts) import Coordinators
import CoordinatorsTesting
import Foundation
import ShapesFlows
import TestSupport
import Testing

/// A UI test starts the Shapes app at a place, in the order its SwiftUI scene does it
/// (`ShapesScene`): the navigator is made, `restoringNavigation` holds the links until it has
/// restored, the scene hands the launch entry to the funnel on its first appearance, the
/// `NavigatorView` attaches its host, and the scene restores what it stored.
@MainActor
@Suite("A UI test starts the Shapes app at a place through its scene's funnel", .hangLimit)
struct LaunchEntryScenarioTests {
  static let arguments = ["/Applications/Shapes.app/Shapes", "-CoordinatorsEntry", "coordinatorexample://custom/star"]

  /// What the scene stored at the last run: the simple shapes' section, a capsule shown.
  func storedNavigation() throws -> Data {
    let last = ShapesApp.makeSidebarNavigator()
    last.attach(TestHost())
    try last.navigate(to: [SimpleShapesRoute.shape(.capsule)])
    return last.snapshotData(registry: ShapesApp.routes)
  }

  @Test("the launch entry is parked through the cold start, then lands on the restored navigation from uiTest")
  func theLaunchEntryLandsOnTheRestoredNavigation() async throws {
    let stored = try storedNavigation()

    let navigator = ShapesApp.makeSidebarNavigator()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { causes.append($0.cause) }
    let restorer = SceneRestorer(navigator: navigator, registry: ShapesApp.routes)
    restorer.holdLinksUntilRestored()
    let start = navigator.state

    let entry = try #require(NavigationEntry.launchEntry(arguments: Self.arguments, environment: [:]))
    navigator.handle(entry: entry)
    await Task.yield()
    #expect(navigator.state == start, "no host yet: the entry is parked")
    #expect(!navigator.pendingWork.isEmpty)

    navigator.attach(TestHost())
    await Task.yield()
    #expect(navigator.state.topScreen.route != AnyRoute(CustomShapesRoute.shape(.star)), "the restore comes first")

    restorer.restoreOnce(from: stored)
    await navigator.settle()
    #expect(navigator.state.selectedTab == "custom")
    #expect(navigator.state.topScreen.route == AnyRoute(CustomShapesRoute.shape(.star)))
    #expect(causes.last == .entry(source: .uiTest, link: URL(string: "coordinatorexample://custom/star")!))
    // The restored section keeps its stack: the entry landed on the restored navigation.
    let simple = try #require(navigator.state.tabs.first { $0.id == "simple" })
    #expect(simple.stack.last?.route == AnyRoute(SimpleShapesRoute.shape(.capsule)))
    #expect(navigator.pendingWork.isEmpty)
    #expect(problems.problems.isEmpty)

    // Where the app is, as the UI test reads it: the element's JSON names the star.
    let json = try navigator.stateJSON(registry: ShapesApp.routes)
    #expect(json.contains(#""type":"shapes.custom","value":{"shape":"#))
    #expect(json == (try navigator.stateJSON(registry: ShapesApp.routes)))
  }

  @Test(
    "handed in at launch and opened by a UIKit scene that attaches its host, then restores at once: it lands on the restored navigation"
  )
  func theLaunchEntryLandsAfterAUIKitScenesRestore() async throws {
    let stored = try storedNavigation()
    // The app delegate's first navigator, at launch.
    let navigator = ShapesApp.makeSidebarNavigator()
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    navigator.handle(entry: try #require(NavigationEntry.launchEntry(arguments: Self.arguments, environment: [:])))
    // `scene(_:willConnectTo:options:)`: the host, then `NavigatorScene.connect`, in one turn.
    navigator.attach(TestHost())
    SceneRestorer(navigator: navigator, registry: ShapesApp.routes).restoreOnce(from: stored)
    await navigator.settle()
    #expect(navigator.state.topScreen.route == AnyRoute(CustomShapesRoute.shape(.star)))
    let simple = try #require(navigator.state.tabs.first { $0.id == "simple" })
    #expect(simple.stack.last?.route == AnyRoute(SimpleShapesRoute.shape(.capsule)))
    #expect(problems.problems.isEmpty)
  }
}

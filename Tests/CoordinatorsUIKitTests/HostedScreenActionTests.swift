import CoordinatorsTesting
import CoordinatorsUIKit
import TestSupport
import Testing

// UIKit's `hosting(_:)` gives the SwiftUI view it hosts `SendAction(coordinator: self)` as its
// `sendAction` environment value (UIKit/UIKitCoordinator+Hosting.swift, compiled for Apple
// platforms only). What that sender does is platform-free: checked here, with the module a
// UIKit app imports, which must be enough to name `SendAction`.

private enum MainAction: CoordinatorAction { case showSheet }

@MainActor
private final class MainCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  func start() { flow.show(TestRoute("home")) }
  func handle(_ action: MainAction) -> ActionHandling {
    flow.push(TestRoute("sheet"))
    return .handled
  }
}

@MainActor
@Suite("UIKit: the action a hosted SwiftUI screen sends", .hangLimit)
struct HostedScreenActionTests {
  @Test func aHostedScreensActionReachesTheCoordinatorThatHostsIt() {
    let coordinator = MainCoordinator()
    let navigator = Navigator(root: coordinator)
    navigator.expectNoProblems()
    let sendAction = SendAction(coordinator: coordinator)  // what `hosting(_:)` sets
    #expect(sendAction(MainAction.showSheet))
    #expect(navigator.state.topScreen.route == AnyRoute(TestRoute("sheet")))
  }
}

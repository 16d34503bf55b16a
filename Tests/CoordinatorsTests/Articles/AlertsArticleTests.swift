import Coordinators
import CoordinatorsTesting
import TestSupport
import Testing

// The code of the article Alerts (Sources/Coordinators/Documentation.docc/Alerts.md), as it is
// printed there, and the behaviour the article describes. Keep the two in step.
enum AlertsArticle {
  enum ShapesRoute: Route { case list }
  enum ShapesAction: CoordinatorAction, Equatable { case delete(String) }

  @MainActor final class ShapesCoordinator: Coordinator {
    let flow = Flow<ShapesRoute>()
    var shapes = ["star", "heart"]

    func start() { flow.show(.list) }

    func confirmDeletion(of shape: String) {
      flow.alert(
        "Delete \(shape)?", message: "It cannot be undone.", style: .confirmationDialog,
        buttons: [.destructive("Delete", action: ShapesAction.delete(shape)), .cancel()])
    }

    func handle(_ action: ShapesAction) -> ActionHandling {
      guard case .delete(let shape) = action else { return .unhandled }
      shapes.removeAll { $0 == shape }
      return .handled
    }

    func deleteAfterAsking(_ shape: String) async {
      let answer = await flow.ask(
        "Delete \(shape)?", buttons: [.destructive("Delete", action: ShapesAction.delete(shape)), .cancel()])
      if answer == .delete(shape) { shapes.removeAll { $0 == shape } }
    }
  }
}

extension AlertsArticle {
  @MainActor
  @Suite("Article Alerts: an alert's buttons reach the coordinator that showed it", .hangLimit)
  struct Tests {
    let shapes = ShapesCoordinator()
    let navigator: Navigator
    let host = TestHost()

    init() {
      navigator = Navigator(root: shapes)
      navigator.attach(host)
    }

    @Test func deleteSendsTheActionToHandleAndCancelOnlyCloses() {
      shapes.confirmDeletion(of: "star")
      #expect(host.shownAlert?.style == .confirmationDialog)
      #expect(host.tapAlertButton("Cancel"))
      #expect(shapes.shapes == ["star", "heart"])
      shapes.confirmDeletion(of: "star")
      #expect(host.tapAlertButton("Delete"))
      #expect(shapes.shapes == ["heart"])
      #expect(navigator.state.alert == nil)
    }

    @Test func askReturnsTheTappedActionAndNilWhenTheAlertLeavesWithoutAButton() async {
      let first = Task { await shapes.deleteAfterAsking("heart") }
      await Task.yield()
      #expect(host.tapAlertButton("Delete"))
      await first.value
      #expect(shapes.shapes == ["star"])
      let second = Task { await shapes.deleteAfterAsking("star") }
      await Task.yield()
      #expect(host.dismissAlertBySystem())
      await second.value
      #expect(shapes.shapes == ["star"])
    }
  }
}

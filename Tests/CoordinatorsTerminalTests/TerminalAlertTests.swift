@_spi(Hosts) import CoordinatorsTerminal
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

enum StarRoute: Route {
  case star
}

enum StarAction: CoordinatorAction, Hashable {
  case delete
}

/// One screen whose action asks before deleting the star.
@MainActor
final class StarCoordinator: TerminalCoordinator {
  let flow = Flow<StarRoute>()
  var deletions = 0

  func start() { flow.show(.star) }

  func handle(_ action: StarAction) -> ActionHandling {
    deletions += 1
    return .handled
  }

  func screen(for route: StarRoute) -> TerminalScreen {
    TerminalScreen(
      title: "Star",
      actions: [
        .run("Delete") { [weak self] in
          self?.flow.alert(
            "Delete the star?", message: "It cannot be undone.",
            buttons: [.destructive("Delete", action: StarAction.delete), .cancel()])
        }
      ])
  }
}

@MainActor
@Suite("A terminal app shows an alert as a prompt with numbered choices", .hangLimit)
struct TerminalAlertTests {
  @Test func theAlertIsAPromptWhoseNumberPicksAButtonAndOtherGesturesWait() async {
    let star = StarCoordinator()
    let navigator = Navigator(root: star)
    let app = TerminalApp(title: "Shapes", navigator: navigator)
    var transcript = ""
    let status = await app.run(
      commands: ["1", "b", "3", "1"], style: TerminalStyle(usesColor: false, width: 60)
    ) { transcript += $0 }
    #expect(status == 0)
    let blocks = transcript.components(separatedBy: "\n\n> ")
    #expect(blocks.count == 5)
    #expect(
      blocks[1].contains(
        """
        ? Delete the star?
          It cannot be undone.
          1  Delete (destructive)
          2  Cancel (cancel)
        """))
    #expect(blocks[1].contains("1-2 answer · :tree · ? help · q quit"))
    #expect(blocks[2].contains("an alert is shown: answer it first, with the number of one of its buttons"))
    #expect(blocks[3].contains("the alert has no button 3: choose 1 to 2"))
    #expect(!blocks[4].contains("? Delete the star?"))
    #expect(star.deletions == 1)
    #expect(navigator.state.alert == nil)
  }

  @Test(arguments: [Int.min, -1, 0, 3, Int.max])
  func aNumberThatFitsNoButtonIsRefusedAndNothingChanges(number: Int) throws {
    let navigator = Navigator(root: StarCoordinator())
    let host = TerminalHost()
    navigator.attach(host)
    try host.runAction(1)
    let shown = navigator.state
    #expect(shown.alert != nil)
    #expect(throws: TerminalCommandError.noSuchAlertButton(number, available: 2)) { try host.runAction(number) }
    #expect(navigator.state == shown)
  }

  @Test(arguments: [Int.min, -1, 0, 2, Int.max])
  func aNumberThatFitsNoActionIsRefusedWithoutAnAlert(number: Int) {
    let navigator = Navigator(root: StarCoordinator())
    let host = TerminalHost()
    navigator.attach(host)
    let shown = navigator.state
    #expect(throws: TerminalCommandError.noSuchAction(number, available: 1)) { try host.runAction(number) }
    #expect(navigator.state == shown)
  }
}

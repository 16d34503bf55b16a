// The declarations the code of the RunningInATerminal article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators
import CoordinatorsTerminal
import Testing

enum InboxRoute: Route {
  case list
  case message(Int)
}
enum InboxAction: CoordinatorAction {
  case open(Int)
  case archive(Int)
}

final class InboxCoordinator: Coordinator {
  let flow = Flow<InboxRoute>()
  func start() { flow.show(.list) }
}

extension InboxCoordinator: TerminalCoordinator {
  func screen(for route: InboxRoute) -> TerminalScreen { TerminalScreen(body: ["3 unread"]) }
}

let navigator = Navigator(root: InboxCoordinator())

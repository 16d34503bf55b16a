// The declarations the code of the RunningInATerminal article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators

enum InboxRoute: Route { case list, message(Int) }
enum InboxAction: CoordinatorAction { case open(Int), archive(Int) }

final class InboxCoordinator: Coordinator {
  let flow = Flow<InboxRoute>()
  func start() { flow.show(.list) }
}

import CoordinatorsTerminal
import Testing

extension InboxCoordinator: TerminalCoordinator {
  func screen(for route: InboxRoute) -> TerminalScreen { TerminalScreen(body: ["3 unread"]) }
}

let navigator = Navigator(root: InboxCoordinator())

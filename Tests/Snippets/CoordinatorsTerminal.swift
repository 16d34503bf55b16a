// The declarations the code of the CoordinatorsTerminal article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators

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

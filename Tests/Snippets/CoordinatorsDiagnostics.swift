// The declarations the code of the CoordinatorsDiagnostics landing page takes for granted
// (Scripts/check-snippets.sh).
import Coordinators

enum InboxRoute: Route { case list }

final class InboxCoordinator: Coordinator {
  let flow = Flow<InboxRoute>()
  func start() { flow.show(.list) }
}

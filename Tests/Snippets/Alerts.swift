// The declarations the code of the Alerts article takes for granted (Scripts/check-snippets.sh):
// a tab bar whose Home and Sync tabs run flows, shown by a test host.
import Coordinators
import CoordinatorsTesting

enum EditAction: CoordinatorAction, Hashable { case discard }

final class TabCoordinator: Coordinator {
  let flow = Flow<ShapesRoute>()
  func start() { flow.show(.list) }
}

let home = TabCoordinator()
let sync = TabCoordinator()
let host = TestHost()

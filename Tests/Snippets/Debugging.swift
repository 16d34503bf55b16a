// The declarations the code of the Debugging article takes for granted (Scripts/check-snippets.sh).
import Coordinators

enum HomeRoute: Route { case home }

final class HomeCoordinator: Coordinator {
  let flow = Flow<HomeRoute>()
  func start() { flow.show(.home) }
}

let navigator = Navigator(root: HomeCoordinator())

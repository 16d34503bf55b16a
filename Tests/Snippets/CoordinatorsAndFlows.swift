// The declarations the code of the CoordinatorsAndFlows article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators

nonisolated enum ShapeKind: Hashable, Sendable { case star }
enum ShapesAction: CoordinatorAction { case showFeatured, showList }
enum SimpleShapesRoute: Route { case list }
enum CustomShapesRoute: Route { case list, star }

final class SimpleShapesCoordinator: Coordinator {
  let flow = Flow<SimpleShapesRoute>()
  func start() { flow.show(.list) }
}

final class CustomShapesCoordinator: Coordinator {
  let flow = Flow<CustomShapesRoute>()
  func start() { flow.show(.list) }
}

enum ColorRoute: Route { case palette }
enum LoginRoute: Route { case form }
enum SettingsRoute: Route { case settings }

final class ColorPickerCoordinator: Coordinator {
  typealias Output = String
  let flow = Flow<ColorRoute>()
  func start() { flow.show(.palette) }
}

final class LoginCoordinator: Coordinator {
  typealias Output = String
  let flow = Flow<LoginRoute>()
  func start() { flow.show(.form) }
}

final class SettingsCoordinator: Coordinator {
  let flow = Flow<SettingsRoute>()
  func start() { flow.show(.settings) }
  func signedIn(_ user: String) {}
  func select(_ color: String) {}
}

enum MainRoute: Route { case home, detail }
enum TabsAction: CoordinatorAction { case showDetail, showHome }
nonisolated struct User: Hashable, Sendable { var name: String }
enum MainFlowRoute: Route { case account(User) }
enum AccountRoute: Route { case account }

final class AccountCoordinator: Coordinator {
  typealias Output = String
  let flow = Flow<AccountRoute>()
  let user: User
  init(user: User) { self.user = user }
  func start() { flow.show(.account) }
}

extension MainCoordinator {
  func accountClosed(_ result: FlowResult<String>) {}
}

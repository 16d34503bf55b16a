// The declarations the code of the DeepLinks article takes for granted (Scripts/check-snippets.sh).
import Coordinators
import Foundation

nonisolated struct User: Hashable, Codable {
  var id: Int
  var name: String
}
enum ShapesFlowRoute: Route { case customShapes }
enum CustomShapesRoute: Route { case shape(Shape) }
nonisolated enum Shape: Hashable, Codable { case star }
enum MainFlowRoute: Route { case account(User) }
enum OrderRoute: Route { case detail(Int) }
enum SearchRoute: Route { case results(String) }
let signedIn = LinkGuard("signed in", isSatisfied: { true })
let navigator = Navigator(root: EmptyCoordinator())
let url = URL(string: "https://example.com/accounts/7?name=Ada")!

final class EmptyCoordinator: Coordinator {
  enum Screen: Route { case home }
  let flow = Flow<Screen>()
  func start() { flow.show(.home) }
}

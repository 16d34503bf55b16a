// The declarations the code of the CoordinatorsUIKit article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators
import CoordinatorsUIKit
import SwiftUI
import UIKit

enum InboxRoute: Route {
  case list
  case message(Int)
}

final class InboxCoordinator: Coordinator {
  let flow = Flow<InboxRoute>()
  func start() { flow.show(.list) }
}

final class InboxListController: UIViewController {
  init(coordinator: InboxCoordinator) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

struct MessageView: View {
  let id: Int
  var body: some View { Text("Message \(id)") }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  let navigator = Navigator(root: InboxCoordinator())
  lazy var navigation = NavigatorScene(navigator: navigator, registry: RouteRegistry())
}

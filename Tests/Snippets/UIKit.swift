// The declarations the code of the UIKit article takes for granted (Scripts/check-snippets.sh).
import Coordinators
import CoordinatorsUIKit
import SwiftUI
import UIKit

enum MainRoute: Route { case home, detail }
enum MainAction: CoordinatorAction { case showBottomSheet }

final class MainCoordinator: Coordinator {
  let flow = Flow<MainRoute>()
  func start() { flow.show(.home) }
}

final class DetailController: UIViewController {
  init(coordinator: MainCoordinator) { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

enum InboxRoute: Route { case list }

final class InboxCoordinator: Coordinator {
  let flow = Flow<InboxRoute>()
  func start() { flow.show(.list) }
}

extension InboxApp {
  static let routes = RouteRegistry()
  static func makeNavigator() -> Navigator { Navigator(root: InboxCoordinator()) }
}

@MainActor final class AlertSourceExample {
  let host: UIKitHost
  var lastTappedButton: UIBarButtonItem?
  init(host: UIKitHost) { self.host = host }
}

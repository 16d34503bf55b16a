// The declarations the code of the NavigationAsState article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators
import Foundation
import ShapesFlows

enum MailRoute: Route {
  case inbox, settings, compose
  case message(id: Int)
}

final class MailCoordinator: Coordinator {
  let flow = Flow<MailRoute>()
  func start() { flow.show(.inbox) }
}

let navigator = Navigator(root: MailCoordinator())
let logger = Log()

/// Stands for the app's `os.Logger`.
struct Log {
  func error(_ message: String) {}
}

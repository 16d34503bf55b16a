// The declarations the platform-free examples of the doc comments take for granted beside
// DocComments.swift (Scripts/check-snippets.sh): the testing product's and the terminal's.
import CoordinatorsTerminal
import CoordinatorsTesting
import Testing

enum InboxAction: CoordinatorAction {
  case open(Int)
  case archive(Int)
}
final class InboxCoordinator: Coordinator {
  let flow = Flow<InboxRoute>()
  func start() { flow.show(.inbox) }
}

let reportURL = URL(fileURLWithPath: "/tmp/report.log")
let saved = TabsApp.makeNavigator()
enum InboxApp {
  static let routes = RouteRegistry()
}
let host = TestHost()

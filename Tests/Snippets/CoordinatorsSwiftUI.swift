// The declarations the code of the CoordinatorsSwiftUI article takes for granted
// (Scripts/check-snippets.sh).
import Coordinators
import CoordinatorsSwiftUI
import SwiftUI

enum InboxRoute: Route {
  case list
  case message(Int)
}

final class InboxCoordinator: Coordinator {
  let flow = Flow<InboxRoute>()
  func start() { flow.show(.list) }
}

struct InboxList: View {
  let coordinator: InboxCoordinator
  var body: some View { Text("Inbox") }
}

struct MessageView: View {
  let id: Int
  var body: some View { Text("Message \(id)") }
}

extension InboxApp {
  static let routes = RouteRegistry()
}

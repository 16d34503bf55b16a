// The declarations the code of the EntryPoints article takes for granted (Scripts/check-snippets.sh).
import Coordinators
import Foundation

/// What a notification's delegate hands the app, for its delivery date.
struct DeliveredNotification {
  var date: Date
}
nonisolated enum LibraryRoute: Route, Codable {
  case list
  case album(Int)
}
enum AppRoutes {
  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    try? registry.register(LibraryRoute.self, key: "library")
    return registry
  }()
}
let navigator = Navigator(root: LibraryRoute.list)
let url = URL(string: "myapp://albums/7")!
let notification = DeliveredNotification(date: Date())
let id = 7

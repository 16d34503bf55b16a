// The declarations the code of the article Entry Points in UIKit takes for granted
// (Scripts/check-snippets.sh). Its UIKit code makes it an Apple-facing program, which
// Scripts/typecheck-apple.sh compiles against the iOS 26.2 SDK.
import Coordinators
import CoordinatorsUIKit
import UIKit

enum LibraryRoute: Route {
  case albums
  case album(Int)
}

final class LibraryCoordinator: Coordinator {
  let flow = Flow<LibraryRoute>()
  func start() { flow.show(.albums) }
}

@MainActor
enum LibraryApp {
  static let routes = RouteRegistry()
  static func makeNavigator() -> Navigator { Navigator(root: LibraryCoordinator()) }
}

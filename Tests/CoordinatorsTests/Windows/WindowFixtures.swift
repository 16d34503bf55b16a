import Coordinators
import Foundation

// A library app: a shelf, documents (each a flow of pages) and a guarded settings screen.

enum ShelfRoute: Route, Codable {
  case shelf
  case document(Int)
  case settings
}

enum ShelfPageRoute: Route, Codable {
  case page(Int)
}

/// A route no registry knows.
enum ScratchRoute: Route {
  case note
}

@MainActor
final class ShelfCoordinator: Coordinator {
  let flow = Flow<ShelfRoute>()

  func start() { flow.show(.shelf) }

  func child(for route: ShelfRoute) -> ChildFlow? {
    if case .document(let id) = route { return .flow(ShelfDocumentCoordinator(id: id)) }
    return nil
  }
}

@MainActor
final class ShelfDocumentCoordinator: Coordinator {
  let flow = Flow<ShelfPageRoute>()
  let id: Int

  init(id: Int) { self.id = id }

  func start() { flow.show(.page(1)) }
}

/// Whether the library's settings may be shown.
@MainActor
final class ShelfAccess {
  var isAdmin = false
}

enum ShelfApp {
  static let routes: RouteRegistry = {
    var registry = RouteRegistry()
    // Two fixed, distinct keys: registering cannot fail.
    try? registry.register(ShelfRoute.self, key: "library")
    try? registry.register(ShelfPageRoute.self, key: "page")
    return registry
  }()

  static let onePerDocument = WindowRule.oneWindow(per: ShelfRoute.self) { route in
    if case .document(let id) = route { "document-\(id)" } else { nil }
  }

  /// The library's links; settings need an admin.
  @MainActor
  static func links(_ access: ShelfAccess) throws -> DeepLinkRouter {
    struct Document: Decodable, Sendable { let id: Int }
    return try DeepLinkRouter(
      [
        DeepLink("library://settings") { [ShelfRoute.settings] },
        DeepLink("library://documents/{id:int}", parameters: Document.self) { [ShelfRoute.document($0.id)] },
      ],
      routeGuards: [
        RouteGuard(.route(ShelfRoute.settings), requires: LinkGuard("admin", isSatisfied: { access.isAdmin }))
      ]
    )
  }

  /// A navigator as the app's scene factory makes it.
  @MainActor
  static func makeNavigator(_ access: ShelfAccess) -> Navigator {
    let navigator = Navigator(root: ShelfCoordinator())
    navigator.deepLinks = try? links(access)
    return navigator
  }
}

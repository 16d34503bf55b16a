// Link parameters types written as the DeepLinks article writes them, compiled by
// Scripts/check-snippets.sh in the package's settings and as a new Xcode 26 app target compiles
// them (default isolation `MainActor`, `InferIsolatedConformances`), where each type's
// `Decodable` conformance is isolated to the main actor. Not a test target: this file is a
// program of its own, type-checked only.
import Coordinators
import Foundation

enum AppRoute: Route {
  case account(id: Int, name: String)
  case order(Int)
  case search(String)
  case shelf(Shelf, page: Int?)
  case ticket(UUID)
}

struct AccountLink: Decodable {
  var id: Int
  var name: String
}

enum Shelf: String, Decodable {
  case fiction, poetry
}

struct ShelfLink: Decodable {
  var shelf: Shelf
  var page: Int?
}

enum Links {
  /// A router in a `static let`, as the examples keep theirs.
  @MainActor static let router: DeepLinkRouter = {
    do {
      return try DeepLinkRouter([
        DeepLink("app://accounts/{id:int}?name={name}", parameters: AccountLink.self) { link in
          [AppRoute.account(id: link.id, name: link.name)]
        },
        DeepLink("app://shelves/{shelf}?page={page:int?}", parameters: ShelfLink.self) { link in
          [AppRoute.shelf(link.shelf, page: link.page)]
        },
        DeepLink("app://orders/{id:int}") { (id: Int) in [AppRoute.order(id)] },
        DeepLink("app://search?q={query}") { (query: String) in [AppRoute.search(query)] },
        DeepLink("app://tickets/{id:uuid}") { (id: UUID) in [AppRoute.ticket(id)] },
        DeepLink("app://shelves/poetry") { [AppRoute.shelf(.poetry, page: nil)] },
      ])
    } catch {
      preconditionFailure("the patterns are valid: \(error)")
    }
  }()
}

@MainActor func open(_ url: URL) throws -> [any Route] {
  try Links.router.resolve(url).routes
}

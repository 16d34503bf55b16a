import Coordinators
import Foundation
import TestSupport
import Testing

enum OrderRoute: Route {
  case detail(Int)
  case search(String)
  case receipt(UUID)
}

@MainActor
@Suite("Deep links: one placeholder, no parameters type", .hangLimit)
struct SinglePlaceholderLinkTests {
  func resolve(_ router: DeepLinkRouter, _ text: String) throws -> ResolvedLink {
    try router.resolve(try #require(URL(string: text)))
  }

  @Test("a link with one placeholder hands its walk the typed value: Int, String, UUID")
  func oneTypedValue() throws {
    let router = try DeepLinkRouter([
      DeepLink("app://orders/{id:int}") { (id: Int) in [OrderRoute.detail(id)] },
      DeepLink("app://search?q={query}") { (query: String) in [OrderRoute.search(query)] },
      DeepLink("app://receipts/{id:uuid}") { (id: UUID) in [OrderRoute.receipt(id)] },
    ])
    let receipt = UUID()
    #expect(try resolve(router, "app://orders/7").leads(to: [OrderRoute.detail(7)]))
    #expect(try resolve(router, "app://search?q=red%20shoes").leads(to: [OrderRoute.search("red shoes")]))
    #expect(try resolve(router, "app://receipts/\(receipt)").leads(to: [OrderRoute.receipt(receipt)]))
  }
}

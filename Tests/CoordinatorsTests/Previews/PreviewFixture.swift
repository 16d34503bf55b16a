import Coordinators
import Foundation

/// A shop with two tabs, for the preview tests: Shop (a product list that pushes a product and
/// a checkout flow, whose card form comes up in a sheet) and Account.
enum PreviewShop {
  enum ShopRoute: Route {
    case home
    case product(Int)
  }
  enum ShopFlowRoute: Route {
    case checkout
  }
  enum CheckoutRoute: Route {
    case address, payment, card
  }
  enum AccountRoute: Route {
    case profile
  }
  /// A route no flow of the shop takes.
  enum StrayRoute: Route {
    case somewhere
  }

  @MainActor final class TabBarCoordinator: Coordinator {
    let flow = Flow<Never>()
    func start() {
      flow.showTabs(
        [TabFlow("shop", ShopCoordinator()), TabFlow("account", AccountCoordinator())], selected: "account")
    }
  }

  @MainActor final class ShopCoordinator: Coordinator {
    let flow = Flow<ShopRoute>()
    func start() { flow.show(.home) }
    func flow(for route: ShopFlowRoute) -> ChildFlow { .flow(CheckoutCoordinator()) }
  }

  @MainActor final class CheckoutCoordinator: Coordinator {
    let flow = Flow<CheckoutRoute>()
    func start() { flow.show(.address) }
    func presentation(for route: CheckoutRoute) -> Presentation { route == .card ? .sheet() : .push }
  }

  @MainActor final class AccountCoordinator: Coordinator {
    let flow = Flow<AccountRoute>()
    func start() { flow.show(.profile) }
  }

  /// Four levels into the Shop tab: a product, the checkout flow, its payment, and its card form
  /// in a sheet.
  static let cardInSheet: [any Route] = [
    ShopRoute.product(7), ShopFlowRoute.checkout, CheckoutRoute.payment, CheckoutRoute.card,
  ]

  struct ProductLink: Decodable {
    var id: Int
  }

  /// The shop's links: a product; the card form and the profile behind the "signed in" link
  /// guard; the payment, whose checkout routes are behind the same guard as a route guard.
  @MainActor static func links(signedIn: Bool) throws -> DeepLinkRouter {
    let guarded = LinkGuard("signed in", isSatisfied: { signedIn })
    return try DeepLinkRouter(
      [
        DeepLink("shop://product/{id:int}", parameters: ProductLink.self) { [ShopRoute.product($0.id)] },
        DeepLink("shop://checkout/card", requires: [guarded]) { cardInSheet },
        DeepLink("shop://account/profile", requires: [guarded]) { [AccountRoute.profile] },
        DeepLink("shop://checkout/payment") { [ShopFlowRoute.checkout, CheckoutRoute.payment] },
      ],
      routeGuards: [RouteGuard(.type(CheckoutRoute.self), requires: guarded)]
    )
  }

  /// The app's navigator: the tab bar, its links, identifiers from 0.
  @MainActor static func makeNavigator(signedIn: Bool = true) throws -> Navigator {
    let navigator = Navigator(root: TabBarCoordinator())
    navigator.deepLinks = try links(signedIn: signedIn)
    return navigator
  }

  static func url(_ text: String) -> URL {
    guard let url = URL(string: text) else { preconditionFailure("not a URL: \(text)") }
    return url
  }
}

import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// A preview's place is a way into the app as a link is: a walk of routes passes the route
/// guards a link passes, and neither form takes a locked flow away.
@MainActor
@Suite("Previews: a preview's place obeys the guards and the lock", .hangLimit)
struct PreviewGuardTests {
  typealias Shop = PreviewShop

  @Test("a walk whose route guard fails is refused with the guard's name, and nothing changes")
  func aGuardedWalkIsRefused() throws {
    let navigator = try Shop.makeNavigator(signedIn: false)
    let before = navigator.state
    let error = #expect(throws: WindowError.self) { try navigator.prepareForPreview(at: .routes(Shop.cardInSheet)) }
    #expect(error?.description.contains("signed in") == true)
    #expect(navigator.state == before)
    // Signed in, the same walk is shown.
    let signedIn = try Shop.makeNavigator(signedIn: true)
    try signedIn.prepareForPreview(at: .routes(Shop.cardInSheet))
    #expect(signedIn.state.topScreen.route == AnyRoute(Shop.CheckoutRoute.card))
  }

  @Test("a guard on a screen that a started flow shows refuses the walk too")
  func aGuardOnAStartedFlowsScreenRefusesTheWalk() throws {
    let navigator = try Shop.makeNavigator(signedIn: false)
    // The checkout flow shows its address in its start(): a CheckoutRoute, behind the guard.
    #expect(throws: WindowError.self) {
      try navigator.prepareForPreview(at: .routes([Shop.ShopFlowRoute.checkout]))
    }
  }

  @Test("a preview of a navigator whose flow holds the lock is refused in both forms, and nothing changes")
  func aLockedNavigatorRefusesBothForms() throws {
    let navigator = try Shop.makeNavigator()
    try navigator.navigate(to: [Shop.ShopRoute.product(1)])
    let shop = try #require(navigator.coordinators(ofType: Shop.ShopCoordinator.self).first)
    #expect(shop.flow.lockNavigation())
    let before = navigator.state
    #expect(throws: WindowError.self) { try navigator.prepareForPreview(at: .routes([Shop.AccountRoute.profile])) }
    #expect(throws: WindowError.self) {
      try navigator.prepareForPreview(at: .link(Shop.url("shop://account/profile")))
    }
    #expect(navigator.state == before)
  }
}

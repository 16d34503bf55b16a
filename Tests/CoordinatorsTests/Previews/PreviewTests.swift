@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Previews: a navigator at any state, at once", .hangLimit)
struct PreviewTests {
  typealias Shop = PreviewShop

  /// The state a navigator shows after walking `routes` on a test host, step by step.
  func walkedOnATestHost(_ routes: [any Route]) async throws -> NavigationState? {
    let navigator = try Shop.makeNavigator()
    navigator.attach(TestHost())
    try navigator.navigate(to: routes)
    await navigator.waitUntilIdle()
    return navigator.renderedState
  }

  nonisolated static let walks: [[any Route]] = [
    [],
    Shop.cardInSheet,
    [Shop.ShopRoute.product(1), Shop.ShopRoute.product(2)],
    [Shop.AccountRoute.profile],
    [Shop.ShopFlowRoute.checkout, Shop.CheckoutRoute.card],
  ]

  @Test("a preview's state is the state the same walk reaches on a test host", arguments: walks.indices)
  func previewOfAWalk(_ index: Int) async throws {
    let routes = Self.walks[index]
    let navigator = try Shop.makeNavigator()
    try navigator.prepareForPreview(at: .routes(routes))
    let walked = try #require(try await walkedOnATestHost(routes))
    #expect(navigator.state == walked)
  }

  @Test("a screen four levels deep, in a sheet, in a tab: the tab is selected and the sheet is up")
  func cardInSheetInTab() throws {
    let navigator = try Shop.makeNavigator()
    try navigator.prepareForPreview(at: .routes(Shop.cardInSheet))
    #expect(navigator.state.selectedTab == "shop")
    #expect(
      navigator.state.stack(at: .tab("shop"))?.map(\.route) == [
        AnyRoute(Shop.ShopRoute.home), AnyRoute(Shop.ShopRoute.product(7)), AnyRoute(Shop.CheckoutRoute.address),
        AnyRoute(Shop.CheckoutRoute.payment),
      ])
    #expect(navigator.state.modals.map { $0.stack.map(\.route) } == [[AnyRoute(Shop.CheckoutRoute.card)]])
    #expect(navigator.coordinators(ofType: Shop.CheckoutCoordinator.self).count == 1)
  }

  @Test("a link's preview is the state the link's walk reaches, with the deep-link cause")
  func previewOfALink() async throws {
    let link = Shop.url("shop://checkout/card")
    let opened = try Shop.makeNavigator()
    opened.attach(TestHost())
    try await opened.open(link)
    await opened.waitUntilIdle()
    let navigator = try Shop.makeNavigator()
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { causes.append($0.cause) }
    try navigator.prepareForPreview(at: .link(link))
    #expect(navigator.state == opened.renderedState)
    #expect(causes == [.deepLink(link)])
  }

  @Test("a link with parameters previews its pattern's walk")
  func previewOfALinkWithParameters() async throws {
    let navigator = try Shop.makeNavigator()
    try navigator.prepareForPreview(at: .link(Shop.url("shop://product/42")))
    let walked = try #require(try await walkedOnATestHost([Shop.ShopRoute.product(42)]))
    #expect(navigator.state == walked)
  }

  @Test("the start destination walks nothing: the state is what the coordinators start with")
  func previewOfTheStart() throws {
    let navigator = try Shop.makeNavigator()
    let started = navigator.state
    var events = 0
    navigator.observe(NavigationEvent.self) { _ in events += 1 }
    try navigator.prepareForPreview(at: .start)
    #expect(navigator.state == started)
    #expect(events == 0)
  }

  @Test("a route no flow takes fails with a typed error naming it, and nothing changes")
  func unknownRoute() throws {
    let navigator = try Shop.makeNavigator()
    let before = navigator.state
    let error = #expect(throws: WindowError.self) {
      try navigator.prepareForPreview(at: .routes([Shop.ShopRoute.product(1), Shop.StrayRoute.somewhere]))
    }
    guard case .navigation(let walkError)? = error?.detail else {
      Issue.record("not a walk error: \(String(describing: error))")
      return
    }
    #expect(walkError.commandIndex == 1)
    guard case .wrongRouteType = walkError.detail else {
      Issue.record("not a wrong route: \(walkError)")
      return
    }
    #expect(error?.description.hasPrefix("cannot show the place: ") == true)
    #expect(error?.description.contains("StrayRoute") == true)
    #expect(navigator.state == before)
  }

  @Test(
    "a link the preview cannot open fails with the link's typed error, and nothing changes",
    arguments: [
      ("shop://nowhere", "no match"),
      ("shop://product/seven", "wrong type"),
      ("shop://account/profile", "link guard"),
      ("shop://checkout/payment", "route guard"),
    ]
  )
  func unopenableLink(_ text: String, _ why: String) throws {
    let navigator = try Shop.makeNavigator(signedIn: false)
    let before = navigator.state
    let error = #expect(throws: WindowError.self) { try navigator.prepareForPreview(at: .link(Shop.url(text))) }
    guard case .link(let linkError)? = error?.detail else {
      Issue.record("not a link error: \(String(describing: error))")
      return
    }
    switch (why, linkError.detail) {
    case ("no match", .invalidLink(let match)): #expect(match.reason == .noMatch)
    case ("wrong type", .invalidLink(let match)): #expect(match.detail != .noMatch)
    case ("link guard", .guardNotSatisfied(let name)), ("route guard", .guardNotSatisfied(let name)):
      #expect(name == "signed in")
    default: Issue.record("\(why): \(linkError)")
    }
    #expect(linkError.url == text)
    #expect(error?.description == linkError.description)
    #expect(navigator.state == before, "no guard's flow starts, nothing of the walk is shown")
    #expect(navigator.isIdle && !navigator.isWaitingForUser)
  }

  @Test("a link on a navigator without a router fails with noRouter")
  func linkWithoutRouter() throws {
    let navigator = Navigator(root: Shop.TabBarCoordinator())
    let error = #expect(throws: WindowError.self) {
      try navigator.prepareForPreview(at: .link(Shop.url("shop://product/1")))
    }
    guard case .link(let linkError)? = error?.detail else {
      Issue.record("not a link error: \(String(describing: error))")
      return
    }
    #expect(linkError.detail == .noRouter)
  }

  @Test("a host attached after the preview shows the whole state in its first steps: nothing waits")
  func firstStepsShowEverything() throws {
    let navigator = try Shop.makeNavigator()
    try navigator.prepareForPreview(at: .routes(Shop.cardInSheet))
    let host = TestHost()
    navigator.attach(host)
    // No await: the steps ended inside `attach`.
    #expect(navigator.isIdle)
    #expect(navigator.renderedState == navigator.state)
    #expect(host.steps.count == 2, "the root with its stacks, then the sheet: \(host.steps)")
  }
}

@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

// The code of the article Guards (Sources/Coordinators/Documentation.docc/Guards.md), as it is
// printed there, and the behaviour the article describes. Keep the two in step.
enum GuardsArticle {
  @MainActor final class Session {
    var user: String?
  }

  enum ShopRoute: Route { case home, orders, settings }
  enum OrderRoute: Route {
    case list
    case order(Int)
  }
  enum LoginRoute: Route { case form }

  @MainActor final class ShopCoordinator: Coordinator {
    let flow = Flow<ShopRoute>()
    func start() { flow.show(.home) }
    func child(for route: ShopRoute) -> ChildFlow? { route == .orders ? .flow(OrdersCoordinator()) : nil }
  }

  @MainActor final class OrdersCoordinator: Coordinator {
    let flow = Flow<OrderRoute>()
    func start() { flow.show(.list) }  // a guarded screen, though no link lists it
  }

  @MainActor final class LoginCoordinator: Coordinator {
    let flow = Flow<LoginRoute>()
    let session: Session
    init(session: Session) { self.session = session }

    func start() { flow.show(.form) }

    func signIn(as user: String) {
      session.user = user
      finish()  // the link that waits for this guard opens now
    }
  }

  struct OrderLink: Decodable { var id: Int }

  @MainActor static func installLinks(on navigator: Navigator, session: Session) throws {
    let signedIn = LinkGuard(
      "signed in",
      isSatisfied: { session.user != nil },
      redirect: { .flow(LoginCoordinator(session: session), as: .sheet()) }
    )
    navigator.deepLinks = try DeepLinkRouter(
      [
        DeepLink("myapp://shop/orders") { [ShopRoute.orders] },
        DeepLink("myapp://shop/orders/{id:int}", parameters: OrderLink.self) { link in
          [ShopRoute.orders, OrderRoute.order(link.id)]
        },
        DeepLink("myapp://shop/settings", requires: [signedIn]) { [ShopRoute.settings] },
      ],
      routeGuards: [RouteGuard(.type(OrderRoute.self), requires: signedIn)]
    )
  }
}

extension GuardsArticle {
  @MainActor
  @Suite("Article Guards: log in first, then the link resumes", .hangLimit)
  struct Tests {
    let session = Session()
    let navigator = Navigator(root: ShopCoordinator())
    let host = TestHost()

    init() throws {
      navigator.attach(host)
      try installLinks(on: navigator, session: session)
    }

    func link(_ text: String) throws -> URL { try #require(URL(string: text)) }

    var routes: [AnyRoute] { navigator.state.allScreens.map(\.route) }

    @Test("an unmet guard shows its flow; once the user signs in, the link opens")
    func redirectAndResume() async throws {
      navigator.expectNoProblems()
      navigator.handle(try link("myapp://shop/orders/7"))
      await navigator.settle()
      #expect(routes == [AnyRoute(ShopRoute.home), AnyRoute(LoginRoute.form)])
      #expect(navigator.state.modals.count == 1)
      #expect(
        navigator.pendingWork == [
          "link myapp://shop/orders/7 waits for guard \"signed in\" (its flow LoginCoordinator to finish)"
        ])

      try #require(navigator.coordinators(ofType: LoginCoordinator.self).last).signIn(as: "ada")
      await navigator.settle()
      #expect(routes == [AnyRoute(ShopRoute.home), AnyRoute(OrderRoute.list), AnyRoute(OrderRoute.order(7))])
      #expect(navigator.pendingWork.isEmpty)
    }

    @Test("open waits for the guard's flow and returns when the link is open")
    func openWaits() async throws {
      let opening = Task { try await navigator.open(try link("myapp://shop/settings")) }
      await navigator.settle()
      try #require(navigator.coordinators(ofType: LoginCoordinator.self).last).signIn(as: "ada")
      try await opening.value
      #expect(routes == [AnyRoute(ShopRoute.home), AnyRoute(ShopRoute.settings)])
    }

    @Test("a screen a started coordinator shows is guarded too, though the link does not list it")
    func screensACoordinatorShows() async throws {
      let problems = ProblemRecorder(navigator, recordsIssues: false)
      navigator.handle(try link("myapp://shop/orders"))
      await navigator.settle()
      #expect(routes == [AnyRoute(ShopRoute.home), AnyRoute(LoginRoute.form)])
      #expect(navigator.coordinators(ofType: OrdersCoordinator.self).last == nil)
      // The user swipes the login sheet away: the link is dropped and nothing else changed.
      #expect(host.swipeDown())
      await navigator.settle()
      #expect(problems.deepLinkErrors.map(\.detail) == [.guardCancelled("signed in")])
      #expect(routes == [AnyRoute(ShopRoute.home)])
      #expect(navigator.flowCount == 1)
    }

    @Test("a guard still unmet after its flow drops the link without a second redirect")
    func stillUnmet() async throws {
      let problems = ProblemRecorder(navigator, recordsIssues: false)
      navigator.handle(try link("myapp://shop/settings"))
      await navigator.settle()
      try #require(navigator.coordinators(ofType: LoginCoordinator.self).last).finish()
      await navigator.settle()
      #expect(problems.deepLinkErrors.map(\.detail) == [.guardNotSatisfied("signed in")])
      #expect(routes == [AnyRoute(ShopRoute.home)])
    }

    @Test("guards stand between links and screens: the app's own navigation is not checked")
    func appNavigationIsNotGuarded() throws {
      navigator.expectNoProblems()
      try navigator.navigate(to: [ShopRoute.orders, OrderRoute.order(7)])
      #expect(routes == [AnyRoute(ShopRoute.home), AnyRoute(OrderRoute.list), AnyRoute(OrderRoute.order(7))])
    }
  }
}

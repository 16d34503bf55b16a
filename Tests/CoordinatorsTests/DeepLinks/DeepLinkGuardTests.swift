@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

// A console app whose links list only unguarded routes, while the coordinators those routes
// start show a guarded admin screen themselves: in a pushed child, a nested child, a modal
// layer, or another tab.

enum ConsoleRoute: Route {
  case home
  /// Pushes the admin flow, which shows the guarded panel in `start()`.
  case admin
  /// Pushes a flow that starts the admin flow in its own `start()`.
  case nested
  /// Presents the admin flow in a sheet.
  case sheet
  /// Replaces the root with tabs, one of them the admin flow.
  case tabs
}

enum AdminRoute: Route {
  case panel
}

enum OuterRoute: Route {
  case intro
  case admin
}

enum ConsoleTab: Route {
  case home
}

@MainActor
final class ConsoleCoordinator: Coordinator {
  let flow = Flow<ConsoleRoute>()

  func start() { flow.show(.home) }

  func child(for route: ConsoleRoute) -> ChildFlow? {
    switch route {
    case .home: nil
    case .admin: .flow(AdminCoordinator())
    case .nested: .flow(OuterCoordinator())
    case .sheet: .flow(AdminCoordinator(), as: .sheet())
    case .tabs: .root(ConsoleTabsCoordinator())
    }
  }
}

@MainActor
final class AdminCoordinator: Coordinator {
  let flow = Flow<AdminRoute>()

  func start() { flow.show(.panel) }
}

@MainActor
final class OuterCoordinator: Coordinator {
  let flow = Flow<OuterRoute>()

  func start() {
    flow.show(.intro)
    flow.show(.admin)
  }

  func child(for route: OuterRoute) -> ChildFlow? {
    route == .admin ? .flow(AdminCoordinator()) : nil
  }
}

@MainActor
final class ConsoleTabsCoordinator: Coordinator {
  let flow = Flow<ConsoleTab>()

  func start() {
    flow.showTabs([TabFlow("home", OuterTabCoordinator()), TabFlow("admin", AdminCoordinator())], selected: "home")
  }

  func child(for route: ConsoleTab) -> ChildFlow? { .tab("home") }
}

@MainActor
final class OuterTabCoordinator: Coordinator {
  let flow = Flow<OuterRoute>()

  func start() { flow.show(.intro) }
}

@MainActor
func consoleLinks(session: Session, redirects: Bool) throws -> DeepLinkRouter {
  let admin =
    redirects
    ? LinkGuard(
      "admin", isSatisfied: { session.isSignedIn }, redirect: { .flow(LoginCoordinator(), as: .sheet()) })
    : LinkGuard("admin", isSatisfied: { session.isSignedIn })
  return try DeepLinkRouter(
    [
      DeepLink("app://console/admin") { [ConsoleRoute.admin] },
      DeepLink("app://console/nested") { [ConsoleRoute.nested] },
      DeepLink("app://console/sheet") { [ConsoleRoute.sheet] },
      DeepLink("app://console/tabs") { [ConsoleRoute.tabs, ConsoleTab.home] },
    ],
    routeGuards: [RouteGuard(.type(AdminRoute.self), requires: admin)]
  )
}

@MainActor
@Suite("Deep links: guards hold for every screen a link adds, whoever shows it", .hangLimit)
struct DeepLinkGuardTests {
  nonisolated static let links = [
    "app://console/admin", "app://console/nested", "app://console/sheet", "app://console/tabs",
  ]

  /// Yields until the guard's login flow runs; fails, rather than waits forever, if it never does.
  func waitForLogin(_ navigator: Navigator) async throws {
    for _ in 0..<1_000 where navigator.coordinators(ofType: LoginCoordinator.self).isEmpty { await Task.yield() }
    try #require(!navigator.coordinators(ofType: LoginCoordinator.self).isEmpty, "the guard did not redirect")
  }

  func showsPanel(_ navigator: Navigator) -> Bool {
    navigator.state.allScreens.contains { $0.route == AnyRoute(AdminRoute.panel) }
  }

  @Test("a guarded screen that a started coordinator shows refuses the link, and nothing changes", arguments: links)
  func refusedWithoutRedirect(_ link: String) async throws {
    let navigator = Navigator(root: ConsoleCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try consoleLinks(session: Session(), redirects: false)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let before = navigator.state
    var events: [NavigationEvent] = []
    navigator.observe(NavigationEvent.self) { events.append($0) }
    await #expect {
      try await navigator.open(url(link))
    } throws: { error in
      guard let error = error as? DeepLinkError, case .guardNotSatisfied("admin") = error.detail else { return false }
      return error.description == "cannot open \(link): it requires admin"
    }
    #expect(navigator.state == before)
    #expect(events.isEmpty)
    #expect(problems.deepLinkErrors.map(\.detail) == [.guardNotSatisfied("admin")])
    #expect(navigator.flowCount == 1)
    #expect(navigator.coordinators(ofType: AdminCoordinator.self).isEmpty)
  }

  @Test("once the guard holds, the same link shows the guarded screen", arguments: links)
  func openedWhenSatisfied(_ link: String) async throws {
    let session = Session()
    session.isSignedIn = true
    let navigator = Navigator(root: ConsoleCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try consoleLinks(session: session, redirects: false)
    try await navigator.open(url(link))
    #expect(showsPanel(navigator))
    #expect(navigator.coordinators(ofType: AdminCoordinator.self).count == 1)
  }

  @Test("an unmet guard on a screen a coordinator shows redirects, then the link resumes", arguments: links)
  func redirectsAndResumes(_ link: String) async throws {
    let session = Session()
    let navigator = Navigator(root: ConsoleCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try consoleLinks(session: session, redirects: true)
    let opening = Task { try await navigator.open(url(link)) }
    try await waitForLogin(navigator)
    #expect(!showsPanel(navigator))
    #expect(navigator.coordinators(ofType: AdminCoordinator.self).isEmpty)
    session.isSignedIn = true
    navigator.coordinators(ofType: LoginCoordinator.self).first?.finish()
    try await opening.value
    #expect(showsPanel(navigator))
  }

  @Test("a redirect that leaves the guard unmet drops the link without a second redirect")
  func redirectOnce() async throws {
    let navigator = Navigator(root: ConsoleCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try consoleLinks(session: Session(), redirects: true)
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    let opening = Task { try await navigator.open(url("app://console/nested")) }
    try await waitForLogin(navigator)
    navigator.coordinators(ofType: LoginCoordinator.self).first?.finish()
    await #expect {
      try await opening.value
    } throws: { error in
      guard let error = error as? DeepLinkError, case .guardNotSatisfied("admin") = error.detail else { return false }
      return true
    }
    #expect(!showsPanel(navigator))
    #expect(navigator.coordinators(ofType: LoginCoordinator.self).isEmpty)
    #expect(problems.deepLinkErrors.map(\.detail) == [.guardNotSatisfied("admin")])
  }

  @Test("a guarded screen already shown before the link does not stop it")
  func screensAlreadyShownAreNotChecked() async throws {
    let session = Session()
    session.isSignedIn = true
    let navigator = Navigator(root: ConsoleCoordinator())
    navigator.attach(TestHost())
    navigator.deepLinks = try consoleLinks(session: session, redirects: false)
    try await navigator.open(url("app://console/tabs"))
    session.isSignedIn = false
    // The walk keeps the running tabs and the admin tab's panel; it adds no guarded screen.
    try await navigator.open(url("app://console/tabs"))
    #expect(showsPanel(navigator))
  }
}

import Coordinators
import Foundation

// A console app in which guarded screens are shown by coordinators, not only by the routes a
// link lists: the admin flow shows the guarded panel in `start()`, pushed, nested in another
// flow, presented in a sheet, or as the second tab of a tab container. A link's walk is spelled
// by its path (`app://walk/nested/intro?signed=false`), so libFuzzer composes walks freely.

enum ConsoleRoute: Route {
  case home, admin, nested, sheet, tabs
}

enum AdminRoute: Route {
  case panel
}

enum OuterRoute: Route {
  case intro, admin
}

enum ConsoleTab: Route {
  case home, admin
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

  func child(for route: OuterRoute) -> ChildFlow? { route == .admin ? .flow(AdminCoordinator()) : nil }
}

@MainActor
final class ConsoleTabsCoordinator: Coordinator {
  let flow = Flow<ConsoleTab>()

  func start() {
    flow.showTabs([TabFlow("home", OuterTabCoordinator()), TabFlow("admin", AdminCoordinator())], selected: "home")
  }

  func child(for route: ConsoleTab) -> ChildFlow? { route == .home ? .tab("home") : .tab("admin") }
}

@MainActor
final class OuterTabCoordinator: Coordinator {
  let flow = Flow<OuterRoute>()

  func start() { flow.show(.intro) }
}

/// Shows every step at once.
@MainActor
final class ImmediateHost: NavigationHost {
  var capabilities: HostCapabilities { .all }

  func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) { completion() }
}

/// Whether the user is signed in; set from each input before its link is opened.
@MainActor
final class Session {
  var isSignedIn = false
}

@MainActor
enum DeepLinkGuardChecks {
  static let session = Session()

  nonisolated static let routes: [String: any Route] = [
    "home": ConsoleRoute.home, "admin": ConsoleRoute.admin, "nested": ConsoleRoute.nested,
    "sheet": ConsoleRoute.sheet, "tabs": ConsoleRoute.tabs, "panel": AdminRoute.panel,
    "intro": OuterRoute.intro, "outer-admin": OuterRoute.admin, "tab-home": ConsoleTab.home,
    "tab-admin": ConsoleTab.admin,
  ]

  static let router: DeepLinkRouter = {
    let admin = LinkGuard("admin", isSatisfied: { session.isSignedIn })
    do {
      return try DeepLinkRouter(
        [
          DeepLink("app://walk/{path*}", parameters: WalkLink.self) { link in
            try link.path.split(separator: "/").map { name in
              guard let route = routes[String(name)] else {
                throw URLParameterError(name: "path", expected: "a path of route names")
              }
              return route
            }
          },
          DeepLink("app://console/admin") { [ConsoleRoute.admin] },
          DeepLink("app://console/nested") { [ConsoleRoute.nested] },
          DeepLink("app://console/sheet") { [ConsoleRoute.sheet] },
          DeepLink("app://console/tabs") { [ConsoleRoute.tabs, ConsoleTab.home] },
        ],
        routeGuards: [RouteGuard(.type(AdminRoute.self), requires: admin)]
      )
    } catch {
      fatalError("the fuzzer's console links are rejected: \(error)")
    }
  }()

  /// Opens `text` as a link, signed in or not as `signedIn` says, on a navigator that may
  /// already show guarded screens (`prepared`): the link is refused, or every screen it adds
  /// passes its guard; a refused link changes nothing.
  static func open(_ text: String, signedIn: Bool, prepared: Bool) {
    guard let url = URL(string: text) else { return }
    let navigator = Navigator(root: ConsoleCoordinator())
    navigator.attach(ImmediateHost())
    navigator.logsProblems = false
    navigator.deepLinks = router
    if prepared {
      // Guarded screens the user reached earlier, signed in: they are not the link's to check.
      session.isSignedIn = true
      try? navigator.navigate(to: [ConsoleRoute.tabs, ConsoleTab.home])
    }
    session.isSignedIn = signedIn
    let before = navigator.state
    var outcome: Result<Void, DeepLinkError>?
    // No guard redirects and a host is attached, so opening never suspends: the task runs to
    // its end before `immediate` returns.
    Task.immediate { @MainActor in
      do throws(DeepLinkError) {
        try await navigator.open(url)
        outcome = .success(())
      } catch {
        outcome = .failure(error)
      }
    }
    guard let outcome else { trap("opening the link suspended", text) }
    let after = navigator.state
    check(after.invariantViolations().isEmpty, "the state breaks rules: \(after.invariantViolations())", text)
    switch outcome {
    case .success:
      guard !signedIn else { return }
      for screen in after.allScreens where before.screen(screen.id) == nil {
        check(
          screen.route.route(as: AdminRoute.self) == nil,
          "the link added the guarded screen \(screen.id) \(screen.route) signed out", text)
      }
    case .failure(let error):
      check(after == before, "a refused link changed the state: \(error)", text)
      _ = error.description
    }
  }

  private static func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: String) {
    if !condition { trap(message(), input) }
  }

  private static func trap(_ message: String, _ input: String) -> Never {
    fatalError("\(message)\ninput: \(String(reflecting: input))")
  }
}

/// The parameters of the fuzzer's walk link: the route names, `/`-separated.
private struct WalkLink: Decodable, Sendable {
  let path: String
}

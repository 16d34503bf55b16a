@_spi(Hosts) @_spi(Testing) import Coordinators
import Foundation

// A console app in which guarded screens are shown by coordinators, not only by the routes a
// link lists: the admin flow shows the guarded panel in `start()`, pushed, nested in another
// flow, presented in a sheet, or as the second tab of a tab container. A link's walk is spelled
// by its path (`app://walk/nested/intro?signed=false`), so libFuzzer composes walks freely.

enum ConsoleRoute: Route {
  case home, admin, nested, sheet, tabs, payment
}

enum PaymentRoute: Route {
  case pay
}

enum LoginRoute: Route {
  case form
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
    case .payment: .flow(PaymentCoordinator(), as: .sheet())
    }
  }
}

/// A sheet that locks the navigation while it shows, as a payment does.
@MainActor
final class PaymentCoordinator: Coordinator {
  let flow = Flow<PaymentRoute>()

  func start() {
    flow.show(.pay)
    flow.lockNavigation()
    DeepLinkGuardChecks.payment = self
  }
}

/// The admin guard's flow: a sheet in which the user signs in (finishes) or gives up (cancels).
@MainActor
final class LoginCoordinator: Coordinator {
  let flow = Flow<LoginRoute>()

  func start() {
    flow.show(.form)
    DeepLinkGuardChecks.login = self
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

  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd { .now }
}

/// Whether the user is signed in; set from each input before its link is opened.
@MainActor
final class Session {
  var isSignedIn = false
}

/// What else the navigator holds when the link comes, each chosen by a bit of the input: an
/// alert of the root flow, a payment sheet that holds the navigation lock, and a guard whose flow
/// lets the user sign in (or give up) instead of dropping the link at once.
struct Circumstances: OptionSet {
  let rawValue: Int
  static let alert = Circumstances(rawValue: 1)
  static let locked = Circumstances(rawValue: 2)
  static let loginFlow = Circumstances(rawValue: 4)
  /// With a login flow: the user signs in there, rather than giving up.
  static let signsInThere = Circumstances(rawValue: 8)
}

/// Where the link comes from and how old it is, chosen by the input: a source of the funnel's,
/// an age in seconds, and whether that source has an age limit (two minutes).
struct EntryCircumstances {
  static let sources: [NavigationEntry.Source] = [
    .url, .notification, .widget, .liveActivity, .control, .spotlight, .appIntent, .handoff, .shortcutItem, .uiTest,
    NavigationEntry.Source("fuzz"),
  ]
  static let limit = 120

  var source: NavigationEntry.Source = .url
  var age = 0
  var isLimited = false

  /// Whether the link is too old when its turn comes: the clock does not move while it waits.
  var expires: Bool { isLimited && age > Self.limit }
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

  /// The running payment and login flows, when the input has them.
  static weak var payment: PaymentCoordinator?
  static weak var login: LoginCoordinator?

  static let router = makeRouter(redirecting: false)
  static let redirectingRouter = makeRouter(redirecting: true)

  static func makeRouter(redirecting: Bool) -> DeepLinkRouter {
    var redirect: (@MainActor @Sendable () -> ChildFlow)?
    if redirecting { redirect = { ChildFlow.flow(LoginCoordinator(), as: .sheet()) } }
    let admin = LinkGuard("admin", isSatisfied: { session.isSignedIn }, redirect: redirect)
    do {
      return try DeepLinkRouter(
        [
          DeepLink("app://walk/{path*}", parameters: WalkLink.self) { link in
            try link.path.split(separator: "/").map { name in
              guard let route = routes[String(name)] else {
                throw URLPatternError.missingParameter("path", expected: "a path of route names")
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
  }

  /// Opens `text` as a link, signed in or not as `signedIn` says, on a navigator that may
  /// already show guarded screens (`prepared`): the link is refused, or every screen it adds
  /// passes its guard; a refused link changes nothing.
  ///
  /// With `circumstances`, the link meets an alert (which stays unless the link presents,
  /// dismisses or replaces a layer), a payment sheet holding the lock (the link waits, changing
  /// nothing, until the payment unlocks), or the guard's login flow (the link waits until the
  /// user signs in there or gives up).
  ///
  /// The link is an entry of `entry`'s source and age: one older than its source's limit ends
  /// with `expired` naming its age and the limit (unless it fails earlier, as a link that does
  /// not resolve does), no other does; an error names its source, and every change the link
  /// makes names it too.
  static func open(
    _ text: String, signedIn: Bool, prepared: Bool, circumstances: Circumstances = [],
    entry: EntryCircumstances = EntryCircumstances()
  ) {
    guard let url = URL(string: text) else { return }
    let navigator = Navigator(root: ConsoleCoordinator())
    navigator.attach(ImmediateHost())
    navigator.logsProblems = false
    let now = Date(timeIntervalSince1970: 1_800_000_000)
    navigator.entryClock = { now }
    if entry.isLimited { navigator.maximumEntryAge[entry.source] = .seconds(EntryCircumstances.limit) }
    let redirecting = circumstances.contains(.loginFlow)
    navigator.deepLinks = redirecting ? redirectingRouter : router
    if prepared {
      // Guarded screens the user reached earlier, signed in: they are not the link's to check.
      session.isSignedIn = true
      try? navigator.navigate(to: [ConsoleRoute.tabs, ConsoleTab.home])
    }
    session.isSignedIn = signedIn
    let root = navigator.coordinator(for: .root) as? ConsoleCoordinator
    (payment, login) = (nil, nil)
    if circumstances.contains(.locked), let root, root.flow.show(.payment) {
      check(payment?.flow.holdsNavigationLock == true, "the payment sheet holds no lock", text)
    }
    if circumstances.contains(.alert), let root {
      _ = root.flow.alert("Leave?", buttons: [AlertButton<StandardAction>.cancel()])
    }
    let before = navigator.state
    var outcome: Result<Void, DeepLinkError>?
    // A host is attached, so opening suspends only for the lock or the guard's flow: the task
    // runs to its end, or to that wait, before `immediate` returns.
    var linkCauses: [NavigationCause] = []
    let token = navigator.observe(NavigationEvent.self) { event in
      if event.cause.entrySource != nil { linkCauses.append(event.cause) }
    }
    defer { navigator.removeObserver(token) }
    let arrival = now - TimeInterval(entry.age)
    Task.immediate { @MainActor in
      do throws(DeepLinkError) {
        try await navigator.open(entry: NavigationEntry(url, source: entry.source, arrival: arrival))
        outcome = .success(())
      } catch {
        outcome = .failure(error)
      }
    }
    if outcome == nil, circumstances.contains(.locked), let payment {
      check(navigator.state == before, "a link behind the lock changed the state", text)
      check(payment.flow.unlockNavigation(), "the payment does not unlock", text)
      settle(until: { outcome != nil || login != nil })
    }
    var signedInAtTheEnd = signedIn
    if outcome == nil, redirecting, let login {
      if circumstances.contains(.signsInThere) {
        session.isSignedIn = true
        signedInAtTheEnd = true
        check(login.finish(), "the login flow does not finish", text)
      } else {
        check(login.cancel(), "the login flow does not cancel", text)
      }
      settle(until: { outcome != nil })
    }
    guard let outcome else { trap("the link never finished: \(navigator.pendingWork)", text) }
    let after = navigator.state
    do { try after.validate() } catch { trap("the state breaks rules: \(error)", text) }
    if let alert = before.alert, after.alert != nil {
      check(after.alert == alert, "the alert changed under the link", text)
      check(after.modalLayers.map(\.id) == before.modalLayers.map(\.id), "the alert stayed over a layer change", text)
    }
    for cause in linkCauses {
      check(cause.entrySource == entry.source, "a change of the link names another source: \(cause)", text)
    }
    if case .failure(let error) = outcome {
      check(error.source == entry.source, "the error names the source \(error.source), not \(entry.source)", text)
      if case .expired(let age, let limit) = error.detail {
        check(entry.expires, "a link within its age limit expired: \(error)", text)
        check(
          age == .seconds(entry.age) && limit == .seconds(EntryCircumstances.limit),
          "the error names the age \(age) and the limit \(limit)", text)
        check(linkCauses.isEmpty, "an expired link changed the navigation", text)
      }
    } else {
      check(!entry.expires, "a link older than its source's limit landed", text)
    }
    switch outcome {
    case .success:
      guard !signedInAtTheEnd else { return }
      for screen in after.allScreens where before.screen(screen.id) == nil {
        check(
          screen.route.route(as: AdminRoute.self) == nil,
          "the link added the guarded screen \(screen.id) \(screen.route) signed out", text)
      }
    case .failure(let error):
      // A link refused after the lock or the login flow finds the state those left.
      if !circumstances.contains(.locked) && !redirecting {
        check(after == before, "a refused link changed the state: \(error)", text)
      }
      _ = error.description
    }
  }

  /// Lets the main actor run the tasks that wait for it (the link's, once the lock or the
  /// login flow lets it go) until `isDone`, for a bounded number of turns: never a hang.
  private static func settle(until isDone: () -> Bool) {
    for _ in 0..<1_000 where !isDone() {
      _ = RunLoop.main.run(mode: .default, before: Date())
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

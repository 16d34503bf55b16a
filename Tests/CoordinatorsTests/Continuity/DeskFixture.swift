@_spi(Hosts) import Coordinators
import Foundation

// A desk app: documents, an editor, a guarded secret, a payment flow that locks the navigation
// while it charges, and a draft flow that keeps unsaved edits.

enum DeskRoute: Route, Codable {
  case home
  case doc(Int)
  case secret(Int)
  case editor
  case pay
  case draft
}

enum PayRoute: Route, Codable {
  case card
}

enum DraftRoute: Route, Codable {
  case text
}

@MainActor
final class DeskCoordinator: Coordinator {
  let flow = Flow<DeskRoute>()

  func start() { flow.show(.home) }

  func child(for route: DeskRoute) -> ChildFlow? {
    switch route {
    case .pay: .flow(DeskPayCoordinator())
    case .draft: .flow(DeskDraftCoordinator())
    default: nil
    }
  }
}

/// Charges a card: it locks the navigation from its start until the test unlocks it.
@MainActor
final class DeskPayCoordinator: Coordinator {
  let flow = Flow<PayRoute>()

  func start() {
    flow.show(.card)
    flow.lockNavigation()
  }
}

/// A draft with unsaved edits; the test disables its interactive dismissal.
@MainActor
final class DeskDraftCoordinator: Coordinator {
  let flow = Flow<DraftRoute>()

  func start() { flow.show(.text) }
}

/// Whether the user is signed in: the secret needs it.
@MainActor
final class DeskSession {
  var signedIn = false
}

enum DeskApp {
  static let activityType = "com.example.desk.browse"

  static let routes: RouteRegistry = {
    var registry = RouteRegistry()
    // Fixed, distinct keys: registering cannot fail.
    try? registry.register(DeskRoute.self, key: "desk")
    try? registry.register(PayRoute.self, key: "pay")
    try? registry.register(DraftRoute.self, key: "draft")
    return registry
  }()

  /// The desk's links; the secret needs a signed-in user.
  @MainActor
  static func links(_ session: DeskSession) throws -> DeepLinkRouter {
    struct Document: Decodable, Sendable { let id: Int }
    return try DeepLinkRouter(
      [
        DeepLink("desk://docs/{id:int}", parameters: Document.self) { [DeskRoute.doc($0.id)] },
        DeepLink("desk://secrets/{id:int}", parameters: Document.self) { [DeskRoute.secret($0.id)] },
      ],
      routeGuards: [
        RouteGuard(
          .type(DeskRoute.self) { if case .secret = $0 { true } else { false } },
          requires: LinkGuard("signed in", isSatisfied: { session.signedIn }))
      ]
    )
  }

  /// Rules that let every route of the desk travel as a payload, and publish no link.
  static var payloadRules: ActivityRules {
    var rules = ActivityRules(activityType: activityType, registry: routes)
    rules.publish(DeskRoute.self) { _ in ActivityContent(title: "Desk", allowsPayload: true) }
    rules.publish(PayRoute.self) { _ in ActivityContent(allowsPayload: true) }
    rules.publish(DraftRoute.self) { _ in ActivityContent(allowsPayload: true) }
    return rules
  }

  /// A navigator as the app's scene makes it, with its links and rules, on a test host unless
  /// `attached` is false.
  @MainActor
  static func makeNavigator(_ session: DeskSession, rules: ActivityRules? = payloadRules) -> Navigator {
    let navigator = Navigator(root: DeskCoordinator())
    navigator.deepLinks = try? links(session)
    navigator.activities = rules
    return navigator
  }

  /// The payload of a navigator of the desk that walked `routes`.
  @MainActor
  static func activity(walking routes: [any Route], session: DeskSession) throws -> NavigationActivity {
    let source = makeNavigator(session)
    try source.navigate(to: routes)
    guard let activity = source.currentActivity, activity.payload != nil else {
      throw NavigationError(.noScreens, context: "publish a payload")
    }
    return activity
  }
}

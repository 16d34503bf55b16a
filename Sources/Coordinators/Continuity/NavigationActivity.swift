import CoordinatorsCore
import Foundation

/// A place in an app, published for Handoff and Spotlight and continued in another scene or on
/// another device: the library's form of `NSUserActivity`, which the Apple hosts convert to and
/// from (Linux's Foundation has none).
///
/// It carries a link (built back from the routes, and opened through the guards of a link) or,
/// when the app allows it, a restoration payload: the navigation as a snapshot.
public struct NavigationActivity: Codable, Hashable, Sendable {
  /// The activity type, listed in the app's `NSUserActivityTypes`.
  public var activityType: String
  /// The title the system shows (Handoff, Spotlight).
  public var title: String?
  /// The link to the place, when a link leads there.
  public var link: URL?
  /// The navigation as restoration data (``Navigator/snapshotData(registry:version:)``), when no
  /// link leads there and the app allows its routes to leave the scene.
  public var payload: Data?
  /// Whether another device may continue it (Handoff).
  public var isEligibleForHandoff: Bool
  /// Whether Spotlight may index it.
  public var isEligibleForSearch: Bool
  /// The words Spotlight finds it by.
  public var keywords: Set<String>
  /// The App Intents entity the place shows (`appEntityIdentifier`), when its rule names one. It
  /// is written into the scene's activity, never encoded: another device reads the link or the
  /// payload.
  public var entity: ActivityEntity?

  private enum CodingKeys: String, CodingKey {
    case activityType, title, link, payload, isEligibleForHandoff, isEligibleForSearch, keywords
  }

  /// An activity with the given values.
  public init(
    activityType: String,
    title: String? = nil,
    link: URL? = nil,
    payload: Data? = nil,
    isEligibleForHandoff: Bool = true,
    isEligibleForSearch: Bool = false,
    keywords: Set<String> = [],
    entity: ActivityEntity? = nil
  ) {
    self.entity = entity
    self.activityType = activityType
    self.title = title
    self.link = link
    self.payload = payload
    self.isEligibleForHandoff = isEligibleForHandoff
    self.isEligibleForSearch = isEligibleForSearch
    self.keywords = keywords
  }

  /// The routes the payload carries, decoded with `registry`: the route that opened each flow it
  /// restores, then each screen's, stack by stack (every tab, every modal layer). What a test or
  /// the app reads to check that nothing private leaves the scene. `nil` without a payload, or
  /// when the payload does not read whole.
  public func payloadRoutes(registry: RouteRegistry) -> [AnyRoute]? {
    guard let payload else { return nil }
    let plan = RestorationPlan(data: payload, registry: registry)
    return plan.isComplete ? plan.placeRoutes : nil
  }

  /// The keys of `userInfo` in `NSUserActivity`.
  package enum UserInfoKey {
    /// The link, as a string.
    package static let link = "swift-coordinators.link"
    /// The restoration payload, as data.
    package static let payload = "swift-coordinators.payload"
  }
}

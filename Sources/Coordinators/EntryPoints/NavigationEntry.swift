import CoordinatorsCore
import Foundation

/// A way into the app: a place to show, where the request came from, and when it arrived.
///
/// Every door of the app (a notification tap, a widget's or Live Activity's URL, a Spotlight
/// result, an App Intent, a home-screen shortcut, the app's own URL, a UI test's launch
/// arguments) makes an entry and hands it to ``Navigator/open(entry:)`` or
/// ``Navigator/handle(entry:)``. Entries go through the one queue of links: in the
/// order they arrive, parked until a host is attached, through guards and the navigation lock;
/// one that is too old when its turn comes, or that a newer one supersedes, ends with a typed
/// ``DeepLinkError`` (see <doc:EntryPoints>).
///
/// ```swift
/// func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
///   guard let link = response.notification.request.content.userInfo["link"] as? String,
///     let url = URL(string: link)
///   else { return }
///   navigator.handle(entry: NavigationEntry(url, source: .notification))
/// }
/// ```
public struct NavigationEntry: Hashable, Sendable {
  /// Where an entry leads.
  public enum Place: Hashable, Sendable, CustomStringConvertible {
    /// A URL, resolved with the navigator's ``Navigator/deepLinks`` router and its link guards.
    case link(URL)
    /// A walk of routes from the root, as ``Navigator/navigate(to:cause:)`` walks; the route
    /// guards of ``Navigator/deepLinks`` hold for every screen it adds.
    case walk([AnyRoute])

    /// The URL, or `walk to A, B`.
    public var description: String {
      switch self {
      case .link(let url): url.absoluteString
      case .walk(let routes): "walk to " + routes.map(\.description).joined(separator: ", ")
      }
    }
  }

  /// Where an entry came from: one of the system's doors, the app's own URL, a UI test, or a
  /// kind the app names.
  ///
  /// A source is its name: ``notification`` is `"notification"`. An app adds its own kinds:
  ///
  /// ```swift
  /// extension NavigationEntry.Source {
  ///   static let watchApp = NavigationEntry.Source("watchApp")
  /// }
  /// ```
  public struct Source: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The source's name, as the event log and the line logger write it.
    public let rawValue: String

    /// The source named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The source named `name`.
    public init(_ name: String) { self.rawValue = name }

    /// The name.
    public var description: String { rawValue }

    /// The app's own URL: `onOpenURL`, a scene's `openURLContexts`, ``Navigator/open(_:)``
    /// and ``Navigator/handle(_:)``.
    public static let url = Source("url")
    /// A tap on a notification (`UNUserNotificationCenterDelegate`).
    public static let notification = Source("notification")
    /// A tap on a widget (`widgetURL`, `Link`).
    public static let widget = Source("widget")
    /// A tap on a Live Activity, its banner or its Dynamic Island.
    public static let liveActivity = Source("liveActivity")
    /// A control in Control Center, on the Lock Screen or on the Action button.
    public static let control = Source("control")
    /// A Spotlight result (`CSSearchableItemActionType`).
    public static let spotlight = Source("spotlight")
    /// Siri, Shortcuts or another App Intent that opens the app.
    public static let appIntent = Source("appIntent")
    /// An activity handed off from another device.
    public static let handoff = Source("handoff")
    /// A home-screen quick action (`UIApplicationShortcutItem`).
    public static let shortcutItem = Source("shortcutItem")
    /// A UI test's launch arguments or environment (``NavigationEntry/launchEntry(arguments:environment:arrival:)``).
    public static let uiTest = Source("uiTest")
  }

  /// Where the entry leads.
  public var place: Place
  /// Where it came from.
  public var source: Source
  /// When it arrived: the age limits of ``Navigator/maximumEntryAge`` count from here.
  public var arrival: Date

  /// An entry that leads to `place`.
  ///
  /// - Parameters:
  ///   - place: a link, or a walk of routes.
  ///   - source: where it came from.
  ///   - arrival: when it arrived; now unless given (a notification's delivery date, say).
  public init(_ place: Place, source: Source, arrival: Date = Date()) {
    self.place = place
    self.source = source
    self.arrival = arrival
  }

  /// An entry that leads to `url`.
  public init(_ url: URL, source: Source, arrival: Date = Date()) {
    self.init(.link(url), source: source, arrival: arrival)
  }

  /// An entry that walks `routes` from the root.
  public init(walk routes: [any Route], source: Source, arrival: Date = Date()) {
    self.init(.walk(routes.map { AnyRoute($0) }), source: source, arrival: arrival)
  }
}

extension NavigationEntry: CustomStringConvertible {
  /// `notification: app://orders/7`.
  public var description: String { "\(source): \(place)" }
}

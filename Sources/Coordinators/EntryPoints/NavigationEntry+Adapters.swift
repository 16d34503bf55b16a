import Foundation

// The platform-free half of each door's adapter: what the system hands the app (a dictionary, a
// URL, a string, an App Intent's target) read into an entry with its source. The Apple types'
// halves are in the CoordinatorsEntryPoints module, which keeps the core free of Apple's
// frameworks. Every reader takes what another process or another
// device wrote, so none of them traps: what does not name a place is `nil`.

extension NavigationEntry {
  // MARK: Notifications

  /// The key under which a notification's `userInfo` (or a home-screen shortcut's) holds the
  /// link it opens: `"coordinatorsLink"`.
  ///
  /// A remote notification's payload carries it beside `aps`:
  /// `{"aps": {"alert": "Your order shipped"}, "coordinatorsLink": "myapp://orders/7"}`.
  public static let userInfoLinkKey = "coordinatorsLink"

  /// The `userInfo` of a notification (or a home-screen shortcut) that opens `url`: the link's
  /// text under `key`, a property-list value, as `UNMutableNotificationContent.userInfo` and a
  /// remote notification's JSON payload need.
  ///
  /// ```swift
  /// let content = UNMutableNotificationContent()
  /// content.title = "Your order shipped"
  /// content.userInfo = NavigationEntry.userInfo(opening: URL(string: "myapp://orders/7")!)
  /// ```
  public static func userInfo(opening url: URL, key: String = userInfoLinkKey) -> [String: String] {
    [key: url.absoluteString]
  }

  /// The entry a notification's `userInfo` opens, with the source ``Source/notification``: the
  /// link under `key`, as ``userInfo(opening:key:)`` writes it.
  ///
  /// `nil` when the notification names no place: no value under `key`, a value that is not text,
  /// or text that is not an absolute URL (one with a scheme). A notification that is not about a
  /// place is no error; a malformed one is no crash.
  ///
  /// - Parameters:
  ///   - userInfo: the notification content's `userInfo`.
  ///   - key: where the link is; ``userInfoLinkKey`` unless given.
  ///   - arrival: when it arrived: the notification's `date`, so that ``Navigator/maximumEntryAge``
  ///     counts from its delivery.
  public init?(notificationUserInfo userInfo: [AnyHashable: Any], key: String = userInfoLinkKey, arrival: Date = Date())
  {
    guard let url = Self.link(in: userInfo, key: key) else { return nil }
    self.init(url, source: .notification, arrival: arrival)
  }

  /// The absolute URL whose text is under `key` in `userInfo`, if any.
  static func link(in userInfo: [AnyHashable: Any], key: String) -> URL? {
    guard let value = userInfo[AnyHashable(key)] else { return nil }
    let text: String
    if let string = value as? String {
      text = string
    } else if let url = value as? URL {
      text = url.absoluteString
    } else {
      return nil
    }
    return absoluteURL(text)
  }

  /// `text` as a URL with a scheme; `nil` for anything else.
  static func absoluteURL(_ text: String) -> URL? {
    guard !text.isEmpty, let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return nil }
    return url
  }

  // MARK: Widgets, Live Activities and controls

  /// The query item that names an entry's source in a URL that ``tagged(_:source:)`` makes:
  /// `coordinatorsSource`.
  public static let sourceQueryItem = "coordinatorsSource"

  /// The sources a URL may name in its ``sourceQueryItem`` unless the app says otherwise: the
  /// system surfaces that hand the app a URL the app wrote, ``Source/widget``,
  /// ``Source/liveActivity`` and ``Source/control``.
  public static let taggableSources: Set<Source> = [.widget, .liveActivity, .control]

  /// `url` with its source in a query item, for a widget's `widgetURL` or `Link`, a Live
  /// Activity's, or a control's `OpenURLIntent`; ``init(taggedURL:accepting:arrival:)`` reads
  /// it back.
  ///
  /// ```swift
  /// struct OrderWidgetView: View {
  ///   var body: some View {
  ///     Text("Order 7 shipped")
  ///       .widgetURL(NavigationEntry.tagged(URL(string: "myapp://orders/7")!, source: .widget))
  ///       // myapp://orders/7?coordinatorsSource=widget
  ///   }
  /// }
  /// ```
  ///
  /// The item replaces any ``sourceQueryItem`` the URL had; its other query items stay, in order.
  /// A URL whose text has no components (never one the URL type parses) comes back unchanged.
  public static func tagged(_ url: URL, source: Source) -> URL {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
    var items = (components.queryItems ?? []).filter { $0.name != sourceQueryItem }
    items.append(URLQueryItem(name: sourceQueryItem, value: source.rawValue))
    components.queryItems = items
    return components.url ?? url
  }

  /// The entry a URL opens, with the source its ``sourceQueryItem`` names, and the link without
  /// that item (so the app's link patterns never see it).
  ///
  /// A URL without the item, or whose item names a source `accepting` does not hold (any URL can
  /// reach the app, and another app must not pass its link off as a notification or a UI test),
  /// or that names several, is the app's own URL: ``Source/url``, and the link as it came.
  ///
  /// ```swift
  /// struct RootView: View {
  ///   let navigator: Navigator
  ///   @State private var host = SwiftUIHost()
  ///   var body: some View {
  ///     NavigatorView(navigator, host: host)
  ///       .onOpenURL { url in navigator.handle(entry: NavigationEntry(taggedURL: url)) }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - url: the URL the system handed the app.
  ///   - accepting: the sources a URL may name; ``taggableSources`` unless given.
  ///   - arrival: when it arrived; now unless given.
  public init(taggedURL url: URL, accepting: Set<Source> = taggableSources, arrival: Date = Date()) {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
      let items = components.queryItems
    else {
      self.init(url, source: .url, arrival: arrival)
      return
    }
    let tags = items.filter { $0.name == Self.sourceQueryItem }
    guard tags.count == 1, let name = tags[0].value, accepting.contains(Source(name)) else {
      self.init(url, source: .url, arrival: arrival)
      return
    }
    let rest = items.filter { $0.name != Self.sourceQueryItem }
    components.queryItems = rest.isEmpty ? nil : rest
    self.init(components.url ?? url, source: Source(name), arrival: arrival)
  }

  // MARK: Spotlight

  /// The entry a Spotlight result opens, with the source ``Source/spotlight``.
  ///
  /// The app names each item it indexes by the place it shows: the `uniqueIdentifier` of its
  /// `CSSearchableItem` is the place's link (`myapp://notes/42`), which the app's link patterns
  /// resolve as they resolve any link. A tap on the result hands the app an activity of type
  /// `CSSearchableItemActionType` whose `userInfo` holds that identifier under
  /// `CSSearchableItemActivityIdentifier`; `init(spotlight:arrival:)` reads it on Apple
  /// platforms.
  ///
  /// `nil` when the identifier is not an absolute URL (an item the app indexed under another
  /// scheme of names).
  public init?(spotlightIdentifier identifier: String, arrival: Date = Date()) {
    guard let url = Self.absoluteURL(identifier) else { return nil }
    self.init(url, source: .spotlight, arrival: arrival)
  }

  // MARK: Home-screen shortcuts

  /// The entry a home-screen quick action opens, with the source ``Source/shortcutItem``: the
  /// link in its `userInfo` under `key` (as ``userInfo(opening:key:)`` writes it), or else its
  /// `type` when the type is itself a link (`myapp://compose`, as a static quick action of the
  /// app's `Info.plist` names it).
  ///
  /// `nil` when neither names a place (a type such as `com.example.compose` with no link).
  ///
  /// - Parameters:
  ///   - type: the shortcut item's `type`.
  ///   - userInfo: its `userInfo`, if any.
  ///   - key: where the link is; ``userInfoLinkKey`` unless given.
  ///   - arrival: when it arrived; now unless given.
  public init?(
    shortcutType type: String, userInfo: [AnyHashable: Any]? = nil, key: String = userInfoLinkKey,
    arrival: Date = Date()
  ) {
    guard let url = userInfo.flatMap({ Self.link(in: $0, key: key) }) ?? Self.absoluteURL(type) else { return nil }
    self.init(url, source: .shortcutItem, arrival: arrival)
  }

  // MARK: App Intents

  /// The entry an App Intent opens, with the source ``Source/appIntent``: the place its target
  /// names (an `OpenIntent`'s `target`, or any parameter that stands for a screen).
  ///
  /// `nil` when the target names no place (an entity the app no longer has). The module
  /// CoordinatorsEntryPoints reads an `OpenIntent` with it, and wires SwiftUI's
  /// `onAppIntentExecution(_:perform:)`.
  ///
  /// - Parameters:
  ///   - target: the intent's target.
  ///   - arrival: when the intent ran; now unless given.
  public init?(appIntentTarget target: some NavigationTarget, arrival: Date = Date()) {
    guard let place = target.navigationPlace else { return nil }
    self.init(place, source: .appIntent, arrival: arrival)
  }
}

/// A value that names a place of the app: the `AppEntity` an App Intent opens, or any value of
/// the app's that stands for a screen.
///
/// The app's entity says where it leads, by a walk of routes or by a link of its
/// ``Navigator/deepLinks``:
///
/// ```swift
/// struct AlbumEntity: NavigationTarget {  // and AppEntity, on Apple platforms
///   let id: Int
///   var navigationPlace: NavigationEntry.Place? { .walk([AnyRoute(LibraryRoute.album(id))]) }
/// }
/// ```
///
/// ``NavigationEntry/init(appIntentTarget:arrival:)`` makes the entry that opens it.
public protocol NavigationTarget {
  /// The place this value names; `nil` when it names none.
  var navigationPlace: NavigationEntry.Place? { get }
}

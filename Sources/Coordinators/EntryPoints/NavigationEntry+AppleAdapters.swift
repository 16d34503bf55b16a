// The Apple half of each door's adapter: the system's object read into an entry, through the
// platform-free readers of `NavigationEntry+Adapters.swift` (tested on Linux).

#if canImport(UserNotifications)
  import Foundation
  import UserNotifications

  extension NavigationEntry {
    /// The entry a tap on a notification opens, with the source ``Source/notification`` and the
    /// notification's delivery `date` as its arrival: the link in its content's `userInfo` under
    /// `key` (see ``init(notificationUserInfo:key:arrival:)``); `nil` when it names no place.
    ///
    /// ```swift
    /// func userNotificationCenter(
    ///   _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    /// ) async {
    ///   if let entry = NavigationEntry(notificationResponse: response) { navigator.handle(entry: entry) }
    /// }
    /// ```
    public init?(notificationResponse response: UNNotificationResponse, key: String = userInfoLinkKey) {
      let notification = response.notification
      self.init(notificationUserInfo: notification.request.content.userInfo, key: key, arrival: notification.date)
    }
  }
#endif

#if canImport(CoreSpotlight)
  import CoreSpotlight
  import Foundation

  extension NavigationEntry {
    /// The entry a tap on a Spotlight result opens, with the source ``Source/spotlight``: for an
    /// activity of type `CSSearchableItemActionType`, the place its
    /// `CSSearchableItemActivityIdentifier` names (see ``init(spotlightIdentifier:arrival:)``);
    /// `nil` for an activity of another type, or an identifier that names no place.
    ///
    /// ```swift
    /// .onContinueUserActivity(CSSearchableItemActionType) { activity in
    ///   if let entry = NavigationEntry(spotlight: activity) { navigator.handle(entry: entry) }
    /// }
    /// ```
    public init?(spotlight activity: NSUserActivity, arrival: Date = Date()) {
      guard activity.activityType == CSSearchableItemActionType,
        let identifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String
      else { return nil }
      self.init(spotlightIdentifier: identifier, arrival: arrival)
    }
  }
#endif

#if canImport(UIKit) && os(iOS)
  import Foundation
  import UIKit

  extension NavigationEntry {
    /// The entry a home-screen quick action opens, with the source ``Source/shortcutItem``: the
    /// link in its `userInfo` under `key`, or else its `type` when the type is a link (see
    /// ``init(shortcutType:userInfo:key:arrival:)``); `nil` when neither names a place.
    ///
    /// ```swift
    /// func windowScene(
    ///   _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
    ///   completionHandler: @escaping (Bool) -> Void
    /// ) {
    ///   guard let entry = NavigationEntry(shortcutItem: shortcutItem) else { return completionHandler(false) }
    ///   navigator.handle(entry: entry)
    ///   completionHandler(true)
    /// }
    /// ```
    @MainActor
    public init?(shortcutItem: UIApplicationShortcutItem, key: String = userInfoLinkKey, arrival: Date = Date()) {
      let userInfo = shortcutItem.userInfo.map { info in
        Dictionary(uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value as Any) })
      }
      self.init(shortcutType: shortcutItem.type, userInfo: userInfo, key: key, arrival: arrival)
    }
  }
#endif

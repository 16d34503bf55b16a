// A tap on a notification read into an entry, through the core's platform-free
// `NavigationEntry(notificationUserInfo:key:arrival:)` (tested on Linux).

#if canImport(UserNotifications)
  import Foundation
  import UserNotifications

  extension NavigationEntry {
    /// The entry a tap on a notification opens, with the source `NavigationEntry.Source.notification` and the
    /// notification's delivery `date` as its arrival: the link in its content's `userInfo` under
    /// `key` (see `NavigationEntry(notificationUserInfo:key:arrival:)`); `nil` when it names no place.
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

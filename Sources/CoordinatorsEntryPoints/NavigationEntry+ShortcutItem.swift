// A home-screen quick action read into an entry, through the core's platform-free
// `NavigationEntry(shortcutType:userInfo:key:arrival:)` (tested on Linux).

#if canImport(UIKit) && os(iOS)
  import Foundation
  import UIKit

  extension NavigationEntry {
    /// The entry a home-screen quick action opens, with the source `NavigationEntry.Source.shortcutItem`: the
    /// link in its `userInfo` under `key`, or else its `type` when the type is a link (see
    /// `NavigationEntry(shortcutType:userInfo:key:arrival:)`); `nil` when neither names a place.
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

#if canImport(Darwin)
  import Foundation

  extension NavigationActivity {
    /// The activity `userActivity` carries, as ``update(_:)`` wrote it (or a link in its
    /// `webpageURL`); `nil` for an activity that carries neither link nor payload.
    public init?(_ userActivity: NSUserActivity) {
      let info = userActivity.userInfo ?? [:]
      let link = (info[UserInfoKey.link] as? String).flatMap(URL.init(string:)) ?? userActivity.webpageURL
      let payload = info[UserInfoKey.payload] as? Data
      guard link != nil || payload != nil else { return nil }
      self.init(
        activityType: userActivity.activityType, title: userActivity.title, link: link, payload: payload,
        isEligibleForHandoff: userActivity.isEligibleForHandoff, keywords: userActivity.keywords)
    }

    /// Writes this activity into `userActivity` (SwiftUI's `userActivity(_:isActive:_:)` hands
    /// one to update): its title, link or payload, eligibility and keywords, and the activity
    /// type as its `targetContentIdentifier` (which `handlesExternalEvents(matching:)` compares).
    /// A web link (`http`, `https`) is its `webpageURL` too, for a device without the app.
    public func update(_ userActivity: NSUserActivity) {
      userActivity.title = title
      var info: [AnyHashable: Any] = [:]
      if let link { info[UserInfoKey.link] = link.absoluteString }
      if let payload { info[UserInfoKey.payload] = payload }
      userActivity.userInfo = info
      userActivity.requiredUserInfoKeys = Set(info.keys.compactMap { $0 as? String })
      if let link, link.scheme == "http" || link.scheme == "https" { userActivity.webpageURL = link }
      userActivity.isEligibleForHandoff = isEligibleForHandoff
      #if os(iOS) || os(macOS) || os(visionOS)
        userActivity.isEligibleForSearch = isEligibleForSearch
        // What a scene's `handlesExternalEvents(matching:)` compares: the activity type.
        userActivity.targetContentIdentifier = activityType
      #endif
      userActivity.keywords = keywords
    }

    /// A new `NSUserActivity` of this activity type, with this activity written into it.
    public func userActivity() -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      update(activity)
      return activity
    }
  }
#endif

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

    /// Writes this activity into `userActivity` (SwiftUI's `userActivity(_:element:_:)` hands
    /// one to update): its attributes (`writeAttributes(to:)`) and its link or payload, added
    /// to its `userInfo` with `addUserInfoEntries(from:)` as
    /// https://developer.apple.com/documentation/uikit/uiresponder/updateuseractivitystate(_:)
    /// asks, after removing the link or payload an earlier place left there.
    public func update(_ userActivity: NSUserActivity) {
      writeAttributes(to: userActivity)
      var info: [String: Any] = [:]
      if let link { info[UserInfoKey.link] = link.absoluteString }
      if let payload { info[UserInfoKey.payload] = payload }
      let stale = [UserInfoKey.link, UserInfoKey.payload].filter {
        info[$0] == nil && userActivity.userInfo?[$0] != nil
      }
      if !stale.isEmpty {
        var kept = userActivity.userInfo ?? [:]
        for key in stale { kept[key] = nil }
        userActivity.userInfo = kept
      }
      userActivity.addUserInfoEntries(from: info)
      userActivity.requiredUserInfoKeys = Set(info.keys)
    }

    /// Writes what the system shows and indexes, without the `userInfo`: the title, a web link
    /// (`http`, `https`) as `webpageURL` for a device without the app, eligibility, keywords, and
    /// the activity type as `targetContentIdentifier` (which `handlesExternalEvents(matching:)`
    /// compares).
    package func writeAttributes(to userActivity: NSUserActivity) {
      userActivity.title = title
      if let link, link.scheme == "http" || link.scheme == "https" {
        userActivity.webpageURL = link
      } else if userActivity.webpageURL != nil {
        userActivity.webpageURL = nil
      }
      userActivity.isEligibleForHandoff = isEligibleForHandoff
      #if os(iOS) || os(macOS) || os(visionOS)
        userActivity.isEligibleForSearch = isEligibleForSearch
        // What a scene's `handlesExternalEvents(matching:)` compares: the activity type.
        userActivity.targetContentIdentifier = activityType
      #endif
      userActivity.keywords = keywords
      entity?.write(to: userActivity)
    }

    /// A new `NSUserActivity` of this activity type, with this activity written into it.
    public func userActivity() -> NSUserActivity {
      let activity = NSUserActivity(activityType: activityType)
      update(activity)
      return activity
    }
  }
#endif

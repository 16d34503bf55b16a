#if canImport(UIKit)
  import Coordinators
  import Foundation
  import Testing
  import UIKit

  /// The published place written into a real `NSUserActivity`, as UIKit's
  /// `updateUserActivityState(_:)` and SwiftUI's `userActivity(_:element:_:)` handler write it,
  /// and read back as a scene continuing it reads it. Runs on the iOS simulator with the window
  /// tests; where UIKit is missing this file compiles to nothing.
  @MainActor
  @Suite("A published place travels in one NSUserActivity, place after place")
  struct UserActivityTests {
    static let type = "com.example.library.browse"

    @Test("one activity written with a link, then a payload, reads back as the payload alone")
    func oneActivityCarriesTheLatestPlace() throws {
      let activity = NSUserActivity(activityType: Self.type)
      let link = NavigationActivity(
        activityType: Self.type, title: "Settings", link: URL(string: "https://example.com/s"))
      link.update(activity)
      #expect(NavigationActivity(activity)?.link == URL(string: "https://example.com/s"))
      #expect(activity.webpageURL == URL(string: "https://example.com/s"))
      let payload = NavigationActivity(activityType: Self.type, title: "Page", payload: Data("{}".utf8))
      payload.update(activity)
      let read = try #require(NavigationActivity(activity))
      #expect(read.link == nil)
      #expect(read.payload == Data("{}".utf8))
      #expect(read.title == "Page")
      #expect(activity.webpageURL == nil)
      #expect(activity.requiredUserInfoKeys == Set(["swift-coordinators.payload"]))
    }

    @Test("an activity UIKit emptied before the update gets the whole place again")
    func anEmptiedActivityIsWrittenWhole() throws {
      let activity = NSUserActivity(activityType: Self.type)
      activity.userInfo = [:]
      NavigationActivity(activityType: Self.type, link: URL(string: "library://documents/4")).update(activity)
      #expect(NavigationActivity(activity)?.link == URL(string: "library://documents/4"))
    }
  }
#endif

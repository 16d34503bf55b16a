import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@_spi(Hosts) @_spi(Testing) @testable import CoordinatorsSwiftUI

/// What `publishesActivities(of:)` writes into the activity SwiftUI hands it, played by the
/// SwiftUI driver: the shown screen's entity follows the navigation exactly.
@MainActor
@Suite("SwiftUI: the activity a scene advertises follows the navigation, its entity included", .hangLimit)
struct SwiftUIActivityTests {
  /// An App Intents entity type of the app.
  struct DocumentEntity {}
  static let type = "com.example.documents.browse"

  /// A navigator at `home` whose documents publish their entity, and whose settings publish a
  /// link and no entity; `home` publishes nothing.
  func navigator() throws -> Navigator {
    let navigator = Navigator(root: TestRoute("home"))
    navigator.attach(TestHost())
    navigator.deepLinks = try DeepLinkRouter([
      DeepLink("app://documents/3") { [TestRoute("document 3")] },
      DeepLink("app://documents/4") { [TestRoute("document 4")] },
      DeepLink("app://settings") { [TestRoute("settings")] },
    ])
    var rules = ActivityRules(activityType: Self.type)
    rules.publish(TestRoute.self) { route in
      switch route.name {
      case "document 3", "document 4":
        let id = String(route.name.dropFirst("document ".count))
        return ActivityContent(
          title: route.name, link: URL(string: "app://documents/\(id)"),
          entity: ActivityEntity(DocumentEntity.self, identifier: id))
      case "settings": return ActivityContent(title: "Settings", link: URL(string: "app://settings"))
      default: return nil
      }
    }
    navigator.activities = rules
    return navigator
  }

  @Test("a screen without an entity, after one with an entity, leaves no identifier in the activity SwiftUI reuses")
  func theEntityLeavesWithItsScreen() throws {
    let navigator = try navigator()
    let scene = SwiftUIDriver.ActivityScene(navigator: navigator)
    #expect(scene.advertised == nil)

    navigator.push(TestRoute("document 3"))
    scene.update()
    let activity = try #require(scene.advertised)
    #expect(activity.entity == ActivityEntity(DocumentEntity.self, identifier: "3"))

    navigator.push(TestRoute("document 4"))
    scene.update()
    #expect(scene.advertised === activity)
    #expect(activity.entity == ActivityEntity(DocumentEntity.self, identifier: "4"))

    navigator.push(TestRoute("settings"))
    scene.update()
    #expect(scene.advertised === activity)  // SwiftUI hands the same activity again
    #expect(activity.title == "Settings")
    #expect(activity.entity == nil)

    navigator.pop()
    scene.update()
    #expect(activity.entity == ActivityEntity(DocumentEntity.self, identifier: "4"))
  }

  @Test("an entity left in an activity SwiftUI stopped advertising is cleared when it is advertised again")
  func theEntityLeavesAcrossAPlaceThatPublishesNothing() throws {
    let navigator = try navigator()
    let scene = SwiftUIDriver.ActivityScene(navigator: navigator)
    navigator.push(TestRoute("document 3"))
    scene.update()
    let activity = try #require(scene.advertised)
    // Home publishes nothing: SwiftUI advertises nothing and calls no handler.
    navigator.pop()
    scene.update()
    #expect(scene.advertised == nil)
    navigator.push(TestRoute("settings"))
    scene.update()
    #expect(scene.advertised === activity)
    #expect(activity.entity == nil)
    #expect(activity.writes == 2)
  }
}

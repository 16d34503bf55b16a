import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// Every door asks the directory whether the place is open in another window: a continued link
/// or payload whose place another window shows goes there, as a window's place does.
@MainActor
@Suite("Continuity: an activity whose place is open in another window goes there", .hangLimit)
struct ContinuityWindowTests {
  let access = ShelfAccess()
  static let type = "com.example.library.browse"

  static var rules: ActivityRules {
    var rules = ActivityRules(activityType: type, registry: ShelfApp.routes)
    rules.publish(ShelfPageRoute.self) { route in ActivityContent(title: "\(route)", allowsPayload: true) }
    rules.publish(ShelfRoute.self) { _ in ActivityContent(allowsPayload: true) }
    return rules
  }

  /// A library with one window per document, the first window open and document 7 open in a
  /// second one.
  func library() throws -> (windows: TestWindows, first: Navigator, second: Navigator) {
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: ShelfApp.onePerDocument)
    let access = access
    let windows = TestWindows(directory: directory) {
      let navigator = ShelfApp.makeNavigator(access)
      navigator.activities = Self.rules
      return navigator
    }
    let first = windows.openFirstWindow().navigator
    try first.openWindow(showing: [ShelfRoute.document(7)])
    return (windows, first, windows.scenes[1].navigator)
  }

  func causes(_ navigator: Navigator) -> () -> [NavigationCause] {
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { causes.append($0.cause) }
    return { causes }
  }

  @Test("a continued link whose document is open in another window walks there, and that window comes forward")
  func aLinkGoesToTheWindowThatShowsIt() async throws {
    let (windows, first, second) = try library()
    let before = first.state
    let heard = causes(second)
    try await first.continueActivity(
      NavigationActivity(activityType: Self.type, link: URL(string: "library://documents/7")))
    await second.settle()
    #expect(first.state == before)
    #expect(heard() == [.window(.continued(activityType: Self.type))])
    #expect(windows.broughtForward.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    #expect(windows.openedWindows.count == 1)
  }

  @Test("a continued payload whose document is open in another window is restored there")
  func aPayloadGoesToTheWindowThatShowsIt() async throws {
    let (windows, first, second) = try library()
    let source = ShelfApp.makeNavigator(access)
    source.activities = Self.rules
    try source.navigate(to: [ShelfRoute.document(7), ShelfPageRoute.page(4)])
    let activity = try #require(source.currentActivity)
    let before = first.state
    try await first.continueActivity(activity)
    #expect(first.state == before)
    #expect(second.state.topScreen.route == AnyRoute(ShelfPageRoute.page(4)))
    #expect(windows.broughtForward.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    // A document no window shows is continued here.
    try source.navigate(to: [ShelfRoute.document(8), ShelfPageRoute.page(2)])
    try await first.continueActivity(try #require(source.currentActivity))
    #expect(first.state.topScreen.route == AnyRoute(ShelfPageRoute.page(2)))
  }
}

import Coordinators
import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Entry points: each door's adapter reads what the system hands the app", .hangLimit)
struct EntryAdapterTests {
  let arrival = Date(timeIntervalSince1970: 1_800_000_000)

  // MARK: Notifications

  @Test("a notification's userInfo, as the app writes it, reads back into an entry from the notification")
  func aNotificationRoundTrips() throws {
    let userInfo: [AnyHashable: Any] = NavigationEntry.userInfo(opening: url("app://home/detail/4"))
    let entry = try #require(NavigationEntry(notificationUserInfo: userInfo, arrival: arrival))
    #expect(entry == NavigationEntry(url("app://home/detail/4"), source: .notification, arrival: arrival))
  }

  @Test("a remote payload's link beside aps, under the app's own key, or as a URL value")
  func aPayloadNamesItsLink() throws {
    let payload: [AnyHashable: Any] = ["aps": ["alert": "Shipped"], "coordinatorsLink": "app://home/detail/4"]
    #expect(NavigationEntry(notificationUserInfo: payload)?.place == .link(url("app://home/detail/4")))
    let own: [AnyHashable: Any] = ["target": "app://home/detail/5"]
    #expect(NavigationEntry(notificationUserInfo: own, key: "target")?.place == .link(url("app://home/detail/5")))
    let asURL: [AnyHashable: Any] = ["coordinatorsLink": url("app://home/detail/6")]
    #expect(NavigationEntry(notificationUserInfo: asURL)?.place == .link(url("app://home/detail/6")))
  }

  @Test("a notification that names no place is nil: no key, a value of another type, text that is no absolute URL")
  func aHostileNotificationIsNil() {
    let hostile: [[AnyHashable: Any]] = [
      [:],
      ["aps": ["alert": "Hi"]],
      ["coordinatorsLink": 42],
      ["coordinatorsLink": ["app://home/detail/4"]],
      ["coordinatorsLink": NSNull()],
      ["coordinatorsLink": ""],
      ["coordinatorsLink": "home/detail/4"],
      ["coordinatorsLink": "not a url at all"],
      ["coordinatorsLink": "://"],
      ["coordinatorsLink": String(repeating: "%", count: 10_000)],
      [42: "app://home/detail/4"],
    ]
    for userInfo in hostile {
      #expect(NavigationEntry(notificationUserInfo: userInfo) == nil, "\(userInfo)")
    }
  }

  // MARK: Widgets, Live Activities and controls

  @Test(
    "a tagged URL reads back with its source and the link as it was",
    arguments: [
      NavigationEntry.Source.widget, .liveActivity, .control,
    ])
  func aTaggedURLRoundTrips(_ source: NavigationEntry.Source) {
    for link in ["app://home/detail/4", "app://home/detail/4?tab=2&x=", "app://home/detail/4#top"] {
      let tagged = NavigationEntry.tagged(url(link), source: source)
      #expect(tagged.absoluteString.contains("coordinatorsSource=\(source)"))
      let entry = NavigationEntry(taggedURL: tagged, arrival: arrival)
      #expect(entry == NavigationEntry(url(link), source: source, arrival: arrival))
    }
  }

  @Test("tagging again replaces the source rather than adding a second one")
  func taggingReplaces() {
    let twice = NavigationEntry.tagged(NavigationEntry.tagged(url("app://a"), source: .widget), source: .control)
    #expect(twice == url("app://a?coordinatorsSource=control"))
    #expect(NavigationEntry(taggedURL: twice).source == .control)
  }

  @Test(
    "a URL without the item, with an empty, unknown, refused or repeated one, is the app's own URL, unchanged",
    arguments: [
      "app://home/detail/4",
      "app://home/detail/4?tab=2",
      "app://home/detail/4?coordinatorsSource",
      "app://home/detail/4?coordinatorsSource=",
      "app://home/detail/4?coordinatorsSource=notification",
      "app://home/detail/4?coordinatorsSource=uiTest",
      "app://home/detail/4?coordinatorsSource=widget&coordinatorsSource=control",
      "app://home/detail/4?coordinatorsSource=%00%FF",
      "app://home/detail/4?COORDINATORSSOURCE=widget",
    ])
  func anUntaggedURLIsTheAppsOwn(_ text: String) {
    let entry = NavigationEntry(taggedURL: url(text), arrival: arrival)
    #expect(entry == NavigationEntry(url(text), source: .url, arrival: arrival))
  }

  @Test("an app accepts a source of its own kind in a tag when it says so")
  func anAppAcceptsItsOwnSource() {
    let watch = NavigationEntry.Source("watchApp")
    let tagged = NavigationEntry.tagged(url("app://a"), source: watch)
    #expect(NavigationEntry(taggedURL: tagged).source == .url)
    #expect(NavigationEntry(taggedURL: tagged, accepting: [watch]).source == watch)
  }

  // MARK: Spotlight

  @Test("a Spotlight identifier that is a link is an entry from Spotlight; anything else is nil")
  func spotlightIdentifiers() {
    #expect(
      NavigationEntry(spotlightIdentifier: "app://home/detail/4", arrival: arrival)
        == NavigationEntry(url("app://home/detail/4"), source: .spotlight, arrival: arrival))
    for hostile in ["", "42", "note-42", "not a url", "://x", String(repeating: "a", count: 10_000)] {
      #expect(NavigationEntry(spotlightIdentifier: hostile) == nil)
    }
  }

  // MARK: Home-screen shortcuts

  @Test("a shortcut's link in userInfo wins over its type; a type that is a link serves; neither is nil")
  func shortcutItems() {
    let withLink = NavigationEntry(
      shortcutType: "app://home/detail/1", userInfo: NavigationEntry.userInfo(opening: url("app://home/detail/2")),
      arrival: arrival)
    #expect(withLink == NavigationEntry(url("app://home/detail/2"), source: .shortcutItem, arrival: arrival))
    #expect(NavigationEntry(shortcutType: "app://home/detail/1")?.place == .link(url("app://home/detail/1")))
    #expect(
      NavigationEntry(shortcutType: "app://home/detail/1", userInfo: ["coordinatorsLink": 7])?.source == .shortcutItem)
    #expect(NavigationEntry(shortcutType: "com.example.compose") == nil)
    #expect(NavigationEntry(shortcutType: "com.example.compose", userInfo: ["coordinatorsLink": 7]) == nil)
    #expect(NavigationEntry(shortcutType: "", userInfo: [:]) == nil)
  }

  // MARK: App Intents

  /// An App Intents entity as an app writes it (its `AppEntity` conformance is Apple's): a song
  /// that names its place by a walk, or by a link, or no place once it is deleted.
  struct SongEntity: NavigationTarget {
    enum Naming { case walk, link, none }
    let id: Int
    var naming = Naming.walk

    var navigationPlace: NavigationEntry.Place? {
      switch naming {
      case .walk: .walk([AnyRoute(HomeRoute.detail(id))])
      case .link: .link(URL(string: "app://home/detail/\(id)")!)
      case .none: nil
      }
    }
  }

  @Test("an App Intent's target names its place: an entry from an App Intent, with the arrival given")
  func anIntentsTargetIsAnEntry() throws {
    let walk = try #require(NavigationEntry(appIntentTarget: SongEntity(id: 4), arrival: arrival))
    #expect(walk == NavigationEntry(walk: [HomeRoute.detail(4)], source: .appIntent, arrival: arrival))
    let link = try #require(NavigationEntry(appIntentTarget: SongEntity(id: 5, naming: .link), arrival: arrival))
    #expect(link == NavigationEntry(url("app://home/detail/5"), source: .appIntent, arrival: arrival))
    #expect(NavigationEntry(appIntentTarget: SongEntity(id: 6, naming: .none)) == nil)
  }

  @Test("an App Intent's entry, handed in before a host (perform() on a cold launch), lands once one attaches")
  func anIntentsEntryThroughTheFunnel() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.deepLinks = try homeLinks(session: Session())
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { event in causes.append(event.cause) }
    navigator.handle(entry: try #require(NavigationEntry(appIntentTarget: SongEntity(id: 3))))
    navigator.handle(entry: try #require(NavigationEntry(appIntentTarget: SongEntity(id: 7, naming: .link))))
    await navigator.settle()
    #expect(causes.isEmpty)
    navigator.attach(TestHost())
    await navigator.settle()
    #expect(
      causes == [.entry(source: .appIntent, link: nil), .entry(source: .appIntent, link: url("app://home/detail/7"))])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(7)))
  }

  // MARK: Through the funnel

  @Test("every adapter's entry, handed in before a host, lands with its source, in the order it arrived")
  func adaptersThroughTheFunnel() async throws {
    let navigator = Navigator(root: HomeCoordinator())
    navigator.deepLinks = try homeLinks(session: Session())
    let problems = ProblemRecorder(navigator, recordsIssues: false)
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { event in causes.append(event.cause) }

    let entries = [
      NavigationEntry(notificationUserInfo: NavigationEntry.userInfo(opening: url("app://home/detail/1"))),
      NavigationEntry(taggedURL: NavigationEntry.tagged(url("app://home/detail/2"), source: .widget)),
      NavigationEntry(taggedURL: NavigationEntry.tagged(url("app://home/detail/3"), source: .liveActivity)),
      NavigationEntry(spotlightIdentifier: "app://home/detail/4"),
      NavigationEntry(shortcutType: "app://home/detail/5"),
      NavigationEntry(taggedURL: url("app://home/detail/6")),
    ]
    for entry in entries { navigator.handle(entry: try #require(entry)) }
    await navigator.settle()
    #expect(causes.isEmpty)

    navigator.attach(TestHost())
    await navigator.settle()
    #expect(
      causes == [
        .entry(source: .notification, link: url("app://home/detail/1")),
        .entry(source: .widget, link: url("app://home/detail/2")),
        .entry(source: .liveActivity, link: url("app://home/detail/3")),
        .entry(source: .spotlight, link: url("app://home/detail/4")),
        .entry(source: .shortcutItem, link: url("app://home/detail/5")),
        .deepLink(url("app://home/detail/6")),
      ])
    #expect(navigator.state.topScreen.route == AnyRoute(HomeRoute.detail(6)))
    #expect(problems.problems.isEmpty)
  }
}

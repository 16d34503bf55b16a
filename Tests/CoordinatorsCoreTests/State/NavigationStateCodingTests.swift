import CoordinatorsCore
import Foundation
import TestSupport
import Testing

@Suite("NavigationState: Codable through a registry, as the event log stores it", .hangLimit)
struct NavigationStateCodingTests {
  enum PlaceRoute: Route, Codable {
    case home, inbox
    case message(Int)
  }

  func coders() throws -> (JSONEncoder, JSONDecoder) {
    var registry = RouteRegistry()
    try registry.register(PlaceRoute.self, key: "place")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.userInfo[.routeRegistry] = registry
    let decoder = JSONDecoder()
    decoder.userInfo[.routeRegistry] = registry
    return (encoder, decoder)
  }

  @Test func tabsWithAndWithoutItemsRoundTrip() throws {
    let (encoder, decoder) = try coders()
    let state = try NavigationState(
      root: .tabs(
        [
          Tab(
            id: "home", stack: [Screen(id: 0, route: PlaceRoute.home)],
            item: TabItem(title: "Home", systemImage: "house")),
          Tab(
            id: "mail",
            stack: [Screen(id: 1, route: PlaceRoute.inbox), Screen(id: 2, route: PlaceRoute.message(7), owner: 3)],
            item: TabItem(title: "Mail", badge: "2")),
          Tab(id: "more", stack: [Screen(id: 4, route: PlaceRoute.home)]),
        ],
        selectedIndex: 1),
      modals: [])
    let decoded = try decoder.decode(NavigationState.self, from: try encoder.encode(state))
    #expect(decoded == state)
    #expect(decoded.tabs.map(\.item) == state.tabs.map(\.item))
  }

  @Test func aTabIsItsIdentifierStackAndItemWithNoItemLeftOut() throws {
    let (encoder, _) = try coders()
    let withItem = Tab(id: "home", stack: [Screen(id: 0, route: PlaceRoute.home)], item: TabItem(title: "Home"))
    let withoutItem = Tab(id: "more", stack: [Screen(id: 4, route: PlaceRoute.home)])
    #expect(
      String(decoding: try encoder.encode(withItem), as: UTF8.self)
        == #"{"id":"home","item":{"title":"Home"},"stack":[{"id":0,"route":{"type":"place","value":{"home":{}}}}]}"#)
    #expect(
      String(decoding: try encoder.encode(withoutItem), as: UTF8.self)
        == #"{"id":"more","stack":[{"id":4,"route":{"type":"place","value":{"home":{}}}}]}"#)
  }
}

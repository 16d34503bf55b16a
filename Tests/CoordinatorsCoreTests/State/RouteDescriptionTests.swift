import CoordinatorsCore
import TestSupport
import Testing

/// A payload enum without a description of its own: Swift prints it with its module.
enum Shade: Hashable, Sendable {
  case circle
  case ring(width: Int)
}

struct Owner: Hashable, Sendable {
  var id: Int
  var name: String
}

enum ShadeRoute: Route {
  case list
  case shape(Shade)
  case owner(Owner)
  case pair(Int, label: String)
  case maybe(Shade?)
  case many([Shade])
  case table([String: Shade])
}

@Suite("Routes as the tree prints them", .hangLimit)
struct RouteDescriptionTests {
  @Test("payloads print without their module: an enum as .case, a struct as Type(label: value)")
  func payloadsPrintWithoutTheirModule() {
    let cases: [(ShadeRoute, String)] = [
      (.list, "ShadeRoute.list"),
      (.shape(.circle), "ShadeRoute.shape(.circle)"),
      (.shape(.ring(width: 2)), "ShadeRoute.shape(.ring(width: 2))"),
      (.owner(Owner(id: 7, name: "Ada")), "ShadeRoute.owner(Owner(id: 7, name: \"Ada\"))"),
      (.pair(1, label: "a"), "ShadeRoute.pair(1, label: \"a\")"),
      (.maybe(nil), "ShadeRoute.maybe(nil)"),
      (.maybe(.circle), "ShadeRoute.maybe(.circle)"),
      (.many([.circle, .ring(width: 1)]), "ShadeRoute.many([.circle, .ring(width: 1)])"),
      (.table(["a": .circle]), "ShadeRoute.table([\"a\": .circle])"),
    ]
    for (route, text) in cases {
      #expect(AnyRoute(route).description == text)
    }
  }

  @Test("the state's tree prints a payload enum as .case")
  func treesPrintPayloadsWithoutTheirModule() throws {
    let state = try NavigationState(rootScreen: Screen(id: 0, route: ShadeRoute.shape(.circle)))
    #expect(state.description == "stack\n  0 ShadeRoute.shape(.circle)  [flow 0]")
    #expect(!state.description.contains("CoordinatorsCoreTests"))
  }

  @Test("a route that describes itself prints as it says")
  func selfDescribingRoutesPrintAsTheySay() {
    struct Named: Route, CustomStringConvertible {
      var description: String { "named" }
    }
    #expect(AnyRoute(Named()).description == "Named.named")
  }
}

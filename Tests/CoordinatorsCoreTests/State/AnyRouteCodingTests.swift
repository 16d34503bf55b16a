import CoordinatorsCore
import Foundation
import TestSupport
import Testing

@Suite("AnyRoute: Codable through a registry of stable keys", .hangLimit)
struct AnyRouteCodingTests {
  enum ShapeRoute: Route, Codable {
    case list
    case shape(name: String, sides: Int)
  }

  struct AccountRoute: Route, Codable {
    var userName: String
  }

  struct SettingsRoute: Route, Codable {
    var section: String
  }

  struct UnstorableRoute: Route {
    var handle: Int
  }

  func registry() throws -> RouteRegistry {
    var registry = RouteRegistry()
    try registry.register(ShapeRoute.self, key: "shapes")
    try registry.register(AccountRoute.self, key: "account")
    return registry
  }

  func encode(_ routes: [AnyRoute], with registry: RouteRegistry?) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    if let registry { encoder.userInfo[.routeRegistry] = registry }
    return try encoder.encode(routes)
  }

  func decode(_ data: Data, with registry: RouteRegistry?) throws -> [AnyRoute] {
    let decoder = JSONDecoder()
    if let registry { decoder.userInfo[.routeRegistry] = registry }
    return try decoder.decode([AnyRoute].self, from: data)
  }

  @Test func routesOfSeveralTypesRoundTripWithEqualityAndHashing() throws {
    let routes = [
      AnyRoute(ShapeRoute.list), AnyRoute(ShapeRoute.shape(name: "star", sides: 5)),
      AnyRoute(AccountRoute(userName: "Ada")),
    ]
    let decoded = try decode(try encode(routes, with: registry()), with: registry())
    #expect(decoded == routes)
    #expect(Set(decoded) == Set(routes))
    #expect(decoded[2].route(as: AccountRoute.self)?.userName == "Ada")
  }

  @Test func theStoredFormNamesTheRegisteredKeyNotTheSwiftType() throws {
    let data = try encode([AnyRoute(AccountRoute(userName: "Ada"))], with: registry())
    let text = String(decoding: data, as: UTF8.self)
    #expect(text == #"[{"type":"account","value":{"userName":"Ada"}}]"#)
    #expect(!text.contains("AccountRoute"))
  }

  @Test func aKeyNoTypeIsRegisteredUnderIsATypedError() throws {
    let data = Data(#"[{"type":"settings","value":{}}]"#.utf8)
    #expect(throws: RouteCodingError(.unknownKey("settings"))) { try decode(data, with: registry()) }
  }

  @Test func codingWithoutARegistryIsATypedError() throws {
    #expect(throws: RouteCodingError(.noRegistry)) { try encode([AnyRoute(ShapeRoute.list)], with: nil) }
    let data = try encode([AnyRoute(ShapeRoute.list)], with: registry())
    #expect(throws: RouteCodingError(.noRegistry)) { try decode(data, with: nil) }
  }

  @Test func aRouteThatIsNotRegisteredCannotBeEncoded() throws {
    #expect(throws: RouteCodingError(.unregisteredType(typeName: "UnstorableRoute"))) {
      try encode([AnyRoute(UnstorableRoute(handle: 3))], with: registry())
    }
  }

  @Test func aValueThatDoesNotDecodeAsItsTypeIsTheTypesError() throws {
    let data = Data(#"[{"type":"account","value":{"name":"Ada"}}]"#.utf8)
    #expect(throws: DecodingError.self) { try decode(data, with: registry()) }
  }

  @Test func aKeyOrATypeCannotBeRegisteredTwiceForDifferentThings() throws {
    var registry = try registry()
    #expect(throws: RouteCodingError(.keyAlreadyRegistered("shapes", typeName: "SettingsRoute"))) {
      try registry.register(SettingsRoute.self, key: "shapes")
    }
    #expect(throws: RouteCodingError(.typeAlreadyRegistered(typeName: "ShapeRoute", key: "shapes"))) {
      try registry.register(ShapeRoute.self, key: "shapes-v2")
    }
    try registry.register(ShapeRoute.self, key: "shapes")
    #expect(registry.registeredKeys == ["shapes", "account"])
  }

  @Test func errorMessagesSayHowToFixThem() {
    #expect(
      RouteCodingError(.noRegistry).description
        == "no route registry: set the coder's userInfo[.routeRegistry] to a RouteRegistry")
    #expect(
      RouteCodingError(.unregisteredType(typeName: "UnstorableRoute")).description
        == "route type UnstorableRoute is not registered; register it with a stable key")
  }

  @Test func eachDetailFallsUnderTheReasonAnAppMatches() {
    #expect(RouteCodingError(.noRegistry).reason == .noRegistry)
    #expect(RouteCodingError(.unregisteredType(typeName: "UnstorableRoute")).reason == .notRegistered)
    #expect(RouteCodingError(.unknownKey("settings")).reason == .notRegistered)
    #expect(RouteCodingError(.keyAlreadyRegistered("shapes", typeName: "SettingsRoute")).reason == .alreadyRegistered)
    #expect(
      RouteCodingError(.typeAlreadyRegistered(typeName: "ShapeRoute", key: "shapes")).reason == .alreadyRegistered)
  }
}

import CoordinatorsCore
import Foundation

/// A route as a snapshot stores it: the stable key its type is registered under in a
/// ``RouteRegistry``, and its value as JSON; what a migration step rewrites
/// (``NavigationSnapshot/updateRoutes(_:)``).
///
/// A snapshot keeps routes stored, not decoded, so that it can be read, checked and migrated
/// without the route types; restoring decodes each one with the registry.
///
/// ```swift
/// snapshot.updateRoutes { route in
///   // route.key == "shapes", route.value == {"featured":{"_0":{"custom":{"_0":"star"}}}}
///   if route.key == "shapes" { route.key = "shapes.v2" }
/// }
/// ```
public struct StoredRoute: Hashable, Sendable, CustomStringConvertible {
  /// The key the route's type is registered under.
  public var key: String
  /// How the value is held: as JSON, or as the route it was decoded into (restoring decodes
  /// each route straight from the snapshot's JSON and keeps the result here).
  var payload: Payload

  enum Payload: Sendable {
    /// The value as JSON.
    case json(SnapshotValue)
    /// The route, decoded from or to be encoded with `registry`.
    case route(AnyRoute, RouteRegistry)
    /// A value that the type registered under the key did not decode, and why.
    case undecodable(SnapshotValue, String)
  }

  /// The route's value, as its type's `Encodable` conformance writes it.
  public var value: SnapshotValue {
    get {
      switch payload {
      case .json(let value), .undecodable(let value, _):
        return value
      case .route(let route, let registry):
        // A route decoded from JSON encodes again; `null` only if its own encoding throws.
        return (try? SnapshotValue(encoding: RouteValue(route: route), registry: registry)) ?? .null
      }
    }
    set { payload = .json(newValue) }
  }

  /// The route, decoded by the type registered under ``key`` in `registry`.
  ///
  /// - Throws: ``RestorationError/Reason/unknownRoute`` when no type is registered under
  ///   the key, or when the value does not fit that type.
  package func route(registry: RouteRegistry) throws(RestorationError) -> AnyRoute {
    switch payload {
    case .route(let route, _):
      return route
    case .undecodable(_, let message):
      throw RestorationError(.routeNotDecodable(key: key, message))
    case .json(let value):
      guard let type = registry.routeType(forKey: key) else { throw RestorationError(.unknownRouteKey(key)) }
      do {
        func decode<R: Route & Codable>(_: R.Type) throws -> AnyRoute {
          AnyRoute(try value.decode(R.self, registry: registry))
        }
        return try decode(type)
      } catch {
        throw RestorationError(.routeNotDecodable(key: key, RestorationError.message(for: error)))
      }
    }
  }

  /// `key: value`, the value as compact JSON.
  public var description: String { "\(key): \(value)" }

  /// Whether the key and the value are the same, however each is held.
  public static func == (lhs: StoredRoute, rhs: StoredRoute) -> Bool {
    lhs.key == rhs.key && lhs.value == rhs.value
  }

  /// Hashes the key and the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(value)
  }
}

extension StoredRoute {
  /// A stored route with the given key and value.
  package init(key: String, value: SnapshotValue) {
    self.init(key: key, payload: .json(value))
  }

  /// Stores `route` under the key its type is registered under in `registry`.
  ///
  /// - Throws: ``RestorationError/Reason/routeNotStorable`` when the route's type
  ///   is not registered (a route that is not `Codable` cannot be) or its value does not encode.
  package init(_ route: some Route, registry: RouteRegistry) throws(RestorationError) {
    let route = AnyRoute(route)
    let key = try registry.storageKey(of: route)
    do {
      self.init(key: key, value: try SnapshotValue(encoding: RouteValue(route: route), registry: registry))
    } catch {
      throw RestorationError(.routeNotStorable(typeName: route.typeName, RestorationError.message(for: error)))
    }
  }
}

extension RouteRegistry {
  /// The key `route` is stored under.
  ///
  /// - Throws: ``RestorationError/Reason/routeNotStorable`` when its type is not
  ///   registered.
  func storageKey(of route: AnyRoute) throws(RestorationError) -> String {
    guard let key = key(for: route), route.base is any Encodable else {
      throw RestorationError(
        .routeNotStorable(
          typeName: route.typeName,
          "its type is not registered in the route registry; make it Codable and register it with a stable key"
        )
      )
    }
    return key
  }
}

/// A route's value as its type encodes it, with no wrapper.
struct RouteValue: Encodable {
  let route: AnyRoute

  func encode(to encoder: any Encoder) throws {
    guard let value = route.base as? any Encodable else {
      throw EncodingError.invalidValue(
        route, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "the route is not Encodable"))
    }
    try value.encode(to: encoder)
  }
}

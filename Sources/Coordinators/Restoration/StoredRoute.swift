import CoordinatorsCore

/// A route as a snapshot stores it: the stable key its type is registered under in a
/// ``RouteRegistry``, and its value as JSON.
///
/// A snapshot keeps routes stored, not decoded, so that it can be read, checked and migrated
/// without the route types; restoring decodes each one with the registry.
///
/// ```swift
/// let stored = try StoredRoute(ShapesRoute.featured(.custom(.star)), registry: ShapesApp.routes)
/// // StoredRoute(key: "shapes", value: {"featured":{"_0":{"custom":{"_0":"star"}}}})
/// ```
public struct StoredRoute: Hashable, Sendable, CustomStringConvertible {
  /// The key the route's type is registered under.
  public var key: String
  /// The route's value, as its type's `Encodable` conformance writes it.
  public var value: SnapshotValue

  /// A stored route with the given key and value.
  public init(key: String, value: SnapshotValue) {
    self.key = key
    self.value = value
  }

  /// Stores `route` under the key its type is registered under in `registry`.
  ///
  /// - Throws: ``RestorationError/Reason/routeNotStorable(typeName:_:)`` when the route's type
  ///   is not registered (a route that is not `Codable` cannot be) or its value does not encode.
  public init(_ route: some Route, registry: RouteRegistry) throws(RestorationError) {
    self = try RouteCoder(registry: registry).store(AnyRoute(route))
  }

  /// The route, decoded by the type registered under ``key`` in `registry`.
  ///
  /// - Throws: ``RestorationError/Reason/unknownRouteKey(_:)`` when no type is registered under
  ///   the key, or ``RestorationError/Reason/routeNotDecodable(key:_:)`` when the value does not
  ///   fit that type.
  public func route(registry: RouteRegistry) throws(RestorationError) -> AnyRoute {
    try RouteCoder(registry: registry).route(self)
  }

  /// `key: value`, the value as compact JSON.
  public var description: String { "\(key): \(value)" }
}

/// Stores and decodes routes with one registry. Made once for a whole snapshot, so that each
/// route costs only its own coding. The registry is in the coders' `userInfo` too, for routes
/// that hold an ``AnyRoute``.
struct RouteCoder {
  let registry: RouteRegistry
  private let encoder: SnapshotValueEncoder
  private let decoder: SnapshotValueDecoder

  init(registry: RouteRegistry) {
    self.registry = registry
    var encoder = SnapshotValueEncoder()
    encoder.userInfo[.routeRegistry] = registry
    self.encoder = encoder
    var decoder = SnapshotValueDecoder()
    decoder.userInfo[.routeRegistry] = registry
    self.decoder = decoder
  }

  func store(_ route: AnyRoute) throws(RestorationError) -> StoredRoute {
    guard let key = registry.key(for: route), let value = route.base as? any Encodable else {
      throw RestorationError(
        .routeNotStorable(
          typeName: route.typeName,
          "its type is not registered in the route registry; make it Codable and register it with a stable key"
        )
      )
    }
    do {
      return StoredRoute(key: key, value: try encoder.encode(value))
    } catch {
      throw RestorationError(.routeNotStorable(typeName: route.typeName, RestorationError.message(for: error)))
    }
  }

  func route(_ stored: StoredRoute) throws(RestorationError) -> AnyRoute {
    let decoded: AnyRoute?
    do {
      decoded = try registry.decode(key: stored.key, from: decoder.decoder(for: stored.value))
    } catch {
      throw RestorationError(.routeNotDecodable(key: stored.key, RestorationError.message(for: error)))
    }
    guard let decoded else { throw RestorationError(.unknownRouteKey(stored.key)) }
    return decoded
  }
}

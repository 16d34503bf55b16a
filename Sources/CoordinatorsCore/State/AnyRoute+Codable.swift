extension AnyRoute: Codable {
  private enum CodingKeys: String, CodingKey {
    case type, value
  }

  /// Decodes a route stored as its type's registered key and its value.
  ///
  /// - Throws: ``RouteCodingError`` when there is no registry or the key is unknown, or the
  ///   route type's own decoding error.
  public init(from decoder: any Decoder) throws {
    guard let registry = decoder.userInfo[.routeRegistry] as? RouteRegistry else {
      throw RouteCodingError(.noRegistry)
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try container.decode(String.self, forKey: .type)
    guard let route = try registry.decode(key: key, from: container.superDecoder(forKey: .value)) else {
      throw RouteCodingError(.unknownKey(key))
    }
    self = route
  }

  /// Encodes the route as its type's registered key and its value: `{"type": "shapes",
  /// "value": ...}`.
  ///
  /// - Throws: ``RouteCodingError`` when there is no registry or the route's type is not
  ///   registered (a route that is not `Codable` cannot be).
  public func encode(to encoder: any Encoder) throws {
    guard let registry = encoder.userInfo[.routeRegistry] as? RouteRegistry else {
      throw RouteCodingError(.noRegistry)
    }
    guard let key = registry.key(for: self), let value = base as? any Encodable else {
      throw RouteCodingError(.unregisteredType(typeName: typeName))
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .type)
    try value.encode(to: container.superEncoder(forKey: .value))
  }
}

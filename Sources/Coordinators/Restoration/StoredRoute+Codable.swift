extension StoredRoute: Codable {
  private enum CodingKeys: String, CodingKey {
    case key, value
  }

  /// Reads a stored route written as `{"key": "shapes", "value": <the route's JSON>}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      key: try container.decode(String.self, forKey: .key),
      value: try container.decode(SnapshotValue.self, forKey: .value)
    )
  }

  /// Writes the route as `{"key": "shapes", "value": <the route's JSON>}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try encodeValue(in: &container, forKey: .value)
  }

  /// Writes the value under `key`: a route not yet encoded is encoded straight into the container.
  func encodeValue<Key: CodingKey>(in container: inout KeyedEncodingContainer<Key>, forKey key: Key) throws {
    switch payload {
    case .json(let value), .undecodable(let value, _):
      try container.encode(value, forKey: key)
    case .route(let route, _):
      try container.encode(RouteValue(route: route), forKey: key)
    }
  }
}

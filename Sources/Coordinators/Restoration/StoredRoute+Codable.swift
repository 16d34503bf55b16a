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
    try container.encode(encodableValue, forKey: .value)
  }

  /// The value to encode: its JSON, or the route held decoded, which encodes straight into
  /// the container.
  var encodableValue: any Encodable {
    switch payload {
    case .json(let value), .undecodable(let value, _): value
    case .route(let route, _): RouteValue(route: route)
    }
  }
}

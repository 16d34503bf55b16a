import CoordinatorsCore
import Foundation

extension StoredRoute: Codable {
  private enum CodingKeys: String, CodingKey {
    case key, value
  }

  /// Reads a stored route written as `{"key": "shapes", "value": <the route's JSON>}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    payload = .json(try container.decode(SnapshotValue.self, forKey: .value))
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

/// How one restoration's decoding of a snapshot goes, in the decoder's `userInfo`.
///
/// `@unchecked Sendable`: one decoding on one thread makes it, reads it and writes it, and
/// nothing keeps it after.
final class SnapshotDecoding: @unchecked Sendable {
  /// The registry to decode routes with straight from the JSON; `nil` keeps them as JSON.
  let registry: RouteRegistry?
  /// The version whose routes are decoded; a snapshot of another version keeps its routes as
  /// JSON for the migrations.
  let currentVersion: Int?
  /// Whether the bytes were a JSON document: Foundation's decoder reads the whole document
  /// before it asks the snapshot to decode itself.
  var isJSON = false
  /// Whether this snapshot's routes decode straight from the JSON.
  var decodesRoutes = false
  /// The coding paths of the route values skipped, to read as JSON from the bytes, in order.
  var skippedValues: [[any CodingKey]] = []

  /// A value read and dropped: decoding it costs nothing whatever it holds.
  struct Skipped: Decodable {
    init(from decoder: any Decoder) {}
  }

  /// A coding key of an array's element.
  struct Index: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
  }

  init(registry: RouteRegistry?, currentVersion: Int?) {
    self.registry = registry
    self.currentVersion = currentVersion
  }

  /// The type to decode the routes stored under `key` with, when they decode straight from the JSON.
  func routeType(forKey key: String) -> (any (Route & Codable).Type)? {
    decodesRoutes ? registry?.routeType(forKey: key) : nil
  }
}

extension CodingUserInfoKey {
  /// Where a restoration's decoding of a snapshot keeps its ``SnapshotDecoding``.
  static let snapshotDecoding: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "swift-coordinators.snapshot-decoding") else {
      preconditionFailure("a constant key is valid")
    }
    return key
  }()
}

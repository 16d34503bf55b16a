import CoordinatorsCore
import Foundation

extension NavigationSnapshot {
  /// The snapshot as compact JSON, in the stored form (see ``NavigationSnapshot``), object
  /// members in the order of their keys so that equal snapshots give equal bytes.
  public func jsonData() -> Data {
    let encoder = SnapshotJSON.encoder(registry: routeRegistry)
    if let data = try? encoder.encode(self) { return data }
    // Only a route held decoded can fail to encode (its own encoding threw): store it as the
    // JSON value it gives, `null` at worst, which never fails.
    var stored = self
    stored.updateRoutes { route in route.value = route.value }
    return (try? encoder.encode(stored)) ?? Data()
  }

  /// Reads a snapshot from ``jsonData()``'s stored form, or from `JSONEncoder`'s output of a
  /// snapshot, and requires all of it to be valid.
  ///
  /// To restore from stored bytes, give them to
  /// ``Navigator/restore(from:registry:migrations:)-(Data,_,_)`` instead: it keeps the longest
  /// valid prefix when later routes no longer decode.
  ///
  /// - Throws: ``RestorationError/Reason/notJSON(_:)`` for bytes that are not a JSON document,
  ///   or the ``RestorationError`` that names the first part of the JSON that is not a snapshot.
  public init(jsonData data: Data) throws(RestorationError) {
    self = try Self.decode(data, registry: nil, currentVersion: nil)
  }

  /// Decodes `data` with Foundation's decoder, the routes of a snapshot at `currentVersion`
  /// straight into routes of `registry`; the problem as a ``RestorationError``.
  static func decode(
    _ data: Data,
    registry: RouteRegistry?,
    currentVersion: Int?
  ) throws(RestorationError) -> NavigationSnapshot {
    let context = SnapshotDecoding(registry: registry, currentVersion: currentVersion)
    let decoder = SnapshotJSON.decoder(registry: registry)
    decoder.userInfo[.snapshotDecoding] = context
    do {
      return try decoder.decode(NavigationSnapshot.self, from: data)
    } catch let error as RestorationError {
      throw error
    } catch let error as DecodingError where context.isJSON {
      throw RestorationError(Self.reason(for: error))
    } catch {
      throw RestorationError(.notJSON(RestorationError.message(for: error)))
    }
  }

  /// The registry of the first route held decoded, for routes that hold an ``AnyRoute``.
  private var routeRegistry: RouteRegistry? {
    let routes = flows.compactMap(\.openingRoute) + stacks.lazy.flatMap(\.screens).map(\.route)
    for route in routes { if case .route(_, let registry) = route.payload { return registry } }
    return nil
  }

  /// A `DecodingError` of the snapshot's structure as a missing or an invalid field, by its path.
  private static func reason(for error: DecodingError) -> RestorationError.Reason {
    func path(_ keys: [any CodingKey]) -> String { keys.isEmpty ? "the snapshot" : RestorationError.path(keys) }
    switch error {
    case .keyNotFound(let key, let context):
      return .missingField(path(context.codingPath + [key]))
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let kinds: [(Any.Type, String)] = [
        (Int.self, "a whole number"), (String.self, "a string"), (Bool.self, "a Boolean"), (Double.self, "a number"),
        ([Any].self, "an array"),
      ]
      return .invalidField(path(context.codingPath), expected: kinds.first { $0.0 == type }?.1 ?? "an object")
    case .dataCorrupted(let context):
      return .invalidField(path(context.codingPath), expected: context.debugDescription)
    @unknown default:
      return .invalidField("the snapshot", expected: "\(error)")
    }
  }
}

extension NavigationSnapshot: Codable {
  private enum CodingKeys: String, CodingKey {
    case format, version, root, flows, stacks, truncation
  }

  /// Reads a snapshot from any decoder, in the stored form (see ``NavigationSnapshot``).
  ///
  /// - Throws: `DecodingError` for data that is not a snapshot (``RestorationError`` when read
  ///   by ``init(jsonData:)`` or restored).
  public init(from decoder: any Decoder) throws {
    let context = decoder.userInfo[.snapshotDecoding] as? SnapshotDecoding
    context?.isJSON = true
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(Int.self, forKey: .format)
    version = format == Self.currentFormatVersion ? try container.decode(Int.self, forKey: .version) : 0
    guard format == Self.currentFormatVersion, version >= 1 else {
      let error = RestorationError(
        format != Self.currentFormatVersion
          ? .unsupportedFormat(format) : .invalidField("version", expected: "a whole number from 1 up"))
      guard context != nil else {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
      }
      throw error
    }
    // Routes decode straight from the JSON at the current version; older ones stay JSON for
    // the migrations.
    context?.decodesRoutes = context?.currentVersion == version
    root = try container.decode(Root.self, forKey: .root)
    flows = try container.decode([FlowRecord].self, forKey: .flows)
    stacks = try container.decode([StackRecord].self, forKey: .stacks)
    truncation = try container.decodeIfPresent(Truncation.self, forKey: .truncation)
  }

  /// Writes the snapshot to any encoder, in the stored form (see ``NavigationSnapshot``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentFormatVersion, forKey: .format)
    try container.encode(version, forKey: .version)
    try container.encode(root, forKey: .root)
    try container.encode(flows, forKey: .flows)
    try container.encode(stacks, forKey: .stacks)
    try container.encodeIfPresent(truncation, forKey: .truncation)
  }
}

extension NavigationSnapshot.StackRecord: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, screens
  }

  /// Reads a stack whose screens are stored as `[flow, key, value]`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    var list = try container.nestedUnkeyedContainer(forKey: .screens)
    let context = decoder.userInfo[.snapshotDecoding] as? SnapshotDecoding
    screens = []
    screens.reserveCapacity(list.count ?? 0)
    while !list.isAtEnd {
      var screen = try list.nestedUnkeyedContainer()
      let flow = try screen.decode(Int.self)
      let key = try screen.decode(String.self)
      context?.routeKey = key
      let route = StoredRoute(key: key, payload: try screen.decode(RouteSlot.self).payload)
      screens.append(NavigationSnapshot.ScreenRecord(route: route, flow: flow))
    }
  }

  /// Writes the stack, each screen as `[flow, key, value]`: an array, which Foundation's coders
  /// read and write a third faster than an object of objects.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    var list = container.nestedUnkeyedContainer(forKey: .screens)
    for screen in screens {
      var fields = list.nestedUnkeyedContainer()
      try fields.encode(screen.flow)
      try fields.encode(screen.route.key)
      try fields.encode(screen.route.encodableValue)
    }
  }
}

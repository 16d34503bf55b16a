import CoordinatorsCore
import Foundation

extension NavigationSnapshot {
  /// The snapshot as compact JSON, in the stored form (see ``NavigationSnapshot``), object
  /// members in the order of their keys so that equal snapshots give equal bytes.
  ///
  /// A route held decoded whose own encoding throws is stored as the JSON value it gives, `null`
  /// at worst. ``Navigator/snapshot(registry:version:)`` makes snapshots that always encode: it
  /// stops before a route or a modal presentation that cannot be stored.
  ///
  /// - Throws: ``RestorationError/Reason/unreadableData`` naming the field that JSON
  ///   cannot hold, such as a sheet detent that is not a finite number: never empty data, which
  ///   would replace stored navigation with nothing.
  public func jsonData() throws(RestorationError) -> Data {
    let encoder = SnapshotJSON.encoder(registry: routeRegistry)
    if let data = try? encoder.encode(self) { return data }
    var stored = self
    stored.updateRoutes { route in route.value = route.value }
    do {
      return try encoder.encode(stored)
    } catch let EncodingError.invalidValue(value, context) {
      throw RestorationError(
        .invalidField(RestorationError.path(context.codingPath), expected: "a finite number, not \(value)"))
    } catch {
      throw RestorationError(.invalidField("the snapshot", expected: RestorationError.message(for: error)))
    }
  }

  /// Reads a snapshot from ``jsonData()``'s stored form, or from `JSONEncoder`'s output of a
  /// snapshot, and requires all of it to be valid.
  ///
  /// To restore from stored bytes, give them to
  /// ``Navigator/restore(from:registry:migrations:)-(Data,_,_)`` instead: it keeps the longest
  /// valid prefix when later routes no longer decode.
  ///
  /// - Throws: ``RestorationError/Reason/unreadableData`` for bytes that are not a JSON document,
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
      var snapshot = try decoder.decode(NavigationSnapshot.self, from: data)
      if !context.skippedValues.isEmpty { try snapshot.readSkippedValues(at: context.skippedValues, in: data) }
      return snapshot
    } catch let error as RestorationError {
      throw error
    } catch let error as DecodingError where context.isJSON {
      throw RestorationError(Self.reason(for: error))
    } catch {
      throw RestorationError(.notJSON(RestorationError.message(for: error)))
    }
  }

  /// Sets the JSON routes, those of flows first, then each stack's, to the values at `paths` in
  /// the document `data`, read in one pass: the routes the decoding skipped, in the same order.
  private mutating func readSkippedValues(at paths: [[any CodingKey]], in data: Data) throws(RestorationError) {
    let document: SnapshotValue
    do {
      document = try SnapshotValue(json: data)
    } catch {
      throw RestorationError(.notJSON(RestorationError.message(for: error)))
    }
    var next = paths.makeIterator()
    updateRoutes { route in
      let value = document.value(at: next.next() ?? []) ?? .null
      switch route.payload {
      case .route: break
      case .json: route.payload = .json(value)
      case .undecodable(_, let message): route.payload = .undecodable(value, message)
      }
    }
  }

  /// The registry of the first route held decoded, for routes that hold an ``AnyRoute``.
  private var routeRegistry: RouteRegistry? {
    let routes = flows.compactMap(\.openingRoute) + stacks.lazy.flatMap(\.screens).map(\.route)
    for route in routes { if case .route(_, let registry) = route.payload { return registry } }
    return nil
  }

  /// A `DecodingError` of the snapshot's structure as a missing or an invalid field, by its path.
  private static func reason(for error: DecodingError) -> RestorationError.Detail {
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
    // A hand loop over the array, with the context read once: Array's own decoding and a
    // decoder per element cost three times as much (docs/Benchmarks.md).
    var list = try container.nestedUnkeyedContainer(forKey: .flows)
    flows = []
    flows.reserveCapacity(list.count ?? 0)
    while !list.isAtEnd {
      var fields = try list.nestedUnkeyedContainer()
      flows.append(try FlowRecord(reading: &fields, context: context))
    }
    stacks = try container.decode([StackRecord].self, forKey: .stacks)
    truncationPoint = try container.decodeIfPresent(Truncation.self, forKey: .truncation)
    if let truncation = truncationPoint, let (field, expected) = Self.problem(with: truncation, stacks: stacks) {
      let path = container.codingPath + [CodingKeys.truncation, field]
      throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: expected))
    }
  }

  /// What is wrong with `truncation` of a snapshot of `stacks`, if anything: it must name the
  /// place where the stored stacks end, in the last stack just past its top screen, or in the
  /// next stack before its first screen, as ``Navigator/snapshot(registry:version:)`` writes it.
  private static func problem(with truncation: Truncation, stacks: [StackRecord]) -> (Truncation.CodingKeys, String)? {
    let last = stacks.count - 1
    switch truncation.stack {
    case stacks.count where truncation.screen != 0:
      return (.screen, "0, as the stack \(stacks.count) it stops in is not stored")
    case stacks.count: return nil
    case last where truncation.screen != stacks[last].screens.count:
      return (.screen, "\(stacks[last].screens.count), the number of screens stored in stack \(last)")
    case last: return nil
    default:
      return (.stack, last < 0 ? "0, as no stack is stored" : "\(last) or \(stacks.count), where the stored stacks end")
    }
  }

  /// Writes the snapshot to any encoder, in the stored form (see ``NavigationSnapshot``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.currentFormatVersion, forKey: .format)
    try container.encode(version, forKey: .version)
    try container.encode(root, forKey: .root)
    try container.encode(flows, forKey: .flows)
    try container.encode(stacks, forKey: .stacks)
    try container.encodeIfPresent(truncationPoint, forKey: .truncation)
  }
}

extension NavigationSnapshot.StackRecord: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, screens
  }

  /// Reads a stack whose screens are stored in runs of `[flow, key, value, value…]`.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(Kind.self, forKey: .kind)
    var list = try container.nestedUnkeyedContainer(forKey: .screens)
    let context = decoder.userInfo[.snapshotDecoding] as? SnapshotDecoding
    screens = []
    while !list.isAtEnd {
      var run = try list.nestedUnkeyedContainer()
      let flow = try run.decode(Int.self)
      let key = try run.decode(String.self)
      let type = context?.routeType(forKey: key)
      repeat {
        let route = StoredRoute(key: key, payload: try run.decodeRoute(type, context: context))
        screens.append(NavigationSnapshot.ScreenRecord(route: route, flow: flow))
      } while !run.isAtEnd
    }
  }

  /// Writes the stack, each run of screens of one flow and one route key as one array
  /// `[flow, key, value, value…]`: the flow and the key are read once per run, and an array
  /// reads three times as fast as an object with Foundation's decoder.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    var list = container.nestedUnkeyedContainer(forKey: .screens)
    var index = screens.startIndex
    while index < screens.endIndex {
      let first = screens[index]
      var run = list.nestedUnkeyedContainer()
      try run.encode(first.flow)
      try run.encode(first.route.key)
      while index < screens.endIndex, screens[index].flow == first.flow, screens[index].route.key == first.route.key {
        let value = screens[index].route.encodableValue
        try run.encode(value)
        index += 1
      }
    }
  }
}

extension NavigationSnapshot.FlowRecord: Codable {
  /// Reads a flow stored as `[parent, coordinator, key, value, placement]` (see ``encode(to:)``).
  package init(from decoder: any Decoder) throws {
    var fields = try decoder.unkeyedContainer()
    try self.init(reading: &fields, context: decoder.userInfo[.snapshotDecoding] as? SnapshotDecoding)
  }

  /// Reads the fields of a flow from its array.
  init(reading fields: inout some UnkeyedDecodingContainer, context: SnapshotDecoding?) throws {
    parent = try fields.decodeNil() ? nil : fields.decode(Int.self)
    coordinator = try fields.decodeNil() ? nil : fields.decode(String.self)
    if try fields.decodeNil() {
      openingRoute = nil
      guard try fields.decodeNil() else { throw Self.invalid(.value, in: fields, expected: "null without a key") }
    } else {
      let key = try fields.decode(String.self)
      let payload = try fields.decodeRoute(context?.routeType(forKey: key), context: context)
      openingRoute = StoredRoute(key: key, payload: payload)
    }
    switch try fields.next() as String {
    case "push": placement = .push
    case "root": placement = .root
    case "modal": placement = .modal(try fields.next())
    case "tab": placement = .tab(try fields.next())
    default: throw Self.invalid(.placement, in: fields, expected: "push, modal, root or tab")
    }
  }

  /// Writes the flow as `[parent, coordinator, key, value, placement]`, `null` for what it
  /// lacks, a modal placement followed by its presentation and a tab's by the tab: an array,
  /// which Foundation's decoder reads three times as fast as an object of objects.
  package func encode(to encoder: any Encoder) throws {
    var fields = encoder.unkeyedContainer()
    try fields.encode(parent)
    try fields.encode(coordinator)
    try fields.encode(openingRoute?.key)
    if let openingRoute { try fields.encode(openingRoute.encodableValue) } else { try fields.encodeNil() }
    switch placement {
    case .push: try fields.encodeCase("push")
    case .root: try fields.encodeCase("root")
    case .modal(let presentation): try fields.encodeCase("modal", presentation)
    case .tab(let tab): try fields.encodeCase("tab", tab)
    }
  }

  /// The fields named in messages.
  private enum Field: String, CodingKey { case value, placement }

  /// The error of a field that holds something else than `expected`, named in its path.
  private static func invalid(_ field: Field, in fields: some UnkeyedDecodingContainer, expected: String)
    -> DecodingError
  {
    DecodingError.dataCorrupted(.init(codingPath: fields.codingPath + [field], debugDescription: expected))
  }
}

extension UnkeyedDecodingContainer {
  /// Reads the next value as a route of `type`, a failure kept rather than thrown; as JSON when
  /// there is no type.
  mutating func decodeRoute(_ type: (any (Route & Codable).Type)?, context: SnapshotDecoding?) throws
    -> StoredRoute.Payload
  {
    guard let type, let registry = context?.registry else { return .json(try decodeJSON(context)) }
    func decodeValue<R: Route & Codable>(_: R.Type) throws -> AnyRoute { AnyRoute(try decode(R.self)) }
    do {
      return .route(try decodeValue(type), registry)
    } catch {
      // The container stays on the value that failed: read it again as JSON.
      let message = RestorationError.message(for: error, droppingFirst: codingPath.count + 1)
      return .undecodable(try decodeJSON(context), message)
    }
  }

  /// Reads the next value as JSON. A restoration's decoding skips it and notes where it is, for
  /// `NavigationSnapshot.decode` to read from the bytes in one pass (``SnapshotValue/init(json:)``):
  /// Foundation's decoder finds a value's kind only by trial, in a time that grows with the cube
  /// of its depth.
  private mutating func decodeJSON(_ context: SnapshotDecoding?) throws -> SnapshotValue {
    guard let context else { return try decode(SnapshotValue.self) }
    context.skippedValues.append(codingPath + [SnapshotDecoding.Index(intValue: currentIndex)])
    _ = try decode(SnapshotDecoding.Skipped.self)
    return .null
  }
}

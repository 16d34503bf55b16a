import Coordinators
import Foundation

extension EventLog {
  /// Reads a log from its JSON lines, which may be cut short, edited by hand, or written by an
  /// older version of the app.
  ///
  /// Each route is decoded with `registry`. When the header's ``routesVersion`` is older than
  /// `migrations`' `SnapshotMigrations.currentVersion`, every line's routes go through the
  /// migration steps first, as a snapshot's would: a step that edits routes with
  /// `NavigationSnapshot.updateRoutes(_:)` updates a log's routes too.
  ///
  /// - Throws: ``EventLogError`` naming the first line that is wrong and what is wrong with it;
  ///   nothing is returned in part.
  public init(
    data: Data,
    registry: RouteRegistry,
    migrations: SnapshotMigrations = SnapshotMigrations()
  ) throws(EventLogError) {
    let lines = Self.lines(of: data)
    guard let first = lines.first else { throw EventLogError(line: 0, .empty) }
    let decoder = JSONDecoder()
    decoder.userInfo[.routeRegistry] = registry
    let table = ScreenTable()
    decoder.userInfo[.screenTable] = table
    var reader = LineReader(decoder: decoder, migrations: migrations, routesVersion: migrations.currentVersion)

    let versions: EventLogHeaderVersions
    do {
      versions = try decoder.decode(EventLogHeaderVersions.self, from: first)
    } catch {
      throw EventLogError(line: 1, .notAnEventLog)
    }
    guard let format = versions.eventLog, let routesVersion = versions.routesVersion else {
      throw EventLogError(line: 1, .notAnEventLog)
    }
    guard format == Self.formatVersion else {
      throw EventLogError(line: 1, .unsupportedFormat(format, supported: Self.formatVersion))
    }
    reader.routesVersion = routesVersion
    if let omitted = versions.omitted {
      throw EventLogError(line: 1, .malformedLine("the recorder could not store the first state: \(omitted)"))
    }
    let header = try reader.decode(EventLogHeader.self, from: first, line: 1)
    self.init(initialState: header.state, routesVersion: migrations.currentVersion)
    // The lines' stacks are stored against the state before them.
    table.state = header.state

    entries.reserveCapacity(lines.count - 1)
    var state = header.state
    var expected: Int?
    for (index, data) in lines.enumerated().dropFirst() {
      let number = index + 1
      guard !data.isEmpty else { throw EventLogError(line: number, .malformedLine("the line is empty")) }
      let line = try reader.decode(EventLogLine.self, from: data, line: number)
      if let expected, line.sequence != expected {
        throw EventLogError(line: number, .outOfOrder(sequence: line.sequence, expected: expected))
      }
      guard line.sequence >= 0, line.sequence < .max else {
        throw EventLogError(line: number, .malformedLine("the sequence number \(line.sequence) is out of range"))
      }
      expected = line.sequence + 1
      let entry = line.entry(after: state)
      if case .navigation(let event) = entry.event {
        state = event.after
        table.state = state
      }
      entries.append(entry)
    }
  }

  /// The lines of `data`, without their line breaks; a last line break ends the last line
  /// rather than starting an empty one. (`Data.split` finds them too, at some 190 instructions
  /// a byte, more than decoding some lines.)
  private static func lines(of data: Data) -> [Data] {
    var ranges: [Range<Int>] = []
    data.withUnsafeBytes { bytes in
      var start = 0
      while let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
        ranges.append(start..<end)
        start = end + 1
      }
      if start < bytes.count { ranges.append(start..<bytes.count) }
    }
    return ranges.map { data[data.startIndex + $0.lowerBound..<data.startIndex + $0.upperBound] }
  }

  /// Reads a log from the file at `url`, as ``init(data:registry:migrations:)`` reads data.
  ///
  /// - Throws: ``EventLogError``; ``EventLogError/Reason/unreadable`` when the file cannot
  ///   be read.
  public init(
    contentsOf url: URL,
    registry: RouteRegistry,
    migrations: SnapshotMigrations = SnapshotMigrations()
  ) throws(EventLogError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw EventLogError(line: 0, .unreadable(error.localizedDescription))
    }
    try self.init(data: data, registry: registry, migrations: migrations)
  }
}

/// Decodes lines, migrating their routes first when the log is older than the app.
private struct LineReader {
  let decoder: JSONDecoder
  let migrations: SnapshotMigrations
  var routesVersion: Int

  func decode<T: Decodable>(_ type: T.Type, from data: Data, line: Int) throws(EventLogError) -> T {
    let data = try migrated(data, line: line)
    do {
      return try decoder.decode(type, from: data)
    } catch {
      throw EventLogError(line: line, Self.detail(for: error))
    }
  }

  /// The line with its routes brought to the app's current version.
  private func migrated(_ data: Data, line: Int) throws(EventLogError) -> Data {
    guard routesVersion != migrations.currentVersion else { return data }
    let tree: SnapshotValue
    do {
      // Read in one pass: Foundation's decoder would try each kind of value at every level.
      tree = try SnapshotValue(json: data)
    } catch {
      throw EventLogError(line: line, Self.detail(for: error))
    }
    var routes: [StoredRoute] = []
    _ = tree.mappingRoutes { route in
      routes.append(route)
      return route
    }
    // The routes of the line, as the screens of a snapshot's root stack, for the steps.
    var snapshot = NavigationSnapshot(
      version: routesVersion,
      root: .stack,
      flows: [NavigationSnapshot.FlowRecord(parent: nil, placement: .root)],
      stacks: [NavigationSnapshot.StackRecord(kind: .root, screens: routes.map { .init(route: $0, flow: 0) })]
    )
    do {
      try migrations.migrate(&snapshot)
    } catch {
      throw EventLogError(line: line, .migrationFailed(error.description))
    }
    let updated = snapshot.stacks.first?.screens.map(\.route) ?? []
    guard updated.count == routes.count else {
      throw EventLogError(
        line: line,
        .migrationFailed(
          "a step left \(updated.count) of the line's \(routes.count) routes: a log's routes can be updated, not removed"
        )
      )
    }
    var next = 0
    let migratedTree = tree.mappingRoutes { _ in
      defer { next += 1 }
      return updated[next]
    }
    do {
      return try JSONEncoder().encode(migratedTree)
    } catch {
      throw EventLogError(line: line, .migrationFailed(String(describing: error)))
    }
  }

  static func detail(for error: any Error) -> EventLogError.Detail {
    switch error {
    case let error as RouteCodingError:
      if case .unknownKey(let key) = error.detail { return .unknownRouteKey(key) }
      return .malformedLine(error.description)
    case let error as NavigationError:
      return .invalidState(error.description)
    case let error as DecodingError:
      let (path, message) = describe(error)
      // A route's own decoding failed: the path runs through a route's "value".
      if let route = path.lastIndex(where: { $0.stringValue == "route" }), path.index(after: route) < path.endIndex,
        path[path.index(after: route)].stringValue == "value"
      {
        return .routeNotDecodable(Self.text(path) + message)
      }
      return .malformedLine(Self.text(path) + message)
    default:
      return .malformedLine(String(describing: error))
    }
  }

  private static func describe(_ error: DecodingError) -> ([any CodingKey], String) {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      let underlying = (context.underlyingError as? NSError)?.debugDescription
      return (context.codingPath, underlying.map { "\(context.debugDescription) (\($0))" } ?? context.debugDescription)
    case .keyNotFound(let key, let context):
      return (context.codingPath, "the key \"\(key.stringValue)\" is missing")
    @unknown default:
      return ([], String(describing: error))
    }
  }

  /// `at navigation.state.root.stack[1]: ` for a coding path.
  private static func text(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let steps = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
    return "at \(steps.joined().drop { $0 == "." }): "
  }
}

extension SnapshotValue {
  /// The value with each route in it (an object under the key `"route"` holding a string
  /// `"type"` and a `"value"`) replaced by what `transform` makes of it, in a fixed order.
  fileprivate func mappingRoutes(_ transform: (StoredRoute) -> StoredRoute) -> SnapshotValue {
    switch self {
    case .object(let members):
      var result: [String: SnapshotValue] = [:]
      for key in members.keys.sorted() {
        guard let member = members[key] else { continue }
        if key == "route", case .object(let route) = member, case .string(let type)? = route["type"],
          let value = route["value"]
        {
          let updated = transform(StoredRoute(key: type, value: value))
          result[key] = .object(["type": .string(updated.key), "value": updated.value])
        } else {
          result[key] = member.mappingRoutes(transform)
        }
      }
      return .object(result)
    case .array(let elements):
      return .array(elements.map { $0.mappingRoutes(transform) })
    default:
      return self
    }
  }
}

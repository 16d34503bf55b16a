import Coordinators
import CoordinatorsTesting
import Foundation

@MainActor
enum EventLogChecks {
  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(TestRoute.self, key: "test")
    } catch {
      fatalError("the fuzz registry is valid: \(error)")
    }
    return registry
  }()

  /// Version 2 of the routes: version 1 stored them under "old"; a step renames the key.
  static let migrations: SnapshotMigrations = {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in
      snapshot.updateRoutes { route in
        if route.key == "old" { route.key = "test" }
      }
    }
    return migrations
  }()

  /// Reads `bytes` as a log, at the current routes version and through the migrations: never a
  /// crash, an error that names a line of the input, and a log that reads writes back to the
  /// same events; a log that reads replays to valid states, or stops with a divergence.
  static func readAndReplay(_ bytes: Data) {
    let lineCount = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    for migrations in [SnapshotMigrations(), migrations] {
      let log: EventLog
      do {
        log = try EventLog(data: bytes, registry: registry, migrations: migrations)
      } catch {
        check(error.line >= 0 && error.line <= lineCount, "error on line \(error.line) of \(lineCount)", bytes)
        check(!error.description.isEmpty, "an error without a message", bytes)
        continue
      }
      _ = log.navigatorEvents.map(\.description)
      // What was read writes back to the same events.
      let written = Data(log.jsonLines(registry: registry).utf8)
      do {
        let again = try EventLog(data: written, registry: registry, migrations: migrations)
        check(again.navigatorEvents == log.navigatorEvents, "a log read back differs", bytes)
        check(again.initialState == log.initialState, "a log's first state read back differs", bytes)
      } catch {
        check(false, "a log that was read does not read back: \(error)", bytes)
      }
      replay(log, bytes)
    }
  }

  private static func replay(_ log: EventLog, _ bytes: Data) {
    let replayer = EventLogReplayer(log)
    do {
      try replayer.replay()
    } catch {
      check(error.line >= 2 && error.line <= log.entries.count + 1, "divergence on line \(error.line)", bytes)
      _ = error.description
    }
    let violations = replayer.navigator.state.invariantViolations()
    check(violations.isEmpty, "the replayed state breaks rules: \(violations)", bytes)
  }

  private static func check(_ condition: Bool, _ message: @autoclosure () -> String, _ bytes: Data) {
    guard !condition else { return }
    let input = String(decoding: bytes.prefix(400), as: UTF8.self)
    fatalError("EventLogFuzz: \(message())\ninput: \(input)")
  }
}

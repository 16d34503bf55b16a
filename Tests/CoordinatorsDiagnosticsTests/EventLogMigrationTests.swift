@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsDiagnostics
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// The routes of an older version of the app: stored under another key, `item` with a string.
private enum OldLogRoute: Route, Codable {
  case home
  case item(String)
  case sheet
}

@MainActor
@Suite("Reading an event log of an older app version through the restoration migrations", .hangLimit)
struct EventLogMigrationTests {
  /// The app's version 2: `LogRoute` under "log", where version 1 stored `OldLogRoute` under
  /// "old", with `item` as text.
  static let migrations: SnapshotMigrations = {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in
      try snapshot.updateRoutes { route in
        guard route.key == "old" else { return }
        route.key = "log"
        if case .string(let text)? = route.value["item"]?["_0"], let number = Int(text) {
          route.value = try SnapshotValue(encoding: LogRoute.item(number))
        }
      }
    }
    return migrations
  }()

  @Test func anOlderLogIsReadThroughTheMigrationsAndReplays() throws {
    var oldRegistry = RouteRegistry()
    try oldRegistry.register(OldLogRoute.self, key: "old")
    let navigator = Navigator(root: OldLogRoute.home)
    let recorder = EventLogRecorder(navigator, routesVersion: 1)
    navigator.attach(TestHost())
    navigator.push(OldLogRoute.item("1"))
    navigator.push(OldLogRoute.item("2"))
    navigator.present(OldLogRoute.sheet, as: .sheet())
    navigator.dismiss()
    let data = Data(recorder.log.jsonLines(registry: oldRegistry).utf8)

    let log = try EventLog(data: data, registry: EventLogFixtures.registry, migrations: Self.migrations)
    #expect(log.routesVersion == 2)
    let changes = log.entries.compactMap { entry -> NavigationEvent? in
      if case .navigation(let event) = entry.event { return event }
      return nil
    }
    try #require(changes.count == 4)
    let second = changes[1]
    #expect(second.after.topScreen.route == AnyRoute(LogRoute.item(2)))
    #expect(log.initialState.topScreen.route == AnyRoute(LogRoute.home))

    let replay = EventLogReplayer(log)
    try replay.replay()
    #expect(
      replay.navigator.state.allScreens.map(\.route) == [
        AnyRoute(LogRoute.home), AnyRoute(LogRoute.item(1)), AnyRoute(LogRoute.item(2)),
      ])
  }

  @Test func anOlderLogWithoutAMigrationStepNamesTheFirstLineWithARoute() throws {
    var lines = EventLogFixtures.lines()
    lines[0] = lines[0].replacingOccurrences(of: #""routesVersion":1"#, with: #""routesVersion":0"#)
    let error = try #require(throws: EventLogError.self) {
      try EventLog(data: EventLogFixtures.data(lines), registry: EventLogFixtures.registry)
    }
    #expect(error.line == 1)
    #expect(error.description.hasPrefix("line 1: the routes could not be migrated:"))
  }

  @Test func aStepThatRemovesRoutesIsRefused() throws {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in snapshot.stacks[0].screens.removeLast() }
    let error = try #require(throws: EventLogError.self) {
      try EventLog(
        data: EventLogFixtures.data(EventLogFixtures.lines()), registry: EventLogFixtures.registry,
        migrations: migrations)
    }
    #expect(error.line == 1)
    #expect(error.description.contains("can be updated, not removed"))
  }
}

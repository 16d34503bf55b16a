@_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@Suite("SnapshotMigrations: older snapshots brought up to the app's version before routes decode", .hangLimit)
struct SnapshotMigrationTests {
  /// What version 1 of the photo app stored: the library's routes under the key "library", an
  /// album by its title in an object of its own, the editor under "edit".
  static let version1 = RestorationFixtures.editingJSON
    .replacingOccurrences(of: #""photos""#, with: #""library""#)
    .replacingOccurrences(of: #"{"album":{"_0":"Trips"}}"#, with: #"{"album":{"title":"Trips"}}"#)
    .replacingOccurrences(of: #""editor","#, with: #""edit","#)

  /// Version 2 renamed the keys; version 3 changed the album's value.
  static var migrations: SnapshotMigrations {
    var migrations = SnapshotMigrations(currentVersion: 3)
    migrations.register(from: 1) { snapshot in
      snapshot.updateRoutes { route in
        switch route.key {
        case "library": route.key = "photos"
        case "edit": route.key = "editor"
        default: break
        }
      }
    }
    migrations.register(from: 2) { snapshot in
      snapshot.updateRoutes { route in
        guard route.key == "photos", let title = route.value["album"]?["title"] else { return }
        route.value = ["album": ["_0": title]]
      }
    }
    return migrations
  }

  func plan(_ text: String, migrations: SnapshotMigrations) -> RestorationPlan {
    RestorationPlan(data: Data(text.utf8), registry: RestorationFixtures.registry, migrations: migrations)
  }

  @Test func aVersion1SnapshotIsMigratedStepByStepThenDecoded() throws {
    let plan = plan(Self.version1, migrations: Self.migrations)
    #expect(plan.isComplete, "\(plan.errors)")
    #expect(plan.screenCount == 5)
    #expect(plan.snapshot.version == 3)
    let current = try NavigationSnapshot(jsonData: Data(RestorationFixtures.editingJSON.utf8))
    #expect(plan.snapshot.stacks == current.stacks)
    #expect(plan.snapshot.flows == current.flows)
  }

  @Test func withoutTheMigrationsTheOldKeysAreUnknown() {
    let plan = plan(Self.version1, migrations: SnapshotMigrations())
    #expect(plan.screenCount == 0)
    #expect(plan.errors == [RestorationError(.unknownRouteKey("library"), at: .screen(.root, index: 0))])
  }

  @Test func aMissingStepPlansNothing() {
    var migrations = SnapshotMigrations(currentVersion: 3)
    migrations.register(from: 2) { _ in }
    let plan = plan(Self.version1, migrations: migrations)
    #expect(plan.screenCount == 0)
    #expect(plan.errors == [RestorationError(.noMigration(from: 1))])
  }

  @Test func aStepThatThrowsPlansNothing() {
    struct Refused: Error, CustomStringConvertible {
      var description: String { "albums from version 1 are gone" }
    }
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { _ in throw Refused() }
    let plan = plan(Self.version1, migrations: migrations)
    #expect(plan.errors == [RestorationError(.migrationFailed(from: 1, "albums from version 1 are gone"))])
    #expect(
      plan.errors.first?.description
        == "the snapshot: the migration from version 1 failed: albums from version 1 are gone"
    )
  }

  @Test func aStepCanBeReplacedAndStepsFromTheCurrentVersionNeverRun() {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { _ in Issue.record("replaced, so never run") }
    migrations.register(from: 1) { snapshot in snapshot.updateRoutes { $0.key = $0.key == "edit" ? "editor" : "photos" }
    }
    migrations.register(from: 2) { _ in Issue.record("the app is at version 2") }
    let migrated = plan(
      Self.version1.replacingOccurrences(of: #"{"album":{"title":"Trips"}}"#, with: #"{"album":{"_0":"Trips"}}"#),
      migrations: migrations
    )
    #expect(migrated.isComplete, "\(migrated.errors)")
  }

  @Test func anOldSnapshotWhoseLaterRouteNoLongerDecodesKeepsItsMigratedPrefix() throws {
    let old = Self.version1.replacingOccurrences(of: #"{"filters":{}}"#, with: #"{"brushes":{}}"#)
    let plan = plan(old, migrations: Self.migrations)
    #expect(plan.screenCount == 4)
    #expect(plan.errors.count == 1)
    #expect(plan.errors.first?.location == .screen(.modal(0), index: 1))
    guard case .routeNotDecodable(key: "editor", _)? = plan.errors.first?.detail else {
      Issue.record("expected the editor's route to fail, got \(plan.errors)")
      return
    }
    #expect(plan.snapshot.stacks[0].screens[1].route.value == ["album": ["_0": "Trips"]])
  }

  @Test func storedRoutesCanBeBuiltAndReadInAMigration() throws {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in
      try snapshot.updateRoutes { route in
        if route.key == "library" {
          route.key = "photos"
          if route.value["album"] != nil { route.value = try SnapshotValue(encoding: PhotoRoute.album("Recent")) }
        }
        if route.key == "edit" {
          route.key = "editor"
          // The old value still reads as the route type: a step can check what it keeps.
          _ = try route.value.decode(EditorRoute.self)
        }
      }
    }
    let plan = plan(Self.version1, migrations: migrations)
    #expect(plan.isComplete, "\(plan.errors)")
    #expect(plan.snapshot.stacks[0].screens[1].route.value == ["album": ["_0": "Recent"]])
  }
}

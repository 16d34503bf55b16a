@_spi(Testing) import Coordinators
import Foundation

/// The routes and coordinators the stored data is read against.
enum ListRoute: String, Route, Codable {
  case list, settings, wizard, picker
}

enum StepRoute: Codable, Hashable, Sendable, Route {
  case step(Int)
}

enum ColorRoute: String, Route, Codable {
  case palette, shades
}

@MainActor
final class ListCoordinator: Coordinator {
  let flow = Flow<ListRoute>()

  func start() { flow.show(.list) }

  func child(for route: ListRoute) -> ChildFlow? {
    switch route {
    case .wizard: .flow(StepsCoordinator())
    case .picker: .flow(ColorsCoordinator(), as: .sheet())
    default: nil
    }
  }
}

@MainActor
final class StepsCoordinator: Coordinator {
  let flow = Flow<StepRoute>()

  func start() { flow.show(.step(1)) }
}

@MainActor
final class ColorsCoordinator: Coordinator {
  let flow = Flow<ColorRoute>()

  func start() { flow.show(.palette) }
}

@MainActor
enum RestorationChecks {
  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(ListRoute.self, key: "list")
      try registry.register(StepRoute.self, key: "step")
      try registry.register(ColorRoute.self, key: "color")
    } catch {
      fatalError("the fuzz registry is valid: \(error)")
    }
    return registry
  }()

  /// Version 2: every stored route passes through a step, as JSON, however deep it nests.
  static let migrations: SnapshotMigrations = {
    var migrations = SnapshotMigrations(currentVersion: 2)
    migrations.register(from: 1) { snapshot in snapshot.updateRoutes { _ in } }
    return migrations
  }()

  /// Reads `bytes` and restores them: never a crash, always a valid state, and a report that
  /// counts no more screens than were saved; a state restored whole snapshots back to itself.
  /// Read through a migration too; every error names a place the data has.
  static func restore(_ bytes: Data) {
    let migrated = RestorationPlan(data: bytes, registry: registry, migrations: migrations)
    let plan = RestorationPlan(data: bytes, registry: registry)
    for plan in [plan, migrated] {
      for error in plan.errors { checkPlace(error.location, of: plan, bytes) }
    }
    let navigator = Navigator(root: ListCoordinator())
    navigator.logsProblems = false
    let report = navigator.restore(plan)
    // The rules include an alert's and a layout's; a snapshot stores neither, so whatever keys
    // for them the data holds, no alert comes back.
    do { try navigator.state.validate() } catch { check(false, "the restored state breaks rules: \(error)", bytes) }
    check(navigator.state.alert == nil, "a restored state shows an alert", bytes)
    check(report.restoredScreenCount <= max(report.savedScreenCount, 1) + 1, "restored more than saved", bytes)
    for screen in navigator.state.allScreens {
      check(navigator.coordinator(for: screen.owner) != nil, "screen \(screen.id) has no running flow", bytes)
    }
    _ = report.description
    // What was restored snapshots and restores to the same tree.
    let again = Navigator(root: ListCoordinator())
    let second = again.restore(from: navigator.snapshotData(registry: registry), registry: registry)
    check(second.isComplete, "a restored state does not restore again: \(second)", bytes)
    check(
      again.state.treeDescription(includingIdentifiers: false)
        == navigator.state.treeDescription(includingIdentifiers: false),
      "a restored state restores to another", bytes)
  }

  /// A modal layer named by an error is one the data could hold: from 0 up to the number of
  /// stacks it saved.
  private static func checkPlace(_ location: RestorationError.Location, of plan: RestorationPlan, _ bytes: Data) {
    let stack: StackLocation
    switch location {
    case .stack(let place), .screen(let place, _): stack = place
    default: return
    }
    if case .screen(_, let index) = location { check(index >= 0, "an error at screen \(index)", bytes) }
    if case .modal(let layer) = stack {
      check(layer >= 0 && layer <= max(plan.savedScreenCount, 1), "an error in modal layer \(layer)", bytes)
    }
  }

  private static func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: Data) {
    if !condition { fatalError("\(message())\ninput: \(String(decoding: input, as: UTF8.self))") }
  }
}

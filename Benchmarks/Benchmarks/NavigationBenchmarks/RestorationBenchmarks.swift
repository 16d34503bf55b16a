import Benchmark
import Coordinators
import CoordinatorsTesting
import Foundation

// MARK: - Restoration

/// Storing and restoring a navigation of 1,000 screens built by flows, as an app that saves
/// its navigation on every change and restores it at launch does.
///
/// The navigation (``RestorationFixture``): two tabs, each run by a flow that pushed screens
/// and opened a pushed child flow every 50 screens by a route, and two modal layers over them
/// (a sheet and a full-screen cover, each with a stack), 1,000 screens and 17 flows in all.
///
/// - **Snapshot**: `Navigator.snapshot(registry:)`, the value: every route encoded through the
///   registry, the flows recorded.
/// - **Snapshot to JSON**: `snapshotData(registry:)`, the value then its bytes: what an app
///   stores.
/// - **Read JSON**: `RestorationPlan(data:registry:)`: the bytes read by `JSONDecoder`, every
///   route decoded straight from that pass, the snapshot checked; what decoding costs before
///   anything is shown.
/// - **Restore from a plan**: `Navigator.restore(_:)`: the root flow starts over, 16 child flows
///   start (14 from their routes, 2 found as tabs), 1,000 screens are checked or placed, in one transaction.
/// - **Restore from JSON**: `restore(from:registry:)`, the two together: what a launch pays.
/// - **Read 20 KB of route values nested 500 deep**: hostile stored data whose routes no longer
///   decode, kept as JSON; with a migration, read as JSON, migrated, written and read again.
func restorationBenchmarks() {
  Benchmark("Restoration snapshot, 1000 screens") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = RestorationFixture()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(fixture.navigator.snapshot(registry: RestorationFixture.registry))
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Restoration snapshot to JSON, 1000 screens") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = RestorationFixture()
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(fixture.navigator.snapshotData(registry: RestorationFixture.registry))
      }
      benchmark.stopMeasurement()
    }
  }
  Benchmark("Restoration read JSON, 1000 screens") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let data = RestorationFixture().data
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(RestorationPlan(data: data, registry: RestorationFixture.registry))
      }
      benchmark.stopMeasurement()
    }
  }
  // 20 KB of stored route values nested 500 deep that no longer decode (issue 25's probe, D2):
  // kept as JSON, read in one pass, with and without a migration that reads every route.
  let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
  let values = Array(repeating: deep, count: 20).joined(separator: ",")
  let deepData = Data(
    #"{"flows":[[null,"C",null,null,"root"]],"format":2,"root":{"stack":{}},"stacks":[{"kind":{"root":{}},"screens":[[0,"bench",\#(values)]]}],"version":1}"#
      .utf8)
  var migrations = SnapshotMigrations(currentVersion: 2)
  migrations.register(from: 1) { _ in }
  for (name, steps) in [("", SnapshotMigrations()), (", with a migration", migrations)] {
    Benchmark("Restoration read 20 KB of route values nested 500 deep\(name)") { benchmark in
      nonisolated(unsafe) let benchmark = benchmark
      await MainActor.run {
        for _ in benchmark.scaledIterations {
          blackHole(RestorationPlan(data: deepData, registry: RestorationFixture.registry, migrations: steps))
        }
      }
    }
  }
  Benchmark("Restoration restore from a plan, 1000 screens") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let fixture = RestorationFixture()
      let plan = RestorationPlan(data: fixture.data, registry: RestorationFixture.registry)
      let navigator = Navigator(root: RestorationTabsCoordinator())
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(navigator.restore(plan))
      }
      benchmark.stopMeasurement()
      precondition(navigator.state.screenCount == 1_000, "the restore is whole")
    }
  }
  Benchmark("Restoration restore from JSON, 1000 screens") { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
      let data = RestorationFixture().data
      let navigator = Navigator(root: RestorationTabsCoordinator())
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        blackHole(navigator.restore(from: data, registry: RestorationFixture.registry))
      }
      benchmark.stopMeasurement()
      precondition(navigator.state.screenCount == 1_000, "the restore is whole")
    }
  }
}

/// A navigation of 1,000 screens and 17 flows, and its stored form.
@MainActor
final class RestorationFixture {
  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(RestorationRoute.self, key: "bench")
      try registry.register(RestorationTab.self, key: "bench.tab")
    } catch {
      preconditionFailure("the benchmark's keys are distinct: \(error)")
    }
    return registry
  }()

  let navigator = Navigator(root: RestorationTabsCoordinator())
  let data: Data

  init() {
    navigator.observe(NavigationProblem.self) { preconditionFailure("the fixture's navigation is valid: \($0)") }
    for tab in RestorationTab.allCases {
      navigator.selectTab(tab.id)
      guard
        let flow = navigator.coordinators(ofType: RestorationSectionCoordinator.self).first(where: { $0.tab == tab })
      else { preconditionFailure("each tab has its flow") }
      Self.fill(flow, screens: 400, in: navigator)
    }
    guard let flow = navigator.coordinators(ofType: RestorationSectionCoordinator.self).last else {
      preconditionFailure("the tabs have flows")
    }
    flow.flow.present(.item(0), as: .sheet(detents: [.medium, .large]))
    for index in 1..<100 { flow.flow.push(.item(index)) }
    flow.flow.present(.item(0), as: .fullScreenCover())
    for index in 1..<100 { flow.flow.push(.item(index)) }
    precondition(navigator.state.screenCount == 1_000 && navigator.flowIDs.count == 17, "1,000 screens and 17 flows")
    data = navigator.snapshotData(registry: Self.registry)
  }

  /// Pushes items onto the section's stack, opening a child section every 50 screens, until
  /// the tab holds `screens` screens.
  private static func fill(_ section: RestorationSectionCoordinator, screens: Int, in navigator: Navigator) {
    var current = section
    for index in 1..<screens {
      if index % 50 == 0 {
        current.flow.show(.section(index))
        guard let child = navigator.coordinators(ofType: RestorationSectionCoordinator.self).last else {
          preconditionFailure("the section started")
        }
        current = child
      } else {
        current.flow.push(.item(index))
      }
    }
  }
}

enum RestorationTab: String, Route, Codable, CaseIterable {
  case first
  case second

  var id: TabID { TabID(rawValue: rawValue) }
}

enum RestorationRoute: Route, Codable {
  case home
  case item(Int)
  case section(Int)
}

/// Two tabs, each with a section flow.
@MainActor
final class RestorationTabsCoordinator: Coordinator {
  let flow = Flow<RestorationTab>()

  func start() {
    flow.showTabs(RestorationTab.allCases.map { TabFlow($0.id, RestorationSectionCoordinator(tab: $0)) })
  }

  func child(for route: RestorationTab) -> ChildFlow? { .tab(route.id) }
}

/// A section: a home screen (the tab's first, or the section's first pushed), items, and
/// child sections opened by a route.
@MainActor
final class RestorationSectionCoordinator: Coordinator {
  let flow = Flow<RestorationRoute>()
  let tab: RestorationTab?

  init(tab: RestorationTab? = nil) {
    self.tab = tab
  }

  func start() { flow.show(.home) }

  func child(for route: RestorationRoute) -> ChildFlow? {
    guard case .section = route else { return nil }
    return .flow(RestorationSectionCoordinator())
  }
}

import Coordinators
import Foundation

/// Storing and restoring 1,000 screens and 17 flows: the navigation of `RestorationFixture` in
/// the ordo-one benchmarks (`RestorationBenchmarks.swift`), built the same way here.
let restorationCases: [CountedCase] = [
  CountedCase(name: "restoration-encode-1000", summary: "snapshotData(registry:) of 1,000 screens and 17 flows") { _ in
    let navigator = RestorationCountsFixture.navigator()
    return { consume(navigator.snapshotData(registry: RestorationCountsFixture.registry)) }
  },
  CountedCase(name: "restoration-decode-1000", summary: "RestorationPlan(data:registry:) of 1,000 screens") { _ in
    let data = RestorationCountsFixture.navigator().snapshotData(registry: RestorationCountsFixture.registry)
    return { consume(RestorationPlan(data: data, registry: RestorationCountsFixture.registry)) }
  },
  CountedCase(name: "restoration-rebuild-1000", summary: "restore(_:) of a plan of 1,000 screens") { _ in
    let data = RestorationCountsFixture.navigator().snapshotData(registry: RestorationCountsFixture.registry)
    let plan = RestorationPlan(data: data, registry: RestorationCountsFixture.registry)
    let navigator = Navigator(root: CountedTabsCoordinator())
    return { consume(navigator.restore(plan)) }
  },
  CountedCase(
    name: "restoration-decode-rebuild-1000",
    summary: "restore(from:registry:) of 1,000 screens: decoding and rebuilding"
  ) { _ in
    let data = RestorationCountsFixture.navigator().snapshotData(registry: RestorationCountsFixture.registry)
    let navigator = Navigator(root: CountedTabsCoordinator())
    return { consume(navigator.restore(from: data, registry: RestorationCountsFixture.registry)) }
  },
]

@MainActor
enum RestorationCountsFixture {
  static let registry: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(CountedSectionRoute.self, key: "bench")
      try registry.register(CountedTab.self, key: "bench.tab")
    } catch {
      preconditionFailure("the keys are distinct: \(error)")
    }
    return registry
  }()

  /// Two tabs of 400 screens, each opening a pushed child section every 50 screens, then a
  /// sheet and a full-screen cover of 100 screens each.
  static func navigator() -> Navigator {
    let navigator = Navigator(root: CountedTabsCoordinator())
    for tab in CountedTab.allCases {
      navigator.selectTab(TabID(rawValue: tab.rawValue))
      var section = navigator.coordinators(ofType: CountedSectionCoordinator.self).first { $0.tab == tab }!
      for index in 1..<400 {
        if index % 50 == 0 {
          section.flow.show(.section(index))
          section = navigator.coordinators(ofType: CountedSectionCoordinator.self).last!
        } else {
          section.flow.push(.item(index))
        }
      }
    }
    let last = navigator.coordinators(ofType: CountedSectionCoordinator.self).last!
    last.flow.present(.item(0), as: .sheet(detents: [.medium, .large]))
    for index in 1..<100 { last.flow.push(.item(index)) }
    last.flow.present(.item(0), as: .fullScreenCover())
    for index in 1..<100 { last.flow.push(.item(index)) }
    precondition(navigator.state.screenCount == 1_000 && navigator.flowIDs.count == 17, "1,000 screens and 17 flows")
    return navigator
  }
}

enum CountedTab: String, Route, Codable, CaseIterable {
  case first, second
}

enum CountedSectionRoute: Route, Codable {
  case home
  case item(Int)
  case section(Int)
}

@MainActor
final class CountedTabsCoordinator: Coordinator {
  let flow = Flow<CountedTab>()

  func start() {
    flow.showTabs(CountedTab.allCases.map { TabFlow(TabID(rawValue: $0.rawValue), CountedSectionCoordinator(tab: $0)) })
  }

  func child(for route: CountedTab) -> ChildFlow? { .tab(TabID(rawValue: route.rawValue)) }
}

@MainActor
final class CountedSectionCoordinator: Coordinator {
  let flow = Flow<CountedSectionRoute>()
  let tab: CountedTab?

  init(tab: CountedTab? = nil) { self.tab = tab }

  func start() { flow.show(.home) }

  func child(for route: CountedSectionRoute) -> ChildFlow? {
    guard case .section = route else { return nil }
    return .flow(CountedSectionCoordinator())
  }
}

@_spi(Hosts) import Coordinators
import Coordinators

/// The root of the checks that start with flows (`refusesWhatTheNavigatorDisallows`): two tabs, "home"
/// and "search", each with a flow of its own.
@MainActor
final class ConformanceTabsCoordinator: Coordinator {
  let flow = Flow<TestRoute>()

  func start() {
    flow.showTabs([
      TabFlow("home", ConformanceFlowCoordinator(first: "home")),
      TabFlow("search", ConformanceFlowCoordinator(first: "search")),
    ])
  }
}

/// A flow of ``TestRoute`` screens that shows `first` when it starts.
@MainActor
final class ConformanceFlowCoordinator: Coordinator {
  let flow = Flow<TestRoute>()
  let first: String

  init(first: String) { self.first = first }

  func start() { flow.show(TestRoute(first)) }
}

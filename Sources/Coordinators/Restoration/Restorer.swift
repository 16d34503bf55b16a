import CoordinatorsCore

/// Restores a plan on a navigator (``Navigator/restore(_:)``): tries the replay, and after a
/// failed attempt tries again with less, until an attempt holds.
///
/// The replay with flows is the flow layer's (`FlowLayer.replay`); the one without flows, for a
/// navigator made from a route, sets the stacks. It reaches the navigator through its flow
/// layer (`flows`), the committed `state`, the `identifiers` it makes screens with
/// (`makeScreen(_:presentation:)`), and `apply(_:cause:)`, which commits the stacks as one change.
@MainActor
struct Restorer {
  /// The navigator to restore.
  let navigator: Navigator

  /// Rebuilds the navigation of `plan`, as ``Navigator/restore(_:)`` says.
  func restore(_ plan: RestorationPlan) -> RestorationReport {
    var errors = plan.errors
    guard navigator.flows.draft == nil else {
      errors.append(RestorationError(.insideTransaction))
      return RestorationReport(errors: errors, restoredScreenCount: 0, savedScreenCount: plan.savedScreenCount)
    }
    var limit = plan.screenCount
    var selectsTab = plan.selectsTab
    var attempts = 0
    while true {
      attempts += 1
      var removed = RemovedTabs()
      let failure =
        navigator.flows.tree.isEmpty
        ? replayWithoutFlows(plan, limit: limit, selectsTab: selectsTab)
        : navigator.flows.replay(plan, limit: limit, selectsTab: selectsTab, removed: &removed)
      guard let failure else {
        return RestorationReport(
          errors: errors + removed.errors, restoredScreenCount: limit - removed.screenCount,
          savedScreenCount: plan.savedScreenCount)
      }
      errors.append(failure.error)
      if failure.isSelection, selectsTab {
        selectsTab = false
        limit = min(limit, failure.restored)
      } else if limit == 0 {
        // Even the root flow's start failed: the navigation stays as it was.
        return RestorationReport(errors: errors, restoredScreenCount: 0, savedScreenCount: plan.savedScreenCount)
      } else {
        limit = failure.restored < limit ? failure.restored : limit - 1
      }
      // Each failed attempt restores less, or drops the selection, so this ends; the cap keeps
      // coordinators that show something else on every start from costing more.
      if attempts >= 4 {
        limit = 0
        selectsTab = false
      }
    }
  }

  /// Sets the stacks of the plan's first `limit` screens on a navigator made from a route,
  /// every screen owned by the root flow.
  func replayWithoutFlows(_ plan: RestorationPlan, limit: Int, selectsTab: Bool) -> ReplayFailure? {
    // Without flows there is no start to go back to: nothing valid leaves the navigation as it is.
    guard limit > 0 else { return nil }
    let snapshot = plan.snapshot
    let savedIdentifiers = navigator.identifiers
    var bases: [ScreenStack] = []
    var layers: [ModalLayer] = []
    var offset = 0
    for (index, stack) in snapshot.stacks.enumerated() where offset < limit {
      let count = min(stack.screens.count, limit - offset)
      var screens: [Screen] = []
      for position in 0..<count {
        do {
          screens.append(
            try navigator.makeScreen(plan.routes[index][position], presentation: stack.presentation(at: position)))
        } catch {
          navigator.identifiers = savedIdentifiers
          let location = RestorationError.Location.stack(snapshot.location(ofStack: index))
          return ReplayFailure(.navigation(error), at: location, restored: offset + position)
        }
      }
      if index < snapshot.baseStackCount {
        bases.append(ScreenStack(screens))
      } else {
        layers.append(ModalLayer(screens))
      }
      offset += stack.screens.count
    }
    // Stacks of the root that the prefix does not reach keep what they show.
    for index in bases.count..<snapshot.baseStackCount {
      guard let shown = navigator.state.stack(at: snapshot.location(ofStack: index)) else {
        // The prefix ends before this stack of the root and there is none to keep: it would
        // be empty.
        navigator.identifiers = savedIdentifiers
        return ReplayFailure(.emptyStack, at: .stack(snapshot.location(ofStack: index)), restored: 0)
      }
      bases.append(shown)
    }
    let root: RootContainer
    switch snapshot.root {
    case .stack:
      root = .stack(bases.first ?? [])
    case .tabs(let tabs, let selected):
      let keepsSelection = navigator.state.tabs.map(\.id) == tabs
      var selectedIndex =
        keepsSelection ? navigator.state.tabs.firstIndex { $0.id == navigator.state.selectedTab } ?? 0 : 0
      if selectsTab, limit >= snapshot.baseScreenCount, let index = tabs.firstIndex(of: selected) {
        selectedIndex = index
      }
      // Items are the app's, not stored: they come from the tabs the restarted root flow shows.
      let items = keepsSelection ? navigator.state.tabs.map(\.item) : Array(repeating: nil, count: tabs.count)
      root = .tabs(
        zip(tabs, bases).enumerated().map { Tab(id: $1.0, stack: $1.1, item: items[$0]) }, selectedIndex: selectedIndex)
    }
    do {
      try navigator.apply([.setRoot(root)] + layers.map { .present($0) }, cause: .restoration)
    } catch {
      navigator.identifiers = savedIdentifiers
      let layer = error.commandIndex.map { $0 - 1 } ?? -1
      let restored = layer < 0 ? 0 : snapshot.screenCount(ofFirst: snapshot.baseStackCount + layer)
      let location: RestorationError.Location = layer < 0 ? .root : .stack(.modal(layer))
      return ReplayFailure(.navigation(error), at: location, restored: min(restored, limit))
    }
    return nil
  }
}

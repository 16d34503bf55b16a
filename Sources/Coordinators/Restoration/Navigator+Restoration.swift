import CoordinatorsCore
import Foundation

extension Navigator {
  /// Rebuilds the navigation stored in `data` (see ``snapshotData(registry:version:)``): the
  /// state and the coordinators, as one change whose event has the cause
  /// ``NavigationCause/restoration``.
  ///
  /// ```swift
  /// let navigator = Navigator(root: AppCoordinator())
  /// if let data = try? Data(contentsOf: savedURL) {
  ///   let report = navigator.restore(from: data, registry: AppRestoration.routes)
  ///   if !report.isComplete { logger.notice("\(report)") }
  /// }
  /// ```
  ///
  /// The data is untrusted: it may be damaged, from an older or a newer version of the app, or
  /// name routes the app no longer has. Restoring never fails as a whole and never traps; it
  /// rebuilds the longest valid prefix of a well-formed snapshot (the root flow's start for
  /// data that is not one) and reports what stopped it.
  /// See ``restore(_:)`` for how the coordinators are rebuilt.
  ///
  /// - Parameters:
  ///   - data: the stored snapshot.
  ///   - registry: the stable keys of the route types.
  ///   - migrations: the app's current snapshot version and the steps from older ones.
  /// - Returns: what was restored, and the errors that stopped it short of the whole snapshot.
  @discardableResult
  public func restore(
    from data: Data,
    registry: RouteRegistry,
    migrations: SnapshotMigrations = SnapshotMigrations()
  ) -> RestorationReport {
    restore(RestorationPlan(data: data, registry: registry, migrations: migrations))
  }

  /// Rebuilds the navigation of `snapshot`; see ``restore(from:registry:migrations:)-(Data,_,_)``.
  @discardableResult
  public func restore(
    from snapshot: NavigationSnapshot,
    registry: RouteRegistry,
    migrations: SnapshotMigrations = SnapshotMigrations()
  ) -> RestorationReport {
    restore(RestorationPlan(snapshot: snapshot, registry: registry, migrations: migrations))
  }

  /// Rebuilds the navigation of `plan`, as one change whose event has the cause
  /// ``NavigationCause/restoration``.
  ///
  /// Restoring walks routes, as deep links do. The root flow starts over: its coordinator's
  /// `start()` runs again (this alone is what a snapshot with nothing valid restores), and the
  /// flows that were running finish once the change is made. Then the stacks are replayed in
  /// order, screen by screen:
  /// - a screen whose flow is not running yet starts it first, with the parent's route that
  ///   opened it (``Flow/show(_:fileID:filePath:line:column:)``), parents before children. A flow that no route opened
  ///   (a tab container's tab, a flow a coordinator starts in `start()`) must have been started
  ///   again by its parent; it is found by its place;
  /// - a screen that a flow's `start()` showed is checked against the snapshot: route,
  ///   presentation and owner;
  /// - any other screen is pushed, or presented as its modal layer's first screen, for its flow;
  /// - after the root's stacks, the saved tab is selected; screens a `start()` showed beyond
  ///   what the snapshot holds are removed.
  ///
  /// Tabs are matched by their identifiers, not their order: a saved tab that the tab
  /// container's `start()` no longer shows is left out with its stack (and its selection, which
  /// stays `start()`'s), reported with ``RestorationError/Reason/tabRemoved(_:)``, and the other
  /// tabs are restored; a tab `start()` added keeps what it shows.
  ///
  /// The result is checked against the snapshot as a whole. When a step fails, nothing of that
  /// attempt is kept: the restoration starts over from the root flow's start and replays only
  /// the screens before the one that failed, so the navigator shows the longest prefix that the
  /// flows rebuild faithfully, still as one change. If even the root flow cannot start again,
  /// the navigation stays as it was. A navigator made from a route has no flows: the stacks are
  /// set as they were saved, every screen owned by the root flow, and nothing valid leaves it
  /// as it was.
  ///
  /// - Returns: what was restored, and the errors that stopped it short of the whole snapshot.
  @discardableResult
  public func restore(_ plan: RestorationPlan) -> RestorationReport {
    var errors = plan.errors
    guard flows.draft == nil else {
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
        flows.tree.isEmpty
        ? replayWithoutFlows(plan, limit: limit, selectsTab: selectsTab)
        : flows.replay(plan, limit: limit, selectsTab: selectsTab, removed: &removed)
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
}

extension Navigator {
  /// Sets the stacks of the plan's first `limit` screens on a navigator made from a route,
  /// every screen owned by the root flow.
  func replayWithoutFlows(_ plan: RestorationPlan, limit: Int, selectsTab: Bool) -> ReplayFailure? {
    // Without flows there is no start to go back to: nothing valid leaves the navigation as it is.
    guard limit > 0 else { return nil }
    let snapshot = plan.snapshot
    let savedIdentifiers = identifiers
    var bases: [ScreenStack] = []
    var layers: [ModalLayer] = []
    var offset = 0
    for (index, stack) in snapshot.stacks.enumerated() where offset < limit {
      let count = min(stack.screens.count, limit - offset)
      var screens: [Screen] = []
      for position in 0..<count {
        do {
          screens.append(try makeScreen(plan.routes[index][position], presentation: stack.presentation(at: position)))
        } catch {
          identifiers = savedIdentifiers
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
      guard let shown = state.stack(at: snapshot.location(ofStack: index)) else {
        // The prefix ends before this stack of the root and there is none to keep: it would
        // be empty.
        identifiers = savedIdentifiers
        return ReplayFailure(.emptyStack, at: .stack(snapshot.location(ofStack: index)), restored: 0)
      }
      bases.append(shown)
    }
    let root: RootContainer
    switch snapshot.root {
    case .stack:
      root = .stack(bases.first ?? [])
    case .tabs(let tabs, let selected):
      let keepsSelection = state.tabs.map(\.id) == tabs
      var selectedIndex = keepsSelection ? state.tabs.firstIndex { $0.id == state.selectedTab } ?? 0 : 0
      if selectsTab, limit >= snapshot.baseScreenCount, let index = tabs.firstIndex(of: selected) {
        selectedIndex = index
      }
      // Items are the app's, not stored: they come from the tabs the restarted root flow shows.
      let items = keepsSelection ? state.tabs.map(\.item) : Array(repeating: nil, count: tabs.count)
      root = .tabs(
        zip(tabs, bases).enumerated().map { Tab(id: $1.0, stack: $1.1, item: items[$0]) }, selectedIndex: selectedIndex)
    }
    do {
      try apply([.setRoot(root)] + layers.map { .present($0) }, cause: .restoration)
    } catch {
      identifiers = savedIdentifiers
      let layer = error.commandIndex.map { $0 - 1 } ?? -1
      let restored = layer < 0 ? 0 : snapshot.screenCount(ofFirst: snapshot.baseStackCount + layer)
      let location: RestorationError.Location = layer < 0 ? .root : .stack(.modal(layer))
      return ReplayFailure(.navigation(error), at: location, restored: min(restored, limit))
    }
    return nil
  }
}

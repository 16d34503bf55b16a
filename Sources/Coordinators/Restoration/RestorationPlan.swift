import CoordinatorsCore
import Foundation

/// A snapshot read from untrusted data, migrated, checked and with its routes decoded: what
/// ``Navigator/restore(_:)`` will try to rebuild, and why it had to stop short of the data.
///
/// Making a plan needs no navigator and never traps, whatever the bytes: it is the entry point
/// for checking stored data ahead of time, and for fuzzing.
///
/// ```swift
/// let plan = RestorationPlan(data: data, registry: routes)
/// if !plan.isComplete { logger.notice("\(plan.errors)") }
/// navigator.restore(plan)
/// ```
///
/// The plan keeps the longest valid prefix of the snapshot, in the order of its stacks (the root
/// stack or each tab's, the tab selection, then each modal layer's): a stack that cannot be
/// restored ends the plan there, and a bad screen ends it just before that screen.
public struct RestorationPlan: Sendable {
  /// The part of the snapshot that passed every check, migrated to the current version.
  public private(set) var snapshot: NavigationSnapshot
  /// Why the plan stops short of the data: empty when all of it is valid, else (usually) one
  /// error saying what stopped it, and where.
  public private(set) var errors: [RestorationError] = []
  /// The number of screens the data held, as far as it could be read.
  public let savedScreenCount: Int

  /// The decoded route of each screen of ``snapshot``, stack by stack.
  private(set) var routes: [[AnyRoute]] = []
  /// The decoded opening route of each flow a screen needs, by the flow's index.
  private(set) var openingRoutes: [Int: AnyRoute] = [:]
  /// Whether the snapshot's tab selection is valid, so that restoring selects that tab.
  private(set) var selectsTab = false

  /// A plan from stored bytes (``NavigationSnapshot/jsonData()``'s, or `JSONEncoder`'s of a
  /// snapshot), which may be damaged, from another version, or name routes that no longer decode.
  ///
  /// Bytes that are not a JSON document, or JSON that is not a snapshot, plan nothing, with the
  /// error that says why. A snapshot of the current version decodes its routes straight from
  /// the JSON; an older one is read with its routes as JSON, migrated, and written again first.
  public init(data: Data, registry: RouteRegistry, migrations: SnapshotMigrations = SnapshotMigrations()) {
    let current = migrations.currentVersion
    // Data in which nothing is valid plans nothing.
    self.snapshot = NavigationSnapshot(version: current, root: .stack, flows: [], stacks: [])
    var saved = 0
    do throws(RestorationError) {
      var snapshot = try NavigationSnapshot.decode(data, registry: registry, currentVersion: current)
      saved = snapshot.screenCount
      if snapshot.version != current {
        try migrations.migrate(&snapshot)
        // The migrated snapshot is read again, so that its routes decode as a current one's do.
        snapshot = try NavigationSnapshot.decode(try snapshot.jsonData(), registry: registry, currentVersion: current)
      }
      savedScreenCount = saved
      check(snapshot, registry: registry)
    } catch {
      savedScreenCount = saved
      errors = [error]
    }
  }

  /// A plan from a snapshot value, checked as if it had been read from data.
  ///
  /// A snapshot that cannot be encoded (see ``NavigationSnapshot/jsonData()``) plans nothing,
  /// with the error that says why.
  public init(
    snapshot: NavigationSnapshot, registry: RouteRegistry, migrations: SnapshotMigrations = SnapshotMigrations()
  ) {
    let data: Data
    do throws(RestorationError) {
      data = try snapshot.jsonData()
    } catch {
      self.init(nothingFor: error, savedScreenCount: snapshot.screenCount, version: migrations.currentVersion)
      return
    }
    self.init(data: data, registry: registry, migrations: migrations)
  }

  /// A plan of nothing, for data that `error` stops before its start.
  private init(nothingFor error: RestorationError, savedScreenCount: Int, version: Int) {
    snapshot = NavigationSnapshot(version: version, root: .stack, flows: [], stacks: [])
    self.savedScreenCount = savedScreenCount
    errors = [error]
  }

  /// Checks `snapshot` and keeps its longest valid prefix, with the routes decoded.
  private mutating func check(_ snapshot: NavigationSnapshot, registry: RouteRegistry) {
    self.snapshot = snapshot
    if let stop = firstProblem(registry: registry) {
      // Keep the stacks checked, the last one up to the screen that stopped the check.
      while routes.last?.isEmpty == true { routes.removeLast() }
      self.snapshot.stacks = Array(snapshot.stacks.prefix(routes.count))
      if let last = routes.indices.last { self.snapshot.stacks[last].screens.removeSubrange(routes[last].count...) }
      errors = [stop]
    } else if let truncation = snapshot.truncation {
      errors = [truncation]
    }
  }

  /// The number of screens the plan restores.
  public var screenCount: Int { snapshot.screenCount }

  /// Whether the plan holds everything the data held.
  public var isComplete: Bool { errors.isEmpty }

  /// Checks the snapshot in the order restoring walks it and decodes its routes; returns the
  /// first problem, with ``routes`` holding the valid prefix (the last stack may be partial).
  private mutating func firstProblem(registry: RouteRegistry) -> RestorationError? {
    var checkedFlows: Set<Int> = []
    if case .tabs(let tabs, _) = snapshot.root {
      guard !tabs.isEmpty else { return RestorationError(.noTabs, at: .root) }
      var seen: Set<TabID> = []
      for tab in tabs where !seen.insert(tab).inserted { return RestorationError(.duplicateTab(tab), at: .root) }
    }
    let baseCount = snapshot.baseStackCount
    for (index, stack) in snapshot.stacks.enumerated() {
      if index == baseCount, let problem = checkSelection() { return problem }
      let location = snapshot.location(ofStack: index)
      if let expected = expectedStack(at: index, kind: stack.kind) {
        return RestorationError(.unexpectedStack(expected: expected), at: .stack(location))
      }
      guard !stack.screens.isEmpty else { return RestorationError(.emptyStack, at: .stack(location)) }
      routes.append([])
      routes[index].reserveCapacity(stack.screens.count)
      for (position, screen) in stack.screens.enumerated() {
        if position > 0, case .modal(let presentation) = stack.kind, !presentation.embedsNavigationStack {
          return RestorationError(.screenPushedWithoutStack, at: .screen(location, index: position))
        }
        do throws(RestorationError) {
          try checkFlow(screen.flow, registry: registry, checked: &checkedFlows)
          routes[index].append(try screen.route.route(registry: registry))
        } catch {
          return RestorationError(error.detail, at: .screen(location, index: position))
        }
      }
    }
    if snapshot.stacks.count <= baseCount, let problem = checkSelection() { return problem }
    return nil
  }

  /// Checks the selected tab; restoring selects it after the base stacks, before the modal
  /// layers.
  private mutating func checkSelection() -> RestorationError? {
    guard case .tabs(let tabs, let selected) = snapshot.root else { return nil }
    guard tabs.contains(selected) else { return RestorationError(.unknownTab(selected), at: .tabSelection) }
    selectsTab = true
    return nil
  }

  /// What should be at `index` instead of a stack of `kind`, or `nil` when `kind` fits.
  private func expectedStack(at index: Int, kind: NavigationSnapshot.StackRecord.Kind) -> String? {
    switch (snapshot.root, kind) {
    case (.stack, .root) where index == 0: return nil
    case (.tabs(let tabs, _), .tab(let tab)) where index < tabs.count && tabs[index] == tab: return nil
    case (_, .modal) where index >= snapshot.baseStackCount: return nil
    default: return index < snapshot.baseStackCount ? "\(snapshot.location(ofStack: index))" : "a modal layer"
    }
  }

  /// Checks the flow `index` and the flows above it: each exists, its parent comes before it,
  /// and its opening route decodes. Iterative, so a long chain of flows cannot exhaust the stack.
  private mutating func checkFlow(
    _ index: Int,
    registry: RouteRegistry,
    checked checkedFlows: inout Set<Int>
  ) throws(RestorationError) {
    var chain: [Int] = []
    var current: Int? = index
    while let flow = current, !checkedFlows.contains(flow) {
      guard snapshot.flows.indices.contains(flow) else {
        guard let child = chain.last else { throw RestorationError(.unknownFlow(flow)) }
        throw RestorationError(.flow(child, coordinator: snapshot.flows[child].coordinator, .unknownFlow(flow)))
      }
      let record = snapshot.flows[flow]
      let parentIsValid = flow == 0 ? record.parent == nil : (0..<flow).contains(record.parent ?? -1)
      guard parentIsValid else {
        let expected = flow == 0 ? "absent for the root flow" : "the index of an earlier flow"
        throw RestorationError(
          .flow(flow, coordinator: record.coordinator, .invalidField("parent", expected: expected)))
      }
      chain.append(flow)
      current = record.parent
    }
    for flow in chain.reversed() {
      let record = snapshot.flows[flow]
      if flow != 0, let route = record.openingRoute {
        do throws(RestorationError) {
          openingRoutes[flow] = try route.route(registry: registry)
        } catch {
          throw RestorationError(.flow(flow, coordinator: record.coordinator, error.detail))
        }
      }
      checkedFlows.insert(flow)
    }
  }
}

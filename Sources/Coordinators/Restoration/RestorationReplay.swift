import CoordinatorsCore

/// The replay behind ``Navigator/restore(_:)``: one attempt rebuilds the first screens of a plan,
/// with the flows or without, and says why it failed. The flow layer's: a replay with flows
/// restarts the root flow and walks the saved screens through the flows, in one transaction.
extension FlowLayer {
  // MARK: Replaying with flows

  /// Replays the first `limit` screens of the plan in one transaction; returns why it failed,
  /// after rolling it back, or `nil` with the tabs it left out in `removed`.
  func replay(
    _ plan: RestorationPlan, limit: Int, selectsTab: Bool, removed: inout RemovedTabs
  ) -> ReplayFailure? {
    var failure: ReplayFailure?
    do {
      try transactionally(cause: .restoration) { () throws(NavigationError) in
        var replay = Replay(plan: plan, limit: limit, selectsTab: selectsTab)
        do throws(ReplayFailure) {
          try run(&replay)
          removed = replay.removed
        } catch {
          failure = error
          throw NavigationError(.noScreens, context: "restore")
        }
      }
    } catch {
      return failure ?? ReplayFailure(.navigation(error), at: .document, restored: 0)
    }
    return nil
  }

  private func run(_ replay: inout Replay) throws(ReplayFailure) {
    try step(at: .root, restored: 0) { () throws(NavigationError) in try restartRootFlow() }
    let snapshot = replay.plan.snapshot
    let baseCount = snapshot.baseStackCount
    if replay.limit > 0 { try matchRoot(&replay) }
    var offset = 0
    for (index, stack) in snapshot.stacks.enumerated() {
      if index == baseCount { try selectTab(&replay) }
      guard offset < replay.limit else { break }
      let count = min(stack.screens.count, replay.limit - offset)
      if case .tab(let tab) = snapshot.location(ofStack: index), replay.removed.tabs.contains(tab) {
        replay.removed.errors.append(RestorationError(.tabRemoved(tab), at: .stack(.tab(tab))))
        replay.removed.screenCount += count
      } else {
        try replayStack(index, count: count, offset: offset, &replay)
      }
      offset += stack.screens.count
    }
    if snapshot.stacks.count <= baseCount { try selectTab(&replay) }
    let modals = replay.restoredModalCount
    if drafted.state.modals.count > modals {
      try step(at: .stack(.modal(modals)), restored: replay.limit) { () throws(NavigationError) in
        try apply(.dismissLayer(modals), by: nil)
      }
    }
    try verify(replay)
  }

  /// Replays the first `count` screens of the stack at `index`, whose first screen is screen
  /// `offset` of the whole snapshot.
  private func replayStack(_ index: Int, count: Int, offset: Int, _ replay: inout Replay) throws(ReplayFailure) {
    let plan = replay.plan
    let snapshot = plan.snapshot
    let stack = snapshot.stacks[index]
    let location = snapshot.location(ofStack: index)
    let isBase = index < snapshot.baseStackCount
    let routes = plan.routes[index]
    var pending: [Screen] = []
    var pendingStart = 0
    // The node of the flow that owns the last screen: a run of screens of one flow reads it once.
    var node: FlowNode?
    func fail(_ reason: RestorationError.Detail, at position: Int) -> ReplayFailure {
      ReplayFailure(reason, at: .screen(location, index: position), restored: offset + position)
    }
    func step(at position: Int, _ commands: () throws(NavigationError) -> Void) throws(ReplayFailure) {
      try self.step(at: .screen(location, index: position), restored: offset + position, commands)
    }
    for position in 0..<count {
      let flow = stack.screens[position].flow
      let route = routes[position]
      if replay.live[flow] == nil {
        try step(at: pendingStart) { () throws(NavigationError) in try flush(&pending, at: location) }
        do throws(RestorationError) {
          try startSavedFlow(flow, &replay)
        } catch {
          throw fail(error.detail, at: position)
        }
      }
      guard let owner = replay.live[flow] else { throw fail(.unknownFlow(flow), at: position) }
      if isBase, position == 0, drafted.state.stack(at: location) == nil {
        throw ReplayFailure(rootMismatch(snapshot), at: .root, restored: offset)
      }
      let presentation = stack.presentation(at: position)
      let shown = drafted.state.stack(at: location) ?? []
      if position < shown.count {
        let screen = shown[position]
        if screen.route == route, screen.owner == owner, screen.presentation == presentation { continue }
        // A flow's start showed more than the snapshot kept here (the user went back, then
        // on): what it showed from here on goes. A stack's first screen cannot.
        guard position > 0 else {
          throw fail(.mismatch(saved: "\(route)", restored: "\(screen.route)"), at: position)
        }
        try step(at: position) { () throws(NavigationError) in
          try apply(.setStack(Array(shown.prefix(position)), at: location), by: nil)
        }
      }
      if node?.id != owner { node = drafted.tree[owner] }
      guard let node else { throw fail(.unknownFlow(flow), at: position) }
      switch node.meaning(route) {
      case .screen?:
        break
      case .child?:
        throw fail(.navigation(NavigationError(.flowRouteAsScreen(route))), at: position)
      case nil:
        throw fail(
          .navigation(NavigationError(.wrongRouteType(route, flow: owner, expected: node.routeTypeName))),
          at: position
        )
      }
      if pending.isEmpty { pendingStart = position }
      try step(at: position) { () throws(NavigationError) in
        pending.append(try makeScreen(route, presentation: presentation, owner: owner))
      }
    }
    try step(at: pendingStart) { () throws(NavigationError) in try flush(&pending, at: location) }
    if let shown = drafted.state.stack(at: location), shown.count > count, count > 0 {
      try step(at: count) { () throws(NavigationError) in
        try apply(.setStack(Array(shown.prefix(count)), at: location), by: nil)
      }
    }
    if !isBase, count > 0 { replay.restoredModalCount += 1 }
    replay.replayed.append((index, offset, drafted.state.stack(at: location) ?? []))
  }

  /// Adds the pending screens to the stack at `location`: pushed or inserted on top, or
  /// presented as a new modal layer.
  private func flush(_ pending: inout [Screen], at location: StackLocation) throws(NavigationError) {
    guard !pending.isEmpty else { return }
    // No copy of the state is held while the command runs, so the stack is edited in place.
    if let last = drafted.state.stack(at: location)?.last?.id {
      let isTop = location == drafted.state.topLocation
      try apply(isTop ? .push(pending) : .insert(pending, at: .after(last)), by: nil)
    } else if case .modal(let layer) = location, layer == drafted.state.modals.count {
      try apply(.present(ModalLayer(pending)), by: nil)
    } else {
      throw NavigationError(.stackNotFound(location))
    }
    pending.removeAll()
  }

  /// Checks the root the restarted root flow shows against the snapshot's: one stack for one
  /// stack, tabs for tabs. Saved tabs it no longer shows are left out (matched by identifier,
  /// whatever their order), and their stacks are reported; tabs it added keep what it shows.
  private func matchRoot(_ replay: inout Replay) throws(ReplayFailure) {
    let snapshot = replay.plan.snapshot
    let shown = drafted.state.tabs
    switch snapshot.root {
    case .stack where drafted.state.stack(at: .root) != nil:
      return
    case .tabs(let tabs, _) where !shown.isEmpty:
      let kept = Set(shown.map(\.id))
      replay.removed.tabs = Set(tabs.filter { !kept.contains($0) })
    default:
      throw ReplayFailure(rootMismatch(snapshot), at: .root, restored: 0)
    }
  }

  /// The mismatch between the snapshot's root and the one the flows show.
  private func rootMismatch(_ snapshot: NavigationSnapshot) -> RestorationError.Detail {
    let tabs = drafted.state.tabs
    let restored = tabs.isEmpty ? "one stack" : "tabs " + tabs.map(\.id.description).joined(separator: ", ")
    switch snapshot.root {
    case .stack: return .mismatch(saved: "one stack", restored: restored)
    case .tabs(let tabs, _):
      return .mismatch(saved: "tabs " + tabs.map(\.description).joined(separator: ", "), restored: restored)
    }
  }

  /// Starts the flow `index` of the snapshot, and the flows above it that do not run yet.
  ///
  /// The plan checked that every flow a screen needs exists and that each one's parent comes
  /// before it, down to the root flow, which always runs.
  private func startSavedFlow(_ index: Int, _ replay: inout Replay) throws(RestorationError) {
    let records = replay.plan.snapshot.flows
    var chain: [Int] = []
    var current = index
    while replay.live[current] == nil {
      chain.append(current)
      current = records[current].parent ?? 0
    }
    for flow in chain.reversed() {
      let record = records[flow]
      guard let parent = replay.live[record.parent ?? 0] else { throw RestorationError(.unknownFlow(flow)) }
      func problem(_ reason: RestorationError.Detail) -> RestorationError {
        RestorationError(.flow(flow, coordinator: record.coordinator, reason))
      }
      let started: FlowID
      if let route = replay.plan.openingRoutes[flow] {
        let before = Set(drafted.tree[parent]?.children ?? [])
        do {
          try show(route, in: parent)
        } catch {
          throw problem(.navigation(error))
        }
        guard let child = drafted.tree[parent]?.children.last, !before.contains(child),
          let node = drafted.tree[child], node.openingRoute == route
        else { throw problem(.routeOpensNoFlow("\(route)")) }
        started = child
      } else {
        let slot = FlowSlot(record.placement)
        let candidate = drafted.tree[parent]?.children.first { child in
          guard !replay.claimed.contains(child), let node = drafted.tree[child] else { return false }
          return node.isRunning && node.openingRoute == nil && node.slot == slot
        }
        guard let candidate else { throw problem(.flowNotStartedAgain) }
        started = candidate
      }
      guard let node = drafted.tree[started], node.slot == FlowSlot(record.placement) else {
        let now = drafted.tree[started].map { FlowPlacement($0.slot) } ?? record.placement
        throw problem(
          .placementChanged(
            saved: RestorationError.Detail.phrase(record.placement), now: RestorationError.Detail.phrase(now)))
      }
      replay.live[flow] = started
      replay.claimed.insert(started)
    }
  }

  /// Selects the saved tab, after the root's stacks and before the modal layers.
  private func selectTab(_ replay: inout Replay) throws(ReplayFailure) {
    guard replay.selectsTab, !replay.hasSelected, case .tabs(_, let selected) = replay.plan.snapshot.root else {
      return
    }
    // A selected tab that is gone leaves the selection `start()` made.
    guard !replay.removed.tabs.contains(selected) else { return }
    replay.hasSelected = true
    guard replay.limit >= replay.baseScreenCount else { return }
    guard drafted.state.selectedTab != selected else { return }
    try step(at: .tabSelection, restored: replay.baseScreenCount) { () throws(NavigationError) in
      try apply(.selectTab(selected), by: nil)
    }
  }

  /// Checks the draft against the snapshot's first `limit` screens: every replayed stack still
  /// holds the screens its replay checked, no other modal layer is presented, the saved tab is
  /// selected.
  ///
  /// A screen passes when it is the one its replay checked, or a fresh screen with the same
  /// route, presentation and owning flow. A coordinator may replace a screen with a new one of
  /// the same route while a later part of the replay runs (a child's `start()` that has its
  /// parent show a screen afresh, say): the user sees the saved route, shown the saved way, and
  /// the saved flow owns it, which is all a snapshot stores; it stores no identifiers, and
  /// restoring makes new ones anyway. Identity stays the fast path only: blocks of screens that
  /// both stacks share, and copies of one screen, compare without looking at their routes, so an
  /// ordinary restoration, where nothing was replaced, compares no route here.
  private func verify(_ replay: Replay) throws(ReplayFailure) {
    let snapshot = replay.plan.snapshot
    let state = drafted.state
    for (index, offset, replayed) in replay.replayed {
      let location = snapshot.location(ofStack: index)
      let shown = state.stack(at: location) ?? []
      var position = shown.commonPrefixCount(with: replayed)
      while position < min(shown.count, replayed.count), shown[position].restores(replayed[position]) {
        position += 1
      }
      if position < max(shown.count, replayed.count) {
        let saved = position < replayed.count ? "\(replayed[position].route)" : "the end of the stack"
        let restored = position < shown.count ? "\(shown[position].route)" : "the end of the stack"
        throw ReplayFailure(
          .mismatch(saved: saved, restored: restored), at: .screen(location, index: position),
          restored: offset + position)
      }
    }
    if state.modals.count != replay.restoredModalCount {
      throw ReplayFailure(
        .mismatch(saved: "\(replay.restoredModalCount) modal layers", restored: "\(state.modals.count)"),
        at: .stack(.modal(replay.restoredModalCount)), restored: replay.limit)
    }
    if replay.hasSelected, replay.limit >= replay.baseScreenCount, case .tabs(_, let selected) = snapshot.root,
      state.selectedTab != selected
    {
      throw ReplayFailure(
        .mismatch(saved: "tab \(selected)", restored: state.selectedTab.map { "tab \($0)" } ?? "no tab"),
        at: .tabSelection, restored: replay.baseScreenCount)
    }
  }

  /// Runs `commands`; a command rejected fails the attempt at `location`, with `restored`
  /// screens of the snapshot fine before it.
  private func step(
    at location: RestorationError.Location,
    restored: Int,
    _ commands: () throws(NavigationError) -> Void
  ) throws(ReplayFailure) {
    do {
      try commands()
    } catch {
      throw ReplayFailure(.navigation(error), at: location, restored: restored)
    }
  }
}

/// The state of one attempt at replaying a plan.
private struct Replay {
  let plan: RestorationPlan
  /// How many screens of the snapshot, in order, this attempt restores.
  let limit: Int
  let selectsTab: Bool
  /// The running flow that plays each flow of the snapshot, by the flow's index.
  var live: [Int: FlowID] = [0: .root]
  /// The running flows already given a flow of the snapshot.
  var claimed: Set<FlowID> = [.root]
  /// Each replayed stack as its replay left it, checked screen by screen: the stack's index in
  /// the snapshot, the index in the snapshot of its first screen, and its screens.
  var replayed: [(stack: Int, offset: Int, screens: ScreenStack)] = []
  var removed = RemovedTabs()
  var restoredModalCount = 0
  var hasSelected = false

  /// The number of screens in the root's stacks.
  var baseScreenCount: Int { plan.snapshot.baseScreenCount }
}

/// The saved tabs the restarted root flow no longer shows, left out of a replay.
struct RemovedTabs {
  var tabs: Set<TabID> = []
  /// One error for each of them among the first `limit` screens, in the snapshot's order.
  var errors: [RestorationError] = []
  /// The number of their screens among the first `limit`.
  var screenCount = 0
}

/// Why an attempt failed, and how many screens of the snapshot, in order, were fine before.
struct ReplayFailure: Error {
  var error: RestorationError
  var restored: Int

  init(_ reason: RestorationError.Detail, at location: RestorationError.Location, restored: Int) {
    self.error = RestorationError(reason, at: location)
    self.restored = restored
  }

  /// Whether selecting the saved tab failed, rather than a screen.
  var isSelection: Bool { error.location == .tabSelection }
}

extension Screen {
  /// Whether this screen shows what `replayed` showed, for the final check of a restoration:
  /// the same route, presentation and owning flow, whatever its identifier.
  fileprivate func restores(_ replayed: Screen) -> Bool {
    route == replayed.route && presentation == replayed.presentation && owner == replayed.owner
  }
}

import CoordinatorsCore

/// A change that flow operations are building: the state and the tree they will commit, and
/// what to put back if they fail.
///
/// A class, so that the operations edit the draft's state and tree in place: a walk of N
/// routes copies each stack and the tree once (when the draft first edits them), not once per
/// route, which made deep walks and restorations cost the square of their depth.
///
/// Its stored properties skip the run-time exclusivity check, as the navigator's and the flow
/// layer's do: a flow operation reads and writes them many times (a push and a pop about 40
/// times, each check a call into the runtime). No access to one overlaps another: each ends
/// before any call that could reach the draft again, and the edits ``edit(_:)`` runs are edits
/// of a `NavigationState` alone, which call no code of a flow, an observer or a host.
@MainActor
final class FlowDraft {
  /// The state the operations build; edited only through ``apply(_:)``, ``edit(_:)`` and
  /// ``replaceState(with:)``, which keep ``hasScreens(_:)`` right.
  @exclusivity(unchecked) private(set) var state: NavigationState
  @exclusivity(unchecked) var tree: FlowTree
  let cause: NavigationCause
  /// The flow whose operation runs now, which the navigation lock judges: `nil` while the
  /// navigator's own methods run (see `FlowLayer.transactionally(acting:cause:_:)`).
  @exclusivity(unchecked) var actor: FlowID?
  /// The first error; once set, the draft is rolled back whatever the operations return.
  @exclusivity(unchecked) var error: NavigationError?
  /// The flows started by the draft, in order, for their events.
  @exclusivity(unchecked) var started: [FlowID] = []
  /// The identifiers to put back when the draft fails.
  let identifiers: IdentifierGenerator
  /// The next stand-in screen's identifier; negative, so it never meets a real screen.
  @exclusivity(unchecked) var nextPlaceholder = -1
  /// The commands applied to the draft, in order, while an observer wants them for the event.
  @exclusivity(unchecked) var commands: [NavigationCommand] = []
  /// What to do once the draft has committed and its finished flows are released, in order:
  /// a checkpoint's return delivers its value here.
  @exclusivity(unchecked) var afterCommit: [@MainActor () -> Void] = []
  /// The checkpoints marked in the draft, in order; the navigator keeps them once it commits.
  @exclusivity(unchecked) var marks: [(flow: FlowID, key: CheckpointKey, mark: CheckpointMark)] = []
  /// How many screens of the committed state each flow owns: the navigator's count, shared
  /// and never changed here; counted from ``committedState`` when first asked if the navigator
  /// has none (it counts only while flows run).
  @exclusivity(unchecked) private var committedCounts: ScreenCounts?
  private let committedState: NavigationState
  /// What the draft's changes added to ``committedCounts``, flow by flow: a change costs the
  /// screens it changed, where counting the owners would read every screen, for every flow a
  /// walk starts and every screen a flow pushes.
  @exclusivity(unchecked) private var countChanges: [FlowID: Int] = [:]

  init(
    state: NavigationState, tree: FlowTree, cause: NavigationCause, identifiers: IdentifierGenerator,
    screenCounts: ScreenCounts?, actor: FlowID?
  ) {
    self.state = state
    self.committedState = state
    self.tree = tree
    self.cause = cause
    self.identifiers = identifiers
    self.committedCounts = screenCounts
    self.actor = actor
  }

  /// Applies `command` to the state in place; a command that throws changes nothing.
  ///
  /// - Returns: the screens the command took away.
  @discardableResult
  func apply(_ command: NavigationCommand) throws(NavigationError) -> [Screen] {
    switch command.screenEffect {
    case .none:
      try state.apply(command)
      return []
    case .adds(let screens):
      try state.apply(command)
      for screen in screens { countChanges[screen.owner, default: 0] += 1 }
      return []
    case .mayRemove:
      let before = state
      try state.apply(command)
      return noteChanges(since: before)
    }
  }

  /// Replaces the state with `state`, which a command made from it.
  func replaceState(with state: NavigationState) {
    let before = self.state
    self.state = state
    noteChanges(since: before)
  }

  /// Applies `edit` to the state in place. An edit that throws may leave part of its work: it
  /// records its error, so the draft is rolled back.
  ///
  /// - Returns: the screens the edit took away.
  @discardableResult
  func edit(_ edit: (inout NavigationState) throws(NavigationError) -> Void) throws(NavigationError) -> [Screen] {
    let before = state
    do {
      try edit(&state)
    } catch {
      noteChanges(since: before)
      if self.error == nil { self.error = error }
      throw error
    }
    return noteChanges(since: before)
  }

  /// Counts the screens that the state gained and lost since `before`; returns those it lost.
  @discardableResult
  private func noteChanges(since before: NavigationState) -> [Screen] {
    let (removed, added) = state.screenChanges(since: before)
    for screen in removed { countChanges[screen.owner, default: 0] -= 1 }
    for screen in added { countChanges[screen.owner, default: 0] += 1 }
    return removed
  }

  /// Whether the flow `id` owns a screen of the state.
  func hasScreens(_ id: FlowID) -> Bool {
    if committedCounts == nil { committedCounts = ScreenCounts(committedState) }
    return (committedCounts?[id] ?? 0) + (countChanges[id] ?? 0) > 0
  }

  /// Whether the flow `id` or a flow below it owns a screen of the state.
  func isLiving(_ id: FlowID) -> Bool {
    hasScreens(id) || tree.subtree(of: id).contains { hasScreens($0) }
  }
}

extension FlowLayer {
  /// Runs `body` on a draft of the state and the tree. The outermost call commits the draft as
  /// one change, or rolls it back and throws its first error; nested calls add to the draft and
  /// record their error in it.
  ///
  /// `actor` is the flow whose operation `body` is, `nil` for the navigator's own methods: the
  /// navigation lock judges every change `body` makes as that flow's.
  func transactionally<T>(
    acting actor: FlowID? = nil,
    cause: NavigationCause = .programmatic,
    _ body: () throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    if let open = draft {
      if let error = open.error { throw error }
      let outer = open.actor
      open.actor = actor
      defer { open.actor = outer }
      do {
        return try body()
      } catch {
        if open.error == nil { open.error = error }
        throw error
      }
    }
    // The committed state as the navigator keeps it, without the observation `state` reports:
    // each observed read makes a key path at run time, on every flow operation.
    draft = FlowDraft(
      state: navigator.current, tree: tree, cause: cause, identifiers: navigator.identifiers,
      screenCounts: screenCounts, actor: actor)
    let result: T
    do {
      result = try body()
    } catch {
      if draft?.error == nil { draft?.error = error }
      throw rollBack()
    }
    if draft?.error != nil { throw rollBack() }
    commit()
    return result
  }

  /// Runs a flow operation for a short method called at `callSite`: reports its failure to the
  /// observers unless it is part of a larger edit, which reports (or throws) for it.
  ///
  /// `actor` is the flow whose operation it is; `nil` for the navigator's own methods.
  func reporting<T>(
    at callSite: CallSite? = nil, acting actor: FlowID? = nil, _ operation: () throws(NavigationError) -> T
  ) -> T? {
    let isOutermost = draft == nil
    do {
      return try transactionally(acting: actor, operation)
    } catch {
      guard isOutermost else { return nil }
      navigator.report(.rejectedCommand(error), at: callSite)
      return nil
    }
  }

  private func rollBack() -> NavigationError {
    guard let failed = draft else { preconditionFailure("no draft to roll back") }
    draft = nil
    navigator.identifiers = failed.identifiers
    for id in failed.started where tree[id] == nil {
      if let node = failed.tree[id] { detach(node.coordinator) }
    }
    return failed.error ?? NavigationError(.noScreens)
  }

  private func commit() {
    guard let done = draft else { preconditionFailure("no draft to commit") }
    draft = nil
    tree = done.tree
    // A flow that started and lost its screens within the draft changed no count of the
    // committed state: the flows without screens look at it anyway.
    flowsThatMayHaveEnded.formUnion(done.started)
    // The first change with flows starts the counts, from the state before it: the change
    // below counts what it changes.
    if screenCounts == nil, !tree.isEmpty {
      screenCounts = ScreenCounts(navigator.state)
      flowsThatMayHaveEnded.formUnion(tree.nodes.keys)
    }
    for id in done.started where navigator.eventHub.observesFlows {
      guard let node = tree[id] else { continue }
      pendingFlowEvents.append(.started(id, coordinator: node.coordinatorName, parent: node.parent))
    }
    // Commands that went through a stand-in screen do not replay without it: the event lists
    // the commands that set the new state outright instead.
    let commands = { () -> [NavigationCommand] in
      guard done.nextPlaceholder < -1 else { return done.commands }
      return [.setRoot(done.state.root)] + done.state.modals.map { .present($0) }
    }
    // The draft's state was built by validated commands, so setting it cannot fail.
    try? navigator.change(cause: done.cause, commands: commands()) { (state: inout NavigationState) in
      state = done.state
    }
    keepCheckpoints(done.marks)
    for action in done.afterCommit { action() }
  }

  // MARK: Editing the draft

  /// The draft being built; only valid inside `transactionally`.
  var drafted: FlowDraft {
    guard let draft else { preconditionFailure("a flow operation ran outside a transaction") }
    return draft
  }

  /// The flow tree as the code running now sees it: the open transaction's draft while one is
  /// being built (a coordinator's `start()` always runs inside one), else the committed tree.
  ///
  /// Code that reads the tree and may run inside a transaction reads this, not `tree`: a flow
  /// that is starting is in the draft alone until the change commits, and one the change ends
  /// is still in the committed tree.
  var workingTree: FlowTree { draft?.tree ?? tree }

  /// The flow holding the navigation lock as the code running now sees it: ``workingTree``'s,
  /// read without copying the tree (every command asks).
  var workingLockHolder: FlowID? {
    if let draft { return draft.tree.lockHolder }
    return tree.lockHolder
  }

  /// The desired state as the code running now sees it: the open transaction's draft, else
  /// the navigator's committed state; the companion of `workingTree`.
  var workingState: NavigationState { draft?.state ?? navigator.state }

  /// Applies `command` to the draft for the flow `caller`, which may remove only its own screens
  /// and those of its descendants; `nil` for the navigator itself, and for the steps of a flow
  /// operation that replace what other flows show (a new root).
  ///
  /// Every command of a flow operation, and of the navigator's methods that build a draft, comes
  /// through here, so this is where the navigation lock is kept: a command that takes a screen
  /// of the holder's subtree away, or selects another tab, is refused unless the draft's actor
  /// (the flow whose operation runs, not `caller`) is the holder or one of its descendants. A
  /// refused command leaves the draft as it was.
  func apply(_ command: NavigationCommand, by caller: FlowID?) throws(NavigationError) {
    let draft = drafted
    let mayRemove = command.mayRemoveScreens
    let isLocked = draft.tree.lockHolder != nil
    // Commands that take no screen and select no tab are not checked, nor copied: they edit the
    // draft in place.
    guard (caller != nil && mayRemove) || (isLocked && (mayRemove || command.maySelectTab)) else {
      try draft.apply(command)
      if navigator.eventHub.observesNavigation { draft.commands.append(command) }
      return
    }
    let before = draft.state
    let removed = try draft.apply(command)
    do {
      if let caller, !removed.isEmpty { try authorize(caller, removing: removed, command: command) }
      if isLocked {
        try checkNavigationLock(removing: removed, selectingTab: before.selectedTab != draft.state.selectedTab)
      }
    } catch {
      draft.replaceState(with: before)
      throw error
    }
    if navigator.eventHub.observesNavigation { draft.commands.append(command) }
  }

  /// Refuses `removed`, the screens a command of `caller` took away, unless each belongs to
  /// `caller` or a flow below it (a screen of no running flow, only to the root flow). Each flow
  /// between an owner and `caller` is walked once, however many screens it owns.
  private func authorize(_ caller: FlowID, removing removed: [Screen], command: NavigationCommand)
    throws(NavigationError)
  {
    let tree = drafted.tree
    var known: [FlowID: Bool] = [:]
    for screen in removed {
      let owner = screen.owner
      let allowed = tree[owner] == nil ? caller == .root : tree.isSelfOrDescendant(owner, of: caller, known: &known)
      guard allowed else {
        throw NavigationError(
          .screenNotOwned(screen.id, owner: owner, caller: caller),
          context: command.description
        )
      }
    }
  }

  /// A stand-in screen for a root or tab flow until its first ``Flow/show(_:fileID:filePath:line:column:)``.
  func makePlaceholder(owner: FlowID) -> Screen {
    defer { drafted.nextPlaceholder -= 1 }
    return Screen(id: ScreenID(rawValue: drafted.nextPlaceholder), route: PlaceholderRoute(), owner: owner)
  }
}

extension NavigationCommand {
  /// What a command does to the screens of a state, named for every command: a new command
  /// must say whether it can take screens away, or flows would not hear of it.
  enum ScreenEffect {
    /// It changes no screen: a tab selection, a layout, an alert.
    case none
    /// It adds these screens and takes none away.
    case adds([Screen])
    /// It may take screens away (and add others).
    case mayRemove
  }

  var screenEffect: ScreenEffect {
    switch self {
    case .push(let screens), .insert(let screens, _): .adds(screens)
    case .present(let layer): .adds(Array(layer.stack))
    case .selectTab, .setTabItem, .setSectionLayout, .setWidthClass, .showColumn, .showAlert, .dismissAlert: .none
    case .pop, .popTo, .popToRoute, .popToRoot, .remove, .replace, .setStack, .dismiss, .dismissLayer, .dismissAll,
      .reselectTab, .setRoot:
      .mayRemove
    }
  }

  /// Whether the command can take screens out of the state.
  var mayRemoveScreens: Bool {
    if case .mayRemove = screenEffect { return true }
    return false
  }

  /// Whether the command can change the selected tab.
  var maySelectTab: Bool {
    switch self {
    case .selectTab, .setRoot: true
    default: false
    }
  }
}

/// The route of a stand-in screen; never committed to the state.
struct PlaceholderRoute: Route {}

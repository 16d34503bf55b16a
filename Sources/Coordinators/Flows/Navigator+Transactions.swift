import CoordinatorsCore

/// A change that flow operations are building: the state and the tree they will commit, and
/// what to put back if they fail.
///
/// A class, so that the operations edit the draft's state and tree in place: a walk of N
/// routes copies each stack and the tree once (when the draft first edits them), not once per
/// route, which made deep walks and restorations cost the square of their depth.
@MainActor
final class FlowDraft {
  /// The state the operations build; edited only through ``apply(_:)`` and ``edit(_:)``, which
  /// keep ``hasScreens(_:)`` right.
  private(set) var state: NavigationState
  var tree: FlowTree
  let cause: NavigationCause
  /// The first error; once set, the draft is rolled back whatever the operations return.
  var error: NavigationError?
  /// The flows started by the draft, in order, for their events.
  var started: [FlowID] = []
  /// The identifiers to put back when the draft fails.
  let identifiers: IdentifierGenerator
  /// The next stand-in screen's identifier; negative, so it never meets a real screen.
  var nextPlaceholder = -1
  /// The commands applied to the draft, in order, while an observer wants them for the event.
  var commands: [NavigationCommand] = []
  /// What to do once the draft has committed and its finished flows are released, in order:
  /// a checkpoint's return delivers its value here.
  var afterCommit: [@MainActor () -> Void] = []
  /// The flows that own a screen of ``state``, once asked for: commands that only add screens
  /// keep it, any other edit forgets it. A flow that has just started owns none, and finding
  /// that out by looking would read every screen, for every flow a walk starts.
  private var owners: Set<FlowID>?

  init(state: NavigationState, tree: FlowTree, cause: NavigationCause, identifiers: IdentifierGenerator) {
    self.state = state
    self.tree = tree
    self.cause = cause
    self.identifiers = identifiers
  }

  /// Applies `command` to the state in place; a command that throws changes nothing.
  func apply(_ command: NavigationCommand) throws(NavigationError) {
    try state.apply(command)
    switch command {
    case .push(let screens), .insert(let screens, _): noteOwners(of: screens)
    case .present(let layer): noteOwners(of: layer.stack)
    case .selectTab, .setTabItem: break
    default: owners = nil
    }
  }

  /// Replaces the state with `state`, which a command made from it.
  func replaceState(with state: NavigationState) {
    self.state = state
    owners = nil
  }

  /// Applies `edit` to the state in place. An edit that throws may leave part of its work: it
  /// records its error, so the draft is rolled back.
  func edit(_ edit: (inout NavigationState) throws(NavigationError) -> Void) throws(NavigationError) {
    owners = nil
    do {
      try edit(&state)
    } catch {
      if self.error == nil { self.error = error }
      throw error
    }
  }

  /// Whether the flow `id` owns a screen of the state.
  func hasScreens(_ id: FlowID) -> Bool {
    if let owners { return owners.contains(id) }
    var found: Set<FlowID> = []
    for location in state.locations {
      for screen in state.stack(at: location) ?? [] { found.insert(screen.owner) }
    }
    owners = found
    return found.contains(id)
  }

  /// Whether the flow `id` or a flow below it owns a screen of the state.
  func isLiving(_ id: FlowID) -> Bool {
    hasScreens(id) || tree.subtree(of: id).contains { hasScreens($0) }
  }

  private func noteOwners(of screens: some Sequence<Screen>) {
    guard owners != nil else { return }
    for screen in screens { owners?.insert(screen.owner) }
  }
}

extension Navigator {
  /// Runs flow operations as one change: every command they give, every flow they start or end,
  /// is applied together with one event, or not at all.
  ///
  /// ```swift
  /// try navigator.transaction {
  ///   flow.pop()
  ///   flow.push(.summary)
  /// }
  /// ```
  ///
  /// Inside the body the short methods, the flows' and the navigator's, report no problem: the
  /// first failure is thrown here, once the body has returned.
  ///
  /// Inside the body, and in the `start()` of every coordinator it starts, what is read of the
  /// flows is the change built so far: a ``Flow``'s ``Flow/parent``, ``Flow/children``,
  /// ``Flow/screens``, ``Flow/key`` and ``Flow/isRunning``, the actions that
  /// ``Flow/send(_:)`` and ``Flow/sendToParent(_:)`` offer up the tree, and the navigator's
  /// ``coordinator(forKey:)``, ``coordinators(ofType:)``, ``flowCount`` and ``flowID(owning:)``.
  /// ``state`` stays the committed state until the change commits.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: the first ``NavigationError``; the state and the flow tree are unchanged.
  @discardableResult
  public func transaction<T>(cause: NavigationCause = .programmatic, _ body: () -> T) throws(NavigationError) -> T {
    try transactionally(cause: cause) { () throws(NavigationError) in body() }
  }

  /// Runs a body that may throw as one change, as ``transaction(cause:_:)-56jiw`` does:
  /// the body can `try` the navigator's throwing methods
  /// (``apply(_:cause:)-(NavigationCommand,_)``, ``navigate(to:cause:)``) or its own code, with
  /// no thrown type spelled out on the closure.
  ///
  /// ```swift
  /// try navigator.transaction {
  ///   try navigator.navigate(to: [AppRoute.orders])
  ///   flow.push(.order(try store.latestOrderID()))
  /// }
  /// ```
  ///
  /// Swift gives a closure literal that uses `try` the thrown type `any Error`, so this one
  /// throws `any Error`: the first ``NavigationError``, or the error the body threw. Either way
  /// the state and the flow tree are unchanged.
  @discardableResult
  public func transaction<T>(cause: NavigationCause = .programmatic, _ body: () throws -> T) throws -> T {
    var failure: (any Error)?
    do {
      return try transactionally(cause: cause) { () throws(NavigationError) -> T in
        do {
          return try body()
        } catch let error as NavigationError {
          throw error
        } catch {
          failure = error
          // Rolls the draft back; the body's own error is what the caller sees.
          throw NavigationError(.noScreens, context: "finish the transaction")
        }
      }
    } catch {
      throw failure ?? error
    }
  }

  /// Runs `body` on a draft of the state and the tree. The outermost call commits the draft as
  /// one change, or rolls it back and throws its first error; nested calls add to the draft and
  /// record their error in it.
  func transactionally<T>(
    cause: NavigationCause = .programmatic,
    _ body: () throws(NavigationError) -> T
  ) throws(NavigationError) -> T {
    if draft != nil {
      if let error = draft?.error { throw error }
      do {
        return try body()
      } catch {
        if draft?.error == nil { draft?.error = error }
        throw error
      }
    }
    draft = FlowDraft(state: state, tree: tree, cause: cause, identifiers: identifiers)
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
  func reporting<T>(at callSite: CallSite? = nil, _ operation: () throws(NavigationError) -> T) -> T? {
    let isOutermost = draft == nil
    do {
      return try transactionally(operation)
    } catch {
      guard isOutermost else { return nil }
      report(.rejectedCommand(error), at: callSite)
      return nil
    }
  }

  private func rollBack() -> NavigationError {
    guard let failed = draft else { preconditionFailure("no draft to roll back") }
    draft = nil
    identifiers = failed.identifiers
    for id in failed.started where tree[id] == nil {
      if let node = failed.tree[id] { detach(node.coordinator) }
    }
    return failed.error ?? NavigationError(.noScreens)
  }

  private func commit() {
    guard let done = draft else { preconditionFailure("no draft to commit") }
    draft = nil
    tree = done.tree
    for id in done.started where observesFlows {
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
    try? change(cause: done.cause, commands: commands()) { (state: inout NavigationState) in state = done.state }
    for action in done.afterCommit { action() }
  }

  /// Applies an edit that came through `change` while a draft is open, to the draft.
  func applyToDraft(_ edit: (inout NavigationState) throws(NavigationError) -> Void) throws(NavigationError) {
    try draft?.edit(edit)
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
  /// ``state``; the companion of ``workingTree``.
  var workingState: NavigationState { draft?.state ?? state }

  /// Applies `command` to the draft for the flow `caller`, which may remove only its own screens
  /// and those of its descendants; `nil` for the navigator itself.
  func apply(_ command: NavigationCommand, by caller: FlowID?) throws(NavigationError) {
    let draft = drafted
    // A command that only adds screens, or selects a tab, takes no one's screens: checking it
    // would cost a pass over every screen, for each screen a flow pushes. Unchecked commands
    // edit the draft in place.
    // While the navigation is locked, a flow's tab selection is checked too.
    if let caller, command.mayRemoveScreens || draft.tree.lockHolder != nil {
      let after = try draft.state.applying(command)
      if command.mayRemoveScreens { try authorize(caller, from: draft.state, to: after, command: command) }
      try checkNavigationLock(caller: caller, from: draft.state, to: after)
      draft.replaceState(with: after)
    } else {
      try draft.apply(command)
    }
    if observesNavigation { draft.commands.append(command) }
  }

  private func authorize(
    _ caller: FlowID,
    from before: NavigationState,
    to after: NavigationState,
    command: NavigationCommand
  ) throws(NavigationError) {
    let remaining = Set(after.allScreens.lazy.map(\.id))
    let tree = drafted.tree
    for screen in before.allScreens where !remaining.contains(screen.id) {
      let owner = screen.owner
      let allowed = tree[owner] == nil ? caller == .root : tree.isSelfOrDescendant(owner, of: caller)
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

  func attach<C: Coordinator>(_ coordinator: C, as id: FlowID) {
    coordinator.flow.id = id
    coordinator.flow.navigator = self
  }

  func detach<C: Coordinator>(_ coordinator: C) {
    coordinator.flow.formerNavigator = self
    coordinator.flow.formerID = coordinator.flow.id
    coordinator.flow.id = nil
    coordinator.flow.navigator = nil
  }
}

extension NavigationCommand {
  /// Whether the command can take screens out of the state: every command but pushes,
  /// presents, inserts and tab selections.
  fileprivate var mayRemoveScreens: Bool {
    switch self {
    case .push, .present, .insert, .selectTab: false
    default: true
    }
  }
}

/// The route of a stand-in screen; never committed to the state.
struct PlaceholderRoute: Route {}

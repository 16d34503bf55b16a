import CoordinatorsCore

// The navigator's flow API: each member forwards to the flow layer (`FlowLayer`), which keeps the
// flows and their rules.

extension Navigator {
  /// A navigator whose navigation is run by `coordinator`, the root of the flow tree.
  ///
  /// The coordinator starts at once: what its ``Coordinator/start()`` shows is the first state.
  /// When `identifiers` runs out before that state is made (it starts at `Int.max`), the
  /// navigator counts from 0 and 1 instead, and `start()` runs again: the navigator holds no
  /// identifier yet, so no identifier is handed out twice in it.
  /// A root coordinator that shows nothing is a programming error and stops the program with the
  /// reason.
  public convenience init(root coordinator: some Coordinator, identifiers: IdentifierGenerator = IdentifierGenerator())
  {
    let standIn = Screen(id: ScreenID(rawValue: -1), route: PlaceholderRoute(), owner: .root)
    do {
      self.init(state: try NavigationState(rootScreen: standIn), identifiers: identifiers)
    } catch {
      preconditionFailure("a pushed screen forms a valid root: \(error)")
    }
    let flows = self.flows
    let start = { () throws(NavigationError) in
      try flows.transactionally { () throws(NavigationError) in
        flows.drafted.nextPlaceholder = -2
        try flows.startFlow(coordinator, slot: .root, parent: nil, placeholder: standIn.id)
      }
    }
    do {
      try start()
    } catch  where error.reason == .identifiersExhausted {
      // The generator ran out before the first state: the navigator holds no identifier yet, so a
      // new generator's are unique in it. The coordinator's start() runs again.
      self.identifiers = IdentifierGenerator()
      do {
        try start()
      } catch {
        preconditionFailure("the root coordinator \(type(of: coordinator)) could not start: \(error)")
      }
    } catch {
      preconditionFailure("the root coordinator \(type(of: coordinator)) could not start: \(error)")
    }
  }

  // MARK: Reading the tree

  /// The coordinator at the root of the flow tree, or `nil` for a navigator made from a route.
  ///
  /// <!-- snippet: not compiled -->
  /// ```swift
  /// let app = navigator.rootCoordinator as? AppCoordinator
  /// ```
  package var rootCoordinator: (any Coordinator)? { flows.rootCoordinator }

  /// The number of flows in the tree, the root included: each holds its coordinator alive.
  package var flowCount: Int { flows.workingTree.count }

  /// The identifiers of the flows in the tree, in the order they started.
  public var flowIDs: [FlowID] { flows.flowIDs }

  /// The coordinator of the flow `id`, or `nil` when no such flow runs.
  public func coordinator(for id: FlowID) -> (any Coordinator)? { flows.workingTree[id]?.coordinator }

  /// The running coordinators of type `type`, in the order they started: the most recent is
  /// the last.
  ///
  /// ```swift
  /// let picker = navigator.coordinators(ofType: PickerCoordinator.self).last
  /// picker?.cancel()
  /// ```
  public func coordinators<C: Coordinator>(ofType type: C.Type) -> [C] { flows.coordinators(ofType: type) }

  /// The coordinator started with `key` (see ``Flow/start(_:as:key:onResult:fileID:filePath:line:column:)``), or `nil`;
  /// `navigator.coordinator(forKey: "picker") as? PickerCoordinator` gives it typed.
  public func coordinator(forKey key: String) -> (any Coordinator)? { flows.coordinator(forKey: key) }

  /// The flow that owns the screen `id`, or `nil` when the screen or its flow is gone.
  public func flowID(owning id: ScreenID) -> FlowID? { flows.flowID(owning: id) }

  // MARK: Actions

  /// Reports `action` from the screen `id`, as its view would: the coordinator of the flow that
  /// owns the screen is offered it first, then each ancestor; each only when the action is of
  /// its ``Coordinator/Action`` type.
  ///
  /// - Returns: whether a coordinator handled it; one that nobody handles is reported as a
  ///   ``NavigationProblem/unhandledAction(_:from:)``, and an unknown screen (or one whose flow
  ///   has finished) as a ``NavigationProblem/rejectedCommand(_:)`` with
  ///   ``NavigationError/Reason/notFound`` (or ``NavigationError/Reason/flowNotRunning``).
  @discardableResult
  public func send(_ action: any CoordinatorAction, from id: ScreenID) -> Bool { flows.send(action, from: id) }

  // MARK: Transactions

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
  /// ``coordinator(forKey:)``, ``coordinators(ofType:)``, ``flowIDs`` and ``flowID(owning:)``.
  /// ``state`` stays the committed state until the change commits.
  ///
  /// - Returns: what `body` returns.
  /// - Throws: the first ``NavigationError``; the state and the flow tree are unchanged.
  @discardableResult
  public func transaction<T>(cause: NavigationCause = .programmatic, _ body: () -> T) throws(NavigationError) -> T {
    try flows.transactionally(cause: cause) { () throws(NavigationError) in body() }
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
      return try flows.transactionally(cause: cause) { () throws(NavigationError) -> T in
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

  /// Resets to the root and walks `routes`, as one change: each route is shown by the flow the
  /// walk is in, and a flow route starts its child flow, which takes the routes after it.
  ///
  /// ```swift
  /// try navigator.navigate(to: [ShapesFlowRoute.customShapes, CustomShapesRoute.star])
  /// ```
  ///
  /// The walk begins by dismissing every modal layer and popping the root flow's stack to its
  /// first screen. Then, for each route:
  /// - a screen route of the current flow is pushed, or presented, as
  ///   ``Coordinator/presentation(for:)`` says;
  /// - a flow route starts its child flow, and the walk goes on in it; a root child opened by an
  ///   equal route that already runs is kept (its stack popped to its first screen), and a tab
  ///   route selects its tab, pops it to its first screen and goes on in its flow.
  ///
  /// The stacks of the tabs the walk does not enter stay as they are: a link into one tab does not
  /// wipe what the user left in the others.
  ///
  /// Deep links and restoration walk this way. On a navigator made from a route, every route is
  /// pushed onto the root stack.
  ///
  /// - Throws: the first ``NavigationError``, whose description names the index of the route
  ///   that failed (a route of a type the current flow does not take, for one); nothing changes.
  public func navigate(to routes: [any Route], cause: NavigationCause = .programmatic) throws(NavigationError) {
    try flows.navigate(to: routes, cause: cause)
  }

  // MARK: Stacks

  /// Pops the top-most stack back to its top-most screen whose route is of type `type`.
  ///
  /// ```swift
  /// navigator.pop(to: CustomShapesRoute.self)
  /// ```
  ///
  /// - Returns: whether it popped; a stack without such a screen is reported to the navigator's problem observers.
  @discardableResult
  public func pop<Other: Route>(
    to type: Other.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    flows.reporting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      () throws(NavigationError) -> Void in try flows.pop(to: type, as: .navigator)
    } != nil
  }

  /// Sets a stack to screens of `routes`, in one change, without a screen made by hand: for a
  /// navigator without coordinators (with them, a flow sets its part with ``Flow/setStack(_:fileID:filePath:line:column:)``).
  ///
  /// A screen whose route is the same at the same position stays (it keeps its ``ScreenID``, and
  /// the host does not redraw it); the others are new screens owned by `owner`. The first screen
  /// keeps the stack's presentation.
  ///
  /// ```swift
  /// navigator.setStack([InboxRoute.inbox, InboxRoute.message(7)])   // the top-most stack
  /// navigator.setStack([SettingsRoute.main], at: .tab("settings"))
  /// ```
  ///
  /// - Parameters:
  ///   - routes: the routes of the stack's screens, first to top.
  ///   - location: the stack to set; `nil` for the top-most stack.
  ///   - owner: the flow that owns the new screens; the root flow unless said.
  ///   - fileID: the file of the call, which a refusal reports (its error's call site); callers leave
  ///     it and the three below out.
  ///   - filePath: the path of that file.
  ///   - line: the line of the call.
  ///   - column: the column of the call.
  /// - Returns: the identifiers of the stack's screens, in order, or `nil` when the change was
  ///   rejected (`routes` is empty, there is no such stack, a coordinator does not take a route),
  ///   which is reported to the navigator's problem observers.
  @discardableResult
  public func setStack(
    _ routes: [any Route], at location: StackLocation? = nil, owner: FlowID = .root, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> [ScreenID]? {
    flows.reporting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      () throws(NavigationError) -> [ScreenID] in
      try flows.setStack(routes.map { AnyRoute($0) }, as: .navigator(owner: owner, location: location))
    }
  }

  /// Goes back one screen, as a "Back" or "Close" button does: pops the top-most stack, or
  /// dismisses the top-most modal layer when its stack has one screen.
  ///
  /// - Returns: whether it went back; with one screen and no modal layer there is nowhere to go,
  ///   which is reported to the navigator's problem observers.
  @discardableResult
  public func popOrDismiss(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    flows.reporting(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      () throws(NavigationError) -> Void in try flows.popOrDismiss(as: .navigator)
    } != nil
  }

  // MARK: Alerts and the lock

  /// The alerts that wait to show, oldest first: their flows are out of sight, or another flow's
  /// alert shows (see <doc:Alerts>). Each shows, in a change of its own, once it may.
  ///
  /// For tests and diagnostics: it is not observed, as ``state`` is, and no host draws it.
  public var waitingAlerts: [NavigationAlert] { flows.waitingAlerts }

  /// The flow that holds the navigation lock (see ``Flow/lockNavigation(fileID:filePath:line:column:)``),
  /// or `nil` when the navigation is not locked.
  public var navigationLockHolder: FlowID? { flows.workingLockHolder }
}

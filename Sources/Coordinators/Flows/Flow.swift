import CoordinatorsCore

/// A coordinator's handle on its flow: it shows the flow's screens, starts and ends its child
/// flows, finishes and reports actions.
///
/// A coordinator creates one (`let flow = Flow<MyRoute>()`); the navigator attaches it when the
/// flow starts and detaches it when the flow finishes. A flow changes only its own screens and
/// those of its descendants; touching another flow's screens is an error.
///
/// The methods that change the navigation report a rejected change to the navigator's
/// observers as a ``NavigationProblem`` and return `false` or `nil`, as an app wants from a
/// button. Inside ``Coordinator/start()`` or ``Navigator/transaction(cause:_:)-56jiw`` they are part of a larger
/// change, which fails as a whole. There the properties that read the tree (``parent``,
/// ``children``, ``screens``, ``openingRoute``, ``key``, ``isRunning``) and the actions sent
/// with ``send(_:)`` and ``sendToParent(_:)`` see that change as built so far: a child's
/// `start()` finds its parent, and its actions reach it.
@MainActor
public final class Flow<RouteType: Route> {
  /// The flow's identifier while it runs; `nil` before it starts and after it finishes.
  public internal(set) var id: FlowID?
  /// The navigator running the flow; `nil` when it does not run.
  public internal(set) weak var navigator: Navigator? {
    didSet { if let navigator { problemLogging = navigator.problemLogging } }
  }
  /// Whether the last navigator that ran the flow logs its problems, kept after it is released.
  private var problemLogging: ProblemLogging?

  /// The navigator and identifier of the run that finished, to report an operation that comes
  /// too late as such.
  weak var formerNavigator: Navigator?
  var formerID: FlowID?

  /// A handle that is not attached yet.
  public init() {}

  /// Whether the flow runs and has not finished.
  public var isRunning: Bool { node?.isRunning == true }

  // MARK: Reading the tree
  //
  // Inside a transaction, and so in `start()`, these read the change being built: the tree and
  // state the transaction commits (or rolls back), as the flow operations do.

  /// The coordinator of the parent flow, or `nil` for the root flow or a flow that does not run.
  public var parent: (any Coordinator)? {
    guard let id, let tree = navigator?.flows.workingTree, let parent = tree[id]?.parent else { return nil }
    return tree[parent]?.coordinator
  }

  /// The coordinators of the running child flows, in the order they started.
  ///
  /// A child that finished is not among them, even while it keeps its screens: a root or tab
  /// flow's first screen stays until the parent replaces it.
  public var children: [any Coordinator] {
    guard let id, let tree = navigator?.flows.workingTree, let node = tree[id] else { return [] }
    return node.children.compactMap { child in tree[child].flatMap { $0.isRunning ? $0.coordinator : nil } }
  }

  /// The flow's screens in the desired state, root stack or tabs first, then each modal layer;
  /// inside a transaction, in the state it is building.
  public var screens: [Screen] {
    guard let id, let navigator else { return [] }
    return navigator.flows.workingState.allScreens.filter { $0.owner == id }
  }

  /// The route of the parent that opened the flow, when a route did.
  public var openingRoute: AnyRoute? { node?.openingRoute }

  /// The key the flow was started with.
  public var key: String? { node?.key }

  private var node: FlowNode? {
    guard let id else { return nil }
    return navigator?.flows.workingTree[id]
  }

  // MARK: Showing screens

  /// Shows `route` where the coordinator says it goes.
  ///
  /// - A flow route (``Coordinator/child(for:)`` returns a ``ChildFlow``) starts that child flow.
  /// - In ``Coordinator/start()``, the first screen of a root or tab flow becomes the first screen
  ///   of its stack, and the first screen of a modal flow opens its layer.
  /// - Otherwise the screen is presented or pushed, as ``Coordinator/presentation(for:)`` says.
  ///
  /// - Returns: whether the route was shown.
  @discardableResult
  public func show(
    _ route: RouteType, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    show(AnyRoute(route), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Shows `route`, of the flow's ``Coordinator/RouteType`` or ``Coordinator/FlowRoute``; a
  /// failure is reported as made at `callSite`.
  func show(_ route: AnyRoute, at callSite: CallSite?) -> Bool {
    perform(at: callSite) { flows, id throws(NavigationError) in try flows.show(route, in: id) }
  }

  /// Pushes `route` as a screen onto the stack of the flow's top-most screen.
  ///
  /// - Returns: the new screen's identifier, or `nil` when the push was rejected; a flow route
  ///   is rejected: ``show(_:fileID:filePath:line:column:)`` starts its flow.
  @discardableResult
  public func push(
    _ route: RouteType, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> ScreenID? {
    operate(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      try flows.pushScreen(try screenRoute(route, flows: flows, id: id), in: id)
    }
  }

  /// Presents `route` as a screen in a new modal layer over everything.
  ///
  /// - Returns: the new screen's identifier, or `nil` when it was rejected.
  @discardableResult
  public func present(
    _ route: RouteType, as presentation: ModalPresentation, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ScreenID? {
    operate(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      try flows.presentScreen(try screenRoute(route, flows: flows, id: id), as: presentation, in: id)
    }
  }

  /// Pops `count` screens off the flow's stack; they must belong to the flow or its descendants.
  @discardableResult
  public func pop(
    count: Int = 1, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.pop(count: count, of: id)
    }
  }

  /// Pops the flow's stack back to its top-most screen showing `route`.
  @discardableResult
  public func pop(
    to route: RouteType, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.pop(to: AnyRoute(route), of: id)
    }
  }

  /// Pops back to the flow's first screen: everything shown above it (screens and modal layers)
  /// goes, and must belong to the flow or its descendants.
  @discardableResult
  public func popToRoot(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.popToRoot(of: id)
    }
  }

  /// Pops the flow's stack back to its top-most screen whose route is of type `type`: one of the
  /// flow's own screens, or one of a child flow it pushed.
  ///
  /// ```swift
  /// flow.pop(to: MainRoute.self)  // leaves the pushed Account flow, whatever it showed
  /// ```
  @discardableResult
  public func pop<Other: Route>(
    to type: Other.Type, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.pop(to: type, as: .flow(id))
    }
  }

  /// Goes back one screen, as a "Back" or "Close" button does: pops the top screen of the flow's
  /// stack, or, when that stack has one screen left and is a modal layer the flow presented,
  /// dismisses the layer.
  @discardableResult
  public func popOrDismiss(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.popOrDismiss(as: .flow(id))
    }
  }

  /// Sets the flow's part of its stack to screens of `routes`, in one change.
  ///
  /// The flow's part is its first screen in its top-most stack and everything above it. A
  /// screen of the flow whose route is the same at the same position stays (it keeps its
  /// ``ScreenID``, and the host does not redraw it); the others are replaced, and child flows
  /// whose screens go end.
  ///
  /// ```swift
  /// flow.setStack([.inbox, .message(7)])  // keeps the inbox screen, replaces the rest
  /// ```
  ///
  /// - Returns: the identifiers of the stack's screens, in order, or `nil` when the change was
  ///   rejected: `routes` is empty, holds a flow route, or would remove a screen the flow and its
  ///   descendants do not own (``NavigationError/Reason/invalidCommand``).
  @discardableResult
  public func setStack(
    _ routes: [RouteType], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> [ScreenID]? {
    operate(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.setStack(routes.map { AnyRoute($0) }, as: .flow(id))
    }
  }

  /// Dismisses the top-most modal layer the flow presented, with the layers above it.
  @discardableResult
  public func dismiss(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.dismiss(of: id)
    }
  }

  /// Removes the screen `screen` from anywhere in its stack.
  @discardableResult
  public func remove(
    _ screen: ScreenID, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.apply(.remove([screen]), by: id)
    }
  }

  /// Replaces the screen `screen`, anywhere in its stack, with a screen of `route` presented
  /// the same way.
  ///
  /// - Returns: the new screen's identifier, or `nil` when it was rejected.
  @discardableResult
  public func replace(
    _ screen: ScreenID, with route: RouteType, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ScreenID? {
    operate(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      let route = try screenRoute(route, flows: flows, id: id)
      guard let old = flows.drafted.state.screen(screen) else { throw NavigationError(.screenNotFound(screen)) }
      let new = try flows.makeScreen(route, presentation: old.presentation, owner: id)
      try flows.apply(.replace(screen, with: new), by: id)
      return new.id
    }
  }

  /// Inserts a screen of `route` before or after a screen of any stack.
  ///
  /// - Returns: the new screen's identifier, or `nil` when it was rejected.
  @discardableResult
  public func insert(
    _ route: RouteType, at point: InsertionPoint, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ScreenID? {
    operate(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      let screen = try flows.makeScreen(screenRoute(route, flows: flows, id: id), owner: id)
      try flows.apply(.insert([screen], at: point), by: id)
      return screen.id
    }
  }

  // MARK: Tabs

  /// Makes the root a tab bar, one tab per entry, each with its own child flow and stack.
  ///
  /// Only a flow at the root may call it, usually in ``Coordinator/start()``; the flow then owns
  /// no screens, only its tab flows.
  ///
  /// `layout` shows the same tabs as a split view's sidebar instead: always
  /// (``SectionLayout/sidebar(_:)``), or only in a regular width
  /// (``SectionLayout/adaptive(_:)``: a tab bar on an iPhone, a sidebar on an iPad). The
  /// sections, their stacks and the selection are the same either way.
  ///
  /// ```swift
  /// flow.showTabs([TabFlow("shapes", ShapesCoordinator()), TabFlow("about", AboutCoordinator())],
  ///               layout: .adaptive(.twoColumns))
  /// ```
  @discardableResult
  public func showTabs(
    _ tabs: [TabFlow], selected: TabID? = nil, layout: SectionLayout = .tabBar, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.showTabs(tabs, selected: selected, layout: layout, in: id)
    }
  }

  /// Selects the tab `tab`.
  @discardableResult
  public func selectTab(
    _ tab: TabID, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in try flows.apply(.selectTab(tab), by: id)
    }
  }

  // MARK: Child flows

  /// Starts `child` as a child flow whose first screen is pushed onto this flow's stack (`.push`,
  /// the default) or opens a new modal layer (`.sheet()`, `.fullScreenCover()`, `.custom(_:)`).
  ///
  /// ```swift
  /// flow.start(ColorPickerCoordinator(), as: .sheet()) { result in
  ///   if case .finished(let color) = result { print("picked \(color)") }
  /// }
  /// ```
  ///
  /// The navigator keeps `onResult` until the child ends: a coordinator that calls itself back
  /// there captures itself weakly, and is not called back once it is gone:
  ///
  /// ```swift
  /// flow.start(LoginCoordinator(), as: .sheet()) { [weak self] result in
  ///   if case .finished(let user) = result { self?.signedIn(user) }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - child: the coordinator of the new flow; a fresh instance, or one whose flow has ended.
  ///   - presentation: where the child's first screen goes.
  ///   - key: a name to find the flow by with ``Navigator/coordinator(forKey:)``.
  ///   - onResult: called once when the child ends: ``FlowResult/finished(_:)`` with its value,
  ///     or ``FlowResult/cancelled`` when its screens left the state without a result.
  ///   - fileID: the file of the call, which a refused start reports (its error's call site); callers
  ///     leave it and the three below out.
  ///   - filePath: the path of that file.
  ///   - line: the line of the call.
  ///   - column: the column of the call.
  /// - Returns: whether it started; starting a coordinator that already runs is an error.
  @discardableResult
  public func start<Child: Coordinator>(
    _ child: Child,
    as presentation: Presentation = .push,
    key: String? = nil,
    onResult: (@MainActor (FlowResult<Child.Output>) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    startChild(
      child, as: FlowPlacement(presentation), key: key, delivery: ResultDelivery(typed: onResult),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Starts `child` in place of the whole navigation: the root and every modal layer.
  ///
  /// Only a flow at the root (the navigator's root coordinator, or a child started at the root)
  /// may call it; this is how an app coordinator switches between onboarding, login and the main
  /// flow. Parameters as for ``start(_:as:key:onResult:fileID:filePath:line:column:)``.
  @discardableResult
  public func startAtRoot<Child: Coordinator>(
    _ child: Child,
    key: String? = nil,
    onResult: (@MainActor (FlowResult<Child.Output>) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    startChild(
      child, as: .root, key: key, delivery: ResultDelivery(typed: onResult),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Starts `child` as the flow of the tab `tab`: its first screen becomes the tab's only
  /// screen, and the tab's former flow ends.
  ///
  /// Only the tab container (the flow at the root that showed the tabs) may call it. Parameters
  /// as for ``start(_:as:key:onResult:fileID:filePath:line:column:)``.
  @discardableResult
  public func start<Child: Coordinator>(
    _ child: Child,
    inTab tab: TabID,
    key: String? = nil,
    onResult: (@MainActor (FlowResult<Child.Output>) -> Void)? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    startChild(
      child, as: .tab(tab), key: key, delivery: ResultDelivery(typed: onResult),
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Starts `child` as a child flow, pushed or in a modal layer, and waits until it ends.
  ///
  /// ```swift
  /// if case .finished(let color) = await flow.run(ColorPickerCoordinator(), as: .sheet()) { accent = color }
  /// ```
  ///
  /// When the waiting task is cancelled, the child flow is cancelled too. When the child cannot
  /// start (the error is reported as a ``NavigationProblem``) or the navigator goes away, the result
  /// is ``FlowResult/cancelled``.
  public func run<Child: Coordinator>(
    _ child: Child,
    as presentation: Presentation = .push,
    key: String? = nil
  ) async -> FlowResult<Child.Output> {
    let placement = FlowPlacement(presentation)
    let started = StartedFlow()
    // Pending work of the navigator until this returns: waiting for the user while the child
    // runs, under way again once its result is delivered.
    weak let navigator = navigator
    let work = navigator?.beginWork("flow.run(\(Child.self))")
    defer { if let work { navigator?.endWork(work) } }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<FlowResult<Child.Output>, Never>) in
        let signal = ReleaseSignal { continuation.resume(returning: .cancelled) }
        let delivery = ResultDelivery(
          { outcome in
            if let work { navigator?.resumeWork(work) }
            continuation.resume(returning: FlowResult(outcome))
          },
          onRelease: signal
        )
        guard !Task.isCancelled, startChild(child, as: placement, key: key, delivery: delivery) else { return }
        if let work {
          navigator?.waitForUser(work, on: "its child flow \(child.flow.id.map(\.description) ?? "") to finish")
        }
        let id = child.flow.id
        started.cancel = { [weak child] in
          if let child, child.flow.id == id { child.cancel() }
        }
      }
    } onCancel: {
      Task { @MainActor in started.cancel?() }
    }
  }

  /// Ends the child flow of `child` without a result, with its screens.
  ///
  /// - Returns: whether `child` was a running child of this flow.
  @discardableResult
  public func end(
    _ child: some Coordinator, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      guard let childID = child.flow.id, flows.drafted.tree[childID]?.parent == id else {
        throw NavigationError(.notAChild(child.flow.id ?? FlowID(rawValue: -1), parent: id))
      }
      try flows.end(childID, with: .cancelled)
    }
  }

  /// Ends every child flow without a result, in one change.
  @discardableResult
  public func endChildren(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
      flows, id throws(NavigationError) in
      for child in flows.drafted.tree[id]?.children ?? [] where flows.drafted.tree[child]?.isRunning == true {
        try flows.end(child, with: .cancelled)
      }
    }
  }

  // MARK: Actions

  /// Offers `action` to this flow's coordinator, then to each ancestor, until one handles it.
  ///
  /// - Returns: whether one handled it; an action nobody handles is reported to
  ///   the observers as a ``NavigationProblem/unhandledAction(_:from:)``.
  @discardableResult
  public func send(_ action: any CoordinatorAction) -> Bool {
    guard let id, let navigator else { return false }
    return navigator.flows.send(action, startingAt: id, from: id)
  }

  /// Offers `action` to the parent's coordinator, then to each ancestor above it.
  @discardableResult
  public func sendToParent(_ action: any CoordinatorAction) -> Bool {
    guard let id, let navigator else { return false }
    let flows = navigator.flows
    return flows.send(action, startingAt: flows.workingTree[id]?.parent, from: id)
  }

  // MARK: Internals

  /// Ends the flow; see ``Coordinator/finish(with:fileID:filePath:line:column:)``.
  func end(with outcome: FlowOutcome, at callSite: CallSite? = nil) -> Bool {
    perform(at: callSite) { flows, id throws(NavigationError) in try flows.end(id, with: outcome) }
  }

  func startChild(
    _ child: some Coordinator,
    as placement: FlowPlacement,
    key: String?,
    delivery: ResultDelivery,
    at callSite: CallSite? = nil
  ) -> Bool {
    perform(at: callSite) { flows, id throws(NavigationError) in
      try flows.startFlow(child, slot: FlowSlot(placement), parent: id, key: key, deliver: delivery)
    }
  }

  /// Runs a flow operation that returns nothing; see `operate(at:_:)`.
  func perform(
    at callSite: CallSite?, _ operation: (FlowLayer, FlowID) throws(NavigationError) -> Void
  ) -> Bool {
    operate(at: callSite, operation) != nil
  }

  /// Runs a flow operation in a transaction, reporting its failure, made at `callSite`, when it
  /// stands alone.
  func operate<T>(at callSite: CallSite?, _ operation: (FlowLayer, FlowID) throws(NavigationError) -> T) -> T? {
    guard let navigator, let id else {
      // A finished flow reports to the navigator it ran in. A flow whose navigator was released
      // (it still has its identifier) has none to report to, nor has one never started: its
      // problem goes to standard error, unless its last navigator had turned that off.
      var error = NavigationError(id.map(NavigationError.Detail.navigatorReleased) ?? .flowNotRunning(formerID))
      error.callSite = callSite
      if let formerNavigator {
        formerNavigator.report(.rejectedCommand(error))
      } else if problemLogging?.isOn ?? true {
        NavigationProblem.log(.rejectedCommand(error))
      }
      return nil
    }
    let flows = navigator.flows
    return flows.reporting(at: callSite, acting: id) { () throws(NavigationError) in try operation(flows, id) }
  }

  private func screenRoute(_ route: RouteType, flows: FlowLayer, id: FlowID) throws(NavigationError) -> AnyRoute {
    let route = AnyRoute(route)
    if case .child = flows.drafted.tree[id]?.meaning(route) { throw NavigationError(.flowRouteAsScreen(route)) }
    return route
  }
}

/// How to cancel the child a `run` started, for its cancellation handler.
private final class StartedFlow: @unchecked Sendable {
  // Written and read on the main actor only.
  var cancel: (@MainActor () -> Void)?
}

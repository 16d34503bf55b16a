import CoordinatorsCore
import Observation

/// Owns the navigation: the desired state, what the host has rendered, and the reconciler
/// that brings one to the other.
///
/// Every command changes ``state`` at once and emits a ``NavigationEvent``; the host catches
/// up step by step, waiting for each real transition. The state never lags; the UI may.
///
/// ```swift
/// let navigator = Navigator(root: ShapesRoute.list)
/// navigator.attach(host)
/// navigator.push(ShapesRoute.simpleShapes)
/// navigator.present(ShapesRoute.featured(.star), as: .sheet(detents: [.medium, .large]))
/// ```
///
/// The short methods (``push(_:owner:fileID:filePath:line:column:)``, ``pop(count:fileID:filePath:line:column:)``, ...) report a rejected command as a
/// ``NavigationProblem`` to the observers and return normally, as an app wants from a button;
/// ``apply(_:cause:)-(NavigationCommand,_)`` throws the ``NavigationError`` instead, as code
/// that must know wants. The navigator never prints: problems go to standard error until
/// ``logsProblems`` is turned off.
@MainActor
@Observable
public final class Navigator {
  /// The desired state: what is shown once the host has caught up.
  public private(set) var state: NavigationState {
    get {
      access(keyPath: \.state)
      return current
    }
    set {
      withMutation(keyPath: Self.stateKeyPath) { current = newValue }
      if !alerts.handlers.isEmpty { settleAlertHandlers() }
    }
  }

  /// `\.state`, made once: a key path written out is looked up again at every change.
  private static let stateKeyPath: KeyPath<Navigator, NavigationState> = \.state

  /// What the host has confirmed it shows; `nil` before a host performed its first step.
  public var renderedState: NavigationState? {
    access(keyPath: \.renderedState)
    return reconciler.rendered
  }

  /// Whether nothing is under way: the host shows ``state`` and performs nothing (always so
  /// without a host), and no work in ``pendingWork`` can go on by itself.
  ///
  /// Work that waits for the user (a link waiting for a host, for the navigation lock to end, for
  /// its guard's flow to finish, or for such a link opened before it; a
  /// ``Flow/run(_:as:key:)`` waiting for its child) does not keep the navigator busy: it goes on
  /// only when the user, or the test, does what it waits for. ``isWaitingForUser`` says whether
  /// there is such work, and ``pendingWork`` names each wait. So `isIdle` is true while a link
  /// waits for a guard's flow whose code waits for that link in turn: the navigator cannot tell
  /// who will end the flow. A flow that opens a link with ``Flow/open(_:)`` cannot wait for itself
  /// that way: its link fails at once (see <doc:DeepLinks>).
  ///
  /// The pending work costs O(1) to check, however many links wait; the comparison of what the
  /// host shows with ``state`` costs what changed between them.
  public var isIdle: Bool {
    access(keyPath: \.renderedState)
    return (host == nil || reconciler.isIdle(showing: state)) && busyWorkCount == 0
  }

  /// Whether some work waits for the user or a test (see ``isIdle``): a link waiting for a host,
  /// a restore, the navigation lock, a guard's flow or the links before it; a
  /// ``Flow/run(_:as:key:)`` waiting for its child. ``pendingWork`` says what each waits for.
  ///
  /// A test that expects nothing to be left waiting checks it after `settle()`, which returns
  /// while such work waits. Costs O(1).
  public var isWaitingForUser: Bool {
    access(keyPath: \.renderedState)
    return work.count > busyWorkCount
  }

  /// What the navigator is waiting for, one sentence each: the step in flight on the host, the
  /// links being opened, the flows whose result some code awaits. Empty when nothing is pending.
  ///
  /// Each pending work says whether it is under way or what it waits for:
  /// `link app://b waits for the links opened before it`,
  /// `link app://a waits for guard "signed in" (its flow LoginCoordinator to finish)`,
  /// `link app://c waits for the navigation lock of flow 2 to end`,
  /// `flow.run(PickerCoordinator) waits for its child flow 3 to finish`. A link waits for the
  /// links opened before it while the first of them waits for what its own line says.
  ///
  /// For diagnostics: a test that waits too long prints it. Costs O(pending work); made only
  /// when read.
  public var pendingWork: [String] {
    access(keyPath: \.renderedState)
    var lines: [String] = []
    if let host, let step = reconciler.inFlight { lines.append("step \(step) is in flight on \(host)") }
    if let host, reconciler.inFlight == nil, reconciler.rendered != state {
      lines.append("\(host) has not caught up with the state yet")
    }
    for key in work.keys.sorted() { lines.append(work[key]?.description ?? "") }
    return lines
  }

  /// Whether problems are written to standard error, one line each (on by default). Turn it
  /// off to keep the error stream quiet, or to log them another way with
  /// `observe(NavigationProblem.self)`.
  public var logsProblems: Bool {
    get { problemLogging.isOn }
    set { problemLogging.isOn = newValue }
  }

  /// The switch of ``logsProblems``, which the navigator's flows keep: a flow whose navigator
  /// was released reports a late operation as the navigator would have.
  @ObservationIgnored let problemLogging = ProblemLogging()

  /// Whether a tap on the selected tab pops that tab to its root, as tab bars usually do.
  @ObservationIgnored public var popsToRootOnTabReselect = true

  // The stored properties below marked `@exclusivity(unchecked)` are read or written on every
  // command, and the run-time check that two accesses to one of them never overlap cost about a
  // tenth of a command. They cannot overlap: the navigator runs on the main actor, and every
  // access ends before any call that could reach the navigator again. What a closure given to
  // `updateReconciler` does is the reconciler's own pure methods; hosts, observers and flows are
  // called with copies, after the access that read them. The static checks still apply.

  /// The host showing the navigation, or `nil` before ``attach(_:)``.
  @ObservationIgnored @exclusivity(unchecked) public private(set) var host: (any NavigationHost)?
  /// The desired state, read and written without the observation ``state`` reports: the
  /// navigator's own reads on every command would cost more than the command.
  @ObservationIgnored @exclusivity(unchecked) private var current: NavigationState
  /// What the host shows and performs; its changes are reported as changes of
  /// ``renderedState`` (see `updateReconciler`), which ``isIdle`` and ``pendingWork`` read too.
  @ObservationIgnored @exclusivity(unchecked) private var reconciler = Reconciler()
  /// Whether a change of the reconciler under way is reported already (see `reportingRenderedChange`).
  @ObservationIgnored @exclusivity(unchecked) private var isReportingRenderedChange = false
  /// Reaches this navigator without keeping it: what a step's completion calls back, and what a
  /// link's task holds while it waits. Every completion captures this one object, where
  /// capturing the navigator weakly made a box per step.
  @ObservationIgnored let reference = NavigatorReference()
  /// Whether the host is inside `perform`: `reconcile` hands it the next step only after.
  @ObservationIgnored @exclusivity(unchecked) private var isPerformingStep = false
  @ObservationIgnored @exclusivity(unchecked) var identifiers: IdentifierGenerator
  /// The observers in the order they were added, which is the order they are called, each with
  /// the key of its token: an array, so that an event costs no lookup per observer.
  @ObservationIgnored @exclusivity(unchecked) private var observers: [(key: Int, observer: Observer)] = []
  /// How many observers were ever removed: an emission that sees it change skips the observers
  /// removed meanwhile (see `forEachObserver`).
  @ObservationIgnored @exclusivity(unchecked) private var observerRemovals = 0
  @ObservationIgnored private var nextObserverKey = 0
  /// Whether an observer wants state changes: without one, a change emits no event.
  @ObservationIgnored @exclusivity(unchecked) private(set) var observesNavigation = false
  /// Whether an observer wants every event, the host's steps included.
  @ObservationIgnored @exclusivity(unchecked) private var observesSteps = false
  /// Whether an observer wants flow events: without one, their text is not made.
  @ObservationIgnored @exclusivity(unchecked) private(set) var observesFlows = false
  /// Asynchronous work under way, by key; see ``pendingWork``.
  private var work: [Int: PendingWork] = [:]
  /// How many of ``work`` go on by themselves (do not wait for the user): ``isIdle`` when 0.
  private var busyWorkCount = 0
  @ObservationIgnored private var nextWorkKey = 0
  @ObservationIgnored @exclusivity(unchecked) private var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  @ObservationIgnored private var nextWaiterKey = 0
  /// The next alert's identifier, and what the buttons of the alert shown do.
  @ObservationIgnored @exclusivity(unchecked) var alerts = AlertBook()
  /// The running flows; empty for a navigator made from a route. Every command asks whether
  /// there are any and who holds the lock; its edits are short (`tree[id]?.hasDelivered = true`,
  /// `tree.remove(leaving)`) and call nothing outside the tree.
  @ObservationIgnored @exclusivity(unchecked) var tree = FlowTree()
  /// Counts the changes of what the user may do (the navigation lock, the flows that disable
  /// interactive dismissal): ``allowsUser(_:)`` reads it, so views that ask are observed.
  var userGestureRulesRevision = 0
  /// How many screens of ``state`` each flow owns, kept with every change while flows run;
  /// `nil` until a change with flows commits (see `commit()`).
  @ObservationIgnored @exclusivity(unchecked) var screenCounts: ScreenCounts?
  /// The flows that lost their last screen, or started, since the flows without screens were
  /// last looked for: only these, and the flows above them, can have ended.
  @ObservationIgnored @exclusivity(unchecked) var flowsThatMayHaveEnded: Set<FlowID> = []
  /// The checkpoints the running flows marked.
  @ObservationIgnored var checkpoints = CheckpointBook()
  /// The edit a flow operation is building, while one runs (see `transactionally`).
  @ObservationIgnored @exclusivity(unchecked) var draft: FlowDraft?
  /// Flow events that wait for the state change they belong to.
  @ObservationIgnored @exclusivity(unchecked) var pendingFlowEvents: [FlowEvent] = []

  /// The links ``open(_:)`` resolves URLs with; `nil` until the app sets them.
  @ObservationIgnored public var deepLinks: DeepLinkRouter?

  /// The links being opened, by work key, in the order they were opened: only the first is
  /// walked, so links are applied in that order whatever order their tasks run in. It keeps the
  /// waits of their tasks: for their turn (a host, a restore that holds links, the lock, the
  /// links opened before them) and for a guard's flow.
  @ObservationIgnored let links = LinkQueue()

  /// How many links may be pending at once (opened with ``open(_:)``, ``handle(_:)`` or
  /// ``Flow/open(_:)`` and not yet opened or failed, the one being opened included): 1,000
  /// unless the app says otherwise. A link past it fails at once with
  /// ``DeepLinkError/Reason/tooManyPendingLinks(_:)``, and changes nothing; the links before it
  /// are not affected.
  ///
  /// Links wait while no host is attached, while a flow holds the navigation lock, and while a
  /// guard's flow runs; a queue without a bound would grow with every link a stuck wait lets in.
  @ObservationIgnored public var maximumPendingLinks = 1_000
  /// Whether a ``SceneRestorer`` holds links until it has restored the navigation.
  @ObservationIgnored var holdsLinksForRestoration = false

  /// The rules that choose a transition for each change of a stack the host performs.
  ///
  /// Read for every step without the run-time exclusivity check: an edit of the rules calls
  /// nothing that could reach the navigator.
  @ObservationIgnored @exclusivity(unchecked) public var transitionRules = TransitionRules()

  /// A navigator showing `state`.
  public init(state: NavigationState, identifiers: IdentifierGenerator = IdentifierGenerator()) {
    self.current = state
    self.identifiers = identifiers
    self.identifiers.skipScreens(below: state.identifierBound)
    reference.navigator = self
  }

  /// A navigator whose root stack shows `route`, owned by the root flow.
  ///
  /// When `identifiers` has no screen identifier left (it starts at `Int.max`), the navigator
  /// counts screens from 0 instead.
  public convenience init(root route: some Route, identifiers: IdentifierGenerator = IdentifierGenerator()) {
    // A generator that ran out before the first state counts from 0: the navigator holds no
    // identifier yet, so none is handed out twice in it.
    var identifiers =
      identifiers.nextScreen == .max ? IdentifierGenerator(firstFlow: identifiers.nextFlow) : identifiers
    let screen = Screen(id: (try? identifiers.makeScreenID()) ?? 0, route: route)
    do {
      self.init(state: try NavigationState(rootScreen: screen), identifiers: identifiers)
    } catch {
      preconditionFailure("a pushed screen forms a valid root: \(error)")
    }
  }

  // MARK: Hosts

  /// Makes `host` show the navigation, starting from nothing; a host attached before is let go.
  ///
  /// Attaching the host that is attached already starts it over too, but a step it is
  /// performing stays in flight: the next step comes once it completes, never before.
  public func attach(_ host: any NavigationHost) {
    let isSameHost = self.host === host
    self.host = host
    updateReconciler { $0.reset(keepingStepInFlight: isSameHost) }
    if observesSteps { emitToAll(.step(.hostAttached)) }
    host.didAttach(to: self)
    reconcile()
    resumeLinksIfTheyMayOpen()
  }

  /// Whether a link may be walked now: a host shows the navigation and no restore holds links.
  var linksMayOpen: Bool { host != nil && !holdsLinksForRestoration && tree.lockHolder == nil }

  /// Lets the first link of ``links`` go on if it waits for its turn and links may open; the links
  /// after it wait for their turn.
  func resumeLinksIfTheyMayOpen() {
    guard linksMayOpen, let first = links.first, links.isWaiting(first), links.guardFlow == nil else { return }
    resumeWork(first)
    links.resume(first, with: .go)
  }

  /// Returns once nothing is under way (see ``isIdle``): the host shows ``state`` and performs
  /// nothing, no link is being opened, no guard's redirect or flow result is being delivered.
  /// Returns at once when that is so already, and when the waiting task is cancelled.
  ///
  /// Work that waits for the user does not hold it up: ``isWaitingForUser`` says whether there
  /// is any, and ``pendingWork`` lists it.
  public func waitUntilIdle() async {
    // Woken when the navigator was idle; work may have begun again before this task ran.
    while !isIdle, !Task.isCancelled {
      let key = nextWaiterKey
      nextWaiterKey += 1
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          if Task.isCancelled { return continuation.resume() }
          idleWaiters[key] = continuation
        }
      } onCancel: {
        Task { @MainActor in self.idleWaiters.removeValue(forKey: key)?.resume() }
      }
    }
  }

  // MARK: Commands

  /// Applies a command, or throws and changes nothing.
  ///
  /// - Throws: ``NavigationError`` saying what was wrong; the state is unchanged.
  ///
  /// With coordinators, each screen the command adds must belong to a running flow whose
  /// coordinator takes its route as a screen (see ``Coordinator/child(for:)``): anything else is
  /// refused, as restoring such a state would be.
  public func apply(_ command: NavigationCommand, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try checkAddedScreens(of: command)
    if workingLockHolder != nil {
      try checkNavigationLock(caller: nil, from: workingState, to: workingState.applying(command))
    }
    try change(cause: cause, eventCommands: .one(command)) { (state: inout NavigationState) throws(NavigationError) in
      try state.apply(command)
    }
  }

  /// Applies a transaction, all of it or none of it, as one change and one event.
  ///
  /// - Throws: the failing command's ``NavigationError``; the state is unchanged.
  public func apply(_ transaction: [NavigationCommand], cause: NavigationCause = .programmatic)
    throws(NavigationError)
  {
    for (index, command) in transaction.enumerated() {
      do throws(NavigationError) {
        try checkAddedScreens(of: command)
      } catch {
        var error = error
        error.commandIndex = index
        throw error
      }
    }
    if workingLockHolder != nil {
      try checkNavigationLock(caller: nil, from: workingState, to: workingState.applying(transaction))
    }
    try change(cause: cause, commands: transaction) { (state: inout NavigationState) throws(NavigationError) in
      try state.apply(transaction)
    }
  }

  /// A screen with a fresh identifier, for building commands and transactions.
  ///
  /// - Throws: ``NavigationError/Reason/screenIdentifiersExhausted`` when no identifier is left
  ///   (see ``IdentifierGenerator``).
  public func makeScreen(
    _ route: some Route,
    presentation: Presentation = .push,
    owner: FlowID = .root
  ) throws(NavigationError) -> Screen {
    Screen(id: try identifiers.makeScreenID(), route: route, presentation: presentation, owner: owner)
  }

  /// A fresh flow identifier.
  ///
  /// - Throws: ``NavigationError/Reason/flowIdentifiersExhausted`` when none is left.
  package func makeFlowID() throws(NavigationError) -> FlowID {
    try identifiers.makeFlowID()
  }

  /// Pushes `route` onto the top-most stack.
  ///
  /// - Returns: the new screen's identifier, or `nil` when the push was rejected (reported
  ///   as a ``NavigationProblem/rejectedCommand(_:)``).
  @discardableResult
  public func push(
    _ route: some Route, owner: FlowID = .root, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ScreenID? {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard
      let screen = reportingExhaustion(
        { () throws(NavigationError) in try makeScreen(route, owner: owner) }, at: callSite)
    else { return nil }
    return perform(.push([screen]), at: callSite) ? screen.id : nil
  }

  /// Presents `route` in a new modal layer over everything.
  ///
  /// - Returns: the new screen's identifier, or `nil` when it was rejected.
  @discardableResult
  public func present(
    _ route: some Route, as presentation: ModalPresentation, owner: FlowID = .root, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ScreenID? {
    let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let make = { () throws(NavigationError) in
      try self.makeScreen(route, presentation: .modal(presentation), owner: owner)
    }
    guard let screen = reportingExhaustion(make, at: callSite) else { return nil }
    return perform(.present(ModalLayer([screen])), at: callSite) ? screen.id : nil
  }

  /// The screen `make` makes, or `nil` with its error reported as a
  /// ``NavigationProblem/rejectedCommand(_:)``.
  private func reportingExhaustion(_ make: () throws(NavigationError) -> Screen, at callSite: CallSite) -> Screen? {
    do {
      return try make()
    } catch {
      report(.rejectedCommand(error), at: callSite)
      return nil
    }
  }

  /// Pops `count` screens from the top-most stack.
  @discardableResult
  public func pop(
    count: Int = 1, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(.pop(count: count), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the screen the one the user sees (see ``NavigationCommand/popTo(_:)``).
  @discardableResult
  public func pop(
    to id: ScreenID, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(.popTo(id), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Pops to the nearest visible screen showing `route`.
  @discardableResult
  public func pop(
    to route: some Route, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(.popToRoute(AnyRoute(route)), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Pops the top-most stack to its first screen.
  @discardableResult
  public func popToRoot(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(.popToRoot, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Dismisses the top-most modal layer.
  @discardableResult
  public func dismiss(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(.dismiss, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Dismisses every modal layer.
  @discardableResult
  public func dismissAll(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Bool {
    perform(.dismissAll, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Selects a tab.
  @discardableResult
  public func selectTab(
    _ id: TabID, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    perform(.selectTab(id), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Applies `command`, reporting a rejection, made at `callSite`, to the observers unless a
  /// transaction throws it; returns whether it applied.
  private func perform(_ command: NavigationCommand, at callSite: CallSite) -> Bool {
    do {
      try apply(command)
      return true
    } catch {
      if draft == nil { report(.rejectedCommand(error), at: callSite) }
      return false
    }
  }

  /// Refuses a screen of `command` that the flows could not have shown: one whose flow does not
  /// run, or whose flow's coordinator does not take its route as a screen.
  private func checkAddedScreens(of command: NavigationCommand) throws(NavigationError) {
    // A navigator made from a route has no flow, and no draft: nothing to check or copy.
    if draft == nil, self.tree.isEmpty { return }
    let tree = workingTree
    guard !tree.isEmpty else { return }
    let current = workingState
    for screen in command.addedScreens where current.screen(screen.id) != screen {
      guard let node = tree[screen.owner] else {
        throw NavigationError(.flowNotFound(screen.owner), context: command.description)
      }
      guard node.isRunning else { throw NavigationError(.flowNotRunning(screen.owner), context: command.description) }
      switch node.meaning(screen.route) {
      case .screen?:
        continue
      case .child?:
        throw NavigationError(.flowRouteAsScreen(screen.route), context: command.description)
      case nil:
        throw NavigationError(
          .wrongRouteType(screen.route, flow: screen.owner, expected: node.routeTypeName),
          context: command.description
        )
      }
    }
  }

  // MARK: Gestures the host reports

  /// The user made `gesture`, which the host reports once it has completed: the one entry for
  /// every gesture.
  ///
  /// - ``UserGesture/popped(to:)``: the screens shown above that screen in its stack (a back
  ///   swipe, the back button) leave what is shown and the desired state. Screens pushed by
  ///   commands the host has not shown yet stay.
  /// - ``UserGesture/dismissedLayer(_:)``: the layer that screen opened (a sheet swiped down) and
  ///   the layers above it leave.
  /// - ``UserGesture/selectedTab(_:)``: the user tapped a tab while another was selected.
  /// - ``UserGesture/tappedAlertButton(_:index:)``: the alert leaves, and the button's action
  ///   reaches the flow that showed it (see ``Flow/alert(_:message:style:buttons:fileID:filePath:line:column:)``).
  /// - ``UserGesture/dismissedAlert(_:)``: the alert leaves without a button (the system took it
  ///   down); no action is sent.
  /// - ``UserGesture/reselectedTab(_:)``: the user tapped the selected tab; it pops to its root
  ///   when ``popsToRootOnTabReselect`` is on. The host says which of the two taps it saw: the
  ///   navigator's idea of what is shown can lag a step behind the host's.
  /// - ``UserGesture/resized(_:)``: the window's width class changed; a split view collapses or
  ///   expands (see <doc:SplitViewsAndSidebars>).
  /// - ``UserGesture/returnedToSidebar``: the user went back to a collapsed split view's sidebar.
  ///
  /// A second report of the same gesture changes nothing.
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  public func userDid(_ gesture: UserGesture) -> Bool {
    if case .tappedAlertButton(let id, let index) = gesture { return answerAlert(id, button: index) }
    if case .reselectedTab(let id) = gesture {
      guard popsToRootOnTabReselect, (state.stack(at: .tab(id))?.count ?? 0) > 1 else { return false }
    }
    if case .selectedTab(let id) = gesture, let holder = tree.lockHolder, id != state.selectedTab {
      return refuseLockedTabSelection(id, holder: holder)
    }
    return follow(gesture)
  }

  /// The user went back to the screen `id`.
  @available(*, deprecated, message: "use userDid(.popped(to: id))")
  @discardableResult
  public func userDidPop(to id: ScreenID) -> Bool { userDid(.popped(to: id)) }

  /// The user dismissed the modal layer opened by the screen `id`.
  @available(*, deprecated, message: "use userDid(.dismissedLayer(id))")
  @discardableResult
  public func userDidDismissLayer(_ id: ScreenID) -> Bool { userDid(.dismissedLayer(id)) }

  /// The user selected the tab `id`.
  @available(*, deprecated, message: "use userDid(.selectedTab(id))")
  @discardableResult
  public func userDidSelectTab(_ id: TabID) -> Bool { userDid(.selectedTab(id)) }

  /// The user tapped the tab `id` while it was selected.
  @available(*, deprecated, message: "use userDid(.reselectedTab(id))")
  @discardableResult
  public func userDidReselectTab(_ id: TabID) -> Bool { userDid(.reselectedTab(id)) }

  /// Refuses the user's selection of the tab `id` while `holder` holds the navigation lock: the
  /// host shows that tab already, so the reconciler learns it and the next step selects the
  /// former tab again.
  private func refuseLockedTabSelection(_ id: TabID, holder: FlowID) -> Bool {
    let error = NavigationError(
      .navigationLocked(by: holder, caller: nil), context: "follow the selection of tab \(id)")
    report(.rejectedCommand(error))
    if updateReconciler({ $0.userDid(.selectedTab(id)) }) != nil { reconcile() }
    return false
  }

  /// Follows the user's gesture on what is shown, then carries it into the desired state as one
  /// change with the cause `.user(gesture)`.
  func follow(_ gesture: UserGesture) -> Bool {
    guard let shownBefore = updateReconciler({ $0.userDid(gesture) }) else { return false }
    // The edit cannot throw: followUserGesture applies only commands it has checked.
    try? change(cause: .user(gesture)) { (state: inout NavigationState) in
      state.followUserGesture(gesture, shownBefore: shownBefore)
    }
    reconcile()
    return true
  }

  // MARK: Events

  /// Calls `observer` with everything the navigator tells, as one stream in the order it
  /// happened: state changes, flow events, problems and the host's steps.
  ///
  /// To hear one kind only, name its type: `observe(NavigationEvent.self) { ... }`,
  /// `observe(FlowEvent.self)`, `observe(NavigationProblem.self)`. The navigator makes the events
  /// of a kind (a flow event's text, a step event) only while an observer wants them. In Swift
  /// concurrency code, ``events`` is the same stream as an `AsyncSequence`.
  ///
  /// ```swift
  /// let token = navigator.observe { event in log.append(event.description) }
  /// navigator.observe(NavigationProblem.self) { problem in analytics.log("navigation: \(problem)") }
  /// ```
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(_ observer: @escaping @MainActor (NavigatorEvent) -> Void) -> ObserverToken {
    add(.all(observer))
  }

  /// Calls `observer` with every change of the state, after it happened.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(
    _ kind: NavigationEvent.Type,
    _ observer: @escaping @MainActor (NavigationEvent) -> Void
  ) -> ObserverToken {
    add(.navigation(observer))
  }

  /// Calls `observer` with every change of the flow tree: a flow started or finished.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(_ kind: FlowEvent.Type, _ observer: @escaping @MainActor (FlowEvent) -> Void) -> ObserverToken {
    add(.flow(observer))
  }

  /// Calls `observer` with every problem: a command a short method could not apply, an action
  /// nobody handled, a link that could not be opened, a host's fallback.
  ///
  /// Any number of observers may listen (a logger and a test recorder, say); each problem is
  /// also written to standard error while ``logsProblems`` is on.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(
    _ kind: NavigationProblem.Type,
    _ observer: @escaping @MainActor (NavigationProblem) -> Void
  ) -> ObserverToken {
    add(.problem(observer))
  }

  /// Everything ``observe(_:)`` hears, as an asynchronous sequence, from the
  /// moment it is read:
  ///
  /// ```swift
  /// for await event in navigator.events { log.append(event.description) }
  /// ```
  ///
  /// Each read makes a new sequence with an observer of its own, removed when the task that
  /// iterates it is cancelled or the sequence is dropped. Events wait in the sequence until the
  /// task reads them, every one kept. The sequence ends when the navigator goes away: a
  /// `for await` loop over it ends then.
  public var events: AsyncStream<NavigatorEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigatorEvent.self)
    // Held by the observer alone, which the navigator holds: it finishes the stream when the
    // navigator goes away.
    let end = StreamEnd(continuation)
    let token = observe { end.continuation.yield($0) }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.removeObserver(token) }
    }
    return stream
  }

  /// Calls `observer` with every change of the state, after it happened.
  @available(*, deprecated, message: "use observe(NavigationEvent.self) { event in ... }")
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (NavigationEvent) -> Void) -> ObserverToken {
    add(.navigation(observer))
  }

  /// Calls `observer` with every change of the flow tree.
  @available(*, deprecated, message: "use observe(FlowEvent.self) { event in ... }")
  @discardableResult
  public func addFlowObserver(_ observer: @escaping @MainActor (FlowEvent) -> Void) -> ObserverToken {
    add(.flow(observer))
  }

  /// Calls `observer` with every problem.
  @available(*, deprecated, message: "use observe(NavigationProblem.self) { problem in ... }")
  @discardableResult
  public func addProblemObserver(_ observer: @escaping @MainActor (NavigationProblem) -> Void) -> ObserverToken {
    add(.problem(observer))
  }

  /// Calls `observer` with every event.
  @available(*, deprecated, renamed: "observe(_:)", message: "use observe { event in ... }")
  @discardableResult
  public func addEventObserver(_ observer: @escaping @MainActor (NavigatorEvent) -> Void) -> ObserverToken {
    add(.all(observer))
  }

  /// Stops calling the observer that `token` was returned for.
  public func removeObserver(_ token: ObserverToken) {
    guard let index = observers.firstIndex(where: { $0.key == token.key }) else { return }
    observers.remove(at: index)
    observerRemovals += 1
    updateObservedKinds()
  }

  /// Tells the observers about `problem`, and writes it to standard error while
  /// ``logsProblems`` is on.
  ///
  /// Hosts report their fallbacks with it (``NavigationProblem/hostFallback(_:)``); the
  /// navigator reports the rest itself.
  public func report(_ problem: NavigationProblem) {
    if logsProblems { NavigationProblem.log(problem) }
    forEachObserver { observer in
      switch observer {
      case .problem(let observer): observer(problem)
      case .all(let observer): observer(.problem(problem))
      default: break
      }
    }
  }

  /// Reports `problem`; a rejected command's error notes `callSite`, the place of the call that
  /// failed, when it is known.
  func report(_ problem: NavigationProblem, at callSite: CallSite?) {
    guard let callSite, case .rejectedCommand(var error) = problem else { return report(problem) }
    error.callSite = callSite
    report(.rejectedCommand(error))
  }

  private func add(_ observer: Observer) -> ObserverToken {
    defer { nextObserverKey += 1 }
    observers.append((nextObserverKey, observer))
    updateObservedKinds()
    return ObserverToken(key: nextObserverKey)
  }

  private func updateObservedKinds() {
    observesNavigation = false
    observesFlows = false
    observesSteps = false
    for (_, observer) in observers {
      switch observer {
      case .navigation: observesNavigation = true
      case .flow: observesFlows = true
      case .problem: break
      case .all:
        observesNavigation = true
        observesFlows = true
        observesSteps = true
      }
    }
  }

  func emit(_ event: FlowEvent) {
    forEachObserver { observer in
      switch observer {
      case .flow(let observer): observer(event)
      case .all(let observer): observer(.flow(event))
      default: break
      }
    }
  }

  private func emit(_ event: NavigationEvent) {
    forEachObserver { observer in
      switch observer {
      case .navigation(let observer): observer(event)
      case .all(let observer): observer(.navigation(event))
      default: break
      }
    }
  }

  /// Tells the observers of every event, and only them, about `event`.
  private func emitToAll(_ event: NavigatorEvent) {
    forEachObserver { observer in
      if case .all(let observer) = observer { observer(event) }
    }
  }

  /// Calls `body` with each observer there was when it began, in the order they were added,
  /// but for those an observer removed meanwhile.
  private func forEachObserver(_ body: (Observer) -> Void) {
    let (observers, removals) = (self.observers, observerRemovals)
    for (key, observer) in observers {
      if observerRemovals != removals, !self.observers.contains(where: { $0.key == key }) { continue }
      body(observer)
    }
  }

  private func emitPendingFlowEvents() {
    guard !pendingFlowEvents.isEmpty else { return }
    let events = pendingFlowEvents
    pendingFlowEvents.removeAll()
    for event in events { emit(event) }
  }

  // MARK: Pending work

  /// Notes asynchronous work that has begun (`subject` names it: `link app://x`), for
  /// ``pendingWork`` and ``waitUntilIdle()``; returns the key to end it with.
  func beginWork(_ subject: String) -> Int {
    defer { nextWorkKey += 1 }
    work[nextWorkKey] = PendingWork(subject: subject)
    busyWorkCount += 1
    return nextWorkKey
  }

  /// The work `key` waits for the user, or a test, to do what `reason` says (finish a guard's
  /// flow, attach a host): it does not keep the navigator busy until ``resumeWork(_:)``.
  func waitForUser(_ key: Int, on reason: String) {
    guard let waitingFor = work[key]?.waitingFor else {
      guard work[key] != nil else { return }
      work[key]?.waitingFor = reason
      busyWorkCount -= 1
      return wakeIdleWaitersIfIdle()
    }
    if waitingFor != reason { work[key]?.waitingFor = reason }
  }

  /// The work `key` goes on: call it before resuming the task that does it.
  func resumeWork(_ key: Int) {
    guard work[key]?.waitingFor != nil else { return }
    work[key]?.waitingFor = nil
    busyWorkCount += 1
  }

  /// The work `key` is done.
  func endWork(_ key: Int) {
    guard let ended = work.removeValue(forKey: key) else { return }
    if ended.waitingFor == nil { busyWorkCount -= 1 }
    wakeIdleWaitersIfIdle()
  }

  // MARK: Changing and reconciling

  /// Applies `edit` to the state as one change with one event, lets the flows without screens
  /// finish, then lets the host catch up.
  ///
  /// While a flow operation builds its edit, the change goes into that edit instead.
  /// `commands` are what `edit` applies, for the event; made only when an observer wants it.
  func change(
    cause: NavigationCause,
    commands: @autoclosure () -> [NavigationCommand] = [],
    _ edit: (inout NavigationState) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    try change(cause: cause, eventCommands: .list(commands()), edit)
  }

  /// ``change(cause:commands:_:)`` with the event's commands as the event keeps them: one
  /// command is kept without an array.
  func change(
    cause: NavigationCause,
    eventCommands commands: @autoclosure () -> NavigationEvent.Commands,
    _ edit: (inout NavigationState) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    if draft != nil {
      try applyToDraft(edit)
      if observesNavigation { draft?.commands += commands().array }
      return
    }
    // Versions of a state share their stacks' screens: the copy and the comparison cost the
    // screens that changed, at any depth.
    let before = current
    var after = current
    try edit(&after)
    if after != before {
      state = after
      identifiers.skipScreens(below: after.identifierBound)
      // Counted only while flows run (the counts are made when the first flow commits): a
      // navigator made from a route reads nothing more than this flag.
      if screenCounts != nil { countScreens(changedFrom: before, to: after) }
      if observesNavigation {
        emit(NavigationEvent(before: before, after: after, cause: cause, storedCommands: commands()))
      }
    }
    // A change of the flow tree alone (a flow that finished and keeps its screens) still
    // reaches the flows' parents.
    emitPendingFlowEvents()
    finishFlowsWithoutScreens()
    // An alert that waited may show now (see <doc:Alerts>): a change of its own, after this one.
    if !alerts.waiting.isEmpty { showWaitingAlerts() }
    reconcile()
  }

  /// Hands the host the next step toward the desired state if it is free; wakes the waiters
  /// of ``waitUntilIdle()`` when there is nothing left to do.
  ///
  /// A loop, not a recursion: a host that completes a step inside `perform` only records the
  /// completion (see `stepDidComplete(number:)`), and this loop hands it the next step once
  /// `perform` returns, so a plan of any length runs on a stack of fixed depth.
  private func reconcile() {
    // A call from inside `perform` (a completion, or a command the host sent) leaves the next
    // step to the loop running below it.
    guard !isPerformingStep else { return }
    guard host != nil, reconciler.needsStep(toward: current) else { return wakeIdleWaitersIfIdle() }
    // A host that completes at once changes the reconciler again before `perform` returns:
    // observers hear of all the changes up to the first step left in flight as one.
    reportingRenderedChange {
      // Inside `reportingRenderedChange`, the reconciler's changes are reported already.
      while let host = self.host,
        let step = reconciler.nextStep(toward: current, capabilities: host.capabilities, transitions: transitionRules)
      {
        let number = reconciler.inFlightNumber
        if observesSteps { emitToAll(.step(.started(step, number: number))) }
        isPerformingStep = true
        host.perform(step) { [reference] in
          reference.navigator?.stepDidComplete(number: number)
        }
        isPerformingStep = false
        // Usually the host completed the step, which was the whole plan: it shows this very
        // version of the state, and nothing is left to plan (found without comparing states).
        if case .none = reconciler.inFlight, let shown = reconciler.rendered, shown.isSameVersion(as: current) { break }
      }
      wakeIdleWaitersIfIdle()
    }
  }

  fileprivate func stepDidComplete(number: Int) {
    guard reconciler.isInFlight(number) else { return }
    updateReconciler { $0.stepDidComplete(number: number) }
    if observesSteps { emitToAll(.step(.completed(number: number))) }
    reconcile()
  }

  /// Changes the reconciler, as a change of ``renderedState`` (and so of ``isIdle`` and
  /// ``pendingWork``) for observers.
  private func updateReconciler<Result>(_ change: (inout Reconciler) -> Result) -> Result {
    if isReportingRenderedChange { return change(&reconciler) }
    return withMutation(keyPath: \.renderedState) { change(&reconciler) }
  }

  /// Runs `body`, whose changes of the reconciler observers hear of as one change of
  /// ``renderedState``.
  private func reportingRenderedChange(_ body: () -> Void) {
    if isReportingRenderedChange { return body() }
    isReportingRenderedChange = true
    defer { isReportingRenderedChange = false }
    withMutation(keyPath: \.renderedState, body)
  }

  private func wakeIdleWaitersIfIdle() {
    guard !idleWaiters.isEmpty, isIdle else { return }
    let waiters = idleWaiters.values
    idleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}

/// Identifies an observer added with ``Navigator/observe(_:)``.
public struct ObserverToken: Hashable, Sendable {
  let key: Int
}

/// An observer of a navigator, by the kind of event it takes.
private enum Observer {
  case navigation(@MainActor (NavigationEvent) -> Void)
  case flow(@MainActor (FlowEvent) -> Void)
  case problem(@MainActor (NavigationProblem) -> Void)
  case all(@MainActor (NavigatorEvent) -> Void)
}

/// Reaches a navigator without keeping it alive: from the completion of a step, and from a
/// link's task while it waits.
@MainActor
final class NavigatorReference {
  weak var navigator: Navigator?
}

/// Finishes an ``Navigator/events`` stream when it is released: its navigator went away.
private final class StreamEnd: Sendable {
  let continuation: AsyncStream<NavigatorEvent>.Continuation

  init(_ continuation: AsyncStream<NavigatorEvent>.Continuation) { self.continuation = continuation }

  deinit { continuation.finish() }
}

/// Asynchronous work a navigator has under way, for ``Navigator/pendingWork``.
struct PendingWork: CustomStringConvertible {
  /// What it is: `link app://x`.
  let subject: String
  /// What it waits for the user, or a test, to do; `nil` while it goes on by itself.
  var waitingFor: String?

  /// `link app://x waits for guard "signed in"`, or `link app://x is under way`.
  var description: String {
    waitingFor.map { "\(subject) waits for \($0)" } ?? "\(subject) is under way"
  }
}

extension NavigationCommand {
  /// The screens the command puts into the state (some may be there already).
  fileprivate var addedScreens: [Screen] {
    switch self {
    case .push(let screens), .insert(let screens, _): screens
    case .setStack(let screens, _): Array(screens)
    case .present(let layer): Array(layer.stack)
    case .replace(_, let screen): [screen]
    case .setRoot(.stack(let screens)): Array(screens)
    case .setRoot(.tabs(let tabs, _)): tabs.flatMap(\.stack)
    default: []
    }
  }
}

/// Whether a navigator writes its problems to standard error (``Navigator/logsProblems``), in a
/// box that its flows keep after the navigator is released.
@MainActor
final class ProblemLogging {
  var isOn = true
}

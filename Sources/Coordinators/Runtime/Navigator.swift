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
/// The short methods (``push(_:owner:)``, ``pop(count:)``, ...) report a rejected command to
/// ``errorHandler`` and return normally, as an app wants from a button;
/// ``apply(_:cause:)-(NavigationCommand,_)`` throws the ``NavigationError`` instead, as code that must know wants.
@MainActor
@Observable
public final class Navigator {
  /// The desired state: what is shown once the host has caught up.
  public private(set) var state: NavigationState

  /// What the host has confirmed it shows; `nil` before a host performed its first step.
  public var renderedState: NavigationState? { reconciler.rendered }

  /// Whether the host shows ``state`` and performs nothing (true without a host).
  public var isIdle: Bool { host == nil || reconciler.isIdle(showing: state) }

  /// Receives each command that the short methods could not apply. By default it prints the
  /// error's message; tests install one that records a failure.
  @ObservationIgnored
  public var errorHandler: @MainActor (NavigationError) -> Void = { error in
    print("swift-coordinators: \(error)")
  }

  /// Whether a tap on the selected tab pops that tab to its root, as tab bars usually do.
  @ObservationIgnored public var popsToRootOnTabReselect = true

  /// The host showing the navigation, or `nil` before ``attach(_:)``.
  @ObservationIgnored public private(set) var host: (any NavigationHost)?
  private var reconciler = Reconciler()
  @ObservationIgnored var identifiers: IdentifierGenerator
  @ObservationIgnored private var observers: [Int: @MainActor (NavigationEvent) -> Void] = [:]
  @ObservationIgnored private var nextObserverKey = 0
  @ObservationIgnored private var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  @ObservationIgnored private var nextWaiterKey = 0
  /// The running flows; empty for a navigator made from a route.
  @ObservationIgnored var tree = FlowTree()
  /// The edit a flow operation is building, while one runs (see `transactionally`).
  @ObservationIgnored var draft: FlowDraft?
  @ObservationIgnored var flowObservers: [Int: @MainActor (FlowEvent) -> Void] = [:]
  /// Flow events that wait for the state change they belong to.
  @ObservationIgnored var pendingFlowEvents: [FlowEvent] = []

  /// Receives each action that no coordinator handled, with the flow that sent it. By default
  /// it prints a message; tests install one that records a failure.
  @ObservationIgnored
  public var unhandledActionHandler: @MainActor (any CoordinatorAction, FlowID) -> Void = { action, flow in
    print("swift-coordinators: no coordinator handled \(action), sent from flow \(flow)")
  }

  /// The links ``open(_:)`` resolves URLs with; `nil` until the app sets them.
  @ObservationIgnored public var deepLinks: DeepLinkRouter?

  /// Receives each link that ``handle(_:)`` could not open. By default it prints the error.
  @ObservationIgnored
  public var deepLinkErrorHandler: @MainActor (DeepLinkError) -> Void = { error in
    print("swift-coordinators: \(error)")
  }

  /// Links that wait for a host (a cold start from a link).
  @ObservationIgnored var hostWaiters: [CheckedContinuation<Void, Never>] = []

  /// The rules that choose a transition for each change of a stack the host performs.
  @ObservationIgnored public var transitionRules = TransitionRules()

  /// A navigator showing `state`.
  public init(state: NavigationState, identifiers: IdentifierGenerator = IdentifierGenerator()) {
    self.state = state
    self.identifiers = identifiers
    self.identifiers.skipScreens(below: state.identifierBound)
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
  public func attach(_ host: any NavigationHost) {
    self.host = host
    reconciler.reset()
    host.didAttach(to: self)
    reconcile()
    let waiters = hostWaiters
    hostWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once the host shows ``state`` and performs nothing (at once without a host), or
  /// when the waiting task is cancelled.
  public func waitUntilIdle() async {
    guard !isIdle else { return }
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

  // MARK: Commands

  /// Applies a command, or throws and changes nothing.
  ///
  /// - Throws: ``NavigationError`` saying what was wrong; the state is unchanged.
  public func apply(_ command: NavigationCommand, cause: NavigationCause = .programmatic) throws(NavigationError) {
    try change(cause: cause) { (state: inout NavigationState) throws(NavigationError) in try state.apply(command) }
  }

  /// Applies a transaction, all of it or none of it, as one change and one event.
  ///
  /// - Throws: the failing command's ``NavigationError``; the state is unchanged.
  public func apply(_ transaction: [NavigationCommand], cause: NavigationCause = .programmatic)
    throws(NavigationError)
  {
    try change(cause: cause) { (state: inout NavigationState) throws(NavigationError) in try state.apply(transaction) }
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
  public func makeFlowID() throws(NavigationError) -> FlowID {
    try identifiers.makeFlowID()
  }

  /// Pushes `route` onto the top-most stack.
  ///
  /// - Returns: the new screen's identifier, or `nil` when the push was rejected (reported
  ///   to ``errorHandler``).
  @discardableResult
  public func push(_ route: some Route, owner: FlowID = .root) -> ScreenID? {
    guard let screen = reportingExhaustion({ () throws(NavigationError) in try makeScreen(route, owner: owner) })
    else { return nil }
    return perform(.push([screen])) ? screen.id : nil
  }

  /// Presents `route` in a new modal layer over everything.
  ///
  /// - Returns: the new screen's identifier, or `nil` when it was rejected.
  @discardableResult
  public func present(_ route: some Route, as presentation: ModalPresentation, owner: FlowID = .root) -> ScreenID? {
    let make = { () throws(NavigationError) in
      try self.makeScreen(route, presentation: .modal(presentation), owner: owner)
    }
    guard let screen = reportingExhaustion(make) else { return nil }
    return perform(.present(ModalLayer([screen]))) ? screen.id : nil
  }

  /// The screen `make` makes, or `nil` with its error reported to ``errorHandler``.
  private func reportingExhaustion(_ make: () throws(NavigationError) -> Screen) -> Screen? {
    do {
      return try make()
    } catch {
      errorHandler(error)
      return nil
    }
  }

  /// Pops `count` screens from the top-most stack.
  @discardableResult
  public func pop(count: Int = 1) -> Bool { perform(.pop(count: count)) }

  /// Makes the screen the one the user sees (see ``NavigationCommand/popTo(_:)``).
  @discardableResult
  public func pop(to id: ScreenID) -> Bool { perform(.popTo(id)) }

  /// Pops to the nearest visible screen showing `route`.
  @discardableResult
  public func pop(to route: some Route) -> Bool { perform(.popToRoute(AnyRoute(route))) }

  /// Pops the top-most stack to its first screen.
  @discardableResult
  public func popToRoot() -> Bool { perform(.popToRoot) }

  /// Dismisses the top-most modal layer.
  @discardableResult
  public func dismiss() -> Bool { perform(.dismiss) }

  /// Dismisses every modal layer.
  @discardableResult
  public func dismissAll() -> Bool { perform(.dismissAll) }

  /// Selects a tab.
  @discardableResult
  public func selectTab(_ id: TabID) -> Bool { perform(.selectTab(id)) }

  /// Applies `command`, reporting a rejection to ``errorHandler``; returns whether it applied.
  @discardableResult
  public func perform(_ command: NavigationCommand) -> Bool {
    do {
      try apply(command)
      return true
    } catch {
      errorHandler(error)
      return false
    }
  }

  // MARK: Gestures the host reports

  /// The user went back to the screen `id` (a back swipe or the back button).
  ///
  /// The screens that were shown above it in its stack leave what is shown and the desired
  /// state, once: a second report of the same gesture changes nothing. Screens pushed by
  /// commands the host has not shown yet stay.
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  public func userDidPop(to id: ScreenID) -> Bool { userDid(.popped(to: id)) }

  /// The user dismissed the modal layer opened by the screen `id` (a sheet swiped down).
  ///
  /// The layer and the layers above it leave both what is shown and the desired state, once.
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  public func userDidDismissLayer(_ id: ScreenID) -> Bool { userDid(.dismissedLayer(id)) }

  /// The user selected the tab `id` (tapped it while another tab was selected).
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  public func userDidSelectTab(_ id: TabID) -> Bool { userDid(.selectedTab(id)) }

  /// The user tapped the tab `id` while it was selected: it pops to its root when
  /// ``popsToRootOnTabReselect`` is on.
  ///
  /// The host says which of the two taps it saw: the navigator's idea of what is shown can lag
  /// a step behind the host's, so it cannot tell them apart.
  ///
  /// - Returns: whether anything changed.
  @discardableResult
  public func userDidReselectTab(_ id: TabID) -> Bool {
    guard popsToRootOnTabReselect, (state.stack(at: .tab(id))?.count ?? 0) > 1 else { return false }
    return userDid(.reselectedTab(id))
  }

  /// Follows the user's gesture on what is shown, then carries it into the desired state as one
  /// change with the cause `.user(gesture)`.
  private func userDid(_ gesture: UserGesture) -> Bool {
    guard let shownBefore = reconciler.userDid(gesture) else { return false }
    // The edit cannot throw: followUserGesture applies only commands it has checked.
    try? change(cause: .user(gesture)) { (state: inout NavigationState) in
      state.followUserGesture(gesture, shownBefore: shownBefore)
    }
    reconcile()
    return true
  }

  // MARK: Events

  /// Calls `observer` with every change of the state, after it happened.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (NavigationEvent) -> Void) -> ObserverToken {
    defer { nextObserverKey += 1 }
    observers[nextObserverKey] = observer
    return ObserverToken(key: nextObserverKey)
  }

  /// Calls `observer` with every change of the flow tree: a flow started or finished, or an
  /// action nobody handled.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func addFlowObserver(_ observer: @escaping @MainActor (FlowEvent) -> Void) -> ObserverToken {
    defer { nextObserverKey += 1 }
    flowObservers[nextObserverKey] = observer
    return ObserverToken(key: nextObserverKey)
  }

  /// Stops calling the observer that `token` was returned for.
  public func removeObserver(_ token: ObserverToken) {
    observers[token.key] = nil
    flowObservers[token.key] = nil
  }

  func emit(_ event: FlowEvent) {
    for key in flowObservers.keys.sorted() { flowObservers[key]?(event) }
  }

  private func emitPendingFlowEvents() {
    let events = pendingFlowEvents
    pendingFlowEvents.removeAll()
    for event in events { emit(event) }
  }

  // MARK: Changing and reconciling

  /// Applies `edit` to the state as one change with one event, lets the flows without screens
  /// finish, then lets the host catch up.
  ///
  /// While a flow operation builds its edit, the change goes into that edit instead.
  func change(
    cause: NavigationCause,
    _ edit: (inout NavigationState) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    if draft != nil { return try applyToDraft(edit) }
    if observers.isEmpty {
      // Nobody needs the state before: edit in place, without copying the stacks.
      try edit(&state)
      identifiers.skipScreens(below: state.identifierBound)
    } else {
      let before = state
      var after = state
      try edit(&after)
      if after != before {
        state = after
        identifiers.skipScreens(below: state.identifierBound)
        let event = NavigationEvent(before: before, after: after, cause: cause)
        for key in observers.keys.sorted() { observers[key]?(event) }
      }
    }
    // A change of the flow tree alone (a flow that finished and keeps its screens) still
    // reaches the flows' parents.
    emitPendingFlowEvents()
    finishFlowsWithoutScreens()
    reconcile()
  }

  /// Hands the host the next step toward the desired state if it is free; wakes the waiters
  /// of ``waitUntilIdle()`` when there is nothing left to do.
  private func reconcile() {
    guard let host else { return wakeIdleWaiters() }
    let step = reconciler.nextStep(toward: state, capabilities: host.capabilities, transitions: transitionRules)
    guard let step else {
      if reconciler.isIdle(showing: state) { wakeIdleWaiters() }
      return
    }
    let number = reconciler.inFlightNumber
    host.perform(step) { [weak self] in
      self?.stepDidComplete(number: number)
    }
  }

  private func stepDidComplete(number: Int) {
    reconciler.stepDidComplete(number: number)
    reconcile()
  }

  private func wakeIdleWaiters() {
    let waiters = idleWaiters.values
    idleWaiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }
}

/// Identifies an observer added with ``Navigator/addObserver(_:)``.
public struct ObserverToken: Hashable, Sendable {
  let key: Int
}

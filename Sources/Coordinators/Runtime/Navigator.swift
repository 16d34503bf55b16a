@_spi(Hosts) import CoordinatorsCore
import Observation

/// Owns the navigation: the desired state, and the session of the host that catches up with
/// it (``HostSession``).
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
      if !flows.alerts.handlers.isEmpty { flows.settleAlertHandlers() }
    }
  }

  /// Counts the changes of what the user may do (the navigation lock, the flows that disable
  /// interactive dismissal), which the flow layer keeps: `FlowLayer.allowsUser(_:)` reads it,
  /// so views that ask are observed.
  var userGestureRulesRevision: Int {
    get {
      access(keyPath: \.userGestureRulesRevision)
      return flows.userGestureRulesRevision
    }
    set {
      withMutation(keyPath: \.userGestureRulesRevision) { flows.userGestureRulesRevision = newValue }
    }
  }

  /// `\.state`, made once: a key path written out is looked up again at every change.
  private static let stateKeyPath: KeyPath<Navigator, NavigationState> = \.state
  /// `\.renderedState`, made once for the same reason: every step the session starts or
  /// completes reports a change of it.
  private static let renderedStateKeyPath: KeyPath<Navigator, NavigationState?> = \.renderedState

  /// What the host has confirmed it shows; `nil` before a host performed its first step.
  public var renderedState: NavigationState? {
    access(keyPath: \.renderedState)
    return session?.confirmed
  }

  /// Whether nothing is under way: the host shows ``state`` and performs nothing (always so
  /// without a host), and no work in ``pendingWork`` can go on by itself.
  ///
  /// Work that waits for the user (a link waiting for a host, for the navigation lock to end, for
  /// its guard's flow to finish, or for such a link opened before it; a
  /// ``Flow/run(_:as:key:)`` waiting for its child) does not keep the navigator busy: it goes on
  /// only when the user, or the test, does what it waits for. ``isWaitingForUser`` says whether
  /// there is such work, and ``pendingWork`` names each wait. A guard's flow whose code opens a
  /// link cannot wait for itself: a link opened with ``Flow/open(_:)`` fails at once, and one
  /// opened through the navigator supersedes the link that waits for the flow (see
  /// <doc:EntryPoints>).
  ///
  /// The pending work costs O(1) to check, however many links wait; the comparison of what the
  /// host shows with ``state`` costs what changed between them.
  public var isIdle: Bool {
    access(keyPath: \.renderedState)
    return (session?.machine.isIdle(showing: state) ?? true) && work.busyCount == 0
  }

  /// Whether some work waits for the user or a test (see ``isIdle``): a link waiting for a host,
  /// a restore, the navigation lock, a guard's flow or the links before it; a
  /// ``Flow/run(_:as:key:)`` waiting for its child. ``pendingWork`` says what each waits for.
  ///
  /// A test that expects nothing to be left waiting checks it after `settle()`, which returns
  /// while such work waits. Costs O(1).
  public var isWaitingForUser: Bool {
    access(keyPath: \.renderedState)
    return work.isWaitingForUser
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
    if let session {
      if let step = session.machine.step {
        let holds = session.machine.holds.map { "\($0)" }.sorted().joined(separator: ", ")
        let phase = session.stepInFlight == nil ? "held (\(holds))" : "in flight"
        lines.append("step \(step) is \(phase) on \(session.host)")
      } else if session.confirmed != state {
        lines.append("\(session.host) has not caught up with the state yet")
      }
    }
    let entries = work.entries
    for key in entries.keys.sorted() { lines.append(entries[key]?.description ?? "") }
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

  /// The widths at which the root is laid out compact or regular (``WidthThresholds``): the
  /// window's width decides, as the host reports it, and its size class only between the two
  /// thresholds; ``WidthThresholds/standard`` by default. Read at each of the host's width
  /// reports: set it before the host is attached.
  @ObservationIgnored public var widthThresholds = WidthThresholds.standard

  // The stored properties below marked `@exclusivity(unchecked)` are read or written on every
  // command, and the run-time check that two accesses to one of them never overlap cost about a
  // tenth of a command. They cannot overlap: the navigator runs on the main actor, and every
  // access ends before any call that could reach the navigator again. What a closure given to
  // `updatingRendered` does is the session machine's own pure methods; hosts, observers and
  // flows are called with copies, after the access that read them. The static checks still apply.

  /// The session of the host showing the navigation, or `nil` before ``attach(_:)``: what the
  /// host shows, the step it performs, and what the user may do.
  @_spi(Hosts) @ObservationIgnored @exclusivity(unchecked) public private(set) var session: HostSession?
  /// The host showing the navigation, or `nil` before ``attach(_:)``.
  package var host: (any NavigationHost)? { session?.host }
  /// The desired state, read and written without the observation ``state`` reports: the
  /// navigator's own reads on every command would cost more than the command.
  @ObservationIgnored @exclusivity(unchecked) private(set) var current: NavigationState
  /// The payload of ``currentActivity``, encoded once per state.
  @ObservationIgnored package let activityPayload = ActivityPayloadCache()
  /// Whether a change of the session under way is reported already (see `reportingRenderedChange`).
  @ObservationIgnored @exclusivity(unchecked) private var isReportingRenderedChange = false
  /// Reaches this navigator without keeping it: what a link's task holds while it waits.
  @ObservationIgnored let reference = NavigatorReference()
  @ObservationIgnored @exclusivity(unchecked) var identifiers: IdentifierGenerator
  /// The observers and the events they are sent.
  @ObservationIgnored let eventHub = EventHub()
  /// Asynchronous work under way, and the tasks waiting for the navigator to be idle; observable
  /// on its own, for ``isIdle``, ``isWaitingForUser`` and ``pendingWork``.
  @ObservationIgnored let work = PendingWorkList()
  /// The flow layer: the running flows, what is kept with them, the transaction being built and
  /// the alerts (see `FlowLayer`).
  @ObservationIgnored let flows = FlowLayer()

  /// The links ``open(_:)`` resolves URLs with; `nil` until the app sets them.
  @ObservationIgnored public var deepLinks: DeepLinkRouter?

  /// The app's windows this navigator's scene is one of, for ``openWindow(showing:)`` and
  /// ``openWindow(_:)``; `nil` (every place is shown in this window) until the app sets it,
  /// usually with ``WindowDirectory/connect(_:showing:restored:session:)``.
  @ObservationIgnored public var windows: WindowDirectory?

  /// Which places this navigator publishes as an activity for Handoff and Spotlight, and which
  /// activities it continues; `nil` (nothing is published) until the app sets them.
  @ObservationIgnored public var activities: ActivityRules? {
    didSet { activityPayload.clear() }
  }

  /// The links being opened, by work key, in the order they were opened: only the first is
  /// walked, so links are applied in that order whatever order their tasks run in. It keeps the
  /// waits of their tasks: for their turn (a host, a restore that holds links, the lock, the
  /// links opened before them) and for a guard's flow; how many may wait
  /// (``maximumPendingLinks``); and whether a restore holds them.
  @ObservationIgnored let links = LinkQueue()

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
    flows.belong(to: self)
    links.belong(to: self)
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
  /// Attaching the host that is attached already changes nothing it shows: its screens, their
  /// containers and what they present stay, a step it performs stays in flight, and what is due
  /// comes after it, as before the call.
  ///
  /// An app attaches one of the library's hosts with its own `attach(_:)` (a `UIKitHost`, a
  /// `TestHost`, a `TerminalHost`); a `NavigatorView` attaches its `SwiftUIHost` itself.
  @_spi(Hosts) public func attach(_ host: any NavigationHost) {
    if let attached = session, attached.host === host {
      if observesSteps { emitToAll(.step(.hostAttached)) }
      reconcile()
      resumeLinksIfTheyMayOpen()
      return
    }
    session?.detach()
    let session = HostSession(host: host, navigator: self)
    self.session = session
    if observesSteps { emitToAll(.step(.hostAttached)) }
    // What the host reports while it attaches (a hold, the window's width) shows no step before
    // it returns.
    session.handlingCallback { host.didAttach(to: session) }
    reconcile()
    resumeLinksIfTheyMayOpen()
  }

  /// Whether a link may be walked now: a host shows the navigation and no restore holds links.
  var linksMayOpen: Bool { host != nil && !links.isHeldForRestoration && flows.tree.lockHolder == nil }

  /// Lets the first link of ``links`` go on if it waits for its turn and links may open; the links
  /// after it wait for their turn.
  func resumeLinksIfTheyMayOpen() {
    guard linksMayOpen, let first = links.first, links.isWaiting(first), links.guardFlow == nil else { return }
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
      let key = work.makeIdleWaiterKey()
      await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
          if Task.isCancelled { return continuation.resume() }
          work.addIdleWaiter(key, continuation)
        }
      } onCancel: {
        Task { @MainActor in self.work.removeIdleWaiter(key)?.resume() }
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
    if flows.workingLockHolder != nil {
      try flows.checkNavigationLock(caller: nil, from: flows.workingState, to: flows.workingState.applying(command))
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
    if flows.workingLockHolder != nil {
      try flows.checkNavigationLock(
        caller: nil, from: flows.workingState, to: flows.workingState.applying(transaction))
    }
    try change(cause: cause, commands: transaction) { (state: inout NavigationState) throws(NavigationError) in
      try state.apply(transaction)
    }
  }

  /// A screen with a fresh identifier, for building commands and transactions.
  ///
  /// - Throws: ``NavigationError/Reason/identifiersExhausted`` when no identifier is left
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
  /// - Throws: ``NavigationError/Reason/identifiersExhausted`` when none is left.
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
      if flows.draft == nil { report(.rejectedCommand(error), at: callSite) }
      return false
    }
  }

  /// Refuses a screen of `command` that the flows could not have shown: one whose flow does not
  /// run, or whose flow's coordinator does not take its route as a screen.
  private func checkAddedScreens(of command: NavigationCommand) throws(NavigationError) {
    // A navigator made from a route has no flow, and no draft: nothing to check or copy.
    if flows.draft == nil, flows.tree.isEmpty { return }
    let tree = flows.workingTree
    guard !tree.isEmpty else { return }
    let current = flows.workingState
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

  /// The user made `gesture`, which `session`'s host reports once it has completed (see
  /// ``HostSession/userDid(_:)``).
  ///
  /// - ``UserGesture/popped(to:)``: the screens shown above that screen in its stack (a back
  ///   swipe, the back button) leave what is shown and the desired state. Screens pushed by
  ///   commands the host has not shown yet stay.
  /// - ``UserGesture/dismissedLayer(_:)``: the layer that screen opened (a sheet swiped down) and
  ///   the layers above it leave.
  /// - ``UserGesture/selectedTab(_:)``: the user tapped a tab while another was selected; under
  ///   the navigation lock the state keeps its tab, and the next step selects it again.
  /// - ``UserGesture/tappedAlertButton(_:index:)``: the alert leaves, and the button's action
  ///   reaches the flow that showed it.
  /// - ``UserGesture/dismissedAlert(_:)``: the alert leaves without a button; no action is sent.
  /// - ``UserGesture/reselectedTab(_:)``: the user tapped the selected tab; it pops to its root
  ///   when ``popsToRootOnTabReselect`` is on.
  /// - ``UserGesture/resized(_:)``: the window's width class changed; a split view collapses or
  ///   expands.
  /// - ``UserGesture/returnedToSidebar``: the user went back to a collapsed split view's sidebar.
  func userDid(_ gesture: UserGesture, in session: HostSession) -> Bool {
    guard session === self.session else { return false }
    if case .tappedAlertButton(let id, let index) = gesture { return flows.answerAlert(id, button: index) }
    if case .reselectedTab(let id) = gesture {
      guard popsToRootOnTabReselect, (state.stack(at: .tab(id))?.count ?? 0) > 1 else { return false }
    }
    if case .selectedTab(let id) = gesture, let holder = flows.lockRefusal(of: gesture) {
      return refuseLockedTabSelection(id, holder: holder)
    }
    return follow(gesture)
  }

  /// The window's width class is `width` before the host showed anything (see
  /// `HostSession.widthChanged(to:)`): the state is laid out for it, as if it had always been,
  /// with no event; the first step shows it so.
  func layOutFirst(at width: WidthClass) {
    guard let laidOut = current.laidOut(at: width), laidOut != current else { return }
    state = laidOut
    reconcile()
  }

  /// Refuses the user's selection of the tab `id` while `holder` holds the navigation lock: the
  /// host shows that tab already, so the session learns it and the next step selects the
  /// former tab again.
  private func refuseLockedTabSelection(_ id: TabID, holder: FlowID) -> Bool {
    let error = NavigationError(
      .navigationLocked(by: holder, caller: nil), context: "follow the selection of tab \(id)")
    report(.rejectedCommand(error))
    if session?.follow(.selectedTab(id)) != nil { reconcile() }
    return false
  }

  /// The host's platform refused what the step in flight shows; `gone` says what leaves (a
  /// layer, an alert), as the gesture that would take it away. Followed on what is shown, then
  /// in the desired state as one change with the cause ``NavigationCause/hostRefused``, whose
  /// commands a replay applies.
  func hostRefused(_ gone: UserGesture, in session: HostSession) -> Bool {
    guard session === self.session else { return false }
    let commands: [NavigationCommand]
    switch gone {
    case .dismissedLayer(let id):
      guard let index = current.modals.firstIndex(where: { $0.id == id }) else { return false }
      commands = [.dismissLayer(index)]
    case .dismissedAlert(let id):
      guard current.alert?.id == id else { return false }
      commands = [.dismissAlert]
    default:
      return false
    }
    guard let shownBefore = session.follow(gone) else { return false }
    try? change(cause: .hostRefused, commands: commands) { (state: inout NavigationState) in
      state.followUserGesture(gone, shownBefore: shownBefore)
    }
    reconcile()
    return true
  }

  /// Follows the user's gesture on what is shown, then carries it into the desired state as one
  /// change with the cause `.user(gesture)`.
  func follow(_ gesture: UserGesture) -> Bool {
    guard let shownBefore = session?.follow(gesture) else { return false }
    // The edit cannot throw: followUserGesture applies only commands it has checked.
    try? change(cause: .user(gesture)) { (state: inout NavigationState) in
      state.followUserGesture(gesture, shownBefore: shownBefore)
    }
    reconcile()
    return true
  }

  // MARK: Pending work

  /// Notes asynchronous work that has begun (`subject` names it: `link app://x`), for
  /// ``pendingWork`` and ``waitUntilIdle()``; returns the key to end it with.
  func beginWork(_ subject: String) -> Int {
    work.begin(subject)
  }

  /// The work `key` waits for the user, or a test, to do what `reason` says (finish a guard's
  /// flow, attach a host): it does not keep the navigator busy until ``resumeWork(_:)``.
  func waitForUser(_ key: Int, on reason: String) {
    if work.waitForUser(key, on: reason) { wakeIdleWaitersIfIdle() }
  }

  /// The work `key` goes on: call it before resuming the task that does it.
  func resumeWork(_ key: Int) {
    work.resume(key)
  }

  /// The work `key` is done.
  func endWork(_ key: Int) {
    if work.end(key) { wakeIdleWaitersIfIdle() }
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
    if let draft = flows.draft {
      try draft.edit(edit)
      if eventHub.observesNavigation { draft.commands += commands().array }
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
      if flows.screenCounts != nil { flows.countScreens(changedFrom: before, to: after) }
      if eventHub.observesNavigation {
        eventHub.emit(NavigationEvent(before: before, after: after, cause: cause, storedCommands: commands()))
      }
    }
    // A change of the flow tree alone (a flow that finished and keeps its screens) still
    // reaches the flows' parents; an alert that waited may show now (see <doc:Alerts>).
    flows.settle()
    reconcile()
  }

  /// Lets the host catch up with the desired state (see `HostSession.catchUp()`); wakes the
  /// waiters of ``waitUntilIdle()`` when there is nothing left to do.
  private func reconcile() {
    guard let session else { return wakeIdleWaitersIfIdle() }
    session.catchUp()
  }

  /// The session handed its host `step`, numbered `number`; `step` is read only when an observer
  /// wants every event.
  func stepStarted(_ step: @autoclosure () -> HostStep?, number: @autoclosure () -> Int) {
    if observesSteps, let step = step() { emitToAll(.step(.started(step, number: number()))) }
  }

  /// The session's step numbered `number` completed.
  func stepCompleted(number: Int) {
    if observesSteps { emitToAll(.step(.completed(number: number))) }
  }

  /// Runs `change` on the session's machine, as a change of ``renderedState`` (and so of
  /// ``isIdle`` and ``pendingWork``) for observers.
  func updatingRendered<Result>(_ change: () -> Result) -> Result {
    if isReportingRenderedChange { return change() }
    return withMutation(keyPath: Self.renderedStateKeyPath) { change() }
  }

  /// Runs `body`, whose changes of the session's machine observers hear of as one change of
  /// ``renderedState``.
  func reportingRenderedChange(_ body: () -> Void) {
    if isReportingRenderedChange { return body() }
    isReportingRenderedChange = true
    defer { isReportingRenderedChange = false }
    withMutation(keyPath: Self.renderedStateKeyPath, body)
  }

  func wakeIdleWaitersIfIdle() {
    guard work.hasIdleWaiters, isIdle else { return }
    for waiter in work.takeIdleWaiters() { waiter.resume() }
  }

  /// Whether an observer wants every event, the host's steps included.
  private var observesSteps: Bool { eventHub.observesSteps }

  /// Tells the observers of every event, and only them, about `event`.
  private func emitToAll(_ event: NavigatorEvent) { eventHub.emitToAll(event) }
}

/// Reaches a navigator without keeping it alive: from the completion of a step, and from a
/// link's task while it waits.
@MainActor
final class NavigatorReference {
  weak var navigator: Navigator?
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

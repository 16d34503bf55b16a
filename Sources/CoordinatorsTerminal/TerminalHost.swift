@_spi(Hosts) import Coordinators
import Foundation

/// A host that shows a navigator's state in a terminal and plays the user's commands as
/// gestures.
///
/// What it shows is its session's (`HostSession.shown`). A terminal has no animation, so a
/// step is over as soon as it is shown. The user's commands reach the navigator the way a
/// graphical host reports gestures, asked of the session first: going back is a back swipe,
/// dismissing is a swipe down, and a tab tap is a selection or a reselection. ``TerminalApp``
/// makes one, reads the commands and draws the screen; to drive it from code, give the app its
/// commands:
///
/// ```swift
/// let app = TerminalApp(title: "Inbox", navigator: Navigator(root: InboxCoordinator()))
/// var transcript = ""
/// await app.run(commands: ["1", "b"]) { transcript += $0 }  // the first action, then back
/// ```
@MainActor
@_spi(Hosts) public final class TerminalHost: NavigationHost {
  /// What the host can do in one step: everything, as it has no animation to wait for.
  public let capabilities: HostCapabilities
  /// The session that drives this host.
  public private(set) weak var session: HostSession?
  /// What the host shows (its session's); `nil` before its first step.
  package var shown: NavigationState? { session?.shown }
  /// The navigator driving this host.
  package var navigator: Navigator? { session?.navigator }
  /// Called after each step the host showed, with the step; ``TerminalApp`` redraws from here
  /// when a change comes without a command.
  package var didPerform: (@MainActor (HostStep) -> Void)?

  /// A host that shows steps at once; `capabilities` tells the planner what one step may do.
  public init(capabilities: HostCapabilities = .all) { self.capabilities = capabilities }

  /// Keeps the session to report gestures to.
  public func didAttach(to session: HostSession) { self.session = session }

  /// Shows `step`: it is over at once.
  public func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    didPerform?(step)
    return .now
  }

  // MARK: Screens

  /// The terminal form of `screen`, from the coordinator of the flow that owns it.
  ///
  /// When the screen has no such coordinator (a navigator made from a route, or a coordinator
  /// that is not a ``TerminalCoordinator``) it is a screen with no actions that names its route.
  package func content(of screen: Screen) -> TerminalScreen {
    let coordinator = navigator?.coordinator(for: screen.owner) as? any TerminalCoordinator
    if let content = coordinator?.terminalScreen(for: screen.route) { return content }
    return TerminalScreen(body: ["\(screen.route)"])
  }

  /// The title of `screen`: its terminal form's, else its route's, else the route itself.
  package func title(of screen: Screen) -> String {
    content(of: screen).title ?? screen.options.title ?? "\(screen.route.base)"
  }

  // MARK: Playing the user

  /// Runs the action numbered `number` (from 1) of the screen the user sees.
  ///
  /// - Throws: ``TerminalCommandError/noSuchAction(_:available:)`` when the screen has no such
  ///   action, ``TerminalCommandError/nothingShown`` before the first step.
  ///
  /// While an alert shows, it covers the screen: the number picks its button instead.
  package func runAction(_ number: Int) throws(TerminalCommandError) {
    if let alert = shown?.alert {
      // Compared before subtracting: `number - 1` overflows for `Int.min`.
      guard number >= 1, number <= alert.buttons.count else {
        throw .noSuchAlertButton(number, available: alert.buttons.count)
      }
      return play(.tappedAlertButton(alert.id, index: number - 1))
    }
    guard let screen = shown?.topScreen else { throw .nothingShown }
    let actions = content(of: screen).actions
    guard number >= 1, number <= actions.count else {
      throw .noSuchAction(number, available: actions.count)
    }
    switch actions[number - 1].kind {
    case .send(let action): navigator?.send(action, from: screen.id)
    case .run(let body): body()
    }
  }

  /// Goes back `count` screens (one by default) in the top-most stack, as a completed back
  /// swipe, or a long press on the back button for several; one back from the first screen of
  /// a collapsed split view's section shows the sidebar.
  ///
  /// - Throws: ``TerminalCommandError/nothingToGoBackTo`` when the stack does not hold `count`
  ///   screens above its first.
  package func goBack(count: Int = 1) throws(TerminalCommandError) {
    guard let shown else { throw .nothingShown }
    if count == 1 { return try play(.goBack()) }
    let stack = shown.stack(at: shown.topLocation) ?? []
    guard count >= 1, count < stack.count else { throw .nothingToGoBackTo }
    try play(.popBack(to: stack[stack.count - 1 - count].id))
  }

  /// Dismisses the top-most modal layer, as a sheet swiped down.
  ///
  /// - Throws: ``TerminalCommandError/dismissDisabled(_:)`` when the layer's presentation has
  ///   `isInteractiveDismissDisabled` or is not a sheet (a cover offers no swipe down),
  ///   ``TerminalCommandError/noLayerToDismiss`` when no layer is shown.
  package func dismissTopLayer() throws(TerminalCommandError) {
    try play(.swipeDown())
  }

  /// Taps the tab numbered `number` (from 1) in the tab bar: a selection, or a reselection of
  /// the selected tab, which the navigator may answer by popping it to its root.
  ///
  /// - Throws: ``TerminalCommandError/noTabs``, ``TerminalCommandError/noSuchTab(_:available:)``,
  ///   or ``TerminalCommandError/tabBarCovered`` while a modal layer covers the tab bar.
  package func tapTab(_ number: Int) throws(TerminalCommandError) {
    guard let shown else { throw .nothingShown }
    let tabs = shown.tabs
    guard !tabs.isEmpty else { throw .noTabs }
    guard number >= 1, number <= tabs.count else { throw .noSuchTab(number, available: tabs.count) }
    try play(.tapTab(tabs[number - 1].id))
  }

  /// The terminal's width class changes, as a window resized on an iPad: a split view
  /// collapses into one stack (compact) or shows its columns side by side (regular), an
  /// adaptive layout switches between the tab bar and the sidebar. A terminal starts regular.
  package func resize(to width: WidthClass) {
    session?.userDid(.resized(width))
  }

  /// Plays what `attempt` is, as the session answers it; a refusal by a flow changes nothing
  /// (the flow hears of the attempt), any other refusal is the command's error.
  private func play(_ attempt: UserAttempt) throws(TerminalCommandError) {
    guard let session else { throw .nothingShown }
    switch session.ask(attempt) {
    case .success(let gesture):
      session.userDid(gesture)
    case .failure(let refusal):
      if let error = TerminalCommandError(refusal, shown: shown, title: title(of:)) { throw error }
    }
  }

  private func play(_ gesture: UserGesture) {
    session?.userDid(gesture)
  }
}

import Foundation

/// A host that shows a navigator's state in a terminal and plays the user's commands as
/// gestures.
///
/// It keeps its own copy of what it shows, ``shown``, and follows each `HostStep` with
/// `NavigationState.rendering(_:onto:)`. A terminal has no animation, so a step completes as
/// soon as it is shown: the host updates ``shown`` first, then calls the completion before
/// ``perform(_:completion:)`` returns. The navigator may hand it the next step from inside
/// that call; the host is ready for it, as it no longer holds a step in flight.
///
/// The user's commands reach the navigator the way a graphical host reports gestures: going
/// back is a back swipe (`Navigator.userDid(.popped)`), dismissing is a swipe down
/// (`Navigator.userDid(.dismissedLayer)`), and a tab tap is a selection or a reselection.
/// ``TerminalApp`` reads the commands; ``render(title:style:)`` draws the screen.
///
/// ```swift
/// let navigator = Navigator(root: InboxCoordinator())
/// let host = TerminalHost()
/// navigator.attach(host)
/// print(host.render(title: "Inbox", style: .plain))
/// try host.runAction(1)  // the first action of the screen shown
/// ```
@MainActor
public final class TerminalHost: NavigationHost {
  /// What the host can do in one step: everything, as it has no animation to wait for.
  public let capabilities: HostCapabilities
  /// What the host shows, after the steps it performed and the gestures it played; `nil`
  /// before its first step.
  public private(set) var shown: NavigationState?
  /// The navigator driving this host.
  public private(set) weak var navigator: Navigator?
  /// Called after each step the host performed, with the step, once the step is shown and
  /// completed; ``TerminalApp`` redraws from here when a change comes without a command.
  public var didPerform: (@MainActor (HostStep) -> Void)?

  /// The step being shown, between the start of ``perform(_:completion:)`` and its completion.
  private var stepInFlight: HostStep?

  /// A host that shows steps at once; `capabilities` tells the planner what one step may do.
  public init(capabilities: HostCapabilities = .all) {
    self.capabilities = capabilities
  }

  /// Keeps the navigator to report gestures to, and forgets what was shown: the navigator's
  /// first step shows everything.
  public func didAttach(to navigator: Navigator) {
    self.navigator = navigator
    shown = nil
  }

  /// Shows `step` and completes it at once.
  ///
  /// What is shown is updated before the completion is called, so that the next step, which
  /// the navigator hands over once this call returns, applies to this step's result.
  public func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void) {
    if let previous = stepInFlight {
      // The navigator never does this; say so loudly rather than show a mix of two steps.
      report("step \(step) started while \(previous) was still being shown")
    }
    stepInFlight = step
    do {
      shown = try NavigationState.rendering(step, onto: shown)
    } catch {
      // A step that does not fit is dropped by the navigator too, which then plans from what
      // the host reported.
      report("cannot show step \(step): \(error)")
    }
    stepInFlight = nil
    completion()
    didPerform?(step)
  }

  /// Reports a broken contract to the navigator's observers as a host fallback (standard error
  /// while its `logsProblems` is on), or to standard error when no navigator drives the host: in
  /// an app it is reported, not a crash.
  private func report(_ message: String) {
    guard let navigator else {
      let line = "swift-coordinators: terminal host: " + message.escapingControlCharacters() + "\n"
      return FileHandle.standardError.write(Data(line.utf8))
    }
    navigator.report(.hostFallback("terminal host: \(message)"))
  }

  // MARK: Screens

  /// The terminal form of `screen`, from the coordinator of the flow that owns it.
  ///
  /// When the screen has no such coordinator (a navigator made from a route, or a coordinator
  /// that is not a ``TerminalCoordinator``) it is a screen with no actions that names its route.
  public func content(of screen: Screen) -> TerminalScreen {
    let coordinator = navigator?.coordinator(for: screen.owner) as? any TerminalCoordinator
    if let content = coordinator?.terminalScreen(for: screen.route) { return content }
    return TerminalScreen(body: ["\(screen.route)"])
  }

  /// The title of `screen`: its terminal form's, else its route's, else the route itself.
  public func title(of screen: Screen) -> String {
    content(of: screen).title ?? screen.options.title ?? "\(screen.route.base)"
  }

  // MARK: Playing the user

  /// Runs the action numbered `number` (from 1) of the screen the user sees.
  ///
  /// - Throws: ``TerminalCommandError/noSuchAction(_:available:)`` when the screen has no such
  ///   action, ``TerminalCommandError/nothingShown`` before the first step.
  ///
  /// While an alert shows, it covers the screen: the number picks its button instead.
  public func runAction(_ number: Int) throws(TerminalCommandError) {
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
  public func goBack(count: Int = 1) throws(TerminalCommandError) {
    guard let shown else { throw .nothingShown }
    guard shown.alert == nil else { throw .alertShown }
    let stack = shown.stack(at: shown.topLocation) ?? []
    if count == 1, shown.backGesture == .returnedToSidebar { return play(.returnedToSidebar) }
    guard count >= 1, count < stack.count else { throw .nothingToGoBackTo }
    play(.popped(to: stack[stack.count - 1 - count].id))
  }

  /// Dismisses the top-most modal layer, as a sheet swiped down.
  ///
  /// - Throws: ``TerminalCommandError/dismissDisabled(_:)`` when the layer's presentation has
  ///   `isInteractiveDismissDisabled` or is not a sheet (a cover offers no swipe down),
  ///   ``TerminalCommandError/noLayerToDismiss`` when no layer is shown.
  public func dismissTopLayer() throws(TerminalCommandError) {
    guard let shown else { throw .nothingShown }
    guard shown.alert == nil else { throw .alertShown }
    do {
      play(try shown.swipeDownOfTopLayer())
    } catch .dismissDisabled(let id), .swipeDownNotOffered(let id) {
      let layer = shown.modals.last { $0.id == id }
      throw .dismissDisabled(layer.flatMap { $0.stack.last }.map(title(of:)) ?? "\(id)")
    } catch {
      throw .noLayerToDismiss
    }
  }

  /// Taps the tab numbered `number` (from 1) in the tab bar: a selection, or a reselection of
  /// the selected tab, which the navigator may answer by popping it to its root.
  ///
  /// - Throws: ``TerminalCommandError/noTabs``, ``TerminalCommandError/noSuchTab(_:available:)``,
  ///   or ``TerminalCommandError/tabBarCovered`` while a modal layer covers the tab bar.
  public func tapTab(_ number: Int) throws(TerminalCommandError) {
    guard let shown else { throw .nothingShown }
    guard shown.alert == nil else { throw .alertShown }
    let tabs = shown.tabs
    guard !tabs.isEmpty else { throw .noTabs }
    guard number >= 1, number <= tabs.count else { throw .noSuchTab(number, available: tabs.count) }
    do {
      play(try shown.tabTap(tabs[number - 1].id))
    } catch {
      // The tab exists (checked above), so only a layer over the tab bar refuses the tap.
      throw .tabBarCovered
    }
  }

  /// The terminal's width class changes, as a window resized on an iPad: a split view
  /// collapses into one stack (compact) or shows its columns side by side (regular), an
  /// adaptive layout switches between the tab bar and the sidebar. A terminal starts regular.
  public func resize(to width: WidthClass) {
    play(.resized(width))
  }

  /// Shows what `gesture` leaves, then reports it to the navigator, once; a gesture the
  /// navigator does not allow (`Navigator.allowsUser(_:)`) changes nothing and is reported as
  /// an attempt.
  private func play(_ gesture: UserGesture) {
    // What is shown refuses first: under an alert no gesture reaches the screens.
    if shown?.refusal(of: gesture) != nil { return }
    if let navigator, !navigator.allowsUser(gesture) {
      navigator.userAttempted(gesture)
      return
    }
    guard let next = shown?.applyingUserGesture(gesture) else { return }
    shown = next
    navigator?.userDid(gesture)
  }
}

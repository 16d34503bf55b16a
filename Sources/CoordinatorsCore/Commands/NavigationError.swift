/// Why a command, a transaction or a state was rejected. The state is unchanged.
///
/// ``reason`` says what kind of problem it is, for an app to match; the description is a
/// sentence a developer can act on, naming the command and what was wrong:
/// `cannot pop to screen 7: screen 7 is not in the navigation state`.
public struct NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is; the description says exactly what and where.
  public enum Reason: Hashable, Sendable {
    /// The command named what the navigation does not hold (any more): a screen, a route, a
    /// stack, a tab, a modal layer, an alert, a checkpoint, or more screens than a stack can pop.
    /// A button tapped twice, or a task that outlived its screen, meets it.
    case notFound
    /// The command cannot apply to this navigation, whatever it holds: a screen identifier used
    /// twice, a stack's first screen removed, a screen presented the wrong way, a tab command
    /// without tabs, a flow that changes another flow's screens or shows nothing, an alert
    /// without a button. A programming error: the description says what to change.
    case invalidCommand
    /// A state or root container built by hand breaks the rules of ``NavigationState``; the
    /// description lists every broken rule.
    case invalidState
    /// The flow that asked has finished, has not started, is not in the navigator's flow tree,
    /// or its navigator was released.
    case flowNotRunning
    /// A flow holds the navigation lock, and the command would take its screens away or select
    /// another tab, or another flow asked for the lock.
    case navigationLocked
    /// The navigator has no screen or flow identifier left below `Int.max`.
    case identifiersExhausted
  }

  /// What was wrong, in detail: what the description is made of.
  package enum Detail: Hashable, Sendable {
    /// A command named a screen that is not in the state.
    case screenNotFound(ScreenID)
    /// A screen's identifier is already used, or used twice by one command.
    case duplicateScreenID(ScreenID)
    /// ``NavigationCommand/popToRoute(_:)`` found no visible screen with the route.
    case routeNotFound(AnyRoute)
    /// A pop to a route type found no screen of the named type in the stack.
    case routeTypeNotFound(String, StackLocation)
    /// A pop asked for more screens than the stack can give (its first screen stays), or fewer than one.
    case cannotPop(count: Int, available: Int, StackLocation)
    /// A command would remove a stack's first screen, or insert below a modal layer's first screen.
    case firstScreenOfStack(ScreenID, StackLocation)
    /// A command came with no screens where it needs at least one.
    case noScreens
    /// A screen is presented the wrong way for where it goes: pushed screens go into stacks,
    /// and a modal layer starts with a modal screen.
    case wrongPresentation(ScreenID, expected: PresentationKind)
    /// A command pushes into a modal layer that has no navigation stack.
    case noNavigationStack(StackLocation)
    /// A dismiss found no modal layer.
    case noModalLayer
    /// A command named a modal layer index that is not presented.
    case modalLayerNotFound(index: Int, count: Int)
    /// A command named a stack that is not in the state.
    case stackNotFound(StackLocation)
    /// A tab command was given while the root is a single stack.
    case notTabs
    /// A command named a tab that does not exist.
    case tabNotFound(TabID)
    /// ``NavigationCommand/showColumn(_:)`` was given while the root does not show a collapsed
    /// split view, which it shows as this.
    case notCollapsed(RootAppearance)
    /// A state or root container breaks these rules.
    case invalidState([InvariantViolation])
    /// A flow operation came from a flow that has already finished (its identifier), or from
    /// one that has not started (`nil`).
    case flowNotRunning(FlowID?)
    /// A flow operation came from a flow (its identifier) whose navigator was released while
    /// it ran: the flow runs no more.
    case navigatorReleased(FlowID)
    /// A command gave a screen to a flow that is not in the navigator's flow tree.
    case flowNotFound(FlowID)
    /// A coordinator was started while it already runs as this flow.
    case flowAlreadyRunning(FlowID)
    /// A flow touched a screen that belongs to a flow that is neither itself nor one of its
    /// descendants.
    case screenNotOwned(ScreenID, owner: FlowID, caller: FlowID)
    /// A flow that was started showed no screen and started no child flow.
    case flowShowedNothing(FlowID)
    /// A flow has no screens to push onto, and no stack to take from its parent.
    case flowHasNoStack(FlowID)
    /// A route that opens a child flow was pushed or presented as a screen.
    case flowRouteAsScreen(AnyRoute)
    /// A flow was given a route of a type its coordinator does not take.
    case wrongRouteType(AnyRoute, flow: FlowID, expected: String)
    /// A flow that is not placed at the root tried to replace the root.
    case notAtRoot(FlowID)
    /// A flow has presented no modal layer to dismiss.
    case flowPresentedNoLayer(FlowID)
    /// A coordinator asked to end a flow that is not one of its children.
    case notAChild(FlowID, parent: FlowID)
    /// The navigator's identifier generator has no screen identifier left: its count reached
    /// `Int.max`, because it started near it or the state holds a screen at `Int.max`.
    case screenIdentifiersExhausted
    /// The navigator's identifier generator has no flow identifier left: its count reached
    /// `Int.max`.
    case flowIdentifiersExhausted
    /// No alert with this identifier is shown.
    case alertNotShown(AlertID)
    /// The alert shown, if any, is not this flow's nor one of its descendants'.
    case flowShowsNoAlert(FlowID)
    /// The alert has no button: the user could not close it.
    case alertWithoutButtons(AlertID)
    /// The alert has more than one cancel button; a host shows one at most (UIKit stops the app).
    case severalCancelButtons(AlertID)
    /// A flow returned to a checkpoint (named here) that neither it nor an ancestor has marked
    /// at a screen still in the state.
    case checkpointNotFound(String, caller: FlowID)
    /// The navigation is locked by the flow `holder`: the command would take one of its
    /// subtree's screens away or select another tab, and `caller` (`nil`: the navigator or the
    /// user) is not that flow nor one of its descendants; or `caller` asked for the lock
    /// another flow holds.
    case navigationLocked(by: FlowID, caller: FlowID?)
  }

  /// The two ways a screen can be presented, for ``Detail/wrongPresentation(_:expected:)``.
  package enum PresentationKind: Hashable, Sendable {
    /// In a stack.
    case push
    /// As the first screen of a modal layer.
    case modal
  }

  /// What was wrong, in detail.
  package var detail: Detail
  /// In a transaction, the index of the command that failed; `nil` for a single command.
  package var commandIndex: Int?
  /// The command or step that failed, as text, when it helps to read the message.
  package var context: String?
  /// Where the call that failed was made, when a short method of `Navigator` or `Flow` made it;
  /// `nil` for an error that `Navigator.apply(_:cause:)` throws to its caller. Two errors that
  /// differ only here are equal.
  package var callSite: CallSite?

  /// An error for this detail.
  package init(_ detail: Detail, commandIndex: Int? = nil, context: String? = nil) {
    self.detail = detail
    self.commandIndex = commandIndex
    self.context = context
  }

  /// What kind of problem it is.
  public var reason: Reason {
    switch detail {
    case .screenNotFound, .routeNotFound, .routeTypeNotFound, .cannotPop, .stackNotFound, .noModalLayer,
      .modalLayerNotFound, .tabNotFound, .alertNotShown, .flowShowsNoAlert, .flowPresentedNoLayer, .checkpointNotFound:
      .notFound
    case .duplicateScreenID, .firstScreenOfStack, .noScreens, .wrongPresentation, .noNavigationStack, .notTabs,
      .notCollapsed, .flowAlreadyRunning, .screenNotOwned, .flowShowedNothing, .flowHasNoStack, .flowRouteAsScreen,
      .wrongRouteType, .notAtRoot, .notAChild, .alertWithoutButtons, .severalCancelButtons:
      .invalidCommand
    case .invalidState: .invalidState
    case .flowNotRunning, .navigatorReleased, .flowNotFound: .flowNotRunning
    case .navigationLocked: .navigationLocked
    case .screenIdentifiersExhausted, .flowIdentifiersExhausted: .identifiersExhausted
    }
  }

  /// Equal when the detail, the command index and the context are: the call site is left out.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.detail == rhs.detail && lhs.commandIndex == rhs.commandIndex && lhs.context == rhs.context
  }

  /// Hashes what ``==(_:_:)`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(detail)
    hasher.combine(commandIndex)
    hasher.combine(context)
  }

  /// A sentence naming what was wrong and where.
  public var description: String {
    var text = ""
    if let commandIndex { text += "command \(commandIndex) of the transaction failed: " }
    if let context { text += "cannot \(context): " }
    text += reasonDescription
    return text
  }

  private var reasonDescription: String {
    switch detail {
    case .screenNotFound(let id):
      "screen \(id) is not in the navigation state"
    case .duplicateScreenID(let id):
      "screen id \(id) is already in use; every screen needs a fresh id"
    case .routeNotFound(let route):
      "no visible screen shows \(route)"
    case .routeTypeNotFound(let type, let location):
      "no screen of \(location) that may be popped to shows a route of type \(type)"
    case .cannotPop(let count, let available, let location):
      count < 1
        ? "the count must be at least 1, not \(count)"
        : "\(location) can pop \(available) screen\(available == 1 ? "" : "s"), not \(count); its first screen stays"
    case .firstScreenOfStack(let id, let location):
      "screen \(id) is the first screen of \(location); "
        + (location.isModal ? "dismiss the layer or set its stack instead" : "set the stack or the root instead")
    case .noScreens:
      "no screens were given"
    case .wrongPresentation(let id, .push):
      "screen \(id) is presented modally but goes into a stack; give it the push presentation"
    case .wrongPresentation(let id, .modal):
      "screen \(id) opens a modal layer but is presented as a push; give it a modal presentation"
    case .noNavigationStack(let location):
      "\(location) has no navigation stack (embedsNavigationStack is false), so it holds one screen only"
    case .noModalLayer:
      "no modal layer is presented"
    case .modalLayerNotFound(let index, let count):
      "there is no modal layer \(index); \(count) \(count == 1 ? "is" : "are") presented"
    case .stackNotFound(let location):
      "\(location) is not in the navigation state"
    case .notTabs:
      "the root is a single stack, not tabs"
    case .tabNotFound(let id):
      "there is no tab \(id)"
    case .notCollapsed(let appearance):
      "only a collapsed split view shows one column; the root shows a \(appearance)"
    case .invalidState(let violations):
      "the state would break \(violations.count == 1 ? "a rule" : "\(violations.count) rules"): "
        + violations.map(\.description).joined(separator: "; ")
    case .flowNotRunning(let id?):
      "flow \(id) is not running; it has finished"
    case .flowNotRunning(nil):
      "the coordinator's flow has not been started; start it from its parent or give it to a navigator"
    case .navigatorReleased(let id):
      "flow \(id) runs no more: its navigator was released; keep the navigator (in the app or the scene) "
        + "while its coordinators are in use"
    case .flowNotFound(let id):
      "no flow \(id) runs in this navigator; give the screen to a running flow"
    case .flowAlreadyRunning(let id):
      "the coordinator already runs as flow \(id); start a new instance"
    case .screenNotOwned(let id, let owner, let caller):
      "screen \(id) belongs to flow \(owner); flow \(caller) may change only its own screens and those of its descendants"
    case .flowShowedNothing(let id):
      "flow \(id) showed no screen and started no child flow in start()"
    case .flowHasNoStack(let id):
      "flow \(id) has no screens to push onto; show its first screen first"
    case .flowRouteAsScreen(let route):
      "\(route) opens a child flow; use show(_:) to start it"
    case .wrongRouteType(let route, let flow, let expected):
      "flow \(flow) takes routes of type \(expected), not \(route)"
    case .notAtRoot(let id):
      "flow \(id) is not at the root, so it cannot replace the root"
    case .flowPresentedNoLayer(let id):
      "flow \(id) has no modal layer to dismiss"
    case .notAChild(let child, let parent):
      "flow \(child) is not a child of flow \(parent)"
    case .screenIdentifiersExhausted:
      "no screen identifier is left below Int.max, which a screen of the state or the IdentifierGenerator's "
        + "first number reached; give screens smaller identifiers"
    case .flowIdentifiersExhausted:
      "no flow identifier is left below Int.max, which the IdentifierGenerator's first flow number reached; "
        + "start it lower"
    case .alertNotShown(let id):
      "alert \(id) is not shown"
    case .flowShowsNoAlert(let id):
      "flow \(id) shows no alert to dismiss"
    case .alertWithoutButtons(let id):
      "alert \(id) has no button, and the user could not close it; give it one (a cancel button, say)"
    case .severalCancelButtons(let id):
      "alert \(id) has more than one cancel button; give the cancel role to one button at most"
    case .checkpointNotFound(let name, let caller):
      "neither flow \(caller) nor an ancestor has marked the checkpoint \"\(name)\" at a screen that is still shown; "
        + "mark it with markCheckpoint(_:onReturn:) in a flow above"
    case .navigationLocked(let holder, let caller?):
      "flow \(holder) holds the navigation lock, and flow \(caller) is not it nor one of its descendants; "
        + "wait until flow \(holder) finishes or calls unlockNavigation()"
    case .navigationLocked(let holder, nil):
      "flow \(holder) holds the navigation lock; wait until it finishes or calls unlockNavigation()"
    }
  }
}

extension StackLocation {
  var isModal: Bool {
    if case .modal = self { return true }
    return false
  }
}

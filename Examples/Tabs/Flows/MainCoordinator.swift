import Coordinators

/// The Main tab: a home screen that pushes a detail, presents a bottom sheet and pushes the
/// Account flow for a user.
@MainActor
public final class MainCoordinator: Coordinator {
  /// The tab's flow handle.
  public let flow = Flow<MainRoute>()

  /// A coordinator that starts on the home screen.
  public init() {}

  /// Shows the home screen, the first of the tab's stack.
  public func start() {
    flow.show(.home)
  }

  /// The account route starts an Account flow for its user, pushed onto the tab's stack.
  public func flow(for route: MainFlowRoute) -> ChildFlow {
    switch route {
    case .account(let user): .flow(AccountCoordinator(user: user))
    }
  }

  /// The bottom sheet is presented as ``TabsApp/bottomSheet``; the rest is pushed.
  public func presentation(for route: MainRoute) -> Presentation {
    route == .bottomSheet ? TabsApp.bottomSheet : .push
  }

  /// Shows what the home screen's buttons ask for; done or cancel closes the bottom sheet, or
  /// pops the tab to its home screen when no sheet is up.
  public func handle(_ action: Action) -> ActionHandling {
    switch action {
    case .tabs(.showDetail): flow.show(.detail)
    case .tabs(.showBottomSheet): flow.show(.bottomSheet)
    case .tabs(.showAccount(let user)): show(.account(user))
    case .tabs(.showLocation): return .unhandled
    case .standard:
      if flow.screens.contains(where: { $0.presentation != .push }) {
        flow.dismiss()
      } else {
        flow.popToRoot()
      }
    }
    return .handled
  }

  /// What the Main tab handles: the taps of its screens, and done or cancel.
  public enum Action: CoordinatorAction {
    /// A tap of a Tabs view.
    case tabs(TabsAction)
    /// ``StandardAction/done`` or ``StandardAction/cancel``.
    case standard(StandardAction)

    /// Takes a ``TabsAction`` or a ``StandardAction``.
    public static func accepting(_ action: any CoordinatorAction) -> Action? {
      TabsAction.accepting(action).map(tabs) ?? StandardAction.accepting(action).map(standard)
    }
  }
}

import Coordinators

/// The Account flow: the profile of the user it was started for, titled with the user's name.
///
/// The Main tab pushes it. It ends when the user goes back past its screen, when the tab pops
/// to its root, or when its screen reports done (it finishes) or cancel (it cancels); the
/// navigator releases it then.
@MainActor
public final class AccountCoordinator: Coordinator {
  /// The flow's handle.
  public let flow = Flow<AccountRoute>()
  /// The user whose account the flow shows.
  public let user: User

  /// A flow for `user`'s account.
  public init(user: User) {
    self.user = user
  }

  /// Shows the user's profile.
  public func start() {
    flow.show(.profile(user))
  }

  /// Finishes on done, cancels on cancel.
  public func handle(_ action: StandardAction) -> ActionHandling {
    switch action {
    case .done: finish()
    case .cancel: cancel()
    }
    return .handled
  }
}

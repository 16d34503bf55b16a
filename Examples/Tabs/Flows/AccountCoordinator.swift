import Coordinators

/// The Account flow: the profile of the user it was started for, titled with the user's name.
///
/// The Main tab pushes it. It ends when the user goes back past its screen, when the tab pops
/// to its root, or when its screen reports done (it finishes) or cancel (it cancels); the
/// navigator releases it then. While the profile has unsaved edits
/// (``editingDidChange(hasUnsavedEdits:)``), the user cannot go back past it: an attempt asks,
/// with an alert, whether to discard them, and the flow cancels when the user discards.
@MainActor
public final class AccountCoordinator: Coordinator {
  /// The answer of the alert that asks whether to discard unsaved edits.
  public enum DiscardChoice: CoordinatorAction, Hashable {
    /// The user discards the edits.
    case discard
  }

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

  /// The profile's edits were saved (`false`) or changed (`true`): while they are unsaved, the
  /// user's back swipe, back button or tab reselection is refused and asks whether to discard them.
  public func editingDidChange(hasUnsavedEdits: Bool) {
    guard hasUnsavedEdits else {
      flow.enableInteractiveDismissal()
      return
    }
    flow.disableInteractiveDismissal { [weak self] in
      guard let self else { return }
      let choice = await flow.ask(
        "Discard your changes?", message: "Your edits to \(user.name)'s profile are not saved.",
        buttons: [.destructive("Discard", action: DiscardChoice.discard), .cancel("Keep Editing")])
      if choice == .discard { cancel() }
    }
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

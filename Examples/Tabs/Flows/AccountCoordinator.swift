import Coordinators

/// The Account flow: the profile of the user it was started for, titled with the user's name.
///
/// The Main tab pushes it. It ends when the user goes back past its screen, when the tab pops
/// to its root, or when its screen reports done (it finishes) or cancel (it cancels); the
/// navigator releases it then. While the profile has unsaved edits
/// (``editingDidChange(hasUnsavedEdits:)``), the user cannot go back past it: an attempt asks
/// ``confirmDiscard``, and the flow cancels when the user discards.
@MainActor
public final class AccountCoordinator: Coordinator {
  /// The flow's handle.
  public let flow = Flow<AccountRoute>()
  /// The user whose account the flow shows.
  public let user: User
  /// Asks the user whether to discard the unsaved edits (an alert, in an app); `true` discards.
  public var confirmDiscard: @MainActor () async -> Bool = { true }

  /// A flow for `user`'s account.
  public init(user: User) {
    self.user = user
  }

  /// Shows the user's profile.
  public func start() {
    flow.show(.profile(user))
  }

  /// The profile's edits were saved (`false`) or changed (`true`): while they are unsaved, the
  /// user's back swipe, back button or tab reselection is refused and asks ``confirmDiscard``.
  public func editingDidChange(hasUnsavedEdits: Bool) {
    guard hasUnsavedEdits else {
      flow.enableInteractiveDismissal()
      return
    }
    flow.disableInteractiveDismissal { [weak self] in
      guard let self, await confirmDiscard() else { return }
      cancel()
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

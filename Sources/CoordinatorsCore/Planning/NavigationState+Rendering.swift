extension NavigationState {
  /// What a host shows after performing `step` on what it showed before (`nil`: nothing yet).
  ///
  /// Hosts and tests use this to follow a plan; the navigator uses it to keep its rendered state.
  ///
  /// - Throws: ``NavigationError`` when the step does not fit: it names a stack, layer or tab
  ///   that is not shown, or the result would break a rule.
  public static func rendering(_ step: HostStep, onto shown: NavigationState?) throws(NavigationError)
    -> NavigationState
  {
    // Built only on failure: describing a step lists every screen of it.
    func failure(_ reason: NavigationError.Reason) -> NavigationError {
      NavigationError(reason, context: "perform \(step)")
    }
    if case .setRoot(let container) = step {
      let state = NavigationState(unchecked: container, modals: [])
      let violations = state.invariantViolations()
      guard violations.isEmpty else { throw failure(.invalidState(violations)) }
      return state
    }
    guard var state = shown else { throw failure(.stackNotFound(.root)) }
    do {
      switch step {
      case .setRoot:
        preconditionFailure("handled above")
      case .setStack(let location, let screens, _):
        try state.setStack(screens, at: location)
      case .present(let layer):
        try state.apply(.present(layer))
      case .dismiss(let index):
        try state.apply(.dismissLayer(index))
      case .selectTab(let id):
        try state.apply(.selectTab(id))
      }
    } catch {
      throw failure(error.reason)
    }
    return state
  }
}

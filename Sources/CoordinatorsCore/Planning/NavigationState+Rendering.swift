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
    let context = "perform \(step)"
    if case .setRoot(let container) = step {
      let state = NavigationState(unchecked: container, modals: [])
      let violations = state.invariantViolations()
      guard violations.isEmpty else { throw NavigationError(.invalidState(violations), context: context) }
      return state
    }
    guard var state = shown else { throw NavigationError(.stackNotFound(.root), context: context) }
    do {
      switch step {
      case .setRoot:
        preconditionFailure("handled above")
      case .setStack(let location, let screens):
        try state.apply(.setStack(screens, at: location))
      case .present(let layer):
        try state.apply(.present(layer))
      case .dismiss(let index):
        try state.apply(.dismissLayer(index))
      case .selectTab(let id):
        try state.apply(.selectTab(id))
      }
    } catch {
      throw NavigationError(error.reason, context: context)
    }
    return state
  }
}

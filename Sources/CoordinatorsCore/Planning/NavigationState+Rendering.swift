extension NavigationState {
  /// What a host shows after performing `step` on what it showed before (`nil`: nothing yet).
  ///
  /// Hosts and tests use this to follow a plan; the navigator uses it to keep its rendered state.
  ///
  /// - Throws: ``NavigationError`` when the step does not fit: it names a stack, layer or tab
  ///   that is not shown, or the result would break a rule.
  package static func rendering(_ step: HostStep, onto shown: NavigationState?) throws(NavigationError)
    -> NavigationState
  {
    var state = shown
    try render(step, onto: &state)
    guard let state else { preconditionFailure("a step that fits leaves something shown") }
    return state
  }

  /// Performs `step` on what a host shows (`nil`: nothing yet), in place: what
  /// ``rendering(_:onto:)`` returns, without copying the state's storage when the caller holds
  /// the only reference to it. On failure `shown` is unchanged.
  ///
  /// - Throws: ``NavigationError`` when the step does not fit (see ``rendering(_:onto:)``).
  package static func render(_ step: HostStep, onto shown: inout NavigationState?) throws(NavigationError) {
    // Built only on failure: describing a step lists every screen of it.
    func failure(_ reason: NavigationError.Detail) -> NavigationError {
      NavigationError(reason, context: "perform \(step)")
    }
    if case .setRoot(let container, let layout) = step {
      var state = NavigationState(unchecked: container, modals: [])
      state.rootLayout = layout
      let violations = state.invariantViolations()
      guard violations.isEmpty else { throw failure(.invalidState(violations)) }
      shown = state
      return
    }
    // Moved out, so that the edit below owns the storage; a command that throws changes nothing.
    guard var state = shown.take() else { throw failure(.stackNotFound(.root)) }
    // Only `setRoot` and `setLayout` lay the root out: a command's rule that shows a collapsed split view's
    // section when it changes (see `apply(_:)`) is the desired state's, already planned.
    let layout = state.rootLayout
    defer {
      if case .setLayout = step {} else { state.rootLayout = layout }
      shown = state
    }
    do throws(NavigationError) {
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
      case .setTabItem(let item, let id):
        try state.apply(.setTabItem(item, for: id))
      case .setLayout(let layout):
        guard state.tabIDs != nil || layout.sections == .tabBar else {
          throw NavigationError(.invalidState([.sidebarWithoutTabs(layout.sections)]))
        }
        state.rootLayout = layout
      case .showAlert(let alert):
        try state.apply(.showAlert(alert))
      case .dismissAlert(let id):
        guard state.alert?.id == id else { throw NavigationError(.alertNotShown(id)) }
        try state.apply(.dismissAlert)
      }
    } catch {
      throw failure(error.detail)
    }
  }
}

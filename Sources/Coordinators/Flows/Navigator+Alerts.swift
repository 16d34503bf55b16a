import CoordinatorsCore

/// The alerts a navigator shows: the next identifier, and what the buttons of the one shown do.
///
/// The state holds the alert as a value; the buttons' actions stay here, with the runtime, keyed
/// by the alert's identifier. One alert shows at a time; a second handler lives only while a
/// transaction that shows its alert is built, and leaves with the first change of the state
/// that does not show it (the transaction's own commit, or any change after a rollback).
struct AlertBook {
  /// The number of the next alert's identifier.
  var nextID = 0
  /// What the buttons of each alert a flow showed do, by identifier.
  var handlers: [AlertID: AlertHandler] = [:]
}

/// What the buttons of an alert do: the action of each, for its flow.
struct AlertHandler {
  /// The alert.
  let id: AlertID
  /// The flow that showed it, which a tapped button's action reaches first.
  let owner: FlowID
  /// Each button's action, by index; `nil` for a button that only closes the alert.
  let actions: [(any CoordinatorAction)?]
  /// Gives the answer to the `ask` that awaits it, when one does: the tapped button's action, or
  /// `nil` when the alert left without a button. Without it, a tap sends the action up the tree.
  let answer: (@MainActor ((any CoordinatorAction)?) -> Void)?
}

extension Navigator {
  /// Shows `alert` for the flow `owner`, in the change being built, with what its buttons do.
  ///
  /// The alert shown before leaves without a button when the change commits: the `ask` that
  /// awaits it gets `nil` then.
  func showAlert(
    _ alert: NavigationAlert, actions: [(any CoordinatorAction)?],
    answer: (@MainActor ((any CoordinatorAction)?) -> Void)?
  ) throws(NavigationError) {
    _ = try runningNode(alert.owner)
    try apply(.showAlert(alert), by: alert.owner)
    alerts.handlers[alert.id] = AlertHandler(id: alert.id, owner: alert.owner, actions: actions, answer: answer)
  }

  /// A fresh alert identifier.
  func makeAlertID() -> AlertID {
    defer { alerts.nextID += 1 }
    return AlertID(rawValue: alerts.nextID)
  }

  /// Lets go of the handler of an alert the state no longer shows (a newer alert, a layer
  /// presented or dismissed, its flow finished, the system took it down): it left without a
  /// button, and the `ask` awaiting it gets `nil`.
  func settleAlertHandlers() {
    let shown = state.alert?.id
    for (id, handler) in alerts.handlers where id != shown {
      alerts.handlers[id] = nil
      handler.answer?(nil)
    }
  }

  /// The user tapped button `index` of alert `id`: the alert leaves, and the button's action
  /// reaches the flow that showed it, as a screen's action does, or the `ask` awaiting it.
  /// A tap on an alert that is not shown (a late or repeated report) changes nothing.
  func answerAlert(_ id: AlertID, button index: Int) -> Bool {
    // Taken out first, so that the change of the state does not settle it as dismissed.
    let handler = alerts.handlers.removeValue(forKey: id)
    guard follow(.tappedAlertButton(id, index: index)) else {
      if let handler { alerts.handlers[id] = handler }
      return false
    }
    guard let handler, handler.actions.indices.contains(index) else { return true }
    let action = handler.actions[index]
    if let answer = handler.answer {
      answer(action)
    } else if let action, tree[handler.owner]?.isRunning == true {
      _ = send(action, startingAt: handler.owner, from: handler.owner)
    }
    return true
  }
}

import CoordinatorsCore

/// The alerts a navigator shows and holds back: the next identifier, what the buttons of the
/// one shown do, and the alerts that wait to show.
///
/// The state holds the alert shown as a value; the buttons' actions stay here, with the runtime,
/// keyed by the alert's identifier. One alert shows at a time; a second handler lives only while a
/// transaction that shows its alert is built, and leaves with the first change of the state
/// that does not show it (the transaction's own commit, or any change after a rollback).
///
/// The alerts that wait (see <doc:Alerts>, "Alerts that wait") are kept here and not in the state:
/// no host draws them, a snapshot leaves alerts out, and the event log records each alert when
/// it shows, as a change of its own, which is what a replay must reproduce.
struct AlertBook {
  /// The number of the next alert's identifier.
  var nextID = 0
  /// What the buttons of each alert a flow showed do, by identifier.
  var handlers: [AlertID: AlertHandler] = [:]
  /// The alerts that wait to show, oldest first, each with what its buttons do.
  var waiting: [WaitingAlert] = []
}

/// What the buttons of an alert do: the action of each, for its flow.
struct AlertHandler {
  /// The alert.
  let id: AlertID
  /// The flow that showed it, which a tapped button's action reaches first.
  let owner: FlowID
  /// Each button's action, by index; `nil` for a button that only closes the alert.
  let actions: [(any CoordinatorAction)?]
  /// The `ask` that awaits it, when one does: it gets the tapped button's action, or `nil` when
  /// the alert left without a button. Without one, a tap sends the action up the tree.
  let answer: AlertAnswer?
}

/// An alert that waits to show, and what its buttons will do.
struct WaitingAlert {
  /// The alert, as it will show.
  let alert: NavigationAlert
  /// What its buttons do.
  let handler: AlertHandler
  /// The transaction that lets go of the alert when it commits; `nil` when none does, or once
  /// it rolled back (it is released). While it is set, the alert does not show: the commit shows
  /// the waiting alerts that may show before it lets go of this one.
  weak var withdrawal: FlowDraft?
}

/// The answer an `ask` awaits, given exactly once: the tapped button's action, or `nil` when the
/// alert left without a button, when the task was cancelled, or when whatever kept the answer
/// (the navigator's alert book, or a transaction that never committed) let it go.
///
/// Only the navigator holds it (the `ask` keeps a weak reference), so a navigator that goes
/// away while its alert asks ends the `ask` with `nil`, as `Flow.run` ends with `.cancelled`.
final class AlertAnswer {
  // Given on the main actor while alive (the navigator and the `ask` run there), and resumed by
  // deinit once nothing else holds the answer: never both at once.
  private var continuation: CheckedContinuation<(any CoordinatorAction)?, Never>?

  init(_ continuation: CheckedContinuation<(any CoordinatorAction)?, Never>) {
    self.continuation = continuation
  }

  /// Whether the `ask` still waits for it.
  var isPending: Bool { continuation != nil }

  /// Resumes the `ask` with `action` the first time; later calls do nothing.
  func give(_ action: (any CoordinatorAction)?) {
    let continuation = self.continuation
    self.continuation = nil
    continuation?.resume(returning: action)
  }

  deinit { continuation?.resume(returning: nil) }
}

extension FlowLayer {
  /// Shows `alert` for the flow `owner`, in the change being built, with what its buttons do;
  /// or, when it must wait (see ``mustWait(_:)``), holds it back until it may show.
  ///
  /// The alert shown before leaves without a button when the change commits: the `ask` that
  /// awaits it gets `nil` then. The flow's own alerts that waited give way to this one.
  func showAlert(
    _ alert: NavigationAlert, actions: [(any CoordinatorAction)?], answer: AlertAnswer?
  ) throws(NavigationError) {
    _ = try runningNode(alert.owner)
    let handler = AlertHandler(id: alert.id, owner: alert.owner, actions: actions, answer: answer)
    let waits = mustWait(alert)
    if waits {
      // Refused as it would be if it showed now.
      _ = try drafted.state.applying(.showAlert(alert))
    } else {
      try apply(.showAlert(alert), by: alert.owner)
      alerts.handlers[alert.id] = handler
    }
    // Only once the change commits: a rolled back one leaves the waiting alerts as they were, and
    // lets go of this one's answer, so its `ask` gets `nil`.
    drafted.afterCommit.append { [weak self] in
      guard let self else { return }
      let replaced = alerts.waiting.filter { $0.alert.owner == alert.owner && $0.alert.id < alert.id }
      alerts.waiting.removeAll { $0.alert.owner == alert.owner && $0.alert.id < alert.id }
      for entry in replaced { entry.handler.answer?.give(nil) }
      if waits {
        alerts.waiting.append(WaitingAlert(alert: alert, handler: handler))
        showWaitingAlerts()
      }
    }
  }

  /// Whether a flow's alert must wait instead of showing in the change being built: its flow is
  /// out of sight, or another flow's alert shows (see <doc:Alerts>).
  private func mustWait(_ alert: NavigationAlert) -> Bool {
    let state = drafted.state
    if let shown = state.alert, shown.owner != alert.owner { return true }
    return !Self.isInSight(alert.owner, in: state, tree: drafted.tree)
  }

  /// Whether the user can see the flow `id` in `state`: the root is a single stack, or the flow
  /// or one of its descendants owns a screen of the selected tab or of a modal layer. A flow all
  /// of whose screens are in tabs that are not selected is out of sight.
  ///
  /// Read from the top-most screen down: a flow that shows its alert over its own screens, the
  /// common case, is found at once, whatever the depth; only a flow out of sight costs a pass
  /// over the screens shown.
  static func isInSight(_ id: FlowID, in state: NavigationState, tree: FlowTree) -> Bool {
    guard state.selectedTab != nil else { return true }
    var checked: Set<FlowID> = []
    return state.visiblePathContains { screen in
      checked.insert(screen.owner).inserted && tree.isSelfOrDescendant(screen.owner, of: id)
    }
  }

  /// Shows the oldest waiting alert that may show now, each in a change of its own, so that an
  /// event log records it and a replay shows it: its flow is in sight, and no alert shows but
  /// an older one of the same flow. Lets go of the waiting alerts of flows that ended: their
  /// `ask`s get `nil`.
  func showWaitingAlerts() {
    while draft == nil, !alerts.waiting.isEmpty {
      let tree = self.tree
      let ended = alerts.waiting.filter { tree[$0.alert.owner]?.isRunning != true }
      if !ended.isEmpty {
        alerts.waiting.removeAll { tree[$0.alert.owner]?.isRunning != true }
        for entry in ended { entry.handler.answer?.give(nil) }
      }
      let state = navigator.state
      guard
        let index = alerts.waiting.firstIndex(where: { entry in
          let alert = entry.alert
          if entry.withdrawal != nil { return false }
          if let shown = state.alert, shown.owner != alert.owner || shown.id > alert.id { return false }
          return Self.isInSight(alert.owner, in: state, tree: tree)
        })
      else { return }
      let entry = alerts.waiting.remove(at: index)
      // Before the change, so that settling the handlers keeps it.
      alerts.handlers[entry.alert.id] = entry.handler
      do {
        try navigator.change(cause: .programmatic, commands: [.showAlert(entry.alert)]) {
          (state: inout NavigationState) throws(NavigationError) in try state.apply(.showAlert(entry.alert))
        }
      } catch {
        // Cannot happen: the alert was checked when its flow showed it.
        alerts.handlers[entry.alert.id] = nil
        entry.handler.answer?.give(nil)
      }
    }
  }

  /// Lets go of the waiting alerts `ids` once the transaction being built commits: until then
  /// they stay, and none of them shows.
  func withdrawWaitingAlerts(_ ids: Set<AlertID>) {
    guard !ids.isEmpty else { return }
    let draft = drafted
    for index in alerts.waiting.indices where ids.contains(alerts.waiting[index].alert.id) {
      alerts.waiting[index].withdrawal = draft
    }
    draft.afterCommit.append { [weak self] in self?.dropWaitingAlerts { ids.contains($0.id) } }
  }

  /// Lets go of the waiting alerts that `isLeaving` picks: their `ask`s get `nil`.
  ///
  /// - Returns: whether one left.
  @discardableResult
  func dropWaitingAlerts(where isLeaving: (NavigationAlert) -> Bool) -> Bool {
    let leaving = alerts.waiting.filter { isLeaving($0.alert) }
    guard !leaving.isEmpty else { return false }
    alerts.waiting.removeAll { isLeaving($0.alert) }
    for entry in leaving { entry.handler.answer?.give(nil) }
    return true
  }

  /// The alerts that wait to show, oldest first (see `Navigator.waitingAlerts`).
  var waitingAlerts: [NavigationAlert] { alerts.waiting.map(\.alert) }

  /// A fresh alert identifier.
  func makeAlertID() -> AlertID {
    defer { alerts.nextID += 1 }
    return AlertID(rawValue: alerts.nextID)
  }

  /// Lets go of the handler of an alert the state no longer shows (a newer alert, a layer
  /// presented or dismissed, its flow finished, the system took it down): it left without a
  /// button, and the `ask` awaiting it gets `nil`.
  func settleAlertHandlers() {
    let shown = navigator.state.alert?.id
    for (id, handler) in alerts.handlers where id != shown {
      alerts.handlers[id] = nil
      handler.answer?.give(nil)
    }
  }

  /// The user tapped button `index` of alert `id`: the alert leaves, and the button's action
  /// reaches the flow that showed it, as a screen's action does, or the `ask` awaiting it.
  /// A tap on an alert that is not shown (a late or repeated report) changes nothing.
  func answerAlert(_ id: AlertID, button index: Int) -> Bool {
    // Taken out first, so that the change of the state does not settle it as dismissed.
    let handler = alerts.handlers.removeValue(forKey: id)
    guard navigator.follow(.tappedAlertButton(id, index: index)) else {
      if let handler { alerts.handlers[id] = handler }
      return false
    }
    guard let handler, handler.actions.indices.contains(index) else { return true }
    let action = handler.actions[index]
    if let answer = handler.answer {
      answer.give(action)
    } else if let action, tree[handler.owner]?.isRunning == true {
      _ = send(action, startingAt: handler.owner, from: handler.owner)
    }
    return true
  }
}

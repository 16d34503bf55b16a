@_spi(Hosts) import CoordinatorsCore

/// What a navigation controller of the UIKit host showing new screens is
/// (`navigationController(_:didShow:animated:)`): the session's rule for a stack (``StackDidShow``)
/// asked for the place (a stack's navigation controller, or a column of the split view), and,
/// for the user's change, the gesture it is. Pure: ``UIKitHostModel`` follows the gesture, or
/// takes it back.
package enum UIKitDidShow: Hashable, Sendable {
  /// Nothing to follow, the bar left as it is: a cancelled transition of the user's, or the end
  /// of one that ran before the host's call (``StackDidShow/earlierCall``).
  case nothing
  /// What the host set: the bar follows the top.
  case shown
  /// The user's gesture: a pop of the stack or of the part a column shows, or the compact
  /// column's return to its sidebar.
  case gesture(UserGesture)
  /// A change the host did not set that is no gesture: reported as a fallback (only pops are
  /// followed).
  case unknown

  /// What the navigation controller at `place` showing `ids` is, where the host shows `shown`,
  /// its split view's columns planned as `columns` (`nil`: the root is no split view); `nil`
  /// when the place shows no stack of `shown`.
  ///
  /// - Parameters:
  ///   - cancelled: the transition that ended was cancelled.
  ///   - stepInFlight: the session's step in flight.
  ///   - userTransitionRuns: a transition of the user's runs on the place's stack.
  package init?(
    _ ids: [ScreenID], at place: UIKitRootNavigation, in shown: NavigationState, columns: UIKitColumnCalls?,
    cancelled: Bool, stepInFlight: HostStep?, userTransitionRuns: Bool
  ) {
    guard let stack = place.stack(in: shown, columns: columns?.columns),
      let before = place.screens(in: shown, columns: columns?.columns), let screens = shown.stack(at: stack)
    else { return nil }
    let stepRuns = if case .setStack(stack, _, _)? = stepInFlight { true } else { false }
    let answer =
      switch place {
      case .column(let column):
        StackDidShow(
          inPlace: ids, shown: before, cancelled: cancelled,
          waitingCallShowedReported: columns?.isEarlier(ids, in: column) == true, stepRuns: stepRuns,
          userTransitionRuns: userTransitionRuns)
      case .stack:
        StackDidShow(
          reported: ids, shown: before, cancelled: cancelled, stepWaits: stepRuns,
          userTransitionRuns: userTransitionRuns)
      }
    switch answer {
    case .cancelled, .earlierCall: self = .nothing
    case .shown: self = .shown
    case .usersChange:
      switch place {
      case .column(let column):
        self = columns?.columns.gesture(showing: ids, in: column, of: screens).map(Self.gesture) ?? .unknown
      case .stack:
        guard case .popped(let target) = ReportedStack(ids, rendered: screens) else {
          self = .unknown
          return
        }
        self = .gesture(.popped(to: target))
      }
    }
  }
}

/// What a stack the platform says it shows at the end of a transition is (UIKit's
/// `navigationController(_:didShow:animated:)`), against what the host shows there: the one
/// answer to "is this an echo", for every host that hears of a stack's transitions ending.
///
/// The host passes what it saw and the session's facts; it keeps only what it follows:
///
/// <!-- snippet: not compiled -->
/// ```swift
/// switch StackDidShow(reported: ids, shown: shownIDs, cancelled: cancelled,
///                     stepWaits: aStepSetsThisStack, userTransitionRuns: willShowBeganOne) {
/// case .cancelled, .shown, .earlierCall: break
/// case .usersChange: report(ReportedStack(ids, rendered: screens))
/// }
/// ```
package enum StackDidShow: Hashable, Sendable {
  /// The user's transition was cancelled: the platform shows what it showed before it.
  case cancelled
  /// The platform shows the stack the host shows: the end of the host's own change, or a
  /// repeated report.
  case shown
  /// The end of a transition the platform ran before the call the step in flight waits with
  /// (UIKit makes a change asked for during a transition once it ends, and its `didShow`
  /// reports the older stack first: openradar 44091459): no act of the user's.
  case earlierCall
  /// A change the user made (a pop): the host reports it as the user's gesture, and the session
  /// completes the step in flight first ("a gesture during a step: the step completes first").
  case usersChange

  /// What the platform showing `reported` is, where the host shows `shown`.
  ///
  /// - Parameters:
  ///   - cancelled: the transition that ended was cancelled.
  ///   - stepWaits: a step in flight on this stack waits for the platform to end its call.
  ///   - userTransitionRuns: a transition of the user's began on this stack (the platform said
  ///     it would show a screen other than the stack's top) and has not ended. During a step it
  ///     is the user interrupting it: iOS 26 lets the back button reverse a push while it
  ///     animates (https://github.com/grahammendick/navigation/pull/888, "interacting during
  ///     transition that's new in iOS 26"), and the step's own transition then ends cancelled,
  ///     showing the user's stack.
  package init(
    reported: [ScreenID], shown: [ScreenID], cancelled: Bool, stepWaits: Bool, userTransitionRuns: Bool
  ) {
    if reported == shown {
      self = cancelled ? .cancelled : .shown
    } else if stepWaits && userTransitionRuns {
      self = .usersChange
    } else if cancelled {
      self = .cancelled
    } else if stepWaits {
      self = .earlierCall
    } else {
      self = .usersChange
    }
  }

  /// What a part of a stack the platform shows in one place of several (a split view's column:
  /// UIKit's columns are navigation controllers of their own) is when its transition ends, where
  /// the host shows `shown` there: as for a whole stack, with the host's call for the place that
  /// waits for the transition to end instead of the step.
  ///
  /// - Parameters:
  ///   - waitingCallShowedReported: the host's call for the place waits for a running transition
  ///     to end, and the place showed `reported` when it began to wait: the end of that
  ///     transition, no act of the user's, unless the host shows `reported` there.
  ///   - stepRuns: a step on the stack is in flight.
  ///   - userTransitionRuns: a transition of the user's began on the stack and has not ended; with
  ///     a step in flight, it began during the step (steps wait for the user's transitions), and
  ///     the place's change is the user's, as for a whole stack: iOS 26's back button reverses a
  ///     column's push as it reverses a stack's.
  package init(
    inPlace reported: [ScreenID], shown: [ScreenID], cancelled: Bool, waitingCallShowedReported: Bool,
    stepRuns: Bool, userTransitionRuns: Bool
  ) {
    let interrupted = !waitingCallShowedReported && stepRuns && userTransitionRuns
    self.init(
      reported: reported, shown: shown, cancelled: cancelled, stepWaits: waitingCallShowedReported || interrupted,
      userTransitionRuns: interrupted)
  }

  /// Whether the platform's announcing that a stack will show screen `id` (UIKit's
  /// `navigationController(_:willShow:animated:)`) begins a transition of the user's: `id` is
  /// not the top of the stack the host shows there (`top`), so the host did not ask for it (a
  /// back swipe, the back button, a long press on it). Steps wait until it ends.
  package static func willShowBeginsUserTransition(showing id: ScreenID?, top: ScreenID?) -> Bool {
    id != top
  }
}

/// The calls the UIKit host makes on a stack's navigation controller once no transition of it
/// runs: UIKit defers a change made during one, and its `didShow` then reports the older stack
/// (openradar 44091459), so the call waits for the end, as react-native-screens does
/// (https://github.com/software-mansion/react-native-screens/pull/409). A later call for the
/// place replaces a waiting one. Pure: ``UIKitHostModel`` makes the calls, and watches the
/// transitions, it is told to. A split view's columns wait together (``UIKitColumnCalls``).
package struct UIKitWaitingCalls<Call> {
  /// What the host does now.
  package enum Next {
    /// Make the call.
    case make(Call)
    /// Watch the running transition of the place: ``transitionEnded(at:running:)`` once it ended.
    case watchTransition
    /// Nothing: a call waits for a transition already watched, or none waits.
    case nothing
  }

  /// The call waiting at each place.
  private var calls: [UIKitRootNavigation: Call] = [:]

  /// No call waits.
  package init() {}

  /// `call` for the navigation controller at `place`, whose transition runs (`running`) or not:
  /// made now, or kept until the transition ends, watched by the first call that waits there.
  package mutating func call(_ call: Call, at place: UIKitRootNavigation, running: Bool) -> Next {
    guard running else { return .make(call) }
    return calls.updateValue(call, forKey: place) == nil ? .watchTransition : .nothing
  }

  /// The transition at `place` ended, another one running there now (`running`) or not: the call
  /// waiting there is made, or waits for the next one.
  package mutating func transitionEnded(at place: UIKitRootNavigation, running: Bool) -> Next {
    guard let call = calls.removeValue(forKey: place) else { return .nothing }
    return self.call(call, at: place, running: running)
  }

  /// The watchdog gave up on a step, whose call may wait for a transition end that never came:
  /// the calls waiting where no transition runs any more (`running`), to make now.
  package mutating func callsNoTransitionHolds(running: (UIKitRootNavigation) -> Bool) -> [Call] {
    var idle: [Call] = []
    for (place, call) in calls where !running(place) {
      calls[place] = nil
      idle.append(call)
    }
    return idle
  }
}

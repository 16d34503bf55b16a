import CoordinatorsCore

/// Something that shows a navigator's state: a SwiftUI scene, a UIKit window, a terminal, a test.
///
/// A host is thin. It performs the steps it is given, one at a time, and reports what the user
/// did; it makes no navigation decision. The navigator never starts a step before the
/// previous one completed.
///
/// When the user navigates by themselves (a back swipe, a sheet swiped down, a tab tapped),
/// the host calls ``Navigator/userDid(_:)`` with the gesture (`.popped(to:)`, `.dismissedLayer`,
/// `.selectedTab` or `.reselectedTab`) once it has completed. A cancelled gesture is not reported. A host that keeps its own copy
/// of what it shows follows the gesture with `NavigationState.applyingUserGesture(_:)`, the
/// function the navigator uses too.
@MainActor
public protocol NavigationHost: AnyObject {
  /// What the host can do in one step; the planner takes it into account.
  var capabilities: HostCapabilities { get }

  /// Performs `step`, then calls `completion` once its transition has really completed (the
  /// animation ended), not after a fixed delay.
  ///
  /// Call `completion` exactly once, on the main actor; a step without animation may call it
  /// before returning. The navigator acts on it at once, so it always knows which steps the
  /// host has finished: a gesture reported afterwards applies to the step's result, one
  /// reported before it to what was shown until then. (An `async` function that returns when
  /// done would leave a moment where the host has finished and the navigator has not heard,
  /// and a gesture in that moment could be applied in the wrong order.)
  func perform(_ step: HostStep, completion: @escaping @MainActor @Sendable () -> Void)

  /// Called when the navigator starts driving this host, before the first step; the host
  /// keeps the navigator (weakly) to report gestures to it.
  func didAttach(to navigator: Navigator)
}

extension NavigationHost {
  /// Does nothing.
  public func didAttach(to navigator: Navigator) {}
}

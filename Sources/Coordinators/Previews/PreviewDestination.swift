import CoordinatorsCore
import Foundation

/// Where a preview shows a navigator: what its coordinators show when they start, a walk of
/// routes, or a link, reached at once (see ``Navigator/prepareForPreview(at:)``).
///
/// ```swift
/// let inSheet = PreviewDestination.routes([MainRoute.detail, MainRoute.bottomSheet])
/// let fromLink = PreviewDestination.link(URL(string: "coordinatorexample://locations/Paris")!)
/// try TabsApp.makeNavigator().prepareForPreview(at: inSheet)
/// try TabsApp.makeNavigator().prepareForPreview(at: fromLink)
/// ```
public enum PreviewDestination: Sendable {
  /// What the root coordinator shows in `start()`: nothing is walked.
  case start
  /// The state ``Navigator/navigate(to:cause:)`` walks to: each route shown by the flow the walk
  /// is in, a flow route starting its child flow, a tab route entering its tab.
  case routes([any Route])
  /// The state the link walks to through the navigator's ``Navigator/deepLinks`` router: its
  /// pattern's routes, with its link guards and route guards checked (a guard that does not hold
  /// fails the preview; no guard's flow runs).
  case link(URL)
}

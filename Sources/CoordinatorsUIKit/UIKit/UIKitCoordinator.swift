#if canImport(UIKit)
  import UIKit

  /// A coordinator whose screens UIKit shows: the UIKit twin of `TerminalCoordinator.screen(for:)`.
  ///
  /// The controller gets the coordinator it needs from `self`, typed, with no cast:
  ///
  /// ```swift
  /// extension InboxCoordinator: UIKitCoordinator {
  ///   func viewController(for route: InboxRoute) -> UIViewController {
  ///     switch route {
  ///     case .inbox: InboxListController(coordinator: self)
  ///     case .message(let id): hosting(MessageView(id: id, coordinator: self))
  ///     }
  ///   }
  /// }
  /// ```
  @MainActor
  public protocol UIKitCoordinator: Coordinator {
    /// The controller that shows `route`; the host makes one per screen and keeps it while the
    /// screen is shown. It is never called for a route that opens a child flow: keep those in
    /// the coordinator's `FlowRoute` type, and the switch needs no branch for them.
    func viewController(for route: RouteType) -> UIViewController
  }

  extension UIKitCoordinator {
    /// The controller of `route` when it is one of this coordinator's routes.
    func anyViewController(for route: AnyRoute) -> UIViewController? {
      route.route(as: RouteType.self).map { viewController(for: $0) }
    }
  }
#endif

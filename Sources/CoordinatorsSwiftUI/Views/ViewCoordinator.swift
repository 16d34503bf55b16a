#if canImport(SwiftUI)
  import SwiftUI

  /// A coordinator whose screens are SwiftUI views: the SwiftUI twin of `TerminalCoordinator`.
  ///
  /// ``NavigatorView`` asks the coordinator of the flow that owns a screen for that screen's view.
  /// Give the conformance in the app's target, as an extension, so the flows stay free of any
  /// platform. Pass `self` to the views that send actions or read the coordinator's data: each
  /// view gets its coordinator typed, with no cast and no generic view.
  ///
  /// ```swift
  /// extension InboxCoordinator: ViewCoordinator {
  ///   func view(for route: InboxRoute) -> some View {
  ///     switch route {
  ///     case .inbox: InboxList(coordinator: self)
  ///     case .message(let id): MessageView(id: id)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// A view can also report what the user did without its coordinator, from the environment:
  /// `EnvironmentValues.sendAction`. A screen whose coordinator does not conform
  /// shows its route's description.
  @MainActor
  public protocol ViewCoordinator: Coordinator {
    /// The type of the screens' views.
    associatedtype Content: View
    /// The view of the screen that shows `route`.
    ///
    /// SwiftUI calls it whenever the screen's view is rebuilt, so it should be cheap. It is never
    /// called for a route that opens a child flow: keep those in the coordinator's `FlowRoute`
    /// type, and the switch needs no branch for them.
    @ViewBuilder @MainActor func view(for route: RouteType) -> Content
  }

  extension ViewCoordinator {
    /// The view of `route` when it is one of this coordinator's routes.
    func anyView(for route: AnyRoute) -> AnyView? {
      route.route(as: RouteType.self).map { AnyView(view(for: $0)) }
    }
  }
#endif

#if canImport(UIKit)
  import SwiftUI
  import UIKit

  extension UIKitCoordinator {
    /// A controller that shows a SwiftUI view: the one line that keeps a screen in SwiftUI.
    ///
    /// <!-- snippet: in InboxCoordinator -->
    /// ```swift
    /// func viewController(for route: InboxRoute) -> UIViewController {
    ///   switch route {
    ///   case .inbox: InboxListController(coordinator: self)
    ///   case .message(let id): hosting(MessageView(id: id))
    ///   }
    /// }
    /// ```
    ///
    /// The view gets the `sendAction` environment value (CoordinatorsSwiftUI's `SendAction`) that
    /// sends from this coordinator's flow, so a screen written for a `NavigatorView`, which
    /// reports its actions with `@Environment(\.sendAction)`, reports them here too: this
    /// coordinator is offered each first, then its ancestors.
    public func hosting(_ view: some View) -> UIViewController {
      UIHostingController(rootView: view.environment(\.sendAction, SendAction(coordinator: self)))
    }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Marks this view as the one that shows `route`: a screen of that route pushed with
    /// `TransitionID.zoom` from the screen this view is on zooms out of it, and back into it when
    /// popped, from iOS 18 (not on macOS and tvOS, which have no zoom). It works the same for a
    /// tap, a coordinator's push and a deep link: the source is named by the route, not by an
    /// identifier threaded through the app.
    ///
    /// ```swift
    /// struct PhotoGrid: View {
    ///   let photos: [Photo]
    ///   var body: some View {
    ///     ForEach(photos) { photo in
    ///       PhotoCell(photo).transitionSource(for: PhotoRoute.detail(photo.id))
    ///     }
    ///   }
    /// }
    /// navigator.transitionRules.append(TransitionRule(to: .type(PhotoRoute.self), on: .push, use: .zoom))
    /// ```
    ///
    /// Only views on screen count: when none shows the pushed route (the cell scrolled away, a
    /// link that pushes several screens at once), the screen is pushed as usual. Mark one view
    /// per route on a screen. Outside a ``NavigatorView``'s screen it changes nothing.
    public func transitionSource(for route: some Route) -> some View {
      modifier(RouteTransitionSource(route: AnyRoute(route)))
    }
  }

  /// Tells the stack while a view showing `route` is on screen, and marks it as the source of
  /// the zooms of that route.
  private struct RouteTransitionSource: ViewModifier {
    let route: AnyRoute
    @Environment(\.transitionSourceScope) private var scope

    func body(content: Content) -> some View {
      content
        .modifier(TransitionSource(id: AnyHashable(TransitionSourceID(route: route))))
        .onAppear { [scope, route] in scope?.appeared(route) }
        .onDisappear { [scope, route] in scope?.disappeared(route) }
        .onChange(of: route) { [scope] old, new in
          scope?.disappeared(old)
          scope?.appeared(new)
        }
    }
  }

  /// The screen a view is on, and its stack: where a transition source reports itself.
  struct TransitionSourceScope {
    let stack: StackModel
    let screen: ScreenID

    @MainActor func appeared(_ route: AnyRoute) { stack.transitionSourceAppeared(route, on: screen) }
    @MainActor func disappeared(_ route: AnyRoute) { stack.transitionSourceDisappeared(route, on: screen) }
  }

  extension EnvironmentValues {
    /// The screen of the view that reads it, or `nil` outside a ``NavigatorView``'s screens.
    var transitionSourceScope: TransitionSourceScope? {
      get { self[TransitionSourceScopeKey.self] }
      set { self[TransitionSourceScopeKey.self] = newValue }
    }
  }

  private struct TransitionSourceScopeKey: EnvironmentKey {
    static var defaultValue: TransitionSourceScope? { nil }
  }
#endif

/// Reports an action from the screen whose view reads it (`@Environment(\.sendAction)`): the
/// coordinator of the flow that owns the screen is offered it first, then its ancestors.
///
/// ```swift
/// struct FeaturedButton: View {
///   @Environment(\.sendAction) private var sendAction
///   var body: some View {
///     Button("Featured") { sendAction(ShapesAction.showFeatured) }
///   }
/// }
/// ```
///
/// A `NavigatorView` gives each screen the one that sends from that screen, as
/// `navigator.send(action, from: id)` does; UIKit's `hosting(_:)` (CoordinatorsUIKit) gives the SwiftUI view
/// it hosts the one that sends from the coordinator that made the controller
/// (``init(coordinator:)``). Elsewhere, the environment's default sends nowhere and returns
/// `false`. A test or a preview injects its own with ``init(_:)``:
///
/// ```swift
/// #Preview {
///   FeaturedButton()
///     .environment(\.sendAction, SendAction { action in print(action); return true })
/// }
/// ```
///
/// It holds its navigator or coordinator weakly: a view that outlives its screen keeps nothing
/// alive, and its actions go nowhere.
public struct SendAction: Sendable {
  private let send: @MainActor @Sendable (any CoordinatorAction) -> Bool

  /// An action sender that hands each action to `send`, which returns whether the action was
  /// handled: for tests and previews, which show a view without a navigator.
  public init(_ send: @escaping @MainActor @Sendable (any CoordinatorAction) -> Bool) {
    self.send = send
  }

  /// Sends each action from the screen `id` of `navigator`, as
  /// `navigator.send(action, from: id)` does; a `NavigatorView` gives each screen this one.
  @MainActor
  package init(navigator: Navigator, screen id: ScreenID) {
    send = { [weak navigator] action in navigator?.send(action, from: id) ?? false }
  }

  /// Sends each action from the flow of `coordinator`, as `coordinator.flow.send(action)` does:
  /// the coordinator is offered it first, then its ancestors. UIKit's `hosting(_:)` gives the
  /// view it hosts this one, made with the coordinator that shows the screen.
  @MainActor
  public init(coordinator: some Coordinator) {
    send = { [weak coordinator] action in coordinator?.flow.send(action) ?? false }
  }

  /// Sends `action` from the view's screen; returns whether a coordinator handled it.
  @MainActor @discardableResult
  public func callAsFunction(_ action: any CoordinatorAction) -> Bool { send(action) }
}

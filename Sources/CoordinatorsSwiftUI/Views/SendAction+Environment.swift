#if canImport(SwiftUI)
  import SwiftUI

  /// Reports an action from the screen whose view reads it: `navigator.send(action, from: screen)`.
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
  /// The coordinator of the flow that owns the screen is offered the action first, then its
  /// ancestors. Outside a ``NavigatorView`` the action goes nowhere.
  public struct SendAction: Sendable {
    let send: @MainActor @Sendable (any CoordinatorAction) -> Bool

    /// Sends `action` from the view's screen; returns whether a coordinator handled it.
    @MainActor @discardableResult
    public func callAsFunction(_ action: any CoordinatorAction) -> Bool { send(action) }
  }

  extension SendAction {
    /// The action of the screen `id` of `navigator`.
    @MainActor
    init(navigator: Navigator, screen id: ScreenID) {
      send = { [weak navigator] action in navigator?.send(action, from: id) ?? false }
    }
  }

  private struct SendActionKey: EnvironmentKey {
    static let defaultValue = SendAction { _ in false }
  }

  extension EnvironmentValues {
    /// Reports an action from the screen that reads it; see ``SendAction``.
    public var sendAction: SendAction {
      get { self[SendActionKey.self] }
      set { self[SendActionKey.self] = newValue }
    }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Marks this view as where the confirmation dialogs of its screen point: a dialog a flow
    /// shows while the screen is on top hangs on it, so that its popover (an iPad's, and from
    /// iOS 26 an iPhone's) points at the control the user tapped rather than at the middle of
    /// the screen. The UIKit host's counterpart is `UIKitHost.alertSource`.
    ///
    /// ```swift
    /// struct DeleteButton: View {
    ///   @Environment(\.sendAction) private var sendAction
    ///   var body: some View {
    ///     Button("Delete", role: .destructive) { sendAction(NoteAction.askToDelete) }
    ///       .alertSource()
    ///   }
    /// }
    /// ```
    ///
    /// Only an active source counts (`isActive`, `true` by default, and on screen): with several
    /// on a screen, mark the one that asked active (`isActive: asking == .delete`), else the one
    /// that became active last is chosen. With none, a dialog points at its screen's view. An
    /// alert, which is never a popover, is not moved. Outside a ``NavigatorView``'s screen it
    /// changes nothing.
    public func alertSource(isActive: Bool = true) -> some View {
      modifier(AlertSource(isActive: isActive))
    }
  }

  /// Tells the host while the view is an active alert source of its screen, and hangs the
  /// dialog on it when the host says so.
  private struct AlertSource: ViewModifier {
    let isActive: Bool
    @Environment(\.alertSourceScope) private var scope
    /// This source's identity, for the host.
    @State private var token = Token()
    @State private var isOnScreen = false

    final class Token {}

    // Declared beside the private `@State`, which keeps its initial values: Xcode 27 no longer
    // synthesizes a usable memberwise initializer here.
    init(isActive: Bool) {
      self.isActive = isActive
    }

    /// The same modifiers whether the view is on a screen or not (outside a ``NavigatorView``'s
    /// screens, with no scope, they do nothing): a branch would remake the content it marks.
    func body(content: Content) -> some View {
      let source = ObjectIdentifier(token)
      content
        .modifier(DialogPresenter(host: scope?.host, anchor: scope.map { .source($0.screen, source) }))
        .onAppear {
          isOnScreen = true
          if isActive, let scope { scope.host.alertSources.activated(source, on: scope.screen) }
        }
        .onDisappear {
          isOnScreen = false
          if let scope { scope.host.alertSources.deactivated(source, on: scope.screen) }
        }
        .onChange(of: isActive) { _, active in
          guard let scope else { return }
          if active, isOnScreen {
            scope.host.alertSources.activated(source, on: scope.screen)
          } else {
            scope.host.alertSources.deactivated(source, on: scope.screen)
          }
        }
    }
  }

  /// The screen a view is on, and its host: where an alert source reports itself.
  struct AlertSourceScope {
    let host: SwiftUIHost
    let screen: ScreenID
  }

  extension EnvironmentValues {
    /// The screen of the view that reads it, or `nil` outside a ``NavigatorView``'s screens.
    var alertSourceScope: AlertSourceScope? {
      get { self[AlertSourceScopeKey.self] }
      set { self[AlertSourceScopeKey.self] = newValue }
    }
  }

  private struct AlertSourceScopeKey: EnvironmentKey {
    static var defaultValue: AlertSourceScope? { nil }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  /// Applies the modifiers that `ScreenModifiers` (the model) decides for a screen's options, and
  /// only those: title, title display mode, back button, navigation bar and its appearance, tab
  /// bar.
  ///
  /// The back button's modifier is always applied, with its value, since whether the user may go
  /// back changes while the screen lives: never in a branch, which would remake the screen's
  /// content when it flips (https://www.objc.io/blog/2021/08/24/conditional-view-modifiers/). Any
  /// other option left at its default adds no modifier, so what the screen's own view sets (a
  /// title once its data has loaded, its own toolbar) is not overridden by a value applied outside
  /// it; those options come with the screen's route, fixed while the screen lives. Hiding the back
  /// button also turns off the swipe back in
  /// `NavigationStack` (`ScreenOptions.hidesBackButton`). The title display mode, the bar's
  /// visibility and its appearance are iOS (UIKit) only; a Mac shows the title in the window's
  /// toolbar.
  struct ScreenOptionsModifier: ViewModifier {
    let modifiers: ScreenModifiers
    /// The appearance of the screen's `barStyle`, or `nil` when it names none.
    let bar: BarAppearance?

    func body(content: Content) -> some View {
      content
        .applying(modifiers.title) { view, title in view.navigationTitle(title) }
        .navigationBarBackButtonHidden(modifiers.hidesBackButton)
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
          .applying(modifiers.titleDisplayMode) { view, mode in
            view.navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode(mode))
          }
          .applying(modifiers.hidesNavigationBar) { view, hidden in
            view.barVisibility(hidden ? .hidden : .automatic, for: .navigationBar)
          }
          .applying(modifiers.hidesTabBar) { view, hidden in
            view.barVisibility(hidden ? .hidden : .automatic, for: .tabBar)
          }
          .applying(bar) { view, bar in
            view
            .toolbarBackground(bar.background, for: .navigationBar)
            .navigationBarBackgroundVisibility(bar.backgroundVisibility)
            .toolbarColorScheme(bar.colorScheme, for: .navigationBar)
          }
        #endif
    }
  }

  #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    extension View {
      /// A bar (the navigation bar, the tab bar) shown or hidden: `toolbarVisibility(_:for:)`
      /// from iOS 18, whose SDK deprecates `toolbar(_:for:)`, which iOS 17 has.
      @ViewBuilder
      fileprivate func barVisibility(_ visibility: Visibility, for bar: ToolbarPlacement) -> some View {
        #if canImport(SwiftUI, _version: 6.0)
          if #available(iOS 18.0, *) {
            toolbarVisibility(visibility, for: bar)
          } else {
            toolbar(visibility, for: bar)
          }
        #else
          toolbar(visibility, for: bar)
        #endif
      }

      /// The navigation bar's background shown or hidden: `toolbarBackgroundVisibility(_:for:)`
      /// from iOS 18, whose SDK deprecates `toolbarBackground(_:for:)` with a visibility, which
      /// iOS 17 has.
      @ViewBuilder
      fileprivate func navigationBarBackgroundVisibility(_ visibility: Visibility) -> some View {
        #if canImport(SwiftUI, _version: 6.0)
          if #available(iOS 18.0, *) {
            toolbarBackgroundVisibility(visibility, for: .navigationBar)
          } else {
            toolbarBackground(visibility, for: .navigationBar)
          }
        #else
          toolbarBackground(visibility, for: .navigationBar)
        #endif
      }
    }
  #endif

  extension View {
    /// The view with `modify` applied when `value` is set; the view as it is otherwise. Only for
    /// a value fixed while the view lives (a screen's options, which its route fixes): a value
    /// that can change must be passed to its modifier unconditionally.
    @ViewBuilder
    fileprivate func applying<Value, Modified: View>(
      _ value: Value?, @ViewBuilder _ modify: (Self, Value) -> Modified
    ) -> some View {
      // fixed for the view's life: only a screen's route options come here, and a route never changes.
      if let value { modify(self, value) } else { self }
    }
  }

  #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    extension NavigationBarItem.TitleDisplayMode {
      /// The SwiftUI display mode of a screen's title.
      fileprivate init(_ mode: ScreenOptions.TitleDisplayMode) {
        switch mode {
        case .automatic: self = .automatic
        case .inline: self = .inline
        case .large: self = .large
        }
      }
    }
  #endif
#endif

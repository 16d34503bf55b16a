#if canImport(SwiftUI)
  import SwiftUI

  /// Applies the options a screen sets, and only those: title, title display mode, back button,
  /// navigation bar and its appearance.
  ///
  /// An option left at its default adds no modifier, so what the screen's own view sets (a title
  /// once its data has loaded, a hidden back button, its own toolbar) is not overridden by a
  /// value applied outside it. Hiding the back button also turns off the swipe back in
  /// `NavigationStack` (`ScreenOptions.hidesBackButton`). The title display mode, the bar's
  /// visibility and its appearance are iOS (UIKit) only; a Mac shows the title in the window's
  /// toolbar.
  struct ScreenOptionsModifier: ViewModifier {
    let options: ScreenOptions
    /// The appearance of the screen's `barStyle`, or `nil` when it names none.
    let bar: BarAppearance?

    func body(content: Content) -> some View {
      content
        .modifier(TitleOption(title: options.title))
        .modifier(BackButtonOption(hidden: options.hidesBackButton))
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
          .modifier(BarOptions(options: options, bar: bar))
        #endif
    }
  }

  /// `navigationTitle(_:)` when the screen has a title.
  private struct TitleOption: ViewModifier {
    let title: String?

    func body(content: Content) -> some View {
      if let title { content.navigationTitle(title) } else { content }
    }
  }

  /// `navigationBarBackButtonHidden(_:)` when the screen hides its back button.
  private struct BackButtonOption: ViewModifier {
    let hidden: Bool

    func body(content: Content) -> some View {
      if hidden { content.navigationBarBackButtonHidden(true) } else { content }
    }
  }

  #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    /// The navigation bar's options, each only when the screen sets it.
    private struct BarOptions: ViewModifier {
      let options: ScreenOptions
      let bar: BarAppearance?

      func body(content: Content) -> some View {
        content
          .modifier(TitleDisplayModeOption(mode: options.titleDisplayMode))
          .modifier(BarHiddenOption(hidden: options.hidesNavigationBar))
          .modifier(BarAppearanceOption(bar: bar))
      }
    }

    /// `navigationBarTitleDisplayMode(_:)` when the screen asks for one.
    private struct TitleDisplayModeOption: ViewModifier {
      let mode: ScreenOptions.TitleDisplayMode

      func body(content: Content) -> some View {
        if mode == .automatic {
          content
        } else {
          content.navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode(mode))
        }
      }
    }

    /// `toolbar(.hidden, for: .navigationBar)` when the screen hides the bar.
    private struct BarHiddenOption: ViewModifier {
      let hidden: Bool

      func body(content: Content) -> some View {
        if hidden { content.toolbar(.hidden, for: .navigationBar) } else { content }
      }
    }

    /// The app's bar appearance when the screen names one.
    private struct BarAppearanceOption: ViewModifier {
      let bar: BarAppearance?

      func body(content: Content) -> some View {
        if let bar {
          content
            .toolbarBackground(bar.background, for: .navigationBar)
            .toolbarBackground(bar.backgroundVisibility, for: .navigationBar)
            .toolbarColorScheme(bar.colorScheme, for: .navigationBar)
        } else {
          content
        }
      }
    }
  #endif

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

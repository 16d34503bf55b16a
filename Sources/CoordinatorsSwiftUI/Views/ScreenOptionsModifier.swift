#if canImport(SwiftUI)
  import SwiftUI

  /// Applies a screen's options: title, title display mode, back button, navigation bar and its
  /// appearance.
  ///
  /// Hiding the back button also turns off the swipe back in `NavigationStack`
  /// (`ScreenOptions.hidesBackButton`). The title display mode, the bar's visibility and its
  /// appearance are iOS (UIKit) only; a Mac shows the title in the window's toolbar.
  struct ScreenOptionsModifier: ViewModifier {
    let options: ScreenOptions
    let bar: BarAppearance

    func body(content: Content) -> some View {
      content
        .navigationTitle(options.title ?? "")
        .navigationBarBackButtonHidden(options.hidesBackButton)
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
          .navigationBarTitleDisplayMode(NavigationBarItem.TitleDisplayMode(options.titleDisplayMode))
          .toolbar(options.hidesNavigationBar ? .hidden : .automatic, for: .navigationBar)
          .toolbarBackground(bar.background, for: .navigationBar)
          .toolbarBackground(bar.backgroundVisibility, for: .navigationBar)
          .toolbarColorScheme(bar.colorScheme, for: .navigationBar)
        #endif
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

/// The modifiers the SwiftUI host adds to a screen for its ``ScreenOptions``: one per option the
/// screen sets, `nil` for each option left at its default.
///
/// A modifier applied outside the screen's own view wins over what that view sets (a title once
/// its data has loaded, a hidden back button, its own toolbar), so an option at its default adds
/// nothing: the screen's view keeps those to itself. `ScreenOptionsModifier` applies exactly the
/// modifiers set here.
struct ScreenModifiers: Equatable {
  /// `navigationTitle(_:)`, for a screen with a title.
  var title: String?
  /// `navigationBarTitleDisplayMode(_:)`, for a mode other than `.automatic` (iOS).
  var titleDisplayMode: ScreenOptions.TitleDisplayMode?
  /// `navigationBarBackButtonHidden(true)`, for a screen that hides its back button.
  var hidesBackButton: Bool?
  /// `toolbar(.hidden, for: .navigationBar)`, for a screen that hides its bar (iOS).
  var hidesNavigationBar: Bool?
  /// The `barStyle` key whose appearance sets the bar's background and color scheme (iOS); an
  /// unknown key sets nothing either.
  var barStyle: String?

  /// The modifiers for `options`, on a screen the user may leave with its back button (or not:
  /// `allowsGoingBack` is `false` over the first screen of a flow that disabled its interactive
  /// dismissal, and the back button is hidden, which in SwiftUI also disables the back swipe).
  init(_ options: ScreenOptions, allowsGoingBack: Bool = true) {
    title = options.title
    titleDisplayMode = options.titleDisplayMode == .automatic ? nil : options.titleDisplayMode
    hidesBackButton = options.hidesBackButton || !allowsGoingBack ? true : nil
    hidesNavigationBar = options.hidesNavigationBar ? true : nil
    barStyle = options.barStyle
  }
}

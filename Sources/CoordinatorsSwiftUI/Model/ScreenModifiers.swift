/// The modifiers the SwiftUI host adds to a screen for its ``ScreenOptions``, and for whether the
/// user may go back from it.
///
/// The back button's modifier is always applied, with a value: whether the user may go back
/// changes while the screen lives (an alert, a flow that disables its interactive dismissal on
/// the first keystroke), and a modifier applied in one branch of a condition and not in the other
/// makes SwiftUI remake the screen's content, losing its `@State`, focus and scroll position, each
/// time the condition flips (https://www.objc.io/blog/2021/08/24/conditional-view-modifiers/).
///
/// Every other modifier is one per option the screen sets, `nil` for each option left at its
/// default: those options come with the screen's route and never change while the screen lives.
/// A modifier applied outside the screen's own view wins over what that view sets (a title once
/// its data has loaded, its own toolbar), so an option at its default adds nothing: the screen's
/// view keeps those to itself. `ScreenOptionsModifier` applies exactly the modifiers set here.
struct ScreenModifiers: Equatable {
  /// A modifier `ScreenOptionsModifier` applies.
  enum Kind: Hashable, CaseIterable {
    case title, titleDisplayMode, backButtonHidden, navigationBarHidden, barStyle, tabBarHidden
  }

  /// `navigationTitle(_:)`, for a screen with a title.
  var title: String?
  /// `navigationBarTitleDisplayMode(_:)`, for a mode other than `.automatic` (iOS).
  var titleDisplayMode: ScreenOptions.TitleDisplayMode?
  /// `navigationBarBackButtonHidden(_:)`, always: `true` for a screen that hides its back button
  /// or that the user may not leave now.
  var hidesBackButton: Bool
  /// `toolbar(.hidden, for: .navigationBar)`, for a screen that hides its bar (iOS).
  var hidesNavigationBar: Bool?
  /// The `barStyle` key whose appearance sets the bar's background and color scheme (iOS); an
  /// unknown key sets nothing either.
  var barStyle: String?
  /// `toolbarVisibility(.hidden, for: .tabBar)` (`toolbar(.hidden, for: .tabBar)` on iOS 17),
  /// for a screen that hides the tab bar (iOS). Left out otherwise, so that a screen's own view
  /// may still hide the tab bar by itself.
  var hidesTabBar: Bool?

  /// The modifiers for `options`, on a screen the user may leave with its back button (or not:
  /// `allowsGoingBack` is `false` over the first screen of a flow that disabled its interactive
  /// dismissal, never for an alert alone; the back button is then hidden, which in SwiftUI also
  /// disables the back swipe).
  init(_ options: ScreenOptions, allowsGoingBack: Bool = true) {
    title = options.title
    titleDisplayMode = options.titleDisplayMode == .automatic ? nil : options.titleDisplayMode
    hidesBackButton = options.hidesBackButton || !allowsGoingBack
    hidesNavigationBar = options.hidesNavigationBar ? true : nil
    barStyle = options.barStyle
    hidesTabBar = options.hidesTabBar ? true : nil
  }

  /// The modifiers applied, whatever their values: the structure of the screen's view, which
  /// only the screen's options decide.
  var applied: Set<Kind> {
    var applied: Set<Kind> = [.backButtonHidden]
    if title != nil { applied.insert(.title) }
    if titleDisplayMode != nil { applied.insert(.titleDisplayMode) }
    if hidesNavigationBar != nil { applied.insert(.navigationBarHidden) }
    if barStyle != nil { applied.insert(.barStyle) }
    if hidesTabBar != nil { applied.insert(.tabBarHidden) }
    return applied
  }
}

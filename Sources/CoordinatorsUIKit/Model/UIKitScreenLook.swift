/// How the UIKit host shows a screen's options in the navigation bar: UIKit's value for each,
/// decided here, where the Linux tests read them, and set by the UIKit files.
extension UIKitHostModel {
  /// The key of the bar appearance that `screen`'s controller carries in its `navigationItem`:
  /// the screen's `barStyle`, or `nil` for the bar's own appearance.
  ///
  /// The appearance belongs to the screen's own navigation item, never to the shared bar: UIKit
  /// shows the top item's appearance, the bar's own when it has none, and interpolates them
  /// during a swipe back, cancelled or not, so no appearance outlives its screen.
  package static func barAppearanceKey(of screen: Screen) -> String? {
    screen.options.barStyle
  }

  /// How a screen's title shows in the navigation bar: UIKit's `largeTitleDisplayMode`.
  package enum LargeTitle: Equatable {
    /// As the screen below shows it; large on a stack's first screen.
    case automatic
    /// Large.
    case always
    /// Inline.
    case never
  }

  /// Whether the navigation controllers the host makes prefer large titles. They do: UIKit shows
  /// no large title in a bar that does not prefer them, whatever a screen's
  /// `largeTitleDisplayMode` (Apple's `prefersLargeTitles` page:
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles), and
  /// SwiftUI's stacks show large titles by default too.
  package static var navigationBarsPreferLargeTitles: Bool { true }

  /// The title mode of `screen`'s navigation item: `.large` always, `.inline` never, and
  /// `.automatic` as UIKit's automatic mode.
  package static func largeTitle(of screen: Screen) -> LargeTitle {
    switch screen.options.titleDisplayMode {
    case .automatic: .automatic
    case .large: .always
    case .inline: .never
    }
  }

  /// Whether the navigation bar is hidden while `screen` is on top of its stack: its
  /// `hidesNavigationBar`; `nil` (a controller the host did not make) shows the bar.
  package static func barHidden(showing screen: Screen?) -> Bool {
    screen?.options.hidesNavigationBar ?? false
  }

  /// The `hidesBottomBarWhenPushed` of `screen`'s controller: its `hidesTabBar`. UIKit hides the
  /// tab bar while the controller is in a tab's navigation controller and shows it again when
  /// the controller is popped (Apple's page:
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/hidesbottombarwhenpushed).
  package static func hidesBottomBarWhenPushed(_ screen: Screen) -> Bool {
    screen.options.hidesTabBar
  }
}

// Stub of UIKit (see UIViewController.swift): what the SwiftUI host's window test needs beyond
// the UIKit host's stubs. From iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/
// UIView.h: `@property(nonatomic,getter=isHidden) BOOL hidden;` (`init(frame:)` is declared with
// UIView in Navigation.swift).
import Foundation

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden (iOS 2)
  public var isHidden: Bool {
    get { false }
    set {}
  }
}

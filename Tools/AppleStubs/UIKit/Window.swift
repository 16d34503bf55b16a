// Stub of UIKit (see UIViewController.swift): what the SwiftUI host's window test needs beyond
// the UIKit host's stubs. From iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/
// UIView.h: `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;` and
// `@property(nonatomic,getter=isHidden) BOOL hidden;`. The initializer is a convenience one here
// (an extension cannot add a designated one); that changes no call site.
import Foundation

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UIView {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (iOS 2)
  public convenience init(frame: CGRect) { self.init() }
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden (iOS 2)
  public var isHidden: Bool {
    get { false }
    set {}
  }
}

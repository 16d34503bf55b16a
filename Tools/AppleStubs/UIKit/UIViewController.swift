// Stub of UIKit for the Linux type-check (Scripts/typecheck-apple.sh): only what the adapters and
// the Apple example apps use. Transcribed from the iOS 17.5 SDK (xybp888/iOS-SDKs,
// iPhoneOS17.5.sdk/System/Library/Frameworks/UIKit.framework/Headers/UIResponder.h and
// UIViewController.h, imported into Swift as Apple's documentation shows them) and from the
// documentation page named above each declaration. Bodies are never run.
@_exported import Foundation

/// https://developer.apple.com/documentation/uikit/uiresponder
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiresponder/init()
  public override init() { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller
/// `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder`
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  /// `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder: NSCoder) { super.init() }

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  /// `- (void)viewDidAppear:(BOOL)animated;` "Called when the view has been fully transitioned
  /// onto the screen. Default does nothing" (UIViewController.h).
  open func viewDidAppear(_ animated: Bool) {}

  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
  /// `- (void)viewDidDisappear:(BOOL)animated;` "Called after the view was dismissed, covered or
  /// otherwise hidden. Default does nothing" (UIViewController.h).
  open func viewDidDisappear(_ animated: Bool) {}
}

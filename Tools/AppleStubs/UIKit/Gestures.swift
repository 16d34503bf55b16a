// Stub of UIKit (see UIViewController.swift): gesture recognizers, for the UIKit host's own back
// swipe. Transcribed from the documentation page named above each declaration (iOS 17.5 SDK's
// UIGestureRecognizer.h, UIPanGestureRecognizer.h, UIGestureRecognizerSubclass.h).
//
// On Apple platforms the `touches…` overrides and the settable `state` come from the explicit
// submodule `UIKit.UIGestureRecognizerSubclass` (UIKit's module.modulemap); a Swift stub has no
// submodules, so they are declared here in UIKit itself, and adapter code imports the submodule
// under `#if canImport(ObjectiveC)`.

/// `ObjectiveC.Selector` on Apple platforms (Foundation on Linux has none): only `nil` is ever
/// passed here, because `#selector` needs the Objective-C runtime.
public struct Selector: Hashable, Sendable {}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer (iOS 3.2)
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIGestureRecognizer: NSObject {
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  public enum State: Int, @unchecked Sendable {
    case possible = 0
    case began, changed, ended, cancelled, failed
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  /// `init(target: Any?, action: Selector?)`
  public init(target: Any?, action: Selector?) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init() (iOS 2)
  public convenience override init() { self.init(target: nil, action: nil) }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  /// (`{ get }` for users; settable by subclasses through `UIGestureRecognizerSubclass`)
  open var state: UIGestureRecognizer.State {
    get { .possible }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  /// `weak var delegate: (any UIGestureRecognizerDelegate)? { get set }`
  weak open var delegate: (any UIGestureRecognizerDelegate)?
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled (iOS 3.2)
  /// `var isEnabled: Bool { get set }`
  open var isEnabled: Bool {
    get { true }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  open var view: UIView? { nil }
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:)
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:)
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer (iOS 3.2)
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
  open func translation(in view: UIView?) -> CGPoint { .zero }
  /// https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate (iOS 3.2)
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
}

@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
extension UIGestureRecognizerDelegate {
  /// Optional in Objective-C: begins.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// https://developer.apple.com/documentation/uikit/uitouch (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UITouch: NSObject {}

/// https://developer.apple.com/documentation/uikit/uievent (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIEvent: NSObject {}

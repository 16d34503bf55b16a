// Stub of UIKit (see UIViewController.swift): presentation controllers, sheets, transitions and
// gestures, as the UIKit host uses them. Transcribed from UIPresentationController.h and
// UISheetPresentationController's documentation (iOS 17.5 SDK) and the documentation page named
// above each declaration. Optional requirements get a default that does nothing.

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller (iOS 8)
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIPresentationController: NSObject {
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
  /// `weak var delegate: (any UIAdaptivePresentationControllerDelegate)? { get set }`
  weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
  /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
  open var presentedViewController: UIViewController { UIViewController(nibName: nil, bundle: nil) }
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate (iOS 8)
@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:) (iOS 13)
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:) (iOS 13)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

@available(iOS 8.0, tvOS 9.0, visionOS 1.0, *)
extension UIAdaptivePresentationControllerDelegate {
  /// Optional in Objective-C: does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  /// Optional in Objective-C: does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller (iOS 15)
@available(iOS 15.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor
open class UISheetPresentationController: UIPresentationController {
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent (iOS 15)
  @MainActor
  open class Detent: NSObject {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
    open class func medium() -> UISheetPresentationController.Detent { Detent() }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
    open class func large() -> UISheetPresentationController.Detent { Detent() }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:) (iOS 16)
    @available(iOS 16.0, *)
    open class func custom(
      identifier: UISheetPresentationController.Detent.Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> UISheetPresentationController.Detent { Detent() }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public init(rawValue: String) { self.rawValue = rawValue }
      public let rawValue: String
    }
  }
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
  open var detents: [UISheetPresentationController.Detent] {
    get { [] }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
  open var prefersGrabberVisible: Bool {
    get { false }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext (iOS 16)
@available(iOS 16.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
  var maximumDetentValue: CGFloat { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext (iOS 7)
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  var isCancelled: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator (iOS 7)
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
  /// `func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?, completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil) -> Bool`
  /// (a protocol requirement cannot carry the default; the extension below gives it). Swift
  /// imports every Objective-C method as `@discardableResult`.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
extension UIViewControllerTransitionCoordinator {
  /// The documented default of `completion`: `nil`.
  @discardableResult
  public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
    -> Bool
  {
    animate(alongsideTransition: animation, completion: nil)
  }
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning (iOS 7)
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
  /// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning (iOS 7)
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
  func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning (iOS 7)
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
  var containerView: UIView { get }
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
  var transitionWasCancelled: Bool { get }
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:) (iOS 8)
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
  func completeTransition(_ didComplete: Bool)
}

/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey (iOS 8)
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
  public init(rawValue: String) { self.rawValue = rawValue }
  public let rawValue: String
  /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  /// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate (iOS 7)
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition (iOS 7)
@available(iOS 7.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
  /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/startinteractivetransition(_:)
  open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {}
  /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/update(_:)
  open func update(_ percentComplete: CGFloat) {}
  /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/cancel()
  open func cancel() {}
  /// https://developer.apple.com/documentation/uikit/uipercentdriveninteractivetransition/finish()
  open func finish() {}
}

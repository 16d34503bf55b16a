// Stub of UIKit (see UIViewController.swift): what the UIKit host uses of navigation controllers,
// tab bar controllers, modal presentation, transitions and scenes. Transcribed from the Swift
// declaration on the documentation page named above each one (iOS 17.5 SDK; UINavigationController.h
// and UITabBarController.h are not in the stored copy of the SDK, whose UIKit.framework/Headers
// holds 46 of UIKit's headers; every declaration here was checked against its documentation page). Members Apple declares in the
// class are declared in extensions here, as computed properties, so the stubs helper's class stays
// as it is; Objective-C optional requirements get a default that does nothing, so a conformance
// may leave them out, as on iOS. Bodies are never run.

// MARK: UIViewController

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UIViewController {
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator (iOS 7)
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:) (iOS 5)
  public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
  {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:) (iOS 5)
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller (iOS 5)
  public var presentedViewController: UIViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation (iOS 13)
  public var isModalInPresentation: Bool {
    get { false }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle (iOS 3.2)
  public var modalPresentationStyle: UIModalPresentationStyle {
    get { .automatic }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate (iOS 7)
  /// `weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? { get set }`
  public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller (iOS 8)
  public var presentationController: UIPresentationController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller (iOS 15)
  @available(iOS 15.0, *)
  public var sheetPresentationController: UISheetPresentationController? { nil }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem (iOS 2)
  public var navigationItem: UINavigationItem { UINavigationItem() }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem (iOS 2)
  public var tabBarItem: UITabBarItem! {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view (iOS 2)
  public var view: UIView! {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) (iOS 5)
  public func addChild(_ childController: UIViewController) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) (iOS 5)
  public func didMove(toParent parent: UIViewController?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:) (iOS 5)
  public func willMove(toParent parent: UIViewController?) {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent() (iOS 5)
  public func removeFromParent() {}
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children (iOS 5)
  public var children: [UIViewController] { [] }
  /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller (iOS 2)
  public var navigationController: UINavigationController? { nil }
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle (iOS 3.2)
@available(iOS 3.2, tvOS 9.0, visionOS 1.0, *)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  case fullScreen = 0
  case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
  case none = -1
  case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uiview (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (iOS 2)
  public init(frame: CGRect) { super.init() }
  /// `UIView()`: Objective-C's `init`, a frame of zero.
  public convenience override init() { self.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) (iOS 2)
  public required init?(coder: NSCoder) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiview/bounds (iOS 2)
  open var bounds: CGRect {
    get { .zero }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiview/frame (iOS 2)
  open var frame: CGRect {
    get { .zero }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor (iOS 2)
  open var backgroundColor: UIColor? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiview/alpha (iOS 2)
  open var alpha: CGFloat {
    get { 1 }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property (iOS 2)
  open var autoresizingMask: UIView.AutoresizingMask {
    get { [] }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) (iOS 2)
  open func addSubview(_ view: UIView) {}
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview() (iOS 2)
  open func removeFromSuperview() {}
  /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:) (iOS 3.2)
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
  /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:) (iOS 4)
  /// `class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil)`
  open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {}

  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct (iOS 2)
  public struct AutoresizingMask: OptionSet, Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public let rawValue: UInt
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) (iOS 13)
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) (iOS 2; UIWindow
  /// inherits it from UIView, so `UIWindow(frame:)` is written in Swift)
  public override init(frame: CGRect) { super.init(frame: frame) }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:) (iOS 2)
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (iOS 4)
  open var rootViewController: UIViewController? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() (iOS 2)
  open func makeKeyAndVisible() {}
}

// MARK: Navigation

/// https://developer.apple.com/documentation/uikit/uinavigationcontroller (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UINavigationController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/operation (iOS 7)
  public enum Operation: Int, @unchecked Sendable {
    case none = 0
    case push, pop
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
  public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers (iOS 3)
  open var viewControllers: [UIViewController] {
    get { [] }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:) (iOS 3)
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:) (iOS 2)
  @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/delegate (iOS 2)
  /// `weak var delegate: (any UINavigationControllerDelegate)? { get set }`
  weak open var delegate: (any UINavigationControllerDelegate)?
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:) (iOS 2)
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar (iOS 2)
  /// `var navigationBar: UINavigationBar { get }`
  open var navigationBar: UINavigationBar { UINavigationBar(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer (iOS 7)
  /// `var interactivePopGestureRecognizer: UIGestureRecognizer? { get }`
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
}

/// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:animationcontrollerfor:from:to:) (iOS 7)
  func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// https://developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:interactioncontrollerfor:) (iOS 7)
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UINavigationControllerDelegate {
  /// Optional in Objective-C: does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
  ) {}
  /// Optional in Objective-C: does nothing.
  public func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
  ) {}
  /// Optional in Objective-C: UIKit's own animation.
  public func navigationController(
    _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
  /// Optional in Objective-C: not interactive.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// https://developer.apple.com/documentation/uikit/uinavigationbar (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UINavigationBar: UIView {
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance (iOS 13)
  open var standardAppearance: UINavigationBarAppearance {
    get { UINavigationBarAppearance() }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance (iOS 13)
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { nil }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uinavigationbarappearance (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UINavigationBarAppearance: NSObject {
  /// https://developer.apple.com/documentation/uikit/uibarappearance/init() (iOS 13)
  public override init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uibarappearance/configurewithopaquebackground()
  open func configureWithOpaqueBackground() {}
  /// https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor
  open var backgroundColor: UIColor? {
    get { nil }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uinavigationitem (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UINavigationItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum (iOS 11)
  public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
    case automatic = 0
    case always, never
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/title (iOS 2)
  open var title: String? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property (iOS 11)
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode {
    get { .automatic }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton (iOS 2)
  open var hidesBackButton: Bool {
    get { false }
    set {}
  }
}

// MARK: Tabs

/// https://developer.apple.com/documentation/uikit/uitabbarcontroller (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UITabBarController: UIViewController {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers (iOS 2)
  open var viewControllers: [UIViewController]? {
    get { nil }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex (iOS 2)
  open var selectedIndex: Int {
    get { 0 }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/delegate (iOS 2)
  weak open var delegate: (any UITabBarControllerDelegate)?
}

/// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:) (iOS 3)
  func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:) (iOS 2)
  func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UITabBarControllerDelegate {
  /// Optional in Objective-C: selects.
  public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
    -> Bool
  { true }
  /// Optional in Objective-C: does nothing.
  public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// https://developer.apple.com/documentation/uikit/uitabbaritem (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UITabBarItem: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/init() (iOS 2)
  public override init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:) (iOS 2)
  /// `convenience init(title: String?, image: UIImage?, tag: Int)`
  public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
  /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue (iOS 2)
  open var badgeValue: String? {
    get { nil }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uiimage (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:) (iOS 13)
  public init?(systemName name: String) { super.init() }
}

// Stub of UIKit (see UIViewController.swift): what the UIKit host's window tests
// (Tests/CoordinatorsUIKitAppleTests) use beyond the host's own stubs, to play the user's back
// button menu. Transcribed from the Swift declaration on the documentation page named above it.

@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
extension UINavigationController {
  /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:) (iOS 2)
  /// `func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]?`
  @MainActor
  @discardableResult
  public func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
}

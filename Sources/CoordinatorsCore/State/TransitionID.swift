/// The name of a custom transition, which a host maps to an animation.
public struct TransitionID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The name.
  public let rawValue: String

  /// A transition named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A transition named by a string literal.
  public init(stringLiteral value: String) { self.rawValue = value }

  /// The name.
  public var description: String { rawValue }

  /// A fade: the SwiftUI host fades the screen's content in (its style maps `fade` to
  /// `ScreenTransition.fade` unless the app maps it to another); the UIKit host uses the animator
  /// the app registers for it.
  public static let fade: TransitionID = "fade"

  /// A zoom from the view that shows the pushed route: the SwiftUI host zooms the screen out of
  /// the view marked `.transitionSource(for:)` with the screen's route on the screen it is pushed
  /// from, and back into it when popped (iOS 18), and pushes as usual when no such view is on
  /// screen; the UIKit host uses the animator the app registers for it.
  ///
  /// ```swift
  /// navigator.transitionRules.append(TransitionRule(to: .type(PhotoRoute.self), on: .push, use: .zoom))
  /// ```
  public static let zoom: TransitionID = "zoom"
}

// Stub of UIKit (see UIViewController.swift): the controls the Tabs UIKit app lays out, with
// closure-based actions (`UIAction`, iOS 14), which need no `#selector`. Transcribed from the
// documentation page named above each declaration; only the parameters used are declared (the
// others have defaults in Apple's declarations).

/// https://developer.apple.com/documentation/uikit/uiaction (iOS 13)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@MainActor
open class UIAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uicontrol (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIControl: UIView {}

/// https://developer.apple.com/documentation/uikit/uibutton (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype
  public enum ButtonType: Int, @unchecked Sendable {
    case custom = 0
    case system
  }
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:) (iOS 14)
  /// `convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)`
  @available(iOS 14.0, tvOS 14.0, visionOS 1.0, *)
  public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
    self.init(frame: .zero)
  }
}

/// https://developer.apple.com/documentation/uikit/uilabel (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String? {
    get { nil }
    set {}
  }
}

/// https://developer.apple.com/documentation/uikit/uistackview (iOS 9)
@available(iOS 9.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public init(arrangedSubviews views: [UIView]) { super.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
  public required init(coder: NSCoder) { super.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis {
    get { .horizontal }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uistackview/spacing
  open var spacing: CGFloat {
    get { 0 }
    set {}
  }
  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
  open var alignment: UIStackView.Alignment {
    get { .fill }
    set {}
  }

  /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
  public enum Alignment: Int, @unchecked Sendable {
    case fill = 0
    case leading, firstBaseline, center, trailing, lastBaseline
  }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint (iOS 6)
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, @unchecked Sendable {
    case horizontal = 0
    case vertical
  }
}

/// https://developer.apple.com/documentation/uikit/uicolor (iOS 2)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uicolor/systembackground (iOS 13)
  open class var systemBackground: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemindigo (iOS 13)
  open class var systemIndigo: UIColor { UIColor() }
  /// https://developer.apple.com/documentation/uikit/uicolor/systemteal (iOS 13)
  open class var systemTeal: UIColor { UIColor() }
}

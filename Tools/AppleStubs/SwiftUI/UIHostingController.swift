// Stub of SwiftUI (see View.swift): a UIKit controller that shows a SwiftUI view, for the UIKit
// host. Only where UIKit exists.
#if canImport(UIKit)
  import UIKit

  /// https://developer.apple.com/documentation/swiftui/uihostingcontroller
  /// `@MainActor @preconcurrency open class UIHostingController<Content> : UIViewController where Content : View`
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
  }
#endif

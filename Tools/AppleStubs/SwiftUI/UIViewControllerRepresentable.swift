// Stub of SwiftUI (see View.swift): hosting a UIKit view controller in a SwiftUI view. Only where
// UIKit exists (iOS, tvOS, visionOS, Mac Catalyst).
#if canImport(UIKit)
  import UIKit

  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(
      _ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  }

  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIViewControllerRepresentable {
    /// The default: does nothing.
    public static func dismantleUIViewController(
      _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}
  }

  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
    /// (the default: no coordinator)
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
  }

  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    public let coordinator: Representable.Coordinator
  }
#endif

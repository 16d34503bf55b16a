// Stub of SwiftUI (see View.swift): sheets, full-screen covers and their options.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
  public nonisolated func sheet<Item, Content>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }
}

@available(iOS 14.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@available(macOS, unavailable)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
  public nonisolated func fullScreenCover<Item, Content>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }
}

/// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct PresentationDetent: Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
  public static let medium = PresentationDetent()
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
  public static let large = PresentationDetent()
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent() }
  /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
  public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
  public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
  public nonisolated func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
  public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

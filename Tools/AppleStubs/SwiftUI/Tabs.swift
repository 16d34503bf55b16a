// Stub of SwiftUI (see View.swift): tab views and tab items.

/// https://developer.apple.com/documentation/swiftui/tabview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)
  /// (the iOS 13 form, `init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content)`)
  public nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:) (deprecated from
  /// iOS 27 on that page, after the iOS 18 SDK the stubs follow)
  public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/tag(_:) (the iOS 18 SDK's form;
  /// today's page is view/tag(_:includeoptional:), `includeOptional: Bool = true`, iOS 26 SDK)
  public nonisolated func tag<V: Hashable>(_ tag: V) -> some View { self }
}

@available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-8adyq (the Int form)
  public nonisolated func badge(_ count: Int) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/badge(_:)-6x46k (the StringProtocol
  /// form)
  @_disfavoredOverload
  public nonisolated func badge<S: StringProtocol>(_ label: S?) -> some View { self }
}

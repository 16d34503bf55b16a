// Stub of SwiftUI (see View.swift): the plain views and styles the example apps draw with.

/// https://developer.apple.com/documentation/swiftui/text (`@frozen struct Text`, not actor-isolated:
/// its `View` conformance is an extension's, so it does not make the type `@MainActor`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  /// (`@_disfavoredOverload`, the StringProtocol form)
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Text: View {
  public typealias Body = Never
}

/// https://developer.apple.com/documentation/swiftui/image (`@frozen struct Image`, not
/// actor-isolated, like `Text`)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Image: Equatable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  /// (iOS 17.5 SDK: `@available(macOS 11.0, *)` inside an iOS 13 / macOS 10.15 extension)
  @available(macOS 11.0, *)
  public init(systemName: String) {}
  /// https://developer.apple.com/documentation/swiftui/image/scale (macOS 11)
  @available(macOS 11.0, *)
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Image: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
  public nonisolated func imageScale(_ scale: Image.Scale) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Label<Title: View, Icon: View>: View {
  public typealias Body = Never
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension Label where Title == Text, Icon == Image {
  /// https://developer.apple.com/documentation/swiftui/label (the StringProtocol form of
  /// `init(_:systemImage:)`, `@_disfavoredOverload`; its own page has a suffix the docs search did
  /// not find: `label/init(_:systemimage:)` is the iOS 16 `LocalizedStringResource` overload)
  @_disfavoredOverload
  public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

/// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Button<Label: View>: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Button where Label == Text {
  /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  /// (`@_disfavoredOverload`, the StringProtocol form; the page marks the action
  /// `@MainActor` and the init `@preconcurrency nonisolated`)
  @_disfavoredOverload @preconcurrency
  public nonisolated init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}

/// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List where SelectionValue == Never {
  /// https://developer.apple.com/documentation/swiftui/list/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: View where Content: View {
  public typealias Body = Never
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// https://developer.apple.com/documentation/swiftui/foreach (the `Identifiable` form of
  /// `init(_:content:)`; `foreach/init(_:content:)` is MapKit's `MapContent` overload, and the
  /// view overload's suffixed page was not found; `ForEach` is not actor-isolated)
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where Content: View {
  /// https://developer.apple.com/documentation/swiftui/foreach (the view form of
  /// `init(_:id:content:)`; `foreach/init(_:id:content:)` is MapKit's `MapContent` overload, and
  /// the view overload's suffixed page was not found)
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

/// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct VStack<Content: View>: View {
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {}
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HorizontalAlignment: Equatable {
  /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk (the length form)
  public nonisolated func padding(_ length: CGFloat) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color (`@frozen struct Color`, not
/// actor-isolated: its static colors are read from any context)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Color: Hashable, ShapeStyle, Sendable {
  /// https://developer.apple.com/documentation/swiftui/color/red
  public static let red = Color()
  /// https://developer.apple.com/documentation/swiftui/color/orange
  public static let orange = Color()
  /// https://developer.apple.com/documentation/swiftui/color/green
  public static let green = Color()
  /// https://developer.apple.com/documentation/swiftui/color/blue
  public static let blue = Color()
  /// https://developer.apple.com/documentation/swiftui/color/purple
  public static let purple = Color()
  /// https://developer.apple.com/documentation/swiftui/color/indigo
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static let indigo = Color()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Color: View {
  public typealias Body = Never
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/anyshapestyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct AnyShapeStyle: ShapeStyle {
  /// https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)
  public init<S: ShapeStyle>(_ style: S) {}
}

/// https://developer.apple.com/documentation/swiftui/material
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ShapeStyle where Self == Material {
  /// https://developer.apple.com/documentation/swiftui/shapestyle/bar (iOS, macOS, visionOS only)
  public static var bar: Material { Material() }
}

/// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Alignment: Equatable {
  /// https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    self
  }
}

// Stub of SwiftUI (see View.swift): navigation stacks, titles and bars, navigation transitions.

/// https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationStack<Data, Root: View>: View {
  public typealias Body = Never
  /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
  public nonisolated init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {}
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
  public nonisolated func navigationDestination<D, C>(
    for data: D.Type,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  /// (`@_disfavoredOverload`, the StringProtocol form)
  @_disfavoredOverload
  public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
  /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
  public enum TitleDisplayMode: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic
    case automatic
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/inline
    case inline
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/large
    /// (watchOS 8; not on tvOS)
    @available(tvOS, unavailable)
    @available(watchOS 8.0, *)
    case large
  }
}

@available(iOS 14.0, watchOS 8.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
  public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View
  {
    self
  }
}

@available(iOS 13.0, macOS 13.0, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
  public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum Visibility: Hashable, CaseIterable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/visibility/automatic
  case automatic
  /// https://developer.apple.com/documentation/swiftui/visibility/visible
  case visible
  /// https://developer.apple.com/documentation/swiftui/visibility/hidden
  case hidden
}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct ToolbarPlacement: Sendable {
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/automatic
  public static var automatic: ToolbarPlacement { fatalError() }
  /// https://developer.apple.com/documentation/swiftui/toolbarplacement/navigationbar
  @available(iOS 16.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  public static var navigationBar: ToolbarPlacement { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/toolbar(_:for:)
  public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)
  public nonisolated func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/toolbarbackground(_:for:)-7lv0f
  public nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
  /// https://developer.apple.com/documentation/swiftui/view/toolbarcolorscheme(_:for:)
  public nonisolated func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
    self
  }
}

/// https://developer.apple.com/documentation/swiftui/colorscheme
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// https://developer.apple.com/documentation/swiftui/colorscheme/light
  case light
  /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
  case dark
}

/// https://developer.apple.com/documentation/swiftui/navigationtransition
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol NavigationTransition {}

/// https://developer.apple.com/documentation/swiftui/zoomnavigationtransition
@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
public struct ZoomNavigationTransition: NavigationTransition {}

@available(iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@available(macOS, unavailable)
extension NavigationTransition where Self == ZoomNavigationTransition {
  /// https://developer.apple.com/documentation/swiftui/navigationtransition/zoom(sourceid:in:)
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
    fatalError()
  }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/navigationtransition(_:)
  public nonisolated func navigationTransition(_ style: some NavigationTransition) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/matchedtransitionsource(id:in:)
  public nonisolated func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}

// Stub of SwiftUI (see View.swift): appearance, changes, URLs, and the app's structure.

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  /// (the form whose action takes the old and the new value)
  public nonisolated func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
  /// (the form whose action takes no value)
  public nonisolated func onChange<V: Equatable>(
    of value: V,
    initial: Bool = false,
    _ action: @escaping () -> Void
  ) -> some View { self }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension View {
  /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
  public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// https://developer.apple.com/documentation/swiftui/app/init()
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension App {
  /// https://developer.apple.com/documentation/swiftui/app/main()
  @MainActor @preconcurrency public static func main() {}
}

/// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@resultBuilder
public struct SceneBuilder {
  /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:) (the
  /// single-scene form of the iOS 18 SDK; the page now shows the iOS 26 parameter-pack form)
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct WindowGroup<Content: View>: Scene {
  /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  public nonisolated init(@ViewBuilder content: () -> Content) {}
  public var body: WindowGroup<Content> { self }
}

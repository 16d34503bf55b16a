#if canImport(SwiftUI)
  import CoordinatorsSwiftUI
  import ShapesFlows
  import SwiftUI

  /// The Shapes example as a SwiftUI app: the flows of `ShapesFlows`, shown by a `NavigatorView`.
  ///
  /// A library type, so the Mac app (`swift run shapes-swiftui`, Examples/Shapes/Mac) and the
  /// iPhone app (Examples/Shapes/iOS/Shapes.swiftpm) each start it with one line,
  /// `@main extension ShapesSwiftUIApp {}`. Try `coordinatorexample://custom/star` as a link; the
  /// navigation survives the app's relaunch.
  @MainActor
  public struct ShapesSwiftUIApp: App {
    let navigator = ShapesApp.makeNavigator()
    let host = SwiftUIHost()

    /// Attaches the host to the navigator.
    public init() {
      navigator.attach(host)
    }

    /// One window showing the navigation, restored across launches.
    public var body: some Scene {
      WindowGroup {
        NavigatorView(navigator, host: host)
          .restoringNavigation(navigator, registry: ShapesApp.routes, key: "shapes.navigation")
      }
    }
  }
#endif

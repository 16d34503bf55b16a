#if canImport(SwiftUI)
  import CoordinatorsSwiftUI
  import ShapesFlows
  import SwiftUI

  /// The Shapes example as a SwiftUI app: the flows of `ShapesFlows`, shown by a `NavigatorView`.
  ///
  /// A library type, so the Mac app (`swift run shapes-swiftui`, Examples/Shapes/Mac) and the
  /// iPhone app (Examples/Shapes/iOS/Shapes.swiftpm) each start it with one line,
  /// `@main extension ShapesSwiftUIApp {}`; the shape kinds show as tabs in a compact width and
  /// as a sidebar in a regular one. Try `coordinatorexample://custom/star` as a link; the
  /// navigation survives the app's relaunch. Each window (iPad, Mac) has its own navigator and
  /// host, and restores its own navigation.
  @MainActor
  public struct ShapesSwiftUIApp: App {
    /// The app's windows: a shape's context menu opens it in a window of its own.
    private let windows = WindowDirectory(registry: ShapesApp.routes)

    /// The app.
    public init() {}

    /// Windows showing the navigation, each restored across launches; a window opened for a
    /// shape walks there first.
    public var body: some Scene {
      WindowGroup(for: WindowDestination.self) { $destination in
        ShapesScene(windows: windows, destination: destination)
      }
    }
  }

  /// One window's navigation: a navigator and a host of its own, kept for the window's lifetime.
  ///
  /// The shape kinds are sections (`ShapesSidebarCoordinator`): a tab bar on an iPhone, a
  /// sidebar with a detail stack on an iPad or a Mac, switching when the window's width changes
  /// and keeping each section's stack.
  @MainActor
  struct ShapesScene: View {
    let windows: WindowDirectory
    let destination: WindowDestination?
    // Built once, when the body first reads it: SwiftUI evaluates a `@State` property's initial
    // value each time it makes this view's value, and keeps the first.
    @State private var navigation = LazyNavigator { ShapesApp.makeSidebarNavigator() }
    @State private var host = SwiftUIHost()

    // Declared beside the private `@State`: Xcode 27 no longer synthesizes a usable one.
    init(windows: WindowDirectory, destination: WindowDestination?) {
      self.windows = windows
      self.destination = destination
    }

    var body: some View {
      NavigatorView(navigation.navigator, host: host)
        .opensWindows(with: windows, navigator: navigation.navigator, destination: destination)
        .restoringNavigation(navigation.navigator, registry: ShapesApp.routes, key: "shapes.sidebar.navigation")
    }
  }
#endif

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
    /// The place a UI test's launch arguments name, for the first window that appears.
    private let launch = LaunchEntry()

    /// The app.
    public init() {}

    /// Windows showing the navigation, each restored across launches; a window opened for a
    /// shape walks there first.
    public var body: some Scene {
      WindowGroup(for: WindowDestination.self) { $destination in
        ShapesScene(windows: windows, destination: destination, launch: launch)
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
    let launch: LaunchEntry
    // Built once, when the body first reads it: SwiftUI evaluates a `@State` property's initial
    // value each time it makes this view's value, and keeps the first.
    @State private var navigation = LazyNavigator { ShapesApp.makeSidebarNavigator() }
    @State private var host = SwiftUIHost()

    // Declared beside the private `@State`: Xcode 27 no longer synthesizes a usable one.
    init(windows: WindowDirectory, destination: WindowDestination?, launch: LaunchEntry) {
      self.windows = windows
      self.destination = destination
      self.launch = launch
    }

    var body: some View {
      NavigatorView(navigation.navigator, host: host)
        .opensWindows(with: windows, navigator: navigation.navigator, destination: destination)
        .restoringNavigation(navigation.navigator, registry: ShapesApp.routes, key: "shapes.sidebar.navigation")
        // A UI test starts at a place: the entry waits for the host and the restore, as a link.
        .onAppear {
          if let entry = launch.take() { navigation.navigator.handle(entry: entry) }
        }
        // And reads where the app is: what the navigator shows, as JSON, in an element of its own.
        .overlay(alignment: .topLeading) {
          if launch.isUITest {
            Color.clear.frame(width: 1, height: 1)
              .allowsHitTesting(false)
              .accessibilityElement()
              .accessibilityIdentifier(AccessibilityIdentifiers.navigation)
              .accessibilityValue((try? navigation.navigator.stateJSON(registry: ShapesApp.routes)) ?? "")
          }
        }
    }
  }

  /// The entry a UI test's launch arguments name (`-CoordinatorsEntry <url>`), read once at
  /// launch and handed to the first window that takes it: the windows opened later start where
  /// they are asked to.
  @MainActor
  final class LaunchEntry {
    private var entry = NavigationEntry.launchEntry()
    /// Whether a UI test launched the app at a place: for the whole run, so no view's identity
    /// depends on it changing.
    let isUITest: Bool

    init() {
      isUITest = entry != nil
    }

    /// The entry, the first time only.
    func take() -> NavigationEntry? {
      defer { entry = nil }
      return entry
    }
  }
#endif

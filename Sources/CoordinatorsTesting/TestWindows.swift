import Coordinators

/// A window system for tests: several scenes, each with a navigator made by the app's own
/// factory and a ``TestHost``, so a test asserts which window showed a place.
///
/// ```swift
/// let windows = TestWindows(directory: WindowDirectory(registry: routes)) { Navigator(root: AppCoordinator()) }
/// let first = windows.openFirstWindow()
/// try first.navigator.openWindow(showing: [DocumentRoute.document(7)])
/// #expect(windows.openedWindows.count == 1)
/// #expect(windows.scenes[1].navigator.state.topScreen.route == AnyRoute(DocumentRoute.document(7)))
/// ```
@MainActor
public final class TestWindows: WindowSystem {
  /// A window: its navigator and the host that shows it.
  public struct Scene {
    /// The window's navigator, made by the factory.
    public let navigator: Navigator
    /// The window's host.
    public let host: TestHost
    /// The destination it was opened at; `nil` for the first window.
    package let destination: WindowDestination?
  }

  /// The directory the windows join.
  package let directory: WindowDirectory
  /// Whether the platform opens windows (`false` plays an iPhone); can change during a test.
  public var opensWindows: Bool
  /// Every destination a new window was asked for, in order.
  public private(set) var openedWindows: [WindowDestination] = []
  /// The navigators whose windows were brought forward, in order.
  package private(set) var broughtForward: [Navigator] = []
  /// The windows, the first one and those opened since, in order; a closed one stays listed.
  public private(set) var scenes: [Scene] = []
  /// The errors a new window's walk threw when its scene connected.
  public private(set) var connectionErrors: [WindowError] = []
  private let makeNavigator: @MainActor () -> Navigator

  /// Windows joining `directory` (this object becomes its `WindowDirectory.system`, which
  /// keeps it weakly), each with a navigator made by `makeNavigator`.
  public init(
    directory: WindowDirectory, opensWindows: Bool = true, makeNavigator: @escaping @MainActor () -> Navigator
  ) {
    self.directory = directory
    self.opensWindows = opensWindows
    self.makeNavigator = makeNavigator
    // The directory keeps its system; through a relay that holds this object weakly, so that the
    // two do not keep each other.
    directory.system = Relay(self)
  }

  /// The system the directory keeps: passes each call on to the test's windows while they exist.
  private final class Relay: WindowSystem {
    weak var windows: TestWindows?

    init(_ windows: TestWindows) { self.windows = windows }

    var opensWindows: Bool { windows?.opensWindows ?? false }
    func openWindow(at destination: WindowDestination) { windows?.openWindow(at: destination) }
    func bringForward(_ navigator: Navigator) { windows?.bringForward(navigator) }
  }

  /// Opens the app's first window (not asked for by a place) and returns it.
  @discardableResult
  public func openFirstWindow() -> Scene {
    connect(at: nil)
  }

  /// Makes a window at `destination`, as a platform does when asked.
  public func openWindow(at destination: WindowDestination) {
    openedWindows.append(destination)
    connect(at: destination)
  }

  /// Notes that `navigator`'s window was brought forward.
  public func bringForward(_ navigator: Navigator) {
    broughtForward.append(navigator)
  }

  /// Closes the window of `navigator`: it leaves the directory.
  public func close(_ navigator: Navigator) {
    directory.disconnect(navigator)
  }

  @discardableResult
  private func connect(at destination: WindowDestination?) -> Scene {
    let navigator = makeNavigator()
    let host = TestHost()
    navigator.attach(host)
    let scene = Scene(navigator: navigator, host: host, destination: destination)
    scenes.append(scene)
    do {
      try directory.connect(navigator, showing: destination)
    } catch {
      connectionErrors.append(error)
    }
    return scene
  }
}

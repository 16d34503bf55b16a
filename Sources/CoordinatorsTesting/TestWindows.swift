@_spi(Hosts) import Coordinators

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
    /// The identity of the window's scene session: `session-1` for the first window, and so on;
    /// a window asked back has its session's.
    public let session: String
  }

  /// The directory the windows join.
  package let directory: WindowDirectory
  /// Whether the platform opens windows (`false` plays an iPhone); can change during a test.
  public var opensWindows: Bool
  /// Whether the platform refuses every window asked for (its window limit, an app not in
  /// front), as UIKit's activation request's error handler says; can change during a test.
  public var activationFails: Bool
  /// Every destination a new window was asked for, in order.
  public private(set) var openedWindows: [WindowDestination] = []
  /// The sessions asked back (their scene was disconnected), in order.
  public private(set) var reactivatedSessions: [String] = []
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
    directory: WindowDirectory, opensWindows: Bool = true, activationFails: Bool = false,
    makeNavigator: @escaping @MainActor () -> Navigator
  ) {
    self.directory = directory
    self.opensWindows = opensWindows
    self.activationFails = activationFails
    self.makeNavigator = makeNavigator
    // The directory keeps its system; through a relay that holds this object weakly, so that the
    // two do not keep each other.
    directory.system = WindowSystemRelay(self)
  }

  /// Opens the app's first window (not asked for by a place) and returns it.
  @discardableResult
  public func openFirstWindow() -> Scene {
    connect(at: nil)
  }

  /// Makes a window at `destination`, as a platform does when asked: a new one, or the window
  /// of `session` again (its navigator made anew, as a reconnected scene's is, and joined as one
  /// that restored its session's navigation); refuses at once with `refused` when
  /// ``activationFails``.
  public func openWindow(
    at destination: WindowDestination, reopening session: String? = nil,
    refused: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    if activationFails {
      refused("the test platform refused the window")
      return
    }
    if let session {
      reactivatedSessions.append(session)
      connect(at: destination, session: session, restored: true)
    } else {
      openedWindows.append(destination)
      connect(at: destination)
    }
  }

  /// Notes that `navigator`'s window was brought forward.
  public func bringForward(_ navigator: Navigator) {
    broughtForward.append(navigator)
  }

  /// The user closes the window of `navigator`: it leaves the directory, and the platform
  /// discards its session.
  public func close(_ navigator: Navigator) {
    directory.disconnect(navigator)
    if let scene = scenes.last(where: { $0.navigator === navigator }) { directory.discardSessions([scene.session]) }
  }

  /// The system disconnects the scene of `navigator` to reclaim memory and keeps its session,
  /// as UIKit may: the window leaves the directory, which remembers what it showed.
  public func disconnectKeepingSession(_ navigator: Navigator) {
    directory.disconnect(navigator)
  }

  @discardableResult
  private func connect(at destination: WindowDestination?, session: String? = nil, restored: Bool = false) -> Scene {
    let navigator = makeNavigator()
    let host = TestHost()
    navigator.attach(host)
    let scene = Scene(
      navigator: navigator, host: host, destination: destination, session: session ?? "session-\(scenes.count + 1)")
    scenes.append(scene)
    do {
      try directory.connect(navigator, showing: destination, restored: restored, session: scene.session)
    } catch {
      connectionErrors.append(error)
    }
    return scene
  }
}

/// The system a test gives a directory in place of its fake platform, which it holds weakly: a
/// platform that keeps its windows' navigators, each keeping the directory, would otherwise be
/// kept by the directory in turn, and none would ever be released. (An app's system keeps no
/// navigator: its scenes do.)
@MainActor
package final class WindowSystemRelay: WindowSystem {
  private weak var system: (any WindowSystem)?

  /// A relay to `system`, which the caller keeps.
  package init(_ system: any WindowSystem) { self.system = system }

  package var opensWindows: Bool { system?.opensWindows ?? false }

  package func openWindow(
    at destination: WindowDestination, reopening session: String?, refused: @escaping @MainActor (String) -> Void
  ) {
    system?.openWindow(at: destination, reopening: session, refused: refused)
  }

  package func bringForward(_ navigator: Navigator) { system?.bringForward(navigator) }
}

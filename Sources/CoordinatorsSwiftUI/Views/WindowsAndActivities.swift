#if canImport(SwiftUI)
  import SwiftUI

  /// The windows of a SwiftUI app: opens a `WindowGroup(for: WindowDestination.self)` window
  /// for a destination with `openWindow(value:)`, where the platform supports several windows.
  /// `opensWindows(with:navigator:destination:restored:)` makes it from the environment.
  @MainActor
  public final class SwiftUIWindowSystem: WindowSystem {
    /// Whether the platform shows several windows (`supportsMultipleWindows`).
    public var opensWindows: Bool
    private var openWindowAction: OpenWindowAction

    /// A system that opens windows with `openWindow`, when `supportsMultipleWindows`.
    public init(openWindow: OpenWindowAction, supportsMultipleWindows: Bool) {
      openWindowAction = openWindow
      opensWindows = supportsMultipleWindows
    }

    /// Opens the window group's window for `destination` (SwiftUI brings forward a window whose
    /// value is equal instead). SwiftUI's `openWindow` reports no refusal, and a SwiftUI window
    /// joins its directory without a session, so `session` is always `nil` here.
    public func openWindow(
      at destination: WindowDestination, reopening session: String?, refused: @escaping @MainActor (String) -> Void
    ) {
      openWindowAction(value: destination)
    }

    /// Brings forward the window of `navigator`: SwiftUI does this for a window opened at the
    /// destination of the same identity, which `WindowDirectory` gives a keyed place. The
    /// directory keeps the destination each connected window opened at, and forgets it when the
    /// window disconnects.
    public func bringForward(_ navigator: Navigator) {
      if let destination = navigator.windows?.destination(openedIn: navigator) { openWindowAction(value: destination) }
    }

    /// Updates the actions from a newer environment.
    func update(openWindow: OpenWindowAction, supportsMultipleWindows: Bool) {
      openWindowAction = openWindow
      opensWindows = supportsMultipleWindows
    }
  }

  extension View {
    /// Lets `navigator` open windows through `directory`: joins its window to the directory
    /// (walking to `destination`, the value of a `WindowGroup(for: WindowDestination.self)`, the
    /// first time the window appears only: a window the system brings back after a relaunch
    /// restores its own navigation, as `restoringNavigation` stores it; `restored` says so for a
    /// window restored another way), and makes the directory's system open windows with this
    /// scene's `openWindow`. A destination the window cannot walk to leaves it at its start,
    /// reported to the navigator's observers as a `NavigationProblem.hostFallback(_:)`.
    ///
    /// ```swift
    /// struct DocumentWindows: Scene {
    ///   let windows: WindowDirectory
    ///   var body: some Scene {
    ///     WindowGroup(for: WindowDestination.self) { $destination in
    ///       DocumentScene(windows: windows, destination: destination)
    ///     }
    ///     .handlesExternalEvents(matching: [])
    ///   }
    /// }
    ///
    /// struct DocumentScene: View {
    ///   let windows: WindowDirectory
    ///   let destination: WindowDestination?
    ///   @State private var navigation = LazyNavigator { Navigator(root: DocumentsCoordinator()) }
    ///   @State private var host = SwiftUIHost()
    ///   var body: some View {
    ///     NavigatorView(navigation.navigator, host: host)
    ///       .opensWindows(with: windows, navigator: navigation.navigator, destination: destination)
    ///   }
    /// }
    /// ```
    public func opensWindows(
      with directory: WindowDirectory, navigator: Navigator, destination: WindowDestination?, restored: Bool = false
    ) -> some View {
      modifier(
        WindowSystemModifier(directory: directory, navigator: navigator, destination: destination, restored: restored))
    }

    /// Publishes `navigator`'s `Navigator.currentActivity` for Handoff and Spotlight while it
    /// has one (with `userActivity(_:element:_:)`: the view's body only reads what is published;
    /// the content, a payload included, is written when SwiftUI updates the activity, and
    /// encoded once per state), and continues the activities of its `Navigator.activities` type that reach this
    /// scene (`Navigator.continueActivity(_:)`; an activity that cannot be continued is reported
    /// to the navigator's observers as a `NavigationProblem.hostFallback(_:)`).
    public func publishesActivities(of navigator: Navigator) -> some View {
      modifier(ActivityModifier(navigator: navigator))
    }
  }

  private struct WindowSystemModifier: ViewModifier {
    let directory: WindowDirectory
    let navigator: Navigator
    let destination: WindowDestination?
    let restored: Bool
    @Environment(\.openWindow) private var openWindow
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    // Per window, kept across launches: the window has walked to its destination once, and
    // restores its own navigation from then on.
    @SceneStorage("swift-coordinators.window.arrived") private var arrived = false

    func body(content: Content) -> some View {
      content.onAppear {
        let system: SwiftUIWindowSystem
        if let existing = directory.system as? SwiftUIWindowSystem {
          existing.update(openWindow: openWindow, supportsMultipleWindows: supportsMultipleWindows)
          system = existing
        } else {
          system = SwiftUIWindowSystem(openWindow: openWindow, supportsMultipleWindows: supportsMultipleWindows)
          directory.system = system
        }
        guard !directory.navigators.contains(where: { $0 === navigator }) else { return }
        // A destination that fails leaves the window at its start, and the navigator's observers
        // hear why: no caller is there to catch it.
        do {
          try directory.connect(navigator, showing: destination, restored: restored || arrived)
        } catch {
          navigator.report(.hostFallback("the window stays at its start: \(error)"))
        }
        if destination != nil { arrived = true }
      }
      .onDisappear { directory.disconnect(navigator) }
    }
  }

  private struct ActivityModifier: ViewModifier {
    let navigator: Navigator
    /// What the handler wrote into the activity SwiftUI hands it, kept for the scene's life.
    @State private var model = SwiftUIActivityModel()

    init(navigator: Navigator) {
      self.navigator = navigator
    }

    func body(content: Content) -> some View {
      // What is published is read here without encoding anything (reading it follows the
      // state); the content, a payload included, is written by the handler when SwiftUI updates
      // the activity, from `currentActivity`, encoded once per state. SwiftUI hands the handler
      // the same activity again, so the handler also clears what a former place wrote.
      let type = SwiftUIActivityModel.activityType(of: navigator)
      content
        .userActivity(type, element: SwiftUIActivityModel.element(of: navigator)) { _, userActivity in
          let (place, entity) = model.activityToWrite(for: navigator)
          place?.update(userActivity)
          entity.apply(to: userActivity)
        }
        .onContinueUserActivity(navigator.activities?.activityType ?? type) { userActivity in
          guard let activity = NavigationActivity(userActivity) else { return }
          Task { await navigator.continueActivityReportingFailure(activity) }
        }
    }
  }
#endif

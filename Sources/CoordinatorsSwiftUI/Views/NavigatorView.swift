#if canImport(SwiftUI)
  @_spi(Hosts) import Coordinators
  import SwiftUI

  /// Shows everything a navigator shows: the root stack or tabs, and each modal layer above them.
  ///
  /// Make one navigator and one host per scene, in the window's content, so that each window of
  /// an iPad or a Mac navigates on its own and restores its own navigation (`@SceneStorage` is
  /// per scene):
  ///
  /// ```swift
  /// @main struct InboxApp: App {
  ///   var body: some Scene {
  ///     WindowGroup { InboxScene() }
  ///   }
  /// }
  ///
  /// struct InboxScene: View {
  ///   @State private var navigation = LazyNavigator { Navigator(root: InboxCoordinator()) }
  ///   @State private var host = SwiftUIHost()
  ///   var body: some View {
  ///     NavigatorView(navigation.navigator, host: host)
  ///       .restoringNavigation(navigation.navigator, registry: InboxApp.routes, key: "navigation")
  ///   }
  /// }
  /// ```
  ///
  /// ``LazyNavigator`` builds the navigator once per window: SwiftUI evaluates a `@State`
  /// property's initial value each time it makes the view's value, so
  /// `@State private var navigator = Navigator(root: ...)` would build, start and throw away a
  /// navigator each time.
  ///
  /// The view binds to what `host` has rendered, never to `navigator.state`, so a command reaches
  /// SwiftUI only through a step. It attaches the host to the navigator when they are not yet
  /// attached, forwards the scene phase to the host, and again for each navigator it shows (a step
  /// waits while the scene is not active; the watchdog runs only once the scene is shown and
  /// active), disables animations while the host restores a saved navigation, and opens the URLs
  /// the scene receives with `navigator.handle(_:)`; a link that arrives before the first step
  /// waits in the navigator.
  /// `@MainActor` as a whole: its initialiser attaches the host, and the iOS 17 SDK isolates only
  /// `body`.
  @MainActor
  public struct NavigatorView: View {
    let host: SwiftUIHost
    let context: HostContext
    @Environment(\.scenePhase) private var scenePhase

    /// A view of `navigator` as `host` renders it, with the bar appearances and transitions of
    /// `style`; attaches `host` to `navigator` unless it already is.
    public init(_ navigator: Navigator, host: SwiftUIHost, style: NavigatorStyle = NavigatorStyle()) {
      self.init(navigator, host: host, style: style, attachesHost: true)
    }

    /// A view of `navigator` as `host` renders it; attaches `host` only when `attachesHost` (a
    /// preview attaches it when it appears).
    init(_ navigator: Navigator, host: SwiftUIHost, style: NavigatorStyle, attachesHost: Bool) {
      self.host = host
      self.context = HostContext(navigator: navigator, host: host, style: style)
      #if !canImport(UIKit) || os(tvOS) || os(watchOS)
        // No UIKit underneath: no screen signals the end of its transition.
        host.hasTransitionSignals = false
      #endif
      if attachesHost, host.session?.navigator !== navigator { navigator.attach(host) }
    }

    /// The root, the layers presented over it, and the scene's inputs.
    public var body: some View {
      let animates = host.animatesSteps
      // The root takes the whole scene before its first step too, so that its width is read
      // and the first root is built for it; a stack, a tab view and a split view take it anyway.
      RootView(host: host, context: context)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .modifier(WidthReporter(host: host))
        .modifier(LevelPresenter(slot: host.presented, context: context))
        .transaction { if !animates { $0.disablesAnimations = true } }
        .modifier(TransitionNamespace())
        .onOpenURL { [navigator = context.navigator] url in navigator.handle(url) }
        .onChange(of: ScenePhaseReport(phase: scenePhase, navigator: context.navigator), initial: true) {
          [host] _, report in host.scenePhaseChanged(active: report.phase == .active)
        }
    }
  }

  /// The scene's phase, as the views report it to the host: again for each navigator they show,
  /// since a session the host was not attached to holds steps until it hears the scene is active.
  private struct ScenePhaseReport: Equatable {
    let phase: ScenePhase
    let navigator: ObjectIdentifier

    init(phase: ScenePhase, navigator: Navigator) {
      self.phase = phase
      self.navigator = ObjectIdentifier(navigator)
    }
  }

  /// What every view of a ``NavigatorView`` needs: the navigator, the host and the app's style.
  struct HostContext {
    let navigator: Navigator
    let host: SwiftUIHost
    let style: NavigatorStyle
  }

  /// The root container the host shows: a stack, or tabs in a tab view or a split view; nothing
  /// before the first step.
  private struct RootView: View {
    let host: SwiftUIHost
    let context: HostContext

    var body: some View {
      switch host.root {
      case .stack(let stack): StackView(stack: stack, context: context)
      case .tabs(let tabs):
        Group {
          switch host.split.tabsContainer(tabViewAdaptsToSidebar: tabViewAdaptsToSidebar) {
          case .splitView: SplitView(split: host.split, tabs: tabs, context: context)
          case .tabView: TabsView(tabs: tabs, context: context)
          }
        }
        .modifier(ContainerSizeClass(split: host.split))
      case nil: EmptyView()
      }
    }

    /// Whether the tab view becomes a sidebar by itself where there is room (iOS 18's
    /// `.sidebarAdaptable`, unless the style says otherwise).
    private var tabViewAdaptsToSidebar: Bool {
      #if canImport(SwiftUI, _version: 6.0) && !os(tvOS) && !os(watchOS)
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *) { return context.style.tabsAdaptToSidebar }
      #endif
      return false
    }
  }

  /// Shows the root's tab containers with the width class the layout shows as their
  /// `horizontalSizeClass`: a split view collapses, and a sidebar-adaptable tab view shows its
  /// tab bar, by the size class they read, which on iOS 27 stays compact in a resized iPhone
  /// window however wide (https://developer.apple.com/forums/thread/836088). A value passed to
  /// the environment, so that the containers keep their identity.
  private struct ContainerSizeClass: ViewModifier {
    let split: SplitModel

    func body(content: Content) -> some View {
      #if os(iOS) || os(visionOS) || os(tvOS)
        content.environment(\.horizontalSizeClass, split.containerSizeClass == .compact ? .compact : .regular)
      #else
        content
      #endif
    }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  /// Shows everything a navigator shows: the root stack or tabs, and each modal layer above them.
  ///
  /// ```swift
  /// @main struct InboxApp: App {
  ///   let navigator = Navigator(root: InboxCoordinator())
  ///   let host = SwiftUIHost()
  ///   init() { navigator.attach(host) }
  ///   var body: some Scene {
  ///     WindowGroup { NavigatorView(navigator, host: host) }
  ///   }
  /// }
  /// ```
  ///
  /// The view binds to what `host` has rendered, never to `navigator.state`, so a command reaches
  /// SwiftUI only through a step. It forwards the scene phase to the host (a step waits while the
  /// scene is not active) and opens the URLs the scene receives with `navigator.handle(_:)`; a link
  /// that arrives before the first step waits in the navigator.
  public struct NavigatorView: View {
    let host: SwiftUIHost
    let context: HostContext
    @Environment(\.scenePhase) private var scenePhase

    /// A view of `navigator` as `host` renders it, with the bar appearances and transitions of
    /// `style`. Attach the host to the navigator (`navigator.attach(host)`) once, when the app
    /// starts.
    public init(_ navigator: Navigator, host: SwiftUIHost, style: NavigatorStyle = NavigatorStyle()) {
      self.host = host
      self.context = HostContext(navigator: navigator, host: host, style: style)
    }

    /// The root, the layers presented over it, and the scene's inputs.
    public var body: some View {
      RootView(host: host, context: context)
        .modifier(LevelPresenter(slot: host.presented, context: context))
        .modifier(TransitionNamespace())
        .onOpenURL { [navigator = context.navigator] url in navigator.handle(url) }
        .onChange(of: scenePhase, initial: true) { [host] _, phase in
          host.scenePhaseChanged(active: phase == .active)
        }
    }
  }

  /// What every view of a ``NavigatorView`` needs: the navigator, the host and the app's style.
  struct HostContext {
    let navigator: Navigator
    let host: SwiftUIHost
    let style: NavigatorStyle
  }

  /// The root container the host shows: a stack, or tabs; nothing before the first step.
  private struct RootView: View {
    let host: SwiftUIHost
    let context: HostContext

    var body: some View {
      switch host.root {
      case .stack(let stack): StackView(stack: stack, context: context)
      case .tabs(let tabs): TabsView(tabs: tabs, context: context)
      case nil: EmptyView()
      }
    }
  }
#endif

#if canImport(SwiftUI)
  import SwiftUI

  /// One screen: its coordinator's view, decorated with the screen's options and transition, with
  /// the screen's action in the environment and, where UIKit runs underneath, the signal that the
  /// screen's transition has ended. `@MainActor` as a whole: its members read the navigator, and
  /// the iOS 17 SDK isolates only `body`.
  @MainActor
  struct ScreenView: View {
    let id: ScreenID
    let stack: StackModel
    let context: HostContext

    var body: some View {
      let screen = stack.screen(id)
      let modifiers = ScreenModifiers(
        screen?.options ?? ScreenOptions(), allowsGoingBack: stack.allowsGoingBack(from: id))
      transition.apply(AnyView(content(of: screen)))
        .modifier(
          ScreenOptionsModifier(modifiers: modifiers, bar: context.style.barAppearance(for: modifiers.barStyle))
        )
        .environment(\.sendAction, SendAction(navigator: context.navigator, screen: id))
        .environment(\.transitionSourceScope, TransitionSourceScope(stack: stack, screen: id))
        .environment(\.alertSourceScope, AlertSourceScope(host: context.host, screen: id))
        // A confirmation dialog the flows show while this screen is on top points at it, unless
        // the app marked a source on it (https://github.com/mlemgroup/mlem/pull/1337).
        .modifier(DialogPresenter(host: context.host, anchor: .screen(id)))
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
          .background {
            // No size, no touches, nothing for VoiceOver: a signal, not content (a full-size
            // representable behind the content was reported to stop large titles collapsing).
            TransitionSignal(
              willDisappear: { [host = context.host] in host.screenWillDisappear(id) },
              didAppear: { [host = context.host] in host.screenDidAppear(id) },
              didDisappear: { [host = context.host] in host.screenDidDisappear(id) }
            )
            .frame(width: 0, height: 0)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
          }
        #endif
    }

    /// The zoom from the view showing the screen's route, when the model chose one; else the
    /// style's transition for the identifier the rules chose.
    private var transition: ScreenTransition {
      if let source = stack.zoomSource(for: id) { return .zoom(sourceID: source) }
      return context.style.transition(for: stack.transition(for: id))
    }

    /// The view the owning flow's coordinator gives; the route's description when it gives none.
    private func content(of screen: Screen?) -> AnyView {
      let coordinator = screen.flatMap { context.navigator.coordinator(for: $0.owner) } as? any ViewCoordinator
      return screen.flatMap { coordinator?.anyView(for: $0.route) }
        ?? AnyView(Text(screen?.route.description ?? ""))
    }
  }
#endif

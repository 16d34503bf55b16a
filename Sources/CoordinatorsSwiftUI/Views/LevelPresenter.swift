#if canImport(SwiftUI)
  import SwiftUI

  /// Presents the layer above one level (the root, or a modal layer) from that level's content:
  /// one sheet and one full-screen cover per level, so each layer presents the next.
  ///
  /// The item bindings are the slot's own properties; the model tells a swipe down from the echo
  /// of its own dismissal, and a late write from a second gesture. On macOS, which has no
  /// full-screen cover, a cover is shown as a sheet.
  struct LevelPresenter: ViewModifier {
    @Bindable var slot: PresentationSlot
    let context: HostContext

    func body(content: Content) -> some View {
      content
        .sheet(item: $slot.sheet) { [context] layer in LayerView(layer: layer, context: context) }
        #if canImport(UIKit)
          .fullScreenCover(item: $slot.fullScreenCover) { [context] layer in LayerView(layer: layer, context: context) }
        #else
          .sheet(item: $slot.fullScreenCover) { [context] layer in LayerView(layer: layer, context: context) }
        #endif
        .modifier(AlertPresenter(slot: slot, host: context.host))
    }
  }

  /// The alert the level shows when it is the top-most one (`PresentationSlot.alert`), and a
  /// confirmation dialog when no screen is known to hang it on (``SwiftUIAlertAnchor``): each
  /// button reports its tap, and the binding's `false` the alert's end, to the host, which tells
  /// a tap from the system's dismissal.
  @MainActor
  private struct AlertPresenter: ViewModifier {
    @Bindable var slot: PresentationSlot
    let host: SwiftUIHost

    func body(content: Content) -> some View {
      let alert = slot.alert
      content
        .alert(
          Text(alert?.title ?? ""), isPresented: showing(.alert), presenting: alert,
          actions: { AlertContent.buttons(of: $0, host: host) }, message: AlertContent.message
        )
        .modifier(DialogPresenter(host: host, anchor: alert == nil ? nil : .level))
        #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
          .background {
            // SwiftUI tells nothing of an alert it drops: look for its controller while the host
            // waits for one to appear or leave. Read here so that the view updates then.
            let _ = host.alertPresence.leaving
            AlertPresence(host: host, isTopMost: slot.layer == nil)
            .frame(width: 0, height: 0)
            .allowsHitTesting(false)
            .accessibilityHidden(true)
          }
        #endif
    }

    /// Whether the level shows an alert of this style; `false` written back when it goes, for
    /// the alert shown when the view was evaluated (a late `false` is not pinned on the next).
    private func showing(_ style: AlertStyle) -> Binding<Bool> {
      let id = slot.alert?.id
      return Binding(
        get: { slot.alert?.style == style && slot.alert?.id == id },
        set: { slot.alertBinding(of: id, wrote: $0) })
    }

  }

  /// The confirmation dialog, on the view the host hangs it on (``SwiftUIHost/alertAnchor``):
  /// the one this modifier is on when its `anchor` is the host's, else none. A `false` SwiftUI
  /// writes once the dialog hangs elsewhere is not its end.
  @MainActor
  struct DialogPresenter: ViewModifier {
    /// The host, `nil` for a view outside a ``NavigatorView``'s screens, which hangs nothing.
    let host: SwiftUIHost?
    /// The anchor this view is, `nil` for none.
    let anchor: SwiftUIAlertAnchor?

    func body(content: Content) -> some View {
      let dialog = self.dialog
      content.confirmationDialog(
        Text(dialog?.title ?? ""), isPresented: showing(dialog?.id), titleVisibility: .visible, presenting: dialog,
        actions: { dialog in AlertContent.buttons(of: dialog, host: host) }, message: AlertContent.message)
    }

    /// The dialog this view hangs, if any. The anchor is read only while a dialog shows, so that
    /// the screens are not evaluated again each time an alert source appears.
    private var dialog: NavigationAlert? {
      guard let host, let anchor, let alert = host.alert, alert.style == .confirmationDialog, host.alertAnchor == anchor
      else {
        return nil
      }
      return alert
    }

    private func showing(_ id: AlertID?) -> Binding<Bool> {
      Binding(
        get: { [host, anchor] in id != nil && host?.alert?.id == id && host?.alertAnchor == anchor },
        set: { [host, anchor] shown in
          let ended = AlertWrite.ended(id, written: shown, fromItsView: host?.alertAnchor == anchor)
          if let ended, let host { host.alertPresentationEnded(ended) }
        })
    }
  }

  /// An alert's buttons, each reporting its tap, and its message.
  @MainActor
  enum AlertContent {
    @ViewBuilder static func buttons(of alert: NavigationAlert, host: SwiftUIHost?) -> some View {
      ForEach(Array(alert.buttons.enumerated()), id: \.offset) { index, button in
        Button(button.title, role: button.role.map(ButtonRole.init)) {
          host?.alertButtonTapped(alert.id, index: index)
        }
        .accessibilityIdentifier(AccessibilityIdentifiers.alertButton(at: index))
      }
    }

    @ViewBuilder static func message(_ alert: NavigationAlert) -> some View {
      if let message = alert.message { Text(message) }
    }
  }

  extension ButtonRole {
    /// The SwiftUI role of an alert button's role.
    fileprivate init(_ role: AlertButtonRole) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }

  /// A modal layer: its stack (or its single screen when it embeds no stack), its sheet options,
  /// and the layer it presents in turn.
  private struct LayerView: View {
    let layer: LayerModel
    let context: HostContext

    var body: some View {
      LayerContent(layer: layer, context: context)
        .modifier(LevelPresenter(slot: layer.presented, context: context))
        .presentationDetents(Set(layer.sheetDetents.map(PresentationDetent.init)))
        .presentationDragIndicator(Visibility(layer.sheetGrabber))
        .interactiveDismissDisabled(layer.isInteractiveDismissDisabled)
    }
  }

  /// The layer's screens: in a navigation stack of its own when the presentation embeds one.
  private struct LayerContent: View {
    let layer: LayerModel
    let context: HostContext

    var body: some View {
      // Which container to draw, as the presentation says; no navigation is decided here.
      if layer.presentation.embedsNavigationStack {
        StackView(stack: layer.stack, context: context)
      } else {
        ScreenView(id: layer.stack.first, stack: layer.stack, context: context)
      }
    }
  }

  extension PresentationDetent {
    /// The SwiftUI detent of a sheet detent.
    fileprivate init(_ detent: SheetDetent) {
      switch detent {
      case .medium: self = .medium
      case .large: self = .large
      case .fraction(let value): self = .fraction(value)
      case .height(let value): self = .height(value)
      }
    }
  }

  extension Visibility {
    /// The SwiftUI visibility of a sheet's grabber.
    fileprivate init(_ grabber: GrabberVisibility) {
      switch grabber {
      case .automatic: self = .automatic
      case .visible: self = .visible
      case .hidden: self = .hidden
      }
    }
  }
#endif
